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
    assert chart.series()[0].count() == 3  # 1500 before, then after each evening


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
    from tournament.ui.views.players import PlayersView

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


def test_the_wizard_enters_tonights_players_grouped_by_rating(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    from tournament.ui.main_window import MainWindow
    from tournament.ui.setup.wizard import NewTournamentWizard

    wizard = NewTournamentWizard()
    qtbot.addWidget(wizard)
    qtbot.keyClicks(wizard.event_page.name, "Next evening")
    wizard.structure_page.groups.setText("A, B")
    page = wizard.einstufung_page
    page.initializePage()
    page.add_files(_evenings(played, tmp_path))
    assert page.hint.text() == "" and page.players.count() == 9
    page.players.item(8).setCheckState(Qt.CheckState.Unchecked)  # the weakest stays home
    page.newcomers.setPlainText("Neu Ling, TSV\n\n")
    page.unrated.setCurrentIndex(page.unrated.findData("B"))
    wizard.structure_page.seat_by_rating.setChecked(True)
    page.sizes.setText("3, x")
    assert not page.isComplete() and "3" in page.hint.text()
    page.sizes.setText("3, 6")
    assert page.isComplete()
    wizard.file_page.path.setText(str(tmp_path / "next.srt"))
    choice = wizard.result_value()
    assert choice.settings.seat_by_rating and choice.einstufung is not None
    listed = [page.players.item(i).text() for i in range(8)]

    window = MainWindow()
    qtbot.addWidget(window)
    window.create_from(wizard)
    assert window.session is not None
    try:
        players = window.session.service.players.all()
        assert len(players) == 9
        groups = {p.name: p.group for p in players}
        rated = sorted((p for p in players if p.rating is not None), key=lambda p: -p.rating)
        assert [groups[p.name] for p in rated] == ["A"] * 3 + ["B"] * 5
        assert groups["Neu Ling"] == "B" and not any(p.rating_provisional for p in rated)
        assert [f"{p.rating}  {p.name}" for p in rated] == [text.split(" (")[0] for text in listed]
        rnd = window.session.service.rounds.start_round().value  # by rating, from the setting
        assert [seat.player_id for seat in rnd.tables[0].seats] == [p.id for p in rated[:3]]
    finally:
        window.session.close()


def test_the_player_card_shows_the_rating_brought_and_provisional(
    played: Session, qtbot: QtBot
) -> None:
    from tournament.services.ratings import keep_ratings
    from tournament.ui.views.crosstable import CrosstableDialog

    first, second, third = played.service.players.all()[:3]
    played.perform(
        "ratings",
        lambda: keep_ratings(played.service, {first.id: 1620, second.id: 1480}, {second.id}),
    )
    texts = {}
    for player in (first, second, third):
        dialog = CrosstableDialog(played, player_id=player.id)
        qtbot.addWidget(dialog)
        texts[player.id] = dialog.card_summary.text()
        dialog.close()
    assert texts[first.id].endswith(" · rating 1620")
    assert texts[second.id].endswith(" · rating 1480 (provisional)")
    assert "rating" not in texts[third.id] and "Rank" in texts[third.id]
