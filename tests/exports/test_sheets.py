"""Score sheets: one page per table with names, seats, starters and one row per game."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from tournament.exports.model import ExportCancelled, ExportError, SeatEntry, SheetTable
from tournament.exports.sheets import write_score_sheets

from .samples import UNICODE_NAMES, pdf_info, pdf_pages, seating


def _boxes(page: str) -> list[str]:
    """The round and table numbers: the first two lines that are only a number."""
    lines = [line.strip() for line in page.splitlines()]
    return [line for line in lines if line.isdigit()][:2]


def test_one_page_per_table_with_names_round_and_table(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    data = seating(tables=3)
    assert write_score_sheets(data, target) == 3
    pages = pdf_pages(target)
    assert len(pages) == 3
    for page, table in zip(pages, data.tables, strict=True):
        assert "Spielzettel" in page
        assert "Herbstturnier Überlingen" in page
        for seat in table.seats:
            assert seat.name in page
            assert seat.club in page
        assert _boxes(page) == ["3", str(table.number)]
    assert all(name in pages[0] for name in UNICODE_NAMES)


def test_game_rows_follow_the_table_size(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    write_score_sheets(seating(tables=2), target)
    three, four = pdf_pages(target)
    assert "Platz 3" in three and "Platz 4" not in three
    assert "Platz 4" in four
    # The starter column names the player of seat k for game k.
    names_three = re.findall(r"^(Łukasz Żółć|Zoë Ångström|Çağrı Öztürk)$", three, re.M)
    assert names_three.count("Zoë Ångström") >= 2  # seat list, column head, starter of game 2


def test_claims_column_only_for_plus(tmp_path: Path) -> None:
    basic, plus = tmp_path / "basic.pdf", tmp_path / "plus.pdf"
    write_score_sheets(seating(), basic)
    write_score_sheets(seating(plus=True), plus)
    assert "Claims" not in pdf_pages(basic)[0]
    assert pdf_pages(plus)[0].count("Claims") >= 3
    assert "MP nach Rang: 3 / 2 / 1" in pdf_pages(basic)[0].replace("\n", " ")
    assert "MP nach Rang: 4 / 3 / 2 / 1" in pdf_pages(plus)[1].replace("\n", " ")


def test_starters_given_by_the_table_are_printed(tmp_path: Path) -> None:
    data = seating(tables=1)
    table = dataclasses.replace(data.tables[0], starters=(3, 1, 2))
    target = tmp_path / "sheets.pdf"
    write_score_sheets(dataclasses.replace(data, tables=(table,)), target)
    page = pdf_pages(target)[0]
    # "starts game" column: seat 1 starts game 2, seat 2 game 3, seat 3 game 1.
    assert table.starter_of(1) is not None and table.starter_of(1).seat == 3
    lines = [line.strip() for line in page.splitlines() if line.strip()]
    after_header = lines[lines.index("beginnt Spiel") + 1 :]
    numbers = [line for line in after_header[:12] if line in {"1", "2", "3"}]
    assert numbers[:6] == ["1", "2", "2", "3", "3", "1"]


def test_english_letter(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    write_score_sheets(seating(), target, language="en", page_size="Letter")
    page = pdf_pages(target)[0]
    assert "Score sheet" in page and "Director's remarks" in page and "Initials" in page
    assert "Rules: Game: Stein-Rummy" in page.replace("\n", " ")
    assert "letter" in pdf_info(target)["Page size"]


def test_a4_is_the_default(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    write_score_sheets(seating(), target)
    assert "A4" in pdf_info(target)["Page size"]


def test_blank_sheets_leave_names_empty(tmp_path: Path) -> None:
    target = tmp_path / "blank.pdf"
    assert write_score_sheets(seating(), target, blank=True) == 2
    page = pdf_pages(target)[0]
    assert not any(name in page for name in UNICODE_NAMES)
    assert "Platz 1" in page and _boxes(page) == ["3", "1"]


def test_blank_sheet_without_tables(tmp_path: Path) -> None:
    data = dataclasses.replace(seating(), tables=(), round_number=None)
    target = tmp_path / "blank.pdf"
    assert write_score_sheets(data, target, blank=True) == 1
    page = pdf_pages(target)[0]
    assert "Platz 4" in page
    with pytest.raises(ExportError, match="no tables"):
        write_score_sheets(data, tmp_path / "none.pdf")
    assert not (tmp_path / "none.pdf").exists()


def test_markup_in_names_is_printed_as_written(tmp_path: Path) -> None:
    seats = (SeatEntry(1, "<b>Bold</b> & Co"), SeatEntry(2, "A&amp;B"), SeatEntry(3, "x<y"))
    data = dataclasses.replace(seating(), tables=(SheetTable(1, seats),))
    target = tmp_path / "sheets.pdf"
    write_score_sheets(data, target)
    page = pdf_pages(target)[0]
    assert "<b>Bold</b> & Co" in page and "A&amp;B" in page and "x<y" in page


def test_progress_and_cancel_keep_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    calls: list[tuple[int, int]] = []
    write_score_sheets(seating(tables=3), target, progress=lambda d, t: calls.append((d, t)))
    assert calls[0] == (0, 3) and calls[-1] == (3, 3)
    before = target.read_bytes()
    with pytest.raises(ExportCancelled):
        write_score_sheets(seating(tables=3), target, progress=lambda done, total: done < 2)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]


@pytest.mark.parametrize(("option", "value"), [("language", "fr"), ("page_size", "A3")])
def test_bad_options_are_refused(tmp_path: Path, option: str, value: str) -> None:
    with pytest.raises(ExportError, match=value):
        write_score_sheets(seating(), tmp_path / "x.pdf", **{option: value})  # type: ignore[arg-type]


def test_greek_and_cyrillic_names(tmp_path: Path) -> None:
    names = ("Αλέξανδρος Παπαδόπουλος", "Дмитрий Иванов", "Nguyễn Thị Ánh")
    seats = tuple(SeatEntry(n, name) for n, name in enumerate(names, start=1))
    data = dataclasses.replace(seating(), tables=(SheetTable(1, seats),))
    target = tmp_path / "sheets.pdf"
    write_score_sheets(data, target)
    page = pdf_pages(target)[0]
    assert all(name in page for name in names)


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
def test_a_sheet_always_fits_one_page(tmp_path: Path, page_size: str) -> None:
    data = seating(plus=True, tables=2)
    long_name = "Internationales Stein-Rummy-Turnier um den Großen Preis der Stadt " * 2
    tournament = dataclasses.replace(data.tournament, name=long_name, place="Kurhaus " * 8)
    tables = tuple(dataclasses.replace(t, group="A") for t in data.tables)
    data = dataclasses.replace(data, tournament=tournament, tables=tables)
    target = tmp_path / "sheets.pdf"
    calls: list[tuple[int, int]] = []
    pages = write_score_sheets(
        data, target, page_size=page_size, language="en", progress=lambda d, t: calls.append((d, t))
    )
    assert pages == len(pdf_pages(target)) == 2
    assert calls == [(0, 2), (1, 2), (2, 2)]
    assert "Director's signature" in pdf_pages(target)[1]


def test_target_must_be_a_file_in_an_existing_folder(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="is a folder"):
        write_score_sheets(seating(), tmp_path)
    with pytest.raises(ExportError, match="does not exist"):
        write_score_sheets(seating(), tmp_path / "missing" / "x.pdf")
    assert list(tmp_path.iterdir()) == []
