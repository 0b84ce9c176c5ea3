"""Rummikub's rules engine (RULINGS §11): sets, the initial meld, turns, a game's scores."""

from __future__ import annotations

import doctest
from fractions import Fraction

import pytest

from tournament.rules import rummikub, rummikub_turn
from tournament.rules.rummikub import (
    JOKER_VALUE,
    TILE_COUNT,
    SetKind,
    check_initial_meld,
    check_set,
    check_table,
    game_scores,
    rack_value,
)
from tournament.rules.rummikub_turn import check_turn
from tournament.rules.tiles import format_tiles, parse_layout, parse_tiles


@pytest.mark.parametrize("module", [rummikub, rummikub_turn])
def test_doctests(module: object) -> None:
    failed, attempted = doctest.testmod(module)  # type: ignore[arg-type]
    assert attempted > 0
    assert failed == 0


def test_the_set_holds_106_tiles_and_a_joker_costs_30() -> None:
    assert TILE_COUNT == 106
    assert JOKER_VALUE == 30
    assert rack_value(parse_tiles("J J")) == 60
    assert rack_value(parse_tiles("r13 b1")) == 14


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("r5 b5 y5", SetKind.GROUP),
        ("k5 r5 b5 y5", SetKind.GROUP),
        ("r5 J y5", SetKind.GROUP),
        ("r1 r2 r3", SetKind.RUN),
        ("r11 r12 r13", SetKind.RUN),
        ("b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b1 b2", SetKind.RUN),
        ("r1 J r3", SetKind.RUN),
        ("J k12 k13", SetKind.RUN),
    ],
)
def test_valid_sets(text: str, kind: SetKind) -> None:
    check = check_set(parse_tiles(text))
    assert check.valid, check.reason
    assert kind in check.kinds


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("r12 r13 r1", "no wrap"),
        ("k13 k1 k2", "no wrap"),
        ("r5 r5 b5", "r5 twice"),
        ("r5 b5 y5 k5 J", "5 tiles"),
        ("J J", "at least 3"),
        ("J J J", "numbered"),
        ("r1 r2 b3", "colours differ"),
        ("r1 r2 r4", "missing"),
    ],
)
def test_invalid_sets_say_why(text: str, reason: str) -> None:
    check = check_set(parse_tiles(text))
    assert not check.valid
    assert reason in check.reason


def test_joker_readings_and_the_initial_meld_value() -> None:
    check = check_set(parse_tiles("k12 k13 J"))
    assert check.readings == ((parse_tiles("k11")[0],),)
    assert format_tiles(check.tiles) == "J k12 k13"
    assert check.value == 36
    group = check_set(parse_tiles("r7 b7 J"))
    assert {format_tiles(r) for r in group.readings} == {"y7", "k7"}
    assert group.value == 21
    both = check_set(parse_tiles("b4 J J"))
    assert SetKind.GROUP in both.kinds and SetKind.RUN in both.kinds
    assert both.value == 15  # b4 b5 b6


def test_initial_meld_needs_30_from_sets() -> None:
    assert check_initial_meld([parse_tiles("k10 k11 k12")]).valid
    assert not check_initial_meld([parse_tiles("k1 k2 k3")]).valid
    assert not check_initial_meld([]).valid
    assert "set 1" in check_initial_meld([parse_tiles("k1 k2 k9")]).reason


def test_table_supply() -> None:
    problems = check_table(parse_layout("r5 b5 y5 | r5 b5 y5 | r5 k5 J | J J k9"))
    assert any("r5 3 times" in p for p in problems)
    assert any("J 3 times" in p for p in problems)


def test_game_scores_the_winner_takes_the_others_racks() -> None:
    scores = game_scores({"p1": 0, "p2": 17, "p3": 42})
    assert scores == {"p1": 59, "p2": -17, "p3": -42}
    assert sum(scores.values()) == 0


def test_empty_pool_lowest_wins_ties_share() -> None:
    scores = game_scores({"a": 5, "b": 5, "c": 12, "d": 20})
    assert scores["c"] == -7 and scores["d"] == -15
    assert scores["a"] == scores["b"] == Fraction(11, 1)
    assert sum(scores.values()) == 0
    three = game_scores({"a": 3, "b": 3, "c": 3, "d": 4})
    assert three["a"] == Fraction(1, 3)


@pytest.mark.parametrize("bad", [-1, 1.5, True, "7"])
def test_game_scores_refuse_bad_values(bad: object) -> None:
    with pytest.raises(ValueError, match="p2"):
        game_scores({"p1": 0, "p2": bad})  # type: ignore[dict-item]


def _turn(before: str, rack: str, after: str, *, opened: bool = True) -> rummikub_turn.TurnCheck:
    return check_turn(parse_layout(before), parse_tiles(rack), parse_layout(after), opened=opened)


def test_turn_lays_from_the_rack_and_rearranges() -> None:
    check = _turn("r4 r5 r6 r7", "r8 b7 y7", "r4 r5 r6 | r7 b7 y7 | r8", opened=True)
    assert not check.valid  # r8 alone is no set
    check = _turn("r4 r5 r6 r7", "r8 b7 y7", "r4 r5 r6 | r7 b7 y7", opened=True)
    assert check.valid and format_tiles(check.laid) == "b7 y7"
    assert format_tiles(check.rack_left) == "r8"


def test_turn_table_tiles_stay_and_laid_tiles_come_from_the_rack() -> None:
    assert "stay on the table" in _turn("r4 r5 r6 r7", "", "r4 r5 r6").problems[0]
    assert "not in the rack" in _turn("", "r1 r2", "r1 r2 r3").problems[0]


def test_turn_nothing_laid_is_a_draw() -> None:
    check = _turn("r4 r5 r6", "k9", "r4 r5 r6")
    assert check.valid and check.drew


def test_turn_before_the_initial_meld() -> None:
    assert _turn("r4 r5 r6", "k10 k11 k12", "r4 r5 r6 | k10 k11 k12", opened=False).valid
    low = _turn("", "k1 k2 k3", "k1 k2 k3", opened=False)
    assert not low.valid and "worth 6" in low.problems[0]
    uses_table = _turn("r4 r5 r6", "r7 k10 k11 k12", "r4 r5 r6 r7 | k10 k11 k12", opened=False)
    assert not uses_table.valid and "stay as they are" in uses_table.problems[0]


def test_joker_retrieval() -> None:
    assert _turn("r4 J r6", "r5 b9 y9", "r4 r5 r6 | J b9 y9").valid
    no_new_set = _turn("r4 J r6 | k9 y9 r9", "r5", "r4 r5 r6 | k9 y9 r9 J")
    assert not no_new_set.valid and "retrieved" in no_new_set.problems[0]
    keeps = _turn("r4 J r6", "r7", "r4 J r6 r7")
    assert keeps.valid
