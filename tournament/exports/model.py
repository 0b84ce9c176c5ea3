"""The plain data the printouts and the workbook are made from.

The writers in this package read only these small frozen dataclasses, so they can be tested
and benchmarked without a database; :mod:`tournament.exports.adapter` builds them from the
services' data. Points are exact ``Fraction`` values; the writers decide how to show them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction

from tournament.rules.games import Game, ResultField, SteinRummy, find_game

Progress = Callable[[int, int], bool | None]
"""A progress callback: called with (done, total); returning False cancels the job."""

PAGE_SIZES = ("A4", "Letter")
LANGUAGES = ("de", "en")


def shows_totals(game: type[Game]) -> bool:
    """Whether a player's line shows the game's totals (a match's, summed over the rounds)
    instead of the boxes of its result: a game ranked by a sum (RULINGS §6, the game's
    ``tie_break``) does, one ranked by the tiles left does not."""
    return game.tie_break is not None


def result_keys(game: type[Game]) -> tuple[str, ...]:
    """The result in a player's line of a game: its boxes in the game's order
    (``tiles_left``, ``claims``), or ``total`` for a game that :func:`shows_totals`.

    >>> result_keys(find_game("plus"))
    ('tiles_left', 'claims')
    """
    if shows_totals(game):
        return ("total",)
    return tuple(field.value for field in game.result_fields)


def standing_keys(game: type[Game]) -> tuple[str, ...]:
    """The result columns of the standings, in the order they break ties (RULINGS §6):
    the other boxes first, then the ranking one (or the totals).

    >>> standing_keys(find_game("plus"))
    ('claims', 'tiles_left')
    """
    keys = result_keys(game)
    return (*keys[1:], keys[0])


class ExportError(ValueError):
    """Bad input to an export: an unknown language or page size, a missing font."""


class ExportCancelled(Exception):
    """The progress callback asked to stop. The target file is left untouched."""


@dataclass(frozen=True, slots=True)
class TournamentHeader:
    """What every printout says about the tournament it belongs to.

    ``options`` are the per-tournament settings printed in the footers, keyed like the
    services' ``Settings`` fields (``variant``, ``jokers``, ``first_turn_rommee``,
    ``neutral_penalty``, ``rank_by``, ``movement``, ``groups``, ...). Known keys and values
    are worded in the printout's language; unknown ones are printed as they are.
    """

    name: str
    date: str = ""
    place: str = ""
    director: str = ""
    options: Mapping[str, object] = field(default_factory=dict)

    @property
    def variant(self) -> str:
        return str(self.options.get("variant", "stein"))

    @property
    def game(self) -> type[Game]:
        """The game played (the registry's; an unknown variant prints as Stein-Rummy)."""
        try:
            return find_game(self.variant)
        except ValueError:
            return SteinRummy

    @property
    def plus(self) -> bool:
        """Claims in a player's result (Stein-Rummy Plus): sheets and tables get a column."""
        return self.game.has(ResultField.CLAIMS)


@dataclass(frozen=True, slots=True)
class SeatEntry:
    seat: int
    """1-based seat; seat k starts game k unless the table says otherwise."""
    name: str
    club: str = ""
    number: int | None = None
    """The player's start number, if the tournament gives them."""


@dataclass(frozen=True, slots=True)
class SheetTable:
    """One table of a round: who sits where and who starts which game."""

    number: int
    seats: tuple[SeatEntry, ...]
    starters: tuple[int, ...] = ()
    """Seat number of the starter of game 1, 2, ...; empty means seat k starts game k."""
    group: str = ""

    @property
    def game_count(self) -> int:
        return len(self.starters) if self.starters else len(self.seats)

    def starter_seat(self, game: int) -> int:
        """The seat number that starts game ``game`` (1-based)."""
        return self.starters[game - 1] if self.starters else game

    def starter_of(self, game: int) -> SeatEntry | None:
        """The seat that starts game ``game`` (1-based), or None when unknown."""
        seat_no = self.starter_seat(game)
        for seat in self.seats:
            if seat.seat == seat_no:
                return seat
        return None


@dataclass(frozen=True, slots=True)
class RoundSeating:
    """A round's tables: the input of score sheets, seating plans and table cards.

    ``round_number`` None prints an empty field to fill in (blank score sheets).
    """

    tournament: TournamentHeader
    round_number: int | None
    tables: tuple[SheetTable, ...]
    sitting_out: tuple[str, ...] = ()
    """Names of players who sit out this round."""
    links: Mapping[int, str] = field(default_factory=dict)
    """Table number -> its phone page's link (results by phone on), printed as a QR code."""
    groups_by_rating: bool = False
    """Round 1 of a field whose strength groups were formed by the club rating."""
    seated_by_rating: bool = False
    """Round 1 seated in the order of the club ratings (the setting ``seat_by_rating``)."""


@dataclass(frozen=True, slots=True)
class StandingEntry:
    rank: int
    name: str
    club: str
    points: Fraction
    max_points: Fraction
    games: int
    shared: bool = False
    """The rank is shared with another player."""
    group: str = ""
    number: int | None = None
    games_won: int = 0
    claims: int = 0
    tiles_left: int = 0
    withdrawn: bool = False
    card_total: int | None = None
    """The game's totals summed over the player's rounds, for a game that
    :func:`shows_totals`; None for one ranked by the tiles left."""

    def result(self, key: str) -> int | None:
        """The value of a result column (a key of :func:`standing_keys`)."""
        if key == "total":
            return self.card_total
        return {"claims": self.claims, "tiles_left": self.tiles_left}[key]

    @property
    def ratio(self) -> Fraction | None:
        """Points / max points (1 = 100 %); None before the first game."""
        if not self.max_points:
            return None
        return Fraction(self.points) / Fraction(self.max_points)


@dataclass(frozen=True, slots=True)
class StandingsReport:
    tournament: TournamentHeader
    rows: tuple[StandingEntry, ...]
    through_round: int | None = None
    """The standings after this round; None for all rounds played."""


@dataclass(frozen=True, slots=True)
class DecisionEntry:
    """One director decision, with what it decided in words the printout can show."""

    round_number: int
    table_number: int
    game_number: int
    kind: str
    """``ended_early``, ``neutralised``, ``average``, ``points`` (worded per language)."""
    reason: str
    author: str
    time: datetime
    values: tuple[tuple[str, Fraction], ...] = ()
    """(player name, value): tiles left (ended early) or points (points) per player."""
    penalty: Fraction = Fraction(0)
    withdrawn: bool = False
    withdrawn_reason: str = ""
    withdrawn_by: str = ""
    withdrawn_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class DecisionsReport:
    tournament: TournamentHeader
    decisions: tuple[DecisionEntry, ...]


@dataclass(frozen=True, slots=True)
class GameLine:
    """One player's line of one game."""

    seat: int
    name: str
    tiles_left: int | None
    claims: int | None
    points: Fraction | None
    total: int | None = None
    """The player's total at the table, for a game that :func:`shows_totals`; None for
    one ranked by the tiles left or before a result."""
    laid: tuple[str, ...] = ()
    """The laid sets as written, when the game's result gives them."""
    hand: str | None = None
    """The cards left in hand as written, when the game's result gives them with the laid
    sets."""


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One deal of a match of deals as entered, by seat."""

    number: int
    winner_seat: int
    """The seat of the player who declared."""
    deadwood: Mapping[int, int]
    """Seat -> each losing player's deadwood (counted from the hand where one was given)."""
    hands: Mapping[int, str] = field(default_factory=dict)
    """Seat -> a losing hand as written, where one was given."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One game as entered, with the points it gave."""

    round_number: int
    table_number: int
    game_number: int
    starter_seat: int
    """The seat of the player who started the game."""
    lines: tuple[GameLine, ...]
    max_points: Fraction | None = None
    decision: str = ""
    """The kind of the active director decision, empty for a played game."""
    first_turn_rommee: bool = False
    entered_by: str = ""
    entered_at: datetime | None = None
    deals: tuple[DealRecord, ...] = ()
    """A match of deals: its deals (of the result, or of an ended-early decision)."""


@dataclass(frozen=True, slots=True)
class WorkbookData:
    """Everything the standings workbook shows."""

    standings: StandingsReport
    games: tuple[GameRecord, ...] = ()
    decisions: tuple[DecisionEntry, ...] = ()
