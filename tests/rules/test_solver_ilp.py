"""The ILP oracle (:mod:`tournament.rules.solver_ilp`): built once per joker count, legal
plays, the same answers as the exhaustive search on small positions."""

from __future__ import annotations

import random

import pytest
from exhaustive import best_left, play_is_legal
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules import solver_ilp
from tournament.rules.layout import check_layout
from tournament.rules.options import RulesOptions
from tournament.rules.tiles import parse_layout, parse_tiles


def test_the_model_is_built_once_per_joker_count() -> None:
    assert solver_ilp.ilp_model(2) is solver_ilp.ilp_model(2)
    assert solver_ilp.ilp_model(2) is not solver_ilp.ilp_model(1)


def test_the_issue_examples() -> None:
    assert ilp_answer(parse_tiles("b9 b10"), parse_layout("b5 r5 y5 J"))[0] == 0
    placed, melds = ilp_answer(parse_tiles("y5 r8 r9"), parse_layout("b5 r5 J"))
    assert placed == 1
    assert play_is_legal(parse_layout("b5 r5 J"), melds)


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    shape=st.sampled_from([(3, 6, 0, 1), (3, 7, 1, 1), (4, 6, 0, 2), (3, 3, 1, 1)]),
)
def test_the_ilp_matches_an_exhaustive_search(seed: int, shape: tuple[int, int, int, int]) -> None:
    hand_counts, hand_jokers, table, _ = random_instance(random.Random(seed), *shape)
    hand = hand_tiles(hand_counts, hand_jokers)
    placed, melds = ilp_answer(hand, table)
    assert len(hand) - placed == best_left(hand, table)
    assert check_layout(melds, RulesOptions(players=8)).valid
    assert play_is_legal(table, melds)
