"""The shared base of the app's table models: a row cache of plain data and fixed headers;
the lazy table for long lists (sorted and searched here, handed to the view a chunk at a
time); and the one way the app shows such a table."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from tournament.services.terms import fold

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

R = TypeVar("R")
CHUNK = 200
"""Rows a lazy table hands its view at a time: a few screens full."""


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


class LazyRowModel(RowModel[R]):
    """A long table: every row as read (plain data, from one service call), filtered and
    sorted here, and handed to the view ``chunk`` rows at a time as it scrolls
    (``canFetchMore``/``fetchMore``).

    At 2,000 rows a sort is one Python sort by a key per row, not a comparison call through
    Qt for every pair; a search folds each row's texts once; the view lays out and paints
    only the rows fetched so far. Subclasses say what identifies a row (``row_key``), what a
    column sorts by (``sort_value``) and the texts a search looks in (``texts``).
    """

    def __init__(self, headers: list[str], parent: Any = None, *, chunk: int = CHUNK) -> None:
        super().__init__(headers, parent)
        self._all: list[R] = []
        self._shown = 0
        self._chunk = chunk
        self._sort_column = -1
        self._descending = False
        self._accept: Callable[[R], bool] | None = None
        self._needle = ""
        self._folded: dict[Hashable, tuple[str, ...]] = {}
        self._texts: dict[Hashable, Sequence[str]] = {}

    # -- what subclasses say ---------------------------------------------------------------
    def row_key(self, row: R) -> Hashable:
        raise NotImplementedError

    def sort_value(self, row: R, column: int) -> Any:
        raise NotImplementedError

    def texts(self, row: R) -> Sequence[str]:
        """The texts of ``row`` a search looks in (folded: no accents, no case)."""
        raise NotImplementedError

    def texts_of(self, row: R) -> Sequence[str]:
        """``texts(row)``, worked out once per row as read."""
        key = self.row_key(row)
        texts = self._texts.get(key)
        if texts is None:
            texts = self._texts[key] = self.texts(row)
        return texts

    # -- the rows --------------------------------------------------------------------------
    def rows(self) -> list[R]:
        """Every row as read, whatever the filter and the rows fetched so far."""
        return list(self._all)

    def shown_rows(self) -> list[R]:
        """The rows that pass the filter and the search, in the sorted order (fetched into
        the view or not)."""
        return list(self._rows)

    def set_rows(self, rows: list[R]) -> None:
        """New rows as read: the same rows in the same order repaint in place; otherwise
        the rows move (the selection moves with them) or, when others pass the filter, the
        table starts anew, keeping as many rows fetched as before."""
        # A row read again may have changed: its texts are worked out anew.
        self._folded, self._texts = {}, {}
        self._all = list(rows)
        self._arrange()

    def replace_rows(self, rows: list[R]) -> None:
        self.set_rows(rows)

    def append_rows(self, rows: list[R]) -> None:
        """Rows read after those the model holds (a paged read's next page): added at the
        end, or sorted in when the table is sorted."""
        self._all.extend(rows)
        if self._sort_column >= 0:
            self._arrange()
        else:
            self._rows.extend(r for r in rows if self._passes(r))

    def set_filter(self, accept: Callable[[R], bool] | None) -> None:
        """Show only the rows ``accept`` takes (all with None)."""
        self._accept = accept
        self._arrange()

    def set_search(self, text: str) -> None:
        """Show only the rows one of whose texts contains ``text``, both folded."""
        self._needle = fold(text.strip())
        self._arrange()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self._sort_column = column
        self._descending = order == Qt.SortOrder.DescendingOrder
        self._arrange()

    def row_of(self, key: Hashable) -> int | None:
        """The row of the shown rows whose ``row_key`` is ``key`` (fetched into the view
        first if it was not yet), or None when it is not shown."""
        for at, row in enumerate(self._rows):
            if self.row_key(row) == key:
                self._fetch(at + 1)
                return at
        return None

    # -- Qt --------------------------------------------------------------------------------
    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else self._shown

    def valid_row(self, index: Index) -> R | None:
        if not index.isValid() or not 0 <= index.row() < self._shown:
            return None
        return self._rows[index.row()]

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self._shown < len(self._rows)

    def fetchMore(self, parent: Index) -> None:
        if not parent.isValid():
            self._fetch(self._shown + self._chunk)

    def _fetch(self, count: int) -> None:
        count = min(count, len(self._rows))
        if count > self._shown:
            self.beginInsertRows(ROOT, self._shown, count - 1)
            self._shown = count
            self.endInsertRows()

    # -- arranging -------------------------------------------------------------------------
    def _passes(self, row: R) -> bool:
        if self._accept is not None and not self._accept(row):
            return False
        if not self._needle:
            return True
        key = self.row_key(row)
        folded = self._folded.get(key)
        if folded is None:
            folded = self._folded[key] = tuple(fold(t) for t in self.texts_of(row))
        return any(self._needle in t for t in folded)

    def _arranged(self) -> list[R]:
        rows = [r for r in self._all if self._passes(r)]
        if self._sort_column >= 0:
            column = self._sort_column
            rows.sort(key=lambda r: self.sort_value(r, column), reverse=self._descending)
        return rows

    def _arrange(self) -> None:
        new = self._arranged()
        old_keys = [self.row_key(r) for r in self._rows]
        new_keys = [self.row_key(r) for r in new]
        if new_keys == old_keys:
            self._rows = new
            if self._shown:
                last = len(self._headers) - 1
                self.dataChanged.emit(self.index(0, 0), self.index(self._shown - 1, last))
            return
        if len(new_keys) == len(old_keys) and set(new_keys) == set(old_keys):
            self._move_rows(new, new_keys)
            return
        self.beginResetModel()
        self._rows = new
        self._shown = min(len(new), max(self._shown, self._chunk))
        self.endResetModel()

    def _move_rows(self, new: list[R], new_keys: list[Hashable]) -> None:
        """The same rows in another order: the persistent indexes (selection, current row)
        follow their rows; the rows they move to are fetched into the view first."""
        position = {key: at for at, key in enumerate(new_keys)}

        def moved(index: QModelIndex) -> int:
            return position[self.row_key(self._rows[index.row()])]

        self._fetch(max((moved(i) + 1 for i in self.persistentIndexList()), default=0))
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        after = [moved(i) for i in before]
        self._rows = new
        self.changePersistentIndexList(
            before,
            [
                self.index(row, i.column()) if row < self._shown else QModelIndex()
                for i, row in zip(before, after, strict=True)
            ],
        )
        self.layoutChanged.emit()


def show_records(
    view: QTableView,
    name: str,
    model: QAbstractItemModel,
    *,
    stretch: Sequence[int] = (),
    sorted_by: int | None = None,
) -> None:
    """Set ``view`` up as every list of records in the app: ``model`` one record a row,
    whole rows selected, no row numbers; the ``stretch`` columns share the spare width; a
    click on a header sorts, first by ``sorted_by`` (ascending) if given."""
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().setVisible(False)
    for column in stretch:
        view.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
    if sorted_by is not None:
        # The indicator first: enabling sorting sorts once, by the indicator's column.
        view.horizontalHeader().setSortIndicator(sorted_by, Qt.SortOrder.AscendingOrder)
        view.setSortingEnabled(True)
