"""All games of one table in the score entry: the players' names over the columns, a row
per game; Enter saves a game and moves on to the next one, after the last one the table
says it is finished. Ctrl+D opens the decision on the game the cursor is in.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QWidget,
)

from tournament.rules.games import ResultField
from tournament.services.dto import TableInfo
from tournament.services.terms import ScoringRules
from tournament.ui.entry.card_row import CardMatchRow
from tournament.ui.games.stein import GameRow, breakable
from tournament.ui.session import Session


def name_head(text: str) -> QLabel:
    """A player's name over the column: wrapped, never wider than the column's fields
    (the tooltip has the name as typed)."""
    head = QLabel(f"<b>{html.escape(breakable(text))}</b>")
    head.setWordWrap(True)
    head.setToolTip(text)
    head.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    head.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
    return head


class TableEntry(QWidget):
    """All games of one table."""

    finished = Signal()

    def __init__(
        self,
        session: Session,
        table: TableInfo,
        rules: ScoringRules,
        names: Mapping[int, str],
        show_hands: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.rules = rules
        self.names = dict(names)
        self.show_hands = show_hands
        self.dialog: QWidget | None = None
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(10)
        grid.addWidget(QLabel(self.tr("Table {0}").format(table.number)), 0, 0)
        self.rows: list[GameRow | CardMatchRow] = []
        if not rules.game.has(ResultField.TILES_LEFT):
            self._card_game(grid)
            return
        for column, seat in enumerate(table.seats, start=1):
            grid.addWidget(name_head(f"{seat.seat}. {seat.player_name}"), 0, column)
        # Each game takes three grid rows: the players' fields, the flags and buttons, a rule.
        for index, game in enumerate(table.games):
            game_row = GameRow(self, game, grid, 1 + 3 * index)
            game_row.saved.connect(self._after_save)
            self.rows.append(game_row)
            rule = QFrame()
            rule.setFrameShape(QFrame.Shape.HLine)
            rule.setFrameShadow(QFrame.Shadow.Sunken)
            grid.addWidget(rule, 3 + 3 * index, 0, 1, len(table.seats) + 1)
        grid.setRowStretch(1 + 3 * len(table.games), 1)
        grid.setColumnStretch(len(table.seats) + 1, 1)
        order = [w for r in self.rows for w in r.focus_widgets()]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self._shortcuts()

    def _card_game(self, grid: QGridLayout) -> None:
        """A card game's round at a table is one game slot (``Game.games_per_round``): one
        widget with its own columns (a row per deal in Indian Rummy)."""
        from tournament.ui.games.drachen import DrachenMatchRow
        from tournament.ui.games.indian import IndianMatchRow

        kinds = {ResultField.DEADWOOD: IndianMatchRow, ResultField.CARD_POINTS: DrachenMatchRow}
        kind = kinds[self.rules.game.result_fields[0]]
        for game in self.table.games:
            row = kind(self, game)
            row.saved.connect(self._after_save)
            self.rows.append(row)
            grid.addWidget(row, len(self.rows), 0, 1, 2)
        grid.setRowStretch(len(self.rows) + 1, 1)
        grid.setColumnStretch(1, 1)
        self._shortcuts()

    def _shortcuts(self) -> None:
        decide = QShortcut(QKeySequence("Ctrl+D"), self)
        decide.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        decide.activated.connect(self._decide_here)

    def _decide_here(self) -> None:
        """Ctrl+D: the decision on the game the cursor is in."""
        focus = QApplication.focusWidget()
        for row in self.rows:
            if focus in row.focus_widgets():
                row.decide()
                return

    def same_players(self, table: TableInfo) -> bool:
        """Whether every game is still played by the same players (else: build anew)."""
        return [set(g.absent) for g in table.games] == [set(r.game.absent) for r in self.rows]

    def update_games(self, table: TableInfo) -> None:
        self.table = table
        for row, game in zip(self.rows, table.games, strict=True):
            if game.version != row.game.version or game != row.game:
                row.load(game)

    def focus_game(self, number: int) -> None:
        for row in self.rows:
            if row.game.number == number:
                first = row.focus_widgets()[0]
                first.setFocus()
                if isinstance(first, QLineEdit):
                    first.selectAll()
                return

    def _after_save(self, number: int) -> None:
        if number < len(self.rows):
            self.focus_game(number + 1)
        else:
            self.finished.emit()
