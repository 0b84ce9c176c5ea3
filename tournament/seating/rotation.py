"""The ``rotate`` movement chosen over the whole planned event.

The rule text moves one player of each table to the next higher table (the last table's to
table 1) after every round; only *who* moves is free. Chosen round by round, the choice
looks good now and bad later: a pair that stays together at a table of four meets again
and again. Here the movers of all remaining rounds are chosen together, judged over the
whole event, history included, and compared lexicographically:

1. the largest number of meetings of any pair,
2. the spread of 4-table seats (most minus fewest times a player sat at a table of four),
3. the players who never moved,
4. the number of pairs at the largest count,
5. the total repeat meetings.

The seats at the table of four and the table changes come before the pairs at the count
and the repeats: a director notices a player kept at the table of four or never moved
before one more pair meeting a third time (31 players over 5 rounds: 4-table seats 0 to
4, the least any rotation can do, and 2 players who never move, where choosing for fewest
repeats first gave 0 to 5 and 9).

``rotation_search`` holds the search; this module fits it to the history of the event and
re-plans when the field changes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache

from tournament.seating.model import PlayerId, RoundPlan
from tournament.seating.rotate import rebalance, rotate_tables
from tournament.seating.rotation_search import RotationGrid, anneal, pattern_rounds

_STEPS_PER_SEAT = 10
"""Exchange steps per player and planned round (300 players over 12 rounds: 36,000
steps, about 1 s; more lower the pairs at the largest count by a few percent at most)."""
_MIN_STEPS = 4_000
_MAX_STEPS = 40_000
_RUNS = 6
"""Searches at most, each from the best plan so far, while a pair meets more than
``_AIM`` times (and one more where players who could move never do), and while all of
them together take at most twice ``_MAX_STEPS``."""
_AIM = 3


def _greedy_rounds(
    start: Sequence[Sequence[int]], rounds: int, n: int, met: Mapping[int, int], rng: random.Random
) -> list[list[list[int]]]:
    """Round 0 and the round-by-round choice of ``rotate.rotate_tables`` after it."""
    counts = dict(met)
    tables = [list(t) for t in start]
    plan = [tables]
    for _ in range(rounds):
        rotated = rotate_tables(tables, lambda a, b: counts.get(int(a) * n + int(b), 0), {}, rng)
        tables = [[int(p) for p in t] for t in rotated]
        for table in tables:
            for i, a in enumerate(table):
                for b in table[i + 1 :]:
                    counts[a * n + b] = counts.get(a * n + b, 0) + 1
                    counts[b * n + a] = counts.get(b * n + a, 0) + 1
        plan.append([list(t) for t in tables])
    return plan


def plan_rotation(
    start: Sequence[Sequence[PlayerId]],
    rounds: int,
    met: Mapping[tuple[PlayerId, PlayerId], int],
    four_seats: Mapping[PlayerId, int],
    moved: set[PlayerId],
    seed: str,
) -> list[list[list[PlayerId]]]:
    """The tables of the next ``rounds`` rounds, moving on from ``start`` (the tables of
    the round just played, fitted to this round's field, each listed longest seated
    first).

    ``met`` gives the meetings so far of pairs of these players, ``four_seats`` their
    4-table seats so far and ``moved`` who has already changed tables.
    """
    players = [p for table in start for p in table]
    index = {p: i for i, p in enumerate(players)}
    n = len(players)
    if len(start) < 2 or rounds < 1:
        return []
    local: dict[int, int] = {}
    for (a, b), c in met.items():
        if a in index and b in index and c:
            local[index[a] * n + index[b]] = local[index[b] * n + index[a]] = c
    local_start = [[index[p] for p in t] for t in start]
    four = [four_seats.get(p, 0) for p in players]
    was_moved = [p in moved for p in players]
    rng = random.Random(seed)
    starts = [_greedy_rounds(local_start, rounds, n, local, rng)]
    starts += [pattern_rounds(local_start, rounds, phase) for phase in range(3)]
    grids = [RotationGrid(plan, n, local, four, was_moved) for plan in starts]
    grid = min(grids, key=lambda g: g.cost())
    steps = max(_MIN_STEPS, min(_MAX_STEPS, _STEPS_PER_SEAT * n * rounds))
    best = anneal(grid, steps, rng)
    # Everyone can move when the tables send at least as many players as there are
    # (figures.py's bound); a plan that leaves some never moved gets one search more.
    never_bound = max(0, n - len(start) * rounds - sum(was_moved))
    again = True
    for _ in range(min(_RUNS, 2 * _MAX_STEPS // steps) - 1):
        grid = RotationGrid([local_start, *best], n, local, four, was_moved)
        top, _spread, never, *_ = grid.cost()
        if top <= _AIM:
            if never <= never_bound or not again:
                break
            again = False
        best = anneal(grid, steps, rng)
    return [[[players[i] for i in table] for table in tables] for tables in best]


def group_tables(round_plan: RoundPlan, label: str) -> list[tuple[PlayerId, ...]]:
    """The tables of one strength group in a round, in table order."""
    return [
        t for t, g in zip(round_plan.tables, round_plan.table_groups, strict=True) if g == label
    ]


def planned_rotation(
    history: Sequence[RoundPlan],
    label: str,
    playing: Sequence[PlayerId],
    sizes: Sequence[int],
    planned_rounds: int | None,
    seed: int,
) -> list[list[PlayerId]] | None:
    """This round's tables of the group ``label`` by the whole-event rotation plan, or
    ``None`` past the planned rounds (then the round-by-round choice decides).

    The plan is made after round k, the last round before which the field changed (late
    entry, withdrawal, promotion), for rounds k+1 .. ``planned_rounds``, and followed while
    the rounds played keep to it. A round that left it (a hand swap) is the new starting
    point: the rest is planned again from there. The same history gives the same plan, so
    a previewed plan is what the rounds will be.
    """
    number = len(history) + 1
    if planned_rounds is None or number > planned_rounds or not history:
        return None
    members = set(playing)
    anchor = len(history)
    while (
        anchor > 1
        and {p for t in group_tables(history[anchor - 1], label) for p in t} == members
        and not history[anchor - 1].sitting_out
    ):
        anchor -= 1
    while True:
        plan = _plan_after(history, anchor, label, playing, sizes, planned_rounds, seed)
        if plan is None or len(plan) < number - anchor:
            return None
        deviation = next(
            (
                k
                for k in range(anchor + 1, number)
                if {frozenset(t) for t in group_tables(history[k - 1], label)}
                != {frozenset(t) for t in plan[k - anchor - 1]}
            ),
            None,
        )
        if deviation is None:
            return [list(t) for t in plan[number - anchor - 1]]
        anchor = deviation


def _plan_after(
    history: Sequence[RoundPlan],
    anchor: int,
    label: str,
    playing: Sequence[PlayerId],
    sizes: Sequence[int],
    planned_rounds: int,
    seed: int,
) -> tuple[tuple[tuple[PlayerId, ...], ...], ...] | None:
    members = set(playing)
    previous = [[p for p in t if p in members] for t in group_tables(history[anchor - 1], label)]
    placed = {p for t in previous for p in t}
    newcomers = [p for p in playing if p not in placed]
    if not placed:
        return None
    fitted = rebalance(previous, newcomers, sizes)
    met: dict[tuple[PlayerId, PlayerId], int] = {}
    four: dict[PlayerId, int] = {}
    moved: set[PlayerId] = set()
    where: dict[PlayerId, int] = {}
    stay: dict[PlayerId, int] = {}
    for round_plan in history[:anchor]:
        now: dict[PlayerId, int] = {}
        for t, table in enumerate(round_plan.tables):
            inside = [p for p in table if p in members]
            for i, a in enumerate(inside):
                now[a] = t
                if len(table) == 4:
                    four[a] = four.get(a, 0) + 1
                for b in inside[i + 1 :]:
                    key = (a, b) if str(a) < str(b) else (b, a)
                    met[key] = met.get(key, 0) + 1
        moved.update(p for p, t in now.items() if p in where and where[p] != t)
        stay = {p: stay.get(p, 0) + 1 if where.get(p) == t else 1 for p, t in now.items()}
        where = now
    # Longest seated first: the search's pattern start keeps the first of a table there.
    start = tuple(tuple(sorted(t, key=lambda p: -stay.get(p, 0))) for t in fitted)
    return _cached_plan(
        start,
        planned_rounds - anchor,
        tuple(sorted(met.items(), key=str)),
        tuple(sorted(four.items(), key=str)),
        tuple(sorted(moved, key=str)),
        f"{seed}:rotation:{label}:{anchor}",
    )


@lru_cache(maxsize=32)
def _cached_plan(
    start: tuple[tuple[PlayerId, ...], ...],
    rounds: int,
    met: tuple[tuple[tuple[PlayerId, PlayerId], int], ...],
    four: tuple[tuple[PlayerId, int], ...],
    moved: tuple[PlayerId, ...],
    seed: str,
) -> tuple[tuple[tuple[PlayerId, ...], ...], ...]:
    plan = plan_rotation(start, rounds, dict(met), dict(four), set(moved), seed)
    return tuple(tuple(tuple(t) for t in tables) for tables in plan)
