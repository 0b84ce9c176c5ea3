"""Consistent copies of a tournament file (SQLite's online backup API) and restoring one.

Backups live in a folder next to the file, ``<name>.backups/``, named by round and time;
the newest ``keep`` are kept. Restoring copies a backup into the tournament file through
the same API, so a running WAL file is replaced consistently, after the current state is
itself kept as a backup (``-before-restore-``), which is never pruned.

A copy is written as ``.part`` and renamed when complete, while the file's write lock is
held: no desk saves meanwhile, and no other copy is under way, so a ``.part`` file found
then was left by a copy that failed or was killed, and is removed.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from tournament.store.database import BUSY_TIMEOUT_MS, check_sqlite_file
from tournament.store.errors import StoreError

_NAME = re.compile(r"^(?P<stem>.+)-round(?P<round>\d+)-(?P<time>\d{8}T\d{6}\d{6})Z\.srt$")
BEFORE_RESTORE = "-before-restore"
"""Tag of the copy kept before a restore: never pruned."""


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


@contextmanager
def write_lock(path: Path) -> Iterator[None]:
    """Hold the file's write lock: other desks' saves wait until the block ends."""
    con = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    try:
        con.execute("BEGIN IMMEDIATE")
        try:
            yield
        finally:
            con.execute("ROLLBACK")
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
                partial.replace(target)
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


def restore(backup: Path, target: Path) -> None:
    """Copy ``backup`` into ``target``; an existing tournament file is backed up first.

    Both must be intact tournament files; anything else at ``target`` is left alone."""
    check_sqlite_file(backup)
    if target.exists():
        check_sqlite_file(target)
        make_backup(target, 0, tag=BEFORE_RESTORE)
    elif target.suffix.lower() != ".srt":
        raise StoreError(code="file.name", path=str(target))
    _copy(backup, target)
