"""All games of one table in the score entry: the players' names over the columns, a row
per game; Enter saves a game and moves on to the next one, after the last one the table
says it is finished. Ctrl+D opens the decision on the game the cursor is in.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from tournament.services.dto import TableInfo
from tournament.services.terms import ScoringRules
from tournament.ui.entry.view import EntryView
from tournament.ui.games import entry_rows
from tournament.ui.session import Session


class TableEntry(EntryView):
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
        self.rows = entry_rows(rules.game)(self, grid)
        for row in self.rows:
            row.saved.connect(self._after_save)
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
