"""Drachenrummy in the exports (RULINGS §9): the score sheet and the Games sheet.

The sheet has one row per player with their laid sets, laid points, hand cards, total, rank
and match points; the Games sheet the laid sets and hand cards as written, with their points.
"""

from __future__ import annotations

from collections.abc import Sequence

from openpyxl import Workbook
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from tournament.exports._pdf import FONT_BOLD, INK, LIGHT, RULE, SHADE, Printout, esc, table_style
from tournament.exports.games.base import GameExports, SheetMaker
from tournament.exports.games.cards import CELL_BOLD, HEAD, HINT, SMALL, card_games_sheet
from tournament.exports.model import (
    GameLine,
    GameRecord,
    RoundSeating,
    SheetTable,
    TournamentHeader,
)
from tournament.exports.texts import points_scale, text
from tournament.rules.cards import Deck, parse_cards
from tournament.rules.drachen import DrachenScore, score
from tournament.rules.games import Game

_PLAYER_ROW = 20 * mm
"""A player's row: room to write the laid sets in."""


class DrachenrummyExports(GameExports):
    """A row per player: the laid sets, the hand cards and their points."""

    def sheet_body(
        self, printout: Printout, data: RoundSeating, table: SheetTable, *, blank: bool
    ) -> list[Flowable]:
        return _sheet(printout, table, data.tournament.game, blank=blank)

    def workbook_sheets(
        self,
        workbook: Workbook,
        games: Sequence[GameRecord],
        language: str,
        tournament: TournamentHeader,
    ) -> list[SheetMaker]:
        keys = ("laid_sets", "hand_cards", "laid_points", "hand_points")
        return [lambda: card_games_sheet(workbook, games, language, tournament.game, keys, _result)]


def _result(record: GameRecord, line: GameLine) -> list[object]:
    """The laid sets and hand cards as written, and their points when they count."""
    counted = _counted(line)
    return [
        " | ".join(line.laid) or None,
        line.hand or None,
        counted.laid if counted else None,
        counted.hand if counted else None,
    ]


def _counted(line: GameLine) -> DrachenScore | None:
    """A Drachenrummy line's laid and hand points, when its cards were given."""
    if not line.laid and line.hand is None:
        return None
    try:
        laid = [parse_cards(cards) for cards in line.laid]
        return score(laid, parse_cards(line.hand or ""), Deck.drachen(2))
    except ValueError:
        return None  # a stored result was checked when entered; never stop an export here


def _sheet(
    printout: Printout, table: SheetTable, game: type[Game], *, blank: bool
) -> list[Flowable]:
    """One row per player: seat, name, laid sets, laid points, hand cards, total, rank,
    match points, initials."""
    language = printout.language
    keys = ("laid_points", "hand_cards", "card_total", "rank", "points", "initials")
    number_w = [17 * mm, 19 * mm, 14 * mm, 12 * mm, 11 * mm, 15 * mm]
    seat_w, name_w = 12 * mm, 36 * mm
    sets_w = printout.width - seat_w - name_w - sum(number_w)
    widths = [seat_w, name_w, sets_w, *number_w]
    head = [text("seat", language), text("name", language), text("laid_sets", language)]
    head += [text(key, language) for key in keys]
    rows: list[list[object]] = [[Paragraph(esc(label), HEAD) for label in head]]
    for seat in table.seats:
        who: list[Flowable] = []
        if not blank:
            who = [Paragraph(esc(seat.name), CELL_BOLD), Paragraph(esc(seat.club), SMALL)]
        rows.append([str(seat.seat), who, *[""] * (len(widths) - 2)])
    grid = Table(rows, colWidths=widths, rowHeights=[None] + [_PLAYER_ROW] * len(table.seats))
    total_col = 5
    grid.setStyle(
        table_style(
            [
                ("LEFTPADDING", (0, 0), (-1, 0), 2),
                ("RIGHTPADDING", (0, 0), (-1, 0), 2),
                ("FONT", (0, 1), (0, -1), FONT_BOLD, 14),
                ("ALIGN", (0, 1), (0, -1), "CENTER"),
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BACKGROUND", (total_col, 1), (total_col, -1), LIGHT),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("GRID", (0, 0), (-1, -1), 0.5, RULE),
                ("BOX", (0, 0), (-1, -1), 1.2, INK),
                ("LINEBELOW", (0, 0), (-1, 0), 1.0, INK),
                ("LINEBEFORE", (3, 0), (3, -1), 1.0, INK),
            ]
        )
    )
    hints = [
        text("hint_card_points", language),
        text("hint_more_wins", language, scale=points_scale(game, len(table.seats))),
    ]
    return [
        grid,
        Spacer(1, 2 * mm),
        Paragraph(esc(" ".join(hints)), HINT),
    ]


__all__ = ["DrachenrummyExports"]
