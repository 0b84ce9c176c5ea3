"""Stein-Rummy and Stein-Rummy Plus in the exports: the score sheet and the Games sheet.

The sheet lists the players by seat with the games they start, and has one row per game (3
at a 3-table, 4 at a 4-table) with boxes for every player's tiles left, claims (Plus only)
and match points, plus a box for the players' initials. The workbook's Games sheet has every
player's line of every game as entered.
"""

from __future__ import annotations

from collections.abc import Sequence

from openpyxl import Workbook
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._pdf import (
    FONT,
    FONT_BOLD,
    INK,
    LIGHT,
    RULE,
    SHADE,
    Printout,
    esc,
    style,
    table_style,
)
from tournament.exports.games.base import GameExports, SheetMaker
from tournament.exports.model import GameRecord, RoundSeating, SheetTable, TournamentHeader
from tournament.exports.sheet_parts import SMALL
from tournament.exports.texts import points_scale, text, text_or
from tournament.exports.workbook_sheet import Sheet, excel_number
from tournament.rules.games import Game, ResultField

_GAME_ROW = 14 * mm
_CELL = style("sheet-cell", 10)
_CELL_BOLD = style("sheet-cell-bold", 11, bold=True)
_HEAD = style("sheet-head", 8, bold=True, alignment=1, leading=9.5)
_HINT = style("sheet-hint", 7.5, textColor=colors.HexColor("#333333"), leading=9.5)


class SteinRummyExports(GameExports):
    """Tiles left (and Plus's claims) by game, a row per game a player starts."""

    def sheet_body(
        self, printout: Printout, data: RoundSeating, table: SheetTable, *, blank: bool
    ) -> list[Flowable]:
        plus = data.tournament.plus
        return [
            _players(printout, table, blank),
            Spacer(1, 6 * mm),
            _grid(printout, table, blank, plus),
            Spacer(1, 2 * mm),
            _hints(printout, table, data.tournament.game),
        ]

    def workbook_sheets(
        self,
        workbook: Workbook,
        games: Sequence[GameRecord],
        language: str,
        tournament: TournamentHeader,
    ) -> list[SheetMaker]:
        return [lambda: _games_sheet(workbook, games, language, tournament.plus)]


def _players(printout: Printout, table: SheetTable, blank: bool) -> Table:
    language = printout.language
    rows: list[list[object]] = [
        [
            text("seat", language),
            text("name", language),
            text("club", language),
            text("starts_games", language),
        ]
    ]
    for seat in table.seats:
        starts = [
            str(game)
            for game in range(1, table.game_count + 1)
            if table.starter_seat(game) == seat.seat
        ]
        name = "" if blank else seat.name
        club = "" if blank else seat.club
        rows.append(
            [
                str(seat.seat),
                Paragraph(esc(name), _CELL_BOLD),
                printout.paragraph(esc(club), _CELL),
                ", ".join(starts),
            ]
        )
    width = printout.width
    result = Table(
        rows,
        colWidths=[14 * mm, width - 14 * mm - 58 * mm - 28 * mm, 58 * mm, 28 * mm],
        rowHeights=[None] + [8.5 * mm] * len(table.seats),
        repeatRows=1,
    )
    result.setStyle(
        table_style(
            [
                ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8),
                ("FONT", (0, 1), (0, -1), FONT_BOLD, 11),
                ("FONT", (3, 1), (3, -1), FONT, 10),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("LINEBELOW", (0, 0), (-1, -1), 0.5, RULE),
                ("BOX", (0, 0), (-1, -1), 0.8, INK),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    return result


def _grid(printout: Printout, table: SheetTable, blank: bool, plus: bool) -> Table:
    language = printout.language
    seats = table.seats
    sub_labels = [text("tiles_left", language)]
    if plus:
        sub_labels.append(text("claims", language))
    sub_labels.append(text("points", language))
    per = len(sub_labels)
    game_w, starter_w, initials_w = 14 * mm, 25 * mm, 18 * mm
    player_w = (printout.width - game_w - starter_w - initials_w) / max(len(seats), 1)
    if plus:
        sub_widths = [player_w * 0.33, player_w * 0.30, player_w * 0.37]
    else:
        sub_widths = [player_w * 0.45, player_w * 0.55]
    widths = [game_w, starter_w] + sub_widths * len(seats) + [initials_w]
    first_player_col = 2
    last = len(widths) - 1

    top: list[object] = [
        text("game", language),
        text("starts", language),
    ]
    second: list[object] = ["", ""]
    for seat in seats:
        label = f"{text('seat', language)} {seat.seat}"
        name = "" if blank else seat.name
        top.append(Paragraph(f"{esc(label)}<br/>{esc(name)}" if name else esc(label), _HEAD))
        top.extend([""] * (per - 1))
        second.extend(sub_labels)
    top.append(text("initials", language))
    second.append("")
    rows: list[list[object]] = [top, second]

    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8),
        ("FONT", (0, 1), (-1, 1), FONT_BOLD, 6.5),
        ("FONT", (0, 2), (0, -1), FONT_BOLD, 14),
        ("FONT", (0, -1), (0, -1), FONT_BOLD, 8),
        ("ALIGN", (0, 0), (-1, 1), "CENTER"),
        ("BACKGROUND", (0, 0), (-1, 1), SHADE),
        ("SPAN", (0, 0), (0, 1)),
        ("SPAN", (1, 0), (1, 1)),
        ("SPAN", (last, 0), (last, 1)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (0, 2), (0, -1), "CENTER"),
        ("GRID", (0, 0), (-1, -1), 0.5, RULE),
        ("BOX", (0, 0), (-1, -1), 1.2, INK),
        ("LINEBELOW", (0, 1), (-1, 1), 1.0, INK),
        ("LEFTPADDING", (0, 0), (-1, 1), 1),
        ("RIGHTPADDING", (0, 0), (-1, 1), 1),
    ]
    for index in range(len(seats)):
        col = first_player_col + index * per
        commands.append(("SPAN", (col, 0), (col + per - 1, 0)))
        commands.append(("LINEBEFORE", (col, 0), (col, -1), 1.0, INK))
    commands.append(("LINEBEFORE", (last, 0), (last, -1), 1.0, INK))

    for game in range(1, table.game_count + 1):
        seat_no = table.starter_seat(game)
        starter = table.starter_of(game)
        if blank or starter is None or not starter.name:
            who = f"{text('seat', language)} {seat_no}"
        else:
            who = starter.name
        row: list[object] = [
            str(game),
            Paragraph(esc(who), SMALL),
        ]
        row.extend([""] * (per * len(seats)))
        row.append("")
        rows.append(row)
        row_index = len(rows) - 1
        for index, seat in enumerate(seats):
            if seat.seat == seat_no:
                col = first_player_col + index * per
                commands.append(("BACKGROUND", (col, row_index), (col + per - 1, row_index), LIGHT))

    total_row: list[object] = [text("total", language), ""]
    total_row.extend([""] * (per * len(seats)))
    total_row.append("")
    rows.append(total_row)
    commands.append(("SPAN", (0, -1), (1, -1)))
    commands.append(("LINEABOVE", (0, -1), (-1, -1), 1.0, INK))
    for index in range(len(seats)):
        col = first_player_col + index * per
        commands.append(("BACKGROUND", (col, -1), (col + per - 2, -1), SHADE))
    commands.append(("BACKGROUND", (last, -1), (last, -1), SHADE))

    heights = [None, None] + [_GAME_ROW] * table.game_count + [10 * mm]
    grid = Table(rows, colWidths=widths, rowHeights=heights)
    grid.setStyle(table_style(commands))
    return grid


def _hints(printout: Printout, table: SheetTable, game: type[Game]) -> Paragraph:
    language = printout.language
    plus = game.has(ResultField.CLAIMS)
    parts = [
        text("hint_tiles", language),
        text("hint_points", language, scale=points_scale(game, len(table.seats))),
    ]
    if plus:
        parts.append(text("hint_claims", language))
    return printout.paragraph(esc(" ".join(parts)), _HINT)


def _games_sheet(
    workbook: Workbook, games: Sequence[GameRecord], language: str, plus: bool
) -> Sheet:
    """Every player's line of every game as entered: one row each, to filter by player.

    Claims appear for Stein-Rummy Plus only; the starter's row is marked.
    """
    sheet = Sheet(workbook, text("sheet.games", language))
    keys = ("round", "table", "game", "seat", "name", "starts", "tiles_left")
    labels = [text(key, language) for key in keys]
    if plus:
        labels.append(text("claims", language))
    labels += [text("points", language), text("decision", language)]
    sheet.header(labels)
    mark = "✓"
    ordered = sorted(games, key=lambda g: (g.round_number, g.table_number, g.game_number))
    for game in ordered:
        decision = text_or(f"kind.{game.decision}", language, game.decision) or None
        if game.first_turn_rommee:
            first_turn = text("first_turn", language)
            decision = f"{decision}, {first_turn}" if decision else first_turn
        for line in sorted(game.lines, key=lambda line: line.seat):
            row: list[object] = [
                game.round_number,
                game.table_number,
                game.game_number,
                line.seat,
                line.name,
                mark if line.seat == game.starter_seat else None,
                line.tiles_left,
            ]
            if plus:
                row.append(line.claims)
            row += [excel_number(line.points), decision]
            sheet.add(row)
    return sheet


__all__ = ["SteinRummyExports"]
