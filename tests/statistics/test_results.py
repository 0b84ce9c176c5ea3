"""A tournament's own numbers, on results with a known answer."""

from __future__ import annotations

from fractions import Fraction

from tournament.statistics.results import SeatedGame, tournament_figures


def test_starter_wins_ranks_romme_claims_and_points() -> None:
    games = [
        # player 1 starts and wins; 2 and 3 tie for second
        SeatedGame(
            (1, 2, 3),
            1,
            {1: 0, 2: 4, 3: 4},
            {1: 1},
            True,
            {1: Fraction(4), 2: Fraction(5, 2), 3: Fraction(5, 2)},
        ),
        # player 2 starts, player 3 wins
        SeatedGame(
            (1, 2, 3),
            2,
            {1: 5, 2: 3, 3: 0},
            {},
            False,
            {1: Fraction(2), 2: Fraction(3), 3: Fraction(4)},
        ),
        # a 4-table: the starter 4 wins shared with 5
        SeatedGame((4, 5, 6, 7), 4, {4: 1, 5: 1, 6: 2, 7: 3}, {6: 2}, False, None),
    ]
    f = tournament_figures(games, {1: "Anna"})
    assert f.games == 3
    assert f.starter_wins.p == 2 / 3
    assert f.fair_share == (1 / 3 + 1 / 3 + 1 / 4) / 3
    assert f.romme_first_round.p == 1 / 3
    assert f.claims_per_game.mean == 1.0
    assert f.games_with_claim.p == 2 / 3
    ranks = {r.player: r for r in f.ranks}
    assert ranks[1].name == "Anna" and ranks[1].rank.mean == 2.0  # ranks 1 and 3
    assert ranks[2].rank.mean == 2.0  # 2 (shared, the best rank covered) and 2
    assert ranks[5].rank.mean == 1.0
    assert f.points == {"2": 1, "2.5": 2, "3": 1, "4": 2}
    assert f.as_json()["ranks"][0]["mean"] == 1.0


def test_no_results_no_figures() -> None:
    f = tournament_figures([])
    assert f.games == 0 and f.ranks == ()
