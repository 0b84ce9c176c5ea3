"""The printouts' data read from a real tournament through the services."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from tournament.exports import adapter
from tournament.exports.model import ExportError
from tournament.services import TournamentService, open_tournament

from .samples import PLAYERS


@pytest.fixture
def service(evening: Path) -> Iterator[TournamentService]:
    svc = open_tournament(evening)
    yield svc
    svc.close()


def test_header_carries_every_option(service: TournamentService) -> None:
    head = adapter.tournament_header(service.info())
    assert (head.name, head.date, head.place, head.director) == (
        "Vereinsabend",
        "2026-11-29",
        "Köln",
        "Renate Groß",
    )
    assert head.plus and head.options["neutral_penalty"] == Fraction(1, 2)
    assert head.options["movement"] == "rotate" and head.options["groups"] == ()


def test_round_seating_matches_the_round(service: TournamentService) -> None:
    data = adapter.round_seating(service, 2)
    rnd = service.rounds.get(2)
    clubs = dict(PLAYERS)
    assert data.round_number == 2
    assert [t.number for t in data.tables] == [t.number for t in rnd.tables]
    for table, info in zip(data.tables, rnd.tables, strict=True):
        assert [(s.seat, s.name) for s in table.seats] == [
            (s.seat, s.player_name) for s in info.seats
        ]
        assert all(seat.club == clubs[seat.name] for seat in table.seats)
        by_id = {s.player_id: s.seat for s in info.seats}
        assert table.starters == tuple(by_id[g.starter_player_id] for g in info.games)
        assert len(table.starters) == len(table.seats)
    assert sorted(s.name for t in data.tables for s in t.seats) == sorted(n for n, _ in PLAYERS)
    with pytest.raises(ExportError):
        adapter.round_seating(service, 0)


def test_round_seating_after_a_player_left_the_table(service: TournamentService) -> None:
    """The seating comes from the round's plan: the starters are the round's, also when a
    player has left the table (the next player present starts their games)."""
    four = next(t for t in service.rounds.get(2).tables if len(t.seats) == 4)
    second = four.games[1]
    service.decisions.record_absence(
        second.id,
        four.seats[2].player_id,
        award="average",
        reason="krank",
        expected_version=second.version,
    )
    rnd = service.rounds.get(2)
    players = {player.id: player for player in service.players.all()}
    expected = adapter.seating_from_round(service.info(), rnd, players)
    data = adapter.round_seating(service, 2)
    assert data.tables == expected.tables
    table = next(t for t in data.tables if t.number == four.number)
    assert table.starters == (1, 2, 4, 4)  # seat 3 left before game 2: seat 4 starts game 3


def test_standings_report(service: TournamentService) -> None:
    report = adapter.standings_report(service)
    rows = service.games.standings()
    assert [(r.rank, r.name, r.points, r.max_points) for r in report.rows] == [
        (r.rank, r.name, r.points, r.max_points) for r in rows
    ]
    assert report.through_round is None  # round 2 is open
    assert adapter.standings_report(service, through_round=1).through_round == 1
    with pytest.raises(ExportError, match="has 2 round"):
        adapter.standings_report(service, through_round=3)


def test_workbook_data_has_every_game_and_decision(service: TournamentService) -> None:
    data = adapter.workbook_data(service)
    games = [g for r in service.rounds.all() for t in r.tables for g in t.games]
    assert len(data.games) == len(games) == 2 * (3 + 4)
    played = [g for g in data.games if g.round_number == 1]
    assert all(line.points is not None for g in played for line in g.lines)
    neutralised = [g for g in played if g.decision]
    assert [(g.table_number, g.game_number, g.decision) for g in neutralised] == [
        (data.games[0].table_number, 2, "neutralised")
    ]
    # Neutralised at a 3-table of Stein-Rummy Plus: 9 / 3 - 1/2 each.
    assert {line.points for line in neutralised[0].lines} == {Fraction(5, 2)}
    kinds = sorted((d.kind, d.withdrawn) for d in data.decisions)
    assert kinds == [("ended_early", True), ("neutralised", False)]
    assert all(d.round_number == 1 and d.game_number == 2 for d in data.decisions)
    withdrawn = next(d for d in data.decisions if d.withdrawn)
    assert withdrawn.withdrawn_reason == "Irrtum" and len(withdrawn.values) == 3


def test_decisions_report(service: TournamentService) -> None:
    report = adapter.decisions_report(service)
    assert {d.reason for d in report.decisions} == {"Zeit", "Steine vertauscht"}


def test_workbook_games_from_the_model_are_the_rounds_games(service: TournamentService) -> None:
    """The workbook reads its games from the tournament's model, not the rounds' views:
    the records are the same, with a player gone from the table, a decision over a played
    result, a withdrawn decision (round 1), claims and open games among them."""
    from tournament.scoring.model import Ruling
    from tournament.services.dto import ResultEntry

    table = max(service.rounds.get(2).tables, key=lambda t: len(t.seats))
    first, second, third = table.games[:3]
    tiles = dict(zip(first.player_ids, (0, 3, 5, 8), strict=True))
    service.games.record_result(
        first.id, ResultEntry(tiles, claims={first.player_ids[1]: 1}), expected_version=1
    )
    played = service.games.record_result(
        second.id,
        ResultEntry(dict(zip(second.player_ids, (4, 0, 2, 6), strict=True))),
        expected_version=second.version,
    ).value
    service.decisions.apply_decision(
        second.id, Ruling.NEUTRALISED, reason="late start", expected_version=played.version
    )
    gone = table.seats[3].player_id
    service.decisions.record_absence(
        third.id, gone, award="average", reason="taken ill", expected_version=third.version
    )
    third = next(g for t in service.rounds.get(2).tables for g in t.games if g.id == third.id)
    service.games.record_result(
        third.id,
        ResultEntry(dict(zip(third.player_ids, (0, 4, 9), strict=True))),
        expected_version=third.version,
    )
    names = {player.id: player.name for player in service.players.all()}
    expected = adapter.game_records(service.rounds.all(), names)
    data = adapter.workbook_data(service)
    assert data.games == expected
    assert any(
        record.decision == "neutralised" and record.lines[0].tiles_left == 4 for record in expected
    )
    assert any(len(record.lines) == 3 for record in expected)  # the player who left
    rounds = service.rounds.all()
    assert data.decisions == adapter.decision_entries(
        service.decisions.all(include_withdrawn=True), rounds, names
    )
