"""Claims of Stein-Rummy Plus (RULINGS §4).

"CLAIM: ein Gruppe von 4 Steinen, die vom Spieler aus der Hand kommt oder auf dem Tisch
gebildet wird [...]. Ein Claim kann einen Joker enthalten." A claim is a group of exactly
four tiles, one value in all four colours, with at most one joker.

>>> from tournament.rules.tiles import parse_tiles
>>> check_claim(parse_tiles("b7 r7 y7 k7")).valid
True
>>> check_claim(parse_tiles("b7 r7 J J")).reason
'a claim holds at most one joker, got 2'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from tournament.rules.melds import MeldCheck, MeldKind, check_meld
from tournament.rules.tiles import Tile, format_tiles

__all__ = ["CLAIM_SIZE", "ClaimCheck", "ClaimProblem", "check_claim"]

CLAIM_SIZE: Final = 4
CLAIM_MAX_JOKERS: Final = 1


class ClaimProblem(enum.Enum):
    NOT_FOUR_TILES = "not four tiles"
    NOT_A_GROUP = "not a group"
    TOO_MANY_JOKERS = "too many jokers"

    @property
    def german(self) -> str:
        return _GERMAN[self]


_GERMAN: Final = {
    ClaimProblem.NOT_FOUR_TILES: "nicht vier Steine",
    ClaimProblem.NOT_A_GROUP: "keine Gruppe",
    ClaimProblem.TOO_MANY_JOKERS: "zu viele Joker",
}


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """The answer of :func:`check_claim`; ``meld`` is the check of the tiles as a meld."""

    tiles: tuple[Tile, ...]
    meld: MeldCheck
    problem: ClaimProblem | None = None
    reason: str | None = None

    @property
    def valid(self) -> bool:
        return self.problem is None


def check_claim(tiles: Iterable[Tile]) -> ClaimCheck:
    """Check that ``tiles`` are a claim: 4 tiles of one value, all colours, at most 1 joker."""
    meld = check_meld(tiles)
    canonical = meld.tiles
    jokers = sum(t.is_joker for t in canonical)

    def fail(problem: ClaimProblem, reason: str) -> ClaimCheck:
        return ClaimCheck(canonical, meld, problem, reason)

    if len(canonical) != CLAIM_SIZE:
        return fail(
            ClaimProblem.NOT_FOUR_TILES,
            f"a claim is exactly {CLAIM_SIZE} tiles, got {len(canonical)}",
        )
    if jokers > CLAIM_MAX_JOKERS:
        return fail(
            ClaimProblem.TOO_MANY_JOKERS,
            f"a claim holds at most one joker, got {jokers}",
        )
    if not meld.valid:
        return fail(ClaimProblem.NOT_A_GROUP, f"a claim is a group of one value; {meld.reason}")
    if MeldKind.GROUP not in meld.kinds:
        return fail(
            ClaimProblem.NOT_A_GROUP,
            f"a claim is a group of one value in all colours, {format_tiles(canonical)} is a run",
        )
    return ClaimCheck(canonical, meld)
