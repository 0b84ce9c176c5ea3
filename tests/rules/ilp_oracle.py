"""The den Hertog-Hulshof ILP (now :mod:`tournament.rules.solver_ilp`) as an independent
answer for the tests and the benchmark, and random positions to ask it about."""

from __future__ import annotations

import random

from tournament.rules.melds import is_valid_meld_indices
from tournament.rules.solver_ilp import KINDS, run_length_for
from tournament.rules.solver_ilp import IlpModel as IlpOracle
from tournament.rules.tiles import JOKER_INDEX, Tile

__all__ = ["KINDS", "IlpOracle", "random_instance", "run_length_for"]


def random_instance(
    rng: random.Random, hand_size: int, table_size: int, hand_jokers: int, table_jokers: int
) -> tuple[list[int], int, list[list[Tile]], int]:
    """A random position: (hand counts by index, hand jokers, table melds, table jokers).

    The table is random runs (3 to 6 tiles) and groups drawn from the supply until it holds
    ``table_size`` tiles or more; then ``table_jokers`` of its tiles are replaced by jokers
    where the meld stays valid; the hand is drawn from what is left."""
    bag = [2] * JOKER_INDEX
    melds: list[list[int]] = []
    size = 0
    tries = 0
    while size < table_size and tries < 10_000:
        tries += 1
        if rng.random() < 0.5:
            value = rng.randrange(13)
            colours = rng.sample(range(4), rng.choice((3, 4)))
            meld = [c * 13 + value for c in colours]
        else:
            colour, start = rng.randrange(4), rng.randrange(13)
            meld = [colour * 13 + (start + p) % 13 for p in range(rng.randint(3, 6))]
        if all(bag[i] > 0 for i in meld):
            for i in meld:
                bag[i] -= 1
            melds.append(meld)
            size += len(meld)
    placed = 0
    while placed < table_jokers:
        meld = rng.choice(melds)
        p = rng.randrange(len(meld))
        if meld[p] == JOKER_INDEX:
            continue
        trial = [*meld[:p], JOKER_INDEX, *meld[p + 1 :]]
        if is_valid_meld_indices(trial):
            bag[meld[p]] += 1
            meld[p] = JOKER_INDEX
            placed += 1
    pool = [i for i in range(JOKER_INDEX) for _ in range(bag[i])]
    hand = [0] * JOKER_INDEX
    for i in rng.sample(pool, hand_size):
        hand[i] += 1
    table = [[Tile.from_index(i) for i in meld] for meld in melds]
    return hand, hand_jokers, table, table_jokers
