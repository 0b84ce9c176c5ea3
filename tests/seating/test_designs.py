"""Resolvable designs with tables of 3: every round seats everyone once, no pair meets twice.

One test per construction, each over every size it builds up to 99 players (and a few
beyond), so that stored base rounds and formulas are checked on every run.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from tournament.seating import design_data
from tournament.seating.designs import (
    Design,
    _affine_geometry,
    _developed,
    _filled_nkts,
    _kts_2q_plus_1,
    _kts_3q,
    _kts_from_pbd,
    _one_rotational,
    _pbd_34,
    _tripled,
    kirkman_design,
    nearly_kirkman_design,
    resolvable_design,
)


def check_design(design: Design, v: int, rounds: int) -> set[tuple[int, int]]:
    """Assert the design's shape; return the pairs that meet."""
    assert len(design) == rounds
    seen: set[tuple[int, int]] = set()
    for round_triples in design:
        points = sorted(p for triple in round_triples for p in triple)
        assert points == list(range(v)), "a round seats every point exactly once"
        for triple in round_triples:
            assert len(triple) == 3
            for pair in combinations(sorted(triple), 2):
                assert pair not in seen, f"pair {pair} meets twice"
                seen.add(pair)
    return seen


def check_kts(design: Design, v: int) -> None:
    seen = check_design(design, v, (v - 1) // 2)
    assert len(seen) == v * (v - 1) // 2, "every pair meets"


def check_nkts(design: Design, v: int) -> None:
    seen = check_design(design, v, v // 2 - 1)
    missed = [0] * v
    for a, b in combinations(range(v), 2):
        if (a, b) not in seen:
            missed[a] += 1
            missed[b] += 1
    assert missed == [1] * v, "each player misses exactly one other"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_affine_geometry(n: int) -> None:
    check_kts(_affine_geometry(n), 3**n)


@pytest.mark.parametrize("q", [7, 13, 19, 31, 37, 43])
def test_ray_chaudhuri_wilson_2q_plus_1(q: int) -> None:
    check_kts(_kts_2q_plus_1(q), 2 * q + 1)


@pytest.mark.parametrize("q", [7, 13, 19, 31])
def test_ray_chaudhuri_wilson_3q(q: int) -> None:
    check_kts(_kts_3q(q), 3 * q)


@pytest.mark.parametrize("u", [3, 9, 15, 21, 33])
def test_tripling(u: int) -> None:
    small = kirkman_design(u)
    assert small is not None
    check_kts(_tripled(small, u), 3 * u)


def test_brouwer_pbd_34_holds_every_pair_once() -> None:
    blocks = _pbd_34()
    assert sorted(len(b) for b in blocks) == [4] * 90 + [7]
    pairs = [pair for block in blocks for pair in combinations(sorted(block), 2)]
    assert len(pairs) == len(set(pairs)) == 34 * 33 // 2


def test_kirkman_from_a_pbd_of_4_and_7() -> None:
    check_kts(_kts_from_pbd(34, _pbd_34()), 69)


@pytest.mark.parametrize("v", sorted(design_data.ONE_ROTATIONAL))
def test_one_rotational_stored(v: int) -> None:
    check_kts(_one_rotational((v - 1) // 2, design_data.ONE_ROTATIONAL[v]), v)


@pytest.mark.parametrize("v", sorted(design_data.CYCLIC_KTS))
def test_cyclic_kts_stored(v: int) -> None:
    m, base = design_data.CYCLIC_KTS[v]
    check_kts(_developed(m, base), v)


@pytest.mark.parametrize("v", sorted(design_data.CYCLIC_NKTS))
def test_cyclic_nkts_stored(v: int) -> None:
    m, base = design_data.CYCLIC_NKTS[v]
    check_nkts(_developed(m, base), v)


@pytest.mark.parametrize("v", [72, 90, 96, 120, 150])
def test_nearly_kirkman_from_a_filled_rgdd(v: int) -> None:
    # 72 = 6^4 x 3, 90 = 6^5 x 3, 96 = 6^4 x 4, 120 = 6^4 x 5, 150 = 6^5 x 5.
    design = _filled_nkts(v)
    assert design is not None
    check_nkts(design, v)


@pytest.mark.parametrize("v", [102, 108, 144])
def test_no_filled_nearly_kirkman_without_a_fitting_rgdd(v: int) -> None:
    assert _filled_nkts(v) is None


KIRKMAN_MISSING: set[int] = set()
"""Fields of 6k+3 up to 99 without a built-in design."""
NEARLY_KIRKMAN_BUILT = list(range(18, 100, 6))


@pytest.mark.parametrize("v", [v for v in range(3, 100, 6) if v not in KIRKMAN_MISSING])
def test_a_kirkman_design_for_every_field_of_6k_plus_3(v: int) -> None:
    design = kirkman_design(v)
    assert design is not None
    check_kts(design, v)
    assert resolvable_design(v) == design


def test_the_cyclic_nearly_kirkman_designs_run_from_18_to_84() -> None:
    assert sorted(design_data.CYCLIC_NKTS) == list(range(18, 85, 6))


@pytest.mark.parametrize("v", NEARLY_KIRKMAN_BUILT)
def test_a_nearly_kirkman_design_for_every_field_of_6k(v: int) -> None:
    design = nearly_kirkman_design(v)
    assert design is not None
    check_nkts(design, v)
    assert resolvable_design(v) == design


@pytest.mark.parametrize("v", [4, 5, 6, 10, 12, 31, *KIRKMAN_MISSING])
def test_no_design_where_none_exists(v: int) -> None:
    assert kirkman_design(v) is None
    assert resolvable_design(v) is None
