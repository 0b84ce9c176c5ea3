"""What a tournament file holds before anything opens it: read with sqlite3 alone.

:func:`tournament.store.database.check_sqlite_file` refuses anything that is not an intact
tournament file. Its reading part, here, needs neither SQLAlchemy nor the models: the
header, SQLite's integrity check (``PRAGMA quick_check``, which reads every page: a tenth
of a second at 2,000 players), the tables with their columns and the schema revision.

SQLite runs the integrity check without holding Python's lock, so a command that knows its
file from its arguments starts the read at once (:func:`begin`) and imports the services
meanwhile: the check runs on the other core. The open takes the result (:func:`read`),
provided the file and its write-ahead log are still what they were when the read began;
otherwise, and when nothing was begun, it reads the file there and then.

A file this process has open through SQLite (a Store, :func:`hold`) is never opened by
plain Python: closing any handle of a file drops every POSIX lock the process holds on it,
SQLite's too, and another process's last close would then delete the write-ahead log
under the live connections (a restore from the command line did, and the file broke).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from pathlib import Path
from typing import NamedTuple

from tournament.store.errors import FileRefusedError, StoreError

SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 15000
_COMPANIONS = ("-wal", "-journal")


class FileFacts(NamedTuple):
    """The integrity check's first line (``"ok"`` for an intact file), every table's
    columns, and the revisions in ``alembic_version`` (one in a tournament file)."""

    check: str | None
    columns: dict[str, frozenset[str]]
    revisions: tuple[str, ...]

    @property
    def revision(self) -> str | None:
        """The one schema revision (None without one, or with several)."""
        return self.revisions[0] if len(self.revisions) == 1 else None


def read_now(path: Path) -> FileFacts:
    """The file's facts, read now, writing nothing and leaving no files beside it.

    Raises StoreError for a missing or unreadable file, FileRefusedError for a folder,
    a file that is not SQLite, or one SQLite cannot read."""
    where = str(path)
    if not path.exists():
        raise StoreError(code="file.missing", path=where)
    if path.is_dir():
        raise FileRefusedError(code="file.folder", path=where)
    try:
        magic = SQLITE_MAGIC if is_held(path) else _magic(path)
    except OSError as exc:
        raise StoreError(code="file.unreadable", path=where, reason=exc.strerror) from exc
    if magic != SQLITE_MAGIC:
        raise FileRefusedError(code="file.foreign", path=where, reason="not an SQLite database")
    try:
        con = _read_only(path)
        try:
            row = con.execute("PRAGMA quick_check").fetchone()
            columns = _columns(con)
            revisions: tuple[str, ...] = ()
            if "alembic_version" in columns:
                found = con.execute("SELECT version_num FROM alembic_version").fetchall()
                revisions = tuple(str(version[0]) for version in found)
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        raise FileRefusedError(code="file.damaged", path=where, reason=str(exc)) from exc
    return FileFacts(None if row is None else str(row[0]), columns, revisions)


Kinds = dict[str, dict[str, tuple[frozenset[str], bool]]]
"""Per table and column: the SQLite storage classes (``typeof``) its values may have, and
whether they must be JSON."""


def wrong_type(path: Path, kinds: Kinds) -> str | None:
    """The first column in ``path`` holding a value of a type it must not (a tile count
    ``'abc'`` or ``3.0``, a name as bytes, JSON that is none), worded; None if none does.

    Read-only, one pass over each table (the tables of ``kinds`` that the file has)."""
    con = _read_only(path)
    try:
        present = _columns(con)
        for table, wanted in sorted(kinds.items()):
            names = [c for c in sorted(wanted) if c in present.get(table, ())]
            if not names:
                continue
            wrong = []
            for name in names:
                classes, json = wanted[name]
                allowed = ", ".join(f"'{c}'" for c in sorted(classes))
                test = f'typeof("{name}") NOT IN ({allowed})'
                if json:
                    test += f' OR ("{name}" IS NOT NULL AND NOT json_valid("{name}"))'
                wrong.append(f"({test})")
            tests = ", ".join(f"max{test}" for test in wrong)
            row = con.execute(f'SELECT {tests} FROM "{table}"').fetchone()
            for name, test, bad in zip(names, wrong, row or (), strict=False):
                if bad:
                    found = con.execute(
                        f'SELECT typeof("{name}") FROM "{table}" WHERE {test} LIMIT 1'
                    ).fetchone()
                    kind = found[0] if found else "?"
                    return f"table {table}, column {name} holds a value of the wrong type ({kind})"
        return None
    except sqlite3.DatabaseError as exc:
        return str(exc)
    finally:
        con.close()


def _magic(path: Path) -> bytes:
    with path.open("rb") as handle:
        return handle.read(len(SQLITE_MAGIC))


# -- files this process has open --------------------------------------------------------

Identity = tuple[int, int]

_held: dict[Identity, int] = {}
_held_lock = threading.Lock()


def identity(path: Path) -> Identity | None:
    """The file's device and inode (None when there is none): a file renamed over it or
    restored by copying it aside has another."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return (found.st_dev, found.st_ino)


def hold(path: Path) -> Identity | None:
    """Note that a connection of this process has ``path`` open (see the module's note)."""
    key = identity(path)
    if key is not None:
        with _held_lock:
            _held[key] = _held.get(key, 0) + 1
    return key


def release(key: Identity | None) -> None:
    if key is None:
        return
    with _held_lock:
        left = _held.get(key, 0) - 1
        if left > 0:
            _held[key] = left
        else:
            _held.pop(key, None)


def is_held(path: Path) -> bool:
    key = identity(path)
    with _held_lock:
        return key is not None and key in _held


def _read_only(path: Path) -> sqlite3.Connection:
    """A connection that cannot write to ``path`` nor leave files beside it.

    Without a write-ahead log beside it the whole database is in the file, so it is read
    as immutable: SQLite then creates no ``-wal``/``-shm`` files (it would for a file in WAL
    mode, even read-only). With a log present (the file is in use or was not closed) the
    log must be read too; its ``-shm`` companion exists then or is harmless to add."""
    uri = path.resolve().as_uri() + "?mode=ro"
    if not any(Path(f"{path}{suffix}").exists() for suffix in _COMPANIONS):
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_MS / 1000)


def _columns(con: sqlite3.Connection) -> dict[str, frozenset[str]]:
    tables = [
        str(row[0]) for row in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    ]
    return {
        table: frozenset(
            str(row[0]) for row in con.execute("SELECT name FROM pragma_table_info(?)", (table,))
        )
        for table in tables
    }


# -- read early, taken at the open --------------------------------------------------------

Signature = tuple[tuple[int, int, int, int] | None, ...]


def _signature(path: Path) -> Signature:
    """The file's and its companions' device, inode, size and modification time (None for
    one that is not there): equal signatures, equal contents to read."""

    def stat(name: str) -> tuple[int, int, int, int] | None:
        try:
            found = os.stat(name)
        except OSError:
            return None
        return (found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns)

    return tuple(stat(f"{path}{suffix}") for suffix in ("", *_COMPANIONS))


class _Read:
    """One read begun on a thread of its own: its result or its error when joined."""

    def __init__(self, path: Path) -> None:
        self.signature = _signature(path)
        self.facts: FileFacts | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(
            target=self._run, args=(path,), name="tournament-file-check", daemon=True
        )
        self.thread.start()

    def _run(self, path: Path) -> None:
        try:
            self.facts = read_now(path)
        except BaseException as exc:  # handed to whoever opens the file
            self.error = exc

    def result(self) -> FileFacts:
        self.thread.join()
        if self.error is not None:
            raise self.error
        assert self.facts is not None
        return self.facts


_begun: dict[Path, _Read] = {}
_lock = threading.Lock()


def begin(path: Path) -> None:
    """Start reading ``path``'s facts on a thread, for :func:`read` to take. Does nothing
    for a path that is not a file (the open names the problem)."""
    key = path.absolute()
    if not key.is_file():
        return
    with _lock:
        if key not in _begun:
            _begun[key] = _Read(path)


def read(path: Path) -> FileFacts:
    """``path``'s facts: those read since :func:`begin` if the file and its companions
    have not changed since it began, else read now. Each begun read is taken once."""
    key = path.absolute()
    with _lock:
        begun = _begun.pop(key, None)
    if begun is not None:
        begun.thread.join()  # either way: no begun read outlives the open
        if begun.signature == _signature(path):
            return begun.result()
    return read_now(path)
