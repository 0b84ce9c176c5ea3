"""Tournament settings after creation: the wizard's fields, read-only with a reason once
games depend on them, saved as one undoable action."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
from pytestqt.qtbot import QtBot

from tournament.ui.main_window import MainWindow
from tournament.ui.session import Session
from tournament.ui.setup.tournament_settings import TournamentSettingsDialog
from tournament.ui.views.rounds import RoundsView


def save_button(dialog: TournamentSettingsDialog) -> QPushButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Save)


@pytest.fixture
def fresh(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    from tournament.services import create_tournament

    service = create_tournament("Spring cup", location=tmp_path / "fresh.srt", desk="desk")
    session = Session(service)
    yield session
    session.close()


def open_dialog(session: Session, qtbot: QtBot) -> TournamentSettingsDialog:
    dialog = TournamentSettingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_after_results_the_scoring_options_are_read_only_with_the_reason(
    played: Session, qtbot: QtBot
) -> None:
    dialog = open_dialog(played, qtbot)
    r, s = dialog.rules_page, dialog.structure_page
    for widget in (r.variant, r.jokers, r.first_turn, r.penalty, s.groups):
        assert not widget.isEnabled()
    assert "Results are entered" in r.variant.toolTip()
    for widget in (r.rank_by, s.movement, s.rounds, dialog.event_page.name):
        assert widget.isEnabled()
    assert dialog.locked.isVisible()
    assert "Strength groups are fixed" in dialog.locked.text()
    assert s.rounds.minimum() == 2  # round 2 has started


def test_opening_reads_no_round_in_full(
    played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 2,000 players x 15 rounds reading every round took seconds: whether a result is
    entered is one query."""
    read: list[int] = []
    whole = played.service.rounds.get
    monkeypatch.setattr(played.service.rounds, "get", lambda n: read.append(n) or whole(n))
    played.notify("all")  # nothing read before the dialog opens
    dialog = open_dialog(played, qtbot)
    assert not dialog.rules_page.penalty.isEnabled()
    assert read == []


def test_change_name_and_planned_rounds_then_undo(played: Session, qtbot: QtBot) -> None:
    rounds = RoundsView(played)
    qtbot.addWidget(rounds)
    rounds.show()  # a hidden page reads what changed when it shows again
    assert "rounds planned" not in rounds.status.text()
    dialog = open_dialog(played, qtbot)
    dialog.event_page.name.selectAll()
    qtbot.keyClicks(dialog.event_page.name, "Autumn evening")
    dialog.structure_page.rounds.setValue(6)
    r = dialog.rules_page
    r.rank_by.setCurrentIndex(r.rank_by.findData("points"))
    qtbot.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    info = played.service.info()
    assert info.name == "Autumn evening"
    assert info.settings.planned_rounds == 6
    assert info.settings.rank_by == "points"
    assert info.settings.variant == "stein"
    assert rounds.status.text().endswith("6 rounds planned.")
    assert played.undo_stack.undoText() == "change the tournament settings"
    played.undo_stack.undo()
    info = played.service.info()
    assert info.name == "Test evening" and info.settings.planned_rounds is None
    assert "rounds planned" not in rounds.status.text()


def test_before_the_first_round_everything_can_change(fresh: Session, qtbot: QtBot) -> None:
    dialog = open_dialog(fresh, qtbot)
    assert not dialog.locked.isVisible()
    r, s = dialog.rules_page, dialog.structure_page
    r.variant.setCurrentIndex(r.variant.findData("stein-plus"))
    r.jokers.setCurrentIndex(r.jokers.findData("none"))
    r.penalty.setValue(1.5)
    qtbot.keyClicks(s.groups, "A, B")
    qtbot.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    settings = fresh.service.info().settings
    assert settings.variant == "stein-plus" and settings.jokers == "none"
    assert settings.groups == ("A", "B")
    assert str(settings.neutral_penalty) == "3/2"


def test_wrong_entries_cannot_be_saved(fresh: Session, qtbot: QtBot) -> None:
    dialog = open_dialog(fresh, qtbot)
    assert save_button(dialog).isEnabled()
    dialog.event_page.name.clear()
    assert not save_button(dialog).isEnabled()
    qtbot.keyClicks(dialog.event_page.name, "Cup")
    qtbot.keyClicks(dialog.structure_page.groups, "A")
    assert not save_button(dialog).isEnabled()
    assert dialog.structure_page.hint.text() == "Name at least two groups, or none for one field."


def test_the_file_menu_opens_it_and_the_title_follows(
    app: QApplication, qtbot: QtBot, played: Session
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert not window.settings_action.isEnabled()
    window.set_session(played)
    window.settings_action.trigger()
    dialog = window.findChild(TournamentSettingsDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.event_page.name.setText("Renamed")
    qtbot.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    assert window.windowTitle().startswith("Renamed")
    window.session = None  # the fixture closes it


def test_saving_without_a_change_writes_nothing(played: Session, qtbot: QtBot) -> None:
    before = len(played.service.history.audit_log())
    dialog = open_dialog(played, qtbot)
    qtbot.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    assert len(played.service.history.audit_log()) == before
    assert played.undo_stack.count() == 0


def test_the_round_clock_is_set_and_taken_off_in_the_dialog(played: Session, qtbot: QtBot) -> None:
    dialog = open_dialog(played, qtbot)
    clock = dialog.structure_page.clock
    assert clock.isEnabled() and clock.value() == 0
    assert clock.text() == "no round clock"
    clock.setValue(45)
    qtbot.mouseClick(save_button(dialog), Qt.MouseButton.LeftButton)
    assert played.service.info().settings.round_minutes == 45
    again = open_dialog(played, qtbot)
    assert again.structure_page.clock.value() == 45
    again.structure_page.clock.setValue(0)
    qtbot.mouseClick(save_button(again), Qt.MouseButton.LeftButton)
    assert played.service.info().settings.round_minutes is None


def test_round_one_by_rating_is_a_setting_that_is_kept(
    fresh: Session, qtbot: QtBot, played: Session
) -> None:
    dialog = open_dialog(fresh, qtbot)
    assert not dialog.structure_page.seat_by_rating.isChecked()
    dialog.structure_page.seat_by_rating.setChecked(True)
    dialog.save()
    assert fresh.service.info().settings.seat_by_rating
    again = open_dialog(fresh, qtbot)
    assert again.structure_page.seat_by_rating.isChecked()
    started = open_dialog(played, qtbot)  # round 1 seated: too late to change how
    assert not started.structure_page.seat_by_rating.isEnabled()
