"""Indian Rummy's result at a table: a round's deals (RULINGS §8)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from tournament.rules.games.base import GameResult

__all__ = ["TO_500", "Deal", "IndianResult"]

TO_500: Final = "to-500"
"""Indian Rummy's ``deals`` option for a round played as a match to 500 (RULINGS §8)."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal of Indian Rummy (RULINGS §8): the player who declared (``winner``) and each
    other player's deadwood, given as a number or as the losing hand's 13 cards written out
    (``hands``, the engine counts the least deadwood)."""

    winner: str
    deadwood: Mapping[str, int] = field(default_factory=dict)
    hands: Mapping[str, str] = field(default_factory=dict)

    def file_keys(self) -> dict[str, Any]:
        """The deal as the tournament file's ``deals`` hold it."""
        obj: dict[str, Any] = {"winner": self.winner}
        if self.deadwood:
            obj["deadwood"] = dict(self.deadwood)
        if self.hands:
            obj["hands"] = dict(self.hands)
        return obj


@dataclass(frozen=True, slots=True)
class IndianResult(GameResult):
    """A round of Indian Rummy at a table: its deals in the order they were dealt
    (RULINGS §8); the players rank by their totals for the round.

    >>> IndianResult((Deal("a", {"b": 23}),)).deals[0].winner
    'a'
    """

    deals: tuple[Deal, ...] = ()
