"""The check of a finished game as a scorer submits it."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.rules.options import JokerRule, RulesOptions
from tournament.rules.submitted import check_finished_game
from tournament.rules.tiles import ALL_NUMBERED, JOKER, Tile, parse_layout, parse_tiles

T = parse_tiles


def test_a_normal_finished_game() -> None:
    result = check_finished_game({"Anna": [], "Ben": T("r5 J r9"), "Cleo": T("b1")})
    assert result.valid
    assert result.problems == ()
    assert result.tiles_left == {"Anna": 0, "Ben": 3, "Cleo": 1}
    assert result.winner == "Anna"
    assert result.claims == {"Anna": 0, "Ben": 0, "Cleo": 0}


def test_claims_are_counted_per_player() -> None:
    result = check_finished_game(
        {"Anna": T("r1"), "Ben": [], "Cleo": T("k2 k3"), "Dora": T("y4")},
        claims={"Anna": [T("b7 r7 y7 k7"), T("b8 r8 y8 J")], "Dora": [T("b9 r9 y9 k9")]},
    )
    assert result.valid
    assert result.claims == {"Anna": 2, "Ben": 0, "Cleo": 0, "Dora": 1}
    assert result.tiles_left == {"Anna": 1, "Ben": 0, "Cleo": 2, "Dora": 1}


def test_an_invalid_claim_names_player_and_claim() -> None:
    result = check_finished_game(
        {"Anna": T("r1"), "Ben": [], "Cleo": T("k2")},
        claims={"Cleo": [T("b7 r7 y7 k7"), T("b8 r8 J J")]},
    )
    (problem,) = result.problems
    assert (problem.player, problem.claim) == ("Cleo", 2)
    assert str(problem) == ("Cleo's claim 2 (b8 r8 J J): a claim holds at most one joker, got 2")
    assert result.claims["Cleo"] == 1


def test_supply_across_hands_claims_and_table() -> None:
    result = check_finished_game(
        {"Anna": T("r7"), "Ben": [], "Cleo": T("r7 k2")},
        claims={"Anna": [T("b7 r7 y7 k7")]},
        table=parse_layout("r5 r6 r7 r8"),
    )
    (problem,) = result.problems
    assert problem.supply is not None and problem.supply.tile == Tile.parse("r7")
    assert str(problem) == (
        "r7 4 times (Anna's hand, Cleo's hand, Anna's claim 1, table meld 1), the game has 2"
    )


def test_invalid_table_meld_is_named() -> None:
    result = check_finished_game(
        {"Anna": T("r1"), "Ben": [], "Cleo": T("k2")}, table=parse_layout("b1 b2 b3 | k13 k13 J")
    )
    (problem,) = result.problems
    assert problem.meld == 2
    assert str(problem) == "table meld 2 (k13 k13 J): colour twice in a group: k13 twice"


def test_jokers_follow_the_number_of_players() -> None:
    three = {"Anna": T("J"), "Ben": [], "Cleo": T("J J")}
    assert check_finished_game(three).valid
    four = {**three, "Dora": T("J")}
    assert check_finished_game(four).valid
    result = check_finished_game({**four, "Dora": T("J J")})
    assert [str(p) for p in result.problems] == [
        "5 jokers (Anna's hand, Cleo's hand, Dora's hand), the game has 4 (one joker per player)"
    ]
    assert not check_finished_game(three, options=RulesOptions(JokerRule.TWO_IN_POOL)).valid
    assert not check_finished_game(
        {"Anna": T("J"), "Ben": [], "Cleo": T("b1")}, options=RulesOptions(JokerRule.NONE)
    ).valid


def test_exactly_one_empty_hand() -> None:
    none_out = check_finished_game({"Anna": T("r1"), "Ben": T("r2"), "Cleo": T("r3")})
    assert [str(p) for p in none_out.problems] == [
        "no player has an empty hand: a finished game has exactly one, unless it was ended early"
    ]
    assert none_out.winner is None
    assert none_out.tiles_left == {"Anna": 1, "Ben": 1, "Cleo": 1}
    two_out = check_finished_game({"Anna": [], "Ben": [], "Cleo": T("r3")})
    assert [str(p) for p in two_out.problems] == [
        "Anna and Ben both have an empty hand: only one player can go out"
    ]
    assert two_out.winner is None


def test_ended_early() -> None:
    result = check_finished_game(
        {"Anna": T("r1"), "Ben": T("r2 r3"), "Cleo": T("r3")}, ended_early=True
    )
    assert result.valid and result.ended_early and result.winner is None
    with_empty = check_finished_game(
        {"Anna": [], "Ben": T("r2"), "Cleo": T("r3")}, ended_early=True
    )
    assert [str(p) for p in with_empty.problems] == [
        "Anna has an empty hand, but a game ended early has none"
    ]
    assert with_empty.winner is None


def test_players_and_names() -> None:
    assert "at least 2 players" in str(check_finished_game({"Anna": []}).problems[0])
    result = check_finished_game({"Anna": [], "": T("r1")})
    assert [str(p) for p in result.problems] == ["a player has no name"]
    stranger = check_finished_game({"Anna": [], "Ben": T("r1")}, claims={"Zoe": [T("b7 r7 y7 k7")]})
    assert [p.player for p in stranger.problems] == ["Zoe"]
    assert "Zoe" not in stranger.claims


@pytest.mark.parametrize(
    "hand_text", ["", "J", "r1 r1", "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 J"]
)
def test_tiles_left_counts_jokers_as_one(hand_text: str) -> None:
    result = check_finished_game({"Anna": T(hand_text), "Ben": T("r2"), "Cleo": []})
    assert result.tiles_left["Anna"] == len(hand_text.split())


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.lists(st.sampled_from([*ALL_NUMBERED[:6], JOKER]), max_size=5), min_size=2, max_size=4
    ),
    st.booleans(),
)
def test_agrees_with_a_brute_force_count(hands_list: list[list[Tile]], early: bool) -> None:
    hands = {f"P{i}": h for i, h in enumerate(hands_list)}
    result = check_finished_game(hands, ended_early=early)
    counts = Counter(t for h in hands_list for t in h)
    jokers = len(hands_list)
    supply_ok = all(c <= (jokers if t.is_joker else 2) for t, c in counts.items())
    empty = sum(1 for h in hands_list if not h)
    out_ok = empty == 0 if early else empty == 1
    assert result.valid == (supply_ok and out_ok)
    assert result.tiles_left == {n: len(h) for n, h in hands.items()}
