"""The one validation of a game slot's entry (tournament/scoring/results.py)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament.rules.games import SteinRummy
from tournament.rules.options import JokerRule
from tournament.scoring.model import (
    Decision,
    DecisionKind,
    GameResult,
    ScoringRules,
    SteinResult,
    Variant,
)
from tournament.scoring.results import (
    GameProblemKind,
    game_problems,
    read_hands,
    table_size_problem,
)

K = GameProblemKind
BASIC = ScoringRules()
PLUS = ScoringRules(Variant.STEIN_PLUS)
ABC = ("a", "b", "c")


def kinds(entry: GameResult | Decision, rules: ScoringRules = BASIC, **kw: JokerRule) -> list[K]:
    return [p.kind for p in game_problems(entry, ABC, rules, **kw)]


@pytest.mark.parametrize(
    ("entry", "rules", "expected"),
    [
        (SteinResult({"a": 0, "b": 3, "c": 5}), BASIC, []),
        (SteinResult({"a": 0, "b": 0, "c": 5}), BASIC, [K.SEVERAL_EMPTY]),
        (SteinResult({"a": 1, "b": 3, "c": 5}), BASIC, [K.NO_EMPTY]),
        (SteinResult({"a": 1, "b": 3, "c": 5}, ended_early=True), BASIC, []),
        # The file format has always taken an empty hand in a game ended early.
        (SteinResult({"a": 0, "b": 3, "c": 5}, ended_early=True), BASIC, []),
        (SteinResult({"a": 0, "b": 3}), BASIC, [K.COUNT_MISSING]),
        (SteinResult({"a": 0, "b": 3, "c": -1}), BASIC, [K.COUNT_NEGATIVE]),
        (SteinResult({"a": 0, "b": 3, "c": 5, "z": 1}), BASIC, [K.COUNT_STRANGER]),
        (SteinResult({"a": 0, "b": 3, "c": 5}, claims={"b": 1}), BASIC, [K.CLAIMS_NOT_IN_GAME]),
        (SteinResult({"a": 0, "b": 3, "c": 5}, claims={"b": 1}), PLUS, []),
        (SteinResult({"a": 0, "b": 3, "c": 5}, claims={"z": 1}), PLUS, [K.CLAIMS_STRANGER]),
        (SteinResult({"a": 0, "b": 3, "c": 5}, claims={"b": -1}), PLUS, [K.CLAIMS_NEGATIVE]),
        (
            SteinResult({"a": 1, "b": 3, "c": 5}, romme_first_round=True, ended_early=True),
            BASIC,
            [K.FIRST_TURN_ENDED_EARLY],
        ),
        (SteinResult({"a": 0, "b": 4, "c": 5}, hands={"b": "r1 r2"}), BASIC, [K.HAND_COUNT]),
        (SteinResult({"a": 0, "c": 5}, hands={"b": "r1 x5"}), BASIC, [K.HAND_NOTATION]),
        (SteinResult({"a": 0, "b": 1, "c": 5}, hands={"z": "r1"}), BASIC, [K.HAND_STRANGER]),
        (
            SteinResult({"a": 0, "b": 3, "c": 2}, hands={"b": "r7 r7 b1", "c": "r7 k2"}),
            BASIC,
            [K.TOO_MANY],
        ),
    ],
)
def test_each_kind_of_problem(
    entry: GameResult, rules: ScoringRules, expected: list[GameProblemKind]
) -> None:
    assert kinds(entry, rules) == expected


def test_the_joker_rule_counts_the_jokers_in_the_hands() -> None:
    result = SteinResult({"a": 0, "b": 2, "c": 2}, hands={"b": "J r1", "c": "J J"})
    assert kinds(result) == []  # one joker per player: three
    assert kinds(result, jokers=JokerRule.TWO_IN_POOL) == [K.TOO_MANY]
    [problem] = game_problems(result, ABC, BASIC, JokerRule.NONE)
    assert problem.data["held"] == 3 and problem.data["allowed"] == 0
    assert problem.players == ("b", "c")
    assert problem.message.startswith("too many tiles: 3 jokers")


def test_messages_are_those_the_tournament_file_reports() -> None:
    [two] = game_problems(SteinResult({"a": 0, "b": 0, "c": 5}), ABC, BASIC)
    assert two.message == "2 empty hands (a, b) in a game not ended early"
    assert two.players == ("a", "b")
    [hand] = game_problems(SteinResult({"a": 0, "b": 4, "c": 5}, hands={"b": "r1 r2"}), ABC, BASIC)
    assert hand.message == "'tiles_left' says 4 but the hand holds 2 tiles"
    assert hand.player == "b"
    [claims] = game_problems(SteinResult({"a": 0, "b": 3, "c": 5}, claims={"b": 1}), ABC, BASIC)
    assert claims.message == "claims in the basic variant (claims belong to stein-plus)"


def test_decisions() -> None:
    assert kinds(Decision(DecisionKind.NEUTRALISED, "slow")) == []
    assert kinds(Decision(DecisionKind.AVERAGE, " ")) == [K.DECISION_NO_REASON]
    assert kinds(Decision(DecisionKind.NEUTRALISED, "x", penalty=Fraction(-1))) == [
        K.PENALTY_NEGATIVE
    ]
    points = Decision(DecisionKind.POINTS, "x", points={"a": 1, "b": -1, "z": 2})
    assert kinds(points) == [K.POINTS_STRANGER, K.POINTS_NEGATIVE, K.POINTS_MISSING]


def test_read_hands_counts_and_writes_them_canonically() -> None:
    read = read_hands({"a": "G7 *", "b": "", "c": "x1"}, ABC, SteinRummy)
    assert read.counts() == {"a": 2, "b": 0}
    assert read.notation() == {"a": "y7 J", "b": ""}
    assert [p.kind for p in read.problems] == [K.HAND_NOTATION]


def test_table_sizes_come_from_the_game() -> None:
    assert table_size_problem(PLUS, 4) is None
    assert table_size_problem(BASIC, 5) == "a table seats 3 or 4 players, not 5"
