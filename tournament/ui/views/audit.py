"""The audit view: every change with who, when and why, newest first."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import AuditEntry
from tournament.services.history import AuditPage
from tournament.ui.messages import summary_text
from tournament.ui.session import Session
from tournament.ui.widgets.itemmodels import CHUNK, Index, LazyRowModel, show_records

TIME, AUTHOR, WHAT, STATE = range(4)


class AuditModel(LazyRowModel[AuditEntry]):
    """The log, newest first, read from the service a page at a time as the view scrolls;
    a search reads the rest of the log first, so that it looks at every entry."""

    def __init__(
        self, session: Session | None = None, parent: Any = None, *, chunk: int = CHUNK
    ) -> None:
        super().__init__([], parent, chunk=chunk)
        self._headers = [self.tr("When"), self.tr("Who"), self.tr("What"), self.tr("State")]
        self.session = session
        self._total = 0

    def reload(self) -> None:
        """Read the log again, as many entries as were read before (at least a page)."""
        page = self._read_page(0, max(len(self._all), self._chunk))
        if page is not None:
            self._total = page.total
            self.set_rows(page.entries)

    def _read_page(self, offset: int, limit: int) -> AuditPage | None:
        if self.session is None:
            return None
        service = self.session.service
        return self.session.query(lambda: service.history.audit_page(offset, limit))

    def _read_more(self, limit: int) -> None:
        page = self._read_page(len(self._all), limit)
        if page is not None:
            self._total = page.total
            self.append_rows(page.entries)

    def canFetchMore(self, parent: Index) -> bool:
        if parent.isValid():
            return False
        return super().canFetchMore(parent) or len(self._all) < self._total

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid():
            return
        if not super().canFetchMore(parent) and len(self._all) < self._total:
            self._read_more(self._chunk)
        super().fetchMore(parent)

    def set_search(self, text: str) -> None:
        if text.strip() and len(self._all) < self._total:
            self._read_more(self._total - len(self._all))
        super().set_search(text)

    def row_key(self, row: AuditEntry) -> int:
        return row.id

    def texts(self, row: AuditEntry) -> tuple[str, ...]:
        return (self.when(row), row.author, self.what(row), self.state(row))

    @staticmethod
    def when(entry: AuditEntry) -> str:
        return entry.time.astimezone().strftime("%Y-%m-%d %H:%M:%S")

    @staticmethod
    def what(entry: AuditEntry) -> str:
        return summary_text(entry.summary_code, entry.summary_data, entry.summary)

    def state(self, entry: AuditEntry) -> str:
        if entry.undoes is not None:
            return self.tr("undo")
        if entry.redoes is not None:
            return self.tr("redo")
        return self.tr("undone") if entry.undone else ""

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        entry = self.valid_row(index)
        if entry is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts_of(entry)[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == WHAT:
            return "\n".join(f"{k}: {v}" for k, v in entry.data.items())
        if role == Qt.ItemDataRole.ForegroundRole and entry.undone:
            return QColor("#888888")
        if role == Qt.ItemDataRole.FontRole and entry.undone:
            font = QFont()
            font.setStrikeOut(True)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return entry.id
        return None


class AuditView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("audit")
        self.session = session
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search who or what…"))
        label = QLabel(self.tr("&Search:"))
        label.setBuddy(self.search)
        row.addWidget(label)
        row.addWidget(self.search, 1)
        layout.addLayout(row)
        self.model = AuditModel(session, self)
        self.table = QTableView()
        show_records(self.table, "audit_table", self.model, stretch=[WHAT])
        header = self.table.horizontalHeader()
        # The time on one line (measured once: the log can be long).
        sample = self.table.fontMetrics().horizontalAdvance("2026-12-31 23:59:59")
        header.resizeSection(TIME, sample + 24)
        layout.addWidget(self.table, 1)
        self.search.textChanged.connect(self.model.set_search)
        session.changed.connect(self._on_changed)
        self._dirty = True
        self.setFocusProxy(self.search)

    def _on_changed(self, _kinds: frozenset[str]) -> None:
        # Every action wrote an audit entry, even one that changed nothing.
        self._dirty = True
        if self.isVisible():
            self.reload()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._dirty:
            self.reload()

    def reload(self) -> None:
        self._dirty = False
        self.model.reload()
