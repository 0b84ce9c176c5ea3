"""The shared base of the app's table models: a row cache of plain data and fixed headers;
and the one way the app shows such a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

R = TypeVar("R")


class RowModel(QAbstractTableModel, Generic[R]):
    """A flat table: one cached plain-data row per line, one header per column."""

    def __init__(self, headers: list[str], parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[R] = []
        self._headers = headers

    def rows(self) -> list[R]:
        return list(self._rows)

    def row_info(self, row: int) -> R:
        return self._rows[row]

    def replace_rows(self, rows: list[R]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def refresh_rows(self, rows: list[R]) -> None:
        """Same row count, new values: repaint without resetting selection or scrolling."""
        self._rows = list(rows)
        if rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(rows) - 1, len(self._headers) - 1)
            )

    def valid_row(self, index: Index) -> R | None:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()]

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None


def show_records(
    view: QTableView, name: str, model: QAbstractItemModel, *, stretch: Sequence[int] = ()
) -> None:
    """Set ``view`` up as every list of records in the app: ``model`` one record a row,
    whole rows selected, no row numbers; the ``stretch`` columns share the spare width."""
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().setVisible(False)
    for column in stretch:
        view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
