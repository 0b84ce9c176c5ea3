"""Figures of bot games: the tallies add up to what the games were."""

from __future__ import annotations

import pytest

from tournament.rules.game import GameVariant
from tournament.rules.game.bots import play_game
from tournament.statistics.games import game_figures, games_json, run_games


def test_a_few_games_are_tallied_as_they_were_played() -> None:
    bots = ("greedy", "greedy", "greedy")
    tally = run_games(bots, 4, 7, variant="stein-plus", workers=1)
    plus = GameVariant.STEIN_PLUS
    played = [play_game(bots, 7 + i, variant=plus, starter=i % 3) for i in range(4)]
    assert tally.games == 4
    assert tally.turns.y == sum(len(p.turns) for p in played)
    ends = [p.final.end for p in played]
    assert all(e is not None for e in ends)
    assert tally.tiles_left.y == sum(sum(e.tiles_left) for e in ends if e is not None)
    assert tally.claims.y == sum(sum(e.claims) for e in ends if e is not None)
    figures = game_figures(tally)
    wins = figures["wins_by_position"]
    assert len(wins) == 3
    # at least one winner a game, and each position's share is between 0 and 1
    assert sum(w.p for w in wins) * 4 >= 4
    data = games_json(tally)
    assert data["games"] == 4 and set(data["figures"]) >= {"turns", "wins_by_position", "blocked"}


def test_bad_bots_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        run_games(("greedy", "clever", "greedy"), 1, 1, workers=1)
    with pytest.raises(ValueError, match="3 or 4"):
        run_games(("greedy", "greedy"), 1, 1, workers=1)
