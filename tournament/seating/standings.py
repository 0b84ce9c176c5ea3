"""The ``standings`` movement: re-seat by the current standings, best at table 1.

RULINGS §7; card-game federations seat this way from the middle of an event on. Where a
table would hold exactly the players of one of last round's tables, its last player changes
places with the first player of the next table (the last table with the one before), when
that breaks the repeat without making another.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.seating.model import PlayerId


def standings_tables(
    ranking: Sequence[PlayerId],
    sizes: Sequence[int],
    previous: Sequence[Sequence[PlayerId]],
) -> list[list[PlayerId]]:
    """Cut ``ranking`` (best first) into tables of ``sizes``, avoiding exact repeat tables."""
    tables: list[list[PlayerId]] = []
    start = 0
    for size in sizes:
        tables.append(list(ranking[start : start + size]))
        start += size
    old = {frozenset(t) for t in previous if t}

    def repeated(table: list[PlayerId]) -> bool:
        return frozenset(table) in old

    for t in range(len(tables)):
        if not repeated(tables[t]) or len(tables) < 2:
            continue
        other = t + 1 if t + 1 < len(tables) else t - 1
        upper, lower = (t, other) if t < other else (other, t)
        a, b = tables[upper][-1], tables[lower][0]
        trial_upper = [*tables[upper][:-1], b]
        trial_lower = [a, *tables[lower][1:]]
        if not repeated(trial_upper) and not repeated(trial_lower):
            tables[upper], tables[lower] = trial_upper, trial_lower
    return tables
