"""Games: entering and correcting results, a director's decisions on a game."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from fractions import Fraction

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.rules.games import ResultField
from tournament.scoring import limits
from tournament.scoring.model import GamePosition
from tournament.scoring.points import round_totals
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services.checks import check_text
from tournament.services.dto import (
    DECISION_KINDS,
    DecisionInfo,
    DecisionKind,
    Done,
    GameInfo,
    ResultEntry,
    RoundStatus,
    Settings,
)
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidStateError,
    NotFoundError,
)
from tournament.services.game_checks import (
    _build_decision,
    _check_card_result,
    _check_result,
)
from tournament.services.score_book import ScoreBookCache, _Loaded, _score_or_none
from tournament.services.unit_of_work import _Act, _now
from tournament.store import models as m


class GameUseCases(ScoreBookCache):
    """Use cases on one game: its result or the decision that stands for it."""

    def _current_game(self, game_id: int) -> GameInfo | None:
        try:
            return self.game(game_id)
        except NotFoundError:
            return None

    def game(self, game_id: int) -> GameInfo:
        with self._read() as session:
            return self._game_info(session, self._load_game(session, game_id))

    def _editable(self, loaded: _Loaded, expected_version: int, session: Session) -> None:
        if loaded.round.status != RoundStatus.OPEN:
            raise InvalidStateError(code="game.round_closed", **loaded.at)
        if loaded.game.version != expected_version:
            raise ConflictError(
                code="conflict.game", **loaded.at, current=self._game_info(session, loaded)
            )

    def _touch(self, act: _Act, loaded: _Loaded, decision: m.Decision | None) -> GameInfo:
        """Bump the game's version, queue its score book update; the game without points."""
        game = loaded.game
        game.updated_by = self.desk
        game.updated_at = _now()
        act.session.flush()
        act.games.append(
            (
                loaded.position,
                tuple(str(p) for p in loaded.player_ids),
                cv.game_entry(game, decision),
            )
        )
        if loaded.absent:
            act.absent[loaded.position] = loaded.awards
        return cv.game_info(
            game,
            loaded.round.number,
            loaded.table.number,
            loaded.seats,
            decision,
            None,
            loaded.absent,
            self._settings(act.session).scoring_rules,
        )

    def _names(self, session: Session, ids: Iterable[int]) -> dict[int, str]:
        wanted = list(ids)
        rows = session.execute(
            select(m.Player.id, m.Player.name).where(m.Player.id.in_(wanted))
        ).all()
        return {pid: name for pid, name in rows}

    def record_result(
        self, game_id: int, result: ResultEntry, *, expected_version: int
    ) -> Done[GameInfo]:
        """Enter a game's result, or correct it (the old value stays in the audit log).

        Checked by the scoring engine's file checks and, when hands are given, the rules
        engine. A stale ``expected_version`` raises ``ConflictError`` with the current game."""

        body = self._result_body(game_id, result, expected_version)
        done = self._run("record_result", body, on_conflict=lambda: self._current_game(game_id))
        return self._refresh_points(done, game_id)

    def _result_body(
        self, game_id: int, result: ResultEntry, expected_version: int
    ) -> Callable[[_Act], GameInfo]:
        """``record_result``'s work in the action's transaction (the phones' acceptance
        runs it in theirs, with the entry's decision)."""

        def body(act: _Act) -> GameInfo:
            session = act.session
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            settings = self._settings(session)
            game = loaded.game
            corrected = game.has_result
            if settings.scoring_rules.game.has(ResultField.TILES_LEFT):
                shown_values = self._store_tiles(loaded, result, settings)
            else:
                shown_values = self._store_cards(loaded, result, settings)
            game.has_result = True
            game.first_turn_rommee = bool(result.first_turn_rommee)
            game.entered_by = self.desk
            game.entered_at = _now()
            info = self._touch(act, loaded, loaded.decision)
            names = self._names(session, loaded.player_ids)
            shown = ", ".join(f"{names[p]} {shown_values[p]}" for p in loaded.player_ids)
            act.note(
                "result.corrected" if corrected else "result.entered", **loaded.at, shown=shown
            )
            act.params = {"game": game.id}
            return info

        return body

    @staticmethod
    def _store_tiles(loaded: _Loaded, result: ResultEntry, settings: Settings) -> dict[int, int]:
        """A Stein-Rummy result into the game's result lines; the tiles left per player."""
        tiles, claims, hands = _check_result(loaded, result, settings)
        game = loaded.game
        lines = {line.player_id: line for line in game.results}
        for pid in loaded.player_ids:
            line = lines.get(pid)
            if line is None:
                line = m.ResultLine(player_id=pid, tiles_left=0)
                game.results.append(line)
            line.tiles_left = tiles[pid]
            line.claims = claims.get(pid, 0)
            line.hand = hands.get(pid)
        return tiles

    @staticmethod
    def _store_cards(loaded: _Loaded, result: ResultEntry, settings: Settings) -> dict[int, int]:
        """A card game's result onto the game (``Game.cards``); each player's total."""
        checked = _check_card_result(loaded, result, settings)
        players = [str(p) for p in loaded.player_ids]
        loaded.game.cards = card_results.stored_cards(checked, {p: int(p) for p in players})
        totals = round_totals(checked, players, settings.scoring_rules)
        return {int(p): n for p, n in totals.items()}

    def _refresh_points(self, done: Done[GameInfo], game_id: int) -> Done[GameInfo]:
        """Fill in the points from the score book once the change is committed."""
        info = done.value
        book = self._book
        if book is not None and self._known is not None and done.audit_id in self._known:
            score = _score_or_none(
                book, GamePosition(info.round_number, info.table_number, info.number)
            )
            points = None if score is None else {int(p): v for p, v in score.points.items()}
            maximum = None if score is None else Fraction(score.max_points)
            return replace(done, value=replace(info, points=points, max_points=maximum))
        return replace(done, value=self.game(game_id))

    def clear_result(self, game_id: int, *, expected_version: int) -> Done[GameInfo]:
        def body(act: _Act) -> GameInfo:
            session = act.session
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            game = loaded.game
            if not game.has_result:
                raise InvalidStateError(code="game.no_result", **loaded.at)
            game.results.clear()
            game.cards = None
            game.has_result = False
            game.first_turn_rommee = False
            info = self._touch(act, loaded, loaded.decision)
            act.note("result.cleared", **loaded.at)
            act.params = {"game": game.id}
            return info

        done = self._run("clear_result", body, on_conflict=lambda: self._current_game(game_id))
        return self._refresh_points(done, game_id)

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

        def body(act: _Act) -> GameInfo:
            session = act.session
            if kind not in DECISION_KINDS:
                raise InvalidInputError(
                    code="decision.unknown_kind", field="kind", value=kind, allowed=DECISION_KINDS
                )
            why = check_text(reason, "the decision's reason", limit=limits.REASON_LIMIT, lines=True)
            who = check_text(author or self.desk, "author", limit=limits.AUTHOR_LIMIT)
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            settings = self._settings(session)
            decision = _build_decision(loaded, kind, values, penalty, claims, settings, result)
            decision.reason = why
            decision.author = who
            decision.created_at = _now()
            if loaded.decision is not None:
                old = loaded.decision
                old.active = False
                old.withdrawn_reason = "replaced by a new decision"
                old.withdrawn_by = who
                old.withdrawn_at = _now()
                session.flush()
            session.add(decision)
            info = self._touch(act, loaded, decision)
            act.note("decision.applied", **loaded.at, kind=kind, reason=why)
            act.params = {"game": game_id, "kind": kind}
            return info

        done = self._run("apply_decision", body, on_conflict=lambda: self._current_game(game_id))
        return self._refresh_points(done, game_id)

    def withdraw_decision(
        self, decision_id: int, *, reason: str, expected_version: int, author: str | None = None
    ) -> Done[GameInfo]:
        """Withdraw a decision (it stays on record, marked withdrawn); ``expected_version``
        is the game's version."""
        game_ids: list[int] = []

        def body(act: _Act) -> GameInfo:
            session = act.session
            why = check_text(
                reason, "the reason for withdrawing", limit=limits.REASON_LIMIT, lines=True
            )
            who = check_text(author or self.desk, "author", limit=limits.AUTHOR_LIMIT)
            decision = session.get(m.Decision, decision_id)
            if decision is None:
                raise NotFoundError(code="decision.not_found", what="decision", id=decision_id)
            loaded = self._load_game(session, decision.game_id)
            game_ids.append(decision.game_id)
            if not decision.active:
                raise InvalidStateError(code="decision.withdrawn_already", **loaded.at)
            self._editable(loaded, expected_version, session)
            decision.active = False
            decision.withdrawn_reason = why
            decision.withdrawn_by = who
            decision.withdrawn_at = _now()
            info = self._touch(act, loaded, None)
            act.note("decision.withdrawn", **loaded.at, kind=decision.kind, reason=why)
            act.params = {"decision": decision_id, "game": loaded.game.id}
            return info

        done = self._run(
            "withdraw_decision",
            body,
            on_conflict=lambda: self._current_game(game_ids[0]) if game_ids else None,
        )
        return self._refresh_points(done, done.value.id)

    def decisions(self, *, include_withdrawn: bool = True) -> list[DecisionInfo]:
        with self._read() as session:
            query = (
                select(m.Decision)
                .join(m.Game, m.Decision.game_id == m.Game.id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == self._tid)
                .order_by(m.Decision.id)
            )
            if not include_withdrawn:
                query = query.where(m.Decision.active.is_(True))
            return [cv.decision_info(d) for d in session.scalars(query)]
