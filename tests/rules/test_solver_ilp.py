"""The ILP behind the solver's work budget: the fallback gives the exact walk's answer as a
valid play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import random_instance
from test_solver import assert_consistent

from tournament.rules import solver_ilp
from tournament.rules.errors import IllegalError
from tournament.rules.options import RulesOptions
from tournament.rules.solver import max_placed, solve
from tournament.rules.tiles import ALL_NUMBERED, JOKER, Tile, parse_layout, parse_tiles


def counts_of(table: list[list[Tile]]) -> list[int]:
    counts = [0] * 52
    for meld in table:
        for t in meld:
            if not t.is_joker:
                counts[t.index] += 1
    return counts


@pytest.fixture
def ilp_calls(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Joker counts the ILP was asked for, so a test knows the fallback ran."""
    calls: list[int] = []
    real = solver_ilp.ilp_model

    def spy(jokers: int) -> solver_ilp.IlpModel:
        calls.append(jokers)
        return real(jokers)

    monkeypatch.setattr(solver_ilp, "ilp_model", spy)
    return calls


def test_the_model_is_built_once_per_joker_count() -> None:
    assert solver_ilp.ilp_model(2) is solver_ilp.ilp_model(2)
    assert solver_ilp.ilp_model(2) is not solver_ilp.ilp_model(1)


def test_a_tiny_budget_hands_over_to_the_ilp(ilp_calls: list[int]) -> None:
    table = parse_layout("r4 r5 r6 | b7 y7 r7")
    hand = parse_tiles("r2 r3 k7 b9 J")
    exact = solve(hand, table, budget=None)
    assert ilp_calls == []
    fallback = solve(hand, table, budget=3)
    assert ilp_calls == [1]
    # r2 r3 extend the run, k7 takes the place of b7 in the group, b7 J b9 is a run
    assert fallback.placed == exact.placed == 5
    assert fallback.left == ()
    assert_consistent(fallback, hand, table, RulesOptions())


def test_the_default_budget_keeps_easy_hands_in_the_walk(ilp_calls: list[int]) -> None:
    hand = parse_tiles("r12 r13 r1 r2 b13 y13 k13 J b4 b5")
    assert solve(hand).placed == 10
    assert ilp_calls == []


def test_fallback_before_laying_out_keeps_the_table(ilp_calls: list[int]) -> None:
    table = parse_layout("r4 r5 r6")
    hand = parse_tiles("r7 b1 b2 b3")
    solution = solve(hand, table, opened=False, budget=0)
    assert ilp_calls == [0]
    assert solution.placed == 3
    assert [str(t) for t in solution.left] == ["r7"]
    assert ("r4", "r5", "r6") in [tuple(str(t) for t in m) for m in solution.melds]


def test_fallback_refuses_a_table_that_cannot_be_placed() -> None:
    table = [0] * 52
    table[0] = 1  # a lone tile is no layout
    with pytest.raises(IllegalError, match="cannot all be placed"):
        max_placed([0] * 52, 0, table, 0, budget=0)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    budget=st.sampled_from([0, 1, 50, 500]),
    shape=st.sampled_from(
        [(14, 0, 1, 0), (15, 0, 2, 0), (10, 12, 0, 1), (8, 20, 1, 1), (14, 30, 0, 0), (6, 12, 1, 2)]
    ),
)
def test_fallback_agrees_with_the_exact_walk(
    seed: int, budget: int, shape: tuple[int, int, int, int]
) -> None:
    hand_size, table_size, hand_jokers, table_jokers = shape
    hand_counts, _, table, _ = random_instance(
        random.Random(seed), hand_size, table_size, hand_jokers, table_jokers
    )
    hand = [ALL_NUMBERED[i] for i, n in enumerate(hand_counts) for _ in range(n)]
    hand += [JOKER] * hand_jokers
    exact = solve(hand, table, budget=None)
    limited = solve(hand, table, budget=budget)
    assert limited.placed == exact.placed
    assert_consistent(limited, hand, table, RulesOptions())
    assert_consistent(exact, hand, table, RulesOptions())
    counts = counts_of(table)
    assert max_placed(hand_counts, hand_jokers, counts, table_jokers, budget=0) == exact.placed
