"""Consistent copies of a tournament file (SQLite's online backup API) and restoring one.

Backups live in a folder next to the file, ``<name>.backups/``, named by round and time;
the newest ``keep`` are kept. Restoring copies a backup into the tournament file through
the same API, so a running WAL file is replaced consistently, after the current state is
itself kept as a backup (``-before-restore-``), which is never pruned.

A file is put in place by :func:`replace_file` alone: an existing tournament file (which
other desks or programs may have open) is written through SQLite, never renamed over nor
deleted with its ``-wal``/``-shm``; a new one is renamed into place, retried and else
copied where the rename fails (Windows refuses it while another program holds the file).

A restore is safe under desks that have the file open: the backup is prepared aside, then
one transaction on the file, holding its write lock throughout, keeps the current state,
replaces every row by the backup's and moves the file's generation (``PRAGMA
user_version``) on, so every desk's next save is refused once until it has read the
restored file (see ``tournament.store.database.Store``). A restore killed half-way
changes nothing.

A copy is written as ``.part`` and renamed when complete, while the file's write lock is
held: no desk saves meanwhile, and no other copy is under way, so a ``.part`` file found
then was left by a copy that failed or was killed, and is removed.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from tournament.store.database import (
    BUSY_TIMEOUT_MS,
    GENERATION,
    _remove_sqlite,
    check_sqlite_file,
)
from tournament.store.errors import StoreError

_NAME = re.compile(r"^(?P<stem>.+)-round(?P<round>\d+)-(?P<time>\d{8}T\d{6}\d{6})Z\.srt$")
BEFORE_RESTORE = "-before-restore"
"""Tag of the copy kept before a restore: never pruned."""
BY_HAND = "-now"
"""Tag of a copy made on request (not by a round's close)."""


@dataclass(frozen=True, slots=True)
class Backup:
    path: Path
    round_number: int
    created_at: datetime
    size: int

    @property
    def before_restore(self) -> bool:
        return f"{BEFORE_RESTORE}-round" in self.path.name


def backup_folder(path: Path) -> Path:
    return path.with_name(path.name + ".backups")


def _copy(source: Path, target: Path) -> None:
    src = sqlite3.connect(str(source), timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        dst = sqlite3.connect(str(target), timeout=BUSY_TIMEOUT_MS / 1000)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


REPLACE_ATTEMPTS = 5
REPLACE_PAUSE = 0.2
"""A rename refused (another program has a file open, on Windows) is tried again this often,
this many seconds apart, before the file is copied instead."""


Step = Callable[[sqlite3.Connection], None]
"""Runs in the transaction that replaces an existing file, holding its write lock: before
the content is replaced (a restore keeps the current state), or after (before it commits)."""


def replace_file(
    source: Path, target: Path, before: Step | None = None, after: Step | None = None
) -> None:
    """Put the SQLite file ``source`` in the place of ``target``; ``source`` is gone then.

    The one way the store replaces a file. An existing ``target`` (other desks or
    programs may have it open) is never renamed over nor deleted: its rows are replaced
    by ``source``'s in one transaction on it (between ``before`` and ``after``), so every
    reader sees the old file or the new, and no save falls between. A new one is renamed into place,
    retried and else copied through SQLite where renaming fails (Windows, while another
    program holds a file open)."""
    if target.exists():
        _replace_rows(source, target, before, after)
    else:
        for attempt in range(REPLACE_ATTEMPTS):
            try:
                os.replace(source, target)
                break
            except PermissionError:
                if attempt + 1 < REPLACE_ATTEMPTS:
                    time.sleep(REPLACE_PAUSE)
        else:
            _copy(source, target)
    _remove_sqlite(source)


def _replace_rows(source: Path, target: Path, before: Step | None, after: Step | None) -> None:
    con = sqlite3.connect(str(target), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        con.execute("ATTACH DATABASE ? AS source", (str(source),))
        con.execute("BEGIN IMMEDIATE")
        try:
            if before is not None:
                before(con)
            _copy_rows(con, after)
            con.execute(
                f"PRAGMA main.{GENERATION} = "
                f"{int(con.execute(f'PRAGMA source.{GENERATION}').fetchone()[0])}"
            )
            con.execute("COMMIT")
        except BaseException:
            con.execute("ROLLBACK")
            raise
        con.execute("DETACH DATABASE source")
    finally:
        con.close()


def _copy_rows(con: sqlite3.Connection, after: Step | None) -> None:
    """Every table's rows of ``source`` into ``main`` (same schema), in the open
    transaction, then ``after``; the triggers (the audit log's guards against changes)
    are lifted meanwhile only."""
    triggers = con.execute(
        "SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'"
    ).fetchall()
    for name, _sql in triggers:
        con.execute(f'DROP TRIGGER main."{name}"')
    tables = [
        str(row[0])
        for row in con.execute(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    ]
    for table in tables:
        con.execute(f'DELETE FROM main."{table}"')
    for table in tables:
        mine = [
            str(r[0]) for r in con.execute(f"SELECT name FROM pragma_table_info('{table}', 'main')")
        ]
        theirs = {
            str(r[0])
            for r in con.execute(f"SELECT name FROM pragma_table_info('{table}', 'source')")
        }
        if mine != [c for c in mine if c in theirs]:
            raise StoreError(
                code="file.foreign", path="backup", reason=f"table {table} has other columns"
            )
        columns = ", ".join(f'"{c}"' for c in mine)
        con.execute(
            f'INSERT INTO main."{table}" ({columns}) SELECT {columns} FROM source."{table}"'
        )
    if after is not None:
        after(con)
    for _name, sql in triggers:
        con.execute(sql)


@contextmanager
def write_lock(path: Path, *, commit: bool = False) -> Iterator[sqlite3.Connection]:
    """Hold the file's write lock: other desks' saves wait until the block ends. What the
    block writes through the connection is kept with ``commit``, else rolled back."""
    con = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        con.execute("BEGIN IMMEDIATE")
        done = False
        try:
            yield con
            done = True
        finally:
            con.execute("COMMIT" if commit and done else "ROLLBACK")
    finally:
        con.close()


def make_backup(
    path: Path, round_number: int, *, keep: int = 10, tag: str = "", locked: bool = False
) -> Backup:
    """A consistent copy of the tournament file; prunes all but the newest ``keep`` (copies
    kept before a restore stay). ``locked``: the caller holds the file's write lock.

    Raises StoreError ``backup.failed`` when the copy cannot be written; no ``.part`` file
    is left then."""
    folder = backup_folder(path)
    now = datetime.now(UTC)
    stamp = now.strftime("%Y%m%dT%H%M%S%f")
    target = folder / f"{path.stem}{tag}-round{round_number:02d}-{stamp}Z.srt"
    partial = target.with_name(target.name + ".part")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with nullcontext() if locked else write_lock(path):
            for stale in folder.glob("*.part"):
                stale.unlink(missing_ok=True)
            try:
                _copy(path, partial)
                replace_file(partial, target)
            except BaseException:
                partial.unlink(missing_ok=True)
                raise
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise StoreError(
            code="backup.failed",
            path=str(folder),
            reason=reason,
        ) from exc
    for old in [b for b in list_backups(path) if not b.before_restore][keep:]:
        old.path.unlink(missing_ok=True)
    return Backup(target, round_number, now, target.stat().st_size)


def drop_unfinished(path: Path, kept: Backup, since: datetime | None) -> None:
    """Remove the copies of ``kept``'s round made by closes that never completed: made
    after the round's last completed close (``since``, None: never) and before ``kept``.
    Copies made on request or before a restore stay."""
    for found in list_backups(path):
        if (
            found.round_number == kept.round_number
            and found.path != kept.path
            and not found.before_restore
            and BY_HAND + "-round" not in found.path.name
            and (since is None or found.created_at > since)
            and found.created_at <= kept.created_at
        ):
            found.path.unlink(missing_ok=True)


def list_backups(path: Path) -> list[Backup]:
    """Newest first."""
    folder = backup_folder(path)
    if not folder.is_dir():
        return []
    found = []
    for item in folder.iterdir():
        match = _NAME.match(item.name)
        if match is None:
            continue
        created = datetime.strptime(match["time"], "%Y%m%dT%H%M%S%f").replace(tzinfo=UTC)
        found.append(Backup(item, int(match["round"]), created, item.stat().st_size))
    found.sort(key=lambda b: b.created_at, reverse=True)
    return found


Prepare = Callable[[Path], None]
"""Makes the copy about to be restored ready (upgraded, the restore's entry as the newest in
its log: its id is moved past every id the replaced file issued, so none repeats)."""


def restore(backup: Path, target: Path, prepare: Prepare | None = None) -> None:
    """Copy ``backup`` into ``target``; an existing tournament file is backed up first.

    Both must be intact tournament files; anything else at ``target`` is left alone.
    Desks with ``target`` open are refused their next save once (see the module)."""
    check_sqlite_file(backup)
    exists = target.exists()
    if exists:
        check_sqlite_file(target)
    elif target.suffix.lower() != ".srt":
        raise StoreError(code="file.name", path=str(target))
    folder = backup_folder(target)
    folder.mkdir(parents=True, exist_ok=True)
    staged = folder / f"{target.stem}.restoring"
    _remove_sqlite(staged)

    last_id = 0

    def keep_current(con: sqlite3.Connection) -> None:
        # The file's write lock is held from here until the backup's rows are in.
        nonlocal last_id
        generation = int(con.execute(f"PRAGMA main.{GENERATION}").fetchone()[0]) + 1
        last_id = int(con.execute("SELECT max(id) FROM main.audit_log").fetchone()[0] or 0)
        make_backup(target, 0, tag=BEFORE_RESTORE, locked=True)
        con.execute(f"PRAGMA source.{GENERATION} = {generation}")

    def ids_go_on(con: sqlite3.Connection) -> None:
        # The restore's own entry (the newest) follows every id the file issued.
        con.execute(
            "UPDATE main.audit_log SET id = ? WHERE id = (SELECT max(id) FROM main.audit_log) "
            "AND id <= ?",
            (last_id + 1, last_id),
        )

    try:
        _copy(backup, staged)
        if prepare is not None:
            prepare(staged)
        if exists:
            replace_file(staged, target, keep_current, ids_go_on)
        else:
            replace_file(staged, target)
    finally:
        _remove_sqlite(staged)
