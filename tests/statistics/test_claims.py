"""The verdicts on the rule text's claims, on intervals made up for the purpose."""

from __future__ import annotations

import pytest

from tournament.statistics.claims import CLAIMS, FIGURES, Verdict, hands_json, verdict
from tournament.statistics.estimators import Mean, Proportion

BY_KEY = {c.key: c for c in CLAIMS}


def _p(lo: float, hi: float) -> Proportion:
    return Proportion((lo + hi) / 2, lo, hi, 1000)


@pytest.mark.parametrize(
    ("key", "lo", "hi", "expected"),
    [
        ("hand_romme", 0.001, 0.004, Verdict.HOLDS),
        ("hand_romme", 0.008, 0.012, Verdict.UNDECIDED),
        ("hand_romme", 0.011, 0.02, Verdict.FAILS),
        ("dead_1_3", 0.86, 0.94, Verdict.HOLDS),  # "90 %" give or take 5 points
        ("dead_1_3", 0.80, 0.88, Verdict.UNDECIDED),
        ("dead_1_3", 0.02, 0.03, Verdict.FAILS),
        ("others_have_given_none", 0.97, 1.0, Verdict.FAILS),
        ("near_miss_ge2", 0.6, 0.7, Verdict.HOLDS),
        ("near_miss_ge2", 0.3, 0.4, Verdict.FAILS),
    ],
)
def test_one_figure_claims(key: str, lo: float, hi: float, expected: Verdict) -> None:
    assert verdict(BY_KEY[key], {key: _p(lo, hi)}) is expected


def test_the_group_share_needs_both_ends_of_the_arrangements() -> None:
    claim = BY_KEY["group_share"]
    low, high = Mean(0.3, 0.28, 0.32), Mean(0.6, 0.58, 0.62)
    assert verdict(claim, {"group_share_fewest": high, "group_share_most": high}) is Verdict.HOLDS
    assert verdict(claim, {"group_share_fewest": low, "group_share_most": low}) is Verdict.FAILS
    assert verdict(claim, {"group_share_fewest": low, "group_share_most": high}) is (
        Verdict.UNDECIDED
    )


def test_an_unseen_condition_is_unmeasured_and_null_in_json() -> None:
    claim = BY_KEY["others_have_given_none"]
    figures = {name: None for name in FIGURES}
    assert verdict(claim, figures) is Verdict.UNMEASURED
    assert hands_json(5, figures)["figures"]["others_have_given_none"] is None
