"""The tournament read from the store as the scoring engine's tournament-file model.

The whole tournament is read as plain rows fetched at once (a 2,000-player tournament's
rounds are some 150,000 rows) and built into the model in one pass; the export, the
standings command and the workbook start from it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.orm import Session
from sqlalchemy.types import TypeEngine

from tournament.gcpause import collector_paused
from tournament.rules.games import Game
from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.scoring.standings import Standing, rank_standings
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services._fetch import plain_rows
from tournament.services.service import TournamentService
from tournament.store import models as m


def tournament_model(service: TournamentService) -> sm.Tournament:
    """The tournament as the scoring engine's model, player ids as in the file."""
    with collector_paused(), service.store.snapshot() as session:
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


def tournament_standings(service: TournamentService) -> tuple[sm.Tournament, list[Standing]]:
    """The standings as the tournament file's model gives them (players by their ids in
    the file), from the service's score book: reading every game into the file's model
    only to score it costs more than twice the book's own read. With them the tournament
    without its rounds (name, rules, settings and players), what they are shown with."""
    rows = service.standings()
    with service.store.snapshot() as session:
        header, codes = _header(session, service.tournament_id)
    standings = [
        Standing(
            player=codes[row.player_id],
            name=row.name,
            rank=row.rank,
            points=row.points,
            max_points=row.max_points,
            percent=row.percent,
            games=row.games,
            won=row.games_won,
            claims=row.claims,
            tiles_left=row.tiles_left,
            club=row.club or None,
            shared=row.shared,
            totals=row.totals,
            tie_break=row.tie_break,
        )
        for row in rows
    ]
    # Ranked again for the order of equal players, which goes by the player's id.
    return header, rank_standings(standings, header.rules.ranking)


def _header(session: Session, tid: int) -> tuple[sm.Tournament, dict[int, str]]:
    """The tournament without its rounds, and every player's database id -> file id."""
    t = session.get(m.Tournament, tid)
    assert t is not None
    # Plain rows: the players' mapped objects would be built (2,000 of them) and dropped.
    players = (
        session.connection()
        .execute(
            select(
                m.Player.id,
                m.Player.code,
                m.Player.name,
                m.Player.club,
                m.Player.group,
                m.Player.status,
                m.Player.joined_round,
                m.Player.left_after_round,
            )
            .where(m.Player.tournament_id == tid)
            .order_by(m.Player.number)
        )
        .all()
    )
    settings = cv.settings_of(t)
    header = sm.Tournament(
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
    )
    return header, {p.id: p.code for p in players}


def _model(session: Session, tid: int) -> sm.Tournament:
    header, codes = _header(session, tid)
    rounds = _rounds(session, tid)
    rows = _rows(session, tid)
    last = rounds[-1].number if rounds else 0
    game = header.rules.game
    model_rounds = [_model_round(rnd, rows, codes, rnd.number == last, game) for rnd in rounds]
    return replace(header, rounds=tuple(model_rounds))


def _rounds(session: Session, tid: int) -> Sequence[m.Round]:
    return session.scalars(
        select(m.Round).where(m.Round.tournament_id == tid).order_by(m.Round.number)
    ).all()


@dataclass(frozen=True, slots=True)
class _Rows:
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


def _rows(session: Session, tid: int) -> _Rows:
    connection = session.connection()

    def run(query: Any) -> list[tuple[Any, ...]]:
        # The driver's rows fetched at once: through SQLAlchemy's results, which make a Row
        # and convert each column of each row, the same rows cost several times as much
        # (a 2,000-player tournament has some 150,000 of them).
        return plain_rows(connection, query)

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
                # Grouped by game as the index on game_id has them: by id alone, SQLite
                # sorted the 90,000 lines of 2,000 players anew (a third of the query).
                .order_by(m.ResultLine.game_id, m.ResultLine.id)
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
        # Game.entered_at and Absence.created_at are both UtcDateTime: one reader for both.
        when=_each_once(_reader(connection, m.Game.entered_at.type)),
        cards=_reader(connection, m.Game.cards.type),
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


def _model_table(table: tuple[Any, ...], rows: _Rows, codes: dict[int, str]) -> sm.Table:
    key = codes.__getitem__
    games: list[sm.GameEntry | None] = []
    history: dict[int, sm.GameHistory] = {}
    lines, active, withdrawn, when = rows.lines, rows.active, rows.withdrawn, rows.when
    _round, table_id, table_number, group = table
    for game in rows.games.get(table_id, ()):
        _table, game_id, number, has_result, first_turn, note, by, at, cards = game
        decision = active.get(game_id)
        played: sm.GameResult | None = None
        if has_result and cards is None:
            played = _played(lines.get(game_id, ()), key, bool(first_turn), note, by, when(at))
        elif has_result:
            card = _exported(card_results.card_result(rows.cards(cards), key), note, by, when(at))
            assert isinstance(card, sm.GameResult)
            played = card
        result: sm.GameResult | None = None  # the result under a decision
        if decision is None:
            games.append(played)
            if game_id not in withdrawn:  # as good as every game: no history
                continue
        else:
            games.append(_exported(cv.decision_entry(decision, key), note, by, when(at)))
            result = played
        gone = tuple(_withdrawn(d, key) for d in withdrawn.get(game_id, ()))
        if result is not None or gone:
            history[number] = sm.GameHistory(result=result, withdrawn=gone)
    while games and games[-1] is None:
        games.pop()
    absences = rows.absences.get(table_id)
    return sm.Table(
        number=table_number,
        players=tuple(map(key, rows.seats.get(table_id, ()))),
        games=tuple(games),
        group=group or None,
        history=history,
        left=tuple(
            sm.Absence(
                player=codes[player],
                from_game=from_game,
                award=sm.AbsentAward(award),
                reason=reason,
                author=author or None,
                time=when(created_at),
            )
            for _table, player, from_game, award, reason, author, created_at in absences
        )
        if absences
        else (),
    )


def _played(
    lines: Sequence[Any], key: Any, first_turn: bool, note: str, by: str, at: datetime | None
) -> sm.GameResult:
    """A played tile game as the file writes it (``_convert.result_entry`` of its result
    lines, then :func:`_exported`), built in one step: a 2,000-player tournament has tens
    of thousands of games, and a ``dataclasses.replace`` of each cost a second."""
    tiles, claims, hands = line_maps(lines, key)
    return sm.GameResult(
        tiles_left=tiles,
        claims=claims,
        romme_first_round=first_turn,
        hands=hands,
        reason=note or None,
        author=by or None,
        time=at,
    )


def line_maps(
    lines: Sequence[Any], key: Callable[[int], str]
) -> tuple[dict[str, int], dict[str, int], dict[str, str]]:
    """A played tile game's result lines (``_Rows.lines``) as its tiles left, claims and
    hands by the players' ids in the file (``key``): as :func:`_played` gives them."""
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
    return tiles, claims, hands


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


def _exported(entry: sm.GameEntry, note: str, by: str, at: datetime | None) -> sm.GameEntry:
    """Empty texts become absent, as the file writes them; a played card game has its
    game's note, author and time (``note``, ``by``, ``at``)."""
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
    return replace(entry, reason=note or None, author=by or None, time=at)
