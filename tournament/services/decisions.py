"""A director's decisions on a game (RULINGS 5), and a player who leaves the table during
the round (RULINGS 7): recorded and taken back (``svc.decisions``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.scoring import limits
from tournament.services import _convert as cv
from tournament.services.checks import check_text
from tournament.services.dto import (
    ABSENT_AWARDS,
    DECISION_KINDS,
    AbsentAwardName,
    DecisionInfo,
    DecisionKind,
    Done,
    GameInfo,
    ResultEntry,
)
from tournament.services.errors import InvalidInputError, InvalidStateError, NotFoundError
from tournament.services.game_checks import build_decision
from tournament.services.games import Games
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import Act, now
from tournament.store import models as m


class Decisions:
    """Decisions that stand for a game's result, and absences; built on the games' part (a
    game's version, its points)."""

    def __init__(self, uow: ScoreBookCache, games: Games) -> None:
        self._uow = uow
        self._games = games

    def all(self, *, include_withdrawn: bool = True) -> list[DecisionInfo]:
        with self._uow.read() as session:
            query = (
                select(m.Decision)
                .join(m.Game, m.Decision.game_id == m.Game.id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == self._uow.tournament_id)
                .order_by(m.Decision.id)
            )
            if not include_withdrawn:
                query = query.where(m.Decision.active.is_(True))
            return [cv.decision_info(d) for d in session.scalars(query)]

    def apply_decision(
        self,
        game_id: int,
        kind: DecisionKind,
        *,
        reason: str,
        expected_version: int,
        values: Mapping[int, Fraction | int] | None = None,
        penalty: Fraction | None = None,
        author: str | None = None,
        claims: Mapping[int, int] | None = None,
        result: ResultEntry | None = None,
    ) -> Done[GameInfo]:
        """A director decision on a game (RULINGS 5); ``reason`` is required.

        ended_early: ``values`` = tiles left per player (``claims`` in Plus); in a card
        game ``result`` instead, the match as it stood (Indian Rummy's deals so far,
        Drachenrummy's card points or laid sets and hands); points:
        ``values`` = points per player; neutralised: ``penalty`` (default the tournament's);
        average: nothing. A new decision replaces the game's active one (kept on record)."""

        def body(act: Act) -> GameInfo:
            session = act.session
            if kind not in DECISION_KINDS:
                raise InvalidInputError(
                    code="decision.unknown_kind", field="kind", value=kind, allowed=DECISION_KINDS
                )
            why = check_text(reason, "the decision's reason", limit=limits.REASON_LIMIT, lines=True)
            who = check_text(author or self._uow.desk, "author", limit=limits.AUTHOR_LIMIT)
            loaded = self._uow.load_game(session, game_id)
            self._games.check_editable(loaded, expected_version, session)
            settings = self._uow.settings(session)
            decision = build_decision(loaded, kind, values, penalty, claims, settings, result)
            decision.reason = why
            decision.author = who
            decision.created_at = now()
            if loaded.decision is not None:
                old = loaded.decision
                old.active = False
                old.withdrawn_reason = "replaced by a new decision"
                old.withdrawn_by = who
                old.withdrawn_at = now()
                session.flush()
            session.add(decision)
            info = self._games.touch(act, loaded, decision)
            act.note("decision.applied", **loaded.at, kind=kind, reason=why)
            act.params = {"game": game_id, "kind": kind}
            return info

        done = self._uow.run(
            "apply_decision", body, on_conflict=lambda: self._games.get_or_none(game_id)
        )
        return self._games.refresh_points(done, game_id)

    def withdraw_decision(
        self, decision_id: int, *, reason: str, expected_version: int, author: str | None = None
    ) -> Done[GameInfo]:
        """Withdraw a decision (it stays on record, marked withdrawn); ``expected_version``
        is the game's version."""
        game_ids: list[int] = []

        def body(act: Act) -> GameInfo:
            session = act.session
            why = check_text(
                reason, "the reason for withdrawing", limit=limits.REASON_LIMIT, lines=True
            )
            who = check_text(author or self._uow.desk, "author", limit=limits.AUTHOR_LIMIT)
            decision = session.get(m.Decision, decision_id)
            if decision is None:
                raise NotFoundError(code="decision.not_found", what="decision", id=decision_id)
            loaded = self._uow.load_game(session, decision.game_id)
            game_ids.append(decision.game_id)
            if not decision.active:
                raise InvalidStateError(code="decision.withdrawn_already", **loaded.at)
            self._games.check_editable(loaded, expected_version, session)
            decision.active = False
            decision.withdrawn_reason = why
            decision.withdrawn_by = who
            decision.withdrawn_at = now()
            info = self._games.touch(act, loaded, None)
            act.note("decision.withdrawn", **loaded.at, kind=decision.kind, reason=why)
            act.params = {"decision": decision_id, "game": loaded.game.id}
            return info

        done = self._uow.run(
            "withdraw_decision",
            body,
            on_conflict=lambda: self._games.get_or_none(game_ids[0]) if game_ids else None,
        )
        return self._games.refresh_points(done, done.value.id)

    def record_absence(
        self,
        game_id: int,
        player_id: int,
        *,
        award: AbsentAwardName,
        reason: str,
        expected_version: int,
        author: str | None = None,
    ) -> Done[GameInfo]:
        """A player leaves the table during the round (taken ill), from game ``game_id`` on:
        a director's decision with a required ``reason``. The table's games from this one
        on are played by the others, scored on the scale of the players present (a 4-table
        plays on as a 3-table); the player gets ``award`` for each: ``average`` (their own
        average, RULINGS 5) or ``nothing`` (0 points against the game's maximum).

        Refused while one of those games has a result or a decision (clear it first), and
        when fewer players would be left than the game's smallest table (3 for Stein-Rummy,
        2 for the card games; neutralise or average the games instead).
        ``expected_version`` is the game's version; every game from it on is touched, so a
        desk holding one of them gets a conflict instead of saving the absent player's
        tiles."""

        def body(act: Act) -> GameInfo:
            session = act.session
            if award not in ABSENT_AWARDS:
                raise InvalidInputError(
                    code="absence.unknown_award", field="award", value=award, allowed=ABSENT_AWARDS
                )
            why = check_text(reason, "the reason", limit=2000)
            who = check_text(author or self._uow.desk, "author", limit=100)
            loaded = self._uow.load_game(session, game_id)
            self._games.check_editable(loaded, expected_version, session)
            names = self._uow.player_names(session, loaded.seats)
            if player_id in loaded.absent:
                raise InvalidStateError(
                    code="absence.already", **loaded.at, player=player_id, name=names[player_id]
                )
            if player_id not in loaded.player_ids:
                raise InvalidInputError(
                    code="absence.not_at_table", **loaded.at, field="player", player=player_id
                )
            least = min(self._uow.settings(session).scoring_rules.game.table_sizes)
            if len(loaded.player_ids) - 1 < least:
                raise InvalidStateError(
                    code="absence.too_few",
                    **loaded.at,
                    count=len(loaded.player_ids) - 1,
                    least=least,
                )
            later, taken = self._games_from(session, loaded.table, loaded.game.number)
            if taken:
                raise InvalidStateError(code="absence.games_taken", **loaded.at, games=taken)
            session.add(
                m.Absence(
                    table_id=loaded.table.id,
                    player_id=player_id,
                    from_game=loaded.game.number,
                    award=award,
                    reason=why,
                    author=who,
                    created_at=now(),
                )
            )
            self._touch_games(later)
            act.note(
                "absence.recorded", **loaded.at, name=names[player_id], award=award, reason=why
            )
            act.params = {"game": game_id, "player": player_id, "award": award}
            act.rebuild = True
            return self._uow.game_info(session, self._uow.load_game(session, game_id))

        return self._uow.run(
            "record_absence", body, on_conflict=lambda: self._games.get_or_none(game_id)
        )

    def withdraw_absence(
        self, absence_id: int, *, reason: str, expected_version: int
    ) -> Done[GameInfo]:
        """Take back a "left during the round" decision (entered by mistake): the player
        plays the table's games again. Refused while one of the games the player missed
        has a result or a decision. ``expected_version`` is the version of the first game
        missed; the reason goes to the audit log."""
        game_ids: list[int] = []

        def body(act: Act) -> GameInfo:
            session = act.session
            why = check_text(reason, "the reason for withdrawing", limit=2000)
            absence = session.get(m.Absence, absence_id)
            if absence is None:
                raise NotFoundError(code="absence.not_found", what="absence", id=absence_id)
            table = absence.table
            first = next(g for g in table.games if g.number == absence.from_game)
            game_ids.append(first.id)
            loaded = self._uow.load_game(session, first.id)
            self._games.check_editable(loaded, expected_version, session)
            later, taken = self._games_from(session, table, absence.from_game)
            if taken:
                raise InvalidStateError(code="absence.games_played", **loaded.at, games=taken)
            name = self._uow.player_names(session, [absence.player_id])[absence.player_id]
            session.delete(absence)
            self._touch_games(later)
            act.note("absence.withdrawn", **loaded.at, name=name, reason=why)
            act.params = {"game": first.id, "player": absence.player_id, "reason": why}
            act.rebuild = True
            session.expire(table)
            return self._uow.game_info(session, self._uow.load_game(session, first.id))

        return self._uow.run(
            "withdraw_absence",
            body,
            on_conflict=lambda: self._games.get_or_none(game_ids[0]) if game_ids else None,
        )

    def _games_from(
        self, session: Session, table: m.GameTable, number: int
    ) -> tuple[list[m.Game], list[int]]:
        """The table's games from game ``number`` on, and the numbers of those that have
        a result or an active decision."""
        later = [g for g in table.games if g.number >= number]
        decided = self._uow.active_decisions(session, [g.id for g in later])
        return later, [g.number for g in later if g.has_result or g.id in decided]

    def _touch_games(self, games: Iterable[m.Game]) -> None:
        stamp = now()
        for game in games:
            game.updated_by = self._uow.desk
            game.updated_at = stamp
