"""The tournament read from the store as the scoring engine's tournament-file model.

The whole tournament is read as plain rows fetched at once (a 2,000-player tournament's
rounds are some 150,000 rows) and built into the model in one pass; the export, the
standings command and the workbook start from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any, Protocol

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.gcpause import collector_paused
from tournament.rules.games import Game
from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.scoring.standings import Standing, rank_standings
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services.score_book import ScoreBookCache
from tournament.services.snapshot import TournamentRows, read_rows, round_records
from tournament.store import models as m
from tournament.store.database import Store


class OpenTournament(Protocol):
    """An open tournament's store and id: the service or its unit of work."""

    @property
    def store(self) -> Store: ...

    @property
    def tournament_id(self) -> int: ...


def tournament_model(service: OpenTournament) -> sm.Tournament:
    """The tournament as the scoring engine's model, player ids as in the file."""
    with collector_paused(), service.store.snapshot() as session:
        return _model(session, service.tournament_id)


def game_places(service: OpenTournament) -> dict[int, sm.GamePosition]:
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


def player_codes(service: OpenTournament) -> dict[int, str]:
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


def tournament_standings(service: ScoreBookCache) -> tuple[sm.Tournament, list[Standing]]:
    """The standings as the tournament file's model gives them (players by their ids in
    the file), from the service's score book: reading every game into the file's model
    only to score it costs more than twice the book's own read. With them the tournament
    without its rounds (name, rules, settings and players), what they are shown with."""
    rows = service.standings()
    with service.store.snapshot() as session:
        header, codes = model_header(session, service.tournament_id)
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


def model_header(session: Session, tid: int) -> tuple[sm.Tournament, dict[int, str]]:
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
                m.Player.membership_number,
                m.Player.rating,
                m.Player.rating_provisional,
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
                membership_number=p.membership_number or None,
                rating=p.rating,
                rating_provisional=bool(p.rating_provisional),
            )
            for p in players
        ),
    )
    return header, {p.id: p.code for p in players}


def _model(session: Session, tid: int) -> sm.Tournament:
    header, codes = model_header(session, tid)
    rounds = round_records(session, tid)
    rows = read_rows(session, tid)
    last = rounds[-1].number if rounds else 0
    game = header.rules.game
    model_rounds = [_model_round(rnd, rows, codes, rnd.number == last, game) for rnd in rounds]
    return replace(header, rounds=tuple(model_rounds))


def _model_round(
    rnd: m.Round, rows: TournamentRows, codes: dict[int, str], is_last: bool, game: type[Game]
) -> sm.Round:
    model_round = sm.Round(
        number=rnd.number,
        tables=tuple(model_table(table, rows, codes) for table in rows.tables.get(rnd.id, [])),
        sitting_out=tuple(codes[p] for p in rnd.sitting_out),
    )
    if rnd.status != tf.inferred_round_status(model_round, is_last, game):
        model_round = replace(model_round, status=rnd.status)
    return model_round


def model_table(table: tuple[Any, ...], rows: TournamentRows, codes: dict[int, str]) -> sm.Table:
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
) -> sm.SteinResult:
    """A played tile game as the file writes it (``_convert.result_entry`` of its result
    lines, then :func:`_exported`), built in one step: a 2,000-player tournament has tens
    of thousands of games, and a ``dataclasses.replace`` of each cost a second."""
    tiles, claims, hands = line_maps(lines, key)
    return sm.SteinResult(
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
    """A played tile game's result lines (``TournamentRows.lines``) as its tiles left, claims and
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
