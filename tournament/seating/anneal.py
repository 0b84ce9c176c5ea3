"""Simulated annealing over a whole-event schedule, after the tabu search has stalled.

The tabu search (``schedule``) always takes the best swap and so settles in a valley: 31
players over 12 rounds (a table of 4) kept 5 repeat meetings where a plan without any
exists. Annealing takes a random swap of two players of one round (rounds 2..R), half the
time one of a player who meets someone at their table again, and accepts a swap that
costs d more with probability exp(-d / T) at a fixed temperature T: it wanders along
plans of about the same cost and reaches plans the tabu search does not. It stops at the
counting bound or after a number of steps that grows with the players and rounds (at
most ``_MAX_STEPS``), so the same input gives the same schedule.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from tournament.seating.swaps import Swaps

_STEPS_PER_SEAT = 4000
"""Steps per player and round (2..R)."""
_MAX_STEPS = 1_500_000
_TEMPERATURE = 0.16
_DIRECTED = 0.5
"""The share of steps that move a player who meets someone at their table again."""
_CHECK_EVERY = 4096


def anneal_steps(n: int, rounds: int) -> int:
    """The step budget for ``n`` players over ``rounds`` rounds."""
    return min(_STEPS_PER_SEAT * n * max(rounds - 1, 0), _MAX_STEPS)


def anneal(
    swaps: Swaps,
    bound: int,
    rng: random.Random,
    stopped: Callable[[float, int], bool],
) -> tuple[list[list[list[int]]], int]:
    """The best schedule seen from ``swaps`` (changed in place) and its cost.

    ``stopped(share done, best cost)`` is asked now and then; true ends the search."""
    n, rounds = swaps.n, swaps.rounds
    best, best_cost = swaps.copy(), swaps.cost
    steps = anneal_steps(n, rounds)
    if best_cost <= bound or steps == 0:
        return best, best_cost
    accept = [math.exp(-d / _TEMPERATURE) for d in range(64)]
    count, table_of, schedule = swaps.count, swaps.table_of, swaps.schedule
    for step in range(steps):
        if step % _CHECK_EVERY == 0 and stopped(step / steps, best_cost):
            break
        r = 1 + rng.randrange(rounds - 1)
        if rng.random() < _DIRECTED:
            tables = schedule[r]
            table = tables[rng.randrange(len(tables))]
            x = table[rng.randrange(len(table))]
            row = count[x]
            if not any(row[a] > 1 for a in table if a != x):
                continue
        else:
            x = rng.randrange(n)
        y = rng.randrange(n)
        if table_of[r][x] == table_of[r][y]:
            continue
        delta = swaps.delta(r, x, y)
        if delta > 0 and rng.random() >= accept[min(delta, 63)]:
            continue
        swaps.swap(r, x, y)
        swaps.cost += delta
        if swaps.cost < best_cost:
            best, best_cost = swaps.copy(), swaps.cost
            if best_cost <= bound:
                break
    return best, best_cost
