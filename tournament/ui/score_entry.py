"""Score entry per table and game, by number keys, Tab and Enter only.

The page: the round and its tables on the left (done/all games, ⚑ for decisions and
absences), the chosen table's games on the right. After a table's last game the cursor
goes on to the next table still open. The parts live beside it: ``score_check`` checks one
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
from tournament.scoring.model import ScoringRules
from tournament.services.dto import GameStatus, RoundInfo
from tournament.ui.phone import PhonePanel
from tournament.ui.round_selector import RoundSelector
from tournament.ui.session import Session
from tournament.ui.table_entry import TableEntry


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
            done = sum(1 for g in table.games if g.status != GameStatus.OPEN)
            marks = " ⚑" if any(g.decision is not None or g.absent for g in table.games) else ""
            marks += " ☎" if any(g.id in self.phones.pending_games() for g in table.games) else ""
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
            self.phones.mark(list(self.entry.rows))
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
        rnd = self.selected_round()
        if rnd is None:
            return
        current = self.tables.currentRow()
        for offset in range(1, len(rnd.tables) + 1):
            row = (current + offset) % len(rnd.tables)
            if any(g.status == GameStatus.OPEN for g in rnd.tables[row].games):
                self.tables.setCurrentRow(row)
                self.focus_next_game()
                return
        if self.entry is not None and self.entry.rows:
            self.entry.rows[-1].status.setText(
                self.tr("✓ saved. Every game of this round is entered.")
            )
