"""The reads of the app's long views (services/listing.py) give what the full reads give:
a round's plan as ``round()`` has it, the figures as worked out from ``rounds()``, the
standings after each round as ``standings(through_round=n)``."""

from __future__ import annotations

import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament.scoring.model import DecisionKind
from tournament.services import TournamentService, open_tournament
from tournament.services.demo import play_round
from tournament.services.dto import GameStatus
from tournament.services.errors import NotFoundError
from tournament.services.seat import figures_of


@pytest.fixture
def played(helpers: SimpleNamespace, tmp_path: Path) -> TournamentService:
    """7 players (a 4-table and a 3-table), three rounds: in round 2 a player leaves the
    4-table after game 1 and another game is decided by average; round 3 half entered."""
    service: TournamentService = helpers.make_service(tmp_path, players=7)
    rng = random.Random(11)
    play_round(service, rng)
    rnd = service.rounds.start_round().value
    four = next(t for t in rnd.tables if len(t.seats) == 4)
    second = four.games[1]
    service.decisions.record_absence(
        second.id,
        four.seats[1].player_id,
        award="average",
        reason="taken ill",
        expected_version=second.version,
    )
    three = next(t for t in rnd.tables if len(t.seats) == 3)
    service.decisions.apply_decision(
        three.games[0].id,
        DecisionKind.AVERAGE,
        reason="sheet lost",
        expected_version=three.games[0].version,
    )
    for table in service.rounds.get(2).tables:
        for game in table.games:
            if game.status == GameStatus.OPEN:
                service.games.record_result(
                    game.id,
                    helpers.win_for_first(game, 2 + game.number),
                    expected_version=game.version,
                )
    service.rounds.close_round(2)
    rnd = service.rounds.start_round().value
    for table in rnd.tables[:1]:
        for game in table.games:
            service.games.record_result(
                game.id, helpers.win_for_first(game), expected_version=game.version
            )
    return service


def test_a_rounds_plan_is_the_round_as_read_in_full(played: TournamentService) -> None:
    for number in (1, 2, 3):
        full = played.rounds.get(number)
        plan = played.rounds.round_plan(number)
        assert (plan.number, plan.status, plan.version) == (full.number, full.status, full.version)
        assert plan.sitting_out == full.sitting_out
        assert [t.number for t in plan.tables] == [t.number for t in full.tables]
        for table, whole in zip(plan.tables, full.tables, strict=True):
            assert table.group == whole.group
            assert [(s.seat, s.player_id, s.player_number, s.player_name) for s in table.seats] == [
                (s.seat, s.player_id, s.player_number, s.player_name) for s in whole.seats
            ]
            for seat in table.seats:
                assert seat.starts == tuple(
                    g.number for g in whole.games if g.starter_player_id == seat.player_id
                )
            assert table.games == len(whole.games)
            assert table.entered == sum(1 for g in whole.games if g.status != GameStatus.OPEN)
    assert played.rounds.round_plan(3).entered == 3 < played.rounds.round_plan(3).games
    # The player who left in round 2 starts no game after; the next seat starts instead.
    four = next(t for t in played.rounds.round_plan(2).tables if len(t.seats) == 4)
    assert four.seats[1].starts == () and four.seats[2].starts == (2, 3)


def test_a_table_read_alone_is_the_table_of_the_round_read_in_full(
    played: TournamentService,
) -> None:
    for number in (1, 2, 3):
        full = played.rounds.get(number)
        plan = played.rounds.round_plan(number)
        for table, planned in zip(full.tables, plan.tables, strict=True):
            assert played.rounds.round_table(number, table.number) == table
            assert planned.game_ids == tuple(g.id for g in table.games)
            assert planned.flagged == any(g.decision is not None or g.absent for g in table.games)
    assert [t.flagged for t in played.rounds.round_plan(2).tables] == [True, True]
    assert not any(t.flagged for t in played.rounds.round_plan(3).tables)
    with pytest.raises(NotFoundError):
        played.rounds.round_table(3, 9)


def test_a_table_read_before_the_score_book_has_the_books_points(
    played: TournamentService,
) -> None:
    """A fresh desk's first table needs no score book when each of its games' points are
    its own; a table with an average or a player who left reads the book for them."""
    fresh = open_tournament(played.store.location)
    try:
        plain = [(3, t.number) for t in played.rounds.round_plan(3).tables]
        plain += [(1, t.number) for t in played.rounds.round_plan(1).tables]
        for number, table in plain:
            assert fresh.rounds.round_table(number, table) == played.rounds.round_table(
                number, table
            )
        assert not fresh.uow.book_loaded  # not read for them
        for table in played.rounds.round_plan(2).tables:  # an absence, an average decision
            assert fresh.rounds.round_table(2, table.number) == played.rounds.round_table(
                2, table.number
            )
        assert fresh.uow.book_loaded
    finally:
        fresh.close()


def test_a_round_that_does_not_exist_is_refused(played: TournamentService) -> None:
    with pytest.raises(NotFoundError):
        played.rounds.round_plan(4)


def test_the_seating_figures_are_those_of_the_rounds(played: TournamentService) -> None:
    rounds = played.rounds.all()
    for number in (1, 2, 3):
        for rotate in (True, False):
            assert played.rounds.seating_figures(number, rotate=rotate) == figures_of(
                rounds[:number], "rotate" if rotate else "mix"
            )
    assert played.rounds.seating_figures(0, rotate=True) is None


def test_the_standings_after_each_round_are_those_through_that_round(
    played: TournamentService,
) -> None:
    by_round = played.games.standings_by_round()
    for number in (1, 2, 3):
        through = {
            r.player_id: (r.points, r.rank) for r in played.games.standings(through_round=number)
        }
        assert {
            pid: (rows[number - 1].points, rows[number - 1].rank) for pid, rows in by_round.items()
        } == through
    assert all([s.round for s in rows] == [1, 2, 3] for rows in by_round.values())
    # The book the services keep for the live standings is left whole.
    assert played.games.standings() == played.games.standings(through_round=3)


def test_results_entered_counts_a_result_or_a_decision_in_force(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service: TournamentService = helpers.make_service(tmp_path, players=7)
    assert not service.games.results_entered()
    game = service.rounds.start_round().value.tables[0].games[0]
    assert not service.games.results_entered()
    decided = service.decisions.apply_decision(
        game.id, DecisionKind.AVERAGE, reason="sheet lost", expected_version=game.version
    )
    assert service.games.results_entered()
    service.history.undo(expected=decided.audit_id)
    assert not service.games.results_entered()
    game = service.rounds.get(1).tables[1].games[2]
    service.games.record_result(game.id, helpers.win_for_first(game), expected_version=game.version)
    assert service.games.results_entered()
