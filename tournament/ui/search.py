"""Search as people type names: without accents, case or the letters of other alphabets.

"oz" finds Öztürk, "lukasz" Łukasz, "weiss" Weiß, "soren" Søren. :func:`fold`, in
:mod:`tournament.scoring.names`, is the one place that says how; :class:`FoldedFilter` is
the table filter built on it, used by every search field that finds players.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt

from tournament.scoring.names import fold


class FoldedFilter(QSortFilterProxyModel):
    """Shows the rows where any column's text contains the search, both folded."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._needle = ""

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._needle = fold(text.strip())
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Any) -> bool:
        if not self._needle:
            return True
        model = self.sourceModel()
        for column in range(model.columnCount()):
            value = model.index(source_row, column, source_parent).data(Qt.ItemDataRole.DisplayRole)
            if value is not None and self._needle in fold(str(value)):
                return True
        return False
