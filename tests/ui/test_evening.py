"""A whole tournament evening through the real widgets, by keyboard where a director would.

Create a tournament with the wizard, add nine players by keyboard, start round 1, enter all
nine games by keyboard, apply a decision with a reason, check the standings cells against
points worked out by hand, undo and redo, start round 2 and check the rotation, export Excel.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import openpyxl
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget, QWizard
from pytestqt.qtbot import QtBot

from tournament.services import TournamentService
from tournament.services.dto import PlayerEntry
from tournament.ui.entry.decisions import DecisionDialog
from tournament.ui.entry.table_entry import TableEntry
from tournament.ui.main_window import MainWindow
from tournament.ui.printing import printouts as printing
from tournament.ui.views.standings import NAME, PERCENT, POINTS, RANK, StandingsView

PLAYERS = [
    ("Anna", "TSV"),
    ("Bernd", "SC"),
    ("Clara", "TSV"),
    ("Dieter", "RC"),
    ("Eva", "SC"),
    ("Frank", "RC"),
    ("Gabi", "TSV"),
    ("Hans", "SC"),
    ("Ines", "RC"),
]

# Tiles left per seat for game 1, 2, 3 at each table of round 1 (seat order).
RESULTS = {
    1: [(0, 3, 5), (4, 0, 4), (2, 6, 0)],
    2: [(0, 1, 2), (3, 0, 7), (5, 5, 0)],
    3: [(0, 9, 9), (1, 0, 8), (6, 2, 0)],
}


def expected_points(tiles: tuple[int, int, int]) -> list[Fraction]:
    """RULINGS 5 by hand for a 3-table of basic Stein-Rummy: 3/2/1, ties share."""
    scale = [3, 2, 1]
    order = sorted(range(3), key=lambda i: tiles[i])
    points = [Fraction(0)] * 3
    position = 0
    while position < 3:
        tied = [i for i in order if tiles[i] == tiles[order[position]]]
        share = Fraction(sum(scale[position : position + len(tied)]), len(tied))
        for i in tied:
            points[i] = share
        position += len(tied)
    return points


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_into_focus(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


@pytest.fixture
def window(app: QApplication, qtbot: QtBot) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    return main


def create_tournament(window: MainWindow, qtbot: QtBot, path: Path) -> None:
    qtbot.mouseClick(window.welcome.new_button, Qt.MouseButton.LeftButton)
    wizard = window.wizard
    qtbot.waitExposed(wizard)
    qtbot.keyClicks(wizard.event_page.name, "Club evening")
    qtbot.keyClicks(wizard.event_page.place, "Clubhouse")
    qtbot.keyClicks(wizard.event_page.director, "Dora")
    wizard.next()
    # every option starts at the RULINGS default
    assert wizard.rules_page.variant.currentData() == "stein"
    assert wizard.rules_page.jokers.currentData() == "per_player"
    assert wizard.rules_page.first_turn.currentData() == "winner_full"
    assert wizard.rules_page.rank_by.currentData() == "percent"
    wizard.next()
    assert wizard.structure_page.movement.currentData() == "rotate"
    wizard.next()
    wizard.next()  # groups by rating: none
    wizard.file_page.path.setText(str(path))
    with qtbot.waitSignal(window.tournament_opened, timeout=5000):
        wizard.button(QWizard.WizardButton.FinishButton).click()


def test_a_whole_evening(
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    reported: list[str],
) -> None:
    create_tournament(window, qtbot, tmp_path / "evening.srt")
    assert window.session is not None
    assert window.session.info().name == "Club evening"
    view = window.view
    assert view is not None

    # -- nine players by keyboard -------------------------------------------------------
    qtbot.keyClick(window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    players = view.players
    players.name.setFocus()
    for name, club in PLAYERS:
        assert focused() is players.name
        type_into_focus(qtbot, name)
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        type_into_focus(qtbot, club)
        qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert players.model.rowCount() == 9
    assert [players.model.player(r).name for r in range(9)] == [n for n, _ in PLAYERS]
    assert players.count.text() == "9 players"
    qtbot.keyClicks(players.search, "tsv")
    assert players.model.rowCount() == 3
    players.search.clear()

    # -- round 1 ------------------------------------------------------------------------
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    rounds = view.rounds
    qtbot.mouseClick(rounds.start_button, Qt.MouseButton.LeftButton)
    rnd = window.session.service.rounds.get(1)
    assert len(rnd.tables) == 3 and all(len(t.seats) == 3 for t in rnd.tables)
    assert rounds.model.rowCount() == 9
    assert rounds.status.text().endswith("0 of 9 games entered. 4 rounds planned.")
    # seat k starts game k
    for table in rnd.tables:
        assert [g.starter_player_id for g in table.games] == [s.player_id for s in table.seats]

    # -- all nine games by keyboard -----------------------------------------------------
    rounds.table.setFocus()
    rounds.table.setCurrentIndex(rounds.model.index(0, 0))
    qtbot.keyClick(rounds.table, Qt.Key.Key_Return)
    entry_view = view.score_entry
    assert view.stack.currentWidget() is entry_view
    for table_number in (1, 2, 3):
        entry = entry_view.entry
        assert entry is not None and entry.table.number == table_number
        for game in RESULTS[table_number]:
            for seat, tiles in enumerate(game):
                type_into_focus(qtbot, str(tiles))
                if seat < 2:
                    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
            qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert reported == []
    rnd = window.session.service.rounds.get(1)
    assert all(g.status == "entered" for t in rnd.tables for g in t.games)
    for table in rnd.tables:
        for game, tiles in zip(table.games, RESULTS[table.number], strict=True):
            assert [game.points[p] for p in game.player_ids] == expected_points(tiles)

    # -- a decision with a reason: neutralise table 3, game 1 -----------------------------
    entry_view.select_table(1, 3)
    entry = entry_view.entry
    assert entry is not None and entry.table.number == 3
    qtbot.mouseClick(entry.rows[0].decision_button, Qt.MouseButton.LeftButton)
    dialog = entry.dialog
    assert isinstance(dialog, DecisionDialog)
    qtbot.waitExposed(dialog)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()  # no reason yet
    assert dialog.hint.text() == "The reason is required."
    qtbot.keyClicks(dialog.reason, "slow play")
    assert ok.isEnabled()
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    entry = entry_view.entry
    assert entry is not None
    assert "Decision: neutralised (slow play)" in entry.rows[0].status.text()
    neutral = window.session.service.rounds.get(1).tables[2].games[0]
    assert neutral.decision is not None and neutral.decision.reason == "slow play"
    assert set(neutral.points.values()) == {Fraction(2)}

    # -- standings against the hand-computed totals ---------------------------------------
    totals: Counter[int] = Counter()
    rnd = window.session.service.rounds.get(1)
    for table in rnd.tables:
        for number, (game, tiles) in enumerate(
            zip(table.games, RESULTS[table.number], strict=True)
        ):
            points = (
                [Fraction(2)] * 3 if (table.number, number) == (3, 0) else expected_points(tiles)
            )
            for pid, value in zip(game.player_ids, points, strict=True):
                totals[pid] += value
    names = {p.id: p.name for p in window.session.service.players.all()}
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    standings = view.standings
    assert isinstance(standings, StandingsView)
    shown = {
        standings.model.index(r, NAME).data(): (
            standings.model.index(r, RANK).data(),
            standings.model.index(r, POINTS).data(),
            standings.model.index(r, PERCENT).data(),
        )
        for r in range(standings.model.rowCount())
    }
    assert len(shown) == 9
    for pid, total in totals.items():
        _rank, points, percent = shown[names[pid]]
        assert Fraction(points) == total
        # every player played three 3-player games: max 9
        assert percent == f"{float(total * 100 / 9):.2f}".rstrip("0").rstrip(".") + " %"
    rank_of = {name: int(cells[0].lstrip("=")) for name, cells in shown.items()}
    for a, points_a in totals.items():
        for b, points_b in totals.items():
            if points_a > points_b:
                assert rank_of[names[a]] < rank_of[names[b]]
    best = max(totals.values())
    assert all(rank_of[names[p]] == 1 for p, v in totals.items() if v == best)

    # -- undo and redo the decision -----------------------------------------------------
    stack = window.session.undo_stack
    assert stack.undoText().startswith("decision on round 1, table 3, game 1")
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    game = window.session.service.rounds.get(1).tables[2].games[0]
    assert game.decision is None and game.status == "entered"
    assert [game.points[p] for p in game.player_ids] == expected_points(RESULTS[3][0])
    window.redo_action.trigger()
    game = window.session.service.rounds.get(1).tables[2].games[0]
    assert game.decision is not None and set(game.points.values()) == {Fraction(2)}

    # -- round 2: rotation ----------------------------------------------------------------
    qtbot.keyClick(window, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(rounds.close_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(rounds.start_button, Qt.MouseButton.LeftButton)
    assert reported == []
    first = window.session.service.rounds.get(1)
    second = window.session.service.rounds.get(2)
    table_of = {s.player_id: t.number for t in first.tables for s in t.seats}
    for table in second.tables:
        came_from = Counter(table_of[s.player_id] for s in table.seats)
        previous = (table.number - 2) % 3 + 1
        # one player moved up from the table below, the other two stayed
        assert came_from == Counter({table.number: 2, previous: 1})
    assert rounds.round_box.currentData() == 2

    # -- export Excel ---------------------------------------------------------------------
    target = tmp_path / "evening.xlsx"
    monkeypatch.setattr(printing, "ask_path", lambda *args: str(target))
    qtbot.mouseClick(standings.export_button, Qt.MouseButton.LeftButton)
    assert reported == []
    workbook = openpyxl.load_workbook(target, read_only=True)
    sheet = workbook.worksheets[0]
    values = [list(r) for r in sheet.iter_rows(values_only=True)]
    workbook.close()
    by_name = {}
    for row in values:
        for name in names.values():
            if name in row:
                by_name[name] = row
    assert set(by_name) == set(names.values())
    for pid, total in totals.items():
        assert Fraction(str(by_name[names[pid]][row_index_of_points(values)])) == total


def row_index_of_points(values: list[list[object]]) -> int:
    for row in values:
        for index, cell in enumerate(row):
            if cell in ("Points", "Punkte"):
                return index
    raise AssertionError("no points column in the workbook")


def first_round_entry(
    window: MainWindow, qtbot: QtBot, path: Path
) -> tuple[TournamentService, TableEntry]:
    """A new tournament of three players with round 1 started and its score entry shown."""
    create_tournament(window, qtbot, path)
    assert window.session is not None and window.view is not None
    service = window.session.service
    service.players.import_players([PlayerEntry(n, c) for n, c in PLAYERS[:3]])
    window.session.notify("all")
    qtbot.mouseClick(window.view.rounds.start_button, Qt.MouseButton.LeftButton)
    window.view.show_page(2)
    entry = window.view.score_entry.entry
    assert entry is not None
    return service, entry


def test_wrong_input_is_marked_and_cannot_be_saved(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    service, entry = first_round_entry(window, qtbot, tmp_path / "marks.srt")
    row = entry.rows[0]
    fields = [row.tiles[p] for p in row.game.player_ids]
    qtbot.keyClicks(fields[0], "0")
    qtbot.keyClicks(fields[1], "0")
    # two empty hands and a missing count, marked at once
    assert "Only one player can go out" not in row.status.text()
    assert "the count is missing" in row.status.text()
    assert fields[2].styleSheet() != ""
    qtbot.keyClicks(fields[2], "4")
    assert "Only one player can go out: Anna, Bernd all have 0 tiles." in row.status.text()
    assert fields[0].styleSheet() != "" and fields[1].styleSheet() != ""
    assert not row.save_button.isEnabled()
    qtbot.keyClick(fields[2], Qt.Key.Key_Return)
    assert service.rounds.get(1).tables[0].games[0].status == "open"
    # letters cannot even be typed
    qtbot.keyClicks(fields[2], "x")
    assert fields[2].text() == "4"
    # correct it: the preview shows the points before saving
    fields[1].clear()
    qtbot.keyClicks(fields[1], "2")
    assert [row.points[p].text() for p in row.game.player_ids] == ["3 P.", "2 P.", "1 P."]
    assert row.save_button.isEnabled()
    qtbot.keyClick(fields[1], Qt.Key.Key_Return)
    assert service.rounds.get(1).tables[0].games[0].status == "entered"
    assert reported == []


def test_ended_early_needs_a_reason(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    service, entry = first_round_entry(window, qtbot, tmp_path / "early.srt")
    row = entry.rows[1]
    fields = [row.tiles[p] for p in row.game.player_ids]
    for field, text in zip(fields, ["3", "5", "5"], strict=True):
        qtbot.keyClicks(field, text)
    assert "Nobody has 0 tiles" in row.status.text()
    row.ended_early.setChecked(True)
    assert row.reason.isVisibleTo(entry)
    assert "Give the reason" in row.status.text()
    assert not row.save_button.isEnabled()
    qtbot.keyClicks(row.reason, "time is up")
    # ended early: 3 / 1.5 / 1.5 (no empty hand in basic Stein-Rummy still ranks 3/2/1)
    assert [row.points[p].text() for p in row.game.player_ids] == ["3 P.", "1.5 P.", "1.5 P."]
    qtbot.keyClick(row.reason, Qt.Key.Key_Return)
    game = service.rounds.get(1).tables[0].games[1]
    assert game.decision is not None and game.decision.kind == "ended_early"
    assert game.decision.reason == "time is up"
    assert "Decision: ended early (time is up)" in entry.rows[1].status.text()
    assert reported == []
