"""The workbook's rows written as text are the bytes openpyxl writes for the same rows."""

from __future__ import annotations

import math
import zipfile
from datetime import datetime
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import Workbook, load_workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.styles import Font
from openpyxl.utils.exceptions import IllegalCharacterError

from tournament.exports._sheet_xml import append_rows
from tournament.exports.workbook_sheet import (
    FORMULA_STARTS,
    PERCENT_FORMAT,
    Sheet,
    shared_rank_cell,
    text_cell,
)

TIME_FORMAT = "dd.mm.yyyy hh:mm"
FORMATS = {2: PERCENT_FORMAT, 4: TIME_FORMAT}
BOLD = Font(bold=True)


def _filled(book: Workbook, title: str, rows: list[list[object]]) -> Sheet:
    """A sheet with ``rows`` added and its (bold) header row written through openpyxl."""
    sheet = Sheet(book, title)
    sheet.header([f"h{index}" for index in range(max(map(len, rows)))], FORMATS)
    for row in rows:
        sheet.add(row)
    head = []
    for label in sheet.headers:
        cell = WriteOnlyCell(sheet.sheet, value=label)
        cell.font = BOLD
        head.append(cell)
    sheet.sheet.append(head)
    return sheet


def _reference(book: Workbook, title: str, rows: list[list[object]]) -> None:
    """The rows as openpyxl writes them itself, cell by cell (how the sheets were written)."""
    sheet = _filled(book, title, rows)
    ws = sheet.sheet
    for row in sheet.rows:
        out: list[object] = list(row)
        for index, value in enumerate(row):
            if isinstance(value, str):
                if value.startswith(FORMULA_STARTS):
                    out[index] = text_cell(ws, value)
            elif index in FORMATS and value is not None:
                cell = WriteOnlyCell(ws, value=value)
                cell.number_format = FORMATS[index]
                out[index] = cell
        ws.append(out)


def _ours(book: Workbook, title: str, rows: list[list[object]]) -> None:
    sheet = _filled(book, title, rows)
    sheet.sheet.close()
    append_rows(sheet.sheet, sheet._cells(), sheet.formats, len(sheet.headers))


def _parts(path: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(path) as book:
        return {name: book.read(name) for name in book.namelist() if name != "docProps/core.xml"}


def _both(tmp_path: Path, make_rows: object) -> tuple[dict[str, bytes], dict[str, bytes]]:
    written = []
    for name, write in (("reference", _reference), ("ours", _ours)):
        book = Workbook(write_only=True)
        rows = make_rows(book)  # type: ignore[operator]
        write(book, "S", rows)
        target = tmp_path / f"{name}.xlsx"
        book.save(target)
        written.append(_parts(target))
    return written[0], written[1]


def test_every_kind_of_value_is_written_as_openpyxl_writes_it(tmp_path: Path) -> None:
    def rows(book: Workbook) -> list[list[object]]:
        ws = book.create_sheet("ranks")  # shared-rank cells are made before the rows
        formula = WriteOnlyCell(ws, value="=SUM(A1:A3)")
        return [
            [formula, "=", None, None, None, "<b>&amp;</b>"],
            [shared_rank_cell(ws, 2), "Zoë Ångström ✓ 😀", 0.875, 3, datetime(2026, 3, 1, 19, 5)],
            [1, " leading", 1 / 3, -7, None, "a&b<c>d\"e'", "tab\tand\nline", "cr\rx"],
            [10**16 + 1, "trailing ", 2.0, 1e-7, datetime(2026, 3, 1, 21, 0, 30), "", True],
            ["=SUMME(A1:A9)", "+49 171", "-5", "@home", "#N/A", "=", math.nan, math.inf],
            [Decimal("1.5"), "x" * 40000, None, None, None, "Łukasz Żółć", False, -0.0],
        ]

    reference, ours = _both(tmp_path, rows)
    assert reference.keys() == ours.keys()
    for name in reference:
        assert ours[name] == reference[name], name


names = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)
values = st.one_of(
    st.none(),
    st.integers(-(10**17), 10**17),
    st.floats(allow_nan=False, allow_infinity=False),
    names,
)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(st.lists(values, min_size=6, max_size=6), min_size=1, max_size=8))
def test_any_rows_are_written_as_openpyxl_writes_them(
    tmp_path: Path, table: list[list[object]]
) -> None:
    texts = "".join(value for row in table for value in row if isinstance(value, str))
    if any(ord(c) < 32 and c not in "\t\n\r" for c in texts) or {"\ufffe", "\uffff"} & set(
        texts
    ):  # openpyxl refuses control characters and what XML cannot hold; so do we. (Its own
        # writer, refusing, leaves the sheet's generators half-run; their clean-up later
        # raises in whatever test is running then. So only the rows writer is tried here.)
        with pytest.raises((IllegalCharacterError, ValueError)):
            _ours(Workbook(write_only=True), "S", table)
        return
    reference, ours = _both(tmp_path, lambda book: table)
    assert ours == reference


@pytest.mark.parametrize(
    ("character", "error"),
    [("\x1b", IllegalCharacterError), ("\uffff", ValueError), ("\ud800", UnicodeEncodeError)],
)
def test_a_text_xml_cannot_hold_is_refused_as_openpyxl_refuses_it(
    tmp_path: Path, character: str, error: type[Exception]
) -> None:
    for write in (_reference, _ours):
        with pytest.raises(error):
            write(Workbook(write_only=True), "S", [[f"Zoë{character}"]])


def test_the_rows_read_back(tmp_path: Path) -> None:
    book = Workbook(write_only=True)
    _ours(book, "S", [[1, "Zoë", 0.5, None, datetime(2026, 3, 1, 19, 5)], [2, "=1+1", 0.25]])
    book.save(tmp_path / "t.xlsx")
    sheet = load_workbook(tmp_path / "t.xlsx")["S"]
    assert [cell.value for cell in sheet[2]] == [1, "Zoë", 0.5, None, datetime(2026, 3, 1, 19, 5)]
    assert sheet["C2"].number_format == PERCENT_FORMAT
    assert sheet["E2"].number_format == TIME_FORMAT
    assert sheet["B3"].value == "=1+1" and sheet["B3"].data_type == "s"
    assert sheet["B3"].quotePrefix
