"""Every tile as a button: a click appends it to the line that had the focus last."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLineEdit,
    QToolButton,
    QWidget,
)

from tournament.rules.tiles import (
    COLOURS,
    JOKER,
    MAX_VALUE,
    Tile,
)
from tournament.ui.widgets.tiles import TILE_COLOURS


class TilePalette(QWidget):
    """Every tile as a button; a click appends it to the line that had the focus last."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setSpacing(2)
        self.target: QLineEdit | None = None
        font = QFont(self.font())
        font.setBold(True)
        for row, colour in enumerate(COLOURS):
            for value in range(1, MAX_VALUE + 1):
                grid.addWidget(self._button(Tile(colour, value), font), row, value - 1)
        grid.addWidget(self._button(JOKER, font), 0, MAX_VALUE)
        grid.setColumnStretch(MAX_VALUE + 1, 1)

    def _button(self, tile: Tile, font: QFont) -> QToolButton:
        button = QToolButton()
        button.setText("J" if tile.is_joker else str(tile.value))
        button.setFont(font)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setToolTip(str(tile))
        button.setStyleSheet(
            f"QToolButton {{ color: {TILE_COLOURS[tile.colour].name()}; background: #fbf6e6;"
            " border: 1px solid #9e9684; border-radius: 3px; min-width: 22px; }"
        )
        button.clicked.connect(lambda _=False, t=tile: self._append(t))
        return button

    def _append(self, tile: Tile) -> None:
        if self.target is None:
            return
        text = self.target.text().rstrip()
        self.target.setText(f"{text} {tile}".strip())
        self.target.setFocus()
