"""The check of a finished game as a scorer submits it (RULINGS §4, §5).

For each player the tiles left in hand and the player's claims (Stein-Rummy Plus); the
table's melds when known. The game is consistent when every claim is a claim, every table
meld is a meld, no tile occurs more often than the game holds it across hands, claims and
table, and exactly one player has an empty hand ("ein Spieler, der keine Steine mehr in der
Hand hat, beendet das Spiel") unless the director ended the game early, when nobody has.

"In der Endabrechnung hat ein Joker den Wert von einem Stein": each player's count of tiles
left counts a joker as one tile.

>>> from tournament.rules.tiles import parse_tiles
>>> result = check_finished_game(
...     {"Anna": [], "Ben": parse_tiles("r5 J"), "Cleo": parse_tiles("b1 b2 b9")},
...     claims={"Ben": [parse_tiles("b7 r7 y7 k7")]},
... )
>>> result.valid, result.tiles_left, result.winner
(True, {'Anna': 0, 'Ben': 2, 'Cleo': 3}, 'Anna')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from tournament.rules.claims import check_claim
from tournament.rules.layout import SupplyProblem, check_layout, supply_problems
from tournament.rules.options import DEFAULT_OPTIONS, JokerRule, RulesOptions
from tournament.rules.tiles import Tile, format_tiles

__all__ = ["FinishedGameCheck", "FinishedGameProblem", "check_finished_game"]

_NO_CLAIMS: Final[Mapping[str, Sequence[Sequence[Tile]]]] = MappingProxyType({})
MIN_PLAYERS: Final = 2


@dataclass(frozen=True, slots=True)
class FinishedGameProblem:
    """One reason a submitted game is not consistent.

    ``player`` names the player it concerns, ``claim`` the player's claim (1-based),
    ``meld`` the table's meld (1-based); ``supply`` is set for a tile that occurs too often.
    """

    reason: str
    player: str | None = None
    claim: int | None = None
    meld: int | None = None
    supply: SupplyProblem | None = None

    def __str__(self) -> str:
        return self.reason


@dataclass(frozen=True, slots=True)
class FinishedGameCheck:
    """The answer of :func:`check_finished_game`.

    ``tiles_left`` holds every player's tiles in hand (a joker counts as one), also when the
    game is not consistent; ``claims`` the number of valid claims per player; ``winner`` the
    one player with an empty hand, if there is exactly one.
    """

    problems: tuple[FinishedGameProblem, ...]
    tiles_left: dict[str, int]
    claims: dict[str, int]
    winner: str | None
    ended_early: bool

    @property
    def valid(self) -> bool:
        return not self.problems


def check_finished_game(
    hands: Mapping[str, Sequence[Tile]],
    claims: Mapping[str, Sequence[Sequence[Tile]]] = _NO_CLAIMS,
    table: Sequence[Sequence[Tile]] | None = None,
    *,
    ended_early: bool = False,
    options: RulesOptions = DEFAULT_OPTIONS,
) -> FinishedGameCheck:
    """Check a finished game: hands as tiles, claims per player, optionally the table.

    With one joker per player (the default rule) the game's jokers are counted from the
    number of hands, whatever ``options.players`` says.
    """
    problems: list[FinishedGameProblem] = []
    players = list(hands)
    if len(players) < MIN_PLAYERS:
        problems.append(
            FinishedGameProblem(f"a game has at least {MIN_PLAYERS} players, got {len(players)}")
        )
    elif options.jokers is JokerRule.PER_PLAYER and options.players != len(players):
        options = dataclasses.replace(options, players=min(len(players), 8))
    for name in players:
        if not name.strip():
            problems.append(FinishedGameProblem("a player has no name", player=name))

    places: list[tuple[str, Sequence[Tile]]] = [(f"{name}'s hand", hands[name]) for name in players]
    valid_claims = dict.fromkeys(players, 0)
    for name, player_claims in claims.items():
        if name not in hands:
            problems.append(
                FinishedGameProblem(
                    f"claims of {name!r}, who has no hand in this game", player=name
                )
            )
        for number, claim in enumerate(player_claims, start=1):
            label = f"{name}'s claim {number}"
            places.append((label, claim))
            result = check_claim(claim)
            if result.valid:
                if name in valid_claims:
                    valid_claims[name] += 1
            else:
                problems.append(
                    FinishedGameProblem(
                        f"{label} ({format_tiles(result.tiles)}): {result.reason}",
                        player=name,
                        claim=number,
                    )
                )
    if table is not None:
        for layout_problem in check_layout(table, options).problems:
            if layout_problem.meld is not None:
                problems.append(
                    FinishedGameProblem(f"table {layout_problem}", meld=layout_problem.meld)
                )
        places.extend((f"table meld {n}", meld) for n, meld in enumerate(table, start=1))
    for supply in supply_problems(places, options):
        problems.append(FinishedGameProblem(str(supply), supply=supply))

    empty = [name for name in players if not hands[name]]
    winner = empty[0] if len(empty) == 1 else None
    if ended_early and empty:
        problems.append(
            FinishedGameProblem(
                f"{_names(empty)} {'has' if len(empty) == 1 else 'have'} an empty hand, "
                "but a game ended early has none",
                player=empty[0],
            )
        )
        winner = None
    elif not ended_early and not empty and players:
        problems.append(
            FinishedGameProblem(
                "no player has an empty hand: a finished game has exactly one, "
                "unless it was ended early"
            )
        )
    elif len(empty) > 1:
        problems.append(
            FinishedGameProblem(
                f"{_names(empty)} {'both' if len(empty) == 2 else 'all'} have an empty hand: "
                "only one player can go out",
                player=empty[1],
            )
        )
    return FinishedGameCheck(
        tuple(problems),
        {name: len(hands[name]) for name in players},
        valid_claims,
        winner,
        ended_early,
    )


def _names(names: Sequence[str]) -> str:
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]
