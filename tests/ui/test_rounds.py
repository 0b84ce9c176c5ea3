"""Rounds: the plan with seats and starters, swapping two seats with a check, printouts."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tournament.ui.printing import printouts as printing
from tournament.ui.session import Session
from tournament.ui.views.rounds import PLAYER, STARTS, RoundsView


@pytest.fixture
def rounds(played: Session, qtbot: QtBot) -> RoundsView:
    view = RoundsView(played)
    qtbot.addWidget(view)
    view.show()
    return view


def select_rows(view: RoundsView, rows: list[int]) -> None:
    selection = view.table.selectionModel()
    selection.clearSelection()
    for row in rows:
        selection.select(
            view.model.index(row, 0),
            QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
        )


def test_plan_shows_seats_and_starters(rounds: RoundsView) -> None:
    assert rounds.round_box.currentData() == 2
    assert rounds.model.rowCount() == 9
    assert [rounds.model.index(r, STARTS).data() for r in range(3)] == ["1", "2", "3"]
    assert rounds.status.text() == "Round 2 (open): 3 tables, 0 of 9 games entered."
    assert not rounds.start_button.isEnabled()  # round 2 is still open
    rounds.round_box.setCurrentIndex(rounds.round_box.findData(1))
    assert "Round 1 (closed)" in rounds.status.text()
    assert not rounds.swap_button.isEnabled()


def test_swap_two_seats(rounds: RoundsView, played: Session, qtbot: QtBot) -> None:
    before = [rounds.model.index(r, PLAYER).data() for r in range(9)]
    select_rows(rounds, [0, 3])
    qtbot.mouseClick(rounds.swap_button, Qt.MouseButton.LeftButton)
    after = [rounds.model.index(r, PLAYER).data() for r in range(9)]
    assert after[0] == before[3] and after[3] == before[0]
    assert after[1:3] == before[1:3]
    assert played.undo_stack.undoText() == f"swap {before[0]} and {before[3]}"


def test_undo_a_swap(rounds: RoundsView, played: Session, qtbot: QtBot) -> None:
    before = [rounds.model.index(r, PLAYER).data() for r in range(9)]
    select_rows(rounds, [0, 3])
    qtbot.mouseClick(rounds.swap_button, Qt.MouseButton.LeftButton)
    played.undo_stack.undo()
    assert [rounds.model.index(r, PLAYER).data() for r in range(9)] == before


def test_a_failing_undo_is_reported_and_dropped(
    rounds: RoundsView, played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    select_rows(rounds, [0, 3])
    qtbot.mouseClick(rounds.swap_button, Qt.MouseButton.LeftButton)
    game = played.service.rounds.get(2).tables[0].games[0]
    from tournament.services.dto import ResultEntry

    ids = game.player_ids
    # another desk enters a result meanwhile: the swap can no longer be undone
    played.service.games.record_result(
        game.id, ResultEntry({ids[0]: 0, ids[1]: 2, ids[2]: 4}), expected_version=game.version
    )
    played.undo_stack.undo()
    assert len(reported) == 1 and "Traceback" not in reported[0]
    assert played.service.rounds.get(2).tables[0].games[0].status == "entered"


def test_swap_needs_two_seats_and_a_game_without_result(
    rounds: RoundsView, played: Session, qtbot: QtBot, reported: list[str]
) -> None:
    select_rows(rounds, [0])
    qtbot.mouseClick(rounds.swap_button, Qt.MouseButton.LeftButton)
    assert rounds.status.text() == "Select exactly two seats (Ctrl+click) to swap them."
    # once a game of the table has a result, the service refuses and says why
    from tournament.services.dto import ResultEntry

    game = played.service.rounds.get(2).tables[0].games[0]
    ids = game.player_ids
    played.service.games.record_result(
        game.id, ResultEntry({ids[0]: 0, ids[1]: 2, ids[2]: 4}), expected_version=game.version
    )
    played.notify("results")
    select_rows(rounds, [0, 3])
    qtbot.mouseClick(rounds.swap_button, Qt.MouseButton.LeftButton)
    assert len(reported) == 1 and "Traceback" not in reported[0]


@pytest.mark.parametrize("kind", ["sheets", "plan", "cards"])
def test_printouts_are_written(
    rounds: RoundsView,
    kind: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    reported: list[str],
) -> None:
    target = tmp_path / f"{kind}.pdf"
    monkeypatch.setattr(printing, "ask_path", lambda *args: str(target))
    button = {
        "sheets": rounds.sheets_button,
        "plan": rounds.plan_button,
        "cards": rounds.cards_button,
    }
    button[kind].click()
    assert reported == []
    assert target.read_bytes().startswith(b"%PDF")


def test_cancelled_printout_leaves_no_file(
    app: QApplication, played: Session, tmp_path: Path
) -> None:
    from tournament.ui.workers import Progress

    target = tmp_path / "sheets.pdf"

    def write(progress: printing.Callable[[int, int], bool]) -> None:
        from tournament.exports import adapter
        from tournament.exports.sheets import write_score_sheets

        write_score_sheets(adapter.round_seating(played.service, 2), target, progress=progress)

    original = Progress.__call__

    def cancel_at_once(self: Progress, done: int, total: int, text: str = "") -> None:
        self.cancel()
        original(self, done, total, text)

    Progress.__call__ = cancel_at_once  # type: ignore[method-assign]
    try:
        assert printing.write_in_background(None, "sheets", write) is False
    finally:
        Progress.__call__ = original  # type: ignore[method-assign]
    assert not target.exists()


def answer_next_question(
    qtbot: QtBot, button: QMessageBox.StandardButton, *, within_ms: int = 5000
) -> list[str]:
    """Press ``button`` in the next question box, as the director would; its text.
    Gives up after ``within_ms`` without a box."""
    asked: list[str] = []
    tries = within_ms // 20

    def press() -> None:
        nonlocal tries
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            tries -= 1
            if tries > 0:
                QTimer.singleShot(20, press)
            return
        asked.append(box.text())
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press)
    return asked


def test_a_round_past_the_planned_ones_needs_a_yes(
    app: QApplication, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    import random

    from tournament.services import create_tournament
    from tournament.services.demo import plausible_result, play_round
    from tournament.services.dto import PlayerEntry, Settings

    service = create_tournament(
        "Short evening", location=tmp_path / "short.srt", settings=Settings(planned_rounds=2)
    )
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 10)])
    rng = random.Random(1)
    play_round(service, rng)
    session = Session(service)
    view = RoundsView(session)
    qtbot.addWidget(view)
    view.show()
    # round 2 is within the plan: no question
    asked = answer_next_question(qtbot, QMessageBox.StandardButton.No, within_ms=300)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert [r.number for r in service.rounds.all()] == [1, 2]
    qtbot.wait(400)
    assert asked == []
    for table in service.rounds.get(2).tables:
        for game in table.games:
            service.games.record_result(
                game.id,
                plausible_result(game, service.info().settings, rng),
                expected_version=game.version,
            )
    service.rounds.close_round(2)
    session.notify("rounds")
    # round 3 is one more than planned: asked, and No starts nothing
    asked = answer_next_question(qtbot, QMessageBox.StandardButton.No)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert asked == ["Planned rounds: 2. Start round 3 anyway?"]
    assert [r.number for r in service.rounds.all()] == [1, 2]
    asked = answer_next_question(qtbot, QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert [r.number for r in service.rounds.all()] == [1, 2, 3]
    assert reported == []
    session.close()


def test_quality_figures_beside_their_bounds(rounds: RoundsView) -> None:
    # 9 players, rotation, 2 rounds: the stayers of each table of 3 meet again.
    text = rounds.figures.text()
    assert text.startswith("Meetings of one pair: at most 2 (no plan below 2);")
    assert "repeat meetings: 3 (at least 3)" in text
    assert "4-table seats per player: 0 to 0" in text
    assert "Never changed table:" in text
    rounds.round_box.setCurrentIndex(rounds.round_box.findData(1))
    assert rounds.figures.text().startswith("Meetings of one pair: at most 1 (no plan below 1);")


@pytest.mark.parametrize("variant", ["indian", "drachen"])
def test_a_card_games_plan_has_no_starts_column(
    app: QApplication, tmp_path: Path, qtbot: QtBot, variant: str
) -> None:
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry
    from tournament.services.dto import Settings as TournamentSettings

    service = create_tournament(
        "Cards", location=tmp_path / "cards.srt", settings=TournamentSettings(variant=variant)
    )
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 8)])
    service.rounds.start_round()
    session = Session(service)
    try:
        view = RoundsView(session)
        qtbot.addWidget(view)
        view.show()
        assert view.model.rowCount() == 7
        assert view.table.isColumnHidden(STARTS)
        assert not view.table.isColumnHidden(PLAYER)
    finally:
        session.close()


def test_a_tile_games_plan_keeps_its_starts_column(rounds: RoundsView) -> None:
    assert not rounds.table.isColumnHidden(STARTS)
