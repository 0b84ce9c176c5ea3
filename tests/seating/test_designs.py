"""Kirkman triple systems: every pair of players meets exactly once."""

from __future__ import annotations

from itertools import combinations

import pytest

from tournament.seating import kirkman_design


@pytest.mark.parametrize("v", [3, 9, 15, 21, 27, 39, 57, 63, 75, 87, 93])
def test_built_in_designs_are_kirkman_triple_systems(v: int) -> None:
    design = kirkman_design(v)
    assert design is not None
    assert len(design) == (v - 1) // 2
    seen: set[tuple[int, int]] = set()
    for round_triples in design:
        points = sorted(p for triple in round_triples for p in triple)
        assert points == list(range(v)), "a round seats every point exactly once"
        for triple in round_triples:
            assert len(triple) == 3
            for pair in combinations(sorted(triple), 2):
                assert pair not in seen, f"pair {pair} meets twice"
                seen.add(pair)
    assert len(seen) == v * (v - 1) // 2


@pytest.mark.parametrize("v", [4, 6, 12, 33, 45, 51])
def test_no_design_where_none_is_built_in(v: int) -> None:
    assert kirkman_design(v) is None
