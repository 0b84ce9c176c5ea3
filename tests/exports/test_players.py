"""Player lists from .xlsx and .csv: a preview with every problem by row, nothing more."""

from __future__ import annotations

import unicodedata
from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import Workbook

from tournament.exports.players import (
    PlayerImportError,
    name_key,
    preview_player_file,
    preview_player_rows,
)
from tournament.scoring.limits import NAME_LIMIT
from tournament.services.dto import PlayerEntry

LIST = [
    ["Name", "Verein", "Gruppe"],
    ["Łukasz Żółć", "TSV Ötigheim", "a"],
    ["Zoë Ångström", "", "B"],
    ["Çağrı Öztürk", "Verein; mit Semikolon", ""],
]


def _csv(rows: list[list[str]], delimiter: str) -> str:
    def quote(cell: str) -> str:
        return f'"{cell}"' if delimiter in cell or '"' in cell else cell

    return "".join(delimiter.join(quote(c) for c in row) + "\r\n" for row in rows)


@pytest.mark.parametrize(
    ("encoding", "delimiter", "found"),
    [
        ("utf-8", ";", "utf-8"),
        ("utf-8-sig", ";", "utf-8-sig"),
        ("utf-8", ",", "utf-8"),
        ("utf-16", "\t", "utf-16"),
    ],
)
def test_csv_in_unicode_encodings(
    tmp_path: Path, encoding: str, delimiter: str, found: str
) -> None:
    path = tmp_path / "players.csv"
    path.write_bytes(_csv(LIST, delimiter).encode(encoding))
    preview = preview_player_file(path)
    assert (preview.encoding, preview.delimiter) == (found, delimiter)
    assert preview.ok and preview.problems == ()
    assert preview.entries() == [
        PlayerEntry("Łukasz Żółć", "TSV Ötigheim", "A"),
        PlayerEntry("Zoë Ångström", "", "B"),
        PlayerEntry("Çağrı Öztürk", "Verein; mit Semikolon", ""),
    ]
    assert [row.row for row in preview.rows] == [2, 3, 4]


def test_csv_in_windows_encoding(tmp_path: Path) -> None:
    rows = [
        ["NAME", "club"],
        ["Jürgen Weiß", "Köln"],
        ["René Groß", "Düsseldorf"],
        ["Ægir Øster", "Ærø"],
    ]
    path = tmp_path / "players.csv"
    path.write_bytes(_csv(rows, ";").encode("cp1252"))
    preview = preview_player_file(path)
    assert preview.encoding == "cp1252"
    assert [(row.name, row.club) for row in preview.rows] == [tuple(r) for r in rows[1:]]
    assert preview.columns == {"name": "NAME", "club": "club"}


def test_xlsx_with_numbers_dates_and_blank_rows(tmp_path: Path) -> None:
    book = Workbook()
    sheet = book.active
    sheet.append([None])
    sheet.append(["Spieler", "Verein", "GRUPPE", "Geburtstag"])
    sheet.append(["Łukasz Żółć", 1860, "b", date(1990, 5, 17)])
    sheet.append([None, None, None])
    sheet.append(["  Zoë   Ångström ", None, None, None])
    path = tmp_path / "players.xlsx"
    book.save(path)
    preview = preview_player_file(path)
    assert preview.header_row == 2
    assert [(row.row, row.name, row.club, row.group) for row in preview.rows] == [
        (3, "Łukasz Żółć", "1860", "B"),
        (5, "Zoë Ångström", "", ""),
    ]
    (note,) = preview.problems
    assert (note.code, note.row, note.value, note.blocking) == (
        "unknown_column",
        2,
        "Geburtstag",
        False,
    )
    assert preview.ok
    assert note.message("de") == "Spalte „Geburtstag“ ist unbekannt und wird nicht übernommen"


def test_first_and_last_name_columns_are_joined() -> None:
    preview = preview_player_rows([["Vorname", "Nachname", "Verein"], ["Anna", "Müller", "TSV"]])
    assert [(row.name, row.club) for row in preview.rows] == [("Anna Müller", "TSV")]
    (note,) = preview.problems
    assert (note.code, note.row, note.blocking) == ("joined_columns", 1, False)
    assert note.message("de") == "Die Namen sind aus „Vorname“ und „Nachname“ zusammengesetzt"
    assert note.message("en") == "the names are joined from “Vorname” and “Nachname”"


@pytest.mark.parametrize(
    ("header", "row"),
    [
        (["Nr", "Vorname", "Name", "Verein"], ["1", "Max", "Mustermann", "TSV"]),
        (["Name", "Vorname", "Verein"], ["Mustermann", "Max", "TSV"]),
        (["First name", "Last name", "Club"], ["Max", "Mustermann", "TSV"]),
        (["Surname", "Given name", "Club"], ["Mustermann", "Max", "TSV"]),
        (["First Name", "Name", "Club"], ["Max", "Mustermann", "TSV"]),
    ],
)
def test_a_first_name_column_is_never_dropped(header: list[str], row: list[str]) -> None:
    """A German list often has "Name" for the family name beside "Vorname"."""
    preview = preview_player_rows([header, row])
    assert [(r.name, r.club) for r in preview.rows] == [("Max Mustermann", "TSV")]
    assert preview.ok


def test_a_name_column_beside_first_and_last_name_is_named_as_left_out() -> None:
    preview = preview_player_rows(
        [["Name", "Vorname", "Nachname"], ["M. Mustermann", "Max", "Mustermann"]]
    )
    assert [r.name for r in preview.rows] == ["Max Mustermann"]
    assert [(p.code, p.value, p.column) for p in preview.problems] == [
        ("unused_column", "Name", ""),
        ("joined_columns", "Vorname", "Nachname"),
    ]
    assert preview.problems[0].message("en") == "column “Name” is not imported"


def test_every_problem_listed_by_row() -> None:
    preview = preview_player_rows(
        [
            ["Name", "Club", "Group", "Phone"],
            ["Anna", "", "A"],
            ["", "TSV", "A"],
            ["ANNA ", "", "B"],
            ["Bernd", "", "AB"],
            ["Carla", "", "7"],
            ["Dieter", "x" * (NAME_LIMIT + 1), ""],
            ["Erika"],
        ],
        existing_names=["Erika"],
    )
    found = [(p.row, p.code) for p in preview.problems]
    assert found == [
        (1, "unknown_column"),
        (3, "empty_name"),
        (4, "duplicate"),
        (5, "bad_group"),
        (6, "bad_group"),
        (7, "too_long"),
        (8, "registered"),
    ]
    assert not preview.ok
    assert preview.problems_in(4)[0].first == 2
    assert str(preview.problems_in(4)[0]) == "row 4: ANNA is already in row 2"
    assert preview.problems_in(5)[0].message("de") == "Zeile 5: Gruppe „AB“ gibt es nicht (A–Z)"
    assert preview.problem_rows() == (3, 4, 5, 6, 7, 8)
    with pytest.raises(PlayerImportError, match="not imported: row 3: no name"):
        preview.entries()


def test_leaving_out_the_bad_rows_gives_a_clean_list() -> None:
    preview = preview_player_rows([["Name"], ["Anna"], [""], ["anna"], ["Bernd"]])
    # An empty row is skipped, a row with only an empty name cell too.
    assert [row.name for row in preview.rows] == ["Anna", "anna", "Bernd"]
    clean = preview.without_rows(preview.problem_rows())
    assert clean.ok and clean.skipped == (4,)
    assert [entry.name for entry in clean.entries()] == ["Anna", "Bernd"]
    # Leaving out the first of two duplicates keeps the second.
    other = preview.without_rows([2])
    assert other.ok and [entry.name for entry in other.entries()] == ["anna", "Bernd"]


def test_groups_of_the_tournament() -> None:
    rows = [["Name", "Gruppe"], ["Anna", "a"], ["Bernd", "Sieger"], ["Carla", "C"]]
    preview = preview_player_rows(rows, groups=("A", "Sieger"))
    assert [row.group for row in preview.rows] == ["A", "Sieger", "C"]
    (problem,) = preview.problems
    assert (problem.row, problem.code) == (4, "bad_group")
    assert problem.message("en") == "row 4: there is no group “C” (A, Sieger)"


def test_no_name_column_or_nothing_at_all() -> None:
    preview = preview_player_rows([["Vorname", "Telefon"], ["Anna", "123"]])
    assert not preview.ok and preview.rows == ()
    assert [p.code for p in preview.problems] == ["unknown_column", "no_name_column"]
    assert preview_player_rows([]).problems[0].code == "empty_file"
    assert [p.code for p in preview_player_rows([["Name"]]).problems] == ["empty_file"]
    assert [p.code for p in preview_player_rows([["Name", "Name"], ["a", "b"]]).problems] == [
        "duplicate_column"
    ]


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(PlayerImportError, match="no such file"):
        preview_player_file(tmp_path / "missing.csv")
    old = tmp_path / "players.xls"
    old.write_bytes(b"\xd0\xcf\x11\xe0")
    with pytest.raises(PlayerImportError, match=r"save it as \.xlsx or \.csv"):
        preview_player_file(old)
    broken = tmp_path / "players.xlsx"
    broken.write_text("not a zip")
    with pytest.raises(PlayerImportError, match="not an Excel workbook"):
        preview_player_file(broken)
    assert issubclass(PlayerImportError, ValueError)


def test_name_key_ignores_case_spacing_and_composition() -> None:
    decomposed = unicodedata.normalize("NFD", "Zoë Ångström")
    assert name_key(decomposed) == name_key("ZOË  ÅNGSTRÖM ")
    assert name_key("Anna") != name_key("Anne")


_names = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), min_size=0, max_size=12
)


@settings(max_examples=80, deadline=None)
@given(st.lists(_names, max_size=15))
def test_preview_invariants(names: list[str]) -> None:
    preview = preview_player_rows([["Name"], *[[name] for name in names]])
    problems = {(p.row, p.code) for p in preview.problems}
    keys: dict[str, int] = {}
    for index, name in enumerate(names, start=2):
        cleaned = " ".join(unicodedata.normalize("NFC", name).split())
        if not cleaned:
            continue  # empty rows are skipped, not problems
        key = name_key(cleaned)
        if key in keys:
            assert (index, "duplicate") in problems
        keys.setdefault(key, index)
    # Every blocking problem names a row of the file; a clean preview imports each name once.
    if preview.ok:
        entries = preview.entries()
        assert len({name_key(e.name) for e in entries}) == len(entries) == len(keys)
    clean = preview.without_rows(preview.problem_rows())
    assert clean.ok or not clean.rows


def test_a_membership_number_column_is_imported_and_checked() -> None:
    preview = preview_player_rows(
        [["Name", "Verein", "Mitglieds-Nr."], ["Anna", "TSV", 815], ["Bo", "TSV", ""]]
    )
    assert preview.ok and preview.columns["membership_number"] == "Mitglieds-Nr."
    assert [(e.name, e.membership_number) for e in preview.entries()] == [
        ("Anna", "815"),
        ("Bo", ""),
    ]
    long = preview_player_rows([["Name", "Membership number"], ["Cem", "9" * 41]])
    (problem,) = long.problems
    assert (problem.code, problem.row, problem.column) == ("too_long", 2, "membership_number")
    assert problem.message("en") == "row 2: membership_number is longer than 40 characters"
