"""Exact best play: how many hand tiles can be laid (RULINGS §2; issue item 5).

"Immer sollte man prüfen, ob die Auflösung einer Kombination Vorteile bringen kann, so dass
man einen Stein aus der Hand zusätzlich unterbringen kann."

:func:`solve` finds the largest number of hand tiles that can be laid so that every table
tile and every laid tile ends in a valid meld; the table may be rearranged freely, jokers on
the table stay in melds. Not yet opened (``opened=False``), a player lays only melds of the
own tiles and leaves the table as it is. :func:`best_split` splits a hand on its own and says
which tiles stay dead.

The method is the dynamic program over values of van Rijn, Takes and Vis ("The complexity of
Rummikub problems", 2015), made cyclic and exact for this game: the values 1..13 are walked
once round the cycle; between two values the state is, per colour, the runs in progress and
their lengths (see :mod:`tournament.rules.solver_tables`); at each value the tiles of that
value are split between going on with runs, starting runs and forming groups. The cycle is
cut where the fewest runs can cross; the runs crossing the cut are guessed and the walk must
come back to the same state. The answer is exact: every arrangement of valid melds is one
path of the walk, and every path is rebuilt into valid melds and checked with
:func:`tournament.rules.melds.check_meld`. The walk is :mod:`tournament.rules.solver_walk`,
the rebuilding of the melds :mod:`tournament.rules.solver_rebuild`.

>>> from tournament.rules.tiles import parse_tiles, format_tiles
>>> s = solve(parse_tiles("r13 r1 r2 b7"))
>>> s.placed, [format_tiles(m) for m in s.melds], format_tiles(s.left)
(3, ['r13 r1 r2'], 'b7')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.layout import check_layout, supply_problems
from tournament.rules.melds import check_meld
from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
from tournament.rules.solver_walk import (
    UNPLACEABLE,
    WORK_BUDGET,
    Budget,
    OverBudget,
    walk_counts,
)
from tournament.rules.tiles import ALL_NUMBERED, JOKER_INDEX, Tile

__all__ = ["WORK_BUDGET", "Solution", "best_split", "max_placed", "solve"]

_MAX_JOKERS: Final = 8  # the most a game holds; crossing runs of at most 13 rely on it


@dataclass(frozen=True, slots=True)
class Solution:
    """One best play.

    ``placed`` hand tiles (jokers included) are laid; ``melds`` is the whole table after the
    play (every table tile and every laid tile, each meld in canonical order, the melds
    sorted); ``left`` the hand tiles that stay in the hand, sorted.
    """

    placed: int
    melds: tuple[tuple[Tile, ...], ...]
    left: tuple[Tile, ...]

    @property
    def dead(self) -> int:
        """Tiles left in the hand."""
        return len(self.left)


def solve(
    hand: Iterable[Tile],
    table: Iterable[Iterable[Tile]] = (),
    *,
    opened: bool = True,
    options: RulesOptions = DEFAULT_OPTIONS,
    budget: int | None = WORK_BUDGET,
) -> Solution:
    """The best play of ``hand`` against ``table`` (a layout: a list of melds).

    ``opened=False``: the player has not laid out yet, so only melds of the own tiles count
    and the table stays as it is ("Erstmaliges Auslegen erfordert eine Dreier-Gruppe oder
    einer Dreier-Strasse"); any meld is at least three tiles, so laying anything opens.

    ``budget``: moves the exact walks may try (None: no limit); past it the instance
    is solved by the ILP in HiGHS, with an answer of the same value.

    Raises :class:`IllegalError` when the table is not a valid layout or the tiles exceed
    the supply (two copies of each numbered tile; jokers at most the game's count).
    """
    hand_tiles = sorted(hand)
    table_melds = [sorted(meld) for meld in table]
    _check_input(hand_tiles, table_melds, options)
    hand_counts, hand_jokers = _counts(hand_tiles)
    if opened:
        table_counts, table_jokers = _counts([t for m in table_melds for t in m])
        kept: list[tuple[Tile, ...]] = []
    else:
        table_counts, table_jokers = [0] * len(ALL_NUMBERED), 0
        kept = [_canonical(m) for m in table_melds]
    placed, melds = _solve_counts(
        hand_counts, hand_jokers, table_counts, table_jokers, True, budget
    )
    assert melds is not None
    laid = [t for m in melds for t in m]
    left = list(hand_tiles)
    on_table = [t for m in table_melds for t in m] if opened else []
    remaining = _multiset(laid)
    for t in on_table:
        remaining[t] -= 1
    for t in list(left):
        if remaining.get(t, 0) > 0:
            remaining[t] -= 1
            left.remove(t)
    all_melds = sorted(kept + [_canonical(m) for m in melds], key=_meld_key)
    return Solution(placed, tuple(all_melds), tuple(left))


def best_split(hand: Iterable[Tile], *, options: RulesOptions = DEFAULT_OPTIONS) -> Solution:
    """The best split of a hand on its own: the most tiles in melds; ``left`` are the dead
    tiles (Totholz)."""
    return solve(hand, (), opened=True, options=options)


def max_placed(
    hand_counts: Sequence[int],
    hand_jokers: int = 0,
    table_counts: Sequence[int] | None = None,
    table_jokers: int = 0,
    *,
    budget: int | None = WORK_BUDGET,
) -> int:
    """The number :func:`solve` would report, on counts by tile index (52 entries, 0..2 each;
    hand plus table at most 2), without building the melds or checking the input.

    For bulk use (statistics over many hands); the caller vouches that the table counts
    come from a valid layout.
    """
    table = [0] * len(ALL_NUMBERED) if table_counts is None else list(table_counts)
    placed, _ = _solve_counts(list(hand_counts), hand_jokers, table, table_jokers, False, budget)
    return placed


# --- input -------------------------------------------------------------------------------


def _check_input(hand: list[Tile], table: list[list[Tile]], options: RulesOptions) -> None:
    layout = check_layout(table, options)
    if not layout.valid:
        raise IllegalError(f"the table is not valid: {layout.problems[0]}")
    supply = supply_problems([("hand", hand), ("table", [t for m in table for t in m])], options)
    if supply:
        raise IllegalError(f"more tiles than the game holds: {supply[0]}")


def _multiset(tiles: Iterable[Tile]) -> dict[Tile, int]:
    counts: dict[Tile, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
    return counts


def _counts(tiles: Iterable[Tile]) -> tuple[list[int], int]:
    counts = [0] * len(ALL_NUMBERED)
    jokers = 0
    for t in tiles:
        if t.index == JOKER_INDEX:
            jokers += 1
        else:
            counts[t.index] += 1
    return counts, jokers


def _text(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def _canonical(meld: Sequence[Tile]) -> tuple[Tile, ...]:
    check = check_meld(meld)
    if not check.valid:  # a rebuilt meld is valid by construction; say so loudly if not
        raise AssertionError(f"solver built an invalid meld {_text(meld)}: {check.reason}")
    return check.tiles


def _meld_key(meld: tuple[Tile, ...]) -> tuple[int, ...]:
    return tuple(t.index for t in meld)


# --- exact walk, or the ILP past its budget ----------------------------------------------


def _solve_counts(
    hand: list[int],
    hand_jokers: int,
    table: list[int],
    table_jokers: int,
    build: bool,
    budget: int | None = None,
) -> tuple[int, list[list[Tile]] | None]:
    jokers = hand_jokers + table_jokers
    if jokers > _MAX_JOKERS:
        raise IllegalError(f"{jokers} jokers: the solver handles at most {_MAX_JOKERS}")
    try:
        return walk_counts(hand, hand_jokers, table, table_jokers, build, Budget(budget))
    except OverBudget:
        return _ilp_counts(hand, hand_jokers, table, table_jokers, build)


def _ilp_counts(
    hand: list[int], hand_jokers: int, table: list[int], table_jokers: int, build: bool
) -> tuple[int, list[list[Tile]] | None]:
    """The answer of the den Hertog-Hulshof ILP, its melds rebuilt and checked."""
    from tournament.rules.solver_ilp import ilp_model

    found = ilp_model(hand_jokers + table_jokers).solve(hand, hand_jokers, table, table_jokers)
    if found is None:
        raise IllegalError(UNPLACEABLE)
    placed, chosen = found
    if not build:
        return placed, None
    melds = [list(_canonical(list(meld))) for meld in chosen]
    return placed, melds
