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
from tournament.ui.itemmodels import Index, RowModel, show_records
from tournament.ui.messages import summary_text
from tournament.ui.search import FoldedFilter
from tournament.ui.session import Session

TIME, AUTHOR, WHAT, STATE = range(4)


class AuditModel(RowModel[AuditEntry]):
    def __init__(self, parent: Any = None) -> None:
        super().__init__([], parent)
        self._headers = [self.tr("When"), self.tr("Who"), self.tr("What"), self.tr("State")]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        entry = self.valid_row(index)
        if entry is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == TIME:
                return entry.time.astimezone().strftime("%Y-%m-%d %H:%M:%S")
            if column == AUTHOR:
                return entry.author
            if column == WHAT:
                return summary_text(entry.summary_code, entry.summary_data, entry.summary)
            if column == STATE:
                if entry.undoes is not None:
                    return self.tr("undo")
                if entry.redoes is not None:
                    return self.tr("redo")
                return self.tr("undone") if entry.undone else ""
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
        self.model = AuditModel(self)
        self.proxy = FoldedFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        show_records(self.table, "audit_table", self.proxy, stretch=[WHAT])
        header = self.table.horizontalHeader()
        # The time on one line (measured once: the log can be long).
        sample = self.table.fontMetrics().horizontalAdvance("2026-12-31 23:59:59")
        header.resizeSection(TIME, sample + 24)
        layout.addWidget(self.table, 1)
        self.search.textChanged.connect(self.proxy.set_search)
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
        self.model.replace_rows(self.session.query(self.session.service.audit_log) or [])
