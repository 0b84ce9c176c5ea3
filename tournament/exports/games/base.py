"""What a game draws in the exports beside what every game shares.

A score sheet is the head (:func:`tournament.exports.sheet_parts.sheet_header`), the game's
own body and the remarks lines; the standings workbook is the standings, a sheet per round,
the decisions and the tournament, and between them the game's own sheets (every game as
entered; a match's deals too). The shared writers ask the game's :class:`GameExports`
(``tournament.exports.games.game_exports``) for the parts in between.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from openpyxl import Workbook
from reportlab.platypus import Flowable

from tournament.exports._pdf import Printout
from tournament.exports.model import (
    DealRecord,
    GameRecord,
    RoundSeating,
    SheetTable,
    TournamentHeader,
)
from tournament.exports.workbook_sheet import Sheet
from tournament.services.dto import ResultInfo

SheetMaker = Callable[[], Sheet]
"""Makes one workbook sheet when called (the writer counts them first, then makes each)."""


class GameExports:
    """A game's own parts of the printouts and the workbook."""

    def sheet_body(
        self, printout: Printout, data: RoundSeating, table: SheetTable, *, blank: bool
    ) -> list[Flowable]:
        """A table's score sheet between the head and the remarks; ``blank`` leaves the
        players' names empty."""
        raise NotImplementedError

    def workbook_sheets(
        self,
        workbook: Workbook,
        games: Sequence[GameRecord],
        language: str,
        tournament: TournamentHeader,
    ) -> list[SheetMaker]:
        """The game's sheets of the standings workbook, in order."""
        raise NotImplementedError

    def deal_records(
        self, result: ResultInfo | None, seat_of: Mapping[int, int]
    ) -> tuple[DealRecord, ...]:
        """The deals of a match as entered, by seat (``seat_of``: player id -> seat), for a
        game played in deals; none for any other."""
        return ()


__all__ = ["GameExports", "SheetMaker"]
