"""The crosstable and player cards in the app, opened from the standings; publishing the
results site from the main window."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.exports.crosstable_pdf import meeting_text
from tournament.ui.main_window import MainWindow
from tournament.ui.session import Session
from tournament.ui.views.crosstable import CrosstableDialog, publish_results
from tournament.ui.views.standings import NAME, StandingsView


def _view(session: Session, qtbot: QtBot) -> StandingsView:
    view = StandingsView(session)
    qtbot.addWidget(view)
    view.show()
    return view


def test_the_button_opens_the_crosstable_of_everyone(
    played: Session, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    view = _view(played, qtbot)
    qtbot.mouseClick(view.crosstable_button, Qt.MouseButton.LeftButton)
    dialog = view.findChild(CrosstableDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentIndex() == 0
    model = dialog.grid_model
    qtmodeltester.check(model)
    standings = played.service.games.standings()
    assert model.rowCount() == len(standings) == 9
    assert [model.index(row, 1).data() for row in range(9)] == [row.name for row in standings]
    for row in range(9):
        assert model.index(row, row + 2).data() == ""  # nobody meets themselves
    table = dialog.data.crosstable()
    first, second = dialog.data.players[0], dialog.data.players[1]
    record, points = meeting_text(table.meeting(first.key, second.key), dialog.language)
    expected = f"{record}  {points}" if record else ""
    assert model.index(0, 3).data() == expected
    met = sum(1 for column in range(2, 11) if model.index(0, column).data())
    assert met == table.opponents(first.key) == 2  # round 1: a table of three
    dialog.close()


def test_a_double_click_on_a_player_opens_their_card(
    played: Session, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    view = _view(played, qtbot)
    index = view.model.index(4, NAME)
    rect = view.table.visualRect(index)
    # A real double click: press and release, then the second press Qt reads as double.
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    dialog = view.findChild(CrosstableDialog)
    assert dialog is not None
    row = view.model.row_info(index.row())
    assert dialog.tabs.currentIndex() == 1
    assert dialog.player_box.currentText() == row.name
    qtmodeltester.check(dialog.card_model)
    assert dialog.card_model.rowCount() == row.games == 3
    assert dialog.card_model.headerData(4, Qt.Orientation.Horizontal) == "Opponents"
    opponents = dialog.card_model.index(0, 4).data()
    assert opponents.count(" · ") == 1  # two opponents at a table of three
    assert "Rank" in dialog.card_summary.text()
    dialog.player_box.setCurrentIndex(0)
    assert dialog.card_model.index(0, 1).data() is not None
    dialog.close()


def test_the_dialog_prints_and_writes_the_workbook(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = CrosstableDialog(played)
    qtbot.addWidget(dialog)
    grid, card, book = tmp_path / "grid.pdf", tmp_path / "card.pdf", tmp_path / "x.xlsx"
    assert dialog.export_pdf(str(grid))
    dialog.tabs.setCurrentIndex(1)
    assert dialog.export_pdf(str(card))
    assert dialog.export_excel(str(book))
    assert grid.stat().st_size > 1000 and card.stat().st_size > 1000
    assert load_workbook(book).sheetnames == ["Crosstable", "Player cards"]


def test_publishing_writes_the_site_and_the_menu_offers_it(
    app: QApplication, played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.publish_action.isEnabled()
    window.set_session(played)
    assert window.publish_action.isEnabled()
    web = tmp_path / "web"
    assert publish_results(window, played, str(web))
    index = (web / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in index and "Anna" in index
    assert (web / "round-1.html").is_file() and (web / "crosstable.html").is_file()
    window.close_tournament()
