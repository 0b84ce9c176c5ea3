"""Score entry per table and game, by number keys, Tab and Enter only.

Each game is a row: tiles left per player (and claims in Plus), the points preview beside
each field, the flags "Rommé in the first round" and "ended early". Wrong input is marked
at once and the game cannot be saved until it is right. Enter saves the game and moves on
to the next one; after a table's last game, on to the next table still open.
"""

from __future__ import annotations

import html
import itertools
from collections.abc import Mapping

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tournament.scoring.model import FirstRoundRomme, ScoringRules, Variant
from tournament.services.dto import RoundInfo, TableInfo
from tournament.ui.game_row import GameRow, breakable
from tournament.ui.round_selector import RoundSelector
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
        for column, seat in enumerate(table.seats, start=1):
            grid.addWidget(name_head(f"{seat.seat}. {seat.player_name}"), 0, column)
        self.rows: list[GameRow] = []
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
                row.first_field().setFocus()
                row.first_field().selectAll()
                return

    def _after_save(self, number: int) -> None:
        if number < len(self.rows):
            self.focus_game(number + 1)
        else:
            self.finished.emit()


class ScoreEntryView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_entry")
        self.session = session
        layout = QHBoxLayout(self)
        side = QVBoxLayout()
        self.round_box = RoundSelector(session)
        side.addWidget(self.round_box.make_label())
        side.addWidget(self.round_box)
        tables_label = QLabel(self.tr("&Tables:"))
        self.tables = QListWidget()
        self.tables.setObjectName("tables")
        tables_label.setBuddy(self.tables)
        side.addWidget(tables_label)
        side.addWidget(self.tables, 1)
        self.show_hands = QCheckBox(self.tr("Tiles in &notation"))
        self.show_hands.setObjectName("show_hands")
        side.addWidget(self.show_hands)
        side_widget = QWidget()
        side_widget.setLayout(side)
        side_widget.setFixedWidth(190)
        layout.addWidget(side_widget)
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidgetResizable(True)
        layout.addWidget(self.scroll_area, 1)
        self.entry: TableEntry | None = None
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.tables.currentRowChanged.connect(self._table_chosen)
        self.tables.itemActivated.connect(lambda _item: self.focus_next_game())
        self.show_hands.toggled.connect(lambda _on: self._table_chosen(self.tables.currentRow()))
        session.changed.connect(self._on_changed)
        self.reload()

    # -- data --------------------------------------------------------------------------
    def rules(self) -> ScoringRules:
        settings = self.session.info().settings
        return ScoringRules(
            variant=Variant(settings.variant),
            first_round_romme=FirstRoundRomme(settings.first_turn_rommee),
        )

    def names(self) -> dict[int, str]:
        return self.session.names()

    def _on_changed(self, kind: str) -> None:
        self.reload()

    def reload(self) -> None:
        self.round_box.reload()
        self._fill_tables()

    def selected_round(self) -> RoundInfo | None:
        return self.round_box.selected_round()

    def _round_chosen(self) -> None:
        self._fill_tables(force=True)

    def _fill_tables(self, *, force: bool = False) -> None:
        rnd = self.selected_round()
        row = self.tables.currentRow()
        self.tables.blockSignals(True)
        tables = rnd.tables if rnd is not None else ()
        if self.tables.count() != len(tables):
            self.tables.clear()
            for _ in tables:
                self.tables.addItem(QListWidgetItem())
        for index, table in enumerate(tables):
            done = sum(1 for g in table.games if g.status != "open")
            marks = " ⚑" if any(g.decision is not None or g.absent for g in table.games) else ""
            text = (
                self.tr("Table {0}   {1}/{2}").format(table.number, done, len(table.games)) + marks
            )
            item = self.tables.item(index)
            if item is not None and (item.text(), item.data(Qt.ItemDataRole.UserRole)) != (
                text,
                table.number,
            ):
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, table.number)
        self.tables.blockSignals(False)
        if rnd is None:
            self._set_entry(None)
            return
        row = 0 if row < 0 or row >= self.tables.count() else row
        same_table = (
            not force
            and self.entry is not None
            and self.entry.table.number == rnd.tables[row].number
            and self.entry.rows
            and self.entry.rows[0].game.round_number == rnd.number
            and self.entry.same_players(rnd.tables[row])
        )
        self.tables.blockSignals(True)
        self.tables.setCurrentRow(row)
        self.tables.blockSignals(False)
        if same_table and self.entry is not None:
            self.entry.update_games(rnd.tables[row])
        else:
            self._table_chosen(row)

    def _table_chosen(self, row: int) -> None:
        rnd = self.selected_round()
        if rnd is None or not 0 <= row < len(rnd.tables):
            self._set_entry(None)
            return
        entry = TableEntry(
            self.session, rnd.tables[row], self.rules(), self.names(), self.show_hands.isChecked()
        )
        entry.finished.connect(self._next_table)
        self._set_entry(entry)

    def _set_entry(self, entry: TableEntry | None) -> None:
        old = self.scroll_area.takeWidget()
        if old is not None:
            old.deleteLater()
        self.entry = entry
        if entry is not None:
            self.scroll_area.setWidget(entry)
        else:
            self.scroll_area.setWidget(QLabel(self.tr("Start a round to enter scores.")))

    def select_table(self, round_number: int, table_number: int) -> None:
        index = self.round_box.findData(round_number)
        if index >= 0 and index != self.round_box.currentIndex():
            self.round_box.setCurrentIndex(index)
        for row in range(self.tables.count()):
            item = self.tables.item(row)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == table_number:
                self.tables.setCurrentRow(row)
                break
        self.focus_next_game()

    def focus_next_game(self) -> None:
        if self.entry is None:
            return
        for row in self.entry.rows:
            if row.game.status == "open":
                self.entry.focus_game(row.game.number)
                return
        self.entry.focus_game(1)

    def _next_table(self) -> None:
        rnd = self.selected_round()
        if rnd is None:
            return
        current = self.tables.currentRow()
        for offset in range(1, len(rnd.tables) + 1):
            row = (current + offset) % len(rnd.tables)
            if any(g.status == "open" for g in rnd.tables[row].games):
                self.tables.setCurrentRow(row)
                self.focus_next_game()
                return
        if self.entry is not None and self.entry.rows:
            self.entry.rows[-1].status.setText(
                self.tr("✓ saved. Every game of this round is entered.")
            )
