"""Indian Rummy in the exports (RULINGS §8): the score sheet, the Games and the Deals sheets.

The sheet lists the players by seat with the deals each deals, then one row per deal (the
deal's number, who deals, the seat that declared, each player's deadwood and running total)
-- as many rows as the tournament's deals (one per player, a number, or as many as fit for a
match to 500, with a note) -- and the lines for the round's score, rank and match points.
The Deals sheet has one row per player and deal (who dealt and declared, deadwood, the deal's
score, running total).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openpyxl import Workbook
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._pdf import FONT_BOLD, INK, LIGHT, RULE, SHADE, Printout, esc, table_style
from tournament.exports.games.base import GameExports, SheetMaker
from tournament.exports.games.cards import (
    CELL,
    CELL_BOLD,
    HEAD,
    HINT,
    SMALL,
    card_games_sheet,
    ordered,
)
from tournament.exports.model import (
    DealRecord,
    GameLine,
    GameRecord,
    RoundSeating,
    SeatEntry,
    SheetTable,
    TournamentHeader,
)
from tournament.exports.texts import points_scale, text, total_label
from tournament.exports.workbook_sheet import Sheet
from tournament.rules.games.indian_table import deal_scores, hand_deadwood
from tournament.scoring.model import TO_500, Deal
from tournament.services.dto import ResultInfo

_DEAL_ROW = 8 * mm
_MAX_DEAL_ROW = 11 * mm
_MIN_DEAL_ROW = 6 * mm
_SUM_ROW = 9 * mm
_FIXED = 145 * mm
_PER_SEAT = 8.5 * mm
"""What a sheet needs beside its deal rows: the header, the players (a row per seat), the
grid's heads and sum lines, the hints and the remarks."""
_MARK = "✓"


class IndianRummyExports(GameExports):
    """The deals of a match, a row each."""

    def sheet_body(
        self, printout: Printout, data: RoundSeating, table: SheetTable, *, blank: bool
    ) -> list[Flowable]:
        return _sheet(printout, data, table, blank=blank)

    def workbook_sheets(
        self,
        workbook: Workbook,
        games: Sequence[GameRecord],
        language: str,
        tournament: TournamentHeader,
    ) -> list[SheetMaker]:
        keys = ("deals_won", "deadwood")
        return [
            lambda: card_games_sheet(
                workbook, games, language, tournament.game, keys, _deal_summary
            ),
            lambda: deals_sheet(workbook, games, language),
        ]

    def deal_records(
        self, result: ResultInfo | None, seat_of: Mapping[int, int]
    ) -> tuple[DealRecord, ...]:
        return deal_records(result, seat_of)


def deal_records(result: ResultInfo | None, seat_of: Mapping[int, int]) -> tuple[DealRecord, ...]:
    """The match's deals by seat, a hand's deadwood counted by the engine."""
    if result is None:
        return ()
    size = len(seat_of)
    records = []
    for number, deal in enumerate(result.deals, start=1):
        deadwood = {seat_of.get(pid, 0): points for pid, points in deal.deadwood.items()}
        for pid, notation in deal.hands.items():
            if pid not in deal.deadwood:
                deadwood[seat_of.get(pid, 0)] = hand_deadwood(notation, size)
        hands = {seat_of.get(pid, 0): notation for pid, notation in deal.hands.items()}
        records.append(DealRecord(number, seat_of.get(deal.winner, 0), deadwood, hands))
    return tuple(records)


def deal_count(data: RoundSeating, table: SheetTable) -> int | None:
    """The deals a table's Indian Rummy round has: the tournament's number, one per player
    (the default), or None for a match to 500."""
    deals = data.tournament.options.get("deals")
    if deals == TO_500:
        return None
    if isinstance(deals, int) and not isinstance(deals, bool):
        return deals
    return len(table.seats)


def dealer_seat_of(seats: Sequence[int], deal: int) -> int:
    """The seat that deals deal ``deal`` (1-based) at a table of ``seats``: seat by seat,
    "so everyone deals once" (RULINGS §8), and round again for more deals than players.

    >>> dealer_seat_of([1, 2, 3], 4)
    1
    """
    return seats[(deal - 1) % len(seats)] if seats else 1


def dealer_seat(table: SheetTable, deal: int) -> int:
    return dealer_seat_of([seat.seat for seat in table.seats], deal)


def _name(seat: SeatEntry | None, seat_no: int, blank: bool, language: str) -> str:
    if blank or seat is None or not seat.name:
        return f"{text('seat', language)} {seat_no}"
    return seat.name


def _players(printout: Printout, table: SheetTable, blank: bool, deals: int | None) -> Table:
    """Seat, name, club and (Indian Rummy) the deals each seat deals."""
    language = printout.language
    head: list[object] = [text("seat", language), text("name", language), text("club", language)]
    dealing = deals is not None
    if dealing:
        head.append(text("deals_games", language))
    rows: list[list[object]] = [head]
    count = deals if deals is not None else 0
    for seat in table.seats:
        row: list[object] = [
            str(seat.seat),
            Paragraph(esc("" if blank else seat.name), CELL_BOLD),
            Paragraph(esc("" if blank else seat.club), CELL),
        ]
        if dealing:
            row.append(
                ", ".join(
                    str(deal)
                    for deal in range(1, count + 1)
                    if dealer_seat(table, deal) == seat.seat
                )
            )
        rows.append(row)
    width = printout.width
    last = 34 * mm if dealing else 0
    widths = [14 * mm, (width - 14 * mm - last) * 0.58, (width - 14 * mm - last) * 0.42]
    if dealing:
        widths.append(last)
    result = Table(rows, colWidths=widths, rowHeights=[None] + [8.5 * mm] * len(table.seats))
    result.setStyle(
        table_style(
            [
                ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8),
                ("FONT", (0, 1), (0, -1), FONT_BOLD, 11),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("LINEBELOW", (0, 0), (-1, -1), 0.5, RULE),
                ("BOX", (0, 0), (-1, -1), 0.8, INK),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    return result


def _deal_rows(printout: Printout, deals: int | None, seats: int) -> tuple[int, float]:
    """How many deal rows a sheet has and how high each is: every deal of the round (rows
    shrink to fit the page, and run on to a second page beyond that), or for a match to
    500 as many as fit."""
    room = printout.height - _FIXED - _PER_SEAT * seats
    if deals is None:
        return int(room // _DEAL_ROW), _DEAL_ROW
    return deals, max(_MIN_DEAL_ROW, min(_MAX_DEAL_ROW, room / deals))


def _sheet(
    printout: Printout, data: RoundSeating, table: SheetTable, *, blank: bool
) -> list[Flowable]:
    language = printout.language
    game = data.tournament.game
    deals = deal_count(data, table)
    seats = table.seats
    rows_wanted, row_height = _deal_rows(printout, deals, len(seats))
    deal_w, dealer_w, declared_w, initials_w = 13 * mm, 26 * mm, 17 * mm, 15 * mm
    player_w = (printout.width - deal_w - dealer_w - declared_w - initials_w) / max(len(seats), 1)
    widths = [deal_w, dealer_w, declared_w] + [player_w * 0.45, player_w * 0.55] * len(seats)
    widths.append(initials_w)
    first, last = 3, len(widths) - 1

    top: list[object] = [
        text("deal", language),
        text("dealer", language),
        Paragraph(esc(text("declared", language)), HEAD),
    ]
    second: list[object] = ["", "", ""]
    for seat in seats:
        label = f"{text('seat', language)} {seat.seat}"
        name = "" if blank else seat.name
        top.append(Paragraph(f"{esc(label)}<br/>{esc(name)}" if name else esc(label), HEAD))
        top.append("")
        second += [text("deadwood", language), text("running_total", language)]
    top.append(text("initials", language))
    second.append("")
    rows: list[list[object]] = [top, second]
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8),
        ("FONT", (0, 1), (-1, 1), FONT_BOLD, 6.5),
        ("FONT", (0, 2), (0, -1), FONT_BOLD, 11),
        ("ALIGN", (0, 0), (-1, 1), "CENTER"),
        ("BACKGROUND", (0, 0), (-1, 1), SHADE),
        ("SPAN", (0, 0), (0, 1)),
        ("SPAN", (1, 0), (1, 1)),
        ("SPAN", (2, 0), (2, 1)),
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
        col = first + index * 2
        commands.append(("SPAN", (col, 0), (col + 1, 0)))
        commands.append(("LINEBEFORE", (col, 0), (col, -1), 1.0, INK))
        # The running total is worked out, the deadwood written in: shade the total.
        commands.append(("BACKGROUND", (col + 1, 2), (col + 1, rows_wanted + 1), LIGHT))
    commands.append(("LINEBEFORE", (last, 0), (last, -1), 1.0, INK))
    for deal in range(1, rows_wanted + 1):
        seat_no = dealer_seat(table, deal)
        dealer = next((seat for seat in seats if seat.seat == seat_no), None)
        who = _name(dealer, seat_no, blank, language)
        rows.append([str(deal), Paragraph(esc(who), SMALL), *[""] * (len(widths) - 2)])
    for key in ("total", "rank", "points"):
        label = total_label(game, language) if key == "total" else text(key, language)
        rows.append([label, "", "", *[""] * (len(widths) - 3)])
        at = len(rows) - 1
        commands.append(("SPAN", (0, at), (2, at)))
        commands.append(("FONT", (0, at), (0, at), FONT_BOLD, 8))
        commands.append(("ALIGN", (0, at), (0, at), "LEFT"))
        for index in range(len(seats)):
            col = first + index * 2
            commands.append(("SPAN", (col, at), (col + 1, at)))
        commands.append(("BACKGROUND", (last, at), (last, at), SHADE))
    commands.append(("LINEABOVE", (0, -3), (-1, -3), 1.0, INK))
    heights = [None, None] + [row_height] * rows_wanted + [_SUM_ROW] * 3
    grid = Table(rows, colWidths=widths, rowHeights=heights, repeatRows=2)
    grid.setStyle(table_style(commands))
    hints = [text("hint_deadwood", language)]
    if deals is None:
        hints.append(text("hint_to_500", language))
    hints.append(text("hint_more_wins", language, scale=points_scale(game, len(seats))))
    return [
        _players(printout, table, blank, deals if deals is not None else rows_wanted),
        Spacer(1, 6 * mm),
        grid,
        Spacer(1, 2 * mm),
        Paragraph(esc(" ".join(hints)), HINT),
    ]


def _deal_summary(record: GameRecord, line: GameLine) -> list[object]:
    """The deals a player declared and their deadwood over the deals they lost."""
    if not record.deals:
        return [None, None]
    won = sum(1 for deal in record.deals if deal.winner_seat == line.seat)
    deadwood = sum(deal.deadwood.get(line.seat, 0) for deal in record.deals)
    return [won, deadwood]


def _scores(deal: DealRecord) -> dict[int, int]:
    """Seat -> the deal's score, as the scoring engine counts it (RULINGS §8)."""
    seats = sorted({deal.winner_seat, *deal.deadwood})
    played = Deal(str(deal.winner_seat), {str(seat): dw for seat, dw in deal.deadwood.items()})
    scores = deal_scores(played, [str(seat) for seat in seats])
    return {int(seat): score for seat, score in scores.items()}


def deals_sheet(workbook: Workbook, games: Sequence[GameRecord], language: str) -> Sheet:
    """Indian Rummy: one row per player and deal, with the running total."""
    sheet = Sheet(workbook, text("sheet.deals", language))
    keys = ["round", "table", "deal", "seat", "name", "dealer", "deals_won", "deadwood"]
    keys += ["deal_score", "running_total", "losing_hand"]
    labels = [text(key, language) for key in keys]
    sheet.header(labels)
    for record in ordered(games):
        lines = sorted(record.lines, key=lambda line: line.seat)
        seats = [line.seat for line in lines]
        totals = dict.fromkeys(seats, 0)
        for deal in record.deals:
            scores = _scores(deal)
            dealer = dealer_seat_of(seats, deal.number)
            for line in lines:
                totals[line.seat] += scores.get(line.seat, 0)
                sheet.add(
                    [
                        record.round_number,
                        record.table_number,
                        deal.number,
                        line.seat,
                        line.name,
                        _MARK if line.seat == dealer else None,
                        _MARK if line.seat == deal.winner_seat else None,
                        deal.deadwood.get(line.seat),
                        scores.get(line.seat),
                        totals[line.seat],
                        deal.hands.get(line.seat),
                    ]
                )
    return sheet


__all__ = ["IndianRummyExports", "deal_count", "dealer_seat", "dealer_seat_of"]
