"""The statistics' reading of every played game from plain rows (``game_results``) is the
rounds' views' (``results_of_rounds(rounds())``)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament.rules.variant import Variant
from tournament.services import TournamentService, open_tournament
from tournament.services.demo import build_demo
from tournament.services.dto import ResultEntry, Settings
from tournament.statistics.results import results_of_rounds, tournament_figures


def _same_as_the_views(service: TournamentService) -> None:
    games = service.rounds.game_results()
    assert games == results_of_rounds(service.rounds.all())
    views = tournament_figures(results_of_rounds(service.rounds.all())).as_json()
    # NaN (no tile game counted) is equal to itself only as text.
    assert json.dumps(tournament_figures(games).as_json()) == json.dumps(views)


@pytest.mark.parametrize("variant", list(Variant))
def test_a_demo_evenings_games(tmp_path: Path, variant: Variant) -> None:
    build_demo(tmp_path / "d.srt", players=13, rounds=3, variant=variant, seed=5)
    service = open_tournament(tmp_path / "d.srt")
    try:
        _same_as_the_views(service)
        assert len(service.rounds.game_results()) > 0
    finally:
        service.close()


def test_decided_open_and_left_games(helpers: SimpleNamespace, tmp_path: Path) -> None:
    """A decision over an entered result, an average without one, a player who left a
    table of four (the starter passes to the next seat), games not yet played."""
    service = helpers.make_service(tmp_path, players=7, settings=Settings(variant="stein-plus"))
    service.rounds.start_round()
    three, four = sorted(service.rounds.get(1).tables, key=lambda t: len(t.seats))
    for game in three.games[:2]:
        ids = game.player_ids
        entry = ResultEntry({ids[0]: 0, ids[1]: 4, ids[2]: 9}, claims={ids[1]: 1})
        service.games.record_result(game.id, entry, expected_version=game.version)
    game = service.rounds.get(1).tables[three.number - 1].games[0]
    service.decisions.apply_decision(
        game.id, "neutralised", reason="Streit", expected_version=game.version
    )
    game = service.rounds.get(1).tables[three.number - 1].games[2]
    service.decisions.apply_decision(
        game.id, "average", reason="Uhr", expected_version=game.version
    )
    first = four.games[0]
    service.games.record_result(
        first.id, helpers.win_for_first(first), expected_version=first.version
    )
    gone = four.seats[1].player_id  # the starter of game 2
    service.decisions.record_absence(
        four.games[1].id, gone, award="average", reason="krank", expected_version=1
    )
    second = next(t for t in service.rounds.get(1).tables if t.number == four.number).games[1]
    service.games.record_result(
        second.id, helpers.win_for_first(second), expected_version=second.version
    )
    _same_as_the_views(service)
    games = service.rounds.game_results()
    seated = {seat.player_id for seat in four.seats}
    left = [g for g in games if set(g.players) < seated]  # the four's game without one
    assert len(left) == 1 and left[0].starter == four.seats[2].player_id
    assert any(g.claims for g in games) and all(g.points for g in games)
    service.close()
