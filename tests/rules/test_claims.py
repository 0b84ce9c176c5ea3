"""Claims of Stein-Rummy Plus (RULINGS §4)."""

from __future__ import annotations

import pytest

from tournament.rules.claims import ClaimProblem, check_claim
from tournament.rules.melds import MeldProblem
from tournament.rules.tiles import format_tiles, parse_tiles


@pytest.mark.parametrize("text", ["b7 r7 y7 k7", "k7 y7 r7 b7", "J r7 y7 k7", "b13 J y13 k13"])
def test_valid_claims(text: str) -> None:
    result = check_claim(parse_tiles(text))
    assert result.valid
    assert result.problem is None and result.reason is None
    assert len(result.tiles) == 4


def test_claim_is_given_in_canonical_order() -> None:
    assert format_tiles(check_claim(parse_tiles("k7 J b7 y7")).tiles) == "b7 y7 k7 J"


@pytest.mark.parametrize(
    ("text", "problem", "reason"),
    [
        ("b7 r7 y7", ClaimProblem.NOT_FOUR_TILES, "a claim is exactly 4 tiles, got 3"),
        ("b7 r7 y7 k7 J", ClaimProblem.NOT_FOUR_TILES, "a claim is exactly 4 tiles, got 5"),
        ("b7 r7 J J", ClaimProblem.TOO_MANY_JOKERS, "a claim holds at most one joker, got 2"),
        ("r7 J J J", ClaimProblem.TOO_MANY_JOKERS, "a claim holds at most one joker, got 3"),
        ("r7 r8 r9 r10", ClaimProblem.NOT_A_GROUP, None),
        ("r7 r8 J r10", ClaimProblem.NOT_A_GROUP, None),
        ("b7 b7 y7 k7", ClaimProblem.NOT_A_GROUP, None),
        ("b7 r7 y7 k8", ClaimProblem.NOT_A_GROUP, None),
    ],
)
def test_invalid_claims(text: str, problem: ClaimProblem, reason: str | None) -> None:
    result = check_claim(parse_tiles(text))
    assert not result.valid
    assert result.problem is problem
    assert result.reason is not None
    if reason is not None:
        assert result.reason == reason
    assert problem.german


def test_claim_with_a_colour_twice_says_so() -> None:
    result = check_claim(parse_tiles("k13 k13 r13 b13"))
    assert result.meld.problem is MeldProblem.COLOUR_TWICE
    assert result.reason is not None and "k13 twice" in result.reason
