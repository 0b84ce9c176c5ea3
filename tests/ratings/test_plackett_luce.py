"""The rating update against openskill's Plackett-Luce, and what a game does to skills."""

from __future__ import annotations

import doctest
import importlib
import subprocess
import sys

import pytest

from tournament.ratings.plackett_luce import MU, SIGMA, Skill, places_of, rate_game

# Run apart from the test session: the tests' own "statistics" package hides the standard
# library's, which openskill imports.
COMPARE = """
import random
from openskill.models import PlackettLuce
from tournament.ratings.plackett_luce import BETA, SIGMA, Skill, rate_game
model, rng, worst, games = PlackettLuce(beta=BETA), random.Random(37), 0.0, 0
for _ in range(3000):
    size = rng.choice((2, 3, 4, 5))
    players = [Skill(rng.uniform(0, 50), rng.uniform(0.3, SIGMA)) for _ in range(size)]
    places = [rng.randint(1, size) for _ in range(size)]
    theirs = model.rate([[model.rating(mu=s.mu, sigma=s.sigma)] for s in players],
                        ranks=[float(p) for p in places])
    for mine, (other,) in zip(rate_game(players, places), theirs, strict=True):
        worst = max(worst, abs(mine.mu - other.mu), abs(mine.sigma - other.sigma))
    games += 1
print(games, worst)
"""


def test_the_same_numbers_as_openskill() -> None:
    result = subprocess.run(
        [sys.executable, "-c", COMPARE], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    games, worst = result.stdout.split()
    assert int(games) == 3000
    assert float(worst) < 1e-9


def test_the_winner_gains_and_the_last_loses_and_everyone_is_surer() -> None:
    after = rate_game([Skill()] * 3, [1, 2, 3])
    assert after[0].mu > MU > after[2].mu
    assert after[1].mu == pytest.approx(MU, abs=1.0)
    assert all(skill.sigma < SIGMA for skill in after)


def test_shared_places_move_equal_players_equally() -> None:
    after = rate_game([Skill()] * 4, [1, 2, 2, 4])
    assert after[1] == after[2]
    assert after[0].mu > after[1].mu > after[3].mu


def test_beating_a_strong_player_gains_more_than_beating_a_weak_one() -> None:
    strong = rate_game([Skill(), Skill(35.0, 2.0)], [1, 2])[0]
    weak = rate_game([Skill(), Skill(15.0, 2.0)], [1, 2])[0]
    assert strong.mu > weak.mu > MU


def test_a_player_alone_or_a_mismatch() -> None:
    assert rate_game([Skill()], [1]) == [Skill()]
    with pytest.raises(ValueError, match="2 players but 3 places"):
        rate_game([Skill(), Skill()], [1, 2, 3])


def test_places_of_points() -> None:
    assert places_of([3, 1, 3, 2]) == [1, 4, 1, 3]


@pytest.mark.parametrize(
    "name",
    [
        "tournament.ratings.plackett_luce",
        "tournament.ratings.club_list",
        "tournament.ratings.register",
    ],
)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0
    assert result.failed == 0
