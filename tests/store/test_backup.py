"""Backups after each closed round, the last ten kept, and restoring one."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from tournament.services import (
    TournamentService,
    create_tournament,
    open_tournament,
    restore_backup,
)
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.store.backup import backup_folder, list_backups, make_backup
from tournament.store.errors import FileRefusedError


def _play_round(path: Path) -> None:
    service, number = _open_round_with_results(path)
    service.rounds.close_round(number)
    service.close()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    target = tmp_path / "abend.srt"
    service = create_tournament("Abend", location=target)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(6)])
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
    assert [r.number for r in service.rounds.all()] == [1]
    assert service.history.audit_log(limit=1)[0].action == "restore"
    assert service.history.can_undo() is None
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


def _open_round_with_results(path: Path) -> tuple[TournamentService, int]:
    service = open_tournament(path)
    rnd = service.rounds.start_round().value
    for table in rnd.tables:
        for game in table.games:
            tiles = {
                p: (0 if p == game.starter_player_id else 2 + i)
                for i, p in enumerate(game.player_ids)
            }
            service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    return service, rnd.number


def test_a_round_whose_backup_fails_stays_open(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The backup is part of closing: when the copy cannot be written (here the disk fills
    up half-way), the round is not closed, and no .part file stays behind."""
    from tournament.services.errors import StoreError
    from tournament.store import backup

    def disk_full(source: Path, target: Path) -> None:
        target.write_bytes(b"SQLite format 3\x00 half a copy")
        raise OSError(28, "No space left on device")

    service, number = _open_round_with_results(path)
    assert isinstance(service, TournamentService)
    monkeypatch.setattr(backup, "_copy", disk_full)
    with pytest.raises(StoreError) as info:
        service.rounds.close_round(number)
    assert info.value.code == "backup.failed"
    assert "No space left on device" in str(info.value)
    assert service.rounds.get(number).status == "open"
    assert service.history.audit_log(limit=1)[0].action == "record_result"
    assert list(backup_folder(path).glob("*.part")) == []
    monkeypatch.undo()
    # Once the disk has room again the round closes, with its backup.
    service.rounds.close_round(number)
    assert [b.round_number for b in list_backups(path)] == [number]
    service.close()


def test_a_copy_left_half_written_by_a_kill_is_removed(path: Path) -> None:
    folder = backup_folder(path)
    folder.mkdir()
    stale = folder / "abend-round01-20261129T203000000000Z.srt.part"
    stale.write_bytes(b"SQLite format 3\x00 cut off")
    _play_round(path)
    assert list(folder.glob("*.part")) == []
    assert [b.round_number for b in list_backups(path)] == [1]


def test_the_copy_kept_before_a_restore_is_never_pruned(path: Path) -> None:
    _play_round(path)
    restore_backup(list_backups(path)[0].path, path)
    for number in range(2, 14):
        make_backup(path, number, keep=10)
    kept = [b for b in list_backups(path) if b.before_restore]
    assert len(kept) == 1 and kept[0].path.exists()
    assert len([b for b in list_backups(path) if not b.before_restore]) == 10


def test_a_desk_with_the_file_open_sees_a_restore(path: Path) -> None:
    """Another desk (or the command line) restores the file under an open desk: the desk's
    score book and reads follow the restored file, not what it had read before."""
    _play_round(path)
    after_one = list_backups(path)[0]
    desk, number = _open_round_with_results(path)
    assert isinstance(desk, TournamentService)
    desk.rounds.close_round(number)
    before = desk.files.last_restore()
    assert sum(r.games for r in desk.games.standings()) == 36
    restore_backup(after_one.path, path)
    fresh = open_tournament(path)
    assert desk.files.last_restore() not in (None, before)
    assert desk.games.standings() == fresh.games.standings()
    assert sum(r.games for r in desk.games.standings()) == 18
    assert [r.number for r in desk.rounds.all()] == [1]
    fresh.close()
    desk.close()


def test_closes_that_never_completed_leave_no_backups_behind(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closing round 2 is killed three times after its copy was written: once it closes,
    one copy of round 2 is kept, and round 1's is not pushed out of the ten."""
    from tournament.services import rounds

    _play_round(path)
    service, number = _open_round_with_results(path)
    assert isinstance(service, TournamentService)
    manual = service.files.backup_now()
    real = rounds.now

    def killed() -> object:
        raise KeyboardInterrupt

    for _ in range(3):
        monkeypatch.setattr(rounds, "now", killed)
        with pytest.raises(KeyboardInterrupt):
            service.rounds.close_round(number)
        monkeypatch.setattr(rounds, "now", real)
        assert service.rounds.get(number).status == "open"
    assert len([b for b in list_backups(path) if b.round_number == 2]) == 4
    service.rounds.close_round(number)
    found = list_backups(path)
    assert [b.round_number for b in found] == [2, 2, 1]
    assert Path(manual.path) in [b.path for b in found]  # made on request: kept
    # Reopened and closed again: the first close's copy stays, as its close completed.
    service.rounds.reopen_round(number)
    service.rounds.close_round(number)
    assert [b.round_number for b in list_backups(path)] == [2, 2, 2, 1]
    service.close()
