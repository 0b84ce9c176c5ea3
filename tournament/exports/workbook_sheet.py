"""A workbook's sheets as the app writes them (openpyxl, write-only): a styled, frozen header
row with an autofilter, column widths that fit, numbers exact as Excel can hold them, and text
from a person always written as text (a value starting with ``=``, ``+``, ``-`` or ``@`` is
never a formula, one such as ``#N/A`` never an error value). Every workbook of the exports
(standings, the card games' sheets, the crosstable, the season) is made of these.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Sequence
from datetime import datetime
from fractions import Fraction

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import Cell
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

from tournament.exports._sheet_xml import append_rows

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "#")
"""How a text starts that a spreadsheet would run as a formula or read as an error code
("#N/A"): such a text is written as a text cell with the quote prefix."""
PERCENT_FORMAT = "0.0%"
SHARED_RANK_FORMAT = '"="0'
MAX_WIDTH = 45
_HEADER_FONT = Font(name="Calibri", size=11, bold=True, color="FFFFFF")
_HEADER_FILL = PatternFill("solid", fgColor="3A4F66")
_HEADER_BORDER = Border(bottom=Side(style="medium", color="1A1A1A"))
_HEADER_ALIGN = Alignment(horizontal="center", vertical="center")
TITLE_FONT = Font(name="Calibri", size=14, bold=True)


def excel_number(value: Fraction | int | None) -> float | int | None:
    """An exact value as Excel holds numbers: whole numbers stay int, halves are exact."""
    if value is None or type(value) is int:
        return value
    exact = value if isinstance(value, Fraction) else Fraction(value)
    if exact.denominator == 1:
        return exact.numerator
    return float(exact)


def excel_time(moment: datetime | None) -> datetime | None:
    """Excel has no time zones: a zone-aware time is shown in local time."""
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone().replace(tzinfo=None)


class Sheet:
    """A write-only sheet with a header row, widths from its content and an autofilter."""

    def __init__(self, workbook: Workbook, title: str) -> None:
        self.sheet: WriteOnlyWorksheet = workbook.create_sheet(title=title[:31])
        self.rows: list[list[object]] = []
        self.widths: list[int] = []
        self.headers: list[str] = []
        self.formats: dict[int, str] = {}

    def header(self, labels: Sequence[str], formats: dict[int, str] | None = None) -> None:
        """The column labels, and number formats by column index (0-based)."""
        self.headers = list(labels)
        self.widths = [len(label) + 3 for label in labels]
        self.formats = dict(formats or {})

    def add(self, values: Sequence[object]) -> None:
        row = list(values)
        widths = self.widths
        for index, value in enumerate(row):
            kind = type(value)
            if kind is str:
                width = len(value)  # type: ignore[arg-type]
            elif kind is int:
                width = len(str(value))
            else:
                if isinstance(value, Cell):  # a cell made ready with its own format
                    value = value.value
                if value is None:
                    continue
                width = len(str(value)) if not isinstance(value, float) else 6
                if isinstance(value, datetime):
                    width = 16
            if width + 2 > widths[index]:
                widths[index] = min(width + 2, MAX_WIDTH)
        self.rows.append(row)

    def _cells(self) -> Iterator[list[object]]:
        """The rows, a value starting like a formula made a text cell."""
        sheet = self.sheet
        for row in self.rows:
            yield [
                text_cell(sheet, value)
                if isinstance(value, str) and value.startswith(FORMULA_STARTS)
                else value
                for value in row
            ]

    def write(self, *, freeze: str = "A2", footer: str = "") -> int:
        sheet = self.sheet
        for index, width in enumerate(self.widths, start=1):
            sheet.column_dimensions[get_column_letter(index)].width = width
        sheet.freeze_panes = freeze
        # Printed: landscape, all columns on the page width, the header row on every page.
        sheet.print_title_rows = "1:1"
        sheet.page_setup.orientation = "landscape"
        sheet.page_setup.fitToWidth = 1
        sheet.page_setup.fitToHeight = 0
        sheet.sheet_properties.pageSetUpPr.fitToPage = True
        if footer:
            # Excel's header/footer codes start with "&"; a literal one is doubled.
            sheet.oddFooter.center.text = footer.replace("&", "&&")[:250]
            sheet.oddFooter.center.size = 7
        last = get_column_letter(len(self.headers))
        sheet.auto_filter.ref = f"A1:{last}{len(self.rows) + 1}"
        head = []
        for label in self.headers:
            cell = WriteOnlyCell(sheet, value=label)
            cell.font = _HEADER_FONT
            cell.fill = _HEADER_FILL
            cell.border = _HEADER_BORDER
            cell.alignment = _HEADER_ALIGN
            head.append(cell)
        sheet.append(head)
        sheet.close()  # the header row and the sheet's settings; the rows go in after it
        append_rows(sheet, self._cells(), self.formats, len(self.headers))
        return len(self.rows)


def text_cell(sheet: WriteOnlyWorksheet, value: str) -> WriteOnlyCell:
    """A cell that shows ``value`` as text, whatever character it starts with."""
    cell = WriteOnlyCell(sheet, value=value)
    cell.data_type = "s"
    cell.quotePrefix = True
    return cell


def shared_rank_cell(sheet: WriteOnlyWorksheet, rank: int) -> WriteOnlyCell:
    """A shared rank: the number (so the column still sorts), shown as "=2" (RULINGS §6)."""
    cell = WriteOnlyCell(sheet, value=rank)
    cell.number_format = SHARED_RANK_FORMAT
    return cell


def discard_workbook(workbook: Workbook) -> None:
    """Close and remove the temporary files of a write-only workbook that is not saved
    (a cancelled or failed export), so nothing is left open."""
    for sheet in workbook.worksheets:
        # Best effort: the export has failed already; its own error is what matters.
        with contextlib.suppress(Exception):
            if not sheet.closed:
                sheet.close()
            writer = getattr(sheet, "_writer", None)
            if writer is not None and os.path.exists(writer.out):
                writer.cleanup()


__all__ = [
    "FORMULA_STARTS",
    "PERCENT_FORMAT",
    "SHARED_RANK_FORMAT",
    "TITLE_FONT",
    "Sheet",
    "discard_workbook",
    "excel_number",
    "excel_time",
    "shared_rank_cell",
    "text_cell",
]
