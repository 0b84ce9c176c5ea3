"""Rummikub's best play (RULINGS §11) as an integer programme in HiGHS: an answer found
another way, for the tests and the benchmark to hold the solver to.

Every possible set is written out with each joker's meaning fixed: a group of one value
and 1-4 colours filled to 3 or 4 by jokers, a run of one colour from ``start`` to ``end``
(no wrap) with jokers in at most two places. ``x[s]`` copies of set ``s`` (0-2) are laid;
every table tile is used, a rack tile may be. The objective is the rack value placed
(joker 30), then the tiles placed, which is the least value left, then the fewest tiles.
Table jokers are played as the tile they stand for, each reading of their sets tried.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from tournament.rules.rummikub import INITIAL_MELD, JOKER_VALUE, check_set, rack_value
from tournament.rules.tiles import COLOURS, MAX_VALUE, Tile

__all__ = ["ilp_best"]

Template = tuple[tuple[Tile, ...], int, int]  # numbered tiles, jokers, worth


def _templates(available: set[Tile], jokers: int) -> Iterator[Template]:
    for value in range(1, MAX_VALUE + 1):
        tiles = [Tile(c, value) for c in COLOURS if Tile(c, value) in available]
        for size in range(1, 5):
            for chosen in itertools.combinations(tiles, size):
                for nj in range(min(jokers, 2) + 1):
                    if 3 <= size + nj <= 4:
                        yield chosen, nj, value * (size + nj)
    for colour in COLOURS:
        for start in range(1, MAX_VALUE - 1):
            for end in range(start + 2, MAX_VALUE + 1):
                span = [Tile(colour, v) for v in range(start, end + 1)]
                for nj in range(min(jokers, 2) + 1):
                    for holes in itertools.combinations(range(len(span)), nj):
                        real = tuple(t for i, t in enumerate(span) if i not in holes)
                        if real and all(t in available for t in real):
                            yield real, nj, sum(t.value or 0 for t in span)


def _solve(must: dict[Tile, int], may: dict[Tile, int], jokers: int, *, first: bool) -> int:
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("threads", 1)
    templates = list(_templates({*must, *may}, jokers))
    x = [h.addIntegral(lb=0, ub=2) for _ in templates]
    uses: dict[Tile, list[int]] = {}
    for i, (tiles, _, _) in enumerate(templates):
        for tile in tiles:
            uses.setdefault(tile, []).append(i)
    objective = 0
    for tile in {*must, *may}:
        low, high = must.get(tile, 0), must.get(tile, 0) + may.get(tile, 0)
        if not uses.get(tile):
            if low:
                return -1
            continue
        laid = sum(x[i] for i in uses[tile])
        h.addConstr(laid >= low)
        h.addConstr(laid <= high)
        objective = objective + (laid - low) * ((tile.value or 0) * 1000 + 1)
    if x:
        joker_laid = sum(x[i] * nj for i, (_, nj, _) in enumerate(templates) if nj)
        if not isinstance(joker_laid, int):
            h.addConstr(joker_laid <= jokers)
            objective = objective + joker_laid * (JOKER_VALUE * 1000 + 1)
        if first:
            h.addConstr(sum(x[i] * w for i, (_, _, w) in enumerate(templates)) >= INITIAL_MELD)
    if isinstance(objective, int):
        return 0
    h.maximize(objective)
    if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
        return -1
    return round(h.getInfo().objective_function_value)


def ilp_best(
    table: Sequence[Sequence[Tile]], rack: Sequence[Tile], *, opened: bool
) -> tuple[int, int]:
    """The ILP's best play as (rack value left, tiles left)."""
    may: dict[Tile, int] = {}
    for tile in rack:
        if not tile.is_joker:
            may[tile] = may.get(tile, 0) + 1
    jokers = sum(1 for tile in rack if tile.is_joker)
    best = 0  # nothing placed
    readings = [check_set(s).readings for s in table if any(t.is_joker for t in s)]
    for combination in itertools.product(*readings) if opened else [()]:
        must: dict[Tile, int] = {}
        if opened:
            virtual = [t for reading in combination for t in reading]
            for tile in [t for s in table for t in s if not t.is_joker] + virtual:
                must[tile] = must.get(tile, 0) + 1
        best = max(best, _solve(must, may, jokers, first=not opened))
    placed_value, placed_tiles = divmod(best, 1000)
    return rack_value(rack) - placed_value, len(rack) - placed_tiles
