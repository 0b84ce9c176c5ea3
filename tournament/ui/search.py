"""Search as people type names: without accents, case or the letters of other alphabets.

"oz" finds Öztürk, "lukasz" Łukasz, "weiss" Weiß, "soren" Søren. :func:`fold` is the one
place that says how; :class:`FoldedFilter` is the table filter built on it, used by every
search field that finds players.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from PySide6.QtCore import QSortFilterProxyModel, Qt

# Letters NFKD does not take apart into a base letter and an accent.
_SPECIAL = str.maketrans(
    {
        "ł": "l",
        "ø": "o",
        "đ": "d",
        "ð": "d",
        "ħ": "h",
        "ı": "i",
        "ŧ": "t",
        "ß": "ss",
        "ẞ": "ss",
        "æ": "ae",
        "œ": "oe",
        "þ": "th",
    }
)


def fold(text: str) -> str:
    """``text`` as compared by a search: lower case, accents dropped, special letters
    written with the base letters.

    >>> [fold(name) for name in ("Öztürk", "Łukasz", "Weiß", "Søren", "Ærøskøbing", "Đorđe")]
    ['ozturk', 'lukasz', 'weiss', 'soren', 'aeroskobing', 'dorde']
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_SPECIAL))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).translate(
        _SPECIAL
    )


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
