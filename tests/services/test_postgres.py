"""The same services on PostgreSQL: several desks on one tournament.

Needs the server named by STEIN_RUMMY_TEST_PG (``.ci/run`` starts a throwaway one); each
test works in a schema of its own, dropped afterwards (the ``pg_url`` fixture).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tournament.services import create_tournament, open_tournament
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.services.errors import ConflictError, StoreError
from tournament.services.exchange import export_tournament_file, import_tournament_file

pytestmark = pytest.mark.postgres

WRITER = Path(__file__).parents[1] / "store" / "entry_writer.py"


def test_create_open_and_score_on_postgres(pg_url: str) -> None:
    service = create_tournament("PG-Cup", location=pg_url, desk="desk 1")
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(6)])
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    service.games.record_result(game.id, ResultEntry({a: 0, b: 2, c: 5}), expected_version=1)
    tid = service.tournament_id
    service.close()
    other = open_tournament(pg_url, tournament_id=tid, desk="desk 2")
    assert other.games.get(game.id).points == {a: 3, b: 2, c: 1}
    other.history.undo()
    assert other.games.get(game.id).status == "open"
    other.close()


def test_two_desks_same_game_second_gets_conflict(pg_url: str) -> None:
    desk1 = create_tournament("PG-Cup", location=pg_url, desk="desk 1")
    desk1.players.import_players([PlayerEntry(f"P{i}") for i in range(3)])
    game = desk1.rounds.start_round().value.tables[0].games[0]
    desk2 = open_tournament(pg_url, tournament_id=desk1.tournament_id, desk="desk 2")
    a, b, c = game.player_ids
    desk1.games.record_result(
        game.id, ResultEntry({a: 0, b: 1, c: 2}), expected_version=game.version
    )
    with pytest.raises(ConflictError) as info:
        desk2.games.record_result(
            game.id, ResultEntry({a: 1, b: 0, c: 2}), expected_version=game.version
        )
    assert info.value.data["current"].result.tiles_left == {a: 0, b: 1, c: 2}
    desk1.close()
    desk2.close()


def test_append_only_audit_log_on_postgres(pg_url: str) -> None:
    service = create_tournament("PG-Cup", location=pg_url)
    service.close()
    engine = create_engine(pg_url)
    with pytest.raises(Exception, match="append-only"), engine.begin() as connection:
        connection.execute(text("DELETE FROM audit_log"))
    engine.dispose()


def test_foreign_database_refused(pg_url: str) -> None:
    engine = create_engine(pg_url)
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE player (id integer primary key, nick text)"))
    engine.dispose()
    with pytest.raises(StoreError) as info:
        open_tournament(pg_url)
    assert info.value.code == "url.foreign"


def test_import_export_on_postgres(pg_url: str, tmp_path: Path) -> None:
    service = create_tournament("PG-Cup", location=pg_url)
    service.players.import_players([PlayerEntry(f"P{i}", "Club") for i in range(4)])
    rnd = service.rounds.start_round().value
    for game in rnd.tables[0].games:
        ids = game.player_ids
        tiles = {p: (0 if p == game.starter_player_id else 3) for p in ids}
        service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    export_tournament_file(service, tmp_path / "a.json")
    service.close()
    info = import_tournament_file(tmp_path / "a.json", pg_url)
    copy = open_tournament(pg_url, tournament_id=info.id)
    export_tournament_file(copy, tmp_path / "b.json")
    copy.close()
    assert (tmp_path / "a.json").read_text() == (tmp_path / "b.json").read_text()


@pytest.mark.slow
def test_two_processes_no_lost_update(pg_url: str) -> None:
    service = create_tournament("PG-Cup", location=pg_url)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(3)])
    service.rounds.start_round()
    tid = service.tournament_id
    service.close()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    # Both desks enter 40 results into the same three games at once.
    procs = [
        subprocess.Popen(
            [sys.executable, str(WRITER), pg_url, "0", "40", desk, str(tid)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for desk in ("desk A", "desk B")
    ]
    outputs = []
    for proc in procs:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        outputs.append(out.splitlines())
    saved = [line.split() for out in outputs for line in out if line.startswith("ok")]
    conflicts = [line for out in outputs for line in out if line.startswith("conflict")]
    assert len(saved) == 80
    # Every save produced a new version of its game: none overwrote another unseen.
    versions = [(int(s[2]), int(s[3])) for s in saved]
    assert len(set(versions)) == len(versions)
    service = open_tournament(pg_url, tournament_id=tid)
    latest: dict[int, list[str]] = {}
    for s in saved:
        game_id, version = int(s[2]), int(s[3])
        if game_id not in latest or version > int(latest[game_id][3]):
            latest[game_id] = s
    for game_id, last in latest.items():
        game = service.games.get(game_id)
        assert game.version == int(last[3])
        winner, others = int(last[5]), int(last[6])
        assert game.result is not None
        assert game.result.tiles_left == {
            p: (0 if seat == winner else others + seat) for seat, p in enumerate(game.player_ids)
        }
    # Every save is in the audit log; the desks did run into each other.
    logged = {e.id for e in service.history.audit_log() if e.action == "record_result"}
    assert {int(s[4]) for s in saved} <= logged
    assert conflicts, "two desks on three games never collided"
    service.close()


def test_migrations_agree_with_models_on_postgres(pg_url: str) -> None:
    from alembic import command
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    from tournament.store.database import alembic_config
    from tournament.store.models import Base

    engine = create_engine(pg_url)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "head")
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert diff == []
