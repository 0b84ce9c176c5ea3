"""The referee's turn check: each rule of RULINGS §10 (and §2, §4 as a turn uses them)
with a legal and an illegal turn."""

from __future__ import annotations

import pytest
from game_helpers import melds, pool, position, tiles

from tournament.rules.game import Draw, DrawSource, check_turn
from tournament.rules.game.turns import (
    RULE_CLAIMS,
    RULE_DISCARD,
    RULE_DRAW,
    RULE_HAND,
    RULE_MANIPULATION,
    RULE_MELDS,
    RULE_OPENING,
)
from tournament.rules.tiles import Tile

T = Tile.parse
TWO = pool("k1 k2")


def test_a_quiet_turn_draws_two_and_discards_one() -> None:
    check = check_turn(position(hand="b9 r3"), TWO, (), discard=T("b9"))
    assert check.legal, check.message
    assert check.hand == tiles("r3 k1 k2")
    assert check.laid == ()


# --- §10 draw ----------------------------------------------------------------------------


def test_the_second_draw_may_be_the_top_of_the_discard_pile() -> None:
    draws = (Draw(DrawSource.POOL, T("k1")), Draw(DrawSource.DISCARD, T("y4")))
    check = check_turn(position(hand="b9", discard_top="y4"), draws, (), discard=T("b9"))
    assert check.legal, check.message
    assert check.hand == tiles("y4 k1")


@pytest.mark.parametrize(
    ("draws", "pool_left", "top", "why"),
    [
        ((Draw(DrawSource.DISCARD, T("y4")), Draw(DrawSource.POOL, T("k1"))), 50, "y4", "first"),
        ((Draw(DrawSource.POOL, T("k1")), Draw(DrawSource.DISCARD, T("y5"))), 50, "y4", "top"),
        ((Draw(DrawSource.POOL, T("k1")), Draw(DrawSource.DISCARD, T("y5"))), 50, None, "empty"),
        (pool("k1 k2 k3"), 50, None, "3 tiles"),
        (pool("k1"), 50, None, "draws two"),
        (pool("k1 k2"), 1, None, "pool of 1"),
    ],
)
def test_draws_against_the_rule_are_refused(
    draws: tuple[Draw, ...], pool_left: int, top: str | None, why: str
) -> None:
    check = check_turn(
        position(hand="b9", pool_left=pool_left, discard_top=top), draws, (), discard=T("b9")
    )
    assert check.rule == RULE_DRAW
    assert why in (check.reason or "")


def test_a_short_pool_gives_what_it_holds() -> None:
    # RULINGS §10: "With fewer than two tiles in the pool, draw what is there."
    assert check_turn(position(hand="b9 b1", pool_left=1), pool("k1"), (), discard=T("b9")).legal
    assert check_turn(position(hand="b9 b1", pool_left=0), (), (), discard=T("b9")).legal
    # engine reading: one from the pool, the second may still be the discard pile's top
    draws = (Draw(DrawSource.POOL, T("k1")), Draw(DrawSource.DISCARD, T("y4")))
    assert check_turn(
        position(hand="b9", pool_left=1, discard_top="y4"), draws, (), discard=T("b9")
    ).legal


# --- §10 opening -------------------------------------------------------------------------


def test_opening_lays_a_meld_of_own_tiles() -> None:
    before = position("b1 b2 b3", "r5 r6 r7 y9", opened=False)
    after = melds("b1 b2 b3 | r5 r6 r7")
    check = check_turn(before, TWO, after, discard=T("y9"))
    assert check.legal, check.message
    assert check.opened
    assert check.laid == tiles("r5 r6 r7")


def test_opening_may_not_add_to_the_table() -> None:
    before = position("b1 b2 b3", "r5 r6 r7 b4 y9", opened=False)
    check = check_turn(before, TWO, melds("b1 b2 b3 b4 | r5 r6 r7"), discard=T("y9"))
    assert check.rule == RULE_OPENING
    assert "b1 b2 b3" in (check.reason or "")


def test_before_opening_nothing_is_taken_from_the_table() -> None:
    before = position("r5 r6 r7 r8", "J y9", opened=False)
    check = check_turn(before, TWO, melds("r5 J r7 r8"), taken=tiles("r6"), discard=T("y9"))
    assert check.rule == RULE_OPENING


def test_not_laying_does_not_open() -> None:
    check = check_turn(position(hand="b9", opened=False), TWO, (), discard=T("b9"))
    assert check.legal and not check.opened


# --- §10 manipulation --------------------------------------------------------------------


def test_table_tiles_may_be_rearranged_with_hand_tiles() -> None:
    before = position("r1 r2 r3 r4 r5 r6", "r7 b4 y4 y9")
    after = melds("r1 r2 r3 | r5 r6 r7 | r4 b4 y4")
    check = check_turn(before, TWO, after, discard=T("y9"))
    assert check.legal, check.message
    assert check.laid == tiles("b4 r7 y4")


def test_a_table_tile_may_not_go_back_to_the_hand() -> None:
    before = position("r1 r2 r3 r4", "y9")
    check = check_turn(before, TWO, melds("r1 r2 r3"), taken=(), discard=T("y9"))
    assert check.rule == RULE_MANIPULATION
    assert "r4" in (check.reason or "")


def test_a_run_joker_is_released_by_the_tile_it_stands_for() -> None:
    before = position("r5 J r7", "r6 y9")
    check = check_turn(before, TWO, melds("r5 r6 r7"), taken=tiles("J"), discard=T("y9"))
    assert check.legal, check.message
    assert T("J") in check.hand


def test_a_run_joker_is_not_released_by_another_tile() -> None:
    before = position("r5 J r7", "r8 y9")
    check = check_turn(before, TWO, melds("r5 r7 r8"), taken=tiles("J"), discard=T("y9"))
    # r5 r7 r8 is no meld; with a valid table the joker rule speaks:
    assert check.rule == RULE_MELDS
    before = position("r5 J r7 r8", "r9 y9")
    check = check_turn(before, TWO, melds("r7 r8 r9"), taken=tiles("J"), discard=T("y9"))
    assert check.rule == RULE_MANIPULATION


def test_a_group_joker_is_released_by_completing_four_colours() -> None:
    before = position("b5 r5 y5 J", "k5 y9")
    check = check_turn(before, TWO, melds("b5 r5 y5 k5"), taken=tiles("J"), discard=T("y9"))
    assert check.legal, check.message


def test_a_group_of_three_releases_its_joker_only_with_both_missing_colours() -> None:
    before = position("b5 r5 J", "y5 k5 y9")
    legal = check_turn(before, TWO, melds("b5 r5 y5 k5"), taken=tiles("J"), discard=T("y9"))
    assert legal.legal, legal.message
    before = position("b5 r5 J | r6 r7 r8", "y5 y9")
    check = check_turn(before, TWO, melds("b5 r5 y5 | r6 r7 r8"), taken=tiles("J"), discard=T("y9"))
    assert check.rule == RULE_MANIPULATION
    assert "released only by" in (check.reason or "")


def test_an_unreleased_joker_keeps_its_place_in_a_rearranged_run() -> None:
    before = position("r3 r4 r5 r6 J r8", "y9")
    kept = check_turn(before, TWO, melds("r3 r4 r5 | r6 J r8"), discard=T("y9"))
    assert kept.legal, kept.message
    # the joker stood for r7; made r2 it would have changed its role
    moved = check_turn(before, TWO, melds("J r3 r4 | r5 r6 | r8"), discard=T("y9"))
    assert not moved.legal
    moved = check_turn(position("r3 r4 J | b9 b10 b11", "y9"), TWO, melds("r3 r4 | b9 b10 b11 J"))
    assert not moved.legal


def test_an_unreleased_joker_may_not_move_from_run_to_group() -> None:
    before = position("r5 r6 J | b8 y8 k8", "y9")
    check = check_turn(before, TWO, melds("r5 r6 | b8 y8 k8 J"), discard=T("y9"))
    assert not check.legal  # r5 r6 is no meld either
    before = position("r5 r6 r7 J | b8 y8 k8", "y9")
    check = check_turn(before, TWO, melds("r5 r6 r7 | b8 y8 k8 J"), discard=T("y9"))
    assert check.rule == RULE_MANIPULATION
    assert "keeps what it stands for" in (check.reason or "")


def test_one_table_tile_comes_back_for_the_own_joker() -> None:
    before = position("r5 r6 r7 r8", "J y9")
    check = check_turn(before, TWO, melds("r5 J r7 r8"), taken=tiles("r6"), discard=T("y9"))
    assert check.legal, check.message
    assert T("r6") in check.hand and T("J") not in check.hand


def test_only_one_table_tile_comes_back_and_only_for_a_joker() -> None:
    before = position("r4 r5 r6 r7 r8 r9", "J y9")
    two = check_turn(before, TWO, melds("r4 r5 J r7 r8"), taken=tiles("r6 r9"), discard=T("y9"))
    assert two.rule == RULE_MANIPULATION
    assert "only one" in (two.reason or "")
    before = position("r5 r6 r7 r8", "y9 b1")
    plain = check_turn(before, TWO, melds("r6 r7 r8"), taken=tiles("r5"), discard=T("y9"))
    assert plain.rule == RULE_MANIPULATION
    assert "without putting the own joker" in (plain.reason or "")


def test_the_own_joker_must_stand_in_the_taken_tiles_place() -> None:
    before = position("r5 r6 r7 r8 | b1 b2 b3", "J y9")
    check = check_turn(
        before, TWO, melds("r6 r7 r8 | b1 b2 b3 J"), taken=tiles("r5"), discard=T("y9")
    )
    assert check.rule == RULE_MANIPULATION
    assert "r5 taken" in (check.reason or "")


def test_a_taken_tile_must_have_been_on_the_table() -> None:
    check = check_turn(position("r5 r6 r7", "J y9"), TWO, melds("r5 r6 r7"), taken=tiles("b1"))
    assert check.rule == RULE_MANIPULATION


def test_laid_tiles_come_from_the_hand() -> None:
    check = check_turn(position("", "y9"), TWO, melds("b1 b2 b3"), discard=T("y9"))
    assert check.rule == RULE_HAND


# --- §2 melds ----------------------------------------------------------------------------


def test_every_meld_after_the_turn_is_valid() -> None:
    before = position("r1 r2 r3", "r5 y9")
    check = check_turn(before, TWO, melds("r1 r2 r3 r5"), discard=T("y9"))
    assert check.rule == RULE_MELDS
    assert "gap" in (check.reason or "")
    assert check_turn(before, TWO, melds("r1 r2 r3"), discard=T("y9")).legal


# --- §4 claims ---------------------------------------------------------------------------


def test_a_claim_is_laid_as_a_group_of_four_in_plus() -> None:
    before = position("", "b7 r7 y7 k7 y9", plus=True)
    check = check_turn(before, TWO, melds("@0 b7 r7 y7 k7"), discard=T("y9"))
    assert check.legal, check.message


def test_claims_are_refused_in_the_basic_game_and_must_be_claims() -> None:
    basic = check_turn(position("", "b7 r7 y7 k7 y9"), TWO, melds("@0 b7 r7 y7 k7"))
    assert basic.rule == RULE_CLAIMS
    three = check_turn(
        position("", "b7 r7 y7 y9", plus=True), TWO, melds("@0 b7 r7 y7"), discard=T("y9")
    )
    assert three.rule == RULE_CLAIMS
    jokers = check_turn(
        position("", "b7 r7 J J y9", plus=True), TWO, melds("@0 b7 r7 J J"), discard=T("y9")
    )
    assert jokers.rule == RULE_CLAIMS
    for_other = check_turn(
        position("", "b7 r7 y7 k7 y9", plus=True), TWO, melds("@1 b7 r7 y7 k7"), discard=T("y9")
    )
    assert for_other.rule == RULE_CLAIMS


def test_others_may_not_move_a_claims_tiles() -> None:
    before = position("@1 b7 r7 y7 k7 | b8 b9 b10", "y9", plus=True)
    check = check_turn(before, TWO, melds("@1 b7 r7 y7 k7 | b8 b9 b10"), discard=T("y9"))
    assert check.legal, check.message
    moved = check_turn(before, TWO, melds("r7 y7 k7 | b7 b8 b9 b10"), discard=T("y9"))
    assert moved.rule == RULE_CLAIMS
    before = position("@1 b7 r7 y7 k7", "J y9", plus=True)
    swapped = check_turn(before, TWO, melds("@1 b7 r7 y7 J"), taken=tiles("k7"), discard=T("y9"))
    assert swapped.rule == RULE_CLAIMS


def test_the_owner_may_dissolve_a_claim() -> None:
    before = position("@0 b7 r7 y7 k7 | b8 b9 b10", "y9", plus=True)
    check = check_turn(before, TWO, melds("r7 y7 k7 | b7 b8 b9 b10"), discard=T("y9"))
    assert check.legal, check.message


def test_the_owner_may_swap_a_claim_tile_for_the_joker() -> None:
    before = position("@0 b7 r7 y7 k7", "J y9", plus=True)
    check = check_turn(before, TWO, melds("@0 b7 r7 y7 J"), taken=tiles("k7"), discard=T("y9"))
    assert check.legal, check.message
    assert T("k7") in check.hand


# --- §10 discard -------------------------------------------------------------------------


def test_the_turn_ends_with_one_discard_from_the_hand() -> None:
    missing = check_turn(position(hand="b9"), TWO, ())
    assert missing.rule == RULE_DISCARD
    stranger = check_turn(position(hand="b9"), TWO, (), discard=T("r1"))
    assert stranger.rule == RULE_DISCARD
    assert "r1 is not in the hand" in (stranger.reason or "")


def test_a_player_goes_out_by_laying_or_by_the_discard() -> None:
    laying = check_turn(position("", "b1 b2"), pool("b3 b4"), melds("b1 b2 b3 b4"))
    assert laying.legal and laying.hand == ()
    by_discard = check_turn(
        position("", "b1 b2 y9"), pool("b3 b4"), melds("b1 b2 b3 b4"), discard=T("y9")
    )
    assert by_discard.legal and by_discard.hand == ()


def test_a_released_joker_may_stay_on_the_table_in_any_role() -> None:
    before = position("r5 J r7 | b1 b2 b3", "r6 y9")
    check = check_turn(before, TWO, melds("r5 r6 r7 | b1 b2 b3 J"), discard=T("y9"))
    assert check.legal, check.message
    unreleased = position("r5 J r7 | b1 b2 b3", "r8 y9")
    check = check_turn(unreleased, TWO, melds("r5 J r7 r8 | b1 b2 b3"), discard=T("y9"))
    assert check.legal, check.message  # the joker stays r6 in the longer run


def test_an_open_run_joker_keeps_either_meaning_whatever_the_order_written() -> None:
    # RULINGS §2: "r5 r6 J" leaves open r4 or r7; either tile releases it
    for written in ("r5 r6 J", "J r5 r6"):
        before = position(written, "r4 r7 r8 y9")
        for tile, meld in (("r4", "r4 r5 r6"), ("r7", "r5 r6 r7")):
            check = check_turn(before, TWO, melds(meld), taken=tiles("J"), discard=T("y9"))
            assert check.legal, (written, tile, check.message)
    moved = position("r5 r6 r7 J | b1 b2 b3", "y9")
    check = check_turn(moved, TWO, melds("r5 r6 r7 | b1 b2 b3 J"), discard=T("y9"))
    assert check.rule == RULE_MANIPULATION  # r4 or r8, not b4 or b13


def test_the_issue_cases_pass_as_the_solver_shows_them() -> None:
    # J k11 k12 k13 as k10: k9 goes before it; as k10 it is released by k10
    before = position("J k11 k12 k13", "k9 y9")
    check = check_turn(before, TWO, melds("k9 J k11 k12 k13"), discard=T("y9"))
    assert check.legal, check.message
    before = position("J k11 k12 k13", "k10 b8 b9 y9")
    check = check_turn(before, TWO, melds("b8 b9 J | k10 k11 k12 k13"), discard=T("y9"))
    assert check.legal, check.message
    # b4 J J as a run
    before = position("b4 J J", "b5 b6 y9")
    check = check_turn(before, TWO, melds("b4 b5 b6 J J"), discard=T("y9"))
    assert check.legal, check.message
    # a group of 4 with two jokers completed: both jokers released
    before = position("b11 y11 J J", "r11 k11 b8 b9 y9")
    check = check_turn(before, TWO, melds("b8 b9 J J | b11 r11 y11 k11"), discard=T("y9"))
    assert check.legal, check.message


def test_a_group_of_three_joker_fills_only_a_colour_its_group_is_missing() -> None:
    before = position("b7 J k7", "r7 y7 b5 b6 y9")
    wrong = check_turn(before, TWO, melds("b5 b6 b7 | r7 y7 k7 J"), discard=T("y9"))
    assert wrong.rule == RULE_MANIPULATION  # the joker would stand for b7
    right = check_turn(before, TWO, melds("b7 r7 y7 k7 | b5 b6 J"), discard=T("y9"))
    assert right.legal, right.message
    kept = check_turn(before, TWO, melds("b7 y7 k7 J | b5 b6 r7"), discard=T("y9"))
    assert kept.rule == RULE_MELDS  # b5 b6 r7 is no meld; the group itself keeps J as r7


def test_a_released_group_joker_needs_its_group_complete_with_four_real_colours() -> None:
    # y5 and k5 come onto the table, but the group does not end with four real colours
    before = position("b5 r5 J | y6 y7 y8 | k2 k3 k4", "y5 k5 y9")
    check = check_turn(before, TWO, melds("b5 r5 J | y5 y6 y7 y8 | k2 k3 k4 k5"), discard=T("y9"))
    assert check.legal, check.message  # the joker stays in its group
    check = check_turn(
        before,
        TWO,
        melds("b5 r5 y5 | y6 y7 y8 | k2 k3 k4 k5 J"),
        discard=T("y9"),
    )
    assert check.rule == RULE_MANIPULATION


def test_an_opened_owner_forms_a_claim_on_the_table() -> None:
    before = position("b7 r7 y7 | k5 k6 k7 k8", "y9", plus=True)
    check = check_turn(before, TWO, melds("@0 b7 r7 y7 k7 | k5 k6 k8"), discard=T("y9"))
    assert check.rule == RULE_MELDS  # k5 k6 k8 is no meld
    before = position("b7 r7 y7 | k4 k5 k6 k7", "y9", plus=True)
    check = check_turn(before, TWO, melds("@0 b7 r7 y7 k7 | k4 k5 k6"), discard=T("y9"))
    assert check.legal, check.message
    not_opened = position("b7 r7 y7 | k4 k5 k6 k7", "y9", plus=True, opened=False)
    check = check_turn(not_opened, TWO, melds("@0 b7 r7 y7 k7 | k4 k5 k6"), discard=T("y9"))
    assert check.rule == RULE_OPENING
