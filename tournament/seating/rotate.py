"""The ``rotate`` movement: the rule text's table change.

Rule text: "Nach jeweils einer Runde (3 Einzelspiele) wechselt ein Spieler zum nächsten
Tisch mit der höheren Nummer." RULINGS §7: one player of each table moves to the next higher
table number, the last table's to table 1; table sizes stay; which player moves is chosen
to minimise repeat meetings.

Who moves is an exact optimisation: the new table j holds the stayers of table j and the
mover of table j-1, so its cost depends only on the movers of tables j-1 and j. Around the
cycle of tables this is a chain, solved by dynamic programming for each choice of table 1's
mover (at most 4 × 4 × 4 steps per table). Ties go to the player who has moved least, then
to a seeded random order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from tournament.seating.model import PlayerId

# Weights of the lexicographic cost: repeat cost first, fairness of moving second.
_REPEAT = 1 << 20
_MOVED = 1 << 10


def rebalance(
    tables: Sequence[Sequence[PlayerId]],
    newcomers: Sequence[PlayerId],
    sizes: Sequence[int],
) -> list[list[PlayerId]]:
    """Fit last round's tables (already without leavers) and the newcomers to ``sizes``
    with as few changes as possible: a surplus table is dissolved, the smallest first (the
    highest number among equals); the largest tables keep the 4-player places; extra players
    leave from the last seat; free seats are filled in table order."""
    kept = [list(t) for t in tables if t]
    pool = list(newcomers)
    while len(kept) > len(sizes):
        smallest = min(range(len(kept)), key=lambda t: (len(kept[t]), -t))
        pool = kept.pop(smallest) + pool
    while len(kept) < len(sizes):
        kept.append([])
    by_size = sorted(range(len(kept)), key=lambda t: (-len(kept[t]), t))
    targets = [0] * len(kept)
    for t, size in zip(by_size, sorted(sizes, reverse=True), strict=True):
        targets[t] = size
    for t, table in enumerate(kept):
        while len(table) > targets[t]:
            pool.append(table.pop())
    for t, table in enumerate(kept):
        while len(table) < targets[t]:
            table.append(pool.pop(0))
    return kept


def rotate_tables(
    tables: Sequence[Sequence[PlayerId]],
    count: Callable[[PlayerId, PlayerId], int],
    moves: Mapping[PlayerId, int],
    rng: random.Random,
) -> list[list[PlayerId]]:
    """Move one player of each table to the next table (the last table's to table 1),
    choosing for this round alone; ``count(a, b)``: how often a and b have met.

    The movers are added at the end of their new table; seat order is decided later.
    """
    m = len(tables)
    if m < 2:
        return [list(t) for t in tables]
    tiebreak = {p: rng.randrange(_MOVED) for t in tables for p in t}

    def pair_cost(a: PlayerId, b: PlayerId) -> int:
        c = count(a, b)
        return c * c

    # stay[j][y]: cost of table j's stayers when its y-th player leaves, plus that player's
    # fairness cost for moving.
    stay: list[list[int]] = []
    for table in tables:
        costs = []
        for y, leaver in enumerate(table):
            rest = [p for k, p in enumerate(table) if k != y]
            repeat = sum(pair_cost(a, b) for i, a in enumerate(rest) for b in rest[i + 1 :])
            costs.append(repeat * _REPEAT + moves.get(leaver, 0) * _MOVED + tiebreak[leaver])
        stay.append(costs)

    def joins(j: int, x: PlayerId, y: int) -> int:
        """Cost of mover x joining table j when table j's y-th player leaves."""
        return _REPEAT * sum(pair_cost(x, p) for k, p in enumerate(tables[j]) if k != y)

    best_total = -1
    best_choice: list[int] = []
    for first in range(len(tables[0])):
        # dp[y]: best cost of tables 2..j with table j's mover y; back[j][y]: mover of j-1.
        dp = {first: 0}
        back: list[dict[int, int]] = [{}]
        for j in range(1, m):
            new_dp: dict[int, int] = {}
            links: dict[int, int] = {}
            for y in range(len(tables[j])):
                best_value = -1
                best_x = -1
                for x, value in dp.items():
                    cost = value + joins(j, tables[j - 1][x], y) + stay[j][y]
                    if best_value < 0 or cost < best_value:
                        best_value, best_x = cost, x
                new_dp[y] = best_value
                links[y] = best_x
            dp = new_dp
            back.append(links)
        for last, value in dp.items():
            total = value + joins(0, tables[m - 1][last], first) + stay[0][first]
            if best_total < 0 or total < best_total:
                choice = [0] * m
                choice[m - 1] = last
                for j in range(m - 1, 0, -1):
                    choice[j - 1] = back[j][choice[j]]
                best_total, best_choice = total, choice
    result: list[list[PlayerId]] = []
    for j, table in enumerate(tables):
        incoming = tables[j - 1][best_choice[j - 1]]
        result.append([p for k, p in enumerate(table) if k != best_choice[j]] + [incoming])
    return result
