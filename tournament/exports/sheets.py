"""Score sheets (Spielzettel): one per table of a round.

Each sheet names the tournament, round and table (:mod:`tournament.exports.sheet_parts`),
then what the game has its players write (its body, by :mod:`tournament.exports.games`:
Stein-Rummy's games with tiles left, claims and match points; a card game's deals or sets
and card points), and under it lines for the director's remarks and signature. The blank
variant leaves the names empty for writing in by hand.
"""

from __future__ import annotations

import os

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, PageBreak, Spacer

from tournament.exports._files import Ticker, atomic_path
from tournament.exports._pdf import Printout
from tournament.exports.games import game_exports
from tournament.exports.model import ExportError, Progress, RoundSeating, SeatEntry, SheetTable
from tournament.exports.sheet_parts import sheet_header, sheet_remarks
from tournament.exports.texts import text


def write_score_sheets(
    data: RoundSeating,
    path: str | os.PathLike[str],
    *,
    blank: bool = False,
    language: str = "de",
    page_size: str = "A4",
    progress: Progress | None = None,
) -> int:
    """Write one score sheet per table of ``data`` to ``path``; returns the number of sheets
    (a table with more deals than a page holds runs on to a second page).

    ``blank`` leaves the players' names empty (round and table numbers stay when known);
    a round without tables gives a single blank sheet for the game's largest table.
    ``progress(done, total)`` is called per sheet; returning False cancels and leaves
    ``path`` untouched (``ExportCancelled``).
    """
    game = data.tournament.game
    body = game_exports(game).sheet_body
    printout = Printout(
        data.tournament,
        text("score_sheet", language),
        language=language,
        page_size_name=page_size,
    )
    tables = data.tables
    if not tables:
        if not blank:
            raise ExportError(f"round {data.round_number}: no tables to print score sheets for")
        empty = tuple(SeatEntry(seat, "") for seat in range(1, game.max_players + 1))
        tables = (SheetTable(0, empty),)
    ticker = Ticker(progress, len(tables))
    ticker.start()
    story: list[Flowable] = []
    for index, table in enumerate(tables):
        if index:
            story.append(PageBreak())
        story.append(sheet_header(printout, data, table))
        story.append(Spacer(1, 5 * mm))
        story.extend(body(printout, data, table, blank=blank))
        story.append(Spacer(1, 6 * mm))
        story.extend(sheet_remarks(printout))
        story.append(_Done(ticker))
    with atomic_path(path) as temp:
        printout.build(temp, story)
    return len(tables)


class _Done(Flowable):  # type: ignore[misc]
    """Counts a sheet as done once it is laid out (a sheet may take two pages)."""

    def __init__(self, ticker: Ticker) -> None:
        super().__init__()
        self.ticker = ticker
        self.width = self.height = 0

    def wrap(self, *_args: object) -> tuple[float, float]:
        return 0, 0

    def draw(self) -> None:
        self.ticker.step()


__all__ = ["write_score_sheets"]
