"""What a played game gives each player of its table, and ranking with shared places.

The games' :meth:`~tournament.rules.games.base.Game.score` build a :class:`GameScore`;
the points are exact :class:`~fractions.Fraction` (thirds and halves stay exact).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache, lru_cache
from types import MappingProxyType
from typing import NamedTuple

__all__ = [
    "NONE",
    "GameScore",
    "most_first_points",
    "rank_shares",
    "share",
    "shared_rank_points",
    "sole_winner",
]

NONE: Mapping[str, int] = MappingProxyType({})
"""No claims, no totals: one empty mapping that every played game's score shares."""


class GameScore(NamedTuple):
    """What one game gives each player of its table.

    ``points`` include claim points. ``winner`` is the player who ranked first alone in a
    played game (a shared first place wins nobody the game); decisions have no winner.
    ``counted`` is False for an average game, which other averages leave out.

    A named tuple, as :class:`~tournament.scoring.model.GamePosition`: reading a
    2,000-player tournament makes one for each of some thirty thousand games, and a frozen
    dataclass costs four times as much to make.
    """

    points: Mapping[str, Fraction]
    max_points: int
    winner: str | None = None
    claims: Mapping[str, int] = NONE
    tiles_left: Mapping[str, int] = NONE
    counted: bool = True
    totals: Mapping[str, int] = NONE
    """A card game's round: each player's total as ranked (the game's ``round_totals``);
    empty for Stein-Rummy."""
    tie_break: Mapping[str, int] = NONE
    """A card game's round: each player's tie-break sum of RULINGS §6 (the game's
    ``tie_break_sums``), signed so that lower is better; empty for Stein-Rummy, whose
    tiles left break the tie."""


@cache
def share(total: int, count: int) -> Fraction:
    """``Fraction(total, count)``, kept: scoring a tournament needs the same few thousand
    times, and building a Fraction costs more than looking one up."""
    return Fraction(total, count)


def shared_rank_points(tiles_left: Mapping[str, int], scale: Sequence[int]) -> dict[str, Fraction]:
    """Rank by tiles left, fewer is better; tied players share the points of their ranks.

    "Die Rangfolge der Mitspieler ergibt sich aus der Anzahl der nicht abgelegten Steine."
    RULINGS §5: "tied players share the points of the ranks they cover equally (two tied
    for 2nd and 3rd at a 3-table: 1.5 each; all equal: 2 each, 2.5 at a 4-table)".

    >>> shared_rank_points({"a": 0, "b": 4, "c": 4}, (3, 2, 1))["b"]
    Fraction(3, 2)
    """
    shares = rank_shares(tuple(sorted(tiles_left.values())), tuple(scale))
    return {player: shares[tiles] for player, tiles in tiles_left.items()}


@lru_cache(maxsize=8192)
def rank_shares(ordered: tuple[int, ...], scale: tuple[int, ...]) -> dict[int, Fraction]:
    """Tiles left -> the points of a player with that many, for a table whose tiles left
    are ``ordered`` (fewest first): the rule of :func:`shared_rank_points`, worked out
    once for each such table (a tournament has few of them, and many games)."""
    shares: dict[int, Fraction] = {}
    for tiles in ordered:
        if tiles not in shares:
            first = ordered.index(tiles)
            count = ordered.count(tiles)
            shares[tiles] = share(sum(scale[first : first + count]), count)
    return shares


def sole_winner(tiles_left: Mapping[str, int]) -> str | None:
    """The player with strictly the fewest tiles left, or None when first place is shared."""
    if not tiles_left:
        return None
    fewest = min(tiles_left.values())
    leaders = [player for player, tiles in tiles_left.items() if tiles == fewest]
    return leaders[0] if len(leaders) == 1 else None


def most_first_points(totals: Mapping[str, int], scale: Sequence[int]) -> dict[str, Fraction]:
    """Rank by totals, more is better; tied players share the points of their ranks.

    RULINGS §8: "the table's players are ranked by their totals for the round and score
    match points as Stein-Rummy's basic scale (2 players 2/1, 3 players 3/2/1, 4 players
    4/3/2/1, ties shared)"; §9: "ranked by points ... (5 players 5/4/3/2/1), ties
    shared".

    >>> most_first_points({"a": 63, "b": -23, "c": -40}, (3, 2, 1))
    {'a': Fraction(3, 1), 'b': Fraction(2, 1), 'c': Fraction(1, 1)}
    >>> most_first_points({"a": 4, "b": 4}, (2, 1))["b"]
    Fraction(3, 2)
    """
    return shared_rank_points({player: -total for player, total in totals.items()}, scale)
