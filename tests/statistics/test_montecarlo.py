"""The Monte Carlo: its estimates cover the exact answer of a reduced deck, found by
enumerating every hand; the figures depend on the seed only; progress and cancel."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from functools import cache

import pytest

from tournament.statistics.claims import hand_figures
from tournament.statistics.hands import HandFigures, analyse
from tournament.statistics.montecarlo import CHUNK_TABLES, Cancelled, HandRules, run_hands

SMALL = HandRules(players=3, joker=False, wrap=True, colours=3, values=5, hand_size=4)
SMALL_JOKER = HandRules(players=3, joker=True, wrap=True, colours=3, values=5, hand_size=4)


@cache
def _figures(hand: tuple[int, ...], rules: HandRules) -> HandFigures:
    return analyse(hand, 1 if rules.joker else 0, rules.shape)


def _exact(rules: HandRules) -> dict[str, float]:
    """Every hand of the reduced deck, each set of physical tiles once."""
    tiles = [t for t in range(rules.colours * rules.values) for _ in range(2)]
    counts: Counter[tuple[int, ...]] = Counter(
        tuple(sorted(tiles[i] for i in chosen))
        for chosen in itertools.combinations(range(len(tiles)), rules.hand_size)
    )
    total = sum(counts.values())

    def share(test: object) -> float:
        return sum(n for h, n in counts.items() if test(_figures(h, rules))) / total  # type: ignore[operator]

    def mean(value: object) -> float:
        return sum(n * value(_figures(h, rules)) for h, n in counts.items()) / total  # type: ignore[operator]

    return {
        "hand_romme": share(lambda f: f.dead == 0),
        "has_combination": share(lambda f: f.placed >= 3),
        "dead_1_3": share(lambda f: 1 <= f.dead <= 3),
        "near_miss_ge2": share(lambda f: f.near_miss >= 2),
        "dead_mean": mean(lambda f: f.dead),
        "group_share_fewest": mean(lambda f: f.groups_fewest) / mean(lambda f: f.melds),
        "group_share_most": mean(lambda f: f.groups_most) / mean(lambda f: f.melds),
    }


@pytest.mark.parametrize("rules", [SMALL, SMALL_JOKER])
def test_intervals_cover_the_exact_answer_of_a_reduced_deck(rules: HandRules) -> None:
    exact = _exact(rules)
    runs = 30
    covered: Counter[str] = Counter()
    for seed in range(runs):
        figures = hand_figures(run_hands(rules, 240, seed, workers=1))
        for name, value in exact.items():
            f = figures[name]
            assert f is not None
            if f.lo <= value <= f.hi:
                covered[name] += 1
    # nominal 95 %: fewer than 24 of 30 would happen by chance less than once in 100
    for name in exact:
        if 0.02 < exact[name] < 0.98:
            assert covered[name] >= 24, (name, covered[name], exact[name])


def test_others_given_none_agrees_with_plain_rejection() -> None:
    """With the joker, player 1 is drawn from the condition directly; plain rejection
    sampling on the reduced deck (where the condition is common) must agree."""
    rules = SMALL_JOKER
    rng = random.Random(9)
    deck = [t for t in range(rules.colours * rules.values) for _ in range(2)]
    hit = seen = 0
    while seen < 3000:
        rng.shuffle(deck)
        hands = [tuple(sorted(deck[i * 4 : i * 4 + 4])) for i in range(3)]
        if _figures(hands[0], rules).placed >= 3:
            continue
        for hand in hands[1:]:
            seen += 1
            hit += _figures(hand, rules).placed >= 3
    figure = hand_figures(run_hands(rules, 9000, 4, workers=1))["others_have_given_none"]
    assert figure is not None and figure.n == 2 * 9000 // 3 // 10
    rejection = hit / seen
    # the two estimates differ by less than their combined error allows
    assert abs(figure.p - rejection) < 3 * ((figure.hi - figure.lo) / 3.92 + 0.01)


def test_the_seed_fixes_the_figures_whatever_the_processes() -> None:
    rules = HandRules()
    hands = 3 * CHUNK_TABLES + 7  # a partial chunk and a partial table at the end
    one = run_hands(rules, hands, 11, workers=1)
    again = run_hands(rules, hands, 11, workers=1)
    two = run_hands(rules, hands, 11, workers=2)
    other = run_hands(rules, hands, 12, workers=1)
    assert one.hands == hands
    assert hand_figures(one) == hand_figures(again) == hand_figures(two)
    assert one.dead == two.dead and one.near_miss == two.near_miss
    assert hand_figures(other) != hand_figures(one)


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    run_hands(SMALL, 3 * CHUNK_TABLES * 2, 1, workers=1, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 2), (2, 2)]
    with pytest.raises(Cancelled):
        run_hands(SMALL, 3 * CHUNK_TABLES * 2, 1, workers=1, cancelled=lambda: True)


def test_bad_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        run_hands(SMALL, 0, 1)
    with pytest.raises(ValueError, match="3 or 4"):
        HandRules(players=2)
