"""The legal walk's search: what a failing search learns is a lower bound on the best play,
so the search may skip bounds it proves empty and still return the best play."""

from __future__ import annotations

import random

import pytest
from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules.solver import _dead_count, _position
from tournament.rules.solver_walk import _search, walk


@pytest.mark.parametrize(
    ("hand_size", "table_size", "hand_jokers", "table_jokers", "seed"),
    [
        (8, 20, 1, 1, 1),
        (8, 20, 1, 1, 2),
        (10, 20, 0, 1, 3),
        (14, 40, 0, 0, 4),
        (8, 40, 0, 2, 5),
        (6, 10, 1, 2, 6),
    ],
)
def test_a_failing_search_bounds_the_best_play_from_below(
    hand_size: int, table_size: int, hand_jokers: int, table_jokers: int, seed: int
) -> None:
    rng = random.Random(seed)
    counts, _, table, _ = random_instance(rng, hand_size, table_size, hand_jokers, table_jokers)
    hand = sorted(hand_tiles(counts, hand_jokers))
    melds = [sorted(m) for m in table]
    pos = _position(hand, melds)
    dead = _dead_count(hand, pos)
    best = len(hand) - ilp_answer(hand, melds)[0] - dead  # the walk's count of tiles left
    need: dict[tuple[int, tuple[int, ...]], int] = {}
    searched = []
    for bound in range(best + 1):
        found, low = _search(pos, bound, need)
        searched.append(found is not None)
        if found is None:
            assert bound < low <= best
        else:
            assert found.left == low <= bound
    assert searched == [False] * best + [True]
    assert walk(pos).left == best
