"""Import and export of the scoring engine's JSON tournament file.

``export_tournament_file`` then ``import_tournament_file`` gives back the same tournament:
the tournament-file model read from the export equals the one read from the original, and
exporting the copy gives the same file byte for byte. The file holds the settings, the
players with status, group and rounds, every round with its sitting-out players, every
game slot (open ones between played ones too), the result under a decision and the
withdrawn decisions.

What the file does not hold: the audit log (and so the undo history), the start and close
times of rounds, and who last touched a game; an import starts a new history.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any, cast

from sqlalchemy import Connection, Row, bindparam, insert, inspect, select, update
from sqlalchemy.orm import Session

from tournament.rules.games import Game, ResultField
from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services import summaries
from tournament.services.dto import TournamentInfo
from tournament.services.errors import InvalidInputError, NotFoundError
from tournament.services.files import _remove_new_file, new_tournament_row, open_tournament
from tournament.services.service import TournamentService
from tournament.services.unit_of_work import _Act
from tournament.store import models as m
from tournament.store.database import is_url, open_location


@contextmanager
def _service(source: str | os.PathLike[str] | TournamentService) -> Iterator[TournamentService]:
    if isinstance(source, TournamentService):
        yield source
        return
    service = open_tournament(os.fspath(source), desk="export")
    try:
        yield service
    finally:
        service.close()


def tournament_model(service: TournamentService) -> sm.Tournament:
    """The tournament as the scoring engine's model, player ids as in the file."""
    with service.store.snapshot() as session:
        return _model(session, service.tournament_id)


def game_places(service: TournamentService) -> dict[int, sm.GamePosition]:
    """Every game's id -> its place (round, table, game number), read in one query."""
    with service.store.snapshot() as session:
        rows = (
            session.connection()
            .execute(
                select(m.Game.id, m.Round.number, m.GameTable.number, m.Game.number)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == service.tournament_id)
            )
            .all()
        )
    return {game_id: sm.GamePosition(*place) for game_id, *place in rows}


def player_codes(service: TournamentService) -> dict[int, str]:
    """Every player's database id -> the player's id in the tournament file."""
    with service.store.snapshot() as session:
        rows = (
            session.connection()
            .execute(
                select(m.Player.id, m.Player.code).where(
                    m.Player.tournament_id == service.tournament_id
                )
            )
            .all()
        )
    return dict(rows)


def _model(session: Session, tid: int) -> sm.Tournament:
    t = session.get(m.Tournament, tid)
    assert t is not None
    players = session.scalars(
        select(m.Player).where(m.Player.tournament_id == tid).order_by(m.Player.number)
    ).all()
    codes = {p.id: p.code for p in players}
    rounds = session.scalars(
        select(m.Round).where(m.Round.tournament_id == tid).order_by(m.Round.number)
    ).all()
    rows = _rows(session, tid)
    last = rounds[-1].number if rounds else 0
    settings = cv.settings_of(t)
    game = settings.scoring_rules.game
    model_rounds = [_model_round(rnd, rows, codes, rnd.number == last, game) for rnd in rounds]
    return sm.Tournament(
        name=t.name,
        date=t.date or None,
        venue=t.place or None,
        director=t.director or None,
        rules=settings.scoring_rules,
        settings=cv.model_settings(settings),
        players=tuple(
            sm.Player(
                id=p.code,
                name=p.name,
                club=p.club or None,
                group=p.group or None,
                status=p.status,
                joined_round=p.joined_round,
                left_after_round=p.left_after_round,
            )
            for p in players
        ),
        rounds=tuple(model_rounds),
    )


@dataclass(frozen=True, slots=True)
class _Rows:
    """A tournament's tables, seats, games, result lines, absences and decisions, each read
    with one query (a 2,000-player tournament has tens of thousands of games)."""

    tables: dict[int, list[Row[Any]]]
    """Round id -> its tables (id, number, group) by number."""
    seats: dict[int, list[int]]
    """Table id -> its players' ids in seat order."""
    games: dict[int, list[Row[Any]]]
    """Table id -> its games by number."""
    lines: dict[int, list[Row[Any]]]
    """Game id -> its result lines (player id, tiles left, claims, hand) as entered."""
    absences: dict[int, list[Row[Any]]]
    """Table id -> the players who left it, in the order recorded."""
    active: dict[int, m.Decision]
    """Game id -> the decision in force."""
    withdrawn: dict[int, list[m.Decision]]
    """Game id -> its withdrawn decisions in order."""


def _grouped(rows: Iterable[Row[Any]]) -> dict[int, list[Row[Any]]]:
    """Rows whose first column is the key they are grouped by, in the order read."""
    grouped: dict[int, list[Row[Any]]] = {}
    for row in rows:
        group = grouped.get(row[0])
        if group is None:
            grouped[row[0]] = [row]
        else:
            group.append(row)
    return grouped


def _rows(session: Session, tid: int) -> _Rows:
    connection = session.connection()

    def run(query: Any) -> Sequence[Any]:
        # Plain Core results fetched at once: through the session's ORM result machinery,
        # or row by row, the same rows cost several times as much (a 2,000-player
        # tournament has some 100,000 of them).
        return connection.execute(query).all()

    tables = (
        select(m.GameTable.id)
        .join(m.Round, m.GameTable.round_id == m.Round.id)
        .where(m.Round.tournament_id == tid)
    )
    games = select(m.Game.id).where(m.Game.table_id.in_(tables))
    seats: dict[int, list[int]] = {}
    for table_id, player_id in run(
        select(m.Seat.table_id, m.Seat.player_id)
        .where(m.Seat.table_id.in_(tables))
        .order_by(m.Seat.table_id, m.Seat.seat)
    ):
        seats.setdefault(table_id, []).append(player_id)
    rows = _Rows(
        tables=_grouped(
            run(
                select(m.GameTable.round_id, m.GameTable.id, m.GameTable.number, m.GameTable.group)
                .where(m.GameTable.id.in_(tables))
                .order_by(m.GameTable.round_id, m.GameTable.number)
            )
        ),
        seats=seats,
        games=_grouped(
            run(
                select(
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
                .order_by(m.Game.table_id, m.Game.number)
            )
        ),
        lines=_grouped(
            run(
                select(
                    m.ResultLine.game_id,
                    m.ResultLine.player_id,
                    m.ResultLine.tiles_left,
                    m.ResultLine.claims,
                    m.ResultLine.hand,
                )
                .where(m.ResultLine.game_id.in_(games))
                .order_by(m.ResultLine.id)
            )
        ),
        absences=_grouped(
            run(
                select(
                    m.Absence.table_id,
                    m.Absence.player_id,
                    m.Absence.from_game,
                    m.Absence.award,
                    m.Absence.reason,
                    m.Absence.author,
                    m.Absence.created_at,
                )
                .where(m.Absence.table_id.in_(tables))
                .order_by(m.Absence.id)
            )
        ),
        active={},
        withdrawn={},
    )
    for d in session.scalars(
        select(m.Decision).where(m.Decision.game_id.in_(games)).order_by(m.Decision.id)
    ):
        if d.active:
            rows.active[d.game_id] = d
        else:
            rows.withdrawn.setdefault(d.game_id, []).append(d)
    return rows


def _model_round(
    rnd: m.Round, rows: _Rows, codes: dict[int, str], is_last: bool, game: type[Game]
) -> sm.Round:
    model_round = sm.Round(
        number=rnd.number,
        tables=tuple(_model_table(table, rows, codes) for table in rows.tables.get(rnd.id, [])),
        sitting_out=tuple(codes[p] for p in rnd.sitting_out),
    )
    if rnd.status != tf.inferred_round_status(model_round, is_last, game):
        model_round = replace(model_round, status=rnd.status)
    return model_round


def _model_table(table: Row[Any], rows: _Rows, codes: dict[int, str]) -> sm.Table:
    key = codes.__getitem__
    games: list[sm.GameEntry | None] = []
    history: dict[int, sm.GameHistory] = {}
    for game in rows.games.get(table.id, []):
        lines = rows.lines.get(game.id, [])
        decision = rows.active.get(game.id)
        played: sm.GameResult | None = None
        if game.has_result and game.cards is None:
            played = _played(game, lines, key)
        elif game.has_result:
            card = _exported(card_results.card_result(game.cards, key), game)
            assert isinstance(card, sm.GameResult)
            played = card
        result: sm.GameResult | None = None
        if decision is None:
            games.append(played)
        else:
            games.append(_exported(cv.decision_entry(decision, key), game))
            result = played
        gone = tuple(_withdrawn(d, key) for d in rows.withdrawn.get(game.id, []))
        if result is not None or gone:
            history[game.number] = sm.GameHistory(result=result, withdrawn=gone)
    while games and games[-1] is None:
        games.pop()
    return sm.Table(
        number=table.number,
        players=tuple(codes[p] for p in rows.seats.get(table.id, [])),
        games=tuple(games),
        group=table.group or None,
        history=history,
        left=tuple(
            sm.Absence(
                player=codes[a.player_id],
                from_game=a.from_game,
                award=sm.AbsentAward(a.award),
                reason=a.reason,
                author=a.author or None,
                time=a.created_at,
            )
            for a in rows.absences.get(table.id, [])
        ),
    )


def _played(game: Row[Any], lines: Sequence[Any], key: Any) -> sm.GameResult:
    """A played tile game as the file writes it (``_convert.result_entry`` of its result
    lines, then :func:`_exported`), built in one step: a 2,000-player tournament has tens
    of thousands of games, and a ``dataclasses.replace`` of each cost a second."""
    tiles: dict[str, int] = {}
    claims: dict[str, int] = {}
    hands: dict[str, str] = {}
    for _game, player, left, claim, hand in lines:
        code = key(player)
        tiles[code] = left
        if claim:
            claims[code] = claim
        if hand:
            hands[code] = hand
    return sm.GameResult(
        tiles_left=tiles,
        claims=claims,
        romme_first_round=game.first_turn_rommee,
        hands=hands,
        reason=game.note or None,
        author=game.entered_by or None,
        time=game.entered_at,
    )


def _withdrawn(decision: m.Decision, key: Any) -> sm.WithdrawnDecision:
    entry = cv.decision_entry(decision, key)
    if isinstance(entry, sm.GameResult):
        entry = replace(entry, reason=entry.reason or None, author=entry.author or None)
    else:
        entry = replace(entry, author=entry.author or None)
    return sm.WithdrawnDecision(
        decision=entry,
        withdrawn_reason=decision.withdrawn_reason,
        withdrawn_by=decision.withdrawn_by or None,
        withdrawn_at=decision.withdrawn_at,
    )


def _exported(entry: sm.GameEntry, game: Row[Any]) -> sm.GameEntry:
    """Empty texts become absent, as the file writes them."""
    if isinstance(entry, sm.Decision):
        return sm.Decision(
            kind=entry.kind,
            reason=entry.reason,
            penalty=entry.penalty,
            points=entry.points,
            author=entry.author or None,
            time=entry.time,
        )
    if entry.ended_early:
        return replace(entry, reason=entry.reason or None, author=entry.author or None)
    return replace(
        entry, reason=game.note or None, author=game.entered_by or None, time=game.entered_at
    )


def load_tournament_model(source: str) -> sm.Tournament:
    """The scoring engine's tournament-file model of ``source``: a .json tournament file,
    a .srt file or a database URL."""
    if not is_url(source) and Path(source).suffix.lower() == ".json":
        return tf.load(source)
    with _service(source) as service:
        return tournament_model(service)


def export_tournament_file(
    source_or_service: str | os.PathLike[str] | TournamentService, path: str | Path
) -> None:
    """Write the tournament as the scoring engine's JSON tournament file (atomically)."""
    with _service(source_or_service) as service:
        model = tournament_model(service)
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    partial.write_text(tf.dumps(model), encoding="utf-8")
    partial.replace(target)


def import_tournament_file(
    json_path: str | Path, target: str | Path, *, desk: str = "import"
) -> TournamentInfo:
    """Create a new tournament at ``target`` (a new .srt path or a database URL) from a
    JSON tournament file. Nothing is created when the file is invalid."""
    model = tf.load(json_path)  # raises TournamentFileError listing every problem
    store = open_location(os.fspath(target), create=True)
    try:
        with store.transaction() as session:
            tid = _import(session, model, desk, Path(json_path).name)
    except BaseException:
        store.dispose()
        if store.is_file and store.path is not None:
            _remove_new_file(store.path)
        raise
    service = TournamentService(store, tid, desk=desk)
    try:
        return service.info()
    finally:
        service.close()


def _import(session: Session, model: sm.Tournament, desk: str, source: str) -> int:
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
    ids: dict[str, int] = {}
    for number, player in enumerate(model.players, start=1):
        row = m.Player(
            tournament_id=t.id,
            number=number,
            code=player.id,
            name=player.name,
            club=player.club or "",
            group=player.group or "",
            status=player.status,
            joined_round=player.joined_round,
            left_after_round=player.left_after_round,
        )
        session.add(row)
        session.flush()
        ids[player.id] = row.id
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
    service._after_commit(
        _Act(
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
    ids: dict[str, int],
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
    if entry.ended_early:
        session.flush()
        session.add(
            m.Decision(
                game_id=game.id,
                kind=str(sm.Ruling.ENDED_EARLY),
                values={str(ids[p]): str(n) for p, n in entry.tiles_left.items()},
                claims={str(ids[p]): n for p, n in entry.claims.items() if n},
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
    game.first_turn_rommee = entry.romme_first_round
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
                tiles_left=entry.tiles_left[code],
                claims=entry.claims.get(code, 0),
                hand=entry.hands.get(code),
            )
        )
