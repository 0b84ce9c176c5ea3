"""The ``mix`` movement planned over a whole event of known length.

Players are the numbers 0..n-1 seated in round 1 as ``0 1 2 | 3 4 5 | ...`` (the caller
maps them to the real round 1). Where a Kirkman or nearly Kirkman triple system of the size
is built in and the event is no longer than it, the schedule is that design: no pair ever
meets twice.
Otherwise the rounds are seated one after another by the one-round search of ``mix`` and
then improved together by a tabu search that swaps two players of one round (round 1 stays
fixed), the method of Dotú and Van Hentenryck for the social golfer problem, and where
that stalls above the counting bound, by simulated annealing (``anneal``). The cost of a
schedule is the sum over pairs of c(c-1)/2 for a pair that met c times: zero exactly when
nobody meets twice, and it prefers two pairs meeting twice to one pair meeting three times.
Steps are counted, not timed, so the same input always gives the same schedule.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tournament.seating.anneal import anneal
from tournament.seating.designs import resolvable_design
from tournament.seating.figures import even_opponent_seats, repeat_bound
from tournament.seating.meetings import MeetingMatrix
from tournament.seating.mix import mix_tables
from tournament.seating.swaps import Swaps

Schedule = tuple[tuple[tuple[int, ...], ...], ...]

_STEP_WORK = 6_000_000  # pair look-ups the improvement may spend
_MAX_STEPS = 40_000
_STALE_STEPS = 200
_SHAKE_SWAPS = 3
_FRUITLESS_SHAKES = 30
_TABU_SHARE = 0.5
"""The tabu search's share of the progress shown; annealing, if it follows, the rest."""


def first_tables(sizes: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """Round 1 of a schedule: the numbers 0..n-1 cut into tables of ``sizes``."""
    tables = []
    start = 0
    for size in sizes:
        tables.append(tuple(range(start, start + size)))
        start += size
    return tuple(tables)


@dataclass(frozen=True, slots=True)
class SearchControl:
    """What a caller can do about a long search: ``progress(done, repeats)`` is called now
    and then with the share of the work done (0..1) and the cost of the best schedule so
    far (0: nobody meets twice); ``cancelled()`` returning true ends the search with the
    best schedule so far; ``seconds`` caps the search's time (the work budget, counted in
    steps, normally ends it first, so that the same input gives the same schedule)."""

    progress: Callable[[float, int], None] | None = None
    cancelled: Callable[[], bool] | None = None
    seconds: float = 10.0


_CACHE: dict[tuple[tuple[int, ...], int, int], Schedule] = {}
_CACHE_SIZE = 64


def clear_cache() -> None:
    """Forget the schedules made so far (for benchmarks)."""
    _CACHE.clear()


def mix_schedule(
    sizes: tuple[int, ...], rounds: int, seed: int, control: SearchControl | None = None
) -> Schedule:
    """``rounds`` rounds for tables of ``sizes`` with as few repeat meetings as it finds.

    A schedule the search finished is kept, so the rounds of one event are seated from
    the same schedule; one cut short by ``control`` is not."""
    key = (sizes, rounds, seed)
    if key in _CACHE:
        return _CACHE[key]
    first = first_tables(sizes)
    n = sum(sizes)
    rng = random.Random(f"{seed}:schedule:{sizes}:{rounds}")
    fours = sum(1 for s in sizes if s == 4)
    design = resolvable_design(n - fours) if set(sizes) <= {3, 4} else None
    complete = True
    if design is not None and rounds <= len(design) and fours == 0:
        schedule = _relabelled(design, first, rounds, rng)
    else:
        start = _round_by_round(first, sizes, rounds, rng)
        if design is not None and rounds <= len(design):
            # The design's extra players would sit at a table of 4 in every round: it is
            # taken only where it has fewer repeats, or as few and the seats at tables of 4
            # no more unevenly spread.
            extras = _with_extras(design, first, rounds, rng)
            if _merit(extras, n) <= _merit(start, n):
                start = extras
        improved, complete = _improve(start, n, rng, control or SearchControl())
        if complete and fours:
            _spread_fours(improved, n, rng)
        schedule = tuple(tuple(tuple(sorted(t)) for t in tables) for tables in improved)
    if complete:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = schedule
    return schedule


def _round_by_round(
    first: Sequence[Sequence[int]], sizes: Sequence[int], rounds: int, rng: random.Random
) -> list[list[list[int]]]:
    """Rounds 2.. seated one after another by the one-round search of ``mix``, which gives
    the seats at tables of 4 to the players with the fewest so far where that costs no
    repeat meeting."""
    players = list(range(sum(sizes)))
    matrix = MeetingMatrix()
    four = [0] * len(players)
    for first_table in first:
        matrix.add_table(first_table)
        if len(first_table) == 4:
            for p in first_table:
                four[p] += 1
    schedule: list[list[list[int]]] = [[list(t) for t in first]]
    for _ in range(1, rounds):
        tables = mix_tables(players, sizes, matrix, rng, four)
        tables_int = [[int(p) for p in t] for t in tables]
        for table in tables_int:
            matrix.add_table(table)
            if len(table) == 4:
                for p in table:
                    four[p] += 1
        schedule.append(tables_int)
    return schedule


def _merit(schedule: Sequence[Sequence[Sequence[int]]], n: int) -> tuple[int, int]:
    """(repeat cost, spread of the 4-table seats): smaller is better."""
    four = [0] * n
    for tables in schedule:
        for table in tables:
            if len(table) == 4:
                for p in table:
                    four[p] += 1
    return Swaps([[list(t) for t in tables] for tables in schedule], n).cost, max(four) - min(four)


def _with_extras(
    design: Sequence[Sequence[tuple[int, int, int]]],
    first: Sequence[Sequence[int]],
    rounds: int,
    rng: random.Random,
) -> list[list[list[int]]]:
    """A design for the players at tables of 3 plus one extra player at each table of 4.

    Round 1's tables of 4 hold the extras in their last seat. In each later round every
    extra joins a triple of the design none of whose players they met yet, where there is
    one (a small seeded search), else the triple they met fewest of."""
    triples = [tuple(t[:3]) for t in first]
    extras = [t[3] for t in first if len(t) == 4]
    relabelled = _relabelled(design, triples, rounds, rng)
    met: dict[int, set[int]] = {e: set(t[:3]) for t in first if len(t) == 4 for e in t[3:]}
    schedule: list[list[list[int]]] = [[list(t) for t in first]]
    for tables in relabelled[1:]:
        chosen = _place_extras(extras, tables, met, rng)
        round_tables = [list(t) for t in tables if t not in chosen.values()]
        for e in extras:
            table = chosen[e]
            met[e].update(table)
            round_tables.append([*table, e])
        schedule.append(round_tables)
    return schedule


def _place_extras(
    extras: Sequence[int],
    tables: Sequence[tuple[int, ...]],
    met: dict[int, set[int]],
    rng: random.Random,
) -> dict[int, tuple[int, ...]]:
    best: dict[int, tuple[int, ...]] = {}
    best_overlap = -1
    for _ in range(200):
        order = list(tables)
        rng.shuffle(order)
        taken: set[tuple[int, ...]] = set()
        choice: dict[int, tuple[int, ...]] = {}
        overlap = 0
        for e in extras:
            table = min(
                (t for t in order if t not in taken), key=lambda t: len(met[e].intersection(t))
            )
            taken.add(table)
            choice[e] = table
            overlap += len(met[e].intersection(table))
        if best_overlap < 0 or overlap < best_overlap:
            best, best_overlap = choice, overlap
        if overlap == 0:
            break
    return best


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


def _counting_bound(schedule: Sequence[Sequence[Sequence[int]]], n: int) -> int:
    """The counting bound on repeats (``figures.repeat_bound``), which also bounds the
    search's cost from below; tables of 3 and 4 take the 4-table seats evenly spread, other
    mixed sizes give 0."""
    first = schedule[0]
    sizes = {len(t) for t in first}
    if len(sizes) == 1:
        seats = (len(first[0]) - 1) * len(schedule)
        return repeat_bound([seats] * n)
    if sizes == {3, 4}:
        fours = sum(len(t) for t in first if len(t) == 4) * len(schedule)
        return repeat_bound(even_opponent_seats(n, len(schedule), fours))
    return 0


@dataclass(slots=True)
class _Tabu:
    """The tabu list and counters of one search."""

    best_cost: int
    until: dict[tuple[int, int], int] = field(default_factory=dict)
    work: int = 0
    step: int = 0
    stale: int = 0
    fruitless: int = 0

    def is_tabu(self, r: int, x: int) -> bool:
        return self.until.get((r, x), 0) > self.step

    def share_done(self) -> float:
        return min(1.0, max(self.work / _STEP_WORK, self.step / _MAX_STEPS))


def _best_swap(
    swaps: Swaps, r: int, tabu: _Tabu, rng: random.Random
) -> tuple[tuple[int, int] | None, int]:
    """The best swap in round ``r`` of a player who meets someone again, ties broken at
    random; a tabu swap only if it beats the best cost so far."""
    tables = swaps.schedule[r]
    best_move: tuple[int, int] | None = None
    best_delta = 0
    for x in swaps.troubled_players(r):
        ta = swaps.table_of[r][x]
        for tb, table_b in enumerate(tables):
            if tb == ta:
                continue
            for y in table_b:
                delta = swaps.delta(r, x, y)
                tabu.work += 8
                if (tabu.is_tabu(r, x) or tabu.is_tabu(r, y)) and (
                    swaps.cost + delta >= tabu.best_cost
                ):
                    continue
                if (
                    best_move is None
                    or delta < best_delta
                    or (delta == best_delta and rng.random() < 0.3)
                ):
                    best_move, best_delta = (x, y), delta
    return best_move, best_delta


def _tabu_step(swaps: Swaps, tabu: _Tabu, rng: random.Random) -> None:
    """One step: the best swap in a random round with a repeat, then tabu for a while."""
    troubled_rounds = swaps.troubled_rounds()
    tabu.work += swaps.rounds * swaps.n
    r = troubled_rounds[rng.randrange(len(troubled_rounds))]
    best_move, best_delta = _best_swap(swaps, r, tabu, rng)
    if best_move is not None:
        x, y = best_move
        swaps.swap(r, x, y)
        swaps.cost += best_delta
        tabu.until[(r, x)] = tabu.step + 4 + rng.randrange(8)
        tabu.until[(r, y)] = tabu.step + 4 + rng.randrange(8)


def _shake(swaps: Swaps, rng: random.Random) -> None:
    """Stuck on a plateau: a few random swaps."""
    for _ in range(_SHAKE_SWAPS):
        r = 1 + rng.randrange(swaps.rounds - 1)
        x, y = rng.sample(range(swaps.n), 2)
        if swaps.table_of[r][x] != swaps.table_of[r][y]:
            swaps.cost += swaps.delta(r, x, y)
            swaps.swap(r, x, y)


def _stopped(control: SearchControl, tabu: _Tabu, deadline: float) -> bool:
    """Every 64 steps: report progress; true if the caller cancelled or time is up."""
    if tabu.step % 64:
        return False
    return _report(control, _TABU_SHARE * tabu.share_done(), tabu.best_cost, deadline)


def _report(control: SearchControl, share: float, cost: int, deadline: float) -> bool:
    """Report progress; true if the caller cancelled or time is up."""
    if control.progress is not None:
        control.progress(share, cost)
    cancelled = control.cancelled is not None and control.cancelled()
    return cancelled or time.monotonic() > deadline


def _improve(
    schedule: list[list[list[int]]], n: int, rng: random.Random, control: SearchControl
) -> tuple[list[list[list[int]]], bool]:
    """Tabu search over swaps within rounds 2..R; returns the best schedule it saw.

    Each step takes a round with a repeat and makes the best swap of one of its players who
    meets someone again, unless the swap is tabu (and does not beat the best so far). After
    ``_STALE_STEPS`` steps without a new best a few random swaps shake the schedule; the
    search ends at the counting bound, after ``_FRUITLESS_SHAKES`` shakes in a row that led
    nowhere, or when its work budget is spent; or when ``control`` cuts it short (then the
    second value returned is false). Above the bound, annealing (``anneal``) goes on from
    the best schedule the tabu search saw.
    """
    swaps = Swaps(schedule, n)
    bound = _counting_bound(schedule, n)
    if swaps.cost <= bound or swaps.rounds < 2 or len(schedule[0]) < 2:
        return schedule, True
    deadline = time.monotonic() + control.seconds
    tabu = _Tabu(best_cost=swaps.cost)
    best = swaps.copy()
    best_spread = swaps.spread()
    while (
        swaps.cost > bound
        and tabu.work < _STEP_WORK
        and tabu.step < _MAX_STEPS
        and tabu.fruitless < _FRUITLESS_SHAKES
    ):
        tabu.step += 1
        if _stopped(control, tabu, deadline):
            return best, False
        _tabu_step(swaps, tabu, rng)
        if swaps.cost < tabu.best_cost:
            tabu.best_cost = swaps.cost
            best = swaps.copy()
            best_spread = swaps.spread()
            tabu.stale = tabu.fruitless = 0
        else:
            tabu.stale += 1
            # As few repeats, the 4-table seats more even: the next criterion.
            if swaps.cost == tabu.best_cost and swaps.spread() < best_spread:
                best = swaps.copy()
                best_spread = swaps.spread()
        if tabu.stale >= _STALE_STEPS:
            _shake(swaps, rng)
            tabu.stale = 0
            tabu.fruitless += 1
    best_cost = tabu.best_cost
    if best_cost > bound:
        cut = False

        def stopped(share: float, cost: int) -> bool:
            nonlocal cut
            cut = _report(control, _TABU_SHARE + (1 - _TABU_SHARE) * share, cost, deadline)
            return cut

        start = Swaps([[list(t) for t in tables] for tables in best], n)
        annealed, cost = anneal(start, bound, rng, stopped)
        if cost < best_cost:
            best, best_cost = annealed, cost
        if cut:
            return best, False
    if control.progress is not None:
        control.progress(1.0, best_cost)
    return best, True


_SPREAD_PASSES = 8


def _spread_fours(schedule: list[list[list[int]]], n: int, rng: random.Random) -> None:
    """Even out the seats at tables of 4 (rounds 2.., in place).

    A player at a table of 4 swaps with one at a table of 3 of the same round when they
    have at least two more such seats than the other, and the swap neither adds a repeat
    meeting nor lets a pair meet more often than the most any pair meets already. Without
    this the extra players of a design would sit at a table of 4 in every round."""
    swaps = Swaps(schedule, n)
    four = [0] * n
    for tables in schedule:
        for table in tables:
            if len(table) == 4:
                for p in table:
                    four[p] += 1
    top = max(max(row) for row in swaps.count)
    for _ in range(_SPREAD_PASSES):
        moved = False
        for r in range(1, swaps.rounds):
            threes = [p for table in schedule[r] if len(table) == 3 for p in table]
            rng.shuffle(threes)
            threes.sort(key=four.__getitem__)
            for x in [p for table in schedule[r] if len(table) == 4 for p in table]:
                y = _fair_partner(swaps, r, x, threes, four, top)
                if y is None:
                    continue
                swaps.swap(r, x, y)
                four[x] -= 1
                four[y] += 1
                threes[threes.index(y)] = x
                threes.sort(key=four.__getitem__)
                moved = True
        if not moved:
            return


def _fair_partner(
    swaps: Swaps, r: int, x: int, threes: Sequence[int], four: Sequence[int], top: int
) -> int | None:
    """The first player at a table of 3 in round ``r`` (fewest 4-table seats first) whose
    swap with ``x`` evens out the 4-table seats at no cost in meetings."""
    count = swaps.count
    table_x = swaps.schedule[r][swaps.table_of[r][x]]
    for y in threes:
        if four[y] > four[x] - 2:
            return None
        table_y = swaps.schedule[r][swaps.table_of[r][y]]
        # Each pair ending counts -1 repeat if it had met more than once; each new pair
        # adds one if they had met before.
        gained = [count[x][b] for b in table_y if b != y] + [count[y][a] for a in table_x if a != x]
        if any(c + 1 > top for c in gained):
            continue
        lost = [count[x][a] for a in table_x if a != x] + [count[y][b] for b in table_y if b != y]
        repeats = sum(1 for c in gained if c >= 1) - sum(1 for c in lost if c >= 2)
        if repeats <= 0 and swaps.delta(r, x, y) <= 0:
            return y
    return None
