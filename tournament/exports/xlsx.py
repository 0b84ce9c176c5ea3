"""The standings workbook (openpyxl): standings, one sheet per round, every game, decisions.

Numbers are written as numbers (points exactly as Excel can hold them; percent as a ratio
formatted as percent), each sheet has a styled, frozen header row with an autofilter and
column widths that fit. Text that comes from a person (a name, a club, a reason) is always
written as text: a value starting with ``=``, ``+``, ``-`` or ``@`` is never a formula,
and one such as ``#N/A`` never an error value (the cell is a string with Excel's quote
prefix, so editing it keeps it text too).
"""

from __future__ import annotations

import contextlib
import os
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from fractions import Fraction

from openpyxl import Workbook
from openpyxl.cell import WriteOnlyCell
from openpyxl.cell.cell import Cell
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet._write_only import WriteOnlyWorksheet

from tournament.exports._files import Ticker, atomic_path
from tournament.exports._sheet_xml import append_rows
from tournament.exports.model import DecisionEntry, GameRecord, Progress, WorkbookData
from tournament.exports.reports import describe_decision, standings_title
from tournament.exports.texts import (
    check_language,
    describe_options,
    format_date,
    text,
    text_or,
    tie_breaks,
    total_label,
)
from tournament.rules.games import ResultField

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "#")
"""How a text starts that a spreadsheet would run as a formula or read as an error code
("#N/A"): such a text is written as a text cell with the quote prefix."""
PERCENT_FORMAT = "0.0%"
SHARED_RANK_FORMAT = '"="0'
MAX_WIDTH = 45
_HEADER_FONT = Font(name="Calibri", size=11, bold=True, color="FFFFFF")
_HEADER_FILL = PatternFill("solid", fgColor="3A4F66")
_HEADER_BORDER = Border(bottom=Side(style="medium", color="1A1A1A"))
_HEADER_ALIGN = Alignment(horizontal="center", vertical="center")
_TITLE_FONT = Font(name="Calibri", size=14, bold=True)


def _excel_number(value: Fraction | int | None) -> float | int | None:
    """An exact value as Excel holds numbers: whole numbers stay int, halves are exact."""
    if value is None or type(value) is int:
        return value
    exact = value if isinstance(value, Fraction) else Fraction(value)
    if exact.denominator == 1:
        return exact.numerator
    return float(exact)


def _excel_time(moment: datetime | None) -> datetime | None:
    """Excel has no time zones: a zone-aware time is shown in local time."""
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone().replace(tzinfo=None)


class _Sheet:
    """A write-only sheet with a header row, widths from its content and an autofilter."""

    def __init__(self, workbook: Workbook, title: str) -> None:
        self.sheet: WriteOnlyWorksheet = workbook.create_sheet(title=title[:31])
        self.rows: list[list[object]] = []
        self.widths: list[int] = []
        self.headers: list[str] = []
        self.formats: dict[int, str] = {}

    def header(self, labels: Sequence[str], formats: dict[int, str] | None = None) -> None:
        """The column labels, and number formats by column index (0-based)."""
        self.headers = list(labels)
        self.widths = [len(label) + 3 for label in labels]
        self.formats = dict(formats or {})

    def add(self, values: Sequence[object]) -> None:
        row = list(values)
        widths = self.widths
        for index, value in enumerate(row):
            kind = type(value)
            if kind is str:
                width = len(value)  # type: ignore[arg-type]
            elif kind is int:
                width = len(str(value))
            else:
                if isinstance(value, Cell):  # a cell made ready with its own format
                    value = value.value
                if value is None:
                    continue
                width = len(str(value)) if not isinstance(value, float) else 6
                if isinstance(value, datetime):
                    width = 16
            if width + 2 > widths[index]:
                widths[index] = min(width + 2, MAX_WIDTH)
        self.rows.append(row)

    def _cells(self) -> Iterator[list[object]]:
        """The rows, a value starting like a formula made a text cell."""
        sheet = self.sheet
        for row in self.rows:
            yield [
                text_cell(sheet, value)
                if isinstance(value, str) and value.startswith(FORMULA_STARTS)
                else value
                for value in row
            ]

    def write(self, *, freeze: str = "A2", footer: str = "") -> int:
        sheet = self.sheet
        for index, width in enumerate(self.widths, start=1):
            sheet.column_dimensions[get_column_letter(index)].width = width
        sheet.freeze_panes = freeze
        # Printed: landscape, all columns on the page width, the header row on every page.
        sheet.print_title_rows = "1:1"
        sheet.page_setup.orientation = "landscape"
        sheet.page_setup.fitToWidth = 1
        sheet.page_setup.fitToHeight = 0
        sheet.sheet_properties.pageSetUpPr.fitToPage = True
        if footer:
            # Excel's header/footer codes start with "&"; a literal one is doubled.
            sheet.oddFooter.center.text = footer.replace("&", "&&")[:250]
            sheet.oddFooter.center.size = 7
        last = get_column_letter(len(self.headers))
        sheet.auto_filter.ref = f"A1:{last}{len(self.rows) + 1}"
        head = []
        for label in self.headers:
            cell = WriteOnlyCell(sheet, value=label)
            cell.font = _HEADER_FONT
            cell.fill = _HEADER_FILL
            cell.border = _HEADER_BORDER
            cell.alignment = _HEADER_ALIGN
            head.append(cell)
        sheet.append(head)
        sheet.close()  # the header row and the sheet's settings; the rows go in after it
        append_rows(sheet, self._cells(), self.formats, len(self.headers))
        return len(self.rows)


def text_cell(sheet: WriteOnlyWorksheet, value: str) -> WriteOnlyCell:
    """A cell that shows ``value`` as text, whatever character it starts with."""
    cell = WriteOnlyCell(sheet, value=value)
    cell.data_type = "s"
    cell.quotePrefix = True
    return cell


def shared_rank_cell(sheet: WriteOnlyWorksheet, rank: int) -> WriteOnlyCell:
    """A shared rank: the number (so the column still sorts), shown as "=2" (RULINGS §6)."""
    cell = WriteOnlyCell(sheet, value=rank)
    cell.number_format = SHARED_RANK_FORMAT
    return cell


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
    played = data.standings.tournament.game
    deals = played.has(ResultField.DEADWOOD)  # Indian Rummy: a sheet of the deals too
    total = 4 + len(rounds) + deals
    ticker = Ticker(progress, total)
    ticker.start()
    tournament = data.standings.tournament
    footer = " · ".join([tournament.name, *describe_options(tournament.options, language)])
    workbook = Workbook(write_only=True)
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
        if played.has(ResultField.TILES_LEFT):
            _games_sheet(workbook, data.games, language, tournament.plus).write(footer=footer)
        else:
            from tournament.exports import card_xlsx

            card_xlsx.card_games_sheet(workbook, data.games, language, played).write(footer=footer)
            if deals:
                ticker.step()
                card_xlsx.deals_sheet(workbook, data.games, language).write(footer=footer)
        ticker.step()
        _decisions_sheet(workbook, data.decisions, language, time_format).write(footer=footer)
        ticker.step()
        _info_sheet(workbook, data, language)
        ticker.step()
        with atomic_path(path) as temp:
            workbook.save(os.fspath(temp))
    except BaseException:
        _discard(workbook)
        raise
    return total


def _discard(workbook: Workbook) -> None:
    """Close and remove the temporary files of a write-only workbook that is not saved
    (a cancelled or failed export), so nothing is left open."""
    for sheet in workbook.worksheets:
        # Best effort: the export has failed already; its own error is what matters.
        with contextlib.suppress(Exception):
            if not sheet.closed:
                sheet.close()
            writer = getattr(sheet, "_writer", None)
            if writer is not None and os.path.exists(writer.out):
                writer.cleanup()


def _texts(language: str, *keys: str) -> list[str]:
    """The column headers of ``keys`` in ``language``."""
    return [text(key, language) for key in keys]


def _standings_sheet(workbook: Workbook, data: WorkbookData, language: str) -> _Sheet:
    """The standings; Stein-Rummy's claims and tiles left, a card game's totals."""
    sheet = _Sheet(workbook, text("sheet.standings", language))
    game = data.standings.tournament.game
    tiles = game.has(ResultField.TILES_LEFT)
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
    labels += _texts(language, "claims", "tiles_left") if tiles else [total_label(game, language)]
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
                _excel_number(row.points),
                _excel_number(row.max_points),
                None if ratio is None else float(ratio),
                row.games,
                row.games_won,
                *([row.claims, row.tiles_left] if tiles else [row.card_total]),
                text("withdrawn_player", language) if row.withdrawn else "",
            ]
        )
    return sheet


def _round_sheet(
    workbook: Workbook, number: int, games: Iterable[GameRecord], language: str
) -> _Sheet:
    """Each table's players, one row each, with their points per game and the sum."""
    sheet = _Sheet(workbook, text("sheet.round", language, round=number))
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
                row.append(_excel_number(value))
                if value is not None:
                    known.append(value)
            row.append(_excel_number(sum(known, Fraction(0))) if known else None)
            sheet.add(row)
    return sheet


def _games_sheet(
    workbook: Workbook, games: Sequence[GameRecord], language: str, plus: bool
) -> _Sheet:
    """Every player's line of every game as entered: one row each, to filter by player.

    Claims appear for Stein-Rummy Plus only; the starter's row is marked.
    """
    sheet = _Sheet(workbook, text("sheet.games", language))
    labels = _texts(language, "round", "table", "game", "seat", "name", "starts", "tiles_left")
    if plus:
        labels.append(text("claims", language))
    labels += _texts(language, "points", "decision")
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
            row += [_excel_number(line.points), decision]
            sheet.add(row)
    return sheet


def _decisions_sheet(
    workbook: Workbook, decisions: Sequence[DecisionEntry], language: str, time_format: str
) -> _Sheet:
    sheet = _Sheet(workbook, text("sheet.decisions", language))
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
                _excel_time(entry.time),
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
    title.font = _TITLE_FONT
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


__all__ = ["FORMULA_STARTS", "shared_rank_cell", "text_cell", "write_standings_workbook"]
