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


class _Seating:
    """One round's seating under the tabu search: each player's table, the weight of the
    pairs they sit with, and their cost for a seat at a table of 4."""

    def __init__(
        self, weights: list[dict[int, int]], tables: list[list[int]], seat_cost: Sequence[int]
    ) -> None:
        self.weights = weights
        self.tables = tables
        self.seat = seat_cost
        self.table_of = [0] * len(weights)
        for t, table in enumerate(tables):
            for i in table:
                self.table_of[i] = t
        self.at_four = [len(table) == 4 for table in tables]
        self.conflicts = [self.conflict(i) for i in range(len(weights))]

    def conflict(self, i: int) -> int:
        row = self.weights[i]
        return sum(row.get(j, 0) for j in self.tables[self.table_of[i]] if j != i) if row else 0

    def unfair(self, i: int) -> int:
        return self.seat[i] if self.at_four[self.table_of[i]] else 0

    def total(self) -> int:
        return sum(self.conflicts) // 2 + sum(self.unfair(i) for i in range(len(self.weights)))

    def fair(self) -> int:
        """The most 4-table seats of a player at a table of 4 in the fairest seating."""
        if not any(self.at_four):
            return 0
        seats = sum(len(t) for t, four in zip(self.tables, self.at_four, strict=True) if four)
        return sorted(self.seat)[seats - 1]

    def delta(self, x: int, y: int) -> int:
        """How the cost changes if ``x`` and ``y`` (at different tables) swap."""
        tx, ty = self.table_of[x], self.table_of[y]
        row_x, row_y = self.weights[x], self.weights[y]
        gain_x = sum(row_x.get(z, 0) for z in self.tables[ty] if z != y) if row_x else 0
        gain_y = sum(row_y.get(z, 0) for z in self.tables[tx] if z != x) if row_y else 0
        delta = gain_x + gain_y - self.conflicts[x] - self.conflicts[y]
        if self.at_four[tx] != self.at_four[ty]:
            delta += (self.seat[x] - self.seat[y]) * (1 if self.at_four[ty] else -1)
        return delta

    def swap(self, x: int, y: int) -> None:
        tables, table_of = self.tables, self.table_of
        tx, ty = table_of[x], table_of[y]
        tables[tx][tables[tx].index(x)] = y
        tables[ty][tables[ty].index(y)] = x
        table_of[x], table_of[y] = ty, tx
        for i in (*tables[tx], *tables[ty]):
            self.conflicts[i] = self.conflict(i)


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
    seating = _Seating(weights, tables, [0] * n if seat_cost is None else seat_cost)
    total = seating.total()
    # A player at a table of 4 with more such seats than the fairest seating gives anyone
    # there is worth moving too.
    fair = seating.fair()
    best_total = total
    best = [list(t) for t in tables]
    tabu_until = [0] * n
    stale = 0
    step = 0
    while total > lower_bound and step < _MAX_STEPS and stale < _STALE_STEPS:
        step += 1
        troubled = [i for i in range(n) if seating.conflicts[i] or seating.unfair(i) > fair]
        if not troubled:
            break
        x = troubled[rng.randrange(len(troubled))]
        move = _best_move(seating, x, rng, tabu_until, step, best_total - total)
        if move is None:
            stale += 1
            continue
        y, delta = move
        seating.swap(x, y)
        total += delta
        tabu_until[x] = step + 3 + rng.randrange(8)
        tabu_until[y] = step + 3 + rng.randrange(8)
        if total < best_total:
            best_total = total
            best = [list(t) for t in tables]
            stale = 0
        else:
            stale += 1
    return best


def _best_move(
    seating: _Seating,
    x: int,
    rng: random.Random,
    tabu_until: Sequence[int],
    step: int,
    aspiration: int,
) -> tuple[int, int] | None:
    """(partner, cost change) of the best swap of ``x``, ties broken at random; a partner
    still tabu only if the change is below ``aspiration`` (a new best)."""
    tx = seating.table_of[x]
    best_move: tuple[int, int] | None = None
    for y in range(len(seating.weights)):
        if seating.table_of[y] == tx:
            continue
        delta = seating.delta(x, y)
        if tabu_until[y] > step and delta >= aspiration:
            continue
        if (
            best_move is None
            or delta < best_move[1]
            or (delta == best_move[1] and rng.random() < 0.3)
        ):
            best_move = (y, delta)
    return best_move
