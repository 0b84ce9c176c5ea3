"""Golden files: tournament files whose standings (or refusal) were worked out by hand.

``golden/NAME.json`` is a tournament file; ``NAME.standings.json`` holds the expected
``stein-rummy standings --json`` output and a note with the hand calculation;
``NAME.problems.txt`` holds the expected problems of a refused file, one a line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.cli.scoring import standings_json
from tournament.scoring.score_book import compute_standings
from tournament.scoring.tournament_file import TournamentFileError, load

GOLDEN = Path(__file__).parent / "golden"
ACCEPTED = sorted(p.name.removesuffix(".standings.json") for p in GOLDEN.glob("*.standings.json"))
REFUSED = sorted(p.name.removesuffix(".problems.txt") for p in GOLDEN.glob("*.problems.txt"))


def test_the_golden_files_are_there() -> None:
    assert len(ACCEPTED) >= 3 and len(REFUSED) >= 1


@pytest.mark.parametrize("name", ACCEPTED)
def test_golden_standings(name: str) -> None:
    expected = json.loads((GOLDEN / f"{name}.standings.json").read_text(encoding="utf-8"))
    tournament = load(GOLDEN / f"{name}.json")
    got = standings_json(compute_standings(tournament), tournament.rules.game)
    assert got["standings"] == expected["standings"]


@pytest.mark.parametrize("name", REFUSED)
def test_golden_refusals(name: str) -> None:
    expected = (GOLDEN / f"{name}.problems.txt").read_text(encoding="utf-8").splitlines()
    with pytest.raises(TournamentFileError) as info:
        load(GOLDEN / f"{name}.json")
    assert [str(problem) for problem in info.value.problems] == expected
