"""The intervals: Wilson's formula, the cluster-robust variance, the design effect."""

from __future__ import annotations

import math
import random

import pytest

from tournament.statistics.estimators import Z95, ClusterSums, wilson


def test_wilson_matches_its_formula_and_the_edges() -> None:
    lo, hi = wilson(40, 100)
    p, n, z = 0.4, 100, Z95
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    assert lo == pytest.approx(centre - half)
    assert hi == pytest.approx(centre + half)
    assert wilson(0, 50)[0] == 0.0
    assert wilson(50, 50)[1] == 1.0
    assert 0 < wilson(0, 50)[1] < 0.1


def test_cluster_variance_is_the_linearised_ratio_variance() -> None:
    rng = random.Random(1)
    clusters = [(rng.randint(0, 3), 3) for _ in range(50)]
    sums = ClusterSums()
    for y, x in clusters:
        sums.add(y, x)
    r = sum(y for y, _ in clusters) / sum(x for _, x in clusters)
    k = len(clusters)
    direct = (
        k / (k - 1) * sum((y - r * x) ** 2 for y, x in clusters) / sum(x for _, x in clusters) ** 2
    )
    assert sums.variance() == pytest.approx(direct)
    assert sums.mean().hi - sums.mean().mean == pytest.approx(Z95 * math.sqrt(direct))


def test_identical_members_of_a_cluster_widen_the_interval() -> None:
    # the same 0/1 answer for all three hands of a table: really one observation per table
    independent, clustered = ClusterSums(), ClusterSums()
    rng = random.Random(2)
    for _ in range(300):
        answers = [rng.random() < 0.3 for _ in range(3)]
        independent.add(sum(answers), 3)
        same = rng.random() < 0.3
        clustered.add(3 * same, 3)
    wide = clustered.proportion()
    narrow = independent.proportion()
    assert wide.hi - wide.lo > 1.4 * (narrow.hi - narrow.lo)


def test_partial_sums_merge_to_the_whole() -> None:
    whole, left, right = ClusterSums(), ClusterSums(), ClusterSums()
    for i in range(20):
        whole.add(i % 4, 2)
        (left if i < 7 else right).add(i % 4, 2)
    left.merge(right)
    assert left == whole
    assert ClusterSums.from_list(whole.as_list()) == whole
