"""The driver's plain rows of a query: the same rows as SQLAlchemy's, on SQLite and on
PostgreSQL, within the session's transaction."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tournament.services import TournamentService, create_tournament
from tournament.services._fetch import plain_rows
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.store import models as m


def _played(location: str) -> TournamentService:
    service = create_tournament("Fetch", location=location, desk="desk")
    service.players.import_players([PlayerEntry(f"P{i}", f"Club {i % 2}") for i in range(7)])
    for table in service.rounds.start_round().value.tables:
        game = table.games[0]
        tiles = {pid: 3 * i for i, pid in enumerate(game.player_ids)}
        service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    return service


def _compare(service: TournamentService) -> list[tuple[Any, ...]]:
    tid = service.tournament_id
    queries = [
        select(m.Player.id, m.Player.number, m.Player.name, m.Player.club)
        .where(m.Player.tournament_id == tid)
        .order_by(m.Player.number),
        select(m.ResultLine.game_id, m.ResultLine.player_id, m.ResultLine.tiles_left)
        .join(m.Game, m.ResultLine.game_id == m.Game.id)
        .where(m.Game.table_id.in_(select(m.GameTable.id)))
        .order_by(m.ResultLine.id),
        # An expanding list of values, and a boolean (0/1 or False/True by driver).
        select(m.Player.id, m.Player.name)
        .where(m.Player.number.in_([1, 3, 5]), m.Player.tournament_id == tid)
        .order_by(m.Player.id),
    ]
    rows: list[tuple[Any, ...]] = []
    with service.store.snapshot() as session:
        connection = session.connection()
        for query in queries:
            plain = plain_rows(connection, query)
            assert plain == [tuple(row) for row in connection.execute(query).all()]
            assert all(type(row) is tuple for row in plain)
            rows += plain
        flags = plain_rows(connection, select(m.Game.has_result).order_by(m.Game.id))
        assert [bool(flag) for (flag,) in flags] == [
            flag for (flag,) in connection.execute(select(m.Game.has_result).order_by(m.Game.id))
        ]
    return rows


def test_plain_rows_are_sqlalchemys_rows_on_sqlite(tmp_path: Path) -> None:
    service = _played(str(tmp_path / "fetch.srt"))
    try:
        rows = _compare(service)
    finally:
        service.close()
    assert len(rows) == 7 + 7 + 3  # players, their lines (tables of 4 and 3), three picked


@pytest.mark.postgres
def test_plain_rows_are_sqlalchemys_rows_on_postgres(pg_url: str) -> None:
    service = _played(pg_url)
    try:
        rows = _compare(service)
    finally:
        service.close()
    assert len(rows) == 7 + 7 + 3
