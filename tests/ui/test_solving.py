"""The solver bridge's input check: the rules count the supply, jokers are the solver's."""

from __future__ import annotations

from tournament.rules.tiles import parse_tiles
from tournament.ui.checker.solving import input_problem


def test_a_third_copy_across_hand_and_table_is_named() -> None:
    problem = input_problem(
        parse_tiles("r5 k9"), [parse_tiles("r5 b5 y5"), parse_tiles("r4 r5 r6")]
    )
    assert "two of each" in problem and "r5" in problem and "k9" not in problem


def test_two_copies_and_any_jokers_pass() -> None:
    hand = parse_tiles("r5 J J")
    table = [parse_tiles("r5 b5 y5 J"), parse_tiles("J k1 k2")]
    assert input_problem(hand, table) == ""
