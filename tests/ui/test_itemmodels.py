"""Every item model of the app passes Qt's model tester, filled with real tournament data."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.exports.players import preview_player_file
from tournament.ui.session import Session
from tournament.ui.views.audit import AuditModel
from tournament.ui.views.importer import ImportPreviewModel
from tournament.ui.views.players import CLUB, NAME, PlayersModel
from tournament.ui.views.rounds import RoundPlanModel
from tournament.ui.views.standings import POINTS, StandingsModel


def test_players_model_searched_and_sorted(played: Session, qtmodeltester: ModelTester) -> None:
    model = PlayersModel(played)
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    model.set_search("tsv")
    assert model.rowCount() == 3
    assert {model.index(r, CLUB).data() for r in range(3)} == {"TSV"}
    qtmodeltester.check(model)
    model.set_search("")
    model.sort(NAME, Qt.SortOrder.DescendingOrder)
    names = [model.index(r, NAME).data() for r in range(9)]
    assert names == sorted(names, reverse=True)
    qtmodeltester.check(model)


def test_round_plan_model(played: Session, qtmodeltester: ModelTester) -> None:
    model = RoundPlanModel()
    model.set_round(played.service.rounds.round_plan(2))
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    model.set_round(None)
    assert model.rowCount() == 0
    qtmodeltester.check(model)


def test_standings_model_sorted_and_filtered(played: Session, qtmodeltester: ModelTester) -> None:
    model = StandingsModel()
    model.set_rows(played.service.games.standings())
    assert model.rowCount() == 9
    qtmodeltester.check(model)
    model.sort(POINTS)
    points = [Fraction(model.index(r, POINTS).data()) for r in range(9)]
    assert points == sorted(points)
    qtmodeltester.check(model)


def test_audit_model(played: Session, qtmodeltester: ModelTester) -> None:
    model = AuditModel(played)
    model.reload()
    assert model.rowCount() >= 11  # import, start, nine results, close, start
    qtmodeltester.check(model)


def test_import_preview_model(
    app: QApplication, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    source = tmp_path / "players.csv"
    source.write_text("Name;Verein\nAnna;TSV\nBernd;SC\nAnna;TSV\n", encoding="utf-8")
    model = ImportPreviewModel()
    model.set_preview(preview_player_file(source))
    assert model.rowCount() == 3
    qtmodeltester.check(model)


def test_standings_filter_by_group_and_sort(
    app: QApplication, tmp_path: Path, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    import random

    from tournament.services import create_tournament
    from tournament.services.demo import play_round
    from tournament.services.dto import PlayerEntry, Settings
    from tournament.ui.views.standings import GROUP, RANK, StandingsView

    service = create_tournament(
        "Groups", location=tmp_path / "groups.srt", settings=Settings(groups=("A", "B"))
    )
    service.players.import_players(
        [PlayerEntry(f"A{n}", group="A") for n in range(6)]
        + [PlayerEntry(f"B{n}", group="B") for n in range(3)]
    )
    for _ in range(2):  # a rank chart needs two rounds
        play_round(service, random.Random(5))
    session = Session(service)
    view = StandingsView(session)
    qtbot.addWidget(view)
    view.show()
    assert not view.table.isColumnHidden(GROUP)
    assert [view.group_box.itemText(i) for i in range(view.group_box.count())] == ["All", "A", "B"]
    view.group_box.setCurrentIndex(2)
    assert view.model.rowCount() == 3
    assert {view.model.index(r, GROUP).data() for r in range(3)} == {"B"}
    qtmodeltester.check(view.model)
    view.group_box.setCurrentIndex(0)
    view.table.sortByColumn(POINTS, Qt.SortOrder.DescendingOrder)
    points = [Fraction(view.model.index(r, POINTS).data()) for r in range(9)]
    assert points == sorted(points, reverse=True)
    view.table.sortByColumn(RANK, Qt.SortOrder.AscendingOrder)
    assert view.model.index(0, RANK).data().startswith("1")
    view.chart_mode.setCurrentIndex(view.chart_mode.findData("rank"))
    view.update_chart()
    view.wait_for_chart()
    assert view.chart_view is not None
    assert len(view.chart_view.chart().series()) == 8
    session.close()


def test_record_tables_select_rows_and_stretch_what_they_name(
    played: Session, qtbot: QtBot
) -> None:
    from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

    from tournament.ui.views.players import CLUB, NAME, NUMBER
    from tournament.ui.widgets.itemmodels import show_records

    view = QTableView()
    qtbot.addWidget(view)
    model = PlayersModel(played)
    show_records(view, "records", model, stretch=[NAME, CLUB])
    assert view.objectName() == "records" and view.model() is model
    assert view.selectionBehavior() == QAbstractItemView.SelectionBehavior.SelectRows
    assert not view.verticalHeader().isVisibleTo(view)
    header = view.horizontalHeader()
    assert header.sectionResizeMode(NAME) == QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(CLUB) == QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(NUMBER) == QHeaderView.ResizeMode.Interactive
