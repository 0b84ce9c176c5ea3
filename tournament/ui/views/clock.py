"""The round clock in the app: what it shows, its colours, and the director's panel.

The time left is worked out from the stored round (start, pauses) each second, so every
window (the rounds page, the projector, a second desk) shows the same. The round's clock
(``round_clock``: start, pauses, open games) is read again only when something changed,
never its games in full: at 2,000 players that read took seconds. When the time has run
out, the panel lists the unfinished games (read in full then), each with one click to
"ended early" (the decision dialog, reason filled in) or "neutralised" (decided at once).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament.services.clock import RoundClockInfo, clock_remaining
from tournament.services.dto import GameInfo, GameStatus, RoundStatus
from tournament.services.terms import Ruling
from tournament.ui.session import Session

WARNING_MINUTES = 10
URGENT_MINUTES = 5
LEVEL_COLOURS = {
    "normal": QColor("#f5f5f5"),
    "warning": QColor("#ffc857"),
    "urgent": QColor("#ff6b4a"),
    "over": QColor("#ff3b3b"),
}
"""Colours of the clock on the dark projector; the panel uses darker tones of the same."""
PANEL_COLOURS = {"normal": "", "warning": "#8a5a00", "urgent": "#b3261e", "over": "#b3261e"}


def clock_text(remaining: timedelta) -> str:
    """``45:00``, ``0:09``, ``1:02:03``; after the end ``-2:15`` (time over)."""
    seconds = int(remaining.total_seconds())
    sign = "-" if seconds < 0 else ""
    seconds = abs(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"


def clock_level(remaining: timedelta) -> str:
    """``normal``; ``warning`` from 10 minutes left; ``urgent`` from 5; ``over`` at 0."""
    if remaining <= timedelta(0):
        return "over"
    if remaining <= timedelta(minutes=URGENT_MINUTES):
        return "urgent"
    if remaining <= timedelta(minutes=WARNING_MINUTES):
        return "warning"
    return "normal"


@dataclass(frozen=True, slots=True)
class ClockState:
    """The clock of the running round at one moment."""

    number: int
    """The round's number."""
    minutes: int
    remaining: timedelta
    paused: bool
    tables_playing: int
    games_open: int

    @property
    def text(self) -> str:
        return clock_text(self.remaining)

    @property
    def level(self) -> str:
        return clock_level(self.remaining)

    @property
    def ran_out(self) -> bool:
        return self.remaining <= timedelta(0)

    def playing_text(self) -> str:
        """ "3 tables still playing", in the user's language."""
        if self.tables_playing == 1:
            return QCoreApplication.translate("clock", "1 table still playing")
        return QCoreApplication.translate("clock", "{0} tables still playing").format(
            self.tables_playing
        )


def _utc_now() -> datetime:
    return datetime.now(UTC)


class RoundClock(QObject):
    """Ticks once a second while the latest round is open and the tournament has a clock."""

    ticked = Signal()

    def __init__(
        self,
        session: Session,
        parent: QObject | None = None,
        now: Callable[[], datetime] = _utc_now,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.now = now
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.ticked)
        self.timer.start()
        self._read: tuple[RoundClockInfo | None] | None = None
        """The latest round's clock as last read (None inside: no open round with a
        clock); None: read it when next asked."""
        session.changed.connect(self._on_changed)
        session.closed.connect(self.timer.stop)

    def _on_changed(self, _kinds: frozenset[str]) -> None:
        self._read = None
        self.ticked.emit()

    def _round_clock(self) -> RoundClockInfo | None:
        if self._read is None:
            numbers = self.session.round_numbers()
            clock = None
            if numbers and self.session.info().settings.round_minutes:
                clock = self.session.query(
                    lambda: self.session.service.rounds.round_clock(numbers[-1])
                )
            self._read = (
                clock if clock is not None and clock.status == RoundStatus.OPEN else None,
            )
        return self._read[0]

    def state(self) -> ClockState | None:
        """The running round's clock; None without a clock or an open round, or once the
        tournament is closed."""
        if self.session.is_closed:
            return None
        minutes = self.session.info().settings.round_minutes
        rnd = self._round_clock()
        if not minutes or rnd is None:
            return None
        return ClockState(
            number=rnd.number,
            minutes=minutes,
            remaining=clock_remaining(rnd, minutes, self.now()),
            paused=rnd.clock_paused_at is not None,
            tables_playing=rnd.tables_playing,
            games_open=rnd.games_open,
        )

    def open_games(self, state: ClockState) -> list[GameInfo]:
        """The games of the round with neither a result nor a decision (the round read in
        full: only when time ran out with games open)."""
        rnd = self.session.round(state.number) if state.games_open else None
        if rnd is None:
            return []
        return [g for t in rnd.tables for g in t.games if g.status == GameStatus.OPEN]


class ClockPanel(QFrame):
    """The director's view of the clock: time left, pause/resume, and when time ran out
    a note with the unfinished games and a decision for each."""

    def __init__(self, session: Session, clock: RoundClock, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock_panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.session = session
        self.clock = clock
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.time = QLabel()
        self.time.setObjectName("clock_time")
        font = self.time.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.time.setFont(font)
        self.playing = QLabel()
        self.playing.setObjectName("clock_playing")
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("clock_pause")
        self.pause_button.clicked.connect(self.toggle_pause)
        top.addWidget(self.time)
        top.addWidget(self.playing, 1)
        top.addWidget(self.pause_button)
        layout.addLayout(top)
        self.note = QWidget()
        self.note.setObjectName("time_ran_out")
        note_layout = QVBoxLayout(self.note)
        note_layout.setContentsMargins(0, 0, 0, 0)
        self.note_text = QLabel()
        self.note_text.setWordWrap(True)
        self.note_text.setStyleSheet(f"color: {PANEL_COLOURS['over']}; font-weight: bold")
        note_layout.addWidget(self.note_text)
        self.games_box = QWidget()
        self.games_grid = QGridLayout(self.games_box)
        self.games_grid.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.games_box)
        scroll.setMaximumHeight(170)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        note_layout.addWidget(scroll)
        layout.addWidget(self.note)
        self._games_key: tuple[tuple[int, int], ...] = ()
        self.game_buttons: dict[int, tuple[QPushButton, QPushButton]] = {}
        self.dialog: QWidget | None = None
        clock.ticked.connect(self.refresh)
        self.refresh()

    # -- showing ---------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.clock.state()
        self.setVisible(state is not None)
        if state is None:
            return
        self.time.setText(
            self.tr("Round {0}: {1} left").format(state.number, state.text)
            if not state.ran_out
            else self.tr("Round {0}: time is up ({1})").format(state.number, state.text)
        )
        colour = PANEL_COLOURS[state.level]
        self.time.setStyleSheet(f"color: {colour}" if colour else "")
        self.playing.setText(
            state.playing_text() + ("  " + self.tr("(paused)") if state.paused else "")
        )
        self.pause_button.setText(
            self.tr("&Resume clock") if state.paused else self.tr("Pa&use clock")
        )
        games = self.clock.open_games(state) if state.ran_out else []
        self.note.setVisible(bool(games))
        if games:
            self.note_text.setText(
                self.tr(
                    "Time ran out. Decide the unfinished games ({0}): ended early (type "
                    "the tiles left) or neutralised."
                ).format(len(games))
            )
        self._show_games(games)

    def _show_games(self, games: list[GameInfo]) -> None:
        key = tuple((g.id, g.version) for g in games)
        if key == self._games_key:
            return
        self._games_key = key
        while self.games_grid.count():
            item = self.games_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.game_buttons = {}
        names = self.session.names()
        for row, game in enumerate(games):
            players = ", ".join(names.get(p, str(p)) for p in game.player_ids)
            label = QLabel(
                self.tr("Table {0}, game {1} ({2})").format(game.table_number, game.number, players)
            )
            early = QPushButton(self.tr("Ended early…"))
            early.setObjectName(f"ended_early_{game.id}")
            early.clicked.connect(lambda _=False, g=game: self.end_early(g))
            neutral = QPushButton(self.tr("Neutralise"))
            neutral.setObjectName(f"neutralise_{game.id}")
            neutral.clicked.connect(lambda _=False, g=game: self.neutralise(g))
            self.games_grid.addWidget(label, row, 0)
            self.games_grid.addWidget(early, row, 1)
            self.games_grid.addWidget(neutral, row, 2)
            self.game_buttons[game.id] = (early, neutral)

    # -- actions ---------------------------------------------------------------------
    def reason(self) -> str:
        return self.tr("Time ran out")

    def toggle_pause(self) -> None:
        state = self.clock.state()
        if state is None:
            return
        number = state.number
        service = self.session.service
        if state.paused:
            self.session.perform(
                self.tr("resume the clock of round {0}").format(number),
                lambda: service.rounds.resume_clock(number),
            )
        else:
            self.session.perform(
                self.tr("pause the clock of round {0}").format(number),
                lambda: service.rounds.pause_clock(number),
            )

    def neutralise(self, game: GameInfo) -> None:
        """One click: the game neutralised with the tournament's penalty, reason filled in."""
        service = self.session.service
        reason = self.reason()
        self.session.perform(
            self.tr("decision on round {0}, table {1}, game {2}").format(
                game.round_number, game.table_number, game.number
            ),
            lambda: service.decisions.apply_decision(
                game.id, Ruling.NEUTRALISED, reason=reason, expected_version=game.version
            ),
        )

    def end_early(self, game: GameInfo) -> None:
        """The decision dialog set to "ended early" with the reason filled in: the director
        types the tiles each player had left."""
        from tournament.ui.entry.decisions import DecisionDialog

        dialog = DecisionDialog(self.session, game, self.session.names(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.kind.setCurrentIndex(dialog.kind.findData("ended_early"))
        dialog.reason.setText(self.reason())
        self.dialog = dialog
        dialog.open()
        first = next(iter(dialog.values.values()), None)
        if first is not None:
            first.setFocus()


class ClockStatus(QPushButton):
    """The clock in the main window's status bar, on every page: time left, and when it
    ran out with games still open, a pointer to the note on the rounds page (a click
    goes there)."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock_status")
        self.setFlat(True)
        self.clock = RoundClock(session, self)
        self.clock.ticked.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        state = self.clock.state()
        self.setVisible(state is not None)
        if state is None:
            return
        if state.ran_out and state.games_open:
            text = self.tr("Round {0}: time is up; decide the unfinished games").format(
                state.number
            )
        else:
            text = self.tr("Round {0}: {1}").format(state.number, state.text)
            if state.paused:
                text += " " + self.tr("(paused)")
        self.setText(text)
        colour = PANEL_COLOURS[state.level]
        self.setStyleSheet(f"color: {colour}; font-weight: bold" if colour else "")
