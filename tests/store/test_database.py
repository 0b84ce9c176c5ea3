"""Tournament files and databases: creation at head, upgrade, refusal of foreign files."""

from __future__ import annotations

import hashlib
import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text

from tournament.store.database import (
    alembic_config,
    create_sqlite,
    head_revision,
    known_revisions,
    open_location,
    open_sqlite,
)
from tournament.store.errors import FileRefusedError, StoreError
from tournament.store.models import AuditLog, Base, Tournament


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_migrations_agree_with_models(tmp_path: Path) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'migrated.db'}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "head")
    with engine.connect() as connection:
        diff = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    engine.dispose()
    assert diff == []


def test_revisions_read_without_alembic_are_alembics() -> None:
    """Opening a file checks its revision against the version files read directly (no
    Alembic import); Alembic's own reading of the same files must agree."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    assert head_revision() == script.get_current_head()
    assert known_revisions() == {rev.revision for rev in script.walk_revisions()}


def test_opening_a_file_at_head_imports_no_alembic(tmp_path: Path) -> None:
    import subprocess
    import sys

    path = tmp_path / "t.srt"
    create_sqlite(path).dispose()
    code = (
        "import sys; from tournament.store.database import open_sqlite; "
        f"open_sqlite({str(path)!r}).dispose(); print('alembic' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"


def test_new_file_is_at_head_with_pragmas(tmp_path: Path) -> None:
    store = create_sqlite(tmp_path / "abend")
    assert store.location.endswith("abend.srt")
    with store.engine.connect() as connection:
        revision = MigrationContext.configure(connection).get_current_revision()
        assert revision == head_revision()
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
        assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    store.dispose()


def test_create_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "existing.srt"
    path.write_bytes(b"precious")
    with pytest.raises(StoreError) as info:
        create_sqlite(path)
    assert info.value.code == "file.exists"
    assert path.read_bytes() == b"precious"


def test_older_file_is_upgraded_on_open(tmp_path: Path) -> None:
    path = tmp_path / "old.srt"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0001")
    engine.dispose()
    store = open_sqlite(path)
    with store.engine.connect() as connection:
        assert MigrationContext.configure(connection).get_current_revision() == head_revision()
        triggers = connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type='trigger'"
        ).scalars()
        assert {"audit_log_no_update", "audit_log_no_delete"} <= set(triggers)
    store.dispose()
    assert (tmp_path / "old.before-upgrade-0001.srt").exists()


def test_audit_log_is_append_only(tmp_path: Path) -> None:
    store = create_sqlite(tmp_path / "a.srt")
    with store.transaction() as session:
        tournament = Tournament(name="t")
        session.add(tournament)
        session.flush()
        session.add(AuditLog(tournament_id=tournament.id, author="x", action="a", summary="s"))
    for statement in ("UPDATE audit_log SET summary = 'changed'", "DELETE FROM audit_log"):
        with pytest.raises(Exception, match="append-only"), store.engine.begin() as connection:
            connection.execute(text(statement))
    with store.engine.connect() as connection:
        assert connection.execute(text("SELECT summary FROM audit_log")).scalars().all() == ["s"]
    store.dispose()


@pytest.mark.parametrize(
    "content",
    [b"", b"not a database at all\n" * 20, b"PK\x03\x04 zip file"],
    ids=["empty", "text", "zip"],
)
def test_foreign_file_refused_untouched(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "foreign.srt"
    path.write_bytes(content)
    before = _digest(path)
    with pytest.raises(FileRefusedError) as info:
        open_location(path)
    assert info.value.code == "file.foreign"
    assert str(path) in str(info.value)
    assert _digest(path) == before
    assert not Path(str(path) + "-wal").exists()


def test_sqlite_without_our_tables_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.srt"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    con.commit()
    con.close()
    before = _digest(path)
    with pytest.raises(FileRefusedError, match="not a tournament file") as info:
        open_location(path)
    assert info.value.code == "file.foreign"
    assert _digest(path) == before


def test_damaged_file_refused_untouched(tmp_path: Path) -> None:
    store = create_sqlite(tmp_path / "t.srt")
    with store.engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE filler (x TEXT)")
        for _ in range(200):
            connection.exec_driver_sql("INSERT INTO filler VALUES (hex(randomblob(200)))")
    store.dispose()
    path = tmp_path / "t.srt"
    data = bytearray(path.read_bytes())
    page = 4096
    # Scribble over the middle of the file, past the header: broken b-tree pages.
    for offset in range(2 * page, min(len(data), 8 * page)):
        data[offset] = 0xA5
    path.write_bytes(bytes(data))
    before = _digest(path)
    with pytest.raises(FileRefusedError) as info:
        open_location(path)
    assert info.value.code in {"file.damaged", "file.foreign"}
    assert _digest(path) == before


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError) as info:
        open_location(tmp_path / "nothing.srt")
    assert info.value.code == "file.missing"


def test_file_of_revision_0002_gains_planned_rounds(tmp_path: Path) -> None:
    """Revision 0003 adds the planned rounds; a tournament saved before keeps its data and
    reads as "not fixed"."""
    from tournament.services import open_tournament

    path = tmp_path / "before.srt"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0002")
        connection.execute(
            text(
                "INSERT INTO tournament (name, date, place, director, variant, jokers, "
                "first_turn_rommee, neutral_penalty, rank_by, movement, groups, "
                "winners_group, seating_seed, draw, extra, created_at, updated_at, version) "
                "VALUES ('Herbst', '', 'Halle', '', 'stein-plus', 'none', 'equal', '1/2', "
                "'percent', 'mix', '', 'W', 5, 1, '{}', '2026-11-01 18:00:00', "
                "'2026-11-01 18:00:00', 1)"
            )
        )
    engine.dispose()
    service = open_tournament(path)
    info = service.info()
    service.close()
    assert (info.name, info.place, info.settings.variant) == ("Herbst", "Halle", "stein-plus")
    assert info.settings.neutral_penalty == Fraction(1, 2) and info.settings.seed == 5
    assert info.settings.planned_rounds is None
    assert (tmp_path / "before.before-upgrade-0002.srt").exists()


def _side_files(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.iterdir() if p.name != path.name)


def _look_alike(path: Path, revision: str | None) -> None:
    """Another program's SQLite file with a ``tournament`` and an ``alembic_version`` table."""
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE tournament (name TEXT, season INTEGER)")
    con.execute("INSERT INTO tournament VALUES ('Sommerliga', 2026)")
    con.execute("CREATE TABLE alembic_version (version_num TEXT)")
    if revision is not None:
        con.execute("INSERT INTO alembic_version VALUES (?)", (revision,))
    con.commit()
    con.close()


@pytest.mark.parametrize("revision", ["head", "0001", None], ids=["head", "older", "none"])
def test_look_alike_sqlite_file_refused_untouched(tmp_path: Path, revision: str | None) -> None:
    """Its tables are checked read-only before the file is opened for writing: not
    switched to WAL, not upgraded, no copy made, no traceback."""
    from tournament.services import open_tournament

    path = tmp_path / "liga.srt"
    _look_alike(path, head_revision() if revision == "head" else revision)
    before = _digest(path)
    for opener in (open_location, open_tournament):
        with pytest.raises(FileRefusedError) as info:
            opener(path)
        assert info.value.code == "file.foreign"
        assert str(path) in str(info.value)
    assert _digest(path) == before
    assert _side_files(path) == []


def test_damaged_file_leaves_no_files_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "t.srt"
    store = create_sqlite(path)
    with store.engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE filler (x TEXT)")
        for _ in range(200):
            connection.exec_driver_sql("INSERT INTO filler VALUES (hex(randomblob(200)))")
    store.dispose()
    assert _side_files(path) == []
    data = bytearray(path.read_bytes())
    for offset in range(2 * 4096, min(len(data), 8 * 4096)):
        data[offset] = 0xA5
    path.write_bytes(bytes(data))
    before = _digest(path)
    with pytest.raises(FileRefusedError) as info:
        open_location(path)
    assert info.value.code == "file.damaged"
    assert _digest(path) == before
    assert _side_files(path) == []


def test_tournament_file_with_a_log_beside_it_still_opens(tmp_path: Path) -> None:
    """A file whose last session was killed keeps its entries in the -wal file: the
    read-only check must read the log too, not only the main file."""
    from tournament.services import create_tournament, open_tournament
    from tournament.services.dto import PlayerEntry

    path = tmp_path / "abend.srt"
    service = create_tournament("Abend", location=path)
    service.players.import_players([PlayerEntry("Anna"), PlayerEntry("Ben"), PlayerEntry("Cem")])
    holder = sqlite3.connect(path)  # keeps the log from being folded into the file
    holder.execute("SELECT count(*) FROM player").fetchone()
    service.close()
    assert Path(f"{path}-wal").exists()
    reopened = open_tournament(path)
    assert [p.name for p in reopened.players.all()] == ["Anna", "Ben", "Cem"]
    reopened.close()
    holder.close()
