"""The standings workbook (openpyxl): standings, one sheet per round, every game, decisions.

Numbers are written as numbers (points exactly as Excel can hold them; percent as a ratio
formatted as percent); the sheets are :class:`tournament.exports.workbook_sheet.Sheet`, whose
text from a person is always text.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable, Sequence
from fractions import Fraction

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell

from tournament.exports._files import Ticker, atomic_path
from tournament.exports.games import game_exports
from tournament.exports.model import (
    DecisionEntry,
    GameRecord,
    Progress,
    WorkbookData,
    shows_totals,
    standing_keys,
)
from tournament.exports.reports import describe_decision, standings_title
from tournament.exports.texts import (
    check_language,
    describe_options,
    format_date,
    result_label,
    text,
    text_or,
    tie_breaks,
)
from tournament.exports.workbook_sheet import (
    FORMULA_STARTS,
    PERCENT_FORMAT,
    TITLE_FONT,
    Sheet,
    discard_workbook,
    excel_number,
    excel_time,
    shared_rank_cell,
    text_cell,
)


def write_standings_workbook(
    data: WorkbookData,
    path: str | os.PathLike[str],
    *,
    language: str = "de",
    progress: Progress | None = None,
) -> int:
    """Write the standings workbook to ``path``; returns the number of sheets.

    Sheets: Standings; one per round (each table's players with their points per game);
    Games (every player's line of every game, as entered); Decisions; Tournament (name,
    date and the rules and options). ``progress(done, total)`` counts sheets; returning
    False cancels and leaves ``path`` untouched.
    """
    check_language(language)
    rounds = sorted({game.round_number for game in data.games})
    tournament = data.standings.tournament
    footer = " · ".join([tournament.name, *describe_options(tournament.options, language)])
    workbook = Workbook(write_only=True)
    game_sheets = game_exports(tournament.game).workbook_sheets(
        workbook, data.games, language, tournament
    )
    total = 3 + len(rounds) + len(game_sheets)
    ticker = Ticker(progress, total)
    ticker.start()
    time_format = "dd.mm.yyyy hh:mm" if language == "de" else "yyyy-mm-dd hh:mm"

    try:
        _standings_sheet(workbook, data, language).write(freeze="D2", footer=footer)
        ticker.step()
        by_round: dict[int, list[GameRecord]] = defaultdict(list)
        for game in data.games:
            by_round[game.round_number].append(game)
        for number in rounds:
            _round_sheet(workbook, number, by_round[number], language).write(
                freeze="D2", footer=footer
            )
            ticker.step()
        for make in game_sheets:
            make().write(footer=footer)
            ticker.step()
        _decisions_sheet(workbook, data.decisions, language, time_format).write(footer=footer)
        ticker.step()
        _info_sheet(workbook, data, language)
        ticker.step()
        with atomic_path(path) as temp:
            workbook.save(os.fspath(temp))
    except BaseException:
        discard_workbook(workbook)
        raise
    return total


def _texts(language: str, *keys: str) -> list[str]:
    """The column headers of ``keys`` in ``language``."""
    return [text(key, language) for key in keys]


def _standings_sheet(workbook: Workbook, data: WorkbookData, language: str) -> Sheet:
    """The standings, with the game's result columns (``model.standing_keys``)."""
    sheet = Sheet(workbook, text("sheet.standings", language))
    game = data.standings.tournament.game
    # Every game ranked by the tiles left keeps both columns, claims in place whether or
    # not the game has them; a game ranked by a sum shows its totals.
    results = ("claims", "tiles_left") if not shows_totals(game) else standing_keys(game)
    labels = _texts(
        language,
        "rank",
        "number",
        "name",
        "club",
        "group",
        "points_long",
        "max_points",
        "percent",
        "games",
        "games_won",
    )
    labels += [result_label(key, game, language) for key in results]
    labels.append(text("status", language))
    sheet.header(labels, {7: PERCENT_FORMAT})
    for row in data.standings.rows:
        ratio = row.ratio
        sheet.add(
            [
                shared_rank_cell(sheet.sheet, row.rank) if row.shared else row.rank,
                row.number,
                row.name,
                row.club,
                row.group,
                excel_number(row.points),
                excel_number(row.max_points),
                None if ratio is None else float(ratio),
                row.games,
                row.games_won,
                *(row.result(key) for key in results),
                text("withdrawn_player", language) if row.withdrawn else "",
            ]
        )
    return sheet


def _round_sheet(
    workbook: Workbook, number: int, games: Iterable[GameRecord], language: str
) -> Sheet:
    """Each table's players, one row each, with their points per game and the sum."""
    sheet = Sheet(workbook, text("sheet.round", language, round=number))
    tables: dict[int, dict[int, GameRecord]] = defaultdict(dict)
    for game in games:
        tables[game.table_number][game.game_number] = game
    most = max((len(table) for table in tables.values()), default=3)
    labels = _texts(language, "table", "seat", "name")
    labels += [f"{text('game', language)} {game}" for game in range(1, most + 1)]
    labels.append(text("total", language))
    sheet.header(labels)
    for table_number in sorted(tables):
        table_games = tables[table_number]
        seats: dict[int, str] = {}
        points: dict[int, dict[int, Fraction | None]] = defaultdict(dict)
        for game_number, game in table_games.items():
            for line in game.lines:
                seats.setdefault(line.seat, line.name)
                points[line.seat][game_number] = line.points
        for seat in sorted(seats):
            row: list[object] = [table_number, seat, seats[seat]]
            known: list[Fraction] = []
            for game_number in range(1, most + 1):
                value = points[seat].get(game_number)
                row.append(excel_number(value))
                if value is not None:
                    known.append(value)
            row.append(excel_number(sum(known, Fraction(0))) if known else None)
            sheet.add(row)
    return sheet


def _decisions_sheet(
    workbook: Workbook, decisions: Sequence[DecisionEntry], language: str, time_format: str
) -> Sheet:
    sheet = Sheet(workbook, text("sheet.decisions", language))
    labels = _texts(
        language,
        "time",
        "round",
        "table",
        "game",
        "kind",
        "decided",
        "reason",
        "author",
        "status",
        "withdrawn",
    )
    sheet.header(labels, {0: time_format})
    for entry in sorted(decisions, key=lambda d: (d.time, d.round_number, d.table_number)):
        withdrawn = ""
        if entry.withdrawn:
            withdrawn = text(
                "withdrawn_by",
                language,
                author=entry.withdrawn_by,
                time=entry.withdrawn_at.strftime("%Y-%m-%d %H:%M") if entry.withdrawn_at else "",
                reason=entry.withdrawn_reason,
            )
        sheet.add(
            [
                excel_time(entry.time),
                entry.round_number,
                entry.table_number,
                entry.game_number,
                text_or(f"kind.{entry.kind}", language, entry.kind),
                describe_decision(entry, language),
                entry.reason,
                entry.author,
                text("withdrawn", language) if entry.withdrawn else text("active", language),
                withdrawn,
            ]
        )
    return sheet


def _info_sheet(workbook: Workbook, data: WorkbookData, language: str) -> None:
    tournament = data.standings.tournament
    sheet = workbook.create_sheet(title=text("sheet.tournament", language))
    sheet.column_dimensions["A"].width = 28
    sheet.column_dimensions["B"].width = 60
    title = WriteOnlyCell(sheet, value=standings_title(data.standings, language))
    title.font = TITLE_FONT
    sheet.append([title])
    rows = [
        (text("name", language), tournament.name),
        (text("date", language), format_date(tournament.date, language)),
        (text("place", language), tournament.place),
        (text("director", language), tournament.director),
    ]
    for line in [
        *describe_options(tournament.options, language),
        tie_breaks(tournament.options, language),
    ]:
        label, _, value = line.partition(": ")
        rows.append((label, value))
    for label, value in rows:
        cell = text_cell(sheet, value) if value.startswith(FORMULA_STARTS) else value
        sheet.append([label, cell])


__all__ = ["write_standings_workbook"]
