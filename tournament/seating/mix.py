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
    four_seats: Sequence[int] | None = None,
) -> list[list[PlayerId]]:
    """Seat ``members`` at tables of ``sizes`` keeping the repeat-meeting cost minimal.

    With ``four_seats`` (each member's seats at a table of 4 so far) the tables of 4 go,
    among seatings of the same meeting cost, to the members with the fewest."""
    n = len(members)
    if sum(sizes) != n:
        raise ValueError(f"{n} players for tables of {list(sizes)}")  # internal misuse
    weights = _weights(members, matrix)
    fours = sum(size for size in sizes if size == 4)
    seat_cost = list(four_seats) if four_seats is not None and 0 < fours < n else None
    if seat_cost is not None:
        # A repeat costs more than any spread of the 4-table seats can: meetings first.
        scale = sum(sorted(seat_cost)[-fours:]) + 1
        weights = [{j: w * scale for j, w in row.items()} for row in weights]
    else:
        scale = 1
    tables = _greedy(weights, sizes, rng)
    if len(tables) > 1:
        bound = _lower_bound(weights, min(sizes)) * scale
        if seat_cost is not None:
            bound += sum(sorted(seat_cost)[:fours])
        tables = _tabu(weights, tables, rng, bound, seat_cost)
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
    seat_cost: Sequence[int] | None = None,
) -> list[list[int]]:
    """Swaps of two players at different tables. The cost: the pairs' weights, plus a
    player's ``seat_cost`` for a seat at a table of 4."""
    n = len(weights)
    table_of = [0] * n
    for t, table in enumerate(tables):
        for i in table:
            table_of[i] = t
    seat = [0] * n if seat_cost is None else list(seat_cost)
    at_four = [len(table) == 4 for table in tables]

    def conflict(i: int) -> int:
        row = weights[i]
        return sum(row.get(j, 0) for j in tables[table_of[i]] if j != i) if row else 0

    def unfair(i: int) -> int:
        return seat[i] if at_four[table_of[i]] else 0

    conflicts = [conflict(i) for i in range(n)]
    total = sum(conflicts) // 2 + sum(unfair(i) for i in range(n))
    # A player at a table of 4 with more such seats than the fairest seating gives anyone
    # there is worth moving too.
    fair = (
        sorted(seat)[sum(len(t) for t, four in zip(tables, at_four, strict=True) if four) - 1]
        if any(at_four)
        else 0
    )
    best_total = total
    best = [list(t) for t in tables]
    tabu_until = [0] * n
    stale = 0
    step = 0
    while total > lower_bound and step < _MAX_STEPS and stale < _STALE_STEPS:
        step += 1
        troubled = [i for i in range(n) if conflicts[i] or unfair(i) > fair]
        if not troubled:
            break
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
            if at_four[tx] != at_four[ty]:
                delta += (seat[x] - seat[y]) * (1 if at_four[ty] else -1)
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
