"""The store's tournament as the tournament file's JSON data, written from its rows.

``tournament_file_data(service)`` is ``tf.dump_tournament(tournament_model(service))``,
value for value: the export of a 2,000-player tournament spent more than half its time
making the model's 30,000 played games and then reading them back to write them. Here a
table whose games were all simply played (no decision, withdrawn or in force, no card
game, nobody who left the table) has its games written straight from their result lines by
the writer's own :func:`~tournament.scoring.tournament_file.dump_played`; every other
table is made as the model makes it and written by the writer. What the file holds and
how it is written stays the writer's; which rows make a game stays ``model_read``'s.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from tournament.gcpause import collector_paused
from tournament.rules.games import Game, ResultField
from tournament.scoring import tournament_file as tf
from tournament.scoring.tournament_file.writing import TimeText
from tournament.services.model_read import line_maps, model_header, model_table
from tournament.services.service import TournamentService
from tournament.services.snapshot import TournamentRows, read_rows, round_records
from tournament.store import models as m


def tournament_file_data(service: TournamentService) -> dict[str, Any]:
    """The tournament as the file's JSON-ready data, as ``tf.dump_tournament`` writes
    its model (``tournament_model``)."""
    with collector_paused(), service.store.snapshot() as session:
        return _data(session, service.tournament_id)


def _data(session: Session, tid: int) -> dict[str, Any]:
    header, codes = model_header(session, tid)
    rounds = round_records(session, tid)
    rows = read_rows(session, tid)
    last = rounds[-1].number if rounds else 0
    game = header.rules.game
    time_text = tf.LastTime()
    written = [_round_data(rnd, rows, codes, rnd.number == last, game, time_text) for rnd in rounds]
    return tf.dump_tournament(header, rounds=written)


def _round_data(
    rnd: m.Round,
    rows: TournamentRows,
    codes: dict[int, str],
    last: bool,
    game: type[Game],
    time_text: TimeText,
) -> dict[str, Any]:
    tables: list[dict[str, Any]] = []
    complete: list[bool] = []
    simple = game.has(ResultField.TILES_LEFT)
    for table in rows.tables.get(rnd.id, []):
        written = _played_table(table, rows, codes, game, time_text) if simple else None
        if written is None:
            made = model_table(table, rows, codes)
            written = (
                tf.dump_table(made, game, time_text),
                tf.table_complete(len(made.players), made.games, game),
            )
        tables.append(written[0])
        complete.append(written[1])
    # As the model's round has it: a status only where it is not the inferred one.
    status = rnd.status if rnd.status != tf.round_status_of(last, complete) else None
    return tf.round_data(rnd.number, status, [codes[p] for p in rnd.sitting_out], tables)


def _played_table(
    table: tuple[Any, ...],
    rows: TournamentRows,
    codes: dict[int, str],
    game: type[Game],
    time_text: TimeText,
) -> tuple[dict[str, Any], bool] | None:
    """A table of a tile game whose games were all simply played (or not yet): written,
    with whether it has all its games; None for any other table."""
    _round, table_id, number, group = table
    games = rows.games.get(table_id, ())
    if table_id in rows.absences:
        return None
    active, withdrawn = rows.active, rows.withdrawn
    for row in games:  # table id, id, ...: see TournamentRows.games
        if row[1] in active or row[1] in withdrawn:
            return None
    key = codes.__getitem__
    lines, when = rows.lines, rows.when
    slots: list[dict[str, Any] | None] = []
    for _table, game_id, _number, has_result, first_turn, note, by, at, _cards in games:
        if not has_result:
            slots.append(None)
            continue
        tiles, claims, hands = line_maps(lines.get(game_id, ()), key)
        slots.append(
            tf.dump_played(
                tiles,
                claims,
                hands,
                romme_first_round=bool(first_turn),
                reason=note or None,
                author=by or None,
                time=when(at),
                time_text=time_text,
            )
        )
    while slots and slots[-1] is None:
        slots.pop()
    players = [key(player) for player in rows.seats.get(table_id, ())]
    written = tf.table_data(
        number,
        group or None,
        players,
        [tf.open_slot() if slot is None else slot for slot in slots],
        [],
    )
    return written, tf.table_complete(len(players), slots, game)
