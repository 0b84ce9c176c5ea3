"""How the projector fits its text: column widths that show every header, the largest type
that still fits, and the "where do I sit" list in as many columns as the screen takes.

Only measuring here (QFontMetrics); the projector window paints what these return.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtGui import QFont, QFontMetrics

T = TypeVar("T")

PAD = 0.9
"""Room beside a cell's text, in multiples of the font's average character width."""
ROW_SPACING = 1.3
"""A row is this many text heights high."""
REFERENCE_PIXELS = 40
"""The type size every cell is measured at once, to find each column's widest texts."""
WIDEST_MARGIN = 0.1
"""Texts this much narrower than a column's widest still count as maybe the widest."""


def font_of(base: QFont, pixels: int, *, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(1, pixels))
    font.setBold(bold)
    return font


def row_height(font: QFont) -> int:
    return round(QFontMetrics(font).height() * ROW_SPACING)


@dataclass(frozen=True, slots=True)
class TableFit:
    """A table of columns fitted to a width: the type size and each column's width."""

    pixels: int
    widths: tuple[float, ...]
    row_h: int


def _widest(base: QFont, headers: Sequence[str], rows: Sequence[Sequence[str]]) -> list[list[str]]:
    """Each column's texts that can be its widest at any type size: every distinct text
    measured once, at one size, and those within ``WIDEST_MARGIN`` of the widest kept
    (text widths grow with the type size; hinting moves them a little). The type sizes are
    then tried on these few, not on 2,000 rows each."""
    fm = QFontMetrics(font_of(base, REFERENCE_PIXELS))
    widest: list[list[str]] = []
    for column in range(len(headers)):
        widths = {
            text: fm.horizontalAdvance(text)
            for text in {row[column] for row in rows if column < len(row)}
        }
        top = max(widths.values(), default=0)
        widest.append([t for t, w in widths.items() if w >= top * (1 - WIDEST_MARGIN) - 2])
    return widest


def _natural(
    headers: Sequence[str], widest: Sequence[Sequence[str]], body: QFont, bold: QFont
) -> list[float]:
    """Each column as wide as its header (in bold) or its widest cell, plus padding."""
    fm, fb = QFontMetrics(body), QFontMetrics(bold)
    pad = fm.averageCharWidth() * PAD * 2 + 2  # 2: rounding never shortens a header
    return [
        max([fb.horizontalAdvance(h)] + [fm.horizontalAdvance(t) for t in texts]) + pad
        for h, texts in zip(headers, widest, strict=True)
    ]


def fit_table(
    base: QFont,
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    flexible: Sequence[int],
    width: float,
    largest: int,
    smallest: int,
) -> TableFit:
    """The largest type from ``largest`` down to ``smallest`` pixels at which every header
    and cell shows whole. At the smallest type the ``flexible`` columns (names, clubs)
    give way, down to 12 characters or their header each, sharing what is left in
    proportion to their natural widths (the painter shortens their long cells with "…");
    the other columns always show whole."""
    pixels = largest
    widest = _widest(base, headers, rows)
    while True:
        body = font_of(base, pixels)
        bold = font_of(base, pixels, bold=True)
        natural = _natural(headers, widest, body, bold)
        fixed = sum(w for c, w in enumerate(natural) if c not in flexible)
        char = QFontMetrics(body).averageCharWidth()
        least = [
            min(natural[c], max(char * 12, QFontMetrics(bold).horizontalAdvance(headers[c])))
            for c in flexible
        ]
        if fixed + sum(natural[c] for c in flexible) <= width or pixels <= smallest:
            break
        pixels -= 1
    room = max(width - fixed, sum(least))
    wanted = sum(natural[c] for c in flexible) or 1.0
    widths = list(natural)
    if room >= wanted:
        spare = width - fixed - wanted  # shared out evenly: the table spans the screen
        for c in flexible:
            widths[c] = natural[c] + spare / max(len(flexible), 1)
    else:
        for c, low in zip(flexible, least, strict=True):
            widths[c] = max(low, room * natural[c] / wanted)
    return TableFit(pixels=pixels, widths=tuple(widths), row_h=row_height(body))


@dataclass(frozen=True, slots=True)
class ColumnsFit:
    """The "where do I sit" list: type size, columns across, rows down each column."""

    pixels: int
    columns: int
    rows: int
    widths: tuple[float, float, float]
    """Name, table and seat within one column."""
    gap: float
    row_h: int

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def fit_columns(
    base: QFont,
    headers: tuple[str, str, str],
    entries: Sequence[tuple[str, str, str]],
    width: float,
    height: float,
    largest: int,
    smallest: int,
) -> ColumnsFit:
    """The largest type (``largest`` down to ``smallest`` pixels) at which every entry
    (name, table, seat) fits on one screen in columns read top to bottom; at the smallest
    type the list pages. Each column has its header row."""
    pixels = largest
    widest = _widest(base, headers, entries)
    while True:
        body = font_of(base, pixels)
        bold = font_of(base, pixels, bold=True)
        natural = _natural(headers, widest, body, bold)
        # A very long name is shortened rather than take a column of its own.
        natural[0] = min(natural[0], QFontMetrics(body).averageCharWidth() * 26)
        gap = QFontMetrics(body).averageCharWidth() * 2.5
        column = sum(natural)
        row_h = row_height(body)
        columns = max(1, int((width + gap) // (column + gap)))
        rows = max(1, int(height // row_h) - 1)  # less the header row
        if columns * rows >= len(entries) or pixels <= smallest:
            break
        pixels -= 1
    # The columns spread over the screen: the spare width goes to the names.
    used = min(columns, max(1, -(-len(entries) // rows)))
    spare = (width - used * column - (used - 1) * gap) / used if used else 0.0
    name = natural[0] + max(0.0, min(spare, natural[0]))
    return ColumnsFit(
        pixels=pixels,
        columns=columns,
        rows=rows,
        widths=(name, natural[1], natural[2]),
        gap=gap,
        row_h=row_h,
    )


def split_evenly(entries: Sequence[T], rows: int) -> list[Sequence[T]]:
    """A page's entries in as few columns of at most ``rows`` as they need, filled evenly
    (17 names in columns of at most 16 are 9 and 8 high, not 16 and 1)."""
    if not entries:
        return []
    needed = -(-len(entries) // max(rows, 1))
    down = -(-len(entries) // needed)
    return [entries[start : start + down] for start in range(0, len(entries), down)]
