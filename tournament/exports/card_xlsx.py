"""The standings workbook's sheets of the card games (RULINGS §8, §9).

Games: one row per player and match, with the card game's result instead of tiles left
and claims (Indian Rummy: deals declared, deadwood, score; Drachenrummy: laid sets, hand
cards, laid and hand points, card points). Indian Rummy also gets a Deals sheet: one row
per player and deal (who dealt and declared, deadwood, the deal's score, running total).
:func:`tournament.exports.xlsx.write_standings_workbook` adds them for a card game.
"""

from __future__ import annotations

from collections.abc import Sequence

from openpyxl import Workbook

from tournament.exports.card_sheets import dealer_seat_of
from tournament.exports.model import GameLine, GameRecord
from tournament.exports.texts import text, text_or, total_label
from tournament.exports.workbook_sheet import Sheet, excel_number
from tournament.rules.cards import Deck, parse_cards
from tournament.rules.drachen import DrachenScore, score
from tournament.rules.games import Game, ResultField

_MARK = "✓"


def _ordered(games: Sequence[GameRecord]) -> list[GameRecord]:
    return sorted(games, key=lambda g: (g.round_number, g.table_number, g.game_number))


def _decision(game: GameRecord, language: str) -> str | None:
    return text_or(f"kind.{game.decision}", language, game.decision) or None


def card_games_sheet(
    workbook: Workbook, games: Sequence[GameRecord], language: str, game: type[Game]
) -> Sheet:
    """Every player's line of every match (one a round: no game number), with the card
    game's result."""
    sheet = Sheet(workbook, text("sheet.games", language))
    labels = [text(key, language) for key in ("round", "table", "seat", "name")]
    indian = game.has(ResultField.DEADWOOD)
    if indian:
        labels += [text("deals_won", language), text("deadwood", language)]
    else:
        labels += [text(key, language) for key in ("laid_sets", "hand_cards")]
        labels += [text(key, language) for key in ("laid_points", "hand_points")]
    labels += [total_label(game, language), text("points", language), text("decision", language)]
    sheet.header(labels)
    for record in _ordered(games):
        for line in sorted(record.lines, key=lambda line: line.seat):
            row: list[object] = [record.round_number, record.table_number, line.seat, line.name]
            if indian:
                row += _deal_summary(record, line)
            else:
                counted = _counted(line)
                row += [
                    " | ".join(line.laid) or None,
                    line.hand or None,
                    counted.laid if counted else None,
                    counted.hand if counted else None,
                ]
            row += [line.total, excel_number(line.points), _decision(record, language)]
            sheet.add(row)
    return sheet


def _deal_summary(record: GameRecord, line: GameLine) -> list[object]:
    """The deals a player declared and their deadwood over the deals they lost."""
    if not record.deals:
        return [None, None]
    won = sum(1 for deal in record.deals if deal.winner_seat == line.seat)
    deadwood = sum(deal.deadwood.get(line.seat, 0) for deal in record.deals)
    return [won, deadwood]


def _counted(line: GameLine) -> DrachenScore | None:
    """A Drachenrummy line's laid and hand points, when its cards were given."""
    if not line.laid and line.hand is None:
        return None
    try:
        laid = [parse_cards(cards) for cards in line.laid]
        return score(laid, parse_cards(line.hand or ""), Deck.drachen(2))
    except ValueError:
        return None  # a stored result was checked when entered; never stop an export here


def deals_sheet(workbook: Workbook, games: Sequence[GameRecord], language: str) -> Sheet:
    """Indian Rummy: one row per player and deal, with the running total."""
    sheet = Sheet(workbook, text("sheet.deals", language))
    keys = ["round", "table", "deal", "seat", "name", "dealer", "deals_won", "deadwood"]
    keys += ["deal_score", "running_total", "losing_hand"]
    labels = [text(key, language) for key in keys]
    sheet.header(labels)
    for record in _ordered(games):
        lines = sorted(record.lines, key=lambda line: line.seat)
        seats = [line.seat for line in lines]
        totals = dict.fromkeys(seats, 0)
        for deal in record.deals:
            scores = deal.scores()
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


__all__ = ["card_games_sheet", "deals_sheet"]
