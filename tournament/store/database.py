"""Engine and session set-up: SQLite tournament files and PostgreSQL databases.

A location is either a file path (a .srt SQLite file, one tournament) or a database URL
(``postgresql+psycopg://...``, several tournaments, several desks). Files are opened with
WAL journaling, ``synchronous=FULL`` and foreign keys on; every write transaction starts
with ``BEGIN IMMEDIATE`` so two processes on one file queue instead of failing half-way.

A file that is not SQLite, is damaged, or is SQLite without our tables is refused before
anything is written to it. An older file is upgraded to the current schema when opened
(after a copy of it is kept next to it); a new one is created at head (create_all + stamp).
"""

from __future__ import annotations

import ast
import functools
import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Engine, create_engine, event, inspect
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from tournament.store import file_check, tracking
from tournament.store.errors import FileRefusedError, StoreError
from tournament.store.models import Base

if TYPE_CHECKING:
    from alembic.config import Config

SUFFIX = ".srt"
MIGRATIONS = Path(__file__).parent / "migrations"
REQUIRED_TABLES = frozenset(t.name for t in Base.metadata.sorted_tables)
BUSY_TIMEOUT_MS = file_check.BUSY_TIMEOUT_MS
SNAPSHOT_OPTION = "stein_rummy_snapshot"
"""The execution option that marks a SQLite file's snapshots (begun deferred, see Store)."""


def is_url(location: str | os.PathLike[str]) -> bool:
    return isinstance(location, str) and "://" in location


def alembic_config(connection: Connection | None = None) -> Config:
    # Alembic is imported where a schema is made or changed: opening a file at head (every
    # command that only reads one) does without it, a fifth of a second.
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@functools.cache
def _revisions() -> dict[str, str | None]:
    """Each migration's revision -> the revision it revises, read from the version files'
    ``revision``/``down_revision`` assignments (what Alembic reads, without importing it;
    tests/store compares the two)."""
    graph: dict[str, str | None] = {}
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        values: dict[str, Any] = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name) and target.id in ("revision", "down_revision"):
                        values[target.id] = ast.literal_eval(node.value)
        if "revision" in values:
            graph[values["revision"]] = values.get("down_revision")
    return graph


def head_revision() -> str:
    graph = _revisions()
    heads = set(graph) - {down for down in graph.values() if down is not None}
    assert len(heads) == 1, heads
    return heads.pop()


def known_revisions() -> set[str]:
    return set(_revisions())


def display_location(location: str | os.PathLike[str]) -> str:
    """The location for messages and the UI: a URL without its password."""
    if is_url(location):
        return make_url(str(location)).render_as_string(hide_password=True)
    return str(location)


class Store:
    """An open database: its engine and a session factory for one transaction per action.

    Reads that span several statements (a whole score book, an export) run in
    :meth:`snapshot`: on a server that is one REPEATABLE READ snapshot, so another desk's
    commit between two statements is never half seen. A SQLite file gives every
    transaction its own snapshot: writers queue behind ``BEGIN IMMEDIATE``, while a
    snapshot begins deferred (``BEGIN``), so reads run beside each other and beside a
    writer (the write-ahead log keeps each reader's snapshot) instead of queueing too. The
    app reads a 2,000-player tournament's standings by round for a second off the GUI
    thread; the pages' own reads need not wait for it.

    A file can be restored (or replaced) by another program while it is open here: its
    generation (:data:`GENERATION`) then moves on, or the path names another file. The
    next snapshot reads the file as it is now, and the next transaction is refused
    (``file.replaced``, nothing written) once, so that no desk saves what it decided on
    the old state; ``on_replaced`` callbacks drop what was read before."""

    def __init__(self, engine: Engine, location: str, *, is_file: bool) -> None:
        self.engine = engine
        self.location = location
        self.is_file = is_file
        self.on_replaced: list[Callable[[], None]] = []
        self._identity: file_check.Identity | None = None
        self.generation = 0
        """How often the file was found restored or replaced while open here."""
        self._seen = 0
        """The generation the last transaction began in: a save after a change is refused."""
        self._read_generation = 0
        self._holding = is_file
        if is_file:
            self._identity = file_check.hold(Path(location))
            with engine.connect() as connection:
                self._read_generation = read_generation(connection)
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        tracking.install(self._sessions)
        self._snapshots = self._sessions
        if engine.dialect.name == "sqlite":
            reader = engine.execution_options(**{SNAPSHOT_OPTION: True})
            self._snapshots = sessionmaker(reader, expire_on_commit=False)
        if engine.dialect.name == "postgresql":
            reader = engine.execution_options(
                isolation_level="REPEATABLE READ", postgresql_readonly=True
            )
            self._snapshots = sessionmaker(reader, expire_on_commit=False)

    @property
    def serialises_writes(self) -> bool:
        """Whether the database queues writers by itself (SQLite's file lock)."""
        return self.engine.dialect.name == "sqlite"

    @property
    def path(self) -> Path | None:
        return Path(self.location) if self.is_file else None

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back when it raises.

        A file another program holds write-locked for longer than the busy timeout is
        refused as ``file.busy`` (nothing written), not as the driver's error."""
        with _busy_refused(self.location), self._transaction() as session:
            yield session

    @contextmanager
    def _transaction(self) -> Iterator[Session]:
        self._follow_file()
        with self._sessions() as session, session.begin():
            if self.is_file:
                self._follow_generation(session)
            if self._seen != self.generation:
                self._seen = self.generation
                raise StoreError(code="file.replaced", path=self.location)
            yield session

    @contextmanager
    def snapshot(self) -> Iterator[Session]:
        """A read-only transaction that sees one consistent state throughout."""
        self._follow_file()
        with self._snapshots() as session, session.begin():
            if self.is_file:
                self._follow_generation(session)
            yield session

    def _follow_file(self) -> bool:
        """Whether the path names another file than the one open (renamed over, copied
        aside and back): the connections to the old one go, the next ones open the new."""
        if not self.is_file:
            return False
        now = file_check.identity(Path(self.location))
        if now == self._identity or now is None:
            return False
        self.engine.dispose()
        if self._holding:
            file_check.release(self._identity)
            file_check.hold(Path(self.location))
        self._identity = now
        self.generation += 1  # another file: refused as a restore is (see transaction)
        self._replaced()
        return True

    def _follow_generation(self, session: Session) -> bool:
        """Whether the file was restored since this store last read it."""
        generation = read_generation(session.connection())
        if generation == self._read_generation:
            return False
        self._read_generation = generation
        self.generation += 1
        self._replaced()
        return True

    def _replaced(self) -> None:
        for callback in list(self.on_replaced):
            callback()

    def dispose(self) -> None:
        self.engine.dispose()
        if self._holding:
            file_check.release(self._identity)
            self._holding = False


@contextmanager
def _busy_refused(location: str) -> Iterator[None]:
    try:
        yield
    except OperationalError as exc:
        words = str(exc.orig).lower()
        if "database is locked" in words or "database is busy" in words:
            raise StoreError(code="file.busy", path=location) from exc
        raise


GENERATION = "user_version"
"""The SQLite header field counting a file's restores: each one moves it on (see
:mod:`tournament.store.backup`), so every desk that has the file open notices."""


def read_generation(connection: Connection) -> int:
    return int(connection.exec_driver_sql(f"PRAGMA {GENERATION}").scalar() or 0)


# -- SQLite ---------------------------------------------------------------------------


def _sqlite_engine(path: Path) -> Engine:
    engine = create_engine(
        URL.create("sqlite+pysqlite", database=str(path)),
        connect_args={"timeout": BUSY_TIMEOUT_MS / 1000},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Let SQLAlchemy's "begin" below issue BEGIN itself (pysqlite's own is deferred).
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        if connection.get_execution_options().get(SNAPSHOT_OPTION):
            connection.exec_driver_sql("BEGIN")  # a snapshot: see Store
        else:
            connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def check_sqlite_file(path: Path) -> str:
    """Refuse anything that is not an intact tournament file, without writing to it.

    Read-only and leaving no files beside it: the header, the integrity, the tables and
    their columns (those of the file's schema revision), read by :mod:`file_check`
    (begun early by a command that names the file). Returns that revision."""
    where = str(path)
    facts = file_check.read(path)
    columns, revision = facts.columns, facts.revision
    if facts.check != "ok":
        raise FileRefusedError(
            code="file.damaged", path=where, reason=f"integrity check: {facts.check}"
        )
    if "tournament" not in columns or "alembic_version" not in columns:
        raise FileRefusedError(
            code="file.foreign", path=where, reason="an SQLite database without its tables"
        )
    if len(facts.revisions) > 1:
        raise FileRefusedError(
            code="file.foreign", path=where, reason="more than one schema revision"
        )
    if revision is None:
        raise FileRefusedError(code="file.foreign", path=where, reason="no schema revision")
    if revision not in known_revisions():
        newer = _is_newer(revision)
        code = "file.newer" if newer else "file.unknown_revision"
        raise FileRefusedError(code=code, path=where, revision=revision)
    # Checked before anything opens it for writing: the engine switches a file to WAL
    # and an upgrade rewrites it, which a foreign file with look-alike tables must escape.
    for table, names in sorted(expected_columns(revision).items()):
        if columns.get(table) != names:
            what = "has other columns" if table in columns else "is missing"
            raise FileRefusedError(code="file.foreign", path=where, reason=f"table {table} {what}")
    wrong = file_check.wrong_type(path, column_kinds())
    if wrong is not None:
        raise FileRefusedError(code="file.damaged", path=where, reason=wrong)
    return revision


def _is_newer(revision: str) -> bool:
    """Whether an unknown revision is one of ours from a later version: named like ours
    ("0012_...") with a higher number than the newest this program knows."""
    number = revision.split("_", 1)[0]
    head = head_revision().split("_", 1)[0]
    return len(number) == 4 and number.isdigit() and head.isdigit() and number > head


_STORAGE: dict[str, frozenset[str]] = {
    "Integer": frozenset({"integer"}),
    "Boolean": frozenset({"integer"}),
    "String": frozenset({"text"}),
    "Text": frozenset({"text"}),
    "JSON": frozenset({"text"}),
    "FractionType": frozenset({"text"}),
    "UtcDateTime": frozenset({"text"}),
    "DateTime": frozenset({"text"}),
}


@functools.cache
def column_kinds() -> file_check.Kinds:
    """What each column of the current schema holds, for the file check: a column of a
    type not listed is not checked."""
    kinds: file_check.Kinds = {}
    for table in Base.metadata.sorted_tables:
        for column in table.columns:
            classes = _STORAGE.get(type(column.type).__name__)
            if classes is None:
                continue
            if column.nullable:
                classes = classes | {"null"}
            json = type(column.type).__name__ == "JSON"
            kinds.setdefault(table.name, {})[column.name] = (classes, json)
    return kinds


@functools.cache
def expected_columns(revision: str) -> dict[str, frozenset[str]]:
    """The tables and columns a tournament file of schema ``revision`` has."""
    if revision == head_revision():
        return {t.name: frozenset(t.columns.keys()) for t in Base.metadata.sorted_tables}
    from alembic import command

    engine = create_engine("sqlite://")
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), revision)
            found = inspect(connection)
            return {
                table: frozenset(c["name"] for c in found.get_columns(table))
                for table in found.get_table_names()
                if table != "alembic_version"
            }
    finally:
        engine.dispose()


def create_sqlite(path: Path) -> Store:
    """A new tournament file at head; refuses to touch an existing file."""
    path = Path(path)
    if path.suffix.lower() != SUFFIX:
        path = path.with_name(path.name + SUFFIX)
    if path.exists():
        raise StoreError(code="file.exists", path=str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    # Claim the name atomically, so two creators never share one file.
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError as exc:
        raise StoreError(code="file.exists", path=str(path)) from exc
    os.close(fd)
    engine = _sqlite_engine(path)
    try:
        with engine.begin() as connection:
            _create_schema(connection)
    except BaseException:
        engine.dispose()
        _remove_sqlite(path)
        raise
    return Store(engine, str(path), is_file=True)


def _remove_sqlite(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(str(path) + suffix).unlink(missing_ok=True)


def open_sqlite(path: Path, *, upgrade: bool = True) -> Store:
    path = Path(path)
    revision = check_sqlite_file(path)
    engine = _sqlite_engine(path)
    try:
        if revision != head_revision():
            if not upgrade:
                raise FileRefusedError(code="file.older", path=str(path), revision=revision)
            _keep_copy_before_upgrade(path, revision)
            from alembic import command

            with engine.begin() as connection:
                command.upgrade(alembic_config(connection), "head")
    except BaseException:
        engine.dispose()
        raise
    return Store(engine, str(path), is_file=True)


def _keep_copy_before_upgrade(path: Path, revision: str | None) -> None:
    target = path.with_name(f"{path.stem}.before-upgrade-{revision}{path.suffix}")
    source = sqlite3.connect(str(path))
    try:
        dest = sqlite3.connect(str(target))
        try:
            source.backup(dest)
        finally:
            dest.close()
    finally:
        source.close()


# -- PostgreSQL (any SQLAlchemy URL) --------------------------------------------------


def open_url(url: str, *, create: bool = False) -> Store:
    """Connect to a database URL; creates the tables at head when the database is empty
    (``create``) and upgrades an older schema."""
    try:
        parsed = make_url(url)
    except Exception as exc:
        raise StoreError(code="url.invalid", url=str(url), reason=str(exc)) from exc
    shown = parsed.render_as_string(hide_password=True)
    if parsed.get_backend_name() == "sqlite":
        if parsed.database in (None, "", ":memory:"):
            raise StoreError(code="url.invalid", url=shown, reason="use a file path for SQLite")
        path = Path(parsed.database)
        return create_sqlite(path) if create and not path.exists() else open_sqlite(path)
    from alembic import command
    from alembic.runtime.migration import MigrationContext

    engine = create_engine(parsed, pool_pre_ping=True)
    try:
        with engine.begin() as connection:
            tables = set(inspect(connection).get_table_names())
            if not tables & REQUIRED_TABLES:
                if not create:
                    raise StoreError(code="url.empty", url=shown)
                _create_schema(connection)
            else:
                revision = MigrationContext.configure(connection).get_current_revision()
                if "tournament" not in tables or revision is None:
                    raise FileRefusedError(code="url.foreign", url=shown)
                if revision not in known_revisions():
                    raise FileRefusedError(code="url.newer", url=shown, revision=revision)
                if revision != head_revision():
                    command.upgrade(alembic_config(connection), "head")
    except (OperationalError, DBAPIError) as exc:
        engine.dispose()
        raise StoreError(code="url.unreachable", url=shown, reason=str(exc.orig)) from exc
    except BaseException:
        engine.dispose()
        raise
    return Store(engine, str(url), is_file=False)


def _create_schema(connection: Connection) -> None:
    from alembic import command

    Base.metadata.create_all(connection)
    command.stamp(alembic_config(connection), "head")


def open_location(location: str | os.PathLike[str], *, create: bool = False) -> Store:
    if is_url(location):
        return open_url(str(location), create=create)
    path = Path(location)
    if create:
        return create_sqlite(path)
    return open_sqlite(path)
