"""Player cards and the crosstable as a workbook (openpyxl), beside the standings workbook.

Sheets: Crosstable (a row per player in standings order, a column per opponent by rank
number, each cell ``ahead–level–behind (points : points)``) and Player cards (every game of
every player, one row each, to filter by name). User text stays text as in the standings
workbook (see :mod:`tournament.exports.xlsx`).
"""

from __future__ import annotations

import os

from openpyxl import Workbook

from tournament.exports._files import atomic_path
from tournament.exports.crosstable_data import ResultsData
from tournament.exports.crosstable_pdf import card_cells, card_columns, meeting_text, result_values
from tournament.exports.texts import check_language, describe_options, text
from tournament.exports.workbook_sheet import (
    Sheet,
    discard_workbook,
    excel_number,
    shared_rank_cell,
)


def write_results_workbook(
    data: ResultsData, path: str | os.PathLike[str], *, language: str = "de"
) -> int:
    """Write the crosstable and the player cards to ``path``; returns the number of sheets."""
    check_language(language)
    tournament = data.tournament
    footer = " · ".join([tournament.name, *describe_options(tournament.options, language)])
    workbook = Workbook(write_only=True)
    try:
        _crosstable_sheet(workbook, data, language).write(freeze="C2", footer=footer)
        _cards_sheet(workbook, data, language).write(freeze="C2", footer=footer)
        with atomic_path(path) as temp:
            workbook.save(os.fspath(temp))
    except BaseException:
        discard_workbook(workbook)
        raise
    return 2


def _crosstable_sheet(workbook: Workbook, data: ResultsData, language: str) -> Sheet:
    sheet = Sheet(workbook, text("crosstable", language))
    players = data.players
    labels = [text("rank", language), text("name", language)]
    labels += [str(index) for index in range(1, len(players) + 1)]
    labels += [text("points_long", language), text("meetings", language)]
    sheet.header(labels)
    table = data.crosstable()
    for player in players:
        row = player.standing
        cells: list[object] = [
            shared_rank_cell(sheet.sheet, row.rank) if row.shared else row.rank,
            player.name,
        ]
        for other in players:
            record, points = meeting_text(table.meeting(player.key, other.key), language)
            cells.append(f"{record} ({points})" if record else None)
        cells += [excel_number(row.points), table.opponents(player.key)]
        sheet.add(cells)
    return sheet


def _cards_sheet(workbook: Workbook, data: ResultsData, language: str) -> Sheet:
    sheet = Sheet(workbook, text("player_cards", language))
    played = data.tournament.game
    columns = card_columns(played, language)
    sheet.header([text("rank", language), text("name", language), text("club", language), *columns])
    for player in data.players:
        row = player.standing
        for game in data.card(player.key).games:
            cells = card_cells(data, game, played, language)
            # Numbers as numbers; the opponents and the decision as printed.
            values: list[object] = [
                game.game.round,
                game.game.table,
                game.game.game,
                game.line.seat,
                cells[4],
                *result_values(data, game, played),
            ]
            values += [
                excel_number(game.line.points),
                excel_number(game.game.max_points),
                game.place,
                cells[-1] or None,
            ]
            sheet.add(
                [
                    shared_rank_cell(sheet.sheet, row.rank) if row.shared else row.rank,
                    player.name,
                    player.club,
                    *values,
                ]
            )
    return sheet


__all__ = ["write_results_workbook"]
