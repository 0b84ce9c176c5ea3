"""Drawing a hand without near tiles: the count and the distribution agree with brute force."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest

from tournament.statistics.hands import DeckShape, near_pair_exists
from tournament.statistics.nonear import NoNearSampler, count_no_near


def _brute(shape: DeckShape, size: int) -> Counter[tuple[int, ...]]:
    tiles = [t for t in range(shape.colours * shape.values) for _ in range(2)]
    found: Counter[tuple[int, ...]] = Counter()
    for chosen in itertools.combinations(range(len(tiles)), size):
        hand = tuple(sorted(tiles[i] for i in chosen))
        if not near_pair_exists(hand, shape):
            found[hand] += 1
    return found


@pytest.mark.parametrize(
    ("shape", "size"),
    [(DeckShape(3, 6, True), 4), (DeckShape(3, 6, False), 4), (DeckShape(3, 5, True), 4)],
)
def test_count_and_draws_match_brute_force(shape: DeckShape, size: int) -> None:
    hands = _brute(shape, size)
    total = sum(hands.values())
    sampler = NoNearSampler(shape, size)
    assert sampler.total == total
    rng = random.Random(3)
    n = 3000
    drawn = Counter(tuple(sampler.sample(rng)) for _ in range(n))
    assert set(drawn) <= set(hands)
    # each hand's count within 5 standard deviations (Poisson) of what it should be
    for hand, weight in hands.items():
        expected = n * weight / total
        assert abs(drawn[hand] - expected) <= 5 * math.sqrt(expected) + 3, hand


def test_the_condition_is_rare_in_the_game() -> None:
    share = count_no_near(DeckShape(), 14) / math.comb(104, 14)
    assert 1e-7 < share < 1e-5


def test_too_small_a_deck_is_refused() -> None:
    with pytest.raises(ValueError, match="3 colours"):
        NoNearSampler(DeckShape(2, 6, True), 3)
