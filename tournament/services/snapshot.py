"""A tournament's rounds as the store holds them, read at once as plain rows.

One query per kind of row (tables, seats, games, result lines, absences, decisions), fetched
as the driver's rows (a 2,000-player tournament's rounds are some 150,000 of them); the file's
model (``model_read``), its JSON (``file_data``) and the statistics (``game_results``) are
built from them in one pass, and so is the score book (``book_entries``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.orm import Session
from sqlalchemy.types import TypeEngine

from tournament.services._fetch import plain_rows
from tournament.store import models as m


def round_records(session: Session, tid: int) -> Sequence[m.Round]:
    """The tournament's rounds in order, as mapped objects (a handful)."""
    return session.scalars(
        select(m.Round).where(m.Round.tournament_id == tid).order_by(m.Round.number)
    ).all()


@dataclass(frozen=True, slots=True)
class TournamentRows:
    """A tournament's tables, seats, games, result lines, absences and decisions, each read
    with one query (a 2,000-player tournament has tens of thousands of games), as the
    driver's plain rows (``_fetch.plain_rows``); the columns that are not integers or text
    are converted where they are used, with ``when`` and ``cards``."""

    tables: dict[int, list[tuple[Any, ...]]]
    """Round id -> its tables (round id, id, number, group) by number."""
    seats: dict[int, list[int]]
    """Table id -> its players' ids in seat order."""
    games: dict[int, list[tuple[Any, ...]]]
    """Table id -> its games by number (table id, id, number, has result, first-turn Rommé,
    note, entered by, entered at, cards), unpacked as such."""
    lines: dict[int, list[tuple[Any, ...]]]
    """Game id -> its result lines (game id, player id, tiles left, claims, hand) in the
    order entered."""
    absences: dict[int, list[tuple[Any, ...]]]
    """Table id -> the players who left it (table id, player id, from game, award, reason,
    author, created at), in the order recorded."""
    active: dict[int, m.Decision]
    """Game id -> the decision in force."""
    withdrawn: dict[int, list[m.Decision]]
    """Game id -> its withdrawn decisions in order."""
    when: Callable[[Any], datetime | None]
    """A date-time column's value from the driver -> the time, as SQLAlchemy reads it."""
    cards: Callable[[Any], Any]
    """``Game.cards`` from the driver -> the card game's result, as SQLAlchemy reads it."""


def _grouped(rows: Iterable[tuple[Any, ...]]) -> dict[int, list[tuple[Any, ...]]]:
    """Rows whose first column is the key they are grouped by, in the order read."""
    grouped: dict[int, list[tuple[Any, ...]]] = {}
    for row in rows:
        group = grouped.get(row[0])
        if group is None:
            grouped[row[0]] = [row]
        else:
            group.append(row)
    return grouped


def _reader(connection: Connection, kind: TypeEngine[Any]) -> Callable[[Any], Any]:
    """What SQLAlchemy's results make of the values of a column of type ``kind`` as the
    driver gives them: its own conversion for this database (SQLite's date-times and JSON
    come as text)."""
    dialect = connection.dialect
    process = kind.dialect_impl(dialect).result_processor(dialect, None)
    return (lambda value: value) if process is None else process


def _each_once(read: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``read``, each distinct value converted once (two microseconds each for SQLite's
    date-times): games entered together, a filled or imported round's, share one time.
    Only for values read as immutable ones (date-times), which the callers then share."""
    done: dict[Any, Any] = {}

    def once(value: Any) -> Any:
        try:
            return done[value]
        except KeyError:
            done[value] = converted = read(value)
            return converted

    return once


def _queries(tid: int) -> dict[str, Any]:
    """The queries of ``read_rows``, one per kind of row, each in the order it is kept."""
    tables = (
        select(m.GameTable.id)
        .join(m.Round, m.GameTable.round_id == m.Round.id)
        .where(m.Round.tournament_id == tid)
    )
    games = select(m.Game.id).where(m.Game.table_id.in_(tables))
    return {
        "seats": select(m.Seat.table_id, m.Seat.player_id)
        .where(m.Seat.table_id.in_(tables))
        .order_by(m.Seat.table_id, m.Seat.seat),
        "tables": select(
            m.GameTable.round_id, m.GameTable.id, m.GameTable.number, m.GameTable.group
        )
        .where(m.GameTable.id.in_(tables))
        .order_by(m.GameTable.round_id, m.GameTable.number),
        "games": select(
            m.Game.table_id,
            m.Game.id,
            m.Game.number,
            m.Game.has_result,
            m.Game.first_turn_rommee,
            m.Game.note,
            m.Game.entered_by,
            m.Game.entered_at,
            m.Game.cards,
        )
        .where(m.Game.table_id.in_(tables))
        .order_by(m.Game.table_id, m.Game.number),
        "lines": select(
            m.ResultLine.game_id,
            m.ResultLine.player_id,
            m.ResultLine.tiles_left,
            m.ResultLine.claims,
            m.ResultLine.hand,
        )
        .where(m.ResultLine.game_id.in_(games))
        # Grouped by game as the index on game_id has them: by id alone, SQLite sorted
        # the 90,000 lines of 2,000 players anew (a third of the query).
        .order_by(m.ResultLine.game_id, m.ResultLine.id),
        "absences": select(
            m.Absence.table_id,
            m.Absence.player_id,
            m.Absence.from_game,
            m.Absence.award,
            m.Absence.reason,
            m.Absence.author,
            m.Absence.created_at,
        )
        .where(m.Absence.table_id.in_(tables))
        .order_by(m.Absence.id),
        "decisions": select(m.Decision)
        .where(m.Decision.game_id.in_(games))
        .order_by(m.Decision.id),
    }


def read_rows(session: Session, tid: int) -> TournamentRows:
    """Every table, seat, game, result line, absence and decision of tournament ``tid``."""
    connection = session.connection()
    queries = _queries(tid)

    def run(kind: str) -> list[tuple[Any, ...]]:
        # The driver's rows fetched at once: through SQLAlchemy's results, which make a Row
        # and convert each column of each row, the same rows cost several times as much
        # (a 2,000-player tournament has some 150,000 of them).
        return plain_rows(connection, queries[kind])

    seats: dict[int, list[int]] = {}
    for table_id, player_id in run("seats"):
        seats.setdefault(table_id, []).append(player_id)
    rows = TournamentRows(
        tables=_grouped(run("tables")),
        seats=seats,
        games=_grouped(run("games")),
        lines=_grouped(run("lines")),
        absences=_grouped(run("absences")),
        active={},
        withdrawn={},
        # Game.entered_at and Absence.created_at are both UtcDateTime: one reader for both.
        when=_each_once(_reader(connection, m.Game.entered_at.type)),
        cards=_reader(connection, m.Game.cards.type),
    )
    for d in session.scalars(queries["decisions"]):
        if d.active:
            rows.active[d.game_id] = d
        else:
            rows.withdrawn.setdefault(d.game_id, []).append(d)
    return rows


__all__ = ["TournamentRows", "read_rows", "round_records"]
