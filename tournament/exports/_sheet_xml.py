"""A worksheet's rows written as SpreadsheetML text, for workbooks with many rows.

openpyxl builds a cell object and an XML element for every cell it writes: at 2,000
players x 15 rounds (900,000 cells) that alone takes most of the workbook's time. Here a
write-only sheet gets its header row, settings and tail from openpyxl as before; its data
rows are then written as text straight into the sheet's part, the very bytes openpyxl
writes for them (inline strings, numbers as ``%.16g``, characters beyond ASCII as
character references, the same style ids). Cells that are not a plain number or text (a
cell made ready with its own format, a time, a string that openpyxl would read as a
formula or an error code) are still built by openpyxl, in the same order as before, so
the workbook's styles come out in the same order too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import ERROR_CODES, Cell
from openpyxl.compat import safe_string
from openpyxl.utils import get_column_letter
from openpyxl.utils.datetime import to_excel
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

# What openpyxl refuses or changes in a string: control characters (it raises), characters
# XML has no place for (its writer raises), more than Excel's 32,767 characters (it cuts).
# Such a string goes through openpyxl's own cell.
_UNUSUAL = re.compile(r"[\000-\010\013\014\016-\037\ufffe\uffff\ud800-\udfff]")
# What lxml refuses to write (openpyxl's writer then fails): U+FFFE, U+FFFF, lone surrogates.
_NOT_XML = re.compile(r"[\ufffe\uffff\ud800-\udfff]")
_MAX_TEXT = 32767
_ERRORS = frozenset(ERROR_CODES)
# lxml's escaping of text; characters beyond ASCII become references when encoded.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"})
_EXACT = 10**16  # whole numbers below this print all their digits in %.16g
_CHUNK_ROWS = 2000  # rows turned into bytes at a time: a big sheet never sits in memory twice


def _plain_text(value: str) -> bool:
    """Whether openpyxl would write ``value`` as an inline string just as it is."""
    if len(value) > _MAX_TEXT or value in _ERRORS or _UNUSUAL.search(value):
        return False
    return not (len(value) > 1 and value.startswith("="))


def _string(ref: str, value: str, style: str = "") -> str:
    if value == "":
        return f'<c r="{ref}"{style} t="inlineStr"></c>'
    space = ' xml:space="preserve"' if value != value.strip() else ""
    text = value.translate(_ESCAPES)
    return f'<c r="{ref}"{style} t="inlineStr"><is><t{space}>{text}</t></is></c>'


def _number(value: int | float) -> str:
    """A number as openpyxl's ``safe_string`` writes it (``%.16g``; nothing for NaN and
    infinities)."""
    if type(value) is int and -_EXACT < value < _EXACT:
        return str(value)  # the same digits, quicker
    if value - value != 0:  # NaN or an infinity
        return ""
    return f"{value:.16g}"


def _cell(ref: str, cell: Cell) -> str:
    """A cell openpyxl built, written as openpyxl's writer writes it."""
    style = f' s="{cell.style_id}"' if cell.has_style else ""
    value = cell._value
    kind = cell.data_type
    if kind == "s":
        text = "" if value is None else str(value)
        if _NOT_XML.search(text):
            text.encode("utf-8")  # a lone surrogate fails here, as in openpyxl's writer
            raise ValueError(
                "All strings must be XML compatible: Unicode or ASCII, no NULL "
                "bytes or control characters"
            )
        return _string(ref, text, style)
    if kind == "f":  # a formula: no type, its text without "=", an empty cached value
        return f'<c r="{ref}"{style}><f>{str(value)[1:].translate(_ESCAPES)}</f><v></v></c>'
    if kind == "d":
        kind, value = "n", to_excel(value, cell.parent.parent.epoch)
    if value is None or value == "":
        return f'<c r="{ref}"{style} t="{kind}"></c>'
    text = safe_string(value).translate(_ESCAPES)
    return f'<c r="{ref}"{style} t="{kind}"><v>{text}</v></c>'


class RowWriter:
    """Turns a sheet's rows (from the second on) into SpreadsheetML.

    ``formats`` maps a column (0-based) to the number format its numbers get; a value that
    is an openpyxl cell is written with its own value and style.
    """

    def __init__(self, sheet: WriteOnlyWorksheet, formats: dict[int, str], columns: int) -> None:
        self.sheet = sheet
        self.formats = formats
        self.letters = [get_column_letter(index) for index in range(1, columns + 1)]
        self._format_columns = sorted(formats)
        self._formatted: dict[str, Cell] = {}  # a number format -> a cell carrying it
        self._style_ids: dict[str, str] = {}

    def _format_cell(self, number_format: str) -> Cell:
        """The cell standing for every number of this format (made, and the format
        registered, where openpyxl made the first of them)."""
        cell = self._formatted.get(number_format)
        if cell is None:
            cell = WriteOnlyCell(self.sheet, value=0)
            cell.number_format = number_format
            self._formatted[number_format] = cell
        return cell

    def _format_style(self, number_format: str) -> str:
        style = self._style_ids.get(number_format)
        if style is None:
            style = f' s="{self._formatted[number_format].style_id}"'
            self._style_ids[number_format] = style
        return style

    def row(self, number: int, values: Sequence[object]) -> str:
        letters, formats = self.letters, self.formats
        # As openpyxl: first the cells of the columns with a number format (registering the
        # format), then each cell in turn, its style registered as it is written.
        prepared: list[Any] = list(values)
        for index in self._format_columns:
            if index >= len(values):
                break
            value = values[index]
            kind = type(value)
            if kind is float or kind is int:
                self._format_cell(formats[index])
            elif value is not None and kind is not str and not isinstance(value, Cell):
                cell = WriteOnlyCell(self.sheet, value=value)
                cell.number_format = formats[index]
                prepared[index] = cell
        parts = [f'<row r="{number}">']
        for index, value in enumerate(prepared):
            if value is None:
                continue
            ref = f"{letters[index]}{number}"
            kind = type(value)
            if kind is int or kind is float:
                style = self._format_style(formats[index]) if formats and index in formats else ""
                parts.append(f'<c r="{ref}"{style} t="n"><v>{_number(value)}</v></c>')
                continue
            if kind is str and _plain_text(value):
                parts.append(_string(ref, value))
                continue
            cell = value if isinstance(value, Cell) else WriteOnlyCell(self.sheet, value=value)
            if cell._value is None and not cell.has_style:
                continue
            parts.append(_cell(ref, cell))
        parts.append("</row>")
        return "".join(parts)


def append_rows(
    sheet: WriteOnlyWorksheet,
    rows: Iterable[Sequence[object]],
    formats: dict[int, str],
    columns: int,
) -> None:
    """Write ``rows`` after the header row of ``sheet``, which openpyxl has closed (its
    part holds the header row, and the settings after the rows)."""
    part = Path(sheet._writer.out)
    written = part.read_bytes()
    end = written.find(b"</sheetData>")
    if end < 0:
        raise ValueError(f"sheet {sheet.title!r}: no header row to write the rows after")
    writer = RowWriter(sheet, formats, columns)
    with part.open("wb") as out:
        out.write(written[:end])
        chunk: list[str] = []
        for number, values in enumerate(rows, start=2):
            chunk.append(writer.row(number, values))
            if len(chunk) == _CHUNK_ROWS:
                out.write("".join(chunk).encode("ascii", "xmlcharrefreplace"))
                chunk.clear()
        out.write("".join(chunk).encode("ascii", "xmlcharrefreplace"))
        out.write(written[end:])


__all__ = ["append_rows"]
