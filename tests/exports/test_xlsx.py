"""The standings workbook read back with openpyxl."""

from __future__ import annotations

import dataclasses
import zipfile
from datetime import datetime
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from tournament.exports.model import (
    DecisionEntry,
    ExportCancelled,
    StandingEntry,
    StandingsReport,
    WorkbookData,
)
from tournament.exports.xlsx import write_standings_workbook

from .samples import UNICODE_NAMES, header, workbook


def _write(tmp_path: Path, data: WorkbookData | None = None, **kw: object) -> Path:
    target = tmp_path / "standings.xlsx"
    write_standings_workbook(data or workbook(), target, **kw)  # type: ignore[arg-type]
    return target


def test_sheets_in_order(tmp_path: Path) -> None:
    book = load_workbook(_write(tmp_path))
    assert book.sheetnames == [
        "Rangliste",
        "Runde 1",
        "Runde 2",
        "Spiele",
        "Entscheidungen",
        "Turnier",
    ]
    book = load_workbook(_write(tmp_path, language="en"))
    assert book.sheetnames == [
        "Standings",
        "Round 1",
        "Round 2",
        "Games",
        "Decisions",
        "Tournament",
    ]


def test_standings_numbers_are_numbers_and_percent_is_formatted(tmp_path: Path) -> None:
    sheet = load_workbook(_write(tmp_path))["Rangliste"]
    head = [cell.value for cell in sheet[1]]
    assert head[:9] == ["Rang", "Nr.", "Name", "Verein", "Gruppe", "Punkte", "Max.", "%", "Spiele"]
    first = [cell.value for cell in sheet[2]]
    assert first[0] == 1 and first[2] == UNICODE_NAMES[0]
    assert first[5] == 35.5 and first[6] == 40 and isinstance(first[6], int)
    assert first[7] == pytest.approx(35.5 / 40)
    assert sheet.cell(2, 8).number_format == "0.0%"
    assert sheet.cell(2, 9).value == 12
    assert [sheet.cell(row, 3).value for row in range(2, 5)] == list(UNICODE_NAMES)


def test_a_shared_rank_shows_as_equals_and_stays_a_number(tmp_path: Path) -> None:
    rows = (
        StandingEntry(1, "Anna", "", Fraction(9), Fraction(9), 3),
        StandingEntry(2, "Bernd", "", Fraction(6), Fraction(9), 3, shared=True),
        StandingEntry(2, "Carla", "", Fraction(6), Fraction(9), 3, shared=True),
    )
    data = dataclasses.replace(
        workbook(), standings=dataclasses.replace(workbook().standings, rows=rows)
    )
    sheet = load_workbook(_write(tmp_path, data))["Rangliste"]
    ranks = [sheet.cell(row, 1) for row in range(2, 5)]
    assert [cell.value for cell in ranks] == [1, 2, 2]
    assert [cell.number_format for cell in ranks] == ["General", '"="0', '"="0']
    assert sheet.column_dimensions["A"].width < 10


def test_info_sheet_says_how_ties_were_broken(tmp_path: Path) -> None:
    sheet = load_workbook(_write(tmp_path, language="en"))["Tournament"]
    values = {row[0]: row[1] for row in sheet.iter_rows(min_row=2, values_only=True)}
    assert values["Ties"].startswith("ranked by points; ties broken by percent, then games won")


def test_header_styled_frozen_filtered_and_widths(tmp_path: Path) -> None:
    book = load_workbook(_write(tmp_path))
    for name in ("Rangliste", "Runde 1", "Spiele", "Entscheidungen"):
        sheet = book[name]
        cell = sheet["A1"]
        assert cell.font.bold and cell.fill.fgColor.rgb.endswith("3A4F66")
        assert sheet.freeze_panes in ("A2", "D2")
        assert (
            sheet.auto_filter.ref
            == f"A1:{sheet.cell(1, sheet.max_column).column_letter}{sheet.max_row}"
        )
    sheet = book["Rangliste"]
    assert sheet.freeze_panes == "D2"
    assert sheet.page_setup.orientation == "landscape" and sheet.page_setup.fitToWidth == 1
    assert sheet.print_title_rows == "$1:$1"
    name_width = sheet.column_dimensions["C"].width
    assert len(UNICODE_NAMES[0]) < name_width <= 45
    assert sheet.column_dimensions["A"].width < name_width


def test_round_sheet_has_points_per_game_and_sum(tmp_path: Path) -> None:
    sheet = load_workbook(_write(tmp_path))["Runde 1"]
    assert [cell.value for cell in sheet[1]] == [
        "Tisch",
        "Platz",
        "Name",
        "Spiel 1",
        "Spiel 2",
        "Spiel 3",
        "Summe",
    ]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows(min_row=2)]
    # tiles (0,4,4), (5,0,2), (1,3,0): 3+1.5+1, 1.5... worked out by hand below
    assert rows == [
        [1, 1, UNICODE_NAMES[0], 3, 1, 2, 6],
        [1, 2, UNICODE_NAMES[1], 1.5, 3, 1, 5.5],
        [1, 3, UNICODE_NAMES[2], 1.5, 2, 3, 6.5],
    ]


def test_games_sheet_has_every_line(tmp_path: Path) -> None:
    data = workbook()
    sheet = load_workbook(_write(tmp_path, data))["Spiele"]
    assert [cell.value for cell in sheet[1]] == [
        "Runde",
        "Tisch",
        "Spiel",
        "Platz",
        "Name",
        "beginnt",
        "Steine",
        "MP",
        "Entscheidung",
    ]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows(min_row=2)]
    assert len(rows) == sum(len(game.lines) for game in data.games)
    assert rows[0] == [1, 1, 1, 1, UNICODE_NAMES[0], "✓", 0, 3, None]
    assert rows[4] == [1, 1, 2, 2, UNICODE_NAMES[1], "✓", 0, 3, None]
    assert rows[5] == [1, 1, 2, 3, UNICODE_NAMES[2], None, 2, 2, None]


def test_games_sheet_claims_for_plus_and_decisions(tmp_path: Path) -> None:
    data = workbook()
    games = list(data.games)
    games[0] = dataclasses.replace(games[0], decision="neutralised")
    report = dataclasses.replace(data.standings, tournament=header(plus=True))
    data = WorkbookData(report, tuple(games), data.decisions)
    sheet = load_workbook(_write(tmp_path, data, language="en"))["Games"]
    assert [cell.value for cell in sheet[1]][6:] == ["Tiles", "Claims", "MP", "Decision"]
    assert sheet.cell(2, 10).value == "neutralised"


def test_decisions_sheet(tmp_path: Path) -> None:
    sheet = load_workbook(_write(tmp_path))["Entscheidungen"]
    rows = [[cell.value for cell in row] for row in sheet.iter_rows(min_row=2)]
    assert [row[0] for row in rows] == [
        datetime(2026, 11, 29, 19, 5),
        datetime(2026, 11, 29, 19, 42),
    ]
    early, neutral = rows
    assert early[1:5] == [1, 2, 1, "vorzeitig beendet"]
    assert early[6:9] == ["Zeit abgelaufen", "Desk 2", "zurückgenommen"]
    assert neutral[5] == "neutralisiert; Abzug 0,5 je Spieler/in"
    assert neutral[8] == "gültig"
    assert sheet.cell(2, 1).number_format == "dd.mm.yyyy hh:mm"


def test_zone_aware_times_are_written_as_local_time(tmp_path: Path) -> None:
    from datetime import UTC

    moment = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
    data = dataclasses.replace(
        workbook(), decisions=(DecisionEntry(1, 1, 1, "average", "krank", "TL", moment),)
    )
    sheet = load_workbook(_write(tmp_path, data))["Entscheidungen"]
    assert sheet.cell(2, 1).value == moment.astimezone().replace(tzinfo=None)


def test_info_sheet_names_rules(tmp_path: Path) -> None:
    sheet = load_workbook(_write(tmp_path))["Turnier"]
    values = {row[0]: row[1] for row in sheet.iter_rows(min_row=2, values_only=True)}
    assert values["Name"] == "Herbstturnier Überlingen"
    assert values["Datum"] == "29.11.2026"
    assert values["Spiel"] == "Stein-Rummy" and values["Abzug beim Neutralisieren"] == "0,5"


DANGEROUS = [
    "=1+1",
    "+49 171 123",
    "-5",
    "@SUM(A1:A9)",
    '=HYPERLINK("http://x","y")',
    "=cmd|' /C calc'!A0",
    "#N/A",  # an Excel error code, which openpyxl would write as an error cell
    "#DIV/0!",
]


def _injected(tmp_path: Path, names: list[str]) -> Path:
    rows = tuple(
        StandingEntry(n, name, name, Fraction(n), Fraction(9), 3, group=name)
        for n, name in enumerate(names, start=1)
    )
    report = StandingsReport(dataclasses.replace(header(), name=names[0]), rows)
    decision = DecisionEntry(1, 1, 1, "average", names[-1], names[0], datetime(2026, 1, 1))
    return _write(tmp_path, WorkbookData(report, (), (decision,)))


def test_user_text_is_never_a_formula(tmp_path: Path) -> None:
    target = _injected(tmp_path, DANGEROUS)
    book = load_workbook(target)
    sheet = book["Rangliste"]
    for row, name in enumerate(DANGEROUS, start=2):
        for column in (3, 4, 5):
            cell = sheet.cell(row, column)
            assert cell.value == name and cell.data_type == "s"
        assert sheet.cell(row, 3).quotePrefix
    decisions = book["Entscheidungen"]
    assert decisions.cell(2, 7).value == DANGEROUS[-1] and decisions.cell(2, 7).data_type == "s"
    with zipfile.ZipFile(target) as archive:
        for name in archive.namelist():
            if name.startswith("xl/worksheets/"):
                assert b"<f>" not in archive.read(name) and b"<f " not in archive.read(name)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    st.lists(
        st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=20),
        min_size=1,
        max_size=4,
    )
)
def test_any_user_text_comes_back_as_written(tmp_path: Path, names: list[str]) -> None:
    names = [" ".join(name.split()) or "x" for name in names]
    book = load_workbook(_injected(tmp_path, names))
    sheet = book["Rangliste"]
    for row, name in enumerate(names, start=2):
        assert sheet.cell(row, 3).value == name and sheet.cell(row, 3).data_type == "s"


def test_cancel_keeps_the_old_workbook(tmp_path: Path) -> None:
    target = _write(tmp_path)
    before = target.read_bytes()
    with pytest.raises(ExportCancelled):
        write_standings_workbook(workbook(), target, progress=lambda done, total: done < 2)
    assert target.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["standings.xlsx"]


def test_empty_tournament(tmp_path: Path) -> None:
    data = WorkbookData(StandingsReport(header(), ()), (), ())
    book = load_workbook(_write(tmp_path, data))
    assert book.sheetnames == ["Rangliste", "Spiele", "Entscheidungen", "Turnier"]
    assert book["Rangliste"].max_row == 1


def test_player_without_games_has_no_percent(tmp_path: Path) -> None:
    rows = (StandingEntry(1, "Neu", "", Fraction(0), Fraction(0), 0),)
    sheet = load_workbook(_write(tmp_path, WorkbookData(StandingsReport(header(), rows))))[
        "Rangliste"
    ]
    assert sheet.cell(2, 8).value is None and sheet.cell(2, 6).value == 0


@pytest.mark.parametrize(
    ("variant", "results"),
    [
        ("stein", ["Claims", "Steine"]),  # the claims column stays in place without claims
        ("stein-plus", ["Claims", "Steine"]),
        ("indian", ["Punktestand"]),
        ("drachen", ["Kartenpunkte"]),
    ],
)
def test_the_standings_result_columns_are_the_games(
    tmp_path: Path, variant: str, results: list[str]
) -> None:
    rows = (StandingEntry(1, "Anna", "", Fraction(9), Fraction(9), 3, claims=2, card_total=-4),)
    standings = StandingsReport(header(variant=variant), rows)
    data = dataclasses.replace(workbook(), standings=standings, games=())
    sheet = load_workbook(_write(tmp_path, data))["Rangliste"]
    head = [cell.value for cell in sheet[1]]
    assert head[10:] == [*results, "Status"]
    values = [cell.value for cell in sheet[2]][10:-1]
    assert values == ([2, 0] if len(results) == 2 else [-4])
