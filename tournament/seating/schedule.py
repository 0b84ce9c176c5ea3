"""The ``mix`` movement planned over a whole event of known length.

Players are the numbers 0..n-1 seated in round 1 as ``0 1 2 | 3 4 5 | ...`` (the caller
maps them to the real round 1). Where a Kirkman triple system of the size is built in and
the event is no longer than it, the schedule is that design: no pair ever meets twice.
Otherwise the rounds are seated one after another by the one-round search of ``mix`` and
then improved together by a tabu search that swaps two players of one round (round 1 stays
fixed), the method of Dotú and Van Hentenryck for the social golfer problem. The cost of a
schedule is the sum over pairs of c(c-1)/2 for a pair that met c times: zero exactly when
nobody meets twice, and it prefers two pairs meeting twice to one pair meeting three times.
Steps are counted, not timed, so the same input always gives the same schedule.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from tournament.seating.designs import kirkman_design
from tournament.seating.meetings import MeetingMatrix
from tournament.seating.mix import mix_tables

Schedule = tuple[tuple[tuple[int, ...], ...], ...]

_STEP_WORK = 6_000_000  # pair look-ups the improvement may spend
_MAX_STEPS = 40_000
_STALE_STEPS = 200
_SHAKE_SWAPS = 3
_FRUITLESS_SHAKES = 30


def first_tables(sizes: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Round 1 of a schedule: the numbers 0..n-1 cut into tables of ``sizes``."""
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(range(start, start + size)))
        start += size
    return tuple(tables)


@lru_cache(maxsize=64)
def mix_schedule(sizes: tuple[int, ...], rounds: int, seed: int) -> Schedule:
    """``rounds`` rounds for tables of ``sizes`` with as few repeat meetings as it finds."""
    first = first_tables(sizes)
    n = sum(sizes)
    rng = random.Random(f"{seed}:schedule:{sizes}:{rounds}")
    design = kirkman_design(n)
    if design is not None and rounds <= len(design) and all(s == 3 for s in sizes):
        return _relabelled(design, first, rounds, rng)
    players = list(range(n))
    matrix = MeetingMatrix()
    for first_table in first:
        matrix.add_table(first_table)
    schedule: list[list[list[int]]] = [[list(t) for t in first]]
    for _ in range(1, rounds):
        tables = mix_tables(players, sizes, matrix, rng)
        tables_int = [[int(p) for p in t] for t in tables]
        for table in tables_int:
            matrix.add_table(table)
        schedule.append(tables_int)
    improved = _improve(schedule, n, rng)
    return tuple(tuple(tuple(sorted(t)) for t in round_tables) for round_tables in improved)


def _relabelled(
    design: Sequence[Sequence[tuple[int, int, int]]],
    first: Sequence[Sequence[int]],
    rounds: int,
    rng: random.Random,
) -> Schedule:
    """The design's rounds in a seeded order, its first round mapped onto ``first``."""
    later = list(range(1, len(design)))
    rng.shuffle(later)
    point: dict[int, int] = {}
    for block, table in zip(design[0], first, strict=True):
        seats = list(table)
        rng.shuffle(seats)
        point.update(zip(block, seats, strict=True))
    result = [tuple(tuple(t) for t in first)]
    for k in later[: rounds - 1]:
        result.append(tuple(tuple(sorted(point[x] for x in block)) for block in design[k]))
    return tuple(result)


def _improve(schedule: list[list[list[int]]], n: int, rng: random.Random) -> list[list[list[int]]]:
    """Tabu search over swaps within rounds 2..R; returns the best schedule it saw.

    Each step takes a round with a repeat and makes the best swap of one of its players who
    meets someone again, unless the swap is tabu (and does not beat the best so far). After
    ``_STALE_STEPS`` steps without a new best a few random swaps shake the schedule; the
    search ends at the counting bound, after ``_FRUITLESS_SHAKES`` shakes in a row that led
    nowhere, or when its work budget is spent.
    """
    rounds = len(schedule)
    count = [[0] * n for _ in range(n)]
    table_of = [[0] * n for _ in range(rounds)]
    for r, tables in enumerate(schedule):
        for t, table in enumerate(tables):
            for i in table:
                table_of[r][i] = t
                for j in table:
                    if i != j:
                        count[i][j] += 1
    cost = sum(c * (c - 1) // 2 for row in count for c in row) // 2
    # The counting bound on repeats (see meetings.quality) also bounds this cost from below.
    seats = sum(len(t) - 1 for t in schedule[0] for _ in t) * rounds // n
    bound = (
        (n * max(0, seats - (n - 1)) + 1) // 2
        if all(len(t) == len(schedule[0][0]) for t in schedule[0])
        else 0
    )
    if cost <= bound or rounds < 2 or len(schedule[0]) < 2:
        return schedule
    best_cost = cost
    best = [[list(t) for t in tables] for tables in schedule]
    tabu: dict[tuple[int, int], int] = {}
    work = 0
    stale = 0
    step = 0
    fruitless = 0

    def swap(r: int, x: int, y: int) -> None:
        tables = schedule[r]
        ta, tb = table_of[r][x], table_of[r][y]
        for a in tables[ta]:
            if a != x:
                count[x][a] -= 1
                count[a][x] -= 1
                count[y][a] += 1
                count[a][y] += 1
        for b in tables[tb]:
            if b != y:
                count[y][b] -= 1
                count[b][y] -= 1
                count[x][b] += 1
                count[b][x] += 1
        tables[ta][tables[ta].index(x)] = y
        tables[tb][tables[tb].index(y)] = x
        table_of[r][x], table_of[r][y] = tb, ta

    def delta_of(r: int, x: int, y: int) -> int:
        tables = schedule[r]
        table_a, table_b = tables[table_of[r][x]], tables[table_of[r][y]]
        row_x, row_y = count[x], count[y]
        delta = 0
        for a in table_a:
            if a != x:
                delta += row_y[a] - row_x[a] + 1
        for b in table_b:
            if b != y:
                delta += row_x[b] - row_y[b] + 1
        return delta

    while (
        cost > bound and work < _STEP_WORK and step < _MAX_STEPS and fruitless < _FRUITLESS_SHAKES
    ):
        step += 1
        troubled_rounds = [
            r
            for r in range(1, rounds)
            if any(count[a][b] > 1 for table in schedule[r] for a in table for b in table if a < b)
        ]
        work += rounds * n
        r = troubled_rounds[rng.randrange(len(troubled_rounds))]
        tables = schedule[r]
        troubled = [
            i for table in tables for i in table if any(count[i][j] > 1 for j in table if j != i)
        ]
        best_move: tuple[int, int] | None = None
        best_delta = 0
        for x in troubled:
            ta = table_of[r][x]
            for tb, table_b in enumerate(tables):
                if tb == ta:
                    continue
                for y in table_b:
                    delta = delta_of(r, x, y)
                    work += 8
                    is_tabu = tabu.get((r, x), 0) > step or tabu.get((r, y), 0) > step
                    if is_tabu and cost + delta >= best_cost:
                        continue
                    if (
                        best_move is None
                        or delta < best_delta
                        or (delta == best_delta and rng.random() < 0.3)
                    ):
                        best_move, best_delta = (x, y), delta
        if best_move is not None:
            x, y = best_move
            swap(r, x, y)
            cost += best_delta
            tabu[(r, x)] = step + 4 + rng.randrange(8)
            tabu[(r, y)] = step + 4 + rng.randrange(8)
        if cost < best_cost:
            best_cost = cost
            best = [[list(t) for t in round_tables] for round_tables in schedule]
            stale = 0
            fruitless = 0
        else:
            stale += 1
        if stale >= _STALE_STEPS:
            # Stuck on a plateau: shake the schedule with a few random swaps.
            for _ in range(_SHAKE_SWAPS):
                r = 1 + rng.randrange(rounds - 1)
                x, y = rng.sample(range(n), 2)
                if table_of[r][x] != table_of[r][y]:
                    cost += delta_of(r, x, y)
                    swap(r, x, y)
            stale = 0
            fruitless += 1
    return best
