"""Backups after each closed round, the last ten kept, and restoring one."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tournament.services import create_tournament, open_tournament, restore_backup
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.store.backup import backup_folder, list_backups, make_backup
from tournament.store.errors import FileRefusedError


def _play_round(path: Path) -> None:
    service = open_tournament(path)
    rnd = service.start_round().value
    for table in rnd.tables:
        for game in table.games:
            tiles = {
                p: (0 if p == game.starter_player_id else 2 + i)
                for i, p in enumerate(game.player_ids)
            }
            service.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    service.close_round(rnd.number)
    service.close()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    target = tmp_path / "abend.srt"
    service = create_tournament("Abend", location=target)
    service.import_players([PlayerEntry(f"P{i}") for i in range(6)])
    service.close()
    return target


def test_each_closed_round_leaves_a_consistent_backup(path: Path) -> None:
    _play_round(path)
    _play_round(path)
    found = list_backups(path)
    assert [b.round_number for b in found] == [2, 1]
    for backup in found:
        con = sqlite3.connect(backup.path)
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        (rounds,) = con.execute("SELECT count(*) FROM round").fetchone()
        con.close()
        assert rounds == backup.round_number


def test_only_the_last_ten_are_kept(path: Path) -> None:
    for number in range(1, 14):
        make_backup(path, number, keep=10)
    found = list_backups(path)
    assert len(found) == 10
    assert [b.round_number for b in found] == list(range(13, 3, -1))
    assert len(list(backup_folder(path).iterdir())) == 10


def test_restore_brings_back_a_round_and_keeps_the_current_state(path: Path) -> None:
    _play_round(path)
    after_one = list_backups(path)[0]
    _play_round(path)
    info = restore_backup(after_one.path, path)
    assert info.current_round == 1
    service = open_tournament(path)
    assert [r.number for r in service.rounds()] == [1]
    assert service.audit_log(limit=1)[0].action == "restore"
    assert service.can_undo() is None
    service.close()
    # The state before the restore (two rounds) was itself kept.
    kept = [b for b in list_backups(path) if "before-restore" in b.path.name]
    assert len(kept) == 1
    con = sqlite3.connect(kept[0].path)
    assert con.execute("SELECT count(*) FROM round").fetchone() == (2,)
    con.close()


def test_restore_refuses_to_overwrite_a_foreign_file(path: Path, tmp_path: Path) -> None:
    _play_round(path)
    backup = list_backups(path)[0].path
    foreign = tmp_path / "letter.srt"
    foreign.write_text("Dear club members, ...", encoding="utf-8")
    digest = hashlib.sha256(foreign.read_bytes()).hexdigest()
    with pytest.raises(FileRefusedError):
        restore_backup(backup, foreign)
    assert hashlib.sha256(foreign.read_bytes()).hexdigest() == digest


def test_restore_into_a_new_file(path: Path, tmp_path: Path) -> None:
    _play_round(path)
    backup = list_backups(path)[0].path
    info = restore_backup(backup, tmp_path / "copy.srt")
    assert info.name == "Abend" and info.current_round == 1
