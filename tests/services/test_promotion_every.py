"""Promotion every k rounds as a tournament setting: stored, filed, and followed by the
seating of a started round."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

from tournament.services import TournamentService, create_tournament, open_tournament
from tournament.services.dto import PlayerEntry, Settings
from tournament.services.exchange import export_tournament_file, import_tournament_file

GROUPED = Settings(
    groups=("A", "B"), promotion_after_round=1, winners_group_size=3, planned_rounds=4
)


def _grouped(tmp_path: Path, name: str, settings: Settings) -> TournamentService:
    service = create_tournament("Liga", location=tmp_path / f"{name}.srt", settings=settings)
    service.players.import_players(
        [PlayerEntry(f"Player {i}", group="A" if i <= 9 else "B") for i in range(1, 19)]
    )
    return service


def _winners(service: TournamentService, number: int) -> set[int]:
    return {
        seat.player_id
        for table in service.rounds.get(number).tables
        if table.group == "W"
        for seat in table.seats
    }


def _seating(service: TournamentService, number: int) -> list[tuple[str, tuple[int, ...]]]:
    return [
        (t.group, tuple(s.player_id for s in t.seats)) for t in service.rounds.get(number).tables
    ]


def test_the_setting_goes_through_the_store(tmp_path: Path) -> None:
    chosen = replace(GROUPED, promotion_every=True)
    service = create_tournament("x", location=tmp_path / "x.srt", settings=chosen)
    service.close()
    reopened = open_tournament(tmp_path / "x.srt")
    assert reopened.info().settings == chosen
    reopened.update_tournament(
        expected_version=reopened.info().version, settings=replace(chosen, promotion_every=False)
    )
    reopened.close()
    again = open_tournament(tmp_path / "x.srt")
    assert again.info().settings.promotion_every is False
    again.close()


def test_the_setting_goes_through_the_tournament_file(tmp_path: Path) -> None:
    service = _grouped(tmp_path, "every", replace(GROUPED, promotion_every=True))
    export_tournament_file(service, tmp_path / "every.json")
    service.close()
    seating = json.loads((tmp_path / "every.json").read_text(encoding="utf-8"))["seating"]
    assert seating["promotion_every"] is True
    info = import_tournament_file(tmp_path / "every.json", tmp_path / "copy.srt")
    assert info.settings.promotion_every is True
    assert info.settings.promotion_after_round == 1


def test_the_default_is_not_written(tmp_path: Path) -> None:
    service = _grouped(tmp_path, "once", GROUPED)
    export_tournament_file(service, tmp_path / "once.json")
    service.close()
    text = (tmp_path / "once.json").read_text(encoding="utf-8")
    assert "promotion_after_round" in text and "promotion_every" not in text


def test_a_started_round_is_seated_by_the_setting(tmp_path: Path, helpers: SimpleNamespace) -> None:
    played: dict[bool, TournamentService] = {}
    for every in (False, True):
        service = _grouped(tmp_path, f"every-{every}", replace(GROUPED, promotion_every=every))
        for number in (1, 2):
            service.rounds.start_round()
            helpers.fill_round(service, number)
            service.rounds.close_round(number)
        service.rounds.start_round()
        played[every] = service
    once, every = played[False], played[True]
    # The same until the first promotion and the round after it ...
    assert _seating(once, 1) == _seating(every, 1)
    assert _seating(once, 2) == _seating(every, 2)
    assert len(_winners(every, 2)) == 6
    # ... then only the repeated promotion changes who plays in the winners' group.
    assert _winners(once, 3) == _winners(once, 2)
    assert _winners(every, 3) != _winners(every, 2)
    assert len(_winners(every, 3)) == 6
    for service in played.values():
        service.close()


def test_a_file_of_revision_0005_opens_with_its_rounds_and_no_repeat(tmp_path: Path) -> None:
    from alembic import command
    from sqlalchemy import create_engine, text

    from tournament.store.database import alembic_config

    path = tmp_path / "before.srt"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0005_director_print")
        connection.execute(
            text(
                "INSERT INTO tournament (name, date, place, director, variant, jokers, "
                "first_turn_rommee, neutral_penalty, rank_by, movement, groups, "
                "promotion_after_round, winners_group_size, winners_group, seating_seed, "
                "draw, extra, created_at, updated_at, version) "
                "VALUES ('Liga', '', '', '', 'stein', 'per_player', 'winner_full', '0', "
                "'percent', 'rotate', 'A,B', 2, 1, 'W', 0, 0, '{}', '2026-11-01 18:00:00', "
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
    settings, rnd = service.info().settings, service.rounds.get(1)
    service.close()
    assert (settings.promotion_after_round, settings.promotion_every) == (2, False)
    assert rnd.number == 1
