"""Restore a backup from the app: the list of the open file's backups with round and time,
restored into a new file that then opens; the open file is never replaced."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.ui.main_window import MainWindow
from tournament.ui.session import Session
from tournament.ui.setup import backups as module
from tournament.ui.setup.backups import ROUND, TIME, RestoreDialog


def choose(monkeypatch: pytest.MonkeyPatch, target: Path) -> list[str]:
    proposals: list[str] = []

    def ask(_parent: object, _title: str, proposal: str, _filter: str) -> tuple[str, str]:
        proposals.append(proposal)
        return str(target), ""

    monkeypatch.setattr(module.QFileDialog, "getSaveFileName", staticmethod(ask))
    return proposals


def test_the_list_shows_round_and_time_and_passes_the_model_test(
    played: Session, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    dialog = RestoreDialog(played)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1  # round 1 closed: one backup
    assert dialog.model.index(0, ROUND).data() == "1"
    made = played.service.files.backups()[0].created_at.astimezone()
    assert dialog.model.index(0, TIME).data() == made.strftime("%Y-%m-%d %H:%M:%S")
    qtbot.mouseClick(dialog.backup_button, Qt.MouseButton.LeftButton)
    assert dialog.model.rowCount() == 2
    assert dialog.model.index(0, ROUND).data() == "2"  # newest first
    qtmodeltester.check(dialog.model)


def test_restore_into_a_new_file_and_open_it(
    app: QApplication,
    played: Session,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    old_file = played.info().location
    # A change after the backup: the restored tournament must not have it.
    from tournament.services.dto import PlayerEntry

    played.service.players.register_player(PlayerEntry("Late Lars", "TSV"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_session(played)
    window.restore_action.trigger()
    dialog = window.findChild(RestoreDialog)
    assert dialog is not None
    target = tmp_path / "restored"
    proposals = choose(monkeypatch, target)
    with qtbot.waitSignal(window.tournament_opened):
        qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert proposals[0].endswith("played-restored-round1.srt")
    assert window.session is not None
    assert window.session.info().location == str(target.with_suffix(".srt"))
    names = [p.name for p in window.session.service.players.all()]
    assert len(names) == 9 and "Late Lars" not in names
    assert window.session.info().current_round == 1
    from tournament.services import open_tournament

    old = open_tournament(old_file)
    try:
        assert "Late Lars" in [p.name for p in old.players.all()]
    finally:
        old.close()
    window.close_tournament()


def test_an_existing_file_is_never_the_target(
    played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = RestoreDialog(played)
    qtbot.addWidget(dialog)
    choose(monkeypatch, Path(played.info().location))
    with qtbot.assertNotEmitted(dialog.restored):
        qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.hint.text() == "played.srt exists already. Choose a new file name."


def test_without_backups_the_dialog_says_when_the_first_comes(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    from tournament.services import create_tournament

    session = Session(create_tournament("New", location=tmp_path / "new.srt", desk="desk"))
    try:
        dialog = RestoreDialog(session)
        qtbot.addWidget(dialog)
        assert dialog.model.rowCount() == 0
        assert not dialog.restore_button.isEnabled()
        assert dialog.hint.text() == "No backup yet: the first is made when round 1 closes."
    finally:
        session.close()


def test_an_open_window_follows_a_restore_made_elsewhere(
    played: Session, reported: list[str], tmp_path: Path
) -> None:
    """The command line (or another window) restores the open file from its backup: the
    window says so, drops its undo steps and shows the restored tournament."""
    from tournament.services import open_tournament, restore_backup
    from tournament.services.dto import ResultEntry

    service = played.service
    game = service.rounds.get(2).tables[0].games[0]
    tiles = {p: (0 if i == 0 else 3 + i) for i, p in enumerate(game.player_ids)}
    played.perform(
        "enter",
        lambda: service.games.record_result(
            game.id, ResultEntry(tiles), expected_version=game.version
        ),
    )
    assert played.undo_stack.count() == 1
    assert played.check_others() is False
    location = played.info().location
    restore_backup(service.files.backups()[-1].path, location)
    assert played.check_others() is True
    assert reported and "restored from a backup" in reported[-1]
    assert played.undo_stack.count() == 0
    assert played.info().current_round == 1
    fresh = open_tournament(location)
    assert service.games.standings() == fresh.games.standings()
    fresh.close()
    assert played.check_others() is False


def test_a_failed_backup_is_worded_in_the_users_language(
    played: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.store import backup
    from tournament.ui import errors
    from tournament.ui.language import install_language

    def disk_full(_source: Path, _target: Path) -> None:
        raise OSError(28, "No space left on device")

    from tournament.services.dto import ResultEntry

    service = played.service
    number = 2
    for table in service.rounds.get(number).tables:
        for game in table.games:
            tiles = {p: (0 if i == 0 else 3 + i) for i, p in enumerate(game.player_ids)}
            service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    monkeypatch.setattr(backup, "_copy", disk_full)
    with pytest.raises(ValueError) as info:
        service.rounds.close_round(number)
    folder = str(Path(played.info().location).with_suffix(".srt.backups"))
    assert errors.friendly_message(info.value).startswith(
        f"The backup could not be written in {folder}, so the round was not closed."
    )
    install_language("de")
    try:
        assert errors.friendly_message(info.value).startswith(
            f"Die Sicherungskopie konnte in {folder} nicht geschrieben werden"
        )
    finally:
        install_language("en")
