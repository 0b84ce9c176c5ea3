"""Rounds: seating the next round, swapping seats, closing (with the file's backup) and
reopening; the backups of a tournament file."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy import Table, insert, select
from sqlalchemy.orm import Session, selectinload

from tournament.gcpause import collector_paused
from tournament.rules.games import ResultField
from tournament.services import _convert as cv
from tournament.services.backups import make_backup
from tournament.services.clock import RoundClockInfo
from tournament.services.dto import Done, RoundInfo, RoundStatus, TableInfo
from tournament.services.errors import (
    CancelledError,
    InvalidInputError,
    InvalidStateError,
    NotFoundError,
)
from tournament.services.listing import Listing, RoundPlanInfo
from tournament.services.round_read import read_rounds
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import Act, now
from tournament.store import backup as backups
from tournament.store import models as m
from tournament.store import tracking
from tournament.store.backup import Backup

if TYPE_CHECKING:
    from tournament.rules.games import Game
    from tournament.seating.figures import PlanFigures
    from tournament.seating.model import RoundPlan
    from tournament.statistics.results import SeatedGame

SHOWN_GAMES = 6
"""How many games without a result a refusal to close a round names (data ``shown``)."""


class Rounds:
    """Use cases on the rounds: seating, swapping, closing, reopening, and the round clock
    (``svc.rounds``)."""

    def __init__(self, uow: ScoreBookCache, listing: Listing) -> None:
        self._uow = uow
        self._listing = listing

    def round_plan(self, number: int) -> RoundPlanInfo:
        """Round ``number``'s seating plan: tables, seats and each table's entry state."""
        return self._listing.round_plan(number)

    def round_table(self, round_number: int, table_number: int) -> TableInfo:
        """One table of a round with its games and their points."""
        return self._listing.round_table(round_number, table_number)

    def seating_figures(self, through_round: int, *, rotate: bool) -> PlanFigures | None:
        """The seating plan's figures through ``through_round`` (``rotate``: movement)."""
        return self._listing.seating_figures(through_round, rotate=rotate)

    def _round_infos(self, session: Session, rounds: Sequence[m.Round]) -> list[RoundInfo]:
        players = self._uow.players_by_id(session)
        game_ids = [g.id for r in rounds for t in r.tables for g in t.games]
        decisions = self._uow.active_decisions(session, game_ids) if game_ids else {}
        book = self._uow.book_for(session)
        scores = book.scores_by_position()
        infos = [
            cv.round_info(r, players, decisions, cast(Any, scores), book.rules) for r in rounds
        ]
        sitting = book.sitting_out()
        return [
            replace(
                info,
                sitting_out_points={
                    pid: tuple(s.points[str(pid)] for s in sitting.get((info.number, str(pid)), []))
                    for pid in info.sitting_out
                },
            )
            if info.sitting_out
            else info
            for info in infos
        ]

    def all(self) -> list[RoundInfo]:
        # Every game of the tournament (30,000 at 2,000 players), all alive until the
        # caller is done: the cyclic collector paused meanwhile (tournament.gcpause).
        with collector_paused(), self._uow.read() as session:
            return self._round_infos(session, read_rounds(session, self._uow.tournament_id))

    def game_results(self) -> list[SeatedGame]:
        """Every game with a result as the statistics read it (``results_of_rounds`` of
        :meth:`rounds`), in playing order; a tile game's read from plain rows
        (``game_results.played_results``), the points the kept score book's."""
        from tournament.services.game_results import played_results
        from tournament.statistics.results import results_of_rounds

        with collector_paused(), self._uow.read() as session:
            book = self._uow.book_for(session)
            if not book.rules.game.has(ResultField.TILES_LEFT):  # a card game's result
                rounds = self._round_infos(session, read_rounds(session, self._uow.tournament_id))
                return results_of_rounds(rounds)
            return played_results(session, self._uow.tournament_id, book.points_by_position())

    def get(self, number: int) -> RoundInfo:
        with self._uow.read() as session:
            return self.round_info(session, number)

    def round_info(self, session: Session, number: int) -> RoundInfo:
        rounds = read_rounds(session, self._uow.tournament_id, number)
        if not rounds:
            raise NotFoundError(code="round.not_found", what="round", id=number)
        return self._round_infos(session, rounds)[0]

    def round_row(self, session: Session, number: int) -> m.Round:
        rnd = session.scalars(
            select(m.Round).where(
                m.Round.tournament_id == self._uow.tournament_id, m.Round.number == number
            )
        ).first()
        if rnd is None:
            raise NotFoundError(code="round.not_found", what="round", id=number)
        return rnd

    def start_round(
        self,
        progress: Callable[[float, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        first_order: Sequence[int] | None = None,
    ) -> Done[RoundInfo]:
        """Seat the next round with the seating engine (movement of the settings).

        ``first_order`` (player ids, the rating order) seats round 1 in that order instead
        of by start number, the best at table 1; players it leaves out come after. Without
        it, the setting ``seat_by_rating`` seats round 1 in the order of the ratings the
        players brought (the unrated after them). Either replaces the draw.

        The previous round must be closed. A long seating search calls ``progress(done,
        cost)`` now and then (the share of its work done, 0..1, and the cost of its best
        plan so far, 0 when nobody meets twice) and asks ``cancelled()``; once that returns
        true the round is not started (``CancelledError``) and nothing is stored."""
        # The seating engine is imported by the commands that seat, not by every reader.
        from tournament.seating.schedule import SearchControl

        control = SearchControl(progress=progress, cancelled=cancelled)

        def body(act: Act) -> RoundInfo:
            from tournament.services.seat import seat_round, stored_history

            session = act.session
            current = self._uow.current_round(session)
            if current is not None and current.status != RoundStatus.CLOSED:
                raise InvalidStateError(code="round.still_open", round=current.number)
            number = current.number + 1 if current else 1
            settings = self._uow.settings(session)
            game = settings.scoring_rules.game
            players = session.scalars(
                select(m.Player)
                .where(m.Player.tournament_id == self._uow.tournament_id)
                .order_by(m.Player.number)
            ).all()
            active = [
                p
                for p in players
                if p.joined_round <= number
                and (p.left_after_round is None or p.left_after_round >= number)
            ]
            order = list(first_order or [])
            if number == 1 and not order and settings.seat_by_rating:
                from tournament.seating.model import PlayerId
                from tournament.seating.rating_groups import rating_order

                ids: list[PlayerId] = [p.id for p in active]
                rated: dict[PlayerId, float] = {
                    p.id: p.rating for p in active if p.rating is not None
                }
                order = [int(pid) for pid in rating_order(ids, rated)]
            if number == 1 and order:
                place = {pid: index for index, pid in enumerate(order)}
                active.sort(key=lambda p: place.get(p.id, len(place)))
                settings = replace(settings, draw=False)
            # The seating needs who sat where, not the games and results of every round.
            history = stored_history(session, self._uow.tournament_id)
            standings = (
                [int(s.player) for s in self._uow.book_for(session).standings()]
                if number > 1
                else []
            )
            plan = seat_round(number, active, history, settings, standings, control)
            if cancelled is not None and cancelled():
                raise CancelledError(code="round.seating_cancelled", round=number)
            rnd = m.Round(
                tournament_id=self._uow.tournament_id,
                number=number,
                status=RoundStatus.OPEN,
                sitting_out=list(plan.sitting_out),
                started_at=now(),
            )
            session.add(rnd)
            session.flush()
            _insert_tables(session, rnd.id, plan, game)
            # A player sitting out gets average games: the score book learns of it anew.
            act.rebuild = bool(plan.sitting_out)
            act.note(
                "round.started_sitting_out" if plan.sitting_out else "round.started",
                round=number,
                tables=len(plan.tables),
                sitting_out=len(plan.sitting_out),
            )
            act.params = {"round": number}
            return self.round_info(session, number)

        return self._uow.run("start_round", body)

    def swap_players(self, round_number: int, player_a: int, player_b: int) -> Done[RoundInfo]:
        """Swap two players' seats in an open round before any of their games has a result."""

        def body(act: Act) -> RoundInfo:
            session = act.session
            rnd = self.round_row(session, round_number)
            if rnd.status != RoundStatus.OPEN:
                raise InvalidStateError(code="round.closed", round=round_number)
            if player_a == player_b:
                raise InvalidInputError(code="swap.same_player", field="player")
            seats: dict[int, m.Seat] = {}
            for table in rnd.tables:
                for seat in table.seats:
                    if seat.player_id in (player_a, player_b):
                        seats[seat.player_id] = seat
                        if (
                            any(g.has_result for g in table.games)
                            or table.absences
                            or self._uow.active_decisions(session, [g.id for g in table.games])
                        ):
                            raise InvalidStateError(
                                code="swap.table_has_results",
                                table=table.number,
                                round=round_number,
                            )
            for pid in (player_a, player_b):
                if pid not in seats:
                    raise InvalidInputError(
                        code="swap.no_seat", field="player", player=pid, round=round_number
                    )
            a, b = seats[player_a], seats[player_b]
            places = [(a.table, a.seat, player_b), (b.table, b.seat, player_a)]
            session.delete(a)
            session.delete(b)
            session.flush()
            for table, seat_no, pid in places:
                table.seats.append(m.Seat(seat=seat_no, player_id=pid))
            session.flush()
            names = self._uow.players_by_id(session)
            act.note(
                "round.swapped", round=round_number, a=names[player_a].name, b=names[player_b].name
            )
            act.params = {"round": round_number, "players": [player_a, player_b]}
            session.expire(rnd)
            return self.round_info(session, round_number)

        return self._uow.run("swap_players", body)

    def close_round(self, number: int) -> Done[RoundInfo]:
        """Close a round: every game must have a result or a decision.

        A tournament file is backed up as part of closing: the copy, with every result of
        the round, is written while the closing transaction holds the file's write lock,
        before the round is marked closed; if it cannot be written (``backup.failed``) the
        round stays open. So no closed round is ever without its backup. Copies left by
        closes of the round that never completed (killed, refused) go once one does: they
        would push older rounds out of the ten kept."""
        made: list[Backup] = []
        since: list[datetime | None] = []

        def body(act: Act) -> RoundInfo:
            session = act.session
            rnd = session.scalars(
                select(m.Round)
                .where(m.Round.tournament_id == self._uow.tournament_id, m.Round.number == number)
                # Every table's games in one query, not one per table (667 at 2,000 players).
                .options(selectinload(m.Round.tables).selectinload(m.GameTable.games))
            ).first()
            if rnd is None:
                raise NotFoundError(code="round.not_found", what="round", id=number)
            if rnd.status == RoundStatus.CLOSED:
                raise InvalidStateError(code="round.closed_already", round=number)
            game_ids = [g.id for t in rnd.tables for g in t.games]
            decisions = self._uow.active_decisions(session, game_ids)
            missing = [
                (t.number, g.number)
                for t in rnd.tables
                for g in t.games
                if not g.has_result and g.id not in decisions
            ]
            if missing:
                shown = ", ".join(f"table {t} game {g}" for t, g in missing[:SHOWN_GAMES])
                shown += " ..." if len(missing) > SHOWN_GAMES else ""
                raise InvalidStateError(
                    code="round.games_missing",
                    round=number,
                    count=len(missing),
                    games=shown,
                    missing=missing,
                    shown=SHOWN_GAMES,
                )
            if self._uow.store.is_file:
                since.append(self._last_close(session, number))
                made.append(make_backup(self._uow, number, locked=True))
            rnd.status = RoundStatus.CLOSED
            rnd.closed_at = now()
            session.flush()
            act.note("round.closed", round=number)
            act.params = {"round": number}
            return self.round_info(session, number)

        done = self._uow.run("close_round", body)
        if made and self._uow.store.path is not None:
            backups.drop_unfinished(self._uow.store.path, made[0], since[0])
        return done

    def _last_close(self, session: Session, number: int) -> datetime | None:
        """When round ``number`` last closed (None: never); read before closing it again."""
        closes = session.execute(
            select(m.AuditLog.time, m.AuditLog.data).where(
                m.AuditLog.tournament_id == self._uow.tournament_id,
                m.AuditLog.action == "close_round",
            )
        ).all()
        times = [
            time
            for time, data in closes
            if isinstance(data, dict) and data.get("params", {}).get("round") == number
        ]
        return max(times, default=None)

    def reopen_round(self, number: int) -> Done[RoundInfo]:
        """Reopen the latest closed round for corrections (while no later round exists)."""

        def body(act: Act) -> RoundInfo:
            session = act.session
            rnd = self.round_row(session, number)
            current = self._uow.current_round(session)
            if rnd.status != RoundStatus.CLOSED:
                raise InvalidStateError(code="round.open", round=number)
            if current is not None and current.number != number:
                raise InvalidStateError(
                    code="round.later_started",
                    round=number,
                    later=current.number,
                )
            rnd.status = RoundStatus.OPEN
            rnd.closed_at = None
            session.flush()
            act.note("round.reopened", round=number)
            act.params = {"round": number}
            return self.round_info(session, number)

        return self._uow.run("reopen_round", body)

    def round_clock(self, round_number: int) -> RoundClockInfo:
        """Round ``round_number``'s start, pauses and open games, without reading its games
        in full."""
        with self._uow.read() as session:
            rnd = self.round_row(session, round_number)
            unscored = session.execute(
                select(m.Game.id, m.Game.table_id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .where(m.GameTable.round_id == rnd.id, m.Game.has_result.is_(False))
            ).all()
            decided = self._uow.active_decisions(session, [g for g, _t in unscored])
            open_games = [(g, t) for g, t in unscored if g not in decided]
            return RoundClockInfo(
                number=rnd.number,
                status=RoundStatus(rnd.status),
                started_at=rnd.started_at,
                clock_paused_at=rnd.clock_paused_at,
                clock_paused_seconds=rnd.clock_paused_seconds or 0,
                tables_playing=len({t for _g, t in open_games}),
                games_open=len(open_games),
            )

    def _clock_round(self, act: Act, number: int) -> m.Round:
        rnd = self.round_row(act.session, number)
        if rnd.status != RoundStatus.OPEN:
            raise InvalidStateError(code="clock.closed", round=number)
        return rnd

    def pause_clock(self, round_number: int) -> Done[RoundInfo]:
        """Stop the clock of an open round where it stands."""

        def body(act: Act) -> RoundInfo:
            rnd = self._clock_round(act, round_number)
            if rnd.clock_paused_at is not None:
                raise InvalidStateError(code="clock.paused", round=round_number)
            rnd.clock_paused_at = now()
            act.session.flush()
            act.note("round.clock_paused", round=round_number)
            act.params = {"round": round_number}
            return self.round_info(act.session, round_number)

        return self._uow.run("pause_clock", body)

    def resume_clock(self, round_number: int) -> Done[RoundInfo]:
        """Let a paused clock run on from where it stood."""

        def body(act: Act) -> RoundInfo:
            rnd = self._clock_round(act, round_number)
            if rnd.clock_paused_at is None:
                raise InvalidStateError(code="clock.running", round=round_number)
            paused = now() - rnd.clock_paused_at
            rnd.clock_paused_seconds = (rnd.clock_paused_seconds or 0) + max(
                0, round(paused.total_seconds())
            )
            rnd.clock_paused_at = None
            act.session.flush()
            act.note("round.clock_resumed", round=round_number)
            act.params = {"round": round_number}
            return self.round_info(act.session, round_number)

        return self._uow.run("resume_clock", body)


def _insert_tables(session: Session, round_id: int, plan: RoundPlan, game: type[Game]) -> None:
    """The round's tables, seats and empty games, written with one statement per kind of
    row and tracked for undo as flushed objects are (667 tables, 2,000 seats and 2,000
    games at 2,000 players: object by object that was most of starting the round)."""
    connection = session.connection()
    tables, seats, games = (cast(Table, row.__table__) for row in (m.GameTable, m.Seat, m.Game))
    numbered = list(enumerate(zip(plan.tables, plan.table_groups, strict=True), start=1))
    if not numbered:
        return
    table_ids = (
        connection.execute(
            insert(tables).returning(tables.c.id, sort_by_parameter_order=True),
            [
                {"round_id": round_id, "number": number, "group": group}
                for number, (_s, group) in numbered
            ],
        )
        .scalars()
        .all()
    )
    connection.execute(
        insert(seats),
        [
            {"table_id": table_id, "seat": seat, "player_id": int(pid)}
            for table_id, (_n, (seated, _g)) in zip(table_ids, numbered, strict=True)
            for seat, pid in enumerate(seated, start=1)
        ],
    )
    connection.execute(
        insert(games),
        [
            {"table_id": table_id, "number": number}
            for table_id, (_n, (seated, _g)) in zip(table_ids, numbered, strict=True)
            for number in range(1, game.games_per_round(len(seated)) + 1)
        ],
    )
    in_round = select(m.GameTable.id).where(m.GameTable.round_id == round_id)
    tracking.track_inserted(session, tables, tables.c.round_id == round_id)
    tracking.track_inserted(session, seats, seats.c.table_id.in_(in_round))
    tracking.track_inserted(session, games, games.c.table_id.in_(in_round))
