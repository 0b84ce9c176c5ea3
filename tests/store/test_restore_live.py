"""Restoring or replacing a tournament file that desks have open, in this process or others.

Each fault is made to happen: a second process restores under two open services, a
restore dies between its steps, a rename over the file is refused as on Windows.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.services import TournamentService, create_tournament, open_tournament
from tournament.services.dto import GameInfo, PlayerEntry, ResultEntry
from tournament.store import backup
from tournament.store.backup import list_backups, make_backup, replace_file
from tournament.store.errors import StoreError

ROOT = Path(__file__).resolve().parents[2]


def _result(game: GameInfo) -> ResultEntry:
    return ResultEntry({p: (0 if i == 0 else 4 + i) for i, p in enumerate(game.player_ids)})


def _record(service: TournamentService, game: GameInfo) -> int:
    current = service.games.get(game.id)
    return service.games.record_result(
        game.id, _result(game), expected_version=current.version
    ).audit_id


@pytest.fixture
def evening(tmp_path: Path) -> tuple[Path, list[GameInfo]]:
    path = tmp_path / "abend.srt"
    service = create_tournament("Abend", location=path)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(9)])
    games = [g for t in service.rounds.start_round().value.tables for g in t.games]
    service.files.backup_now()
    service.close()
    return path, games


def _restore_elsewhere(backup_path: Path, target: Path) -> None:
    """``stein-rummy restore`` from another process."""
    done = subprocess.run(
        [sys.executable, "-m", "tournament", "restore", str(backup_path), str(target)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


def _integrity(path: Path) -> str:
    con = sqlite3.connect(path)
    try:
        return str(con.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        con.close()


def test_a_restore_by_another_process_under_two_open_services(
    evening: tuple[Path, list[GameInfo]],
) -> None:
    """The window and the phone server have the file open; ``restore`` runs elsewhere.
    Nothing removes the write-ahead log under them, the desk's next save is refused in
    words (not confirmed and lost), both then read the restored file, and it stays intact."""
    path, games = evening
    desk = open_tournament(path, desk="desk")
    phones = open_tournament(path, desk="phones")
    _record(desk, games[0])
    assert phones.games.get(games[0].id).status != "open"
    _restore_elsewhere(list_backups(path)[0].path, path)
    assert Path(f"{path}-wal").exists() and Path(f"{path}-shm").exists()
    with pytest.raises(StoreError) as refused:
        _record(desk, games[1])
    assert refused.value.code == "file.replaced"
    assert "restored or replaced by another program" in str(refused.value)
    # Read again: the restored file, for both, without the database's own errors.
    assert desk.games.get(games[1].id).status == "open"
    assert phones.games.get(games[0].id).status == "open"
    _record(desk, games[1])
    assert phones.games.get(games[1].id).status != "open"
    with pytest.raises(StoreError):  # the phone server's first save is refused too
        phones.games.record_result(games[2].id, _result(games[2]), expected_version=1)
    desk.close()
    phones.close()
    assert _integrity(path) == "ok"
    fresh = open_tournament(path)
    assert fresh.games.get(games[1].id).status != "open"
    assert fresh.games.get(games[0].id).status == "open"
    fresh.close()


def test_audit_ids_never_repeat_and_a_stale_undo_is_refused(
    evening: tuple[Path, list[GameInfo]],
) -> None:
    path, games = evening
    desk = open_tournament(path, desk="desk")
    issued = [_record(desk, g) for g in games[:3]]
    _restore_elsewhere(list_backups(path)[0].path, path)
    with pytest.raises(StoreError) as refused:
        desk.history.undo(expected=issued[-1])
    assert refused.value.code == "file.replaced"
    later = open_tournament(path, desk="later")
    restore_entry = later.history.audit_log(limit=1)[0]
    assert restore_entry.action == "restore" and restore_entry.id > max(issued)
    new = _record(later, games[3])
    assert new > restore_entry.id
    # The stale desk, once refused, undoes what the restored file holds, named by its id.
    assert desk.history.undo(expected=new).value.id == new
    desk.close()
    later.close()


def test_a_restore_that_dies_half_way_changes_nothing(
    evening: tuple[Path, list[GameInfo]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after keeping the current state, with half the backup's rows in: the file
    holds what it held, intact, and open desks go on as if nothing happened."""
    from tournament.services import restore_backup

    path, games = evening
    desk = open_tournament(path, desk="desk")
    _record(desk, games[0])
    real = backup._copy_rows

    def killed(con: sqlite3.Connection, after: object) -> None:
        con.execute('DELETE FROM main."result_line"')
        raise KeyboardInterrupt

    monkeypatch.setattr(backup, "_copy_rows", killed)
    with pytest.raises(KeyboardInterrupt):
        restore_backup(list_backups(path)[-1].path, path)
    monkeypatch.setattr(backup, "_copy_rows", real)
    assert not list(backup.backup_folder(path).glob("*.restoring*"))
    assert desk.games.get(games[0].id).status != "open"
    _record(desk, games[1])  # not refused: nothing was restored
    desk.close()
    assert _integrity(path) == "ok"


def test_a_file_renamed_over_the_open_one_is_followed(
    evening: tuple[Path, list[GameInfo]], tmp_path: Path
) -> None:
    """Another program puts a copy in place by renaming: the desk's saves never go to the
    file that is no longer there."""
    path, games = evening
    desk = open_tournament(path, desk="desk")
    copy = tmp_path / "copy.srt"
    make_backup(path, 1)
    os.replace(list_backups(path)[0].path, copy)
    os.replace(copy, path)
    with pytest.raises(StoreError) as refused:
        _record(desk, games[0])
    assert refused.value.code == "file.replaced"
    _record(desk, games[0])
    desk.close()
    fresh = open_tournament(path)
    assert fresh.games.get(games[0].id).status != "open"
    fresh.close()


def _refused_rename(source: object, target: object) -> None:
    raise PermissionError(13, "The process cannot access the file", str(target))


def test_a_backup_is_copied_where_renaming_fails(
    evening: tuple[Path, list[GameInfo]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """As on Windows, where renaming fails while another program has a file open."""
    path, _games = evening
    monkeypatch.setattr(backup, "REPLACE_PAUSE", 0.0)
    monkeypatch.setattr(os, "replace", _refused_rename)
    made = make_backup(path, 7)
    assert made.path.exists() and _integrity(made.path) == "ok"
    assert not list(made.path.parent.glob("*.part*"))


def test_a_restore_onto_an_open_file_never_renames(
    evening: tuple[Path, list[GameInfo]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.services import restore_backup

    path, games = evening
    desk = open_tournament(path, desk="desk")
    _record(desk, games[0])
    monkeypatch.setattr(backup, "REPLACE_PAUSE", 0.0)
    monkeypatch.setattr(os, "replace", _refused_rename)
    info = restore_backup(list_backups(path)[-1].path, path)
    assert info.current_round == 1
    monkeypatch.undo()
    with pytest.raises(StoreError):
        _record(desk, games[1])
    assert desk.games.get(games[0].id).status == "open"
    desk.close()


def test_replace_file_retries_a_refused_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source, target = tmp_path / "a.srt", tmp_path / "b.srt"
    sqlite3.connect(source).execute("CREATE TABLE t (x)").connection.close()
    calls: list[object] = []
    real = os.replace

    def refused_once(a: object, b: object) -> None:
        calls.append(b)
        if len(calls) == 1:
            _refused_rename(a, b)
        real(a, b)  # type: ignore[arg-type]

    monkeypatch.setattr(backup, "REPLACE_PAUSE", 0.0)
    monkeypatch.setattr(os, "replace", refused_once)
    replace_file(source, target)
    assert len(calls) == 2 and target.exists() and not source.exists()
