"""Players: search, edit in place, withdraw and reinstate, import with the preview."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLineEdit
from pytestqt.qtbot import QtBot

from tournament.ui.session import Session
from tournament.ui.views.players import CLUB, NAME, STATUS, PlayersView


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
    for row in range(view.model.rowCount()):
        if view.model.index(row, NAME).data() == name:
            return row
    raise AssertionError(name)


def retype_cell(view: PlayersView, qtbot: QtBot, name: str, column: int, text: str) -> QLineEdit:
    """Open the editor of ``name``'s cell in ``column`` by F2 and type ``text`` over it."""
    view.table.setCurrentIndex(view.model.index(row_of(view, name), column))
    qtbot.keyClick(view.table, Qt.Key.Key_F2)
    editor = view.table.viewport().findChild(QLineEdit)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    return editor


def test_edit_a_name_in_place(players: PlayersView, played: Session, qtbot: QtBot) -> None:
    editor = retype_cell(players, qtbot, "Clara", NAME, "Clara B.")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert "Clara B." in [p.name for p in played.service.players.all()]
    assert played.undo_stack.undoText() == "edit Clara"


def test_empty_name_is_refused_in_words(
    players: PlayersView, played: Session, reported: list[str]
) -> None:
    qtbot_index = players.model.index(row_of(players, "Anna"), NAME)
    assert players.model.setData(qtbot_index, "  ") is False
    assert len(reported) == 1
    assert "Anna" in [p.name for p in played.service.players.all()]


def test_add_without_a_name_gives_a_hint(players: PlayersView, qtbot: QtBot) -> None:
    qtbot.keyClick(players.name, Qt.Key.Key_Return)
    assert players.hint.text() == "Type the player's name first."


def test_withdraw_and_reinstate(
    players: PlayersView, played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tournament.ui.views import players as module

    monkeypatch.setattr(
        module.QInputDialog, "getText", staticmethod(lambda *args, **kw: ("ill", True))
    )
    players.table.setCurrentIndex(players.model.index(row_of(players, "Eva"), NAME))
    qtbot.mouseClick(players.withdraw_button, Qt.MouseButton.LeftButton)
    row = row_of(players, "Eva")
    assert players.model.index(row, STATUS).data() == "withdrawn after round 2"
    players.table.setCurrentIndex(players.model.index(row, NAME))
    qtbot.mouseClick(players.reinstate_button, Qt.MouseButton.LeftButton)
    assert players.model.index(row_of(players, "Eva"), STATUS).data() == "active"


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
    assert [p.name for p in played.service.players.all()][-2:] == ["Otto", "Paula"]
    assert played.undo_stack.undoText() == "import 2 players"


def test_enter_in_the_path_shows_the_preview_and_imports_nothing(
    players: PlayersView, played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    source = tmp_path / "clean.csv"
    source.write_text("Name;Verein\nOtto;TSV\nPaula;SC\n", encoding="utf-8")
    qtbot.mouseClick(players.import_button, Qt.MouseButton.LeftButton)
    dialog = players.import_dialog
    qtbot.keyClicks(dialog.path, str(source))
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.path, Qt.Key.Key_Enter)  # the keypad's Enter as well
    # the preview is there, the dialog open, nobody registered yet
    assert [dialog.model.index(r, 1).data() for r in range(dialog.model.rowCount())] == [
        "Otto",
        "Paula",
    ]
    assert dialog.isVisible() and dialog.result() == 0
    assert len(played.service.players.all()) == 9
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert [p.name for p in played.service.players.all()][-2:] == ["Otto", "Paula"]


def test_unreadable_import_file_is_reported(
    players: PlayersView, app: QApplication, tmp_path: Path, reported: list[str]
) -> None:
    from tournament.ui.views.importer import ImportDialog

    dialog = ImportDialog(players)
    dialog.load(str(tmp_path / "missing.xlsx"))
    assert len(reported) == 1 and "missing.xlsx" in reported[0]
    assert dialog.model.rowCount() == 0


def test_enter_in_an_edited_cell_saves(players: PlayersView, played: Session, qtbot: QtBot) -> None:
    editor = retype_cell(players, qtbot, "Dieter", CLUB, "Kiel")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # Qt commits the editor's data a moment after the key (a queued call).
    qtbot.waitUntil(
        lambda: {p.name: p.club for p in played.service.players.all()}["Dieter"] == "Kiel"
    )
    assert players.model.index(row_of(players, "Dieter"), CLUB).data() == "Kiel"


def answer_yes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    from tournament.ui.views import players as module

    asked: list[str] = []

    def question(_parent: object, _title: str, text: str, *args: object) -> object:
        asked.append(text)
        return module.QMessageBox.StandardButton.Yes

    monkeypatch.setattr(module.QMessageBox, "question", staticmethod(question))
    return asked


def test_remove_a_player_registered_by_mistake_and_undo(
    players: PlayersView, played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_yes(monkeypatch)
    qtbot.keyClicks(players.name, "Zoe Typo")
    qtbot.keyClick(players.name, Qt.Key.Key_Return)
    assert players.count.text() == "10 players"
    players.table.setFocus()
    players.table.setCurrentIndex(players.model.index(row_of(players, "Zoe Typo"), NAME))
    qtbot.keyClick(players.table, Qt.Key.Key_Delete)
    assert len(asked) == 1 and "Zoe Typo" in asked[0]
    assert "Zoe Typo" not in [p.name for p in played.service.players.all()]
    assert players.count.text() == "9 players"
    assert played.undo_stack.undoText() == "remove Zoe Typo"
    played.undo_stack.undo()
    assert "Zoe Typo" in [p.name for p in played.service.players.all()]
    assert players.count.text() == "10 players"


def test_a_seated_player_is_not_removed_and_withdrawal_is_named(
    players: PlayersView,
    played: Session,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    reported: list[str],
) -> None:
    answer_yes(monkeypatch)
    players.table.setCurrentIndex(players.model.index(row_of(players, "Bernd"), NAME))
    qtbot.mouseClick(players.remove_button, Qt.MouseButton.LeftButton)
    assert "Bernd" in [p.name for p in played.service.players.all()]
    assert len(reported) == 1
    assert reported[0].startswith("Bernd (no. 2) cannot be removed: the player is in round 1")
    assert "Use Withdraw instead" in reported[0]


def test_remove_refusal_in_german(
    players: PlayersView,
    played: Session,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    reported: list[str],
) -> None:
    from tournament.ui.language import install_language

    answer_yes(monkeypatch)
    players.table.setCurrentIndex(players.model.index(row_of(players, "Bernd"), NAME))
    install_language("de")
    qtbot.mouseClick(players.remove_button, Qt.MouseButton.LeftButton)
    assert reported[0].startswith("Bernd (Nr. 2) kann nicht entfernt werden")
    assert "Zurückziehen" in reported[0]


def test_search_ignores_accents_and_special_letters(
    players: PlayersView, played: Session, qtbot: QtBot
) -> None:
    for name, club in (("Öztürk", "Ömer SV"), ("Łukasz Nowak", "KS"), ("Søren Weiß", "Ærø")):
        players.name.setText(name)  # QTest types Latin-1 only
        players.club.setText(club)
        qtbot.keyClick(players.club, Qt.Key.Key_Return)

    def shown() -> list[str]:
        return [players.model.index(r, NAME).data() for r in range(players.model.rowCount())]

    for typed, found in (
        ("oz", ["Öztürk"]),
        ("OZT", ["Öztürk"]),
        ("lukasz", ["Łukasz Nowak"]),
        ("weiss", ["Søren Weiß"]),
        ("soren", ["Søren Weiß"]),
        ("aero", ["Søren Weiß"]),  # the club, folded too
        ("Öz", ["Öztürk"]),  # typed with the accent still finds it
    ):
        players.search.clear()
        qtbot.keyClicks(players.search, typed)
        assert shown() == found, typed
    assert players.count.text() == "1 of 12 players"
    players.search.clear()
    assert len(shown()) == 12


def test_the_import_preview_names_the_columns_it_leaves_out_and_joins(
    players: PlayersView, played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    source = tmp_path / "club.csv"
    source.write_text("Nr;Vorname;Name;Verein;Telefon\n1;Max;Mustermann;TSV;123\n", "utf-8")
    qtbot.mouseClick(players.import_button, Qt.MouseButton.LeftButton)
    dialog = players.import_dialog
    qtbot.keyClicks(dialog.path, str(source))
    qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    assert [dialog.model.index(r, 1).data() for r in range(dialog.model.rowCount())] == [
        "Max Mustermann"
    ]
    summary = dialog.summary.text()
    assert "1 players to import, 0 problems." in summary
    assert "column “Nr” is unknown and is not imported" in summary
    assert "column “Telefon” is unknown and is not imported" in summary
    assert "the names are joined from “Vorname” and “Name”" in summary
    dialog.reject()


def test_membership_number_entered_and_edited_and_the_rating_shown(
    players: PlayersView, played: Session, qtbot: QtBot
) -> None:
    from tournament.services.ratings import keep_ratings
    from tournament.ui.views.players import MEMBER, RATING

    qtbot.keyClicks(players.name, "Neu Ling")
    qtbot.keyClicks(players.member, "0815")
    qtbot.keyClick(players.member, Qt.Key.Key_Return)
    assert players.model.index(row_of(players, "Neu Ling"), MEMBER).data() == "0815"
    assert players.member.text() == ""
    first = played.service.players.all()[0]
    editor = retype_cell(players, qtbot, first.name, MEMBER, "4711")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    assert played.service.players.get(first.id).membership_number == "4711"
    played.perform("ratings", lambda: keep_ratings(played.service, {first.id: 1620}, {first.id}))
    row = row_of(players, first.name)
    assert players.model.index(row, RATING).data() == "1620 *"
    assert players.model.index(row_of(players, "Neu Ling"), RATING).data() == ""
    assert "provisional" in players.model.index(row, RATING).data(Qt.ItemDataRole.ToolTipRole)
