"""The tournament file's facts read early (file_check.begin) and taken at the open."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.store import file_check
from tournament.store.database import create_sqlite, head_revision, open_sqlite
from tournament.store.errors import FileRefusedError, StoreError


def _file(path: Path) -> Path:
    create_sqlite(path).dispose()
    return path


def _scribble(path: Path) -> None:
    """Break the file's b-tree pages past the header, keeping its size, then set its
    modification time back to what it was: a change no signature sees."""
    before = os.stat(path)
    with path.open("r+b") as handle:
        handle.seek(4096)
        handle.write(b"\xa5" * 4096)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def _finished() -> None:
    """Wait for every begun read to end (it then holds the file as it was)."""
    for thread in threading.enumerate():
        if thread.name == "tournament-file-check":
            thread.join()


def _thread_count() -> int:
    return sum(1 for t in threading.enumerate() if t.name == "tournament-file-check")


def test_a_begun_read_gives_what_a_read_now_gives(tmp_path: Path) -> None:
    path = _file(tmp_path / "t.srt")
    file_check.begin(path)
    facts = file_check.read(path)
    assert facts == file_check.read_now(path)
    assert facts.check == "ok" and facts.revision == head_revision()
    assert {"tournament", "alembic_version", "game"} <= set(facts.columns)
    assert _thread_count() == 0  # joined at the read


def test_a_file_changed_after_the_read_began_is_read_again(tmp_path: Path) -> None:
    path = _file(tmp_path / "t.srt")
    file_check.begin(path)
    _finished()  # read whole and found intact
    with path.open("r+b") as handle:  # damaged after that: its size and time differ
        handle.seek(4096)
        handle.write(b"\xa5" * 8192)
    with pytest.raises(FileRefusedError) as info:
        open_sqlite(path)
    assert info.value.code == "file.damaged"


def test_each_begun_read_is_taken_once(tmp_path: Path) -> None:
    path = _file(tmp_path / "t.srt")
    file_check.begin(path)
    open_sqlite(path).dispose()
    # Damaged unseen by the signature: the next open reads the file itself, not the
    # result begun before the first open.
    _scribble(path)
    with pytest.raises(FileRefusedError) as info:
        open_sqlite(path)
    assert info.value.code == "file.damaged"


def test_a_damaged_file_begun_early_is_refused_as_when_read_at_the_open(tmp_path: Path) -> None:
    path = _file(tmp_path / "t.srt")
    _scribble(path)
    with pytest.raises(FileRefusedError) as at_open:
        open_sqlite(path)
    file_check.begin(path)
    with pytest.raises(FileRefusedError) as begun:
        open_sqlite(path)
    assert (begun.value.code, str(begun.value)) == (at_open.value.code, str(at_open.value))


def test_nothing_is_begun_for_a_missing_file_or_a_folder(tmp_path: Path) -> None:
    file_check.begin(tmp_path / "missing.srt")
    file_check.begin(tmp_path)
    assert _thread_count() == 0
    with pytest.raises(StoreError) as info:
        open_sqlite(tmp_path / "missing.srt")
    assert info.value.code == "file.missing"


def test_the_command_line_begins_the_check_of_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path / "t.srt")
    begun: list[Path] = []
    real_begin = file_check.begin

    def recording(p: Path) -> None:
        begun.append(p)
        real_begin(p)

    monkeypatch.setattr(file_check, "begin", recording)
    _scribble(path)
    assert main(["standings", str(path)]) == 2
    assert "the tournament file is damaged" in capsys.readouterr().err
    assert begun == [path]
    # A URL or a JSON tournament file begins nothing.
    main(["standings", str(tmp_path / "t.json")])
    main(["standings", "postgresql+psycopg://nobody@127.0.0.1:1/none"])
    assert begun == [path]
