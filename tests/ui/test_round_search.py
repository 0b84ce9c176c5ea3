"""Starting a round whose seating needs a search: a progress dialog with Cancel; a cancel
starts nothing."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton
from pytestqt.qtbot import QtBot

from tournament.seating.schedule import clear_cache
from tournament.services import create_tournament
from tournament.services.demo import play_round
from tournament.services.dto import PlayerEntry
from tournament.services.dto import Settings as TournamentSettings
from tournament.ui.session import Session
from tournament.ui.views.rounds import SEARCH_STEPS, RoundsView


@pytest.fixture
def mixed(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """12 players, mix over 6 planned rounds (no design: the seating searches), round 1
    played and closed."""
    import random

    service = create_tournament(
        "Mix",
        location=tmp_path / "mix.srt",
        settings=TournamentSettings(movement="mix", planned_rounds=6, seed=3),
    )
    service.players.import_players([PlayerEntry(f"Player {i}") for i in range(1, 13)])
    play_round(service, random.Random(3))
    clear_cache()  # the schedule is searched, not taken from an earlier test
    session = Session(service)
    yield session
    session.close()


def told_progress(monkeypatch: pytest.MonkeyPatch, cancel: bool) -> list[tuple[int, int]]:
    """Every value the progress dialog is given, with its maximum; with ``cancel`` the
    dialog's Cancel is pressed once, at the first value that moved it. Recorded where the dialog
    is told, so no report is missed however fast the search runs."""
    from tournament.ui import workers

    told: list[tuple[int, int]] = []
    pressed: list[bool] = []

    class Recording(QProgressDialog):
        def setValue(self, value: int) -> None:
            super().setValue(value)
            told.append((self.value(), self.maximum()))
            if cancel and self.value() > 0 and not pressed:
                pressed.append(True)
                button = self.findChild(QPushButton)
                assert button is not None and button.text() == "Cancel"
                button.click()

    monkeypatch.setattr(workers, "QProgressDialog", Recording)
    return told


def test_the_search_shows_its_progress(
    mixed: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = RoundsView(mixed)
    qtbot.addWidget(view)
    told = told_progress(monkeypatch, cancel=False)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert any(0 < value <= maximum == SEARCH_STEPS for value, maximum in told), told
    assert mixed.round_numbers() == [1, 2]
    assert mixed.undo_stack.undoText() == "start round 2"
    dialog = view.findChild(QProgressDialog, "progress")
    assert dialog is None or not dialog.isVisible()


def test_cancel_starts_no_round(
    mixed: Session, qtbot: QtBot, reported: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    view = RoundsView(mixed)
    qtbot.addWidget(view)
    undo_steps = mixed.undo_stack.count()
    last_change = mixed.service.last_change()
    real_start = mixed.service.rounds.start_round
    held: list[bool] = []

    def held_start(**kwargs: Any) -> Any:
        """The real start, its search held at its first report until the window's Cancel
        arrives (the first time only), so the cancel does not race a fast search."""
        progress, cancelled = kwargs["progress"], kwargs["cancelled"]

        def report(share: float, repeats: int) -> None:
            progress(share, repeats)
            deadline = time.monotonic() + 30
            while not held and not cancelled() and time.monotonic() < deadline:
                time.sleep(0.005)
            held.append(True)

        return real_start(**{**kwargs, "progress": report})

    monkeypatch.setattr(mixed.service.rounds, "start_round", held_start)
    told = told_progress(monkeypatch, cancel=True)
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert told and told[0][0] > 0
    assert view.status.text() == "Seating cancelled: round 2 was not started."
    assert [r.number for r in mixed.service.rounds.all()] == [1]
    assert mixed.service.last_change() == last_change
    assert mixed.undo_stack.count() == undo_steps
    assert reported == []
    assert mixed.poll.isActive()
    # Starting again works (and finishes the search this time).
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert mixed.round_numbers() == [1, 2]


def test_a_refusal_from_the_worker_is_worded_on_the_window(
    app: QApplication, qtbot: QtBot, tmp_path: Path, reported: list[str]
) -> None:
    service = create_tournament("Two", location=tmp_path / "two.srt")
    service.players.import_players([PlayerEntry("Anna"), PlayerEntry("Bernd")])
    session = Session(service)
    try:
        view = RoundsView(session)
        qtbot.addWidget(view)
        qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
        assert len(reported) == 1 and "Traceback" not in reported[0]
        assert session.refusal == reported[0]
        assert service.rounds.all() == []
        assert session.undo_stack.count() == 0
        assert session.poll.isActive()
    finally:
        session.close()
