"""The results the tables sent by phone, in the score entry.

``PhonePanel`` shows each result a table sent, marked "from the table", to accept, correct
(both recorded with their audit entry, undoable) or reject with a message the phone shows;
``CorrectDialog`` is the director's correction. The server is started from the menu
(``tournament.ui.phone.control``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.games import ResultField
from tournament.services.dto import ResultEntry
from tournament.services.phone import PhoneEntryInfo
from tournament.ui.session import Session

POLL_MS = 1000


class CorrectDialog(QDialog):
    """The director's correction of a table's result, with a word to the table."""

    def __init__(
        self, entry: PhoneEntryInfo, names: dict[int, str], plus: bool, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(
            self.tr("Correct table {0}, game {1}").format(entry.table_number, entry.game_number)
        )
        form = QFormLayout(self)
        self.tiles: dict[int, QSpinBox] = {}
        self.claims: dict[int, QSpinBox] = {}
        for pid in entry.player_ids:
            row = QHBoxLayout()
            tiles = QSpinBox()
            tiles.setRange(0, 999)
            tiles.setValue(entry.tiles_left.get(pid, 0))
            tiles.setObjectName(f"correct_tiles_{pid}")
            row.addWidget(tiles)
            self.tiles[pid] = tiles
            if plus:
                claims = QSpinBox()
                claims.setRange(0, 99)
                claims.setValue(entry.claims.get(pid, 0))
                claims.setPrefix(self.tr("claims "))
                row.addWidget(claims)
                self.claims[pid] = claims
            form.addRow(names.get(pid, str(pid)), row)
        self.message = QLineEdit()
        self.message.setObjectName("correct_message")
        self.message.setMaxLength(300)
        form.addRow(self.tr("&Message to the table:"), self.message)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def result(self) -> ResultEntry:  # type: ignore[override]
        return ResultEntry(
            {p: box.value() for p, box in self.tiles.items()},
            {p: box.value() for p, box in self.claims.items() if box.value()},
        )


class PhonePanel(QWidget):
    """The results the tables sent, waiting for the director, in the score entry."""

    entries_changed = Signal()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phone_panel")
        self.session = session
        self.entries: list[PhoneEntryInfo] = []
        self.ask_correction: Callable[[CorrectDialog], bool] = lambda d: d.exec() == 1
        self.ask_message: Callable[[str], str | None] = self._ask_message
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(0, 0, 0, 0)
        self.title = QLabel(self.tr("From the table"))
        bold = self.title.font()
        bold.setBold(True)
        self.title.setFont(bold)
        self.rows.addWidget(self.title)
        self.lines: list[QWidget] = []
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self.refresh)
        self.poll.start()
        self.hide()  # shown while results wait
        self.refresh()

    def pending_games(self) -> dict[int, PhoneEntryInfo]:
        return {e.game_id: e for e in self.entries}

    def refresh(self) -> None:
        try:
            entries = self.session.service.phone.entries()
        except (ValueError, OSError):
            return  # the file is busy or gone: the next tick tries again
        if entries == self.entries:
            return
        self.entries = entries
        for line in self.lines:
            self.rows.removeWidget(line)
            line.deleteLater()
        names = self.session.names()
        self.lines = [self._line(entry, names) for entry in entries]
        for line in self.lines:
            self.rows.addWidget(line)
        self.setVisible(bool(entries))
        self.entries_changed.emit()

    def describe(self, entry: PhoneEntryInfo, names: dict[int, str]) -> str:
        shown = " · ".join(
            f"{names.get(p, p)} {entry.tiles_left[p]}"
            + (f" (+{entry.claims[p]})" if entry.claims.get(p) else "")
            for p in entry.player_ids
        )
        return self.tr("Table {0}, game {1} — from the table: {2}").format(
            entry.table_number, entry.game_number, shown
        )

    def _line(self, entry: PhoneEntryInfo, names: dict[int, str]) -> QWidget:
        line = QWidget()
        line.setObjectName(f"phone_entry_{entry.id}")
        layout = QHBoxLayout(line)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel("☎ " + self.describe(entry, names))
        label.setWordWrap(True)
        layout.addWidget(label, 1)
        for name, text, slot in (
            ("accept", self.tr("&Accept"), self.accept_entry),
            ("correct", self.tr("&Correct…"), self.correct_entry),
            ("reject", self.tr("&Reject…"), self.reject_entry),
        ):
            button = QPushButton(text)
            button.setObjectName(f"{name}_{entry.id}")
            button.clicked.connect(lambda _checked=False, e=entry, s=slot: s(e))
            layout.addWidget(button)
        return line

    def accept_entry(self, entry: PhoneEntryInfo) -> None:
        service = self.session.service
        self.session.perform(
            self.tr("Accept the result from table {0}").format(entry.table_number),
            lambda: service.phone.accept(entry.id),
        )
        self.refresh()

    def correct_entry(self, entry: PhoneEntryInfo) -> None:
        plus = self.session.info().settings.scoring_rules.game.has(ResultField.CLAIMS)
        dialog = CorrectDialog(entry, self.session.names(), plus, self)
        if not self.ask_correction(dialog):
            return
        result, message = dialog.result(), dialog.message.text()
        service = self.session.service
        self.session.perform(
            self.tr("Correct the result from table {0}").format(entry.table_number),
            lambda: service.phone.correct(entry.id, result, message=message),
        )
        self.refresh()

    def reject_entry(self, entry: PhoneEntryInfo) -> None:
        message = self.ask_message(self.describe(entry, self.session.names()))
        if message is None:
            return
        service = self.session.service
        self.session.query(lambda: service.phone.reject(entry.id, message=message))
        self.refresh()

    def _ask_message(self, what: str) -> str | None:
        text, ok = QInputDialog.getText(
            self,
            self.tr("Reject"),
            self.tr("{0}\n\nWhy? (the table's phone shows it)").format(what),
        )
        return text if ok else None

    def mark(self, rows: list[object]) -> None:
        """Mark the games of the shown table with a result waiting from the table."""
        waiting = self.pending_games()
        for row in rows:
            game = getattr(row, "game", None)
            status = getattr(row, "status", None)
            if game is not None and status is not None and game.id in waiting:
                status.setText(self.tr("☎ from the table: waiting for you (above)"))
