"""Exact best play: how many hand tiles can be laid, legally (RULINGS §2).

"Immer sollte man prüfen, ob die Auflösung einer Kombination Vorteile bringen kann, so dass
man einen Stein aus der Hand zusätzlich unterbringen kann."

:func:`solve` finds the play that leaves the fewest tiles in the hand: every table tile and
every laid tile ends in a valid meld; the table may be rearranged, but a table joker keeps
what it stands for until it is released (in a run by the tile it stands for; in a group
only when the group is completed to four colours); a released joker may go anywhere or into
the hand (:mod:`tournament.rules.solver_roles`). A table meld keeps any reading the rulings
allow (``J k11 k12 k13`` as k10 or k1; RULINGS §2), so the best play is the best over
every choice of readings. Not yet opened (``opened=False``), a
player lays only melds of the own tiles and leaves the table as it is. :func:`best_split`
splits a hand on its own and says which tiles stay dead.

The own-joker exchange ("einzelne Steine können mittels Joker in die Hand zurückgebracht
werden") never leaves fewer tiles in the hand: the joker goes out and a table tile comes in.
The solver therefore does not try it; the exhaustive search in the tests does, and agrees.

The method is a dynamic program over the values of the cycle
(:mod:`tournament.rules.solver_walk`); the arrangement is rebuilt from the same walk
(:mod:`tournament.rules.solver_build`) and every meld checked by
:func:`tournament.rules.melds.check_meld`. A hand on its own (or a player not yet opened)
has no table joker, so the release rule cannot matter: that instance goes to the dynamic
program of :mod:`tournament.rules.solver_dp`, which counts the hand's jokers as free
wildcards and is far faster with them. The choice depends only on the instance; both
methods are exact, there is no budget and no fallback.

>>> from tournament.rules.tiles import parse_layout, parse_tiles, format_tiles
>>> s = solve(parse_tiles("r13 r1 r2 b7"))
>>> s.placed, [format_tiles(m) for m in s.melds], format_tiles(s.left)
(3, ['r13 r1 r2'], 'b7')
>>> solve(parse_tiles("b9 b10"), parse_layout("b5 r5 y5 J")).placed
0
>>> solve(parse_tiles("y5 r8 r9"), parse_layout("b5 r5 J")).placed
1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.layout import check_layout, supply_problems
from tournament.rules.melds import check_meld
from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
from tournament.rules.solver_build import build
from tournament.rules.solver_dp import dp_play
from tournament.rules.solver_roles import TableRoles, meld_role_readings, merge_roles
from tournament.rules.solver_walk import Position, core_built, walk
from tournament.rules.tiles import ALL_NUMBERED, JOKER, JOKER_INDEX, MAX_VALUE, Tile

__all__ = ["Solution", "best_split", "max_placed", "solve"]

_MAX_JOKERS: Final = 8  # the most a game holds


@dataclass(frozen=True, slots=True)
class Solution:
    """One best play.

    ``placed`` is how many tiles the hand has fewer after the play (a released table joker
    taken into the hand counts against it); ``melds`` is the whole table after the play
    (each meld in canonical order, the melds sorted); ``left`` the tiles in the hand after
    the play, sorted; ``released`` how many table jokers the play released.
    """

    placed: int
    melds: tuple[tuple[Tile, ...], ...]
    left: tuple[Tile, ...]
    released: int = 0

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
) -> Solution:
    """The best legal play of ``hand`` against ``table`` (a layout: a list of melds).

    ``opened=False``: the player has not laid out yet, so only melds of the own tiles count
    and the table stays as it is ("Erstmaliges Auslegen erfordert eine Dreier-Gruppe oder
    einer Dreier-Strasse"); any meld is at least three tiles, so laying anything opens.

    Raises :class:`IllegalError` when the table is not a valid layout or the tiles exceed
    the supply (two copies of each numbered tile; jokers at most the game's count).
    """
    hand_tiles = sorted(hand)
    table_melds = [sorted(meld) for meld in table]
    _check_input(hand_tiles, table_melds, options)
    kept: list[tuple[Tile, ...]] = []
    if opened:
        worked = table_melds
    else:
        worked = []
        kept = [check_meld(m).tiles for m in table_melds]
    if not worked and not core_built():
        # A hand on its own (or not opened): no table joker, so the release rule cannot
        # matter and the dynamic program of solver_dp is exact and legal; in pure Python it
        # is far faster than the legal walk, which with its compiled core is the faster.
        dp_placed, dp_melds = dp_play(hand_tiles, [])
        melds = [_canonical(m) for m in dp_melds]
        left = _left_over(hand_tiles, melds)
        if dp_placed != len(hand_tiles) - len(left):
            raise AssertionError("the rebuilt play does not match the walk")  # pragma: no cover
        all_melds = sorted(kept + melds, key=_meld_key)
        return Solution(dp_placed, tuple(all_melds), tuple(sorted(left)), 0)
    # Each table meld may keep any of its readings (RULINGS §2); the walk chooses one per
    # meld as it goes, so its best play is the best over every choice of readings.
    pos = _position(hand_tiles, worked)
    walked = walk(pos)
    built = build(pos, walked)
    melds = [_canonical(m) for m in built.melds]
    left = _left_tiles(hand_tiles, built.laid) + [JOKER] * built.jokers_left
    placed = len(hand_tiles) - len(left)
    if placed != len(hand_tiles) - walked.left - _dead_count(hand_tiles, pos):
        raise AssertionError("the rebuilt play does not match the walk")  # pragma: no cover
    all_melds = sorted(kept + melds, key=_meld_key)
    return Solution(placed, tuple(all_melds), tuple(sorted(left)), len(built.released))


def best_split(hand: Iterable[Tile], *, options: RulesOptions = DEFAULT_OPTIONS) -> Solution:
    """The best split of a hand on its own: the most tiles in melds; ``left`` are the dead
    tiles (Totholz)."""
    return solve(hand, (), opened=True, options=options)


def max_placed(
    hand: Iterable[Tile],
    table: Iterable[Iterable[Tile]] = (),
    *,
    opened: bool = True,
    options: RulesOptions = DEFAULT_OPTIONS,
) -> int:
    """The number :func:`solve` reports."""
    return solve(hand, table, opened=opened, options=options).placed


# --- input -------------------------------------------------------------------------------


def _check_input(hand: list[Tile], table: list[list[Tile]], options: RulesOptions) -> None:
    layout = check_layout(table, options)
    if not layout.valid:
        raise IllegalError(f"the table is not valid: {layout.problems[0]}")
    supply = supply_problems([("hand", hand), ("table", [t for m in table for t in m])], options)
    if supply:
        raise IllegalError(f"more tiles than the game holds: {supply[0]}")
    jokers = sum(t.is_joker for t in hand) + sum(t.is_joker for m in table for t in m)
    if jokers > _MAX_JOKERS:
        raise IllegalError(f"{jokers} jokers: the solver handles at most {_MAX_JOKERS}")


def _position(
    hand: list[Tile], table: list[list[Tile]], roles: TableRoles | None = None
) -> Position:
    """The walk's position: the table's melds in every reading, or (``roles``) in that one."""
    table_counts = [0] * JOKER_INDEX
    for meld in table:
        for t in meld:
            if not t.is_joker:
                table_counts[t.index] += 1
    hand_counts = [0] * JOKER_INDEX
    for t in hand:
        if not t.is_joker:
            hand_counts[t.index] += 1
    readings = meld_role_readings(table) if roles is None else ()
    if roles is None:  # the first reading of each meld
        roles = merge_roles(meld[0] for meld in readings)
    hand_jokers = sum(t.is_joker for t in hand)
    kept = _drop_dead(hand_counts, table_counts, hand_jokers + roles.jokers)
    return Position(tuple(table_counts), tuple(kept), hand_jokers, roles, readings)


def _left_tiles(hand: list[Tile], laid: list[int]) -> list[Tile]:
    counts = [0] * JOKER_INDEX
    for t in hand:
        if not t.is_joker:
            counts[t.index] += 1
    return [ALL_NUMBERED[i] for i, n in enumerate(counts) for _ in range(n - laid[i])]


def _left_over(hand: list[Tile], melds: list[tuple[Tile, ...]]) -> list[Tile]:
    """The hand tiles not in ``melds`` (which hold only hand tiles)."""
    left = list(hand)
    for t in (t for m in melds for t in m):
        left.remove(t)
    return left


def _dead_count(hand: list[Tile], pos: Position) -> int:
    return sum(not t.is_joker for t in hand) - sum(pos.hand)


def _drop_dead(hand: list[int], table: list[int], jokers: int) -> list[int]:
    """``hand`` without the tiles that fit no meld at all: no two other colours of the value
    (jokers counted) and no three consecutive values of the colour (jokers counted).
    Leaving them out changes no answer and keeps the walk small."""
    present = [1 if h or t else 0 for h, t in zip(hand, table, strict=True)]
    kept = list(hand)
    for i, count in enumerate(hand):
        if not count:
            continue
        colour, value = divmod(i, MAX_VALUE)
        others = sum(present[d * MAX_VALUE + value] for d in range(4) if d != colour)
        if others + jokers >= 2:
            continue
        near = [present[colour * MAX_VALUE + (value + k) % MAX_VALUE] for k in (-2, -1, 1, 2)]
        if 2 - max(near[0] + near[1], near[1] + near[2], near[2] + near[3]) <= jokers:
            continue
        kept[i] = 0
    return kept


def _canonical(meld: Sequence[Tile]) -> tuple[Tile, ...]:
    check = check_meld(meld)
    if not check.valid:  # a rebuilt meld is valid by construction; say so loudly if not
        text = " ".join(map(str, meld))
        raise AssertionError(f"solver built an invalid meld {text}: {check.reason}")
    return check.tiles


def _meld_key(meld: tuple[Tile, ...]) -> tuple[int, ...]:
    return tuple(t.index for t in meld)
