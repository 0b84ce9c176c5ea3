"""The season ranking as PDF (landscape, the evenings as columns) and as a workbook.

Counted evenings are printed plainly, the others in brackets (``(62,5)``), so a reader sees
which evenings make the season value.
"""

from __future__ import annotations

import os
from fractions import Fraction

from openpyxl import Workbook
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._files import atomic_path
from tournament.exports._pdf import LIGHT, Printout, esc, list_lines, style, table_style
from tournament.exports.model import TournamentHeader
from tournament.exports.texts import (
    check_language,
    format_date,
    format_number,
    format_percent,
    text,
)
from tournament.exports.workbook_sheet import (
    Sheet,
    discard_workbook,
    excel_number,
    shared_rank_cell,
)
from tournament.scoring.season import SeasonRanking, SeasonRow, TeamRow
from tournament.scoring.standings import rank_text

_TITLE = style("season-title", 16, bold=True, leading=20)
_SUB = style("season-sub", 9.5, textColor=colors.HexColor("#333333"))
_HEAD = style("season-head", 7.5, bold=True, leading=9)
_HEAD_RIGHT = style("season-head-r", 7.5, bold=True, leading=9, alignment=2)
_CELL = style("season-cell", 8, leading=10)
_CELL_RIGHT = style("season-cell-r", 8, leading=10, alignment=2)
_CELL_RIGHT_BOLD = style("season-cell-rb", 8, bold=True, leading=10, alignment=2)
PERCENT_FORMAT = "0.0"


def season_notes(ranking: SeasonRanking, language: str) -> list[str]:
    """What counts: the best N, the minimum attendance, the team rule."""
    notes = [text("season_note", language)]
    if ranking.merged:
        notes.append(text("season_merged", language, games=", ".join(ranking.merged)))
    if ranking.best is not None:
        notes.append(text("season_best", language, best=ranking.best))
    if ranking.min_evenings > 1:
        notes.append(text("season_min", language, min=ranking.min_evenings))
    if ranking.team_size is not None:
        notes.append(
            text(
                "team_note",
                language,
                mode=text(f"team_mode.{ranking.team_mode}", language),
                size=ranking.team_size,
                by=text(f"team.{ranking.team_by}", language),
            )
        )
    return notes


def percent_cell(value: Fraction | None, counted: bool, language: str) -> str:
    """An evening's percent: plain when it counts, in brackets when not, empty if absent."""
    if value is None:
        return ""
    shown = format_number(value, language)
    return shown if counted else f"({shown})"


def season_title(ranking: SeasonRanking, language: str) -> str:
    """ "Season ranking" and the span of its evenings: their dates, else their labels."""
    evenings = ranking.evenings
    dated = all(evening.date for evening in evenings)
    labels = [format_date(e.date, language) if dated else e.label for e in evenings]
    span = labels[0] if labels[0] == labels[-1] else f"{labels[0]} – {labels[-1]}"
    return f"{text('season', language)} {span}"


def row_rank(row: SeasonRow | TeamRow) -> str:
    return "" if row.rank is None else rank_text(row.rank, row.shared) + "."


def write_season_report(
    ranking: SeasonRanking,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """The season ranking (and the teams when asked) on landscape pages; returns the number
    of players."""
    title = season_title(ranking, language)
    header = TournamentHeader(title)
    printout = Printout(
        header,
        title,
        language=language,
        page_size_name=page_size,
        landscape_=True,
        note=" ".join(season_notes(ranking, language)),
    )
    story: list[Flowable] = [Paragraph(esc(title), _TITLE), Spacer(1, 3 * mm)]
    if ranking.merged:
        merged = text("season_merged", language, games=", ".join(ranking.merged))
        story += [Paragraph(esc(merged), _SUB), Spacer(1, 2 * mm)]
    story.append(_players_table(printout, ranking, language))
    if ranking.teams:
        story += [
            Spacer(1, 6 * mm),
            Paragraph(esc(text("teams", language)), _TITLE),
            Spacer(1, 2 * mm),
            _teams_table(printout, ranking, language),
        ]
    with atomic_path(path) as temp:
        printout.build(temp, story)
    return len(ranking.rows)


def _grid(printout: Printout, head: list[str], rows: list[list[str]], text_columns: int) -> Table:
    """A list with ``text_columns`` text columns after the rank, the rest numbers."""
    count = len(head)
    numbers = count - 1 - text_columns
    number_width = min(18 * mm, (printout.width - 12 * mm - 80 * mm) / max(numbers, 1))
    text_width = (printout.width - 12 * mm - numbers * number_width) / text_columns
    widths = [12 * mm] + [text_width] * text_columns + [number_width] * numbers
    data: list[list[object]] = [
        [
            Paragraph(esc(label), _HEAD if 1 <= index <= text_columns else _HEAD_RIGHT)
            for index, label in enumerate(head)
        ]
    ]
    for row in rows:
        line: list[object] = []
        for index, cell in enumerate(row):
            if 1 <= index <= text_columns:
                line.append(Paragraph(esc(cell), _CELL))
            else:
                bold = index == count - 1 or index == 0
                line.append(Paragraph(esc(cell), _CELL_RIGHT_BOLD if bold else _CELL_RIGHT))
        data.append(line)
    table = Table(data, colWidths=widths, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        *list_lines(0.25),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    commands += [("BACKGROUND", (0, row), (-1, row), LIGHT) for row in range(2, len(data), 2)]
    table.setStyle(table_style(commands))
    return table


def _players_table(printout: Printout, ranking: SeasonRanking, language: str) -> Table:
    head = [text("rank", language), text("name", language), text("club", language)]
    head += [evening.label for evening in ranking.evenings]
    head += [text("evenings", language), text("percent", language)]
    rows = []
    for row in ranking.rows:
        cells = [row_rank(row) or text("unranked", language), row.name, row.club]
        cells += [
            percent_cell(value, counted, language)
            for value, counted in zip(row.percents, row.counted, strict=True)
        ]
        cells += [str(row.evenings), format_percent(row.percent / 100, language)]
        rows.append(cells)
    return _grid(printout, head, rows, 2)


def _teams_table(printout: Printout, ranking: SeasonRanking, language: str) -> Table:
    head = [text("rank", language), text("team", language)]
    head += [evening.label for evening in ranking.evenings]
    head += [text("evenings", language), text("value", language)]
    rows = []
    for team in ranking.teams:
        cells = [row_rank(team), team.team]
        cells += [
            percent_cell(value, counted, language)
            for value, counted in zip(team.values, team.counted, strict=True)
        ]
        cells += [str(team.evenings), format_number(team.value, language)]
        rows.append(cells)
    return _grid(printout, head, rows, 1)


def write_season_workbook(
    ranking: SeasonRanking, path: str | os.PathLike[str], *, language: str = "de"
) -> int:
    """The season ranking (and the teams) as a workbook; returns the number of sheets.
    Percent columns hold numbers (0 to 100); a counted evening is not marked, the sheet's
    footer says which rule counted."""
    check_language(language)
    footer = " ".join(season_notes(ranking, language))
    workbook = Workbook(write_only=True)
    sheets = 1
    try:
        players = Sheet(workbook, text("season", language))
        labels = [text("rank", language), text("name", language), text("club", language)]
        labels += [evening.label for evening in ranking.evenings]
        labels += [text("evenings", language), text("percent", language)]
        formats = {index: PERCENT_FORMAT for index in range(3, len(labels))}
        formats[len(labels) - 2] = "0"
        players.header(labels, formats)
        for row in ranking.rows:
            rank: object = row.rank
            if row.rank is not None and row.shared:
                rank = shared_rank_cell(players.sheet, row.rank)
            players.add(
                [
                    rank,
                    row.name,
                    row.club,
                    *(excel_number(value) for value in row.percents),
                    row.evenings,
                    excel_number(row.percent),
                ]
            )
        players.write(freeze="D2", footer=footer)
        if ranking.teams:
            sheets += 1
            teams = Sheet(workbook, text("teams", language))
            labels = [text("rank", language), text("team", language)]
            labels += [evening.label for evening in ranking.evenings]
            labels += [text("evenings", language), text("value", language)]
            team_formats = {index: PERCENT_FORMAT for index in range(2, len(labels))}
            team_formats[len(labels) - 2] = "0"
            teams.header(labels, team_formats)
            for team in ranking.teams:
                teams.add(
                    [
                        shared_rank_cell(teams.sheet, team.rank) if team.shared else team.rank,
                        team.team,
                        *(excel_number(value) for value in team.values),
                        team.evenings,
                        excel_number(team.value),
                    ]
                )
            teams.write(freeze="C2", footer=footer)
        with atomic_path(path) as temp:
            workbook.save(os.fspath(temp))
    except BaseException:
        discard_workbook(workbook)
        raise
    return sheets


__all__ = [
    "percent_cell",
    "season_notes",
    "season_title",
    "write_season_report",
    "write_season_workbook",
]
