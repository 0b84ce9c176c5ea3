"""Resolvable group divisible designs with blocks of 3: large designs from small ones.

A 3-RGDD of type g^u has gu points in u groups of g; its triples meet every pair of points
from different groups exactly once and no pair within a group, and they split into
g(u-1)/2 rounds that each seat every point once. Two steps build a nearly Kirkman system
from a small one (the usual recursion for resolvable designs, "inflate, then fill the
groups"; see Stinson, "A survey of Kirkman triple systems and related designs", 1991):

- ``inflated(rgdd, m)``: every point becomes m points, and on each triple {a, b, c} go
  the m² triples of a resolvable transversal design RTD(3, m) on {a, b, c} x Z_m. Each
  round of the small design gives m rounds (round t takes class t of the RTD of every
  triple): a 3-RGDD of type (gm)^u.
- ``filled(rgdd, small)``: every group gets a copy of a resolvable design ``small`` of g
  points with the same number of rounds in each copy (round j of the fill holds round j
  of every copy). The pairs within a group meet as often as in ``small``: a nearly Kirkman
  system NKTS(g) in every group gives an NKTS(gu), as g(u-1)/2 + g/2 - 1 = gu/2 - 1.
  (A KTS in every group would give a KTS, but the stored designs' groups are of even
  size.)

With the stored types 6^4 and 6^5, m odd or 4, and an NKTS(6m) built in, this gives an
NKTS(24m) and an NKTS(30m): 72, 90, 96, 120, 150, 168, 210, 216, ... players.

The small 3-RGDDs of type 6^4 and 6^5 are cyclic (``design_data.CYCLIC_RGDD``, found by
``scripts/find_rgdd.py``). ``tests/seating/test_gdd.py`` checks each step pair by pair.
"""

from __future__ import annotations

from dataclasses import dataclass

from tournament.seating import design_data

Triple = tuple[int, int, int]
Rounds = tuple[tuple[Triple, ...], ...]


@dataclass(frozen=True, slots=True)
class GroupDesign:
    """A resolvable group divisible design: ``groups`` partition the points 0..n-1,
    ``rounds`` are rounds of triples."""

    groups: tuple[tuple[int, ...], ...]
    rounds: Rounds


def _triple(points: object) -> Triple:
    a, b, c = sorted(points)  # type: ignore[call-overload]
    return (a, b, c)


def cyclic_rgdd(u: int) -> GroupDesign | None:
    """The stored 3-RGDD of type 6^u, or ``None``: points x + 2u·level for x in Z_2u and
    three levels, point p in group p mod 2u mod u. Its base round gives 2u rounds by
    adding 1, ..., 2u-1 to x; each orbit block gives one round of its 2u translates."""
    if u not in design_data.CYCLIC_RGDD:
        return None
    base_round, orbit_blocks = design_data.CYCLIC_RGDD[u]
    n = 2 * u

    def moved(p: int, shift: int) -> int:
        return (p % n + shift) % n + p // n * n

    rounds = [tuple(_triple(moved(p, s) for p in t) for t in base_round) for s in range(n)]
    rounds.extend(
        tuple(_triple(moved(p, s) for p in block) for s in range(n)) for block in orbit_blocks
    )
    groups = tuple(tuple(p for p in range(3 * n) if p % n % u == g) for g in range(u))
    return GroupDesign(groups, tuple(rounds))


def _times_w(x: int) -> int:
    """Multiplication by w in GF(4) = {0, 1, w, w + 1}, x = a + 2b for a + bw."""
    a, b = x & 1, x >> 1
    return b | (a ^ b) << 1


def resolvable_transversal(m: int) -> tuple[tuple[Triple, ...], ...] | None:
    """An RTD(3, m) as m classes of m triples (i, j, k): the points (0, i), (1, j), (2, k)
    of three groups Z_m; every pair from two groups lies in exactly one triple, each class
    holds every point once. ``None`` unless m is odd or 4.

    m odd: class t holds {(0, i), (1, i + t), (2, -2i - t)} for i in Z_m. m = 4: over
    GF(4) (addition is exclusive or), class t holds {(0, x), (1, x + t), (2, wx + t)}."""
    if m % 2 == 1:
        return tuple(tuple((i, (i + t) % m, (-2 * i - t) % m) for i in range(m)) for t in range(m))
    if m == 4:
        return tuple(tuple((x, x ^ t, _times_w(x) ^ t) for x in range(4)) for t in range(4))
    return None


def inflated(design: GroupDesign, m: int) -> GroupDesign | None:
    """Each point p becomes the m points m·p + i; a 3-RGDD of type (gm)^u from one of
    type g^u, ``None`` if no RTD(3, m) is built in."""
    rtd = resolvable_transversal(m)
    if rtd is None:
        return None
    rounds = []
    for round_triples in design.rounds:
        for rtd_class in rtd:
            rounds.append(
                tuple(
                    _triple((m * a + i, m * b + j, m * c + k))
                    for a, b, c in round_triples
                    for i, j, k in rtd_class
                )
            )
    groups = tuple(tuple(m * p + i for p in group for i in range(m)) for group in design.groups)
    return GroupDesign(groups, tuple(rounds))


def filled(design: GroupDesign, small: Rounds) -> Rounds:
    """The rounds of ``design`` and then those of a copy of ``small`` on every group
    (point i of ``small`` is the group's i-th point; round j seats round j of each copy).
    ``small`` must have as many points as every group."""
    size = len(design.groups[0])
    if any(len(g) != size for g in design.groups) or 3 * len(small[0]) != size:
        raise ValueError(f"a design of {3 * len(small[0])} points for groups of {size}")
    fill = tuple(
        tuple(_triple(group[p] for p in t) for group in design.groups for t in round_triples)
        for round_triples in small
    )
    return design.rounds + fill
