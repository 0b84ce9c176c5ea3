"""Long lists (a championship of hundreds or thousands of players): the tables hand their
view a chunk of rows at a time and fetch more as it scrolls; sorting and searching still
see every row; the audit log is read a page at a time; the standings chart and the
projector page; the window builds a page when it is first shown."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry
from tournament.ui.main_window import MainWindow
from tournament.ui.projector.layout import PAD, fit_table, font_of
from tournament.ui.session import Session
from tournament.ui.views.audit import AuditModel, AuditView
from tournament.ui.views.players import NAME, NUMBER, PlayersModel, PlayersView
from tournament.ui.views.rounds import PLAYER, TABLE, RoundsView
from tournament.ui.views.standings import CHART_PAGE, StandingsView
from tournament.ui.widgets.itemmodels import CHUNK, ROOT

PLAYERS = 2 * CHUNK + 50


@pytest.fixture
def field(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """450 players (more than two chunks of a lazy table), round 1 started."""
    service = create_tournament("Open", location=tmp_path / "open.srt", desk="desk")
    service.players.import_players(
        [PlayerEntry(f"Player {n:03d}", f"Club {n % 23}") for n in range(1, PLAYERS + 1)]
    )
    service.rounds.start_round()
    session = Session(service)
    yield session
    session.close()


def scroll_to_end(view: object, qtbot: QtBot) -> None:
    bar = view.table.verticalScrollBar()  # type: ignore[attr-defined]
    bar.setValue(bar.maximum())
    QApplication.processEvents()


def test_players_fetch_more_as_the_view_scrolls(
    field: Session, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    view = PlayersView(field)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    model = view.model
    assert model.rowCount() == CHUNK and model.canFetchMore(model.index(-1, -1))
    assert view.count.text() == f"{PLAYERS} players"
    scroll_to_end(view, qtbot)
    assert model.rowCount() == 2 * CHUNK
    scroll_to_end(view, qtbot)
    scroll_to_end(view, qtbot)
    assert model.rowCount() == PLAYERS and not model.canFetchMore(model.index(-1, -1))
    assert model.index(PLAYERS - 1, NAME).data() == f"Player {PLAYERS:03d}"
    qtmodeltester.check(model)


def test_search_and_sort_see_the_rows_not_yet_fetched(field: Session, qtbot: QtBot) -> None:
    view = PlayersView(field)
    qtbot.addWidget(view)
    view.show()
    assert view.model.rowCount() == CHUNK  # player 440 is on a later page
    qtbot.keyClicks(view.search, "player 440")
    assert view.model.rowCount() == 1
    assert view.model.index(0, NAME).data() == "Player 440"
    assert view.count.text() == f"1 of {PLAYERS} players"
    view.search.clear()
    view.table.sortByColumn(NAME, Qt.SortOrder.DescendingOrder)
    assert view.model.index(0, NAME).data() == f"Player {PLAYERS:03d}"
    view.table.sortByColumn(NUMBER, Qt.SortOrder.AscendingOrder)
    assert view.model.index(0, NUMBER).data() == "1"


@pytest.mark.parametrize(
    ("search", "numbers"),
    [("", list(range(1, PLAYERS + 1))), ("player 44", list(range(440, 450)))],
)
def test_a_long_model_sorted_and_fetched_passes_the_tester(
    field: Session, qtmodeltester: ModelTester, search: str, numbers: list[int]
) -> None:
    model = PlayersModel(field)
    model.set_search(search)  # "player 44": 440 to 449 ("Player 044" has its zero)
    model.sort(NAME, Qt.SortOrder.DescendingOrder)
    # Checked, then watched as the rows move and more are fetched. (Not through a reset:
    # the testers run their checks, which fetch, before they note that a reset is over.)
    qtmodeltester.check(model)
    model.sort(NUMBER)
    while model.canFetchMore(ROOT):
        model.fetchMore(ROOT)
    model.sort(NAME, Qt.SortOrder.DescendingOrder)
    assert model.rowCount() == len(numbers)
    assert [model.index(r, NUMBER).data() for r in range(len(numbers))] == [
        str(n) for n in reversed(numbers)
    ]


def test_a_player_added_at_the_end_is_fetched_and_selected(field: Session, qtbot: QtBot) -> None:
    view = PlayersView(field)
    qtbot.addWidget(view)
    view.show()
    assert view.model.rowCount() == CHUNK
    view.name.setText("Zoë Late")  # QTest types ASCII only
    qtbot.keyClick(view.name, Qt.Key.Key_Return)
    chosen = view.selected_player()
    assert chosen is not None and chosen.name == "Zoë Late"
    assert view.table.currentIndex().row() == PLAYERS  # the new last row, fetched for it
    assert view.count.text() == f"{PLAYERS + 1} players"


def test_the_selection_stays_with_its_player_when_the_rows_move(
    field: Session, qtbot: QtBot
) -> None:
    view = PlayersView(field)
    qtbot.addWidget(view)
    view.show()
    view.table.setCurrentIndex(view.model.index(2, NAME))
    chosen = view.selected_player()
    assert chosen is not None and chosen.name == "Player 003"
    view.table.sortByColumn(NAME, Qt.SortOrder.DescendingOrder)
    moved = view.selected_player()
    assert moved is not None and moved.id == chosen.id
    assert view.table.currentIndex().row() == PLAYERS - 3  # fetched as far as needed


def test_a_late_page_of_a_rounds_plan_is_fetched_and_entered(
    field: Session, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    view = RoundsView(field)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    assert view.model.rowCount() == CHUNK
    assert f"{PLAYERS // 3} tables" in view.status.text()
    for _ in range(3):
        scroll_to_end(view, qtbot)
    assert view.model.rowCount() == PLAYERS
    qtmodeltester.check(view.model)
    last = view.model.index(PLAYERS - 1, TABLE)
    assert last.data() == PLAYERS // 3
    full = field.service.rounds.get(1).tables[-1]
    assert view.model.index(PLAYERS - 1, PLAYER).data() == full.seats[-1].player_name
    with qtbot.waitSignal(view.enter_scores) as entered:
        view.table.setCurrentIndex(last)
        qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert entered.args == [1, PLAYERS // 3]


def test_the_audit_log_is_read_a_page_at_a_time(
    played: Session, qtmodeltester: ModelTester
) -> None:
    everything = played.service.history.audit_log()
    model = AuditModel(played, chunk=5)
    model.reload()
    assert model.rowCount() == 5 and model.canFetchMore(model.index(-1, -1))
    assert len(model.rows()) == 5  # read from the service: one page, not the whole log
    model.fetchMore(model.index(-1, -1))
    assert model.rowCount() == 10 and len(model.rows()) == 10
    assert [e.id for e in model.rows()] == [e.id for e in everything[:10]]
    qtmodeltester.check(model)  # (which fetches more itself)
    # A search reads the rest of the log first: the import (the oldest page) is found.
    model.set_search("imported")
    assert len(model.rows()) == len(everything)
    assert model.rowCount() == 1 and "9 players imported" in model.index(0, 2).data()
    qtmodeltester.check(model)


def test_the_audit_view_reads_a_page_and_more_on_scroll(played: Session, qtbot: QtBot) -> None:
    view = AuditView(played)
    qtbot.addWidget(view)
    view.show()
    assert view.model.rowCount() == len(played.service.history.audit_log())  # fewer than a page


def test_the_chart_pages_through_the_standings(played: Session, qtbot: QtBot) -> None:
    view = StandingsView(played)
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.show()
    view.update_chart()
    view.wait_for_chart()
    assert view.chart_view is not None
    first = [s.name() for s in view.chart_view.chart().series()]
    assert len(first) == CHART_PAGE
    assert view.chart_page_label.text() == f"Players 1–{CHART_PAGE} of 9"
    assert not view.chart_back.isEnabled() and view.chart_next.isEnabled()
    qtbot.mouseClick(view.chart_next, Qt.MouseButton.LeftButton)
    view.update_chart()
    second = [s.name() for s in view.chart_view.chart().series()]
    assert second == [view.model.row_info(8).name]
    assert view.chart_page_label.text() == "Players 9–9 of 9"
    assert view.chart_back.isEnabled() and not view.chart_next.isEnabled()
    # Each player's line is their points after each round, as the services have them,
    # from 0 before the first.
    by_round = played.service.games.standings_by_round()
    series = view.chart_view.chart().series()[0]
    player = view.model.row_info(8).player_id
    assert [series.at(i).y() for i in range(series.count())] == [0.0] + [
        float(s.points) for s in by_round[player]
    ]


def test_a_tournament_opens_on_the_players_and_builds_a_page_when_shown(
    app: QApplication, qtbot: QtBot, played: Session
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.set_session(played)
    view = window.view
    assert view is not None
    assert isinstance(view.stack.currentWidget(), PlayersView)
    assert not any(isinstance(view.stack.widget(i), RoundsView) for i in range(6))
    window.show_page(1)
    assert isinstance(view.stack.currentWidget(), RoundsView)
    assert view.rounds is view.stack.currentWidget()
    assert view.stack.count() == 6


def test_the_projector_fits_every_cell_of_two_thousand_rows(app: QApplication) -> None:
    rng = random.Random(4)
    letters = "abcdefghijklmnopqrstuvwxyzäöüßWMil "
    rows = [
        [str(n), "".join(rng.choice(letters) for _ in range(rng.randint(3, 28))), f"{n * 7 % 113}"]
        for n in range(2000)
    ]
    base = font_of(app.font(), 20)
    fit = fit_table(base, ["Rank", "Name", "Points"], rows, (), 4000, 48, 14)
    from PySide6.QtGui import QFontMetrics

    metrics = QFontMetrics(font_of(base, fit.pixels))
    pad = metrics.averageCharWidth() * PAD * 2
    for row in rows:
        for column, text in enumerate(row):
            assert metrics.horizontalAdvance(text) + pad <= fit.widths[column], (text, column)


def test_the_rounds_page_works_out_its_figures_when_shown(played: Session, qtbot: QtBot) -> None:
    view = RoundsView(played)
    qtbot.addWidget(view)
    assert view.figures.text() == ""  # built hidden: nothing worked out yet
    assert view.model.rowCount() == 9  # the plan itself is read (a few queries)
    view.show()
    assert view.figures.text().startswith("Meetings of one pair: at most 2")


def test_the_chart_after_round_one_draws_lines_not_lone_dots(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    from tournament.services.demo import play_round

    service = create_tournament("One round", location=tmp_path / "one.srt")
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 7)])
    play_round(service, random.Random(3))
    session = Session(service)
    view = StandingsView(session)
    qtbot.addWidget(view)
    view.show()
    view.update_chart()
    view.wait_for_chart()
    assert view.chart_view is not None
    chart = view.chart_view.chart()
    assert {len(rounds) for rounds in service.games.standings_by_round().values()} == {1}
    # Points: every line starts at 0 before round 1, on an axis of rounds 0 to 1.
    assert len(chart.series()) == 6
    for series in chart.series():
        assert [series.at(i).x() for i in range(series.count())] == [0.0, 1.0]
        assert series.at(0).y() == 0.0
    axis = chart.axes(Qt.Orientation.Horizontal)[0]
    assert (axis.min(), axis.max(), axis.tickCount()) == (0, 1, 2)
    # Ranks: one round gives no line; the chart says when it will have them.
    view.chart_mode.setCurrentIndex(view.chart_mode.findData("rank"))
    view.update_chart()
    chart = view.chart_view.chart()
    assert chart.series() == []
    assert chart.title() == "Rank by round: drawn once two rounds have results"
    session.close()
