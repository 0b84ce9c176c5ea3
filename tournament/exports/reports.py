"""The standings report and the director's report of decisions, as PDF."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._files import atomic_path
from tournament.exports._pdf import (
    FONT_BOLD,
    LIGHT,
    Printout,
    esc,
    list_lines,
    style,
    table_style,
    text_width,
)
from tournament.exports.model import (
    DecisionEntry,
    DecisionsReport,
    StandingsReport,
    TournamentHeader,
    standing_keys,
)
from tournament.exports.texts import (
    format_date,
    format_number,
    format_percent,
    format_time,
    result_label,
    text,
    text_or,
    tie_breaks,
)
from tournament.scoring.standings import rank_text

_TITLE = style("report-title", 18, bold=True, leading=22)
_SUB = style("report-sub", 10, textColor=colors.HexColor("#333333"))
_HEAD = style("report-head", 8.5, bold=True, leading=10)
_HEAD_RIGHT = style("report-head-r", 8.5, bold=True, leading=10, alignment=2)
_CELL = style("report-cell", 9.5, leading=11.5)
_CELL_BOLD = style("report-cell-b", 9.5, bold=True, leading=11.5)
_CELL_RIGHT = style("report-cell-r", 9.5, leading=11.5, alignment=2)
_CELL_RIGHT_BOLD = style("report-cell-rb", 9.5, bold=True, leading=11.5, alignment=2)
_CLUB = style("report-club", 8.5, leading=10.5)
_SMALL = style("report-small", 7.5, leading=9, textColor=colors.HexColor("#555555"))
_NOTE = style("report-note", 10)


def _title(printout: Printout, tournament: TournamentHeader, title: str) -> list[Flowable]:
    language = printout.language
    sub = " · ".join(
        part
        for part in (
            tournament.name,
            format_date(tournament.date, language),
            tournament.place,
            f"{text('director', language)}: {tournament.director}" if tournament.director else "",
        )
        if part
    )
    return [Paragraph(esc(title), _TITLE), Paragraph(esc(sub), _SUB), Spacer(1, 5 * mm)]


def _write(
    path: str | os.PathLike[str],
    tournament: TournamentHeader,
    title: str,
    body: Callable[[Printout], list[Flowable]],
    *,
    language: str,
    page_size: str,
    note: str = "",
) -> None:
    """A report: the title with the tournament's details, then ``body``; the file appears
    complete or not at all. ``note`` is a further footer line."""
    printout = Printout(tournament, title, language=language, page_size_name=page_size, note=note)
    story = _title(printout, tournament, title) + body(printout)
    with atomic_path(path) as temp:
        printout.build(temp, story)


def standings_title(report: StandingsReport, language: str) -> str:
    if report.through_round is None:
        return text("standings", language)
    return text("standings_after", language, round=report.through_round)


def write_standings_report(
    report: StandingsReport,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """Write the standings (rank, name, club, points, max, percent, games and the
    tie-breaks: games won, claims in Plus, tiles left) with the rules and options in the
    footer and a footer line saying how ties were broken. A shared rank shows as "=2.".
    Returns the number of rows."""
    _write(
        path,
        report.tournament,
        standings_title(report, language),
        lambda printout: [_standings_table(printout, report)],
        language=language,
        page_size=page_size,
        note=tie_breaks(report.tournament.options, language),
    )
    return len(report.rows)


_PAD = 4.0
"""Left and right padding of the standings' cells, in points."""


def _fitted(header: str, cells: Sequence[str]) -> float:
    """The width of a column that shows ``header`` (bold, one line) and ``cells``."""
    widest = max(
        [text_width(header, FONT_BOLD, _HEAD.fontSize)]
        + [text_width(cell, FONT_BOLD, _CELL.fontSize) for cell in cells]
    )
    return widest + 2 * _PAD + 1


def _standings_table(printout: Printout, report: StandingsReport) -> Table:
    """Rank, name, club (group), points, max, percent, games and the tie-breaks: games
    won and the game's result columns (``model.standing_keys``: claims and tiles left, or
    the game's totals). Number columns are as wide as their words."""
    language = printout.language
    rows = report.rows
    columns: list[tuple[str, list[str]]] = [
        (text("rank", language), [rank_text(r.rank, r.shared) + "." for r in rows])
    ]
    groups = any(row.group for row in rows)
    if groups:
        columns.append((text("group", language), [row.group for row in rows]))
    numbers: list[tuple[str, list[str]]] = [
        (text(key, language), cells)
        for key, cells in (
            ("points_long", [format_number(r.points, language) for r in rows]),
            ("max_points", [format_number(r.max_points, language) for r in rows]),
            ("percent", [format_percent(r.ratio, language) for r in rows]),
            ("games", [str(r.games) for r in rows]),
            ("games_won", [str(r.games_won) for r in rows]),
        )
    ]
    game = report.tournament.game
    for key in standing_keys(game):
        cells = [format_number(r.result(key) or 0, language) for r in rows]
        numbers.append((result_label(key, game, language), cells))
    columns += numbers
    fixed = [_fitted(header, cells) for header, cells in columns]
    free = printout.width - sum(fixed)
    # rank, name, club, [group], numbers...
    widths = [fixed[0], free * 0.56, free * 0.44, *fixed[1:]]
    head = [
        Paragraph(esc(text("rank", language)), _HEAD_RIGHT),
        Paragraph(esc(text("name", language)), _HEAD),
        Paragraph(esc(text("club", language)), _HEAD),
    ]
    if groups:
        head.append(Paragraph(esc(text("group", language)), _HEAD))
    head += [Paragraph(esc(header), _HEAD_RIGHT) for header, _cells in columns[-len(numbers) :]]
    data: list[list[object]] = [head]
    for index, row in enumerate(rows):
        name: list[Flowable] = [Paragraph(esc(row.name), _CELL_BOLD)]
        if row.withdrawn:
            name.append(Paragraph(esc(text("withdrawn_player", language)), _SMALL))
        line: list[object] = [
            Paragraph(esc(columns[0][1][index]), _CELL_RIGHT_BOLD),
            name,
            Paragraph(esc(row.club), _CLUB),
        ]
        if groups:
            line.append(Paragraph(esc(row.group), _CELL))
        for column, (_key, cells) in enumerate(numbers):
            cell_style = _CELL_RIGHT_BOLD if column == 0 else _CELL_RIGHT
            line.append(Paragraph(esc(cells[index]), cell_style))
        data.append(line)
    table = Table(data, colWidths=widths, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        *list_lines(0.25),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
        ("LEFTPADDING", (0, 0), (-1, -1), _PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), _PAD),
    ]
    commands += [("BACKGROUND", (0, row), (-1, row), LIGHT) for row in range(2, len(data), 2)]
    table.setStyle(table_style(commands))
    return table


def describe_decision(entry: DecisionEntry, language: str) -> str:
    """What a decision decided, in words: the kind, the values per player, the penalty."""
    result = text_or(f"kind.{entry.kind}", language, entry.kind)
    if entry.values:
        values = (f"{name} {format_number(value, language)}" for name, value in entry.values)
        result += ": " + " · ".join(values)
    if entry.penalty:
        result += "; " + text("penalty", language, penalty=format_number(entry.penalty, language))
    return result


def write_decisions_report(
    report: DecisionsReport,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    page_size: str = "A4",
) -> int:
    """Write every director decision (withdrawn ones marked) with its reason, author and
    time, in time order. Returns the number of decisions."""

    def body(printout: Printout) -> list[Flowable]:
        if report.decisions:
            return [_decisions_table(printout, report.decisions)]
        return [Paragraph(esc(text("no_decisions", language)), _NOTE)]

    _write(
        path,
        report.tournament,
        text("decisions", language),
        body,
        language=language,
        page_size=page_size,
    )
    return len(report.decisions)


def _decisions_table(printout: Printout, decisions: Sequence[DecisionEntry]) -> Table:
    language = printout.language
    head = [
        Paragraph(esc(text(key, language)), _HEAD)
        for key in ("time", "round", "table", "game", "decided", "author")
    ]
    widths = [25 * mm, 16 * mm, 15 * mm, 15 * mm, 0.0, 28 * mm]
    widths[4] = printout.width - sum(widths)
    rows: list[list[object]] = [head]
    withdrawn_rows = []
    ordered = sorted(
        decisions,
        key=lambda d: (d.time, d.round_number, d.table_number, d.game_number),
    )
    for entry in ordered:
        what: list[Flowable] = [
            Paragraph(esc(describe_decision(entry, language)), _CELL_BOLD),
            Paragraph(f"{esc(text('reason', language))}: {esc(entry.reason)}", _CELL),
        ]
        if entry.withdrawn:
            withdrawn_rows.append(len(rows))
            note = text(
                "withdrawn_by",
                language,
                author=entry.withdrawn_by,
                time=format_time(entry.withdrawn_at, language),
                reason=entry.withdrawn_reason,
            )
            what.append(Paragraph(esc(note), _SMALL))
        rows.append(
            [
                Paragraph(esc(format_time(entry.time, language)), _CELL),
                Paragraph(str(entry.round_number), _CELL),
                Paragraph(str(entry.table_number), _CELL),
                Paragraph(str(entry.game_number), _CELL),
                what,
                Paragraph(esc(entry.author), _CELL),
            ]
        )
    table = Table(rows, colWidths=widths, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        *list_lines(0.25),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    commands += [("BACKGROUND", (0, row), (-1, row), LIGHT) for row in withdrawn_rows]
    table.setStyle(table_style(commands))
    return table


__all__ = [
    "describe_decision",
    "standings_title",
    "write_decisions_report",
    "write_standings_report",
]
