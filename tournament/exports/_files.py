"""Writing output files safely: a half-written or cancelled export never replaces a good file."""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

from tournament.exports.model import ExportCancelled, ExportError, Progress


@contextlib.contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """A temporary path beside ``path`` to write to; it replaces ``path`` only on success."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise ExportError(f"{target}: folder {folder} does not exist")
    if target.is_dir():
        raise ExportError(f"{target}: is a folder; give a file name")
    temp = _new_file(folder, f".{target.name}.", ".part")
    try:
        yield temp
        os.replace(temp, target)
    finally:
        if temp.exists():
            temp.unlink()


def _new_file(folder: Path, prefix: str, suffix: str) -> Path:
    """A new empty file with a name nobody uses. Unlike ``tempfile.mkstemp`` (always 0600)
    it is created like any other file, so the finished export has the permissions the
    user's umask gives (0644 with umask 022)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        path = folder / f"{prefix}{secrets.token_hex(4)}{suffix}"
        try:
            os.close(os.open(path, flags, 0o666))
        except FileExistsError:
            continue
        return path
    raise FileExistsError(f"{folder}: no free name for a temporary file")


class Ticker:
    """Calls a progress callback and raises ``ExportCancelled`` when it returns False."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress = progress
        self.total = total
        self.done = 0

    def start(self) -> None:
        self._report()

    def step(self, count: int = 1) -> None:
        self.done += count
        self._report()

    def _report(self) -> None:
        if self.progress is not None and self.progress(self.done, self.total) is False:
            raise ExportCancelled(f"cancelled after {self.done} of {self.total}")
