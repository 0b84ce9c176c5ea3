"""Resolvable group divisible designs: the stored small ones, transversal designs,
inflation and filling, each checked pair by pair."""

from __future__ import annotations

from itertools import combinations

import pytest

from tournament.seating.gdd import (
    GroupDesign,
    cyclic_rgdd,
    filled,
    inflated,
    resolvable_transversal,
)


def check_rgdd(design: GroupDesign, g: int, u: int) -> None:
    """Type g^u: u groups of g; every round seats every point once; two points of
    different groups meet exactly once, of one group never."""
    v = g * u
    assert sorted(len(group) for group in design.groups) == [g] * u
    assert sorted(p for group in design.groups for p in group) == list(range(v))
    group_of = {p: i for i, group in enumerate(design.groups) for p in group}
    assert len(design.rounds) == g * (u - 1) // 2
    seen: set[tuple[int, int]] = set()
    for round_triples in design.rounds:
        assert sorted(p for t in round_triples for p in t) == list(range(v))
        for triple in round_triples:
            assert len(triple) == 3
            for a, b in combinations(sorted(triple), 2):
                assert group_of[a] != group_of[b], f"{a} and {b} share a group"
                assert (a, b) not in seen, f"pair {(a, b)} meets twice"
                seen.add((a, b))
    assert len(seen) == v * (v - g) // 2, "every pair across groups meets"


@pytest.mark.parametrize("u", [4, 5])
def test_stored_cyclic_rgdd_of_groups_of_6(u: int) -> None:
    design = cyclic_rgdd(u)
    assert design is not None
    check_rgdd(design, 6, u)


def test_no_stored_rgdd_for_other_group_counts() -> None:
    assert cyclic_rgdd(3) is None  # type 6^3 does not exist
    assert cyclic_rgdd(6) is None


@pytest.mark.parametrize("m", [3, 4, 5, 7, 9, 11])
def test_resolvable_transversal_design(m: int) -> None:
    rtd = resolvable_transversal(m)
    assert rtd is not None
    assert len(rtd) == m
    seen: set[tuple[int, int, int, int]] = set()
    for rtd_class in rtd:
        assert len(rtd_class) == m
        for position in range(3):
            assert sorted(t[position] for t in rtd_class) == list(range(m))
        for triple in rtd_class:
            for (x, i), (y, j) in combinations(enumerate(triple), 2):
                assert (x, i, y, j) not in seen
                seen.add((x, i, y, j))
    assert len(seen) == 3 * m * m, "every pair of points of two groups once"


@pytest.mark.parametrize("m", [2, 6, 8])
def test_no_transversal_design_built_in(m: int) -> None:
    assert resolvable_transversal(m) is None


@pytest.mark.parametrize(("u", "m"), [(4, 3), (4, 4), (5, 3), (5, 4), (4, 5)])
def test_inflated_rgdd(u: int, m: int) -> None:
    small = cyclic_rgdd(u)
    assert small is not None
    large = inflated(small, m)
    assert large is not None
    check_rgdd(large, 6 * m, u)


def test_filled_keeps_the_small_design_in_every_group() -> None:
    # 6^4 filled with the 2 rounds {0,1,2}{3,4,5} and {0,3,4}{1,2,5} of 6 points.
    design = cyclic_rgdd(4)
    assert design is not None
    small = (((0, 1, 2), (3, 4, 5)), ((0, 3, 4), (1, 2, 5)))
    rounds = filled(design, small)
    assert rounds[: len(design.rounds)] == design.rounds
    for j, round_triples in enumerate(rounds[len(design.rounds) :]):
        assert sorted(p for t in round_triples for p in t) == list(range(24))
        for group in design.groups:
            expected = {tuple(sorted(group[p] for p in t)) for t in small[j]}
            assert expected <= set(round_triples)


def test_filled_refuses_a_design_of_another_size() -> None:
    design = cyclic_rgdd(4)
    assert design is not None
    with pytest.raises(ValueError, match="9 points for groups of 6"):
        filled(design, (((0, 1, 2), (3, 4, 5), (6, 7, 8)),))
