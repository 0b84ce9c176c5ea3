"""Players: search, edit in place, withdraw and reinstate, import with the preview."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from tournament.ui.players import NAME, STATUS, PlayersView
from tournament.ui.session import Session


@pytest.fixture
def players(played: Session, qtbot: QtBot) -> PlayersView:
    view = PlayersView(played)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitActive(view)
    return view


def row_of(view: PlayersView, name: str) -> int:
    for row in range(view.proxy.rowCount()):
        if view.proxy.index(row, NAME).data() == name:
            return row
    raise AssertionError(name)


def test_edit_a_name_in_place(players: PlayersView, played: Session, qtbot: QtBot) -> None:
    index = players.proxy.index(row_of(players, "Clara"), NAME)
    players.table.setCurrentIndex(index)
    qtbot.keyClick(players.table, Qt.Key.Key_F2)
    editor = players.table.viewport().findChild(QLineEdit)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, "Clara B.")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert "Clara B." in [p.name for p in played.service.players()]
    assert played.undo_stack.undoText() == "edit Clara"


def test_empty_name_is_refused_in_words(
    players: PlayersView, played: Session, reported: list[str]
) -> None:
    qtbot_index = players.proxy.index(row_of(players, "Anna"), NAME)
    assert players.proxy.setData(qtbot_index, "  ") is False
    assert len(reported) == 1
    assert "Anna" in [p.name for p in played.service.players()]


def test_add_without_a_name_gives_a_hint(players: PlayersView, qtbot: QtBot) -> None:
    qtbot.keyClick(players.name, Qt.Key.Key_Return)
    assert players.hint.text() == "Type the player's name first."


def test_withdraw_and_reinstate(
    players: PlayersView, played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.ui import players as module

    monkeypatch.setattr(
        module.QInputDialog, "getText", staticmethod(lambda *args, **kw: ("ill", True))
    )
    players.table.setCurrentIndex(players.proxy.index(row_of(players, "Eva"), NAME))
    qtbot.mouseClick(players.withdraw_button, Qt.MouseButton.LeftButton)
    row = row_of(players, "Eva")
    assert players.proxy.index(row, STATUS).data() == "withdrawn after round 2"
    players.table.setCurrentIndex(players.proxy.index(row, NAME))
    qtbot.mouseClick(players.reinstate_button, Qt.MouseButton.LeftButton)
    assert players.proxy.index(row_of(players, "Eva"), STATUS).data() == "active"


def test_import_with_preview(
    players: PlayersView, played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    source = tmp_path / "players.csv"
    source.write_text("Name;Verein\nOtto;TSV\nPaula;SC\nAnna;TSV\n;RC\n", encoding="utf-8")
    qtbot.mouseClick(players.import_button, Qt.MouseButton.LeftButton)
    dialog = players.import_dialog
    qtbot.keyClicks(dialog.path, str(source))
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    # Anna is registered already and one row has no name: marked, not importable
    assert dialog.model.rowCount() >= 3
    assert not ok.isEnabled()
    assert dialog.leave_out.isEnabled()
    problems = [dialog.model.index(r, 4).data() for r in range(dialog.model.rowCount())]
    assert any(problems)
    qtbot.mouseClick(dialog.leave_out, Qt.MouseButton.LeftButton)
    assert ok.isEnabled()
    names = [dialog.model.index(r, 1).data() for r in range(dialog.model.rowCount())]
    assert names == ["Otto", "Paula"]
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert [p.name for p in played.service.players()][-2:] == ["Otto", "Paula"]
    assert played.undo_stack.undoText() == "import 2 players"


def test_unreadable_import_file_is_reported(
    players: PlayersView, app: QApplication, tmp_path: Path, reported: list[str]
) -> None:
    from tournament.ui.importer import ImportDialog

    dialog = ImportDialog(players)
    dialog.load(str(tmp_path / "missing.xlsx"))
    assert len(reported) == 1 and "missing.xlsx" in reported[0]
    assert dialog.model.rowCount() == 0
