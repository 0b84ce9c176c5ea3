"""One game to points: every ruling of RULINGS §5 with the rule text's own numbers."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.rules.games.scores import shared_rank_points, sole_winner
from tournament.rules.games.stein_points import claim_points, first_round_romme_points
from tournament.scoring.model import (
    TILE_VARIANTS,
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameResult,
    ScoringRules,
    SteinResult,
    Variant,
)
from tournament.scoring.points import (
    GameScore,
    game_maximum,
    game_total,
    rank_scale,
    score_game,
)

F = Fraction
ZERO = Fraction(0)
BASIC = ScoringRules()
PLUS = ScoringRules(variant=Variant.STEIN_PLUS)
P3 = ("a", "b", "c")
P4 = ("a", "b", "c", "d")


def points(
    tiles: dict[str, int], rules: ScoringRules = BASIC, **kwargs: Any
) -> dict[str, Fraction]:
    result = SteinResult(tiles_left=tiles, **kwargs)
    return dict(score_game(result, tuple(tiles), rules).points)


# -- ranks ---------------------------------------------------------------------------------


def test_basic_three_player_ranks_score_3_2_1() -> None:
    assert points({"a": 0, "b": 3, "c": 5}) == {"a": 3, "b": 2, "c": 1}


def test_basic_four_player_ranks_score_4_3_2_1() -> None:
    # The text's "Dritter 3 MP" is read as 2 (RULINGS §5).
    assert points({"a": 6, "b": 0, "c": 2, "d": 9}) == {"a": 2, "b": 4, "c": 3, "d": 1}


def test_fewer_tiles_is_better_and_a_joker_counts_one_tile() -> None:
    # Two tiles of which one joker rank the same as two numbered tiles: ties share.
    assert points({"a": 0, "b": 2, "c": 2}) == {"a": 3, "b": F(3, 2), "c": F(3, 2)}


def test_three_player_all_equal_scores_3x2() -> None:
    # "dass ... alle die gleiche Punktzahl erhalten. (3x 2 im Dreier; 2,5 im Vierer)"
    assert points({"a": 5, "b": 5, "c": 5}, ended_early=True) == {"a": 2, "b": 2, "c": 2}


def test_four_player_all_equal_scores_2_5() -> None:
    tiles = {"a": 3, "b": 3, "c": 3, "d": 3}
    assert points(tiles, ended_early=True) == dict.fromkeys(P4, F(5, 2))


def test_two_tied_for_second_and_third_share_1_5() -> None:
    assert points({"a": 0, "b": 4, "c": 4}) == {"a": 3, "b": F(3, 2), "c": F(3, 2)}


def test_four_player_tie_for_second_to_fourth_shares_2() -> None:
    assert points({"a": 0, "b": 4, "c": 4, "d": 4}) == {"a": 4, "b": 2, "c": 2, "d": 2}


def test_tie_for_first_in_an_ended_early_game() -> None:
    assert points({"a": 1, "b": 1, "c": 4, "d": 6}, ended_early=True) == {
        "a": F(7, 2),
        "b": F(7, 2),
        "c": 2,
        "d": 1,
    }


def test_ended_early_basic_ranks_by_tiles_left() -> None:
    assert points({"a": 3, "b": 1, "c": 2}, ended_early=True) == {"a": 1, "b": 3, "c": 2}


# -- Stein-Rummy Plus -----------------------------------------------------------------------


def test_plus_empty_hand_scores_4_then_3_2_1() -> None:
    # "leere Hand = 4 SMP ... 3 SMP = niedrigste Steinzahl; 2 SMP = zweitniedrigste; usw."
    assert points({"a": 2, "b": 0, "c": 5, "d": 7}, PLUS) == {"a": 3, "b": 4, "c": 2, "d": 1}
    assert points({"a": 2, "b": 0, "c": 5}, PLUS) == {"a": 3, "b": 4, "c": 2}


def test_plus_ended_early_scores_3_2_1_0() -> None:
    tiles = {"a": 2, "b": 1, "c": 5, "d": 7}
    assert points(tiles, PLUS, ended_early=True) == {"a": 2, "b": 3, "c": 1, "d": 0}


def test_plus_claim_points_come_on_top() -> None:
    # "Matchpunkte aus Claims: je 1 CMP"
    got = points({"a": 0, "b": 3, "c": 5}, PLUS, claims={"a": 1, "c": 2})
    assert got == {"a": 5, "b": 3, "c": 4}


def test_claims_score_nothing_in_the_basic_variant() -> None:
    assert points({"a": 0, "b": 3, "c": 5}, BASIC, claims={"b": 2}) == {"a": 3, "b": 2, "c": 1}


def test_claims_are_reported_in_the_game_score() -> None:
    score = score_game(SteinResult({"a": 0, "b": 3, "c": 5}, claims={"c": 2}), P3, PLUS)
    assert score.claims == {"c": 2}
    assert score.tiles_left == {"a": 0, "b": 3, "c": 5}
    assert score.winner == "a"


def test_a_shared_first_place_has_no_winner() -> None:
    score = score_game(SteinResult({"a": 1, "b": 1, "c": 5}, ended_early=True), P3, BASIC)
    assert score.winner is None


# -- totals and maxima -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "size", "total", "maximum"),
    [
        (Variant.STEIN, 3, 6, 3),
        (Variant.STEIN, 4, 10, 4),
        (Variant.STEIN_PLUS, 3, 9, 4),
        (Variant.STEIN_PLUS, 4, 10, 4),
    ],
)
def test_game_total_and_maximum(variant: Variant, size: int, total: int, maximum: int) -> None:
    assert game_total(variant, size) == total
    assert game_maximum(variant, size) == maximum


def test_a_two_player_table_is_refused() -> None:
    with pytest.raises(ValueError, match="3 or 4 players, not 2"):
        rank_scale(Variant.STEIN, 2, went_out=True)


# -- first-round Rommé ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rules", "tiles", "expected"),
    [
        # winner_full: "der Sieger erhält die üblichen vollen Punkte, die Anderen teilen
        # sich den Rest"
        (BASIC, {"a": 14, "b": 0, "c": 14}, {"a": F(3, 2), "b": 3, "c": F(3, 2)}),
        (BASIC, {"a": 14, "b": 0, "c": 14, "d": 13}, {"a": 2, "b": 4, "c": 2, "d": 2}),
        (PLUS, {"a": 0, "b": 14, "c": 12}, {"a": 4, "b": F(5, 2), "c": F(5, 2)}),
        (PLUS, {"a": 0, "b": 14, "c": 12, "d": 9}, {"a": 4, "b": 2, "c": 2, "d": 2}),
    ],
)
def test_first_round_romme_winner_full(
    rules: ScoringRules, tiles: dict[str, int], expected: dict[str, Fraction]
) -> None:
    assert points(tiles, rules, romme_first_round=True) == expected


@pytest.mark.parametrize(
    ("variant", "tiles", "share"),
    [
        (Variant.STEIN, {"a": 0, "b": 14, "c": 12}, F(2)),
        (Variant.STEIN, {"a": 0, "b": 14, "c": 12, "d": 9}, F(5, 2)),
        (Variant.STEIN_PLUS, {"a": 0, "b": 14, "c": 12}, F(3)),
    ],
)
def test_first_round_romme_equal(variant: Variant, tiles: dict[str, int], share: F) -> None:
    # "dass alle Spieler die gleichen Punkte erhalten, wenn in der ersten Runde ein Spieler
    # „Rommé“ macht"
    rules = ScoringRules(variant=variant, first_round_romme=FirstRoundRomme.EQUAL)
    assert points(tiles, rules, romme_first_round=True) == dict.fromkeys(tiles, share)


def test_first_round_romme_keeps_claim_points() -> None:
    got = points({"a": 0, "b": 14, "c": 12}, PLUS, romme_first_round=True, claims={"a": 1})
    assert got == {"a": 5, "b": F(5, 2), "c": F(5, 2)}


# -- director decisions ------------------------------------------------------------------------


def decide(
    kind: DecisionKind,
    players: tuple[str, ...],
    rules: ScoringRules = BASIC,
    penalty: Fraction = ZERO,
) -> GameScore:
    return score_game(Decision(kind, reason="test", penalty=penalty), players, rules)


def test_neutralised_gives_everyone_the_total_share() -> None:
    assert decide(DecisionKind.NEUTRALISED, P3).points == dict.fromkeys(P3, 2)
    assert decide(DecisionKind.NEUTRALISED, P4).points == dict.fromkeys(P4, F(5, 2))
    assert decide(DecisionKind.NEUTRALISED, P3, PLUS).points == dict.fromkeys(P3, 3)


def test_neutralised_with_half_point_penalty() -> None:
    # "ggf. jeder abzüglich einen halben Punkt"
    score = decide(DecisionKind.NEUTRALISED, P3, penalty=F(1, 2))
    assert score.points == dict.fromkeys(P3, F(3, 2))


def test_decisions_contribute_the_games_normal_maximum() -> None:
    for kind in DecisionKind:
        assert decide(kind, P3).max_points == 3
        assert decide(kind, P4).max_points == 4
        assert decide(kind, P3, PLUS).max_points == 4


def test_average_uses_each_players_own_average_or_the_share() -> None:
    averages = {"a": F(7, 3), "b": None}
    score = score_game(Decision(DecisionKind.AVERAGE, "slow table"), P3, BASIC, averages)
    assert score.points == {"a": F(7, 3), "b": 2, "c": 2}
    assert score.counted is False
    assert score.winner is None


def test_director_sets_points() -> None:
    # "(Bsp: alle erhalten die gleiche Punktzahl, der Langsame jedoch einen Punkt weniger)"
    decision = Decision(DecisionKind.POINTS, "slow c", points={"a": F(2), "b": F(2), "c": F(1)})
    score = score_game(decision, P3, BASIC)
    assert score.points == {"a": 2, "b": 2, "c": 1}
    assert score.counted is True


# -- properties ---------------------------------------------------------------------------------

sizes = st.sampled_from((3, 4))


@st.composite
def normal_games(draw: st.DrawFn) -> tuple[ScoringRules, dict[str, int]]:
    """A finished game: exactly one empty hand, the others hold 1..30 tiles."""
    size = draw(sizes)
    variant = draw(st.sampled_from(TILE_VARIANTS))
    others = draw(st.lists(st.integers(1, 30), min_size=size - 1, max_size=size - 1))
    winner = draw(st.integers(0, size - 1))
    counts = [*others[:winner], 0, *others[winner:]]
    return ScoringRules(variant=variant), {f"p{i}": n for i, n in enumerate(counts)}


@settings(max_examples=150)
@given(normal_games())
def test_normal_game_points_sum_to_the_table_total(game: tuple) -> None:
    rules, tiles = game
    got = points(tiles, rules)
    assert sum(got.values()) == game_total(rules.variant, len(tiles))
    winner = min(tiles, key=tiles.__getitem__)
    assert got[winner] == game_maximum(rules.variant, len(tiles))
    assert all(got[winner] > got[p] for p in tiles if p != winner)


@settings(max_examples=150)
@given(sizes, st.lists(st.integers(0, 20), min_size=4, max_size=4))
def test_shared_points_sum_to_the_scale_and_respect_the_order(size: int, raw: list) -> None:
    tiles = {f"p{i}": n for i, n in enumerate(raw[:size])}
    scale = rank_scale(Variant.STEIN, size, went_out=True)
    got = shared_rank_points(tiles, scale)
    assert sum(got.values()) == sum(scale)
    for p in tiles:
        for q in tiles:
            if tiles[p] < tiles[q]:
                assert got[p] > got[q]
            if tiles[p] == tiles[q]:
                assert got[p] == got[q]


@st.composite
def any_results(draw: st.DrawFn) -> tuple[ScoringRules, tuple[str, ...], GameResult]:
    """Any played tile game: ties, ended early, first-turn Rommé, claims (also of a player
    not at the table, and zero claims), players in any seat order."""
    size = draw(sizes)
    rules = ScoringRules(
        variant=draw(st.sampled_from(TILE_VARIANTS)),
        first_round_romme=draw(st.sampled_from(list(FirstRoundRomme))),
    )
    seats = tuple(draw(st.permutations([f"p{i}" for i in range(size)])))
    tiles = {p: draw(st.integers(0, 6)) for p in sorted(seats)}
    claims = draw(st.dictionaries(st.sampled_from([*seats, "elsewhere"]), st.integers(0, 3)))
    result = SteinResult(
        tiles_left=tiles,
        claims=claims,
        romme_first_round=draw(st.booleans()),
        ended_early=draw(st.booleans()),
    )
    return rules, seats, result


@settings(max_examples=300)
@given(any_results())
def test_a_played_game_scores_as_its_rules_say_whatever_the_seats(game: tuple) -> None:
    # The rule functions applied by player, as RULINGS §5 states them, against the score
    # worked out once per table pattern (by seat).
    rules, seats, result = game
    tiles = {p: result.tiles_left[p] for p in seats}
    if result.romme_first_round:
        expected = first_round_romme_points(tiles, rules.game, rules.first_round_romme)
    else:
        went_out = min(tiles.values()) == 0 and not result.ended_early
        scale = rank_scale(rules.variant, len(seats), went_out=went_out)
        expected = shared_rank_points(tiles, scale)
    kept = {p: n for p, n in result.claims.items() if p in tiles}
    for player, extra in claim_points(kept, rules.game).items():
        expected[player] += extra
    score = score_game(result, seats, rules)
    assert dict(score.points) == expected
    assert score.winner == sole_winner(tiles)
    assert dict(score.tiles_left) == tiles
    assert dict(score.claims) == {p: n for p, n in claim_points(kept, rules.game).items()}
    assert score.max_points == game_maximum(rules.variant, len(seats))
    assert score.counted and not score.totals
    # The same game with the seats in another order scores every player the same.
    again = score_game(result, tuple(reversed(seats)), rules)
    assert dict(again.points) == dict(score.points) and again.winner == score.winner


def test_docstring_examples() -> None:
    import doctest

    import tournament.scoring.points as module

    assert doctest.testmod(module).failed == 0


def test_every_variant_is_a_scored_game_of_the_registry() -> None:
    from tournament.rules.games import find_game
    from tournament.scoring.model import ScoringRules

    for variant in Variant:
        assert variant.game is find_game(variant.value) and variant.game.scored()
        assert ScoringRules(variant=variant).game is variant.game
