"""The solver's choice of method: a hand on its own (no table joker) goes to the legal walk
when its compiled core is built, else to the dynamic program of solver_dp; either way its
counts equal the ILP oracle's, its plays are valid and legal."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules import solver_walk
from tournament.rules.layout import check_layout
from tournament.rules.melds import check_meld
from tournament.rules.options import RulesOptions
from tournament.rules.solver import best_split, solve
from tournament.rules.solver_dp import dp_play
from tournament.rules.solver_walk import core_built
from tournament.rules.tiles import parse_layout, parse_tiles

MANY_JOKERS = RulesOptions(players=8)


@contextmanager
def method(name: str) -> Iterator[None]:
    """``"dp"``: solve as without the compiled core (hands go to solver_dp); ``"walk"``:
    as built (hands go to the legal walk in the core)."""
    if name == "walk" and not core_built():
        pytest.skip("the compiled core is not built")
    kept = solver_walk.CORE
    if name == "dp":
        solver_walk.CORE = None
    try:
        yield
    finally:
        solver_walk.CORE = kept


@pytest.mark.parametrize("name", ["dp", "walk"])
def test_hands_with_jokers_match_the_ilp(name: str) -> None:
    with method(name):
        check_hands_against_the_ilp()


@settings(max_examples=12, deadline=None, database=None)
@given(seed=st.integers(0, 2**32 - 1), jokers=st.integers(1, 3), size=st.integers(14, 20))
def check_hands_against_the_ilp(seed: int, jokers: int, size: int) -> None:
    rng = random.Random(seed)
    counts, _, _, _ = random_instance(rng, size, 0, jokers, 0)
    hand = hand_tiles(counts, jokers)
    expected, _ = ilp_answer(hand, [])
    solution = best_split(hand, options=MANY_JOKERS)
    assert solution.placed == expected
    assert solution.released == 0
    assert check_layout(solution.melds, MANY_JOKERS).valid
    laid = Counter(hand) - Counter(solution.left)
    assert Counter(t for m in solution.melds for t in m) == laid
    assert sum(laid.values()) == solution.placed


@pytest.mark.parametrize("name", ["dp", "walk"])
def test_not_opened_against_a_table_joker_is_the_hand_alone(name: str) -> None:
    hand = parse_tiles("b9 b10 J r4 r5 r6 k2")
    table = parse_layout("b5 r5 y5 J | k4 k5 k6 k7")
    with method(name):
        solution = solve(hand, table, opened=False)
    assert solution.placed == ilp_answer(hand, [])[0] == 6
    assert solution.released == 0
    kept = Counter(check_meld(m).tiles for m in table)
    assert kept - Counter(solution.melds) == Counter()  # the table stays as it is


def test_the_dynamic_program_refuses_a_table_joker() -> None:
    with pytest.raises(ValueError, match="joker"):
        dp_play(parse_tiles("b9 b10"), parse_tiles("b5 r5 y5 J"))
