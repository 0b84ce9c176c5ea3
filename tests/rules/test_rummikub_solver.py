"""Rummikub's best play (RULINGS §11) held to an integer programme in HiGHS, and to the rules:
every play it gives is a legal turn."""

from __future__ import annotations

import doctest
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.rummikub_ilp import ilp_best
from tests.rules.rummikub_positions import bag, random_position
from tournament.rules import rummikub_solver
from tournament.rules.errors import IllegalError
from tournament.rules.rummikub import check_table, rack_value
from tournament.rules.rummikub_solver import best_play
from tournament.rules.rummikub_turn import check_turn
from tournament.rules.tiles import Tile, format_tiles, parse_layout, parse_tiles


def test_doctests() -> None:
    failed, attempted = doctest.testmod(rummikub_solver)
    assert attempted > 0 and failed == 0


def _legal(table: list[list[Tile]], rack: list[Tile], *, opened: bool) -> rummikub_solver.Play:
    play = best_play(table, rack, opened=opened)
    assert check_table(play.table) == []
    assert play.left_value == rack_value(play.left)
    assert sorted([*play.placed, *play.left]) == sorted(rack)
    turn = check_turn(table, rack, [list(s) for s in play.table], opened=opened)
    assert turn.valid, (format_tiles(rack), turn.problems)
    return play


def test_least_value_left_then_fewest_tiles() -> None:
    play = _legal(parse_layout("r4 r5 r6"), parse_tiles("r7 r8 b13 y1 y2 y3"), opened=True)
    assert format_tiles(play.left) == "b13"
    play = _legal([], parse_tiles("k10 k11 J b12 y12"), opened=False)
    assert format_tiles(play.left) == "k10 k11"  # 21 left beats b12 y12's 24


def test_before_the_initial_meld_only_30_from_the_rack() -> None:
    table = parse_layout("r4 r5 r6")
    low = _legal(table, parse_tiles("r7 b1 b2 b3 y9"), opened=False)
    assert low.placed == () and low.left_value == 1 + 2 + 3 + 7 + 9
    assert low.table == ((*parse_tiles("r4 r5 r6"),),)
    high = _legal(table, parse_tiles("r7 b9 b10 b11 y9"), opened=False)
    assert format_tiles(high.placed) == "b9 b10 b11" and high.initial_value == 30
    assert format_tiles(high.left) == "r7 y9"  # r7 may not go to the table yet


def test_no_wrap() -> None:
    play = _legal([], parse_tiles("k12 k13 k1 k12 k13 k11"), opened=True)
    assert format_tiles(play.left) == "k1 k12 k13"  # only k11 k12 k13 lay


def test_table_jokers_keep_their_meaning() -> None:
    # r5 cannot free the joker of r4 J r6: no two rack tiles to lay it with
    play = _legal(parse_layout("r4 J r6"), parse_tiles("r5"), opened=True)
    assert play.placed == ()
    play = _legal(parse_layout("r4 J r6"), parse_tiles("r3 r7"), opened=True)
    assert play.left_value == 0


def test_bad_positions_raise() -> None:
    with pytest.raises(IllegalError, match="set 1"):
        best_play(parse_layout("r1 r2"), [], opened=True)
    with pytest.raises(IllegalError, match="3 times"):
        best_play(parse_layout("r1 r2 r3"), parse_tiles("r1 r1"), opened=True)


@pytest.mark.parametrize("seed", range(30))
def test_the_ilp_agrees(seed: int) -> None:
    rng = random.Random(seed)
    table, rack = random_position(rng, rng.randint(0, 6), rng.randint(5, 16))
    opened = seed % 3 != 0
    play = _legal(table, rack, opened=opened)
    assert (play.left_value, len(play.left)) == ilp_best(table, rack, opened=opened)


@settings(max_examples=40, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 7), st.integers(1, 30), st.booleans())
def test_every_best_play_is_a_legal_turn_and_optimal(
    rng: random.Random, sets: int, rack_size: int, opened: bool
) -> None:
    table, rack = random_position(rng, sets, rack_size)
    play = _legal(table, rack, opened=opened)
    assert (play.left_value, len(play.left)) == ilp_best(table, rack, opened=opened)


def test_the_bag() -> None:
    assert len(bag()) == 106
