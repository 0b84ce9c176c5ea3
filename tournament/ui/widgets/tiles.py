"""Tiles drawn as the players see them: a cream tile with a coloured number."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from tournament.rules.cards import Card
from tournament.rules.tiles import Colour, Tile

Piece = Tile | Card
"""What a strip draws: tiles, or cards (:class:`tournament.ui.widgets.cards.CardStrip`)."""

# Print colours of the real tiles, darkened where needed to read on the cream face.
TILE_COLOURS: dict[Colour | None, QColor] = {
    Colour.BLUE: QColor("#1f5fbf"),
    Colour.RED: QColor("#c62828"),
    Colour.YELLOW: QColor("#c99700"),
    Colour.BLACK: QColor("#202020"),
    None: QColor("#7b1fa2"),  # the joker
}
FACE = QColor("#fbf6e6")
EDGE = QColor("#9e9684")
MARK = QColor("#d32f2f")


class TileStrip(QWidget):
    """A row of melds, each a run of tiles; melds can be marked invalid (red outline).

    A subclass draws other pieces (cards: ``ui/cards.py``) by its own :meth:`face`."""

    WIDTH = 0.72
    """A piece's width as a share of its height."""
    FACE = FACE
    TEXT = 0.45
    """The label's pixel size as a share of the height."""

    def __init__(self, parent: QWidget | None = None, *, tile_height: int = 34) -> None:
        super().__init__(parent)
        self._melds: list[tuple[list[Piece], bool]] = []
        self._marked: set[Piece] = set()
        self._tile_h = tile_height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # -- content -----------------------------------------------------------------------
    def set_tiles(self, tiles: Iterable[Piece], *, valid: bool = True) -> None:
        self.set_melds([(list(tiles), valid)])

    def set_melds(self, melds: Sequence[tuple[Sequence[Piece], bool]]) -> None:
        self._melds = [(list(tiles), bool(ok)) for tiles, ok in melds if tiles]
        self.updateGeometry()
        self.update()

    def clear(self) -> None:
        self.set_melds([])

    def set_marked(self, tiles: Iterable[Piece]) -> None:
        """Tiles drawn with a red edge wherever they appear (the tiles at fault)."""
        self._marked = set(tiles)
        self.update()

    def marked(self) -> set[Piece]:
        return set(self._marked)

    def tile_count(self) -> int:
        return sum(len(tiles) for tiles, _ in self._melds)

    def invalid_melds(self) -> int:
        return sum(1 for _, ok in self._melds if not ok)

    # -- geometry ----------------------------------------------------------------------
    def _tile_w(self) -> int:
        return round(self._tile_h * self.WIDTH)

    def _gap(self) -> int:
        return max(2, self._tile_h // 10)

    def _rows(self, width: int) -> list[list[int]]:
        """Meld indices per row so that every row fits ``width``."""
        rows: list[list[int]] = [[]]
        used = 0
        for index, (tiles, _) in enumerate(self._melds):
            need = self._meld_w(len(tiles)) + (self._tile_h // 2 if rows[-1] else 0)
            if rows[-1] and used + need > width:
                rows.append([])
                used = 0
                need = self._meld_w(len(tiles))
            rows[-1].append(index)
            used += need
        return rows

    def _meld_w(self, count: int) -> int:
        return count * (self._tile_w() + self._gap()) + self._gap()

    def sizeHint(self) -> QSize:
        width = sum(self._meld_w(len(t)) + self._tile_h // 2 for t, _ in self._melds)
        return QSize(max(width, self._tile_h), self._tile_h + 8)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        rows = len(self._rows(max(width, 1))) if self._melds else 1
        return rows * (self._tile_h + 8)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._tile_h, self.heightForWidth(max(self.width(), 200)))

    # -- painting ----------------------------------------------------------------------
    def face(self, tile: Piece) -> tuple[str, QColor]:
        """What a piece shows and in which colour: a tile its number, the joker J."""
        assert isinstance(tile, Tile)
        return ("J" if tile.is_joker else str(tile.value)), TILE_COLOURS[tile.colour]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, round(self._tile_h * self.TEXT)))
        painter.setFont(font)
        tile_w, gap = self._tile_w(), self._gap()
        y = 4
        for row in self._rows(max(self.width(), 1)):
            x = 0
            for index in row:
                tiles, ok = self._melds[index]
                meld_rect = QRectF(x, y - 3, self._meld_w(len(tiles)), self._tile_h + 6)
                if not ok:
                    painter.setPen(QPen(MARK, 2, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(meld_rect, 5, 5)
                tx = x + gap
                for tile in tiles:
                    rect = QRectF(tx, y, tile_w, self._tile_h)
                    painter.setPen(QPen(MARK, 3) if tile in self._marked else QPen(EDGE, 1))
                    painter.setBrush(self.FACE)
                    painter.drawRoundedRect(rect, 4, 4)
                    label, colour = self.face(tile)
                    painter.setPen(colour)
                    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
                    tx += tile_w + gap
                x += self._meld_w(len(tiles)) + self._tile_h // 2
            y += self._tile_h + 8
        painter.end()
