"""Review a game ("Spiel prüfen"): a recorded game (``docs/game-log.md``) turn by turn.

The table as coloured tiles, every hand, whose turn it is and what the turn did; each
illegal turn is marked in the list of turns and named with the rule it breaks (the
engine's check, :mod:`tournament.rules.game.review`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QKeyEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.game import DrawSource, GameState, TableMeld, Turn
from tournament.rules.game.record import GameLogError, read_game
from tournament.rules.game.review import Step, review_steps
from tournament.rules.tiles import Tile, format_tiles
from tournament.ui import errors
from tournament.ui.checker.turn_words import fault_text, log_error_text, rule_text
from tournament.ui.checker.words import BAD_COLOUR, OK_COLOUR
from tournament.ui.widgets.tiles import TileStrip


class GameReviewView(QWidget):
    """Open a recorded game and step through it: buttons, the slider, or the keys
    Home / Left / Right / End (Page Up / Page Down jump to the previous / next illegal turn)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_review")
        self.setWindowTitle(self.tr("Review a game"))
        self.steps: list[Step] = []
        self.names: tuple[str, ...] = ()
        self.index = 0
        layout = QVBoxLayout(self)

        top = QHBoxLayout()
        self.open_button = QPushButton(self.tr("&Open a recorded game…"))
        self.open_button.setObjectName("open_game")
        self.open_button.clicked.connect(self.choose_file)
        self.file_label = QLabel(self.tr("No game open."))
        self.file_label.setObjectName("file")
        top.addWidget(self.open_button)
        top.addWidget(self.file_label, 1)
        layout.addLayout(top)

        layout.addLayout(self._nav_row())

        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setBold(True)
        self.headline.setFont(font)
        self.action = QLabel()
        self.action.setObjectName("action")
        self.action.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.headline)
        layout.addWidget(self.action)
        layout.addWidget(self.verdict)

        splitter = QSplitter()
        self.turn_list = QListWidget()
        self.turn_list.setObjectName("turns")
        self.turn_list.currentRowChanged.connect(self._row_chosen)
        splitter.addWidget(self.turn_list)
        splitter.addWidget(self._board())
        splitter.setStretchFactor(1, 4)
        layout.addWidget(splitter, 1)
        self._show_nothing()

    def _nav_row(self) -> QHBoxLayout:
        """First, previous, the slider, next, last, and where the review is."""
        nav = QHBoxLayout()
        icons = QStyle.StandardPixmap
        self.first_button = self._nav_button(
            icons.SP_MediaSkipBackward, self.tr("First: the deal (Home)"), 0
        )
        self.previous_button = self._nav_button(
            icons.SP_MediaSeekBackward, self.tr("Previous turn (Left)"), -1
        )
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("slider")
        self.slider.setRange(0, 0)
        self.slider.valueChanged.connect(self.show_step)
        self.next_button = self._nav_button(
            icons.SP_MediaSeekForward, self.tr("Next turn (Right)"), 1
        )
        self.last_button = self._nav_button(
            icons.SP_MediaSkipForward, self.tr("Last turn (End)"), None
        )
        self.position = QLabel()
        self.position.setObjectName("position")
        nav.addWidget(self.first_button)
        nav.addWidget(self.previous_button)
        nav.addWidget(self.slider, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.last_button)
        nav.addWidget(self.position)
        return nav

    def _board(self) -> QWidget:
        """The table (its melds, claims and pile) over the players' hands."""
        board = QWidget()
        board_layout = QVBoxLayout(board)
        table_box = QGroupBox(self.tr("Table"))
        table_layout = QVBoxLayout(table_box)
        self.table_strip = TileStrip(tile_height=34)
        self.table_strip.setObjectName("table")
        self.claims = QLabel()
        self.claims.setObjectName("claims")
        self.claims.setWordWrap(True)
        self.pile = QLabel()
        self.pile.setObjectName("pile")
        table_layout.addWidget(self.table_strip)
        table_layout.addWidget(self.claims)
        table_layout.addWidget(self.pile)
        table_layout.addStretch(1)
        board_layout.addWidget(table_box, 3)
        hands_box = QGroupBox(self.tr("Hands"))
        self.hands_grid = QGridLayout(hands_box)
        self.hand_labels: list[QLabel] = []
        self.hand_strips: list[TileStrip] = []
        board_layout.addWidget(hands_box, 2)
        return board

    def _nav_button(self, icon: QStyle.StandardPixmap, tip: str, step: int | None) -> QToolButton:
        button = QToolButton()
        button.setIcon(self.style().standardIcon(icon))
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _=False: self._go(step))
        return button

    # -- opening -----------------------------------------------------------------------
    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a recorded game"),
            "",
            self.tr("Recorded games (*.jsonl);;All files (*)"),
        )
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Read and check a recorded game; a file that is none gets a message, and the
        game shown before stays."""
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            return self._refuse(path, self.tr("not a text file (UTF-8)"))
        except OSError as exc:
            return self._refuse(path, exc.strerror or str(exc))
        try:
            game = read_game(text)
        except GameLogError as exc:
            return self._refuse(path, log_error_text(exc))
        self.open_game(game.start, game.turns, title=path.name)
        return True

    def _refuse(self, path: Path, why: str) -> bool:
        errors.reporter().show_message(
            self.tr("{0} is not a recorded game that can be shown.\n{1}").format(path.name, why),
            self,
        )
        return False

    def open_game(self, start: GameState, turns: Sequence[Turn], *, title: str = "") -> None:
        self.steps = review_steps(start, turns)
        self.names = start.players
        illegal = sum(1 for s in self.steps if s.illegal)
        summary = (
            self.tr("{0}: {1} turns, all legal").format(title, len(turns))
            if not illegal
            else self.tr("{0}: {1} turns, {2} illegal").format(title, len(turns), illegal)
        )
        self.file_label.setText(summary)
        self.file_label.setStyleSheet(f"color: {BAD_COLOUR}" if illegal else "")
        self._build_hands()
        self._fill_turn_list()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.blockSignals(False)
        self.show_step(0)

    def _build_hands(self) -> None:
        while self.hands_grid.count():
            item = self.hands_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.hand_labels = []
        self.hand_strips = []
        for seat, name in enumerate(self.names):
            label = QLabel(name)
            label.setObjectName(f"hand_name_{seat}")
            strip = TileStrip(tile_height=26)
            strip.setObjectName(f"hand_{seat}")
            self.hands_grid.addWidget(label, seat, 0)
            self.hands_grid.addWidget(strip, seat, 1)
            self.hand_labels.append(label)
            self.hand_strips.append(strip)
        self.hands_grid.setColumnStretch(1, 1)

    def _fill_turn_list(self) -> None:
        self.turn_list.blockSignals(True)
        self.turn_list.clear()
        for step in self.steps:
            if step.turn is None:
                text = self.tr("The deal")
            else:
                text = self.tr("Turn {0}: {1}").format(step.number, self.names[step.turn.player])
            if step.illegal:
                text = self.tr("{0} — illegal").format(text)
            self.turn_list.addItem(text)
            if step.illegal:
                item = self.turn_list.item(self.turn_list.count() - 1)
                if item is not None:
                    item.setForeground(QBrush(QColor(BAD_COLOUR)))
                    item.setToolTip(fault_text(step.rule or "", step.reason or "", step.check, ()))
        self.turn_list.blockSignals(False)

    # -- stepping ----------------------------------------------------------------------
    def _go(self, step: int | None) -> None:
        if not self.steps:
            return
        if step is None:
            target = len(self.steps) - 1
        elif step == 0:
            target = 0
        else:
            target = self.index + step
        self.slider.setValue(max(0, min(target, len(self.steps) - 1)))

    def next_illegal(self, direction: int) -> None:
        numbers = [s.number for s in self.steps if s.illegal]
        ahead = [n for n in numbers if (n - self.index) * direction > 0]
        if ahead:
            self.slider.setValue(ahead[0] if direction > 0 else ahead[-1])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        moves: dict[int, int | None] = {
            Qt.Key.Key_Home: 0,
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_End: None,
        }
        key = event.key()
        if key in moves and self.steps:
            self._go(moves[key])
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp) and self.steps:
            self.next_illegal(1 if key == Qt.Key.Key_PageDown else -1)
        else:
            super().keyPressEvent(event)

    def _row_chosen(self, row: int) -> None:
        if 0 <= row < len(self.steps):
            self.slider.setValue(row)

    def show_step(self, index: int) -> None:
        if not self.steps:
            return
        self.index = index
        step = self.steps[index]
        state = step.state
        if self.slider.value() != index:
            self.slider.setValue(index)
        self.turn_list.blockSignals(True)
        self.turn_list.setCurrentRow(index)
        self.turn_list.blockSignals(False)
        last = len(self.steps) - 1
        self.position.setText(self.tr("{0} / {1}").format(index, last))
        self.first_button.setEnabled(index > 0)
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < last)
        self.last_button.setEnabled(index < last)
        self.headline.setText(self._headline(step))
        self.action.setText(self._action_text(step))
        self._show_verdict(step)
        faulty = set(step.check.melds) if step.check is not None else set()
        self.table_strip.set_melds([(m.tiles, i not in faulty) for i, m in enumerate(state.table)])
        self.table_strip.set_marked(step.check.tiles if step.check is not None else ())
        claims = [
            self.tr("{0} (claim of {1})").format(format_tiles(m.tiles), self.names[m.owner])
            for m in state.table
            if m.owner is not None
        ]
        self.claims.setText(self.tr("Claims: {0}").format("; ".join(claims)) if claims else "")
        top = state.discard_top
        self.pile.setText(
            self.tr("Pool: {0} tiles; discard pile: {1}").format(
                len(state.pool), str(top) if top is not None else "—"
            )
        )
        mover = step.turn.player if step.turn is not None else None
        for seat, (label, strip) in enumerate(zip(self.hand_labels, self.hand_strips, strict=True)):
            opened = self.tr("opened") if state.opened[seat] else self.tr("not opened")
            marks = []
            if seat == mover:
                marks.append(self.tr("played this turn"))
            if state.end is None and seat == state.to_move:
                marks.append(self.tr("to move"))
            text = self.tr("{0}: {1} in hand, {2}").format(
                self.names[seat], len(state.hands[seat]), opened
            )
            if marks:
                text = f"{text} — {', '.join(marks)}"
            label.setText(text)
            font = label.font()
            font.setBold(seat == mover)
            label.setFont(font)
            strip.set_tiles(sorted(state.hands[seat]))

    def _headline(self, step: Step) -> str:
        state = step.state
        if step.turn is None:
            return self.tr("The deal: {0} to move").format(self.names[state.to_move])
        done = self.tr("Turn {0}: {1}").format(step.number, self.names[step.turn.player])
        if state.end is not None:
            left = ", ".join(
                f"{name} {n}" for name, n in zip(self.names, state.end.tiles_left, strict=True)
            )
            return self.tr("{0}. The game is over; tiles left: {1}").format(done, left)
        return self.tr("{0}. Next: {1}").format(done, self.names[state.to_move])

    def _action_text(self, step: Step) -> str:
        turn = step.turn
        if turn is None:
            return ""
        before = self.steps[step.number - 1].state.table
        drawn = [
            self.tr("{0} from the discard pile").format(d.tile)
            if d.source is DrawSource.DISCARD
            else str(d.tile)
            for d in turn.draws
        ]
        laid = _laid(before, turn.table)
        parts = [
            self.tr("drew {0}").format(", ".join(drawn)) if drawn else self.tr("drew nothing"),
            self.tr("laid {0}").format(format_tiles(laid)) if laid else self.tr("laid nothing"),
        ]
        if turn.taken:
            parts.append(self.tr("took {0} from the table").format(format_tiles(turn.taken)))
        if turn.discard is not None:
            parts.append(self.tr("discarded {0}").format(turn.discard))
        return "; ".join(parts)

    def _show_verdict(self, step: Step) -> None:
        if step.turn is None:
            self.verdict.setText("")
            self.verdict.setToolTip("")
            return
        if not step.illegal:
            self.verdict.setText(self.tr("Legal."))
            self.verdict.setStyleSheet(f"color: {OK_COLOUR}")
            self.verdict.setToolTip("")
            return
        rule = step.rule or ""
        text = fault_text(rule, step.reason or "", step.check, step.state.table)
        self.verdict.setText(self.tr("Illegal: {0}").format(text))
        self.verdict.setStyleSheet(f"color: {BAD_COLOUR}")
        self.verdict.setToolTip(f"{rule}: {step.reason}\n{rule_text(rule)}".strip())

    def _show_nothing(self) -> None:
        self.position.setText("")
        self.headline.setText(self.tr("Open a recorded game to review it turn by turn."))
        for button in (
            self.first_button,
            self.previous_button,
            self.next_button,
            self.last_button,
        ):
            button.setEnabled(False)


def _laid(before: Sequence[TableMeld], after: Sequence[TableMeld]) -> list[Tile]:
    """The tiles that came onto the table in a turn."""
    was = Counter(t for m in before for t in m.tiles)
    now = Counter(t for m in after for t in m.tiles)
    return sorted((now - was).elements())
