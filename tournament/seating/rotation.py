"""The ``rotate`` movement chosen over the whole planned event.

The rule text moves one player of each table to the next higher table (the last table's to
table 1) after every round; only *who* moves is free. Chosen round by round, the choice
looks good now and bad later: a pair that stays together at a table of four meets again
and again. Here the movers of all remaining rounds are chosen together. A plan is the list
of mover choices (one seat index per table and round); it is judged by simulating the
whole event, history included, and comparing lexicographically:

1. the largest number of meetings of any pair,
2. the number of pairs at that count,
3. the total repeat meetings,
4. the spread of 4-table seats (most minus fewest times a player sat at a table of four),
5. the players who never moved.

The search starts from the round-by-round choice (``rotate.rotate_tables``) and walks over
single changed choices, keeping a change that is no worse (to cross plateaus), until a few
hundred changes in a row found nothing better or its work budget is spent. Every other
change is aimed at a table where a pair at the largest count sits together (mostly their
last meeting, where a change reshuffles the fewest later rounds). The budget is
counted in simulated player-rounds, not seconds, so the same input gives the same plan on
every computer. (Sending on the longest seated player at every table is no good start:
the players of a table then arrive one after another at the next table and meet again.)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache

from tournament.seating.model import PlayerId, RoundPlan
from tournament.seating.rotate import rebalance, rotate_tables

Cost = tuple[int, int, int, int, int]

_WORK = 600_000
"""Player-rounds the search may simulate (300 players x 12 rounds: about 170 plans)."""
_MIN_PLANS = 40
_MAX_PLANS = 3_000
_STALE_PLANS = 300
"""Plans tried in a row without a better one, after which the search stops."""


class _Simulator:
    """Replays mover choices from fixed start tables over a fixed history."""

    def __init__(
        self,
        start: Sequence[Sequence[int]],
        n: int,
        met: Mapping[tuple[int, int], int],
        four_seats: Sequence[int],
        moved: Sequence[bool],
    ) -> None:
        self.start = [list(t) for t in start]
        self.n = n
        self.base: dict[int, int] = {}
        top = 0
        for (a, b), c in met.items():
            self.base[a * n + b] = self.base[b * n + a] = c
            top = max(top, c)
        self.base_top = top
        self.base_hist: dict[int, int] = {}
        for c in met.values():
            if c:
                self.base_hist[c] = self.base_hist.get(c, 0) + 1
        self.four = list(four_seats)
        self.moved = list(moved)

    def run(
        self, choices: Sequence[Sequence[int]], greedy: random.Random | None = None
    ) -> tuple[Cost, list[list[list[int]]]]:
        """The cost and the tables of a plan. With ``greedy`` the choices are made on the
        way, round by round (the movement of ``rotate.rotate_tables``), and written into
        ``choices``."""
        n = self.n
        counts = dict(self.base)
        hist = dict(self.base_hist)
        top = self.base_top
        repeats = 0
        four = list(self.four)
        moved = list(self.moved)
        tables = [list(t) for t in self.start]
        rounds: list[list[list[int]]] = []
        m = len(tables)
        for choice in choices:
            if greedy is not None:
                choice[:] = _greedy_choice(tables, counts, n, moved, greedy)  # type: ignore[index]
            movers = [tables[j].pop(choice[j]) for j in range(m)]
            for j in range(m):
                tables[j].append(movers[j - 1])
                moved[movers[j]] = True
            for table in tables:
                size = len(table)
                for i in range(size):
                    a = table[i]
                    if size == 4:
                        four[a] += 1
                    row = a * n
                    for k in range(i + 1, size):
                        b = table[k]
                        c = counts.get(row + b, 0)
                        if c:
                            repeats += 1
                            hist[c] -= 1
                        c += 1
                        counts[row + b] = c
                        counts[b * n + a] = c
                        hist[c] = hist.get(c, 0) + 1
                        if c > top:
                            top = c
            rounds.append([list(t) for t in tables])
        at_top = hist.get(top, 0) if top else 0
        cost = (top, at_top, repeats, max(four) - min(four), moved.count(False))
        return cost, rounds


def _greedy_choice(
    tables: list[list[int]], counts: dict[int, int], n: int, moved: list[bool], rng: random.Random
) -> list[int]:
    """The round-by-round choice of ``rotate.rotate_tables`` as seat indices."""
    moves: dict[PlayerId, int] = {p: 1 for p in range(n) if moved[p]}

    def count(a: PlayerId, b: PlayerId) -> int:
        return counts.get(int(a) * n + int(b), 0)

    rotated = rotate_tables(tables, count, moves, rng)
    return [
        next(k for k, p in enumerate(table) if p not in new)
        for table, new in zip(tables, rotated, strict=True)
    ]


def plan_rotation(
    start: Sequence[Sequence[PlayerId]],
    rounds: int,
    met: Mapping[tuple[PlayerId, PlayerId], int],
    four_seats: Mapping[PlayerId, int],
    moved: set[PlayerId],
    seed: str,
) -> list[list[list[PlayerId]]]:
    """The tables of the next ``rounds`` rounds, moving on from ``start`` (the tables of
    the round just played, fitted to this round's field).

    ``met`` gives the meetings so far of pairs of these players, ``four_seats`` their
    4-table seats so far and ``moved`` who has already changed tables. A mover joins the
    end of the next table's list.
    """
    players = [p for table in start for p in table]
    index = {p: i for i, p in enumerate(players)}
    n = len(players)
    m = len(start)
    if m < 2 or rounds < 1:
        return []
    local_met = {(index[a], index[b]): c for (a, b), c in met.items() if a in index and b in index}
    simulator = _Simulator(
        [[index[p] for p in t] for t in start],
        n,
        local_met,
        [four_seats.get(p, 0) for p in players],
        [p in moved for p in players],
    )
    rng = random.Random(seed)
    best = [[0] * m for _ in range(rounds)]
    best_cost, best_rounds = simulator.run(best, greedy=rng)
    best_rounds = _search(simulator, best, best_cost, best_rounds, [len(t) for t in start], rng)
    return [[[players[i] for i in table] for table in tables] for tables in best_rounds]


def _search(
    simulator: _Simulator,
    choices: list[list[int]],
    cost: Cost,
    rounds: list[list[list[int]]],
    sizes: Sequence[int],
    rng: random.Random,
) -> list[list[list[int]]]:
    """Walk from ``choices`` over single changed choices; the tables of the best plan.

    Every other change is aimed: at a table and round where a pair at the largest count
    sits together, a different player of it moves on (so that pair is split there), or a
    different player arrives from the table before."""
    n, m, planned = simulator.n, len(sizes), len(choices)
    plans = max(_MIN_PLANS, min(_MAX_PLANS, _WORK // (n * planned)))
    current = [list(c) for c in choices]
    best_cost = current_cost = cost
    best_rounds = current_rounds = rounds
    stale = 0
    for attempt in range(plans):
        stale += 1
        if stale > _STALE_PLANS:
            break
        spot = _crowded_spot(current_rounds, n, rng) if attempt % 2 else None
        if spot is None:
            r, j = rng.randrange(planned), rng.randrange(m)
        else:
            r, j = spot[0], (spot[1] - rng.randrange(2)) % m
        old = current[r][j]
        new = rng.randrange(sizes[j] - 1)
        new += new >= old
        current[r][j] = new
        cost, plan = simulator.run(current)
        if cost <= current_cost:
            current_cost, current_rounds = cost, plan
            if cost < best_cost:
                best_cost, best_rounds = cost, plan
                stale = 0
        else:
            current[r][j] = old
    return best_rounds


def _crowded_spot(
    rounds: Sequence[Sequence[Sequence[int]]], n: int, rng: random.Random
) -> tuple[int, int] | None:
    """(round, table) where some pair that meets most often in the plan sits together (a
    random one of them); ``None`` when no pair meets twice in the plan."""
    counts: dict[int, int] = {}
    where: dict[int, list[tuple[int, int]]] = {}
    for r, tables in enumerate(rounds):
        for t, table in enumerate(tables):
            for i, a in enumerate(table):
                for b in table[i + 1 :]:
                    key = a * n + b if a < b else b * n + a
                    counts[key] = counts.get(key, 0) + 1
                    where.setdefault(key, []).append((r, t))
    top = max(counts.values(), default=0)
    if top < 2:
        return None
    crowded = [key for key, c in counts.items() if c == top]
    spots = where[crowded[rng.randrange(len(crowded))]]
    # Their last meeting mostly: a late change reshuffles fewer rounds after it.
    return spots[-1] if rng.random() < 0.5 else spots[rng.randrange(len(spots))]


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
    start = tuple(tuple(t) for t in rebalance(previous, newcomers, sizes))
    met: dict[tuple[PlayerId, PlayerId], int] = {}
    four: dict[PlayerId, int] = {}
    moved: set[PlayerId] = set()
    where: dict[PlayerId, int] = {}
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
        where = now
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
