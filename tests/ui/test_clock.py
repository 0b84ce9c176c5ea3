"""The round clock in the app: time left and its colours, pause and resume kept over a
restart, and the director's note with one click per unfinished game when time ran out."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit
from pytestqt.qtbot import QtBot

from tournament.services import open_tournament
from tournament.services.dto import Settings
from tournament.ui.entry.decisions import DecisionDialog
from tournament.ui.language import install_language
from tournament.ui.session import TOURNAMENT, Session
from tournament.ui.views.clock import ClockPanel, clock_level, clock_text
from tournament.ui.views.rounds import RoundsView


def set_minutes(session: Session, minutes: int | None) -> None:
    info = session.service.info()
    session.service.update_tournament(
        expected_version=info.version, settings=Settings(round_minutes=minutes)
    )
    session.notify(TOURNAMENT)


@pytest.fixture
def clocked(played: Session, qtbot: QtBot) -> Iterator[tuple[RoundsView, datetime]]:
    """The rounds page of a tournament with a 45-minute clock; round 2 runs."""
    set_minutes(played, 45)
    view = RoundsView(played)
    qtbot.addWidget(view)
    view.show()
    rnd = played.round(2)
    assert rnd is not None
    yield view, rnd.started_at


def at(view: RoundsView, start: datetime, minutes: float) -> ClockPanel:
    view.clock.now = lambda: start + timedelta(minutes=minutes)
    view.clock.ticked.emit()
    return view.clock_panel


@pytest.mark.parametrize(
    ("seconds", "text", "level"),
    [
        (45 * 60, "45:00", "normal"),
        (10 * 60 + 1, "10:01", "normal"),
        (10 * 60, "10:00", "warning"),
        (5 * 60, "5:00", "urgent"),
        (9, "0:09", "urgent"),
        (0, "0:00", "over"),
        (-135, "-2:15", "over"),
        (2 * 3600 + 3, "2:00:03", "normal"),
    ],
)
def test_the_clock_reads_and_colours(seconds: int, text: str, level: str) -> None:
    assert clock_text(timedelta(seconds=seconds)) == text
    assert clock_level(timedelta(seconds=seconds)) == level


def test_no_clock_without_minutes(played: Session, qtbot: QtBot) -> None:
    view = RoundsView(played)
    qtbot.addWidget(view)
    view.show()
    assert view.clock.state() is None
    assert not view.clock_panel.isVisible()


def test_the_panel_counts_down_and_warns(clocked: tuple[RoundsView, datetime]) -> None:
    view, start = clocked
    panel = at(view, start, 12)
    assert panel.isVisible()
    assert panel.time.text() == "Round 2: 33:00 left"
    assert panel.playing.text() == "3 tables still playing"
    assert panel.time.styleSheet() == ""
    assert at(view, start, 36).time.styleSheet() == "color: #8a5a00"  # 9 minutes left
    assert at(view, start, 41).time.styleSheet() == "color: #b3261e"  # 4 minutes left
    assert not panel.note.isVisible()


def test_pause_and_resume_survive_a_restart(
    clocked: tuple[RoundsView, datetime], qtbot: QtBot
) -> None:
    view, start = clocked
    panel = at(view, start, 5)
    assert panel.pause_button.text() == "Pa&use clock"
    qtbot.mouseClick(panel.pause_button, Qt.MouseButton.LeftButton)
    session = view.session
    paused = session.service.rounds.get(2).clock_paused_at
    assert paused is not None
    assert panel.pause_button.text() == "&Resume clock"
    assert panel.playing.text().endswith("(paused)")
    # The stored pause is what a restarted app reads: the clock stands where it stopped.
    location = session.info().location
    again = open_tournament(location)
    try:
        rnd = again.rounds.get(2)
        assert rnd.clock_paused_at == paused
    finally:
        again.close()
    frozen = at(view, start, 500).time.text()
    assert frozen == at(view, start, 900).time.text()
    qtbot.mouseClick(panel.pause_button, Qt.MouseButton.LeftButton)
    assert session.service.rounds.get(2).clock_paused_at is None
    assert session.undo_stack.undoText() == "resume the clock of round 2"


def test_when_time_ran_out_each_open_game_is_decided_with_one_click(
    clocked: tuple[RoundsView, datetime], qtbot: QtBot
) -> None:
    view, start = clocked
    panel = at(view, start, 46)
    assert panel.time.text() == "Round 2: time is up (-1:00)"
    session = view.session
    rnd = session.service.rounds.get(2)
    open_games = [g for t in rnd.tables for g in t.games]
    assert panel.note.isVisible()
    assert set(panel.game_buttons) == {g.id for g in open_games}
    first, second = open_games[0], open_games[1]

    qtbot.mouseClick(panel.game_buttons[first.id][1], Qt.MouseButton.LeftButton)
    decided = session.service.games.get(first.id)
    assert decided.decision is not None
    assert (decided.decision.kind, decided.decision.reason) == ("neutralised", "Time ran out")
    assert first.id not in panel.game_buttons

    qtbot.mouseClick(panel.game_buttons[second.id][0], Qt.MouseButton.LeftButton)
    dialog = panel.dialog
    assert isinstance(dialog, DecisionDialog)
    assert dialog.current_kind() == "ended_early"
    assert dialog.reason.text() == "Time ran out"
    for number, pid in enumerate(second.player_ids):
        field = dialog.findChild(QLineEdit, f"value_{pid}")
        assert field is not None
        qtbot.keyClicks(field, str(number * 3))
    dialog.apply()
    ended = session.service.games.get(second.id)
    assert ended.decision is not None
    assert (ended.decision.kind, ended.decision.reason) == ("ended_early", "Time ran out")
    assert second.id not in panel.game_buttons


def test_the_reason_is_in_german_for_a_german_director(
    clocked: tuple[RoundsView, datetime], qtbot: QtBot
) -> None:
    view, start = clocked
    install_language("de")
    panel = at(view, start, 50)
    game = next(g for t in view.session.service.rounds.get(2).tables for g in t.games)
    qtbot.mouseClick(panel.game_buttons[game.id][1], Qt.MouseButton.LeftButton)
    decided = view.session.service.games.get(game.id)
    assert decided.decision is not None and decided.decision.reason == "Zeit abgelaufen"
    assert panel.time.text().startswith("Runde 2: ")


def test_the_status_bar_points_to_the_note_from_every_page(played: Session, qtbot: QtBot) -> None:
    from tournament.ui.main_window import MainWindow
    from tournament.ui.views.clock import ClockStatus

    set_minutes(played, 30)
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_session(played)
    window.show()
    status = window.clock_status
    assert isinstance(status, ClockStatus) and status.isVisible()
    rnd = played.round(2)
    assert rnd is not None
    status.clock.now = lambda: rnd.started_at + timedelta(minutes=10)
    status.refresh()
    assert status.text() == "Round 2: 20:00"
    window.show_page(3)
    status.clock.now = lambda: rnd.started_at + timedelta(minutes=31)
    status.refresh()
    assert status.text() == "Round 2: time is up; decide the unfinished games"
    qtbot.mouseClick(status, Qt.MouseButton.LeftButton)
    assert window.view is not None and window.view.stack.currentIndex() == 1
    window.close_tournament()
    assert window.clock_status is None


def test_a_running_clock_reads_no_round_in_full(
    played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 2,000 players reading the round took seconds at every start: the clock reads its
    start, pauses and open games alone, and again only after a change."""
    from tournament.ui.views.clock import ClockStatus

    set_minutes(played, 30)
    started = played.service.rounds.get(2).started_at
    read: list[int] = []
    clocks: list[int] = []
    whole, clock_of = played.service.rounds.get, played.service.rounds.round_clock
    monkeypatch.setattr(played.service.rounds, "get", lambda n: read.append(n) or whole(n))
    monkeypatch.setattr(
        played.service.rounds, "round_clock", lambda n: clocks.append(n) or clock_of(n)
    )
    played.notify("all")
    status = ClockStatus(played)
    qtbot.addWidget(status)
    for minutes in (10, 11, 31):
        status.clock.now = lambda m=minutes: started + timedelta(minutes=m)
        status.refresh()
    assert status.text() == "Round 2: time is up; decide the unfinished games"
    assert (read, clocks) == ([], [2])
    played.notify(TOURNAMENT)
    status.refresh()
    assert (read, clocks) == ([], [2, 2])


def test_a_closed_tournament_stops_the_clock(clocked: tuple[RoundsView, datetime]) -> None:
    """Closing the tournament stops the clock's timer, and the clock no longer asks the
    closed store (a tick after closing would open a new connection nobody closes)."""
    view, _start = clocked
    clock = view.clock
    assert clock.timer.isActive() and clock.state() is not None
    view.session.close()
    assert not clock.timer.isActive()
    assert clock.state() is None
