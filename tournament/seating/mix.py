"""The ``mix`` movement for one round: tables of given sizes, as few repeat meetings as possible.

A greedy start (the players with the most earlier opponents placed first, each at the first
table where they meet nobody again) followed by a tabu search over swaps of two players at
different tables. A pair that has met c times before costs c² when seated together again,
so the search first avoids repeats and then spreads the unavoidable ones over many pairs
rather than letting one pair meet over and over. Every choice is drawn from the caller's
seeded random generator and the search stops after a fixed number of steps, never after a
time limit, so the result is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.seating.meetings import MeetingMatrix
from tournament.seating.model import PlayerId

_STALE_STEPS = 400
_MAX_STEPS = 4000


def _weights(members: Sequence[PlayerId], matrix: MeetingMatrix) -> list[dict[int, int]]:
    index = {p: i for i, p in enumerate(members)}
    weights: list[dict[int, int]] = []
    for p in members:
        row: dict[int, int] = {}
        for q, count in matrix.row_view(p).items():
            j = index.get(q)
            if j is not None:
                row[j] = count * count
        weights.append(row)
    return weights


def _lower_bound(weights: list[dict[int, int]], smallest: int) -> int:
    """Repeats no seating of this round can avoid: a player who has met all but u of the
    others needs ``smallest - 1 - u`` old acquaintances at the table."""
    n = len(weights)
    need = sum(max(0, smallest - 1 - (n - 1 - len(row))) for row in weights)
    return (need + 1) // 2


def mix_tables(
    members: Sequence[PlayerId],
    sizes: Sequence[int],
    matrix: MeetingMatrix,
    rng: random.Random,
) -> list[list[PlayerId]]:
    """Seat ``members`` at tables of ``sizes`` keeping the repeat-meeting cost minimal."""
    n = len(members)
    if sum(sizes) != n:
        raise ValueError(f"{n} players for tables of {list(sizes)}")  # internal misuse
    weights = _weights(members, matrix)
    tables = _greedy(weights, sizes, rng)
    if len(tables) > 1:
        tables = _tabu(weights, tables, rng, _lower_bound(weights, min(sizes)))
    return [[members[i] for i in table] for table in tables]


def _greedy(
    weights: list[dict[int, int]], sizes: Sequence[int], rng: random.Random
) -> list[list[int]]:
    n = len(weights)
    tiebreak = [rng.random() for _ in range(n)]
    order = sorted(range(n), key=lambda i: (-len(weights[i]), tiebreak[i]))
    tables: list[list[int]] = [[] for _ in sizes]
    open_tables = list(range(len(sizes)))
    for i in order:
        row = weights[i]
        best_t = -1
        best_cost = -1
        for t in open_tables:
            cost = sum(row.get(j, 0) for j in tables[t]) if row else 0
            if best_t < 0 or cost < best_cost:
                best_t, best_cost = t, cost
                if cost == 0:
                    break
        tables[best_t].append(i)
        if len(tables[best_t]) == sizes[best_t]:
            open_tables.remove(best_t)
    return tables


def _tabu(
    weights: list[dict[int, int]],
    tables: list[list[int]],
    rng: random.Random,
    lower_bound: int,
) -> list[list[int]]:
    n = len(weights)
    table_of = [0] * n
    for t, table in enumerate(tables):
        for i in table:
            table_of[i] = t

    def conflict(i: int) -> int:
        row = weights[i]
        return sum(row.get(j, 0) for j in tables[table_of[i]] if j != i) if row else 0

    conflicts = [conflict(i) for i in range(n)]
    total = sum(conflicts) // 2
    best_total = total
    best = [list(t) for t in tables]
    tabu_until = [0] * n
    stale = 0
    step = 0
    while total > lower_bound and step < _MAX_STEPS and stale < _STALE_STEPS:
        step += 1
        troubled = [i for i in range(n) if conflicts[i]]
        x = troubled[rng.randrange(len(troubled))]
        tx = table_of[x]
        row_x = weights[x]
        best_move: tuple[int, int] | None = None
        best_delta = 0
        for y in range(n):
            ty = table_of[y]
            if ty == tx:
                continue
            row_y = weights[y]
            gain_x = sum(row_x.get(z, 0) for z in tables[ty] if z != y) if row_x else 0
            gain_y = sum(row_y.get(z, 0) for z in tables[tx] if z != x) if row_y else 0
            delta = gain_x + gain_y - conflicts[x] - conflicts[y]
            allowed = tabu_until[y] <= step or total + delta < best_total
            if not allowed:
                continue
            if (
                best_move is None
                or delta < best_delta
                or (delta == best_delta and rng.random() < 0.3)
            ):
                best_move, best_delta = (y, ty), delta
        if best_move is None:
            stale += 1
            continue
        y, ty = best_move
        tables[tx][tables[tx].index(x)] = y
        tables[ty][tables[ty].index(y)] = x
        table_of[x], table_of[y] = ty, tx
        for i in (*tables[tx], *tables[ty]):
            conflicts[i] = conflict(i)
        total += best_delta
        tabu_until[x] = step + 3 + rng.randrange(8)
        tabu_until[y] = step + 3 + rng.randrange(8)
        if total < best_total:
            best_total = total
            best = [list(t) for t in tables]
            stale = 0
        else:
            stale += 1
    return best
