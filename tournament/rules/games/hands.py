"""Hands written out at the end of a game, read with the game's notation."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tournament.rules.games.base import Game
from tournament.rules.games.problems import GameProblem, GameProblemKind

__all__ = ["Hands", "read_hands"]


@dataclass(frozen=True, slots=True)
class Hands:
    """Hands written out, read by the game: the pieces of those that parse (``tiles``),
    problems of the rest."""

    tiles: Mapping[str, list[Any]]
    problems: tuple[GameProblem, ...]
    game: type[Game]

    def counts(self) -> dict[str, int]:
        """Tiles left per player whose hand parsed (a joker counts one)."""
        return {player: len(tiles) for player, tiles in self.tiles.items()}

    def notation(self) -> dict[str, str]:
        """The canonical notation of each hand that parsed (``"G7 *"`` -> ``"y7 J"``)."""
        return {player: self.game.write_hand(tiles) for player, tiles in self.tiles.items()}


def read_hands(hands: Mapping[str, str], players: Sequence[str], game: type[Game]) -> Hands:
    """Read the hands of a table seating ``players`` with the game's notation (empty
    notation: an empty hand)."""
    tiles: dict[str, list[Any]] = {}
    problems: list[GameProblem] = []
    for player, notation in hands.items():
        if player not in players:
            problems.append(GameProblem(GameProblemKind.HAND_STRANGER, player))
            continue
        try:
            tiles[player] = game.read_hand(notation)
        except ValueError as exc:
            data = {"hand": notation, "error": str(exc), "exception": exc}
            problems.append(GameProblem(GameProblemKind.HAND_NOTATION, player, data))
    return Hands(tiles, tuple(problems), game)
