"""The score book's games from the tournament's rows as ``snapshot.read_rows`` reads them.

The score book is loaded from the same rows as the file's model, the statistics and the
views: a played tile game with the whole table goes in seat by seat (``PlayedGame``, no
result built: a 2,000-player tournament has tens of thousands), every other game as its
entry, with the players who had left the table before it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tournament.scoring import model as sm
from tournament.scoring.model import GamePosition
from tournament.scoring.score_book import PlayedGame
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services.snapshot import TournamentRows
from tournament.store import models as m

BookEntry = tuple[GamePosition, tuple[str, ...], sm.GameEntry, dict[str, sm.AbsentAward] | None]
"""A game's place, its players (ids as text), its entry and who had left the table."""


@dataclass
class BookGames:
    """What ``ScoreBook.load`` takes: the entries and the played tile games."""

    entries: list[BookEntry] = field(default_factory=list)
    played: list[PlayedGame] = field(default_factory=list)


def book_games(
    rows: TournamentRows, rounds: Sequence[m.Round], *, tile_game: bool, through: int
) -> BookGames:
    """Every game with a result or a decision of ``rounds`` up to round ``through``."""
    games = BookGames()
    for rnd in rounds:
        if rnd.number > through:
            continue
        for _round_id, table_id, table_number, _group in rows.tables.get(rnd.id, ()):
            seated = rows.seats.get(table_id, [])
            seats = tuple([str(p) for p in seated])
            left = rows.absences.get(table_id)
            whole_table = tile_game and not left
            for game in rows.games.get(table_id, ()):
                position = GamePosition(rnd.number, table_number, game[2])
                if whole_table and game[3] and game[1] not in rows.active:
                    games.played.append(_played(rows, position, seated, seats, game))
                else:
                    _add_game(games, rows, position, seats, game, left, tile_game)
    return games


def _played(
    rows: TournamentRows,
    position: GamePosition,
    seated: list[int],
    seats: tuple[str, ...],
    game: tuple[Any, ...],
) -> PlayedGame:
    """A played tile game with the whole table, seat by seat."""
    lines = {line[1]: line for line in rows.lines.get(game[1], ())}
    at_table = [lines[player] for player in seated]
    claims = tuple([line[3] or 0 for line in at_table])
    return PlayedGame(
        position,
        seats,
        tuple([line[2] for line in at_table]),
        claims if any(claims) else (),
        bool(game[4]),
    )


def _add_game(
    games: BookGames,
    rows: TournamentRows,
    position: GamePosition,
    seats: tuple[str, ...],
    game: tuple[Any, ...],
    left: list[tuple[Any, ...]] | None,
    tile_game: bool,
) -> None:
    """A game with a decision, a card game's result, or a tile game's played without the
    whole table (someone had left it), as its entry."""
    _table_id, game_id, number, has_result, first_turn, _note, _by, _at, cards = game
    decision = rows.active.get(game_id)
    entry: sm.GameEntry
    if decision is not None:
        entry = cv.decision_entry(decision, str)
    elif not has_result:
        return
    elif cards is not None and not tile_game:
        entry = card_results.card_result(rows.cards(cards))
    else:
        lines = rows.lines.get(game_id, [])
        entry = sm.SteinResult(
            tiles_left={str(player): tiles_left for _g, player, tiles_left, _c, _h in lines},
            claims={str(player): n for _g, player, _t, n, _h in lines if n},
            romme_first_round=bool(first_turn),
        )
    if not left:  # nobody left the table: all seated play
        games.entries.append((position, seats, entry, None))
        return
    absent = {
        str(player): sm.AbsentAward(award)
        for _t, player, from_game, award, *_rest in left
        if from_game <= number
    }
    players = tuple(p for p in seats if p not in absent)
    games.entries.append((position, players, entry, absent))
