"""The statistics view: deals in the background, shows the claims and the charts, cancels,
names bad input, writes its report; reachable from the View menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.ui.session import Session
from tournament.ui.views.statistics import StatisticsView


def _view(qtbot: QtBot) -> StatisticsView:
    view = StatisticsView()
    qtbot.addWidget(view)
    view.workers = 1  # in the test's own process
    view.show()
    return view


def test_dealing_fills_the_claims_and_the_histograms(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    view = _view(qtbot)
    view.hands.setValue(90)
    assert view.table.item(0, 3).text() == "not measured"
    with qtbot.waitSignal(view.done, timeout=60_000):
        qtbot.mouseClick(view.run_hands_button, Qt.MouseButton.LeftButton)
    assert view.status.text() == "90 hands dealt."
    assert view.progress.value() == view.progress.maximum()
    assert view.tally is not None and view.tally.hands == 90
    verdicts = {view.table.item(row, 3).text() for row in range(view.table.rowCount())}
    assert verdicts <= {"holds", "does not hold", "undecided", "not measured"}
    assert "not measured" not in {view.table.item(0, 3).text()}
    assert "%" in view.table.item(0, 2).text()
    chart = view.chart_views["dead"].chart()
    assert chart is not None and chart.title() == "Dead tiles"
    assert chart.series()[0].barSets()[0].count() >= 1
    assert view.export_button.isEnabled()
    path = view.export_pdf(str(tmp_path / "report.pdf"))
    assert path is not None and Path(path).read_bytes().startswith(b"%PDF")


def test_cancel_stops_the_run(app: QApplication, qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.hands.setValue(3_000_000)
    view.start_hands()
    assert view.cancel_button.isEnabled() and not view.run_hands_button.isEnabled()
    with qtbot.waitSignal(view.done, timeout=60_000):
        qtbot.mouseClick(view.cancel_button, Qt.MouseButton.LeftButton)
    assert view.status.text() == "Cancelled."
    assert view.tally is None and view.run_hands_button.isEnabled()


def test_unknown_bot_is_named_and_nothing_runs(app: QApplication, qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.bots.setText("greedy,wizard,greedy")
    view.start_games()
    assert "wizard" in view.bots_hint.text()
    assert not view.busy()
    view.bots.setText("greedy,greedy")
    view.start_games()
    assert "3 or 4" in view.bots_hint.text()


def test_bot_games_draw_the_seat_chart(app: QApplication, qtbot: QtBot) -> None:
    view = _view(qtbot)
    view.game_count.setValue(2)
    view.bots.setText("greedy,greedy,greedy")
    with qtbot.waitSignal(view.done, timeout=120_000):
        view.start_games()
    assert view.status.text() == "2 games played."
    chart = view.chart_views["seats"].chart()
    assert chart.series()[0].barSets()[0].count() == 3


def test_an_open_tournament_shows_its_own_numbers(
    app: QApplication, qtbot: QtBot, played: Session
) -> None:
    view = StatisticsView(played)
    qtbot.addWidget(view)
    line = view.tournament_line.text()
    # round 1 of 9 players: three tables of three, three games each
    assert line.startswith("This tournament: 9 games; the starting player won")
    assert "a fair seat 33.3 %" in line


def test_the_view_menu_opens_the_statistics(app: QApplication, qtbot: QtBot) -> None:
    from tournament.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    titles = [a.text() for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()]
    assert "S&tatistics…" in titles
    window.open_statistics()
    assert isinstance(window.statistics_view, StatisticsView)
    assert window.statistics_view.isVisible()
    window.statistics_view.close()
