"""Estimators with 95 % intervals for clustered samples (issue 16).

Hands dealt at one table come from one shuffle, so they are not independent: the table is
the cluster. Every figure here is a ratio of two cluster totals, R = sum(y) / sum(x) (a
proportion: y = hands with the property, x = hands; a mean: y = the sum of the measure;
the group share: y = groups, x = melds). Its cluster-robust (linearised) variance is

    V = K / (K - 1) * sum_k (y_k - R x_k)^2 / (sum_k x_k)^2

over the K clusters. A mean gets the normal interval R +- 1.96 sqrt(V). A proportion gets
the Wilson score interval with the effective sample size n / deff, where the design effect
deff = V / (R (1 - R) / n) carries the clustering (Wilson is well behaved near 0 and 1,
where the hand-Rommé rate lives); with no variation seen (R = 0 or 1) deff is taken as 1.

:class:`ClusterSums` holds the five sums the variance needs, in integers, so partial sums
from several processes add up to the same figures in any order: the results depend on the
seed only.

>>> s = ClusterSums()
>>> for y in (1, 0, 1, 1): s.add(y, 1)
>>> round(s.proportion().p, 2)
0.75
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final

__all__ = ["Z95", "ClusterSums", "Mean", "Proportion", "wilson"]

Z95: Final = 1.959963984540054


@dataclass(frozen=True, slots=True)
class Proportion:
    """A share with its 95 % interval; ``n`` the units it is measured over."""

    p: float
    lo: float
    hi: float
    n: int

    def as_json(self) -> dict[str, Any]:
        return {"p": self.p, "lo": self.lo, "hi": self.hi, "n": self.n}


@dataclass(frozen=True, slots=True)
class Mean:
    """A mean (or ratio of totals) with its 95 % interval."""

    mean: float
    lo: float
    hi: float

    def as_json(self) -> dict[str, Any]:
        return {"mean": self.mean, "lo": self.lo, "hi": self.hi}


def wilson(successes: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``successes`` in ``n`` (``n`` may be an effective,
    non-integer size).

    >>> lo, hi = wilson(0, 100)
    >>> lo, round(hi, 4)
    (0.0, 0.037)
    """
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    lo = 0.0 if successes <= 0 else max(0.0, centre - half)
    hi = 1.0 if successes >= n else min(1.0, centre + half)
    return lo, hi


@dataclass(slots=True)
class ClusterSums:
    """Running sums over clusters of (y, x): y the measure, x the units, per cluster."""

    clusters: int = 0
    y: int = 0
    x: int = 0
    yy: int = 0
    xx: int = 0
    xy: int = 0

    def add(self, y: int, x: int) -> None:
        """One cluster's totals."""
        self.clusters += 1
        self.y += y
        self.x += x
        self.yy += y * y
        self.xx += x * x
        self.xy += x * y

    def merge(self, other: ClusterSums) -> None:
        self.clusters += other.clusters
        self.y += other.y
        self.x += other.x
        self.yy += other.yy
        self.xx += other.xx
        self.xy += other.xy

    def as_list(self) -> list[int]:
        return [self.clusters, self.y, self.x, self.yy, self.xx, self.xy]

    @classmethod
    def from_list(cls, values: list[int]) -> ClusterSums:
        return cls(*values)

    @property
    def ratio(self) -> float:
        return self.y / self.x if self.x else math.nan

    def variance(self) -> float:
        """The cluster-robust variance of :attr:`ratio` (0 with fewer than 2 clusters)."""
        k = self.clusters
        if k < 2 or not self.x:
            return 0.0
        r = self.y / self.x
        spread = self.yy - 2 * r * self.xy + r * r * self.xx
        return max(0.0, k / (k - 1) * spread / (self.x * self.x))

    def mean(self) -> Mean:
        """The ratio of totals with its normal 95 % interval."""
        r = self.ratio
        half = Z95 * math.sqrt(self.variance())
        return Mean(r, r - half, r + half)

    def proportion(self) -> Proportion:
        """The share with its Wilson interval at the design-effect sample size."""
        n = self.x
        if not n:
            return Proportion(math.nan, 0.0, 1.0, 0)
        p = self.y / n
        binomial = p * (1 - p) / n
        deff = self.variance() / binomial if binomial > 0 else 1.0
        effective = n / deff if deff > 0 else float(n)
        lo, hi = wilson(p * effective, effective)
        return Proportion(p, lo, hi, n)
