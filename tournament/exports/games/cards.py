"""What the card games share in the exports (RULINGS §8, §9): the sheets' type styles and the
workbook's Games sheet, one row per player and match, with the game's own columns."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from openpyxl import Workbook

from tournament.exports._pdf import style
from tournament.exports.model import GameLine, GameRecord
from tournament.exports.texts import text, text_or, total_label
from tournament.exports.workbook_sheet import Sheet, excel_number
from tournament.rules.games import Game

CELL_BOLD = style("card-sheet-cell-bold", 11, bold=True)
CELL = style("card-sheet-cell", 10)
HEAD = style("card-sheet-head", 7.5, bold=True, alignment=1, leading=9)
SMALL = style("card-sheet-small", 8, leading=9.5)
HINT = style("card-sheet-hint", 7.5, leading=9.5)


def ordered(games: Sequence[GameRecord]) -> list[GameRecord]:
    """The matches in playing order: by round, table and game."""
    return sorted(games, key=lambda g: (g.round_number, g.table_number, g.game_number))


def _decision(game: GameRecord, language: str) -> str | None:
    return text_or(f"kind.{game.decision}", language, game.decision) or None


def card_games_sheet(
    workbook: Workbook,
    games: Sequence[GameRecord],
    language: str,
    game: type[Game],
    result_keys: Sequence[str],
    result: Callable[[GameRecord, GameLine], list[object]],
) -> Sheet:
    """Every player's line of every match (one a round: no game number), with the card
    game's result: the columns ``result_keys`` (text keys) filled by ``result``."""
    sheet = Sheet(workbook, text("sheet.games", language))
    labels = [text(key, language) for key in ("round", "table", "seat", "name")]
    labels += [text(key, language) for key in result_keys]
    labels += [total_label(game, language), text("points", language), text("decision", language)]
    sheet.header(labels)
    for record in ordered(games):
        for line in sorted(record.lines, key=lambda line: line.seat):
            row: list[object] = [record.round_number, record.table_number, line.seat, line.name]
            row += result(record, line)
            row += [line.total, excel_number(line.points), _decision(record, language)]
            sheet.add(row)
    return sheet


__all__ = ["CELL", "CELL_BOLD", "HEAD", "HINT", "SMALL", "card_games_sheet", "ordered"]
