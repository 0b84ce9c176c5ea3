"""Score entry per table and game, by number keys, Tab and Enter only.

The page: the round and its tables on the left (done/all games, ⚑ for decisions and
absences), the chosen table's games on the right. After a table's last game the cursor
goes on to the next table still open. The list comes from the round's plan (``round_plan``:
no points) and only the chosen table is read with its games (``round_table``): at 2,000
players a round in full has 667 tables. The parts live beside it: ``score_check`` checks one
game's input and previews its points, ``game_row`` is one game's row of fields,
``table_entry`` holds the rows of one table.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.games import ResultField
from tournament.services.dto import GameStatus, TableInfo
from tournament.services.listing import RoundPlanInfo
from tournament.services.terms import ScoringRules
from tournament.ui.entry.table_entry import TableEntry
from tournament.ui.phone.panel import PhonePanel
from tournament.ui.session import Session
from tournament.ui.widgets.round_selector import RoundSelector


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
        # Results sent from the tables' phones, above the table's games.
        self.phones = PhonePanel(session)
        self.phones.entries_changed.connect(self.reload)
        right = QVBoxLayout()
        right.addWidget(self.phones)
        right.addWidget(self.scroll_area, 1)
        layout.addLayout(right, 1)
        self.entry: TableEntry | None = None
        self._plan: RoundPlanInfo | None = None
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.tables.currentRowChanged.connect(self._table_chosen)
        self.tables.itemActivated.connect(lambda _item: self.focus_next_game())
        self.show_hands.toggled.connect(lambda _on: self._table_chosen(self.tables.currentRow()))
        session.changed.connect(self._on_changed)
        self.reload()

    # -- data --------------------------------------------------------------------------
    def rules(self) -> ScoringRules:
        return self.session.info().settings.scoring_rules

    def names(self) -> dict[int, str]:
        return self.session.names()

    def _on_changed(self, _kinds: frozenset[str]) -> None:
        self.reload()

    def reload(self) -> None:
        # Hands typed as tiles are Stein-Rummy's; the card games always take cards.
        self.show_hands.setVisible(self.rules().game.has(ResultField.TILES_LEFT))
        self.round_box.reload()
        self._fill_tables()

    def selected_plan(self) -> RoundPlanInfo | None:
        """The chosen round's plan (its tables, how far each is entered), read again after
        every change."""
        number = self.round_box.currentData()
        if number is None:
            return None
        return self.session.query(lambda: self.session.service.rounds.round_plan(number))

    def _read_table(self, round_number: int, table_number: int) -> TableInfo | None:
        return self.session.query(
            lambda: self.session.service.rounds.round_table(round_number, table_number)
        )

    def _round_chosen(self) -> None:
        self._fill_tables(force=True)

    def _fill_tables(self, *, force: bool = False) -> None:
        plan = self._plan = self.selected_plan()
        row = self.tables.currentRow()
        self.tables.blockSignals(True)
        tables = plan.tables if plan is not None else ()
        if self.tables.count() != len(tables):
            self.tables.clear()
            for _ in tables:
                self.tables.addItem(QListWidgetItem())
        pending = self.phones.pending_games()
        for index, table in enumerate(tables):
            marks = " ⚑" if table.flagged else ""
            marks += " ☎" if any(g in pending for g in table.game_ids) else ""
            text = (
                self.tr("Table {0}   {1}/{2}").format(table.number, table.entered, table.games)
                + marks
            )
            item = self.tables.item(index)
            if item is not None and (item.text(), item.data(Qt.ItemDataRole.UserRole)) != (
                text,
                table.number,
            ):
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, table.number)
        self.tables.blockSignals(False)
        if plan is None or not plan.tables:
            self._set_entry(None)
            return
        row = 0 if row < 0 or row >= self.tables.count() else row
        self.tables.blockSignals(True)
        self.tables.setCurrentRow(row)
        self.tables.blockSignals(False)
        entry = self.entry
        if (
            force
            or entry is None
            or entry.table.number != plan.tables[row].number
            or not entry.rows
            or entry.rows[0].game.round_number != plan.number
        ):
            self._table_chosen(row)
            return
        shown = self._read_table(plan.number, plan.tables[row].number)
        if shown is not None and entry.same_players(shown):
            entry.update_games(shown)
            self.phones.mark(list(entry.rows))
        else:
            self._table_chosen(row)

    def _table_chosen(self, row: int) -> None:
        plan = self._plan
        table = None
        if plan is not None and 0 <= row < len(plan.tables):
            table = self._read_table(plan.number, plan.tables[row].number)
        if table is None:
            self._set_entry(None)
            return
        entry = TableEntry(
            self.session, table, self.rules(), self.names(), self.show_hands.isChecked()
        )
        entry.finished.connect(self._next_table)
        self._set_entry(entry)
        self.phones.mark(list(entry.rows))

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
            if row.game.status == GameStatus.OPEN:
                self.entry.focus_game(row.game.number)
                return
        self.entry.focus_game(1)

    def _next_table(self) -> None:
        plan = self._plan
        if plan is None or not plan.tables:
            return
        current = self.tables.currentRow()
        for offset in range(1, len(plan.tables) + 1):
            row = (current + offset) % len(plan.tables)
            if plan.tables[row].entered < plan.tables[row].games:
                self.tables.setCurrentRow(row)
                self.focus_next_game()
                return
        if self.entry is not None and self.entry.rows:
            self.entry.rows[-1].status.setText(
                self.tr("✓ saved. Every game of this round is entered.")
            )
