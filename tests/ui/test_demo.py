"""The demo tournament is built off the GUI thread and opens; a cancel leaves no file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.ui.main_window import MainWindow
from tournament.ui.setup import demo
from tournament.ui.workers import Cancelled, Progress, run_job


def test_open_demo_from_the_welcome_page(
    app: QApplication,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    reported: list[str],
) -> None:
    monkeypatch.setattr(demo, "DEMO_PLAYERS", 9)
    monkeypatch.setattr(demo, "DEMO_ROUNDS", 1)
    monkeypatch.setattr(demo, "demo_path", lambda: tmp_path / "demo.srt")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.tournament_opened, timeout=30000):
        window.welcome.demo_button.click()
    assert reported == []
    assert window.session is not None
    service = window.session.service
    assert len(service.players.all()) == 9
    rounds = service.rounds.all()
    assert len(rounds) == 1 and rounds[0].status == "closed"
    assert all(g.status != "open" for t in rounds[0].tables for g in t.games)


def test_cancelling_the_demo_removes_the_file(app: QApplication, tmp_path: Path) -> None:
    target = tmp_path / "cancelled.srt"

    def build(progress: Progress) -> str:
        progress.cancel()  # as if Cancel was pressed before the first game
        return demo.build_demo_file(target, progress, players=9, rounds=2)

    assert run_job(None, "demo", build) is None
    assert not target.exists()


def test_worker_errors_are_reported(app: QApplication, reported: list[str]) -> None:
    def fail(progress: Progress) -> int:
        progress(1, 2)
        raise ValueError("table 4: no such table")

    assert run_job(None, "failing", fail) is None
    assert reported == ["table 4: no such table"]


def test_cancelled_is_not_an_error(app: QApplication, reported: list[str]) -> None:
    def stop(progress: Progress) -> int:
        raise Cancelled()

    assert run_job(None, "stop", stop) is None
    assert reported == []
