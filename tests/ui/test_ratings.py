"""The club rating list in the app: evenings rated, the list sortable, a player's chart;
with a new evening open, its groups by rating and round 1 seated in rating order."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, Settings
from tournament.ui.ratings import RATING, RatingDialog
from tournament.ui.session import Session

from .test_season import _evenings


def _new_evening(played: Session, tmp_path: Path, groups: tuple[str, ...]) -> Session:
    """A new evening of the same players (and one newcomer), nothing seated yet."""
    service = create_tournament(
        "Next evening", location=tmp_path / "next.srt", settings=Settings(groups=groups)
    )
    people = [PlayerEntry(p.name, p.club) for p in played.service.players.all()]
    service.players.import_players([*people, PlayerEntry("Neu Ling", "TSV")])
    return Session(service)


def test_the_evenings_make_a_sortable_list_and_a_chart_per_player(
    played: Session, qtbot: QtBot, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    dialog = RatingDialog()
    qtbot.addWidget(dialog)
    dialog.add_files(_evenings(played, tmp_path))
    assert dialog.hint.text() == ""
    model = dialog.model
    qtmodeltester.check(model)
    assert model.rowCount() == 9
    ratings = [model.row_info(r).rating for r in range(9)]
    assert ratings == sorted(ratings, reverse=True)
    assert not model.row_info(0).provisional  # two evenings
    dialog.table.sortByColumn(RATING, Qt.SortOrder.AscendingOrder)
    assert model.row_info(0).rating == min(ratings)
    dialog.table.selectRow(0)
    chart = dialog.chart_view.chart()
    assert model.row_info(0).name in chart.title()
    assert chart.series()[0].count() == 3  # 1000 before, then after each evening


def test_groups_by_rating_and_round_one_in_rating_order(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    session = _new_evening(played, tmp_path, ("A", "B"))
    try:
        dialog = RatingDialog(session=session)
        qtbot.addWidget(dialog)
        dialog.add_files(_evenings(played, tmp_path)[:1])
        assert model_provisional(dialog)
        dialog.unrated.setCurrentIndex(dialog.unrated.findData("B"))
        qtbot.mouseClick(dialog.group_button, Qt.MouseButton.LeftButton)
        groups = {p.name: p.group for p in session.service.players.all()}
        best = dialog.model.row_info(0).name
        assert groups[best] == "A" and groups["Neu Ling"] == "B"
        assert sorted(groups.values()).count("A") == 6  # 10 players: tables 3+3 and 4
        session.undo_stack.undo()
        assert {p.group for p in session.service.players.all()} == {""}
        assert dialog.seat_button.isEnabled()
        qtbot.mouseClick(dialog.seat_button, Qt.MouseButton.LeftButton)
        first = session.service.rounds.get(1).tables[0].seats[0].player_name
        assert first == best
        assert not dialog.seat_button.isEnabled()
    finally:
        session.close()


def model_provisional(dialog: RatingDialog) -> bool:
    rows = [dialog.model.row_info(r) for r in range(dialog.model.rowCount())]
    return bool(rows) and all(row.provisional for row in rows)


def test_a_tournament_without_groups_is_told_to_name_them(
    played: Session, qtbot: QtBot, tmp_path: Path, app: QApplication
) -> None:
    session = _new_evening(played, tmp_path, ())
    try:
        dialog = RatingDialog(session=session)
        qtbot.addWidget(dialog)
        dialog.add_files(_evenings(played, tmp_path)[:1])
        assert not dialog.group_button.isEnabled()
        assert "settings" in dialog.group_button.toolTip()
    finally:
        session.close()


def test_the_players_page_opens_the_groups_by_rating(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    from tournament.ui.players import PlayersView

    session = _new_evening(played, tmp_path, ("A", "B"))
    try:
        view = PlayersView(session)
        qtbot.addWidget(view)
        qtbot.mouseClick(view.rating_button, Qt.MouseButton.LeftButton)
        dialog = view.rating_dialog
        assert dialog.isVisible() and dialog.session is session
        dialog.add_files(_evenings(played, tmp_path)[:1])
        assert dialog.group_button.isEnabled()
        dialog.close()
    finally:
        session.close()
