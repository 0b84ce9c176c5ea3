"""Random Rummikub positions (a valid table and a rack from the rest of the 106 tiles)."""

from __future__ import annotations

import random

from tournament.rules.rummikub import COPIES, JOKERS
from tournament.rules.tiles import ALL_NUMBERED, COLOURS, JOKER, MAX_VALUE, Tile

__all__ = ["bag", "random_position"]


def bag() -> list[Tile]:
    """All 106 tiles."""
    return [t for t in ALL_NUMBERED for _ in range(COPIES)] + [JOKER] * JOKERS


def _random_set(rng: random.Random, pool: list[Tile]) -> list[Tile] | None:
    if rng.random() < 0.5:
        value = rng.randint(1, MAX_VALUE)
        tiles = [Tile(c, value) for c in rng.sample(COLOURS, rng.choice((3, 4)))]
    else:
        colour = rng.choice(COLOURS)
        length = rng.randint(3, 6)
        start = rng.randint(1, MAX_VALUE - length + 1)
        tiles = [Tile(colour, v) for v in range(start, start + length)]
    if JOKER in pool and rng.random() < 0.3:
        tiles[rng.randrange(len(tiles))] = JOKER
    if not all(pool.count(t) >= tiles.count(t) for t in set(tiles)):
        return None
    for tile in tiles:
        pool.remove(tile)
    return tiles


def random_position(
    rng: random.Random, sets: int, rack_size: int
) -> tuple[list[list[Tile]], list[Tile]]:
    """A table of about ``sets`` random valid sets and a rack of ``rack_size`` tiles."""
    pool = bag()
    table = [s for s in (_random_set(rng, pool) for _ in range(sets)) if s is not None]
    rng.shuffle(pool)
    return table, pool[:rack_size]
