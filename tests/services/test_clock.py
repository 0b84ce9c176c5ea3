"""The round clock: minutes as a setting, pauses kept in the file, time left from the start."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine, text

from tournament.scoring.model import DecisionKind
from tournament.services import open_tournament
from tournament.services.clock import clock_remaining
from tournament.services.dto import GameStatus, Settings
from tournament.services.errors import InvalidInputError, InvalidStateError
from tournament.services.exchange import export_tournament_file, import_tournament_file

START = datetime(2026, 12, 1, 19, 0, tzinfo=UTC)


def test_time_left_counts_down_from_the_start_and_stands_while_paused(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path)
    rnd = replace(service.rounds.start_round().value, started_at=START)
    service.close()
    assert clock_remaining(rnd, 45, START) == timedelta(minutes=45)
    assert clock_remaining(rnd, 45, START + timedelta(minutes=44)) == timedelta(minutes=1)
    assert clock_remaining(rnd, 45, START + timedelta(minutes=50)) == timedelta(minutes=-5)
    paused = replace(rnd, clock_paused_at=START + timedelta(minutes=10))
    assert clock_remaining(paused, 45, START + timedelta(hours=3)) == timedelta(minutes=35)
    resumed = replace(rnd, clock_paused_seconds=600)
    assert clock_remaining(resumed, 45, START + timedelta(minutes=20)) == timedelta(minutes=35)


def test_pause_and_resume_are_kept_when_the_file_is_opened_again(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path, settings=Settings(round_minutes=45))
    service.rounds.start_round()
    paused = service.rounds.pause_clock(1).value
    assert paused.clock_paused_at is not None
    with pytest.raises(InvalidStateError) as again:
        service.rounds.pause_clock(1)
    assert again.value.code == "clock.paused"
    service.close()

    service = open_tournament(tmp_path / "t.srt")
    assert service.info().settings.round_minutes == 45
    kept = service.rounds.get(1)
    assert kept.clock_paused_at == paused.clock_paused_at
    resumed = service.rounds.resume_clock(1).value
    assert resumed.clock_paused_at is None and resumed.clock_paused_seconds >= 0
    with pytest.raises(InvalidStateError) as running:
        service.rounds.resume_clock(1)
    assert running.value.code == "clock.running"
    service.close()


def test_a_closed_round_has_no_clock_to_pause(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service = helpers.make_service(tmp_path)
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    with pytest.raises(InvalidStateError) as closed:
        service.rounds.pause_clock(1)
    assert closed.value.code == "clock.closed"
    assert (
        service.rounds.round_clock(1).tables_playing,
        service.rounds.round_clock(1).games_open,
    ) == (0, 0)
    service.close()


def test_tables_still_playing_are_those_with_an_open_game(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path)
    rnd = service.rounds.start_round().value
    clock = service.rounds.round_clock(1)
    assert (clock.tables_playing, clock.games_open) == (3, 9)
    assert (clock.number, clock.status, clock.started_at) == (1, "open", rnd.started_at)
    for game in rnd.tables[0].games:
        service.games.record_result(
            game.id, helpers.win_for_first(game), expected_version=game.version
        )
    decided = rnd.tables[1].games[0]
    service.decisions.apply_decision(
        decided.id, DecisionKind.AVERAGE, reason="sheet lost", expected_version=decided.version
    )
    service.rounds.pause_clock(1)
    clock, full = service.rounds.round_clock(1), service.rounds.get(1)
    open_games = [
        (t.number, g.id) for t in full.tables for g in t.games if g.status == GameStatus.OPEN
    ]
    assert (clock.tables_playing, clock.games_open) == (2, 5)
    assert clock.games_open == len(open_games)
    assert clock.tables_playing == len({t for t, _g in open_games})
    assert (clock.clock_paused_at, clock.clock_paused_seconds) == (
        full.clock_paused_at,
        full.clock_paused_seconds,
    )
    service.close()


@pytest.mark.parametrize("minutes", [0, -5])
def test_round_minutes_below_one_are_refused(
    helpers: SimpleNamespace, tmp_path: Path, minutes: int
) -> None:
    service = helpers.make_service(tmp_path)
    info = service.info()
    with pytest.raises(InvalidInputError):
        service.update_tournament(
            expected_version=info.version, settings=Settings(round_minutes=minutes)
        )
    assert service.info().settings.round_minutes is None
    service.close()


def test_the_tournament_file_carries_the_minutes_only_when_set(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    without = helpers.make_service(tmp_path, name="without")
    export_tournament_file(without, tmp_path / "without.json")
    without.close()
    assert "round_minutes" not in (tmp_path / "without.json").read_text(encoding="utf-8")

    service = helpers.make_service(tmp_path, settings=Settings(round_minutes=40))
    export_tournament_file(service, tmp_path / "with.json")
    service.close()
    assert '"round_minutes": 40' in (tmp_path / "with.json").read_text(encoding="utf-8")
    import_tournament_file(tmp_path / "with.json", tmp_path / "again.srt")
    again = open_tournament(tmp_path / "again.srt")
    assert again.info().settings.round_minutes == 40
    again.close()


def test_a_file_of_revision_0004_opens_without_a_clock(tmp_path: Path) -> None:
    from alembic import command

    from tournament.store.database import alembic_config

    path = tmp_path / "before.srt"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0004")
        connection.execute(
            text(
                "INSERT INTO tournament (name, date, place, director, variant, jokers, "
                "first_turn_rommee, neutral_penalty, rank_by, movement, groups, "
                "winners_group, seating_seed, draw, extra, created_at, updated_at, version) "
                "VALUES ('Herbst', '', '', '', 'stein', 'per_player', 'winner_full', '0', "
                "'percent', 'rotate', '', 'W', 0, 0, '{}', '2026-11-01 18:00:00', "
                "'2026-11-01 18:00:00', 1)"
            )
        )
        connection.execute(
            text(
                "INSERT INTO round (tournament_id, number, status, sitting_out, started_at, "
                "version) VALUES (1, 1, 'open', '[]', '2026-11-01 19:00:00', 1)"
            )
        )
    engine.dispose()
    service = open_tournament(path)
    info, rnd = service.info(), service.rounds.get(1)
    paused = service.rounds.pause_clock(1).value
    service.close()
    assert info.settings.round_minutes is None
    assert (rnd.clock_paused_at, rnd.clock_paused_seconds) == (None, 0)
    assert paused.clock_paused_at is not None
