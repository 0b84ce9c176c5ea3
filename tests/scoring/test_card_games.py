"""Indian Rummy and Drachenrummy in tournaments: the one validation of a round's result
(scoring/results.py) and its match points (scoring/points.py, rules/games/indian_table.py,
rules/games/drachen_table.py), worked by hand from RULINGS §8 and §9."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.rules.games import indian_table as indian
from tournament.scoring.model import (
    TO_500,
    Deal,
    Decision,
    DecisionKind,
    DrachenResult,
    GameResult,
    IndianResult,
    Player,
    Round,
    ScoringRules,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.points import game_maximum, game_total, score_game
from tournament.scoring.results import GameProblemKind, game_problems, table_size_problem
from tournament.scoring.score_book import compute_standings

K = GameProblemKind
F = Fraction
INDIAN = ScoringRules(Variant.INDIAN)
DRACHEN = ScoringRules(Variant.DRACHEN)
ABC = ("a", "b", "c")

# Three losing hands worked by hand, one for each deadwood tier of RULINGS §8.
NO_PURE = "AS AH AD KS KH KD 2C 4C 6C 8C 10D QC *"
"""No pure sequence: every card counts, 3x10 + 3x10 + 2+4+6+8 + 10 + 10 + 0 = 100."""
PURE_ONLY = "2S 3S 4S KH KD KC 9C 9D 7H 5D QC JH 6C"
"""The pure 2S 3S 4S and no second sequence: the rest counts (the set of kings too),
10+10+10 + 9+9 + 7 + 5 + 10 + 10 + 6 = 86."""
MELDS = "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"
"""2S-5S pure and 7H 8H * impure: outside them KD KC 9C 9D 6D QH = 10+10+9+9+6+10 = 54."""


def kinds(entry: GameResult | Decision, rules: ScoringRules, players=ABC) -> list[K]:
    return [p.kind for p in game_problems(entry, players, rules)]


def shaped(rules: ScoringRules, **given: object) -> GameResult:
    """A result given with ``given``'s keys (of any game's shape) for the rules' game."""
    return rules.game.result(given)


def deals(*items: Deal, ended_early: bool = False, **given: object) -> GameResult:
    return INDIAN.game.result({"deals": items, **given}, ended_early=ended_early)


# -- Indian Rummy: validation -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "deadwood"), [(NO_PURE, 100), (PURE_ONLY, 86), (MELDS, 54)], ids=str
)
def test_a_losing_hand_counts_its_least_deadwood_in_each_tier(hand: str, deadwood: int) -> None:
    for size in (3, 4):
        assert indian.hand_deadwood(hand, size) == deadwood
    result = deals(
        Deal("a", {"c": 5}, {"b": hand}), Deal("b", {"a": 1, "c": 2}), Deal("c", {"a": 3, "b": 4})
    )
    assert kinds(result, INDIAN) == []
    assert indian.deal_scores(result.deals[0], ABC) == {"a": deadwood + 5, "b": -deadwood, "c": -5}


ROUND = (Deal("a", {"b": 23, "c": 40}), Deal("b", {"a": 10, "c": 5}), Deal("c", {"a": 30, "b": 2}))


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        (deals(*ROUND), []),
        (deals(), [K.NO_DEALS]),
        (deals(*ROUND[:2]), [K.DEALS_COUNT]),
        (deals(*ROUND[:2], ended_early=True), []),
        (deals(*ROUND, ROUND[0]), [K.DEALS_COUNT]),
        (deals(*ROUND, ROUND[0], ended_early=True), [K.DEALS_COUNT]),
        (deals(Deal("z", {"b": 1, "c": 1}), *ROUND[1:]), [K.DEAL_WINNER_STRANGER]),
        (deals(Deal("a", {"a": 0, "b": 1, "c": 1}), *ROUND[1:]), [K.DEAL_WINNER_DEADWOOD]),
        (deals(Deal("a", {"b": 1, "c": 1, "z": 4}), *ROUND[1:]), [K.DEADWOOD_STRANGER]),
        (deals(Deal("a", {"b": 1}), *ROUND[1:]), [K.DEADWOOD_MISSING]),
        (deals(Deal("a", {"b": -1, "c": 1}), *ROUND[1:]), [K.DEADWOOD_RANGE]),
        (deals(Deal("a", {"b": 131, "c": 1}), *ROUND[1:]), [K.DEADWOOD_RANGE]),
        (deals(Deal("a", {"b": 130, "c": 0}), *ROUND[1:]), []),
        (deals(Deal("a", {"c": 1}, {"b": "AS XX"}), *ROUND[1:]), [K.DEAL_HAND]),
        (deals(Deal("a", {"c": 1}, {"b": "AS 2S 3S"}), *ROUND[1:]), [K.DEAL_HAND]),
        (deals(Deal("a", {"b": 86, "c": 1}, {"b": PURE_ONLY}), *ROUND[1:]), []),
        (deals(Deal("a", {"b": 80, "c": 1}, {"b": PURE_ONLY}), *ROUND[1:]), [K.DEAL_HAND_DEADWOOD]),
        # one pack at a 3-table: 2S 3S 4S 7H 9C 9D KC KD in both hands, one problem each
        (deals(Deal("a", {}, {"b": PURE_ONLY, "c": MELDS}), *ROUND[1:]), [K.CARDS_TOO_MANY] * 8),
        (shaped(INDIAN, tiles_left={"a": 0, "b": 1, "c": 2}), [K.NOT_IN_GAME, K.NO_DEALS]),
        (deals(*ROUND, claims={"a": 1}), [K.NOT_IN_GAME]),
        (deals(*ROUND, romme_first_round=True), [K.NOT_IN_GAME]),
        (deals(*ROUND, card_points={"a": 1}), [K.NOT_IN_GAME]),
    ],
)
def test_indian_round_is_checked(result: GameResult, expected: list[K]) -> None:
    assert kinds(result, INDIAN) == expected


def test_two_packs_at_a_4_table_hold_each_card_twice() -> None:
    four = ("a", "b", "c", "d")
    deal = Deal("a", {"d": 0}, {"b": PURE_ONLY, "c": MELDS})
    rest = [Deal(p, {q: 1 for q in four if q != p}) for p in "bcd"]
    assert kinds(deals(deal, *rest), INDIAN, four) == []


def test_problems_are_worded_in_english() -> None:
    result = deals(Deal("a", {"b": 131}), *ROUND[1:])
    assert [p.message for p in game_problems(result, ABC, INDIAN)] == [
        "deal 1: deadwood 131 is not between 0 and 130",
        "deal 1: missing deadwood",
    ]
    too_many = game_problems(deals(Deal("a", {}, {"b": PURE_ONLY, "c": MELDS})), ABC, INDIAN)[0]
    assert too_many.message == "too many cards: 2S 2 times (b, c), the deck has 1"
    assert too_many.players == ("b", "c")
    [count] = game_problems(deals(*ROUND[:2]), ABC, INDIAN)
    assert count.message == "the round has 3 deals, not 2"
    [foreign] = game_problems(shaped(INDIAN, tiles_left={"a": 1}, deals=ROUND), ABC, INDIAN)
    assert foreign.message == "'tiles_left' does not belong to Indian Rummy"


def test_the_deals_option_sets_the_round() -> None:
    two = (Deal("a", {"b": 5}), Deal("b", {"a": 7}))
    assert kinds(deals(*two), INDIAN, ("a", "b")) == []  # one per player
    assert kinds(deals(*two), ScoringRules(Variant.INDIAN, deals=4), ("a", "b")) == [K.DEALS_COUNT]
    with pytest.raises(ValueError, match="1 to 50 deals"):
        ScoringRules(Variant.INDIAN, deals=0)
    with pytest.raises(ValueError, match="'to-500'"):
        ScoringRules(Variant.INDIAN, deals="to-600")  # type: ignore[arg-type]


def test_a_match_to_500_ends_in_the_deal_a_player_reaches_500() -> None:
    to_500 = ScoringRules(Variant.INDIAN, deals=TO_500)
    big = Deal("a", {"b": 130})  # a: 130, 260, 390, 520
    assert kinds(deals(big, big, big, big), to_500, ("a", "b")) == []
    assert kinds(deals(big, big, big), to_500, ("a", "b")) == [K.MATCH_NOT_OVER]
    assert kinds(deals(big, big, big, ended_early=True), to_500, ("a", "b")) == []
    [over] = game_problems(deals(big, big, big, big, big), ("a", "b"), to_500)
    assert over.kind is K.MATCH_WAS_OVER and over.data == {"deal": 4}
    assert indian.deals_wanted(to_500, 2) is None


def test_table_sizes_come_from_the_card_games() -> None:
    assert [table_size_problem(INDIAN, n) is None for n in (1, 2, 3, 4, 5)] == [
        False,
        True,
        True,
        True,
        False,
    ]
    assert table_size_problem(DRACHEN, 5) is None
    assert table_size_problem(DRACHEN, 6) == "a table seats 2 or 3 or 4 or 5 players, not 6"


# -- Indian Rummy: match points ----------------------------------------------------------------


def test_indian_round_by_hand() -> None:
    # Deal 1: a declares, b 23 and c 40: a +63, b -23, c -40.
    # Deal 2: b declares, a 10 and c 5: b +15, a -10, c -5.
    # Deal 3: c declares, a 30 and b 2: c +32, a -30, b -2.
    # Totals a 23, b -10, c -13: ranks 1, 2, 3 score 3 / 2 / 1 (RULINGS §8).
    result = deals(*ROUND)
    assert indian.running_totals(ROUND, ABC)[-1] == {"a": 23, "b": -10, "c": -13}
    score = score_game(result, ABC, INDIAN)
    assert score.points == {"a": 3, "b": 2, "c": 1}
    assert score.max_points == 3 and score.winner == "a"
    assert score.tiles_left == {} and score.claims == {}


def test_indian_ties_share_and_hands_count() -> None:
    # 2 players: a wins 20 from b, b wins 20 from a: 0 each, sharing 2 + 1.
    tied = deals(Deal("a", {"b": 20}), Deal("b", {"a": 20}))
    score = score_game(tied, ("a", "b"), INDIAN)
    assert score.points == {"a": F(3, 2), "b": F(3, 2)} and score.winner is None
    # A 4-table: b's hand counts 54 (MELDS), the other deals decide nothing.
    four = ("a", "b", "c", "d")
    first = Deal("a", {"c": 10, "d": 0}, {"b": MELDS})
    rest = [Deal(p, dict.fromkeys((q for q in four if q != p), 1)) for p in "bcd"]
    # a: +64 -1 -1 -1 = 61; b: -54 +3 -1 -1 = -53; c: -10 -1 +3 -1 = -9; d: 0 -1 -1 +3 = 1
    score = score_game(deals(first, *rest), four, INDIAN)
    assert score.points == {"a": 4, "d": 3, "c": 2, "b": 1}


def test_an_ended_early_match_ranks_the_totals_so_far() -> None:
    score = score_game(deals(*ROUND[:1], ended_early=True), ABC, INDIAN)
    assert score.points == {"a": 3, "b": 2, "c": 1}


@pytest.mark.parametrize("rules", [INDIAN, DRACHEN], ids=["indian", "drachen"])
def test_decisions_score_a_card_round_as_any_game(rules: ScoringRules) -> None:
    four = ("a", "b", "c", "d")
    neutral = score_game(Decision(DecisionKind.NEUTRALISED, "lights out"), four, rules)
    assert neutral.points == dict.fromkeys(four, F(5, 2)) and neutral.max_points == 4
    average = score_game(Decision(DecisionKind.AVERAGE, "late"), ("a", "b"), rules, {"a": F(2)})
    assert average.points == {"a": 2, "b": F(3, 2)} and not average.counted


# -- Drachenrummy -----------------------------------------------------------------------------


def test_drachen_round_by_hand() -> None:
    # RULINGS §9, five players ranked by points, ties shared: 5 / 3.5 / 3.5 / 2 / 1.
    five = ("a", "b", "c", "d", "e")
    result = DrachenResult(card_points={"a": 12, "b": 7, "c": 7, "d": -2, "e": 0})
    assert kinds(result, DRACHEN, five) == []
    score = score_game(result, five, DRACHEN)
    assert score.points == {"a": 5, "b": F(7, 2), "c": F(7, 2), "e": 2, "d": 1}
    assert score.max_points == 5 and score.winner == "a"


def test_drachen_points_are_counted_from_laid_sets_and_hand() -> None:
    # AS 2S 3S = 2+1+1, QH QD QC = 6: laid 10; 5H 9C in hand: -2; 8 points.
    result = DrachenResult(
        card_points={"b": 9},
        laid={"a": ("AS 2S 3S", "QH QD QC")},
        hands={"a": "5H 9C", "c": "KS"},
    )
    assert kinds(result, DRACHEN) == []
    score = score_game(result, ABC, DRACHEN)
    assert score.points == {"b": 3, "a": 2, "c": 1}


@pytest.mark.parametrize(
    ("result", "rules", "expected"),
    [
        (DrachenResult(card_points={"a": 1, "b": 2}), DRACHEN, [K.CARD_POINTS_MISSING]),
        (
            DrachenResult(card_points={"a": 1, "b": 2, "c": 0, "z": 1}),
            DRACHEN,
            [K.CARD_POINTS_STRANGER],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": 2}, laid={"c": ("KS AS 2S",)}),
            DRACHEN,
            [K.CARD_POINTS_CARDS],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": 2}, hands={"c": "*"}),
            DRACHEN,
            [K.CARD_POINTS_CARDS],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": 2}, hands={"c": "5X"}),
            DRACHEN,
            [K.CARD_POINTS_CARDS],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": 2, "c": 3}, hands={"c": "5H"}),
            DRACHEN,
            [K.CARD_POINTS_DISAGREE],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": -1, "c": -1}, hands={"b": "5H", "c": "5H"}),
            DRACHEN,
            [K.CARDS_TOO_MANY],
        ),
        (
            DrachenResult(card_points={"a": 1, "b": -1, "c": -1}, hands={"b": "5H", "c": "5H"}),
            ScoringRules(Variant.DRACHEN, decks=2),
            [],
        ),
        (
            shaped(DRACHEN, tiles_left={"a": 0}, card_points={"a": 1, "b": 2, "c": 0}),
            DRACHEN,
            [K.NOT_IN_GAME],
        ),
        (
            shaped(DRACHEN, deals=ROUND, card_points={"a": 1, "b": 2, "c": 0}),
            DRACHEN,
            [K.NOT_IN_GAME],
        ),
        (
            shaped(ScoringRules(), tiles_left={"a": 0, "b": 1, "c": 1}, card_points={"a": 1}),
            ScoringRules(),
            [K.NOT_IN_GAME],
        ),
        (
            shaped(ScoringRules(), tiles_left={"a": 0, "b": 1, "c": 1}, laid={"a": ("AS 2S 3S",)}),
            ScoringRules(),
            [K.NOT_IN_GAME],
        ),
    ],
)
def test_drachen_round_is_checked(
    result: GameResult, rules: ScoringRules, expected: list[K]
) -> None:
    assert kinds(result, rules) == expected


def test_drachen_problems_are_worded_in_english() -> None:
    result = DrachenResult(card_points={"a": 1, "b": 2, "c": 3}, hands={"c": "5H"})
    [problem] = game_problems(result, ABC, DRACHEN)
    assert problem.message == "'card_points' says 3 but the laid sets and hand count -1"
    with pytest.raises(ValueError, match="1 or 2 packs"):
        ScoringRules(Variant.DRACHEN, decks=3)


# -- standings and properties -----------------------------------------------------------------


def test_card_rounds_feed_the_standings_by_percent() -> None:
    # Round 1 at a 3-table: a 3, b 2, c 1. Round 2: c +10 +10 -1 = 19, a -1 -1 +2 = 0,
    # b -9 -9 -1 = -19, so c 3, a 2, b 1. a: 5 of 6 = 83.3 %, c: 4 of 6, b: 3 of 6.
    players = tuple(Player(p, p.upper()) for p in ABC)
    second = (Deal("c", {"a": 1, "b": 9}), Deal("c", {"a": 1, "b": 9}), Deal("a", {"b": 1, "c": 1}))
    rounds = (
        Round(1, (Table(1, ABC, (deals(*ROUND),)),)),
        Round(2, (Table(1, ("c", "a", "b"), (deals(*second),)),)),
    )
    standings = compute_standings(Tournament("Indian", players, rounds, INDIAN))
    assert [(s.player, s.points, s.max_points, s.games, s.won) for s in standings] == [
        ("a", 5, 6, 2, 1),
        ("c", 4, 6, 2, 1),
        ("b", 3, 6, 2, 0),
    ]
    assert standings[0].percent == F(500, 6)


sizes = st.integers(2, 4)


@st.composite
def indian_rounds(draw: st.DrawFn) -> tuple[tuple[str, ...], GameResult]:
    size = draw(sizes)
    players = tuple(f"p{i}" for i in range(size))
    played = []
    for _ in range(draw(st.integers(1, 6))):
        winner = draw(st.sampled_from(players))
        dead = {p: draw(st.integers(0, indian.DEADWOOD_MAX)) for p in players if p != winner}
        played.append(Deal(winner, dead))
    return players, IndianResult(tuple(played), ended_early=True)


@settings(max_examples=120, deadline=None)
@given(indian_rounds())
def test_indian_points_sum_to_the_table_total_and_follow_the_totals(game: tuple) -> None:
    players, result = game
    rules = ScoringRules(Variant.INDIAN, deals=6)
    assert game_problems(result, players, rules) == []
    for deal in result.deals:
        assert sum(indian.deal_scores(deal, players).values()) == 0  # a deal is zero-sum
    totals = indian.running_totals(result.deals, players)[-1]
    got = score_game(result, players, rules).points
    size = len(players)
    assert sum(got.values()) == game_total(Variant.INDIAN, size)
    assert all(1 <= got[p] <= game_maximum(Variant.INDIAN, size) for p in players)
    for p in players:
        for q in players:
            assert (got[p] > got[q]) == (totals[p] > totals[q])


@settings(max_examples=120, deadline=None)
@given(st.integers(2, 5).flatmap(lambda n: st.lists(st.integers(-30, 60), min_size=n, max_size=n)))
def test_drachen_points_sum_to_the_table_total_and_follow_the_card_points(raw: list) -> None:
    players = tuple(f"p{i}" for i in range(len(raw)))
    result = DrachenResult(card_points=dict(zip(players, raw, strict=True)))
    assert game_problems(result, players, DRACHEN) == []
    score = score_game(result, players, DRACHEN)
    assert sum(score.points.values()) == game_total(Variant.DRACHEN, len(raw))
    best = max(raw)
    assert (score.winner is None) == (raw.count(best) > 1)
    for i, p in enumerate(players):
        for j, q in enumerate(players):
            assert (score.points[p] > score.points[q]) == (raw[i] > raw[j])


def test_docstring_examples() -> None:
    import doctest

    from tournament.rules.games import drachen_table, indian_table

    for module in (indian_table, drachen_table):
        assert doctest.testmod(module).failed == 0


def test_a_hand_holding_a_card_too_often_is_named_once() -> None:
    twice = "AS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS"  # one pack at a 3-table
    result = deals(Deal("a", {"c": 1}, {"b": twice}), *ROUND[1:])
    [problem] = game_problems(result, ABC, INDIAN)
    assert problem.kind is K.DEAL_HAND and "AS 2 times" in problem.message


# -- RULINGS §6: the card games' tie-break sums ------------------------------------------------


def _two_tables(first: GameResult, second: GameResult, rules: ScoringRules) -> list:
    """Six players, two 3-tables, one round: a and d rank first at their tables."""
    players = tuple(Player(p, p.upper()) for p in "abcdef")
    tables = (Table(1, ("a", "b", "c"), (first,)), Table(2, ("d", "e", "f"), (second,)))
    return compute_standings(Tournament("t", players, (Round(1, tables),), rules))


def test_indian_equal_match_points_are_broken_by_the_lower_own_deadwood() -> None:
    # a wins both deals but held 40 in the third; d wins every deal (own deadwood 0). Both
    # rank first at their table (3 of 3, 100 %, one game won): d ranks above a.
    rules = ScoringRules(Variant.INDIAN, deals=3)
    first = deals(
        Deal("a", {"b": 50, "c": 50}), Deal("a", {"b": 50, "c": 50}), Deal("b", {"a": 40, "c": 1})
    )
    second = deals(
        Deal("d", {"e": 1, "f": 2}), Deal("d", {"e": 1, "f": 2}), Deal("d", {"e": 1, "f": 2})
    )
    standings = _two_tables(first, second, rules)
    top = [(s.player, s.rank, s.shared, s.tie_break) for s in standings[:2]]
    assert top == [("d", 1, False, 0), ("a", 2, False, 40)]
    # the deal totals shown are not the tie-break: a has the higher total
    by_player = {s.player: s for s in standings}
    assert by_player["a"].totals == 200 - 40 > by_player["d"].totals == 9


def test_drachen_equal_match_points_are_broken_by_the_higher_card_points() -> None:
    first = DrachenResult(card_points={"a": 12, "b": 3, "c": -2})
    second = DrachenResult(card_points={"d": 19, "e": 8, "f": 1})
    standings = _two_tables(first, second, DRACHEN)
    assert [(s.player, s.rank, s.shared) for s in standings] == [
        ("d", 1, False),
        ("a", 2, False),
        ("e", 3, False),
        ("b", 4, False),
        ("f", 5, False),
        ("c", 6, False),
    ]


def test_equal_tie_break_sums_share_the_rank() -> None:
    first = DrachenResult(card_points={"a": 12, "b": 3, "c": -2})
    second = DrachenResult(card_points={"d": 12, "e": 8, "f": 1})
    standings = _two_tables(first, second, DRACHEN)
    assert [(s.player, s.rank, s.shared) for s in standings[:2]] == [("a", 1, True), ("d", 1, True)]


def test_the_tie_break_is_the_games_to_say() -> None:
    from tournament.rules.games import Drachenrummy, IndianRummy, SteinRummy, SteinRummyPlus

    assert (IndianRummy.tie_break, Drachenrummy.tie_break) == ("lower", "higher")
    assert SteinRummy.tie_break is None and SteinRummyPlus.tie_break is None


def test_a_losing_hand_with_deadwood_0_is_remarked_not_refused() -> None:
    result = deals(
        Deal("a", {"b": 0, "c": 7}), Deal("b", {"a": 3, "c": 0}), Deal("c", {"a": 1, "b": 2})
    )
    assert game_problems(result, ABC, INDIAN) == []
    assert indian.zero_deadwood_losers(result, ABC) == [(1, "b"), (2, "c")]
