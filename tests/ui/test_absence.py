"""A small evening through the real widgets with a player who leaves during the round.

Seven players (a 3-table and a 4-table). At the 4-table, after two games, a player is
taken ill: the director records it in the decision dialog on game 3 (own percentage for the
games missed, with a reason); the score entry then shows that player's games 3 and 4 as
not played, the other three enter them as a 3-table (3 / 2 / 1), the standings follow, and
undo and redo take it back and bring it again.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry
from tournament.ui.entry.decisions import DecisionDialog
from tournament.ui.language import install_language
from tournament.ui.main_window import MainWindow
from tournament.ui.views.standings import MAX, NAME, POINTS

NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank", "Gabi"]
# Tiles left per present player (seat order) of games 1-4 at the 4-table.
FOUR = [(0, 3, 5, 7), (4, 0, 6, 2), (2, 5, 0), (0, 1, 9)]


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


@pytest.fixture
def window(app: QApplication, qtbot: QtBot, tmp_path: Path) -> MainWindow:
    service = create_tournament("Club evening", location=tmp_path / "ill.srt", desk="TL")
    service.players.import_players([PlayerEntry(n) for n in NAMES])
    service.close()
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    assert main.open_location(str(tmp_path / "ill.srt"))
    return main


def enter_game(qtbot: QtBot, tiles: tuple[int, ...]) -> None:
    """Type a game's tiles by keyboard from its first field; Enter saves it."""
    for index, count in enumerate(tiles):
        qtbot.keyClicks(focused(), str(count))
        if index < len(tiles) - 1:
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)


def standings_cells(window: MainWindow) -> dict[str, tuple[Fraction, Fraction]]:
    assert window.view is not None
    window.view.show_page(3)
    view = window.view.standings
    return {
        view.model.index(r, NAME).data(): (
            Fraction(view.model.index(r, POINTS).data()),
            Fraction(view.model.index(r, MAX).data()),
        )
        for r in range(view.model.rowCount())
    }


def test_a_player_leaves_during_the_round(
    window: MainWindow, qtbot: QtBot, reported: list[str]
) -> None:
    session, view = window.session, window.view
    assert session is not None and view is not None
    view.show_page(1)
    qtbot.mouseClick(view.rounds.start_button, Qt.MouseButton.LeftButton)
    rnd = session.service.rounds.get(1)
    four = next(t for t in rnd.tables if len(t.seats) == 4)
    seats = [s.player_id for s in four.seats]
    names = session.names()
    entry_view = view.score_entry
    entry_view.select_table(1, four.number)
    view.show_page(2)
    entry = entry_view.entry
    assert entry is not None and entry.table.number == four.number
    entry.focus_game(1)
    for tiles in FOUR[:2]:
        enter_game(qtbot, tiles)
    assert reported == []

    # -- Dieter's seat (4) is taken ill before game 3 -----------------------------------
    gone = seats[3]
    row = entry.rows[2]
    qtbot.mouseClick(row.decision_button, Qt.MouseButton.LeftButton)
    dialog = entry.dialog
    assert isinstance(dialog, DecisionDialog)
    qtbot.waitExposed(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("left"))
    assert dialog.leaver.isVisible() and dialog.award.isVisible()
    assert not dialog.penalty.isVisible()
    dialog.leaver.setCurrentIndex(dialog.leaver.findData(gone))
    dialog.award.setCurrentIndex(dialog.award.findData("average"))
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled() and dialog.hint.text() == "The reason is required."
    qtbot.keyClicks(dialog.reason, "taken ill")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert reported == []

    # -- the score entry shows the absent player's games as not played --------------------
    entry = entry_view.entry
    assert entry is not None
    for number in (3, 4):
        game_row = entry.rows[number - 1]
        assert gone not in game_row.tiles and len(game_row.tiles) == 3
        cell = entry.findChild(QLabel, f"absent_{number}_4")
        assert cell is not None and cell.text().startswith("— left, not played")
    assert gone in entry.rows[1].tiles  # game 2 was played by all four
    assert entry_view.tables.currentItem().text().endswith("⚑")
    entry.focus_game(3)
    qtbot.keyClicks(focused(), "2")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClicks(focused(), "5")
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClicks(focused(), "0")
    # the preview scores a 3-table
    row = entry.rows[2]
    assert [row.points[p].text() for p in seats[:3]] == ["2 P.", "1 P.", "3 P."]
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    enter_game(qtbot, FOUR[3])
    assert reported == []
    games = session.service.rounds.get(1).tables[four.number - 1].games
    assert [games[2].points[p] for p in seats[:3]] == [2, 1, 3]
    assert [games[3].points[p] for p in seats[:3]] == [3, 2, 1]
    assert games[3].max_points == 3

    # -- the standings follow -----------------------------------------------------------
    shown = standings_cells(window)
    # Dieter: 1 (game 1) + 3 (game 2) of 8, 50 %; for each game missed 50 % of its max 3,
    # 1.5 (RULINGS §5); max 4+4+3+3
    assert shown[names[gone]] == (Fraction(7), Fraction(14))
    assert shown[names[seats[0]]] == (Fraction(4 + 2 + 2 + 3), Fraction(14))

    # -- undo back to before the absence, redo it all -------------------------------------
    for _ in range(3):
        window.undo_action.trigger()
    assert reported == []
    game = session.service.rounds.get(1).tables[four.number - 1].games[2]
    assert not game.absent and gone in game.player_ids
    entry_view.select_table(1, four.number)  # saving game 4 moved on to the open table
    entry = entry_view.entry
    assert entry is not None and gone in entry.rows[2].tiles
    for _ in range(3):
        window.redo_action.trigger()
    assert reported == []
    entry = entry_view.entry
    assert entry is not None and gone not in entry.rows[3].tiles
    assert standings_cells(window)[names[gone]] == (Fraction(7), Fraction(14))


def test_the_dialog_speaks_german(window: MainWindow, qtbot: QtBot) -> None:
    session, view = window.session, window.view
    assert session is not None and view is not None
    rnd = session.service.rounds.start_round().value
    four = next(t for t in rnd.tables if len(t.seats) == 4)
    three = next(t for t in rnd.tables if len(t.seats) == 3)
    names = session.names()
    install_language("de")
    try:
        dialog = DecisionDialog(session, four.games[0], names, window)
        qtbot.addWidget(dialog)
        texts = [dialog.kind.itemText(i) for i in range(dialog.kind.count())]
        assert "Während der Runde gegangen: spielt nicht mehr mit" in texts
        awards = [dialog.award.itemText(i) for i in range(dialog.award.count())]
        assert awards == [
            "Eigener Prozentwert für jedes verpasste Spiel",
            "Nichts: 0 Punkte, die Spiele zählen als verloren",
        ]
        # never fewer than three at a table: a 3-table is not offered the choice
        small = DecisionDialog(session, three.games[0], names, window)
        qtbot.addWidget(small)
        assert small.kind.findData("left") == -1
    finally:
        install_language("en")
