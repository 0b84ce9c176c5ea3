"""Rounds read with one query per kind of row, as plain rows ``_convert`` turns into
``RoundInfo``.

A round of 2,000 players has 667 tables, 2,000 seats and games and some 6,000 result
lines: loaded as the store's objects that is a second (at every start and close of a
round), read as plain rows a tenth of it. The rows below carry the attributes of the
stored objects that ``_convert.round_info`` reads, and nothing else; absences and
decisions, which few games have, stay the store's objects.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, NamedTuple, cast

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.store import models as m


class _Line(NamedTuple):
    player_id: int
    tiles_left: int
    claims: int
    hand: str | None


class _Game(NamedTuple):
    id: int
    number: int
    has_result: bool
    first_turn_rommee: bool
    entered_by: str
    entered_at: datetime | None
    cards: dict[str, Any] | None
    version: int
    results: list[_Line]


class _Seat(NamedTuple):
    seat: int
    player_id: int


class _Table(NamedTuple):
    number: int
    group: str
    seats: list[_Seat]
    games: list[_Game]
    absences: list[m.Absence]


class _Round(NamedTuple):
    id: int
    number: int
    status: str
    sitting_out: list[int]
    started_at: datetime
    closed_at: datetime | None
    version: int
    clock_paused_at: datetime | None
    clock_paused_seconds: int
    tables: list[_Table]


def read_rounds(session: Session, tournament_id: int, number: int | None = None) -> list[m.Round]:
    """Every round of the tournament (or round ``number`` alone), in order, with its tables,
    seats, games and result lines, as rows that stand in for the stored objects."""
    rounds_query = select(
        m.Round.id,
        m.Round.number,
        m.Round.status,
        m.Round.sitting_out,
        m.Round.started_at,
        m.Round.closed_at,
        m.Round.version,
        m.Round.clock_paused_at,
        m.Round.clock_paused_seconds,
    ).where(m.Round.tournament_id == tournament_id)
    if number is not None:
        rounds_query = rounds_query.where(m.Round.number == number)
    rounds = [
        _Round(*row, tables=[]) for row in session.execute(rounds_query.order_by(m.Round.number))
    ]
    if not rounds:
        return []
    by_id = {rnd.id: rnd for rnd in rounds}
    round_ids = list(by_id)
    tables: dict[int, _Table] = {}
    for round_id, table_id, table_number, group in session.execute(
        select(m.GameTable.round_id, m.GameTable.id, m.GameTable.number, m.GameTable.group)
        .where(m.GameTable.round_id.in_(round_ids))
        .order_by(m.GameTable.round_id, m.GameTable.number)
    ):
        table = tables[table_id] = _Table(table_number, group, [], [], [])
        by_id[round_id].tables.append(table)
    in_rounds = select(m.GameTable.id).where(m.GameTable.round_id.in_(round_ids))
    for table_id, seat, player_id in session.execute(
        select(m.Seat.table_id, m.Seat.seat, m.Seat.player_id)
        .where(m.Seat.table_id.in_(in_rounds))
        .order_by(m.Seat.table_id, m.Seat.seat)
    ):
        tables[table_id].seats.append(_Seat(seat, player_id))
    _read_games(session, in_rounds, tables)
    for absence in session.scalars(
        select(m.Absence).where(m.Absence.table_id.in_(in_rounds)).order_by(m.Absence.id)
    ):
        tables[absence.table_id].absences.append(absence)
    return cast(list[m.Round], rounds)


def _read_games(session: Session, in_rounds: Any, tables: dict[int, _Table]) -> None:
    """The games of the tables ``in_rounds`` selects, with their result lines, into
    ``tables`` (by table id)."""
    games: dict[int, _Game] = {}
    for (
        table_id,
        game_id,
        game_number,
        has_result,
        first_turn,
        by,
        at,
        cards,
        version,
    ) in session.execute(
        select(
            m.Game.table_id,
            m.Game.id,
            m.Game.number,
            m.Game.has_result,
            m.Game.first_turn_rommee,
            m.Game.entered_by,
            m.Game.entered_at,
            m.Game.cards,
            m.Game.version,
        )
        .where(m.Game.table_id.in_(in_rounds))
        .order_by(m.Game.table_id, m.Game.number)
    ):
        game = _Game(game_id, game_number, has_result, first_turn, by, at, cards, version, [])
        games[game_id] = game
        tables[table_id].games.append(game)
    for game_id, player_id, tiles_left, claims, hand in session.execute(
        select(
            m.ResultLine.game_id,
            m.ResultLine.player_id,
            m.ResultLine.tiles_left,
            m.ResultLine.claims,
            m.ResultLine.hand,
        )
        .join(m.Game, m.ResultLine.game_id == m.Game.id)
        .where(m.Game.table_id.in_(in_rounds))
        .order_by(m.ResultLine.id)
    ):
        games[game_id].results.append(_Line(player_id, tiles_left, claims, hand))
