"""The tournament-file model written into the store: a whole imported tournament, or a
round's results at once (the demo fills its rounds this way).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any, cast

from sqlalchemy import Connection, bindparam, insert, inspect, select, update
from sqlalchemy.orm import Session

from tournament.rules.games import Game, ResultField
from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services import summaries
from tournament.services.errors import InvalidInputError, NotFoundError
from tournament.services.files import new_tournament_row
from tournament.services.service import TournamentService
from tournament.services.unit_of_work import Act
from tournament.store import models as m


def write_tournament(session: Session, model: sm.Tournament, desk: str, source: str) -> int:
    """Store the tournament-file model ``model`` as a new tournament; its id."""
    settings = cv.settings_from_model(model.rules, model.settings)
    game_kind = model.rules.game
    t = new_tournament_row(
        session,
        model.name,
        settings,
        date=model.date or "",
        place=model.venue or "",
        director=model.director or "",
    )
    ids = _write_players(session, t.id, model.players)
    last = len(model.rounds)
    for index, rnd in enumerate(sorted(model.rounds, key=lambda r: r.number), start=1):
        if rnd.number != index:
            raise InvalidInputError(
                code="import.round_numbers", field="rounds", source=str(source), round=rnd.number
            )
        status = rnd.status or tf.inferred_round_status(rnd, index == last, game_kind)
        row_round = m.Round(
            tournament_id=t.id,
            number=rnd.number,
            status=status,
            sitting_out=[ids[code] for code in rnd.sitting_out],
            started_at=datetime.now(UTC),
            closed_at=datetime.now(UTC) if status == "closed" else None,
        )
        session.add(row_round)
        for table in sorted(rnd.tables, key=lambda tb: tb.number):
            _write_table(session, row_round, table, ids, desk, game_kind)
        session.flush()
    summary, note = summaries.note("tournament.imported", name=t.name, source=str(source))
    session.add(
        m.AuditLog(
            tournament_id=t.id,
            author=desk,
            action="import_tournament",
            summary=summary,
            data={"players": len(model.players), "rounds": len(model.rounds), "note": note},
            time=datetime.now(UTC),
        )
    )
    session.flush()
    return t.id


def _write_players(
    session: Session, tournament_id: int, players: Sequence[sm.Player]
) -> dict[str, int]:
    """The file's players as the tournament's, numbered in order; their ids by file id."""
    ids: dict[str, int] = {}
    for number, player in enumerate(players, start=1):
        row = m.Player(
            tournament_id=tournament_id,
            number=number,
            code=player.id,
            name=player.name,
            club=player.club or "",
            group=player.group or "",
            status=player.status,
            joined_round=player.joined_round,
            left_after_round=player.left_after_round,
            membership_number=player.membership_number or "",
            rating=player.rating,
            rating_provisional=player.rating_provisional,
        )
        session.add(row)
        session.flush()
        ids[player.id] = row.id
    return ids


def _write_table(
    session: Session,
    row_round: m.Round,
    table: sm.Table,
    ids: Mapping[str, int],
    desk: str,
    game_kind: type[Game],
) -> None:
    """One table of the file's round: its seats, absences and games with their entries."""
    row_table = m.GameTable(number=table.number, group=table.group or "")
    row_round.tables.append(row_table)
    for seat, code in enumerate(table.players, start=1):
        row_table.seats.append(m.Seat(seat=seat, player_id=ids[code]))
    for absence in table.left:
        row_table.absences.append(
            m.Absence(
                player_id=ids[absence.player],
                from_game=absence.from_game,
                award=absence.award.value,
                reason=absence.reason,
                author=absence.author or "",
                created_at=absence.time,
            )
        )
    for number in range(1, game_kind.games_per_round(len(table.players)) + 1):
        game = m.Game(number=number)
        row_table.games.append(game)
        entry = table.games[number - 1] if number <= len(table.games) else None
        history = table.history.get(number, sm.GameHistory())
        present = table.present(number)
        session.flush()
        for gone in history.withdrawn:
            _fill(session, game, gone.decision, ids, desk, present, game_kind, gone)
        if history.result is not None:
            _fill(session, game, history.result, ids, desk, present, game_kind)
        if entry is not None:
            _fill(session, game, entry, ids, desk, present, game_kind)


def import_round_results(
    service: TournamentService,
    round_number: int,
    entries: list[tuple[int, tuple[str, ...], sm.GameEntry]],
    *,
    source: str,
) -> None:
    """Store the results and decisions of many games of an open round in one transaction
    with one audit entry, as an imported tournament stores its games (player ids as text;
    ``(game id, players present in seat order, entry)``). Like an import it is not undone
    action by action: the demo fills its rounds this way."""
    desk = service.desk
    with service.store.transaction() as session:
        t = session.get(m.Tournament, service.tournament_id)
        assert t is not None
        game_kind = cv.settings_of(t).scoring_rules.game
        connection = session.connection()
        open_games = {
            game_id: sm.GamePosition(round_number, table, number)
            for game_id, table, number in connection.execute(
                select(m.Game.id, m.GameTable.number, m.Game.number)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == service.tournament_id)
                .where(m.Round.number == round_number)
                .where(m.Round.status == "open")
            )
        }
        someone_left = connection.execute(
            select(m.Absence.id)
            .join(m.GameTable, m.Absence.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == service.tournament_id)
            .where(m.Round.number == round_number)
            .limit(1)
        ).first()
        now = datetime.now(UTC)
        ids: dict[str, int] = {}  # the entries name players by their ids
        rows = _Collected()
        games: list[m.Game] = []
        for game_id, present, entry in entries:
            if game_id not in open_games:
                raise NotFoundError(code="game.not_found", id=game_id)
            ids.update((code, int(code)) for code in present)
            # _fill describes the game's rows on a stand-in; they are written in bulk below.
            game = m.Game(id=game_id)
            _fill(cast(Session, rows), game, entry, ids, desk, present, game_kind)
            game.updated_by = desk
            game.updated_at = now
            games.append(game)
        rows.write(connection, games)
        summary, note = summaries.note("tournament.imported", name=t.name, source=source)
        audit = m.AuditLog(
            tournament_id=t.id,
            author=desk,
            action="import_tournament",
            summary=summary,
            data={"round": round_number, "games": len(entries), "note": note},
            time=now,
        )
        session.add(audit)
        session.flush()
    # The open tournament's score book learns the games as it learns an action's own, rather
    # than being read anew from the store (seconds at 2,000 players, every round).
    service.uow.after_commit(
        Act(
            session,
            games=[(open_games[game_id], present, entry) for game_id, present, entry in entries],
            rebuild=someone_left is not None,
            audit_id=audit.id,
        )
    )


_TABLES = m.Base.metadata.tables


class _Collected:
    """Stands in for the session while :func:`_fill` stores many games: the rows it adds,
    and the games' own changes, are written with one statement per kind of row (thousands
    of games of a round at once), not flushed object by object.

    Written this way the rows are not tracked for undo, as an import is not undone action
    by action."""

    def __init__(self) -> None:
        self.added: list[Any] = []

    def add(self, row: Any) -> None:
        self.added.append(row)

    def flush(self) -> None:
        """Nothing to do: the rows are written together by :meth:`write`."""

    def write(self, connection: Connection, games: Sequence[m.Game]) -> None:
        """Insert the collected rows and the games' result lines, and update the games
        (their version moved on, as a flush moves it)."""
        lines = [
            {**_set_columns(line), "game_id": game.id} for game in games for line in game.results
        ]
        for table, values in (
            (_TABLES["decision"], [_set_columns(row) for row in self.added]),
            (_TABLES["result_line"], lines),
        ):
            for group in _same_columns(values):
                connection.execute(insert(table), group)
        game_table = _TABLES["game"]
        changes = [_set_columns(game) for game in games]
        for group in _same_columns(changes):
            columns = [key for key in group[0] if key != "id"]
            statement = (
                update(game_table)
                .where(game_table.c.id == bindparam("game_id"))
                .values({key: bindparam(key) for key in columns})
                .values(version=game_table.c.version + 1)
            )
            connection.execute(
                statement,
                [{"game_id": row["id"], **{key: row[key] for key in columns}} for row in group],
            )


def _set_columns(row: Any) -> dict[str, Any]:
    """The column values set on a new ORM object (defaults left to the table)."""
    state = inspect(row)
    keys = state.mapper.columns.keys()
    return {key: state.dict[key] for key in keys if key in state.dict}


def _same_columns(rows: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """``rows`` in runs of the same columns, each run one executemany, order kept."""
    groups: list[list[dict[str, Any]]] = []
    for row in rows:
        if groups and groups[-1][0].keys() == row.keys():
            groups[-1].append(row)
        else:
            groups.append([row])
    return groups


def _fill(
    session: Session,
    game: m.Game,
    entry: sm.GameEntry,
    ids: Mapping[str, int],
    desk: str,
    seats: tuple[str, ...],
    game_kind: type[Game],
    withdrawn: sm.WithdrawnDecision | None = None,
) -> None:
    """Store one entry of a game slot: a played result, or a decision (active, or
    ``withdrawn`` on record); a card game's result (``game_kind``) on the game
    (``Game.cards``), Stein-Rummy's in result lines."""
    gone: dict[str, Any] = {}
    if withdrawn is not None:
        gone = {
            "active": False,
            "withdrawn_reason": withdrawn.withdrawn_reason,
            "withdrawn_by": withdrawn.withdrawn_by or "",
            "withdrawn_at": withdrawn.withdrawn_at,
        }
    if isinstance(entry, sm.Decision):
        values: dict[str, Any] = {}
        if entry.kind is sm.DecisionKind.POINTS:
            values = {str(ids[p]): str(Fraction(v)) for p, v in entry.points.items()}
        game.updated_by = desk
        session.flush()
        session.add(
            m.Decision(
                game_id=game.id,
                kind=entry.kind.value,
                values=values,
                claims={},
                penalty=Fraction(entry.penalty),
                reason=entry.reason,
                author=entry.author or "",
                created_at=entry.time,
                **gone,
            )
        )
        session.flush()
        return
    cards = None if game_kind.has(ResultField.TILES_LEFT) else card_results.stored_cards(entry, ids)
    tiles = entry if isinstance(entry, sm.SteinResult) else sm.SteinResult({})
    if entry.ended_early:
        session.flush()
        session.add(
            m.Decision(
                game_id=game.id,
                kind=str(sm.Ruling.ENDED_EARLY),
                values={str(ids[p]): str(n) for p, n in tiles.tiles_left.items()},
                claims={str(ids[p]): n for p, n in tiles.claims.items() if n},
                cards=cards,
                penalty=Fraction(0),
                reason=entry.reason or "",
                author=entry.author or "",
                created_at=entry.time,
                **gone,
            )
        )
        session.flush()
        return
    game.has_result = True
    game.first_turn_rommee = tiles.romme_first_round
    game.entered_by = entry.author or ""
    game.entered_at = entry.time
    game.note = entry.reason or ""
    if cards is not None:
        game.cards = cards
        return
    for code in seats:  # seat order, as the desks enter results
        game.results.append(
            m.ResultLine(
                player_id=ids[code],
                tiles_left=tiles.tiles_left[code],
                claims=tiles.claims.get(code, 0),
                hand=tiles.hands.get(code),
            )
        )
