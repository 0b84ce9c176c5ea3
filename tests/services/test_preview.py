"""The preview of a result being typed (tournament.services.preview): the one validation's
problem codes and the points saving would give, for every game."""

from __future__ import annotations

from fractions import Fraction

from tournament.rules.variant import Variant
from tournament.services.dto import DealEntry, ResultEntry
from tournament.services.preview import NO_WINNER, GameProblemKind, ReasonKind, preview
from tournament.services.terms import ScoringRules

K = GameProblemKind
STEIN = ScoringRules(variant=Variant.STEIN)
INDIAN = ScoringRules(variant=Variant.INDIAN, deals=2)
DRACHEN = ScoringRules(variant=Variant.DRACHEN)


def test_a_complete_game_of_stein_rummy_gives_its_points() -> None:
    seen = preview(ResultEntry(tiles_left={1: 0, 2: 5, 3: 9}), (1, 2, 3), STEIN)
    assert seen.problems == ()
    assert seen.points is not None
    assert sum(seen.points.values()) == 6
    assert seen.points[1] == max(seen.points.values())
    assert dict(seen.counts) == {1: 0, 2: 5, 3: 9}


def test_a_count_still_missing_is_a_problem_and_gives_no_points() -> None:
    seen = preview(ResultEntry(tiles_left={1: 0, 2: 5}), (1, 2, 3), STEIN)
    assert [p.kind for p in seen.problems] == [K.COUNT_MISSING]
    assert seen.problems[0].player == "3"
    assert seen.points is None


def test_a_hand_typed_as_tiles_is_counted() -> None:
    entry = ResultEntry(tiles_left={1: 0, 2: 5}, hands={3: "r1 r2 b13"})
    seen = preview(entry, (1, 2, 3), STEIN)
    assert seen.counts[3] == 3
    assert seen.read == {3}
    assert seen.points is not None


def test_deals_give_running_scores_and_count_hands_typed_as_cards() -> None:
    hand = "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"
    deals = (DealEntry(1, {2: 10, 3: 20}), DealEntry(2, {1: 5}, {3: hand}))
    seen = preview(ResultEntry(deals=deals), (1, 2, 3), INDIAN)
    assert seen.problems == ()
    assert seen.deal_scores[0] == {1: 30, 2: -10, 3: -20}
    assert seen.counted == {(1, 3): 54}
    assert dict(seen.totals) == {1: 25, 2: 49, 3: -74}
    assert seen.points is not None


def test_a_deal_without_its_winner_names_nobody_and_stops_the_running_scores() -> None:
    deals = (DealEntry(1, {2: 10, 3: 20}), DealEntry(NO_WINNER, {1: 5, 3: 7}))
    seen = preview(ResultEntry(deals=deals), (1, 2, 3), INDIAN)
    assert [(p.kind, p.player) for p in seen.problems] == [(K.DEAL_WINNER_STRANGER, "")]
    assert seen.deal_scores[1] is None
    assert seen.points is None


def test_a_losing_hand_of_twelve_cards_says_why() -> None:
    deals = (DealEntry(1, {2: 10}, {3: "2S 3S 4S 7H 8H KD KC 9C 9D 5S 6D QH"}),)
    seen = preview(ResultEntry(deals=deals), (1, 2, 3), INDIAN)
    problem = next(p for p in seen.problems if p.kind is K.DEAL_HAND)
    reason = seen.reason(problem)
    assert (reason.kind, reason.count) == (ReasonKind.HAND_SIZE, 12)


def test_card_points_and_cards_give_each_players_total() -> None:
    entry = ResultEntry(card_points={1: 12, 2: -5}, laid={3: ("AS 2S 3S",)}, hands={3: "5H"})
    seen = preview(entry, (1, 2, 3), DRACHEN)
    assert seen.problems == ()
    assert set(seen.totals) == {1, 2, 3}
    assert seen.totals[1] == 12
    assert seen.points is not None
    assert all(isinstance(v, Fraction) for v in seen.points.values())


def test_a_joker_in_a_hand_without_jokers_says_why() -> None:
    entry = ResultEntry(card_points={1: 12, 2: -5}, laid={3: ("AS 2S 3S",)}, hands={3: "*"})
    seen = preview(entry, (1, 2, 3), DRACHEN)
    problem = next(p for p in seen.problems if p.kind is K.CARD_POINTS_CARDS)
    assert seen.reason(problem).kind is ReasonKind.JOKER_IN_HAND
    assert 3 not in seen.totals and seen.points is None
