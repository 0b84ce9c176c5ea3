"""The use cases of a tournament: what the desktop app, the printouts and the CLI call.

Open or create a tournament to get a ``TournamentService``; every method is one transaction
(a failure leaves nothing half-written) and returns plain data from ``tournament.services.dto``.
Changing methods return ``Done[T]``: the new value plus the id of the audit entry written, and
take ``expected_version`` where two desks could edit the same thing: a stale version raises
``ConflictError`` carrying the current value.

    svc = create_tournament("Vereinsabend", location="abend.srt")
    svc.import_players([PlayerEntry("Anna", "TSV"), ...])
    rnd = svc.start_round().value
    game = rnd.tables[0].games[0]
    svc.record_result(game.id, ResultEntry({p: n for p, n in ...}), expected_version=game.version)
    svc.standings()
    svc.undo()          # reverses the last action, recorded in the audit log
    svc.close()
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.scoring import limits
from tournament.scoring import model as sm
from tournament.scoring.model import GamePosition
from tournament.scoring.tournament_file import Problem, check_game
from tournament.services import _convert as cv
from tournament.services.checks import check_date, check_settings, check_text
from tournament.services.details import TournamentDetails
from tournament.services.dto import (
    ABSENT_AWARDS,
    DECISION_KINDS,
    AbsentAwardName,
    AuditEntry,
    DecisionInfo,
    DecisionKind,
    Done,
    GameInfo,
    ResultEntry,
    Settings,
    TournamentInfo,
)
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidResultError,
    InvalidStateError,
    NotFoundError,
    StoreError,
)
from tournament.services.players import PlayerUseCases
from tournament.services.rounds import RoundUseCases
from tournament.services.score_book import (
    ScoreBookCache,
    _Loaded,
    _score_or_none,
)
from tournament.services.unit_of_work import (
    _Act,
    _now,
)
from tournament.store import backup as backups
from tournament.store import models as m
from tournament.store import tracking
from tournament.store.database import display_location, is_url, open_location

T = TypeVar("T")

NOT_UNDOABLE = frozenset({"create_tournament", "import_tournament", "restore"})
"""Actions that start a new undo history (nothing before them can be undone)."""


class TournamentService(TournamentDetails, PlayerUseCases, RoundUseCases, ScoreBookCache):
    """One open tournament (a .srt file or a tournament in a PostgreSQL database).

    ``desk`` names who makes the changes (a scoring desk or the director); it is written to
    the audit log and as the default author of decisions.
    """

    def _current_game(self, game_id: int) -> GameInfo | None:
        try:
            return self.game(game_id)
        except NotFoundError:
            return None

    # -- games --------------------------------------------------------------------------

    def game(self, game_id: int) -> GameInfo:
        with self._read() as session:
            return self._game_info(session, self._load_game(session, game_id))

    def _editable(self, loaded: _Loaded, expected_version: int, session: Session) -> None:
        if loaded.round.status != "open":
            raise InvalidStateError(
                f"{loaded.where}: the round is closed; reopen it to correct results",
                round=loaded.round.number,
            )
        if loaded.game.version != expected_version:
            raise ConflictError(
                f"{loaded.where}: another desk saved this game meanwhile; nothing was saved",
                current=self._game_info(session, loaded),
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

        def body(act: _Act) -> GameInfo:
            session = act.session
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            settings = self._settings(session)
            tiles, claims, hands = _check_result(loaded, result, settings)
            game = loaded.game
            corrected = game.has_result
            lines = {line.player_id: line for line in game.results}
            for pid in loaded.player_ids:
                line = lines.get(pid)
                if line is None:
                    line = m.ResultLine(player_id=pid, tiles_left=0)
                    game.results.append(line)
                line.tiles_left = tiles[pid]
                line.claims = claims.get(pid, 0)
                line.hand = hands.get(pid)
            game.has_result = True
            game.first_turn_rommee = bool(result.first_turn_rommee)
            game.entered_by = self.desk
            game.entered_at = _now()
            info = self._touch(act, loaded, loaded.decision)
            names = self._names(session, loaded.player_ids)
            shown = ", ".join(f"{names[p]} {tiles[p]}" for p in loaded.player_ids)
            act.summary = (
                f"{loaded.where.capitalize()}: result {'corrected' if corrected else 'entered'}"
                f" ({shown})"
            )
            act.params = {"game": game.id}
            return info

        done = self._run("record_result", body, on_conflict=lambda: self._current_game(game_id))
        return self._refresh_points(done, game_id)

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
                raise InvalidStateError(f"{loaded.where}: has no result to clear")
            game.results.clear()
            game.has_result = False
            game.first_turn_rommee = False
            info = self._touch(act, loaded, loaded.decision)
            act.summary = f"{loaded.where.capitalize()}: result cleared"
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
    ) -> Done[GameInfo]:
        """A director decision on a game (RULINGS 5); ``reason`` is required.

        ended_early: ``values`` = tiles left per player (``claims`` in Plus); points:
        ``values`` = points per player; neutralised: ``penalty`` (default the tournament's);
        average: nothing. A new decision replaces the game's active one (kept on record)."""

        def body(act: _Act) -> GameInfo:
            session = act.session
            if kind not in DECISION_KINDS:
                raise InvalidInputError(
                    f"unknown decision {kind!r} (use one of {', '.join(DECISION_KINDS)})",
                    field="kind",
                    value=kind,
                )
            why = check_text(reason, "the decision's reason", limit=limits.REASON_LIMIT, lines=True)
            who = check_text(author or self.desk, "author", limit=limits.AUTHOR_LIMIT)
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            settings = self._settings(session)
            decision = _build_decision(loaded, kind, values, penalty, claims, settings)
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
            act.summary = f"{loaded.where.capitalize()}: decision {kind} ({why})"
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
                raise NotFoundError(
                    f"decision {decision_id} does not exist", what="decision", id=decision_id
                )
            loaded = self._load_game(session, decision.game_id)
            game_ids.append(decision.game_id)
            if not decision.active:
                raise InvalidStateError(f"{loaded.where}: the decision is already withdrawn")
            self._editable(loaded, expected_version, session)
            decision.active = False
            decision.withdrawn_reason = why
            decision.withdrawn_by = who
            decision.withdrawn_at = _now()
            info = self._touch(act, loaded, None)
            act.summary = f"{loaded.where.capitalize()}: decision {decision.kind} withdrawn ({why})"
            act.params = {"decision": decision_id, "game": loaded.game.id}
            return info

        done = self._run(
            "withdraw_decision",
            body,
            on_conflict=lambda: self._current_game(game_ids[0]) if game_ids else None,
        )
        return self._refresh_points(done, done.value.id)

    # -- a player who leaves during the round ---------------------------------------------

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
        when fewer than 3 players would be left (neutralise or average the games instead).
        ``expected_version`` is the game's version; every game from it on is touched, so a
        desk holding one of them gets a conflict instead of saving the absent player's
        tiles."""

        def body(act: _Act) -> GameInfo:
            session = act.session
            if award not in ABSENT_AWARDS:
                raise InvalidInputError(
                    f"unknown award {award!r} (use one of {', '.join(ABSENT_AWARDS)})",
                    field="award",
                    value=award,
                )
            why = check_text(reason, "the reason", limit=2000)
            who = check_text(author or self.desk, "author", limit=100)
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            names = self._names(session, loaded.seats)
            if player_id in loaded.absent:
                raise InvalidStateError(
                    f"{loaded.where}: {names[player_id]} has already left the table",
                    code="absence.already",
                )
            if player_id not in loaded.player_ids:
                raise InvalidInputError(
                    f"{loaded.where}: player {player_id} is not at this table", field="player"
                )
            if len(loaded.player_ids) - 1 < 3:
                raise InvalidStateError(
                    f"{loaded.where}: only {len(loaded.player_ids) - 1} players would be left; "
                    "a game needs 3: neutralise or average the remaining games instead",
                    code="absence.too_few",
                )
            later, taken = self._games_from(session, loaded.table, loaded.game.number)
            if taken:
                shown = ", ".join(map(str, taken))
                raise InvalidStateError(
                    f"{loaded.where}: game {shown} of the table already has a result or a "
                    "decision; clear it first",
                    code="absence.games_taken",
                    games=taken,
                )
            session.add(
                m.Absence(
                    table_id=loaded.table.id,
                    player_id=player_id,
                    from_game=loaded.game.number,
                    award=award,
                    reason=why,
                    author=who,
                    created_at=_now(),
                )
            )
            self._touch_games(later)
            act.summary = (
                f"{loaded.where.capitalize()}: {names[player_id]} left the table, "
                f"{award} for the games missed ({why})"
            )
            act.params = {"game": game_id, "player": player_id, "award": award}
            act.rebuild = True
            return self._game_info(session, self._load_game(session, game_id))

        return self._run("record_absence", body, on_conflict=lambda: self._current_game(game_id))

    def withdraw_absence(
        self, absence_id: int, *, reason: str, expected_version: int
    ) -> Done[GameInfo]:
        """Take back a "left during the round" decision (entered by mistake): the player
        plays the table's games again. Refused while one of the games the player missed
        has a result or a decision. ``expected_version`` is the version of the first game
        missed; the reason goes to the audit log."""
        game_ids: list[int] = []

        def body(act: _Act) -> GameInfo:
            session = act.session
            why = check_text(reason, "the reason for withdrawing", limit=2000)
            absence = session.get(m.Absence, absence_id)
            if absence is None:
                raise NotFoundError(
                    f"absence {absence_id} does not exist", what="absence", id=absence_id
                )
            table = absence.table
            first = next(g for g in table.games if g.number == absence.from_game)
            game_ids.append(first.id)
            loaded = self._load_game(session, first.id)
            self._editable(loaded, expected_version, session)
            later, taken = self._games_from(session, table, absence.from_game)
            if taken:
                raise InvalidStateError(
                    f"{loaded.where}: game {', '.join(map(str, taken))} was played without "
                    "the player; clear it first",
                    code="absence.games_taken",
                    games=taken,
                )
            name = self._names(session, [absence.player_id])[absence.player_id]
            session.delete(absence)
            self._touch_games(later)
            act.summary = (
                f"{loaded.where.capitalize()}: {name} back at the table (left by mistake: {why})"
            )
            act.params = {"game": first.id, "player": absence.player_id, "reason": why}
            act.rebuild = True
            session.expire(table)
            return self._game_info(session, self._load_game(session, first.id))

        return self._run(
            "withdraw_absence",
            body,
            on_conflict=lambda: self._current_game(game_ids[0]) if game_ids else None,
        )

    def _games_from(
        self, session: Session, table: m.GameTable, number: int
    ) -> tuple[list[m.Game], list[int]]:
        """The table's games from game ``number`` on, and the numbers of those that have
        a result or an active decision."""
        later = [g for g in table.games if g.number >= number]
        decided = self._active_decisions(session, [g.id for g in later])
        return later, [g.number for g in later if g.has_result or g.id in decided]

    def _touch_games(self, games: Iterable[m.Game]) -> None:
        now = _now()
        for game in games:
            game.updated_by = self.desk
            game.updated_at = now

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

    # -- audit log --------------------------------------------------------------------

    def audit_log(self, *, limit: int | None = None) -> list[AuditEntry]:
        """Newest first."""
        with self._read() as session:
            _undo, redo = self._stacks(session)
            query = (
                select(m.AuditLog)
                .where(m.AuditLog.tournament_id == self._tid)
                .order_by(m.AuditLog.id.desc())
            )
            if limit is not None:
                query = query.limit(limit)
            undone = set(redo)
            return [_audit_entry(e, e.id in undone) for e in session.scalars(query)]

    # -- undo / redo --------------------------------------------------------------------

    def _stacks(self, session: Session) -> tuple[list[int], list[int]]:
        undo: list[int] = []
        redo: list[int] = []
        rows = session.execute(
            select(m.AuditLog.id, m.AuditLog.action, m.AuditLog.undoes, m.AuditLog.redoes)
            .where(m.AuditLog.tournament_id == self._tid)
            .order_by(m.AuditLog.id)
        ).all()
        for entry_id, action, undoes, redoes in rows:
            if action == "undo":
                if undo and undo[-1] == undoes:
                    redo.append(undo.pop())
            elif action == "redo":
                if redo and redo[-1] == redoes:
                    undo.append(redo.pop())
            elif action in NOT_UNDOABLE:
                undo.clear()
                redo.clear()
            else:
                undo.append(entry_id)
                redo.clear()
        return undo, redo

    def _entry(self, session: Session, entry_id: int, *, undone: bool) -> AuditEntry:
        entry = session.get(m.AuditLog, entry_id)
        assert entry is not None
        return _audit_entry(entry, undone)

    def can_undo(self) -> AuditEntry | None:
        """The action ``undo()`` would reverse, or None."""
        with self._read() as session:
            undo, _ = self._stacks(session)
            return self._entry(session, undo[-1], undone=False) if undo else None

    def can_redo(self) -> AuditEntry | None:
        with self._read() as session:
            _, redo = self._stacks(session)
            return self._entry(session, redo[-1], undone=True) if redo else None

    def undo(self, *, expected: int | None = None) -> Done[AuditEntry]:
        """Reverse the latest action not yet undone; recorded as a new audit entry.

        ``expected`` names the audit id the caller means; if the latest action is another
        (another desk acted meanwhile) this raises ``ConflictError``. Also raised when what the
        action wrote has since been changed again."""
        return self._undo_redo(reverse=True, expected=expected)

    def redo(self, *, expected: int | None = None) -> Done[AuditEntry]:
        """Repeat the latest undone action (only directly after its undo)."""
        return self._undo_redo(reverse=False, expected=expected)

    def _undo_redo(self, *, reverse: bool, expected: int | None) -> Done[AuditEntry]:
        word = "undo" if reverse else "redo"
        target: list[m.AuditLog] = []

        def body(act: _Act) -> AuditEntry:
            session = act.session
            # Desks undo one at a time, as they write (see _write).
            undo, redo = self._stacks(session)
            stack = undo if reverse else redo
            if not stack:
                raise InvalidStateError(f"nothing to {word}", code=f"{word}.nothing")
            entry = session.get(m.AuditLog, stack[-1])
            assert entry is not None
            if expected is not None and expected != entry.id:
                raise ConflictError(
                    f"the last action is no longer the one to {word}: "
                    f"{entry.summary!r} (by {entry.author}) came in between",
                    current=_audit_entry(entry, not reverse),
                )
            changes = entry.data.get("changes", [])
            made = tracking.apply(session, changes, reverse=reverse)
            act.summary = f"{word.capitalize()}: {entry.summary}"
            act.params = {"entry": entry.id}
            act.rebuild = True
            target.append(entry)
            # Recorded by _run from the tracked flushes: none, as apply() works in SQL, so
            # the changes made are handed over explicitly.
            session.info["applied_changes"] = made
            return _audit_entry(entry, reverse)

        return self._run_undo(word, body, target)

    def _run_undo(
        self, word: str, body: Callable[[_Act], AuditEntry], target: list[m.AuditLog]
    ) -> Done[AuditEntry]:
        with self._write() as session:
            tracking.reset(session)
            act = _Act(session)
            value = body(act)
            entry = m.AuditLog(
                tournament_id=self._tid,
                author=self.desk,
                action=word,
                summary=act.summary,
                data={"params": act.params, "changes": session.info.pop("applied_changes")},
                time=_now(),
                undoes=target[0].id if word == "undo" else None,
                redoes=target[0].id if word == "redo" else None,
            )
            session.add(entry)
            session.flush()
            act.audit_id = entry.id
        self._forget_book()
        return Done(value=value, audit_id=act.audit_id, summary=act.summary)


# -- helpers --------------------------------------------------------------------------


def _collect(problems: list[Problem]) -> Callable[[str, str | None], None]:
    def report(message: str, player: str | None = None) -> None:
        problems.append(Problem(message, player=player))

    return report


def _problems_error(loaded: _Loaded, problems: list[Problem], names: Mapping[str, str]) -> None:
    if not problems:
        return
    parts = []
    for problem in problems:
        who = f"{names.get(problem.player, problem.player)}: " if problem.player else ""
        parts.append(who + problem.message)
    raise InvalidResultError(
        f"{loaded.where}: result refused: " + "; ".join(parts),
        problems=[{"player": p.player, "message": p.message} for p in problems],
    )


def _check_result(
    loaded: _Loaded, result: ResultEntry, settings: Settings
) -> tuple[dict[int, int], dict[int, int], dict[int, str]]:
    """Tiles, claims and hands of a result, checked; raises InvalidResultError."""
    seated = set(loaded.player_ids)
    for mapping, what in (
        (result.tiles_left, "tiles left"),
        (result.claims, "claims"),
        (result.hands, "hands"),
    ):
        strangers = sorted(set(mapping) - seated)
        if strangers:
            raise InvalidResultError(
                f"{loaded.where}: {what} for players not at this table: "
                f"{', '.join(map(str, strangers))}",
                players=strangers,
            )
    tiles: dict[int, int] = {}
    for pid, count in result.tiles_left.items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidResultError(
                f"{loaded.where}: tiles left of player {pid} must be a whole number, not {count!r}",
                player=pid,
            )
        tiles[pid] = count
    hands: dict[int, str] = {}
    for pid, notation in result.hands.items():
        if notation is None or not str(notation).strip():
            continue
        hands[pid], count = _check_hand(loaded, pid, str(notation), settings)
        if pid in tiles and tiles[pid] != count:
            raise InvalidResultError(
                f"{loaded.where}: player {pid}: tiles left says {tiles[pid]} but the hand "
                f"holds {count} tiles",
                player=pid,
            )
        tiles[pid] = count
    claims = {pid: n for pid, n in result.claims.items() if n}
    for pid, n in claims.items():
        if isinstance(n, bool) or not isinstance(n, int):
            raise InvalidResultError(f"{loaded.where}: claims of player {pid}: not a number")
    entry = sm.GameResult(
        tiles_left={str(p): n for p, n in tiles.items()},
        claims={str(p): n for p, n in claims.items()},
        romme_first_round=bool(result.first_turn_rommee),
    )
    problems: list[Problem] = []
    players = [str(p) for p in loaded.player_ids]
    check_game(
        entry,
        players,
        cv.scoring_rules(settings),
        _collect(problems),
    )
    _problems_error(loaded, problems, {})
    if hands and all(pid in hands or tiles.get(pid) == 0 for pid in loaded.player_ids):
        _check_with_rules_engine(loaded, hands, settings)
    return tiles, claims, hands


def _check_with_rules_engine(loaded: _Loaded, hands: Mapping[int, str], settings: Settings) -> None:
    """Every hand known as tiles: the rules engine checks the game as a whole (no tile more
    often than the set holds it, exactly one empty hand)."""
    try:
        from tournament.rules.options import JokerRule, RulesOptions
        from tournament.rules.submitted import check_finished_game
        from tournament.rules.tiles import parse_tiles
    except ImportError:  # pragma: no cover - the rules engine ships with the product
        return
    players = loaded.player_ids
    parsed = {f"player {pid}": parse_tiles(hands.get(pid, "")) for pid in players}
    options = RulesOptions(jokers=JokerRule(settings.jokers), players=len(players))
    check = check_finished_game(parsed, options=options)
    if not check.valid:
        raise InvalidResultError(
            f"{loaded.where}: the hands cannot all be right: "
            + "; ".join(str(problem) for problem in check.problems),
            problems=[{"player": p.player, "message": p.reason} for p in check.problems],
        )


def _check_hand(loaded: _Loaded, pid: int, notation: str, settings: Settings) -> tuple[str, int]:
    """The canonical notation of a hand and its tile count, by the rules engine."""
    try:
        from tournament.rules.tiles import format_tiles, parse_tiles
    except ImportError:  # pragma: no cover - the rules engine ships with the product
        tokens = notation.replace(",", " ").split()
        return " ".join(tokens), len(tokens)
    try:
        parsed = parse_tiles(notation)
    except ValueError as exc:
        raise InvalidResultError(
            f"{loaded.where}: hand of player {pid}: {exc}", player=pid, hand=notation
        ) from exc
    jokers = sum(1 for tile in parsed if tile.is_joker)
    if settings.jokers == "none" and jokers:
        raise InvalidResultError(
            f"{loaded.where}: hand of player {pid} holds a joker, but this tournament plays "
            "without jokers",
            player=pid,
        )
    return format_tiles(parsed), len(parsed)


def _build_decision(
    loaded: _Loaded,
    kind: str,
    values: Mapping[int, Fraction | int] | None,
    penalty: Fraction | None,
    claims: Mapping[int, int] | None,
    settings: Settings,
) -> m.Decision:
    seated = loaded.player_ids
    given = dict(values or {})
    strangers = sorted(set(given) - set(seated)) + sorted(set(claims or {}) - set(seated))
    if strangers:
        raise InvalidInputError(
            f"{loaded.where}: values for players not at this table: "
            f"{', '.join(map(str, strangers))}",
            field="values",
        )
    decision = m.Decision(
        game_id=loaded.game.id, kind=kind, values={}, claims={}, penalty=Fraction(0)
    )
    rules = cv.scoring_rules(settings)
    if kind == "ended_early":
        missing = [p for p in seated if p not in given]
        if missing:
            raise InvalidInputError(
                f"{loaded.where}: ended early needs the tiles left of every player "
                f"(missing: {', '.join(map(str, missing))})",
                field="values",
            )
        for pid, value in given.items():
            if Fraction(value).denominator != 1 or value < 0:
                raise InvalidInputError(
                    f"{loaded.where}: tiles left of player {pid} must be a whole number >= 0",
                    field="values",
                )
        decision.values = {str(p): str(int(Fraction(v))) for p, v in given.items()}
        decision.claims = {str(p): int(n) for p, n in (claims or {}).items() if n}
        entry: sm.GameEntry = sm.GameResult(
            tiles_left={str(p): int(Fraction(v)) for p, v in given.items()},
            claims={str(p): int(n) for p, n in (claims or {}).items() if n},
            ended_early=True,
        )
    else:
        if kind == "points":
            missing = [p for p in seated if p not in given]
            if missing:
                raise InvalidInputError(
                    f"{loaded.where}: a points decision needs every player's points "
                    f"(missing: {', '.join(map(str, missing))})",
                    field="values",
                )
            decision.values = {str(p): str(Fraction(v)) for p, v in given.items()}
        elif given:
            raise InvalidInputError(
                f"{loaded.where}: a {kind} decision takes no values", field="values"
            )
        if kind == "neutralised":
            decision.penalty = Fraction(settings.neutral_penalty if penalty is None else penalty)
        elif penalty:
            raise InvalidInputError(
                f"{loaded.where}: a penalty belongs to a neutralised game", field="penalty"
            )
        entry = sm.Decision(
            kind=sm.DecisionKind(kind),
            reason="given",
            penalty=Fraction(decision.penalty),
            points={str(p): Fraction(v) for p, v in given.items()},
        )
    problems: list[Problem] = []
    check_game(
        entry,
        [str(p) for p in seated],
        rules,
        _collect(problems),
    )
    if problems:
        raise InvalidInputError(
            f"{loaded.where}: decision refused: "
            + "; ".join((f"player {p.player}: " if p.player else "") + p.message for p in problems),
            field="values",
        )
    return decision


def _audit_entry(e: m.AuditLog, undone: bool) -> AuditEntry:
    return AuditEntry(
        id=e.id,
        time=e.time,
        author=e.author,
        action=e.action,
        summary=e.summary,
        data=e.data,
        undoes=e.undoes,
        redoes=e.redoes,
        undone=undone,
    )


# -- opening and creating -------------------------------------------------------------


def default_folder() -> Path:
    """Where new tournament files go unless a path is given: the user's documents folder."""
    override = os.environ.get("STEIN_RUMMY_DOCUMENTS")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "Stein-Rummy"


def _safe_file_name(name: str) -> str:
    keep = "".join(c if c.isalnum() or c in " -_" else "_" for c in name).strip()
    return keep or "tournament"


def new_tournament_row(
    session: Session,
    name: str,
    settings: Settings,
    *,
    date: str = "",
    place: str = "",
    director: str = "",
) -> m.Tournament:
    t = m.Tournament(
        name=check_text(name, "tournament name"),
        date=date,
        place=check_text(place, "place", required=False),
        director=check_text(director, "director", required=False),
        extra={},
        created_at=_now(),
        updated_at=_now(),
    )
    if date:
        check_date(date)
    cv.apply_settings(t, check_settings(settings))
    session.add(t)
    session.flush()
    return t


def create_tournament(
    name: str,
    *,
    location: str | Path | None = None,
    settings: Settings | None = None,
    date: str = "",
    place: str = "",
    director: str = "",
    desk: str = "desk",
) -> TournamentService:
    """Create a tournament: a new .srt file (``location`` a path, default the documents
    folder) or a new tournament in a database (``location`` a URL). Never overwrites."""
    settings = check_settings(settings or Settings())
    check_text(name, "tournament name")
    if date:
        check_date(date)
    if location is None:
        location = default_folder() / (_safe_file_name(name) + ".srt")
    store = open_location(location, create=True)
    try:
        with store.transaction() as session:
            t = new_tournament_row(
                session, name, settings, date=date, place=place, director=director
            )
            session.add(
                m.AuditLog(
                    tournament_id=t.id,
                    author=desk,
                    action="create_tournament",
                    summary=f"Tournament {t.name!r} created",
                    data={},
                    time=_now(),
                )
            )
            tid = t.id
    except BaseException:
        store.dispose()
        if store.is_file and store.path is not None:
            _remove_new_file(store.path)
        raise
    return TournamentService(store, tid, desk=desk)


def _remove_new_file(path: Path) -> None:
    for suffix in ("", "-wal", "-shm", "-journal"):
        Path(str(path) + suffix).unlink(missing_ok=True)


def open_tournament(
    location: str | Path, *, tournament_id: int | None = None, desk: str = "desk"
) -> TournamentService:
    """Open a .srt file (upgraded to the current schema if older) or a tournament on a
    database URL (``tournament_id`` picks one if the database holds several)."""
    store = open_location(location)
    try:
        with store.transaction() as session:
            ids = session.scalars(select(m.Tournament.id).order_by(m.Tournament.id)).all()
        if tournament_id is None:
            if not ids:
                raise StoreError(
                    f"{display_location(location)}: holds no tournament", code="url.empty"
                )
            if len(ids) > 1 and not is_url(location):
                raise StoreError(f"{location}: holds {len(ids)} tournaments", code="file.many")
            tid = ids[-1]
        elif tournament_id in ids:
            tid = tournament_id
        else:
            raise NotFoundError(
                f"{display_location(location)}: no tournament {tournament_id}",
                what="tournament",
                id=tournament_id,
            )
    except BaseException:
        store.dispose()
        raise
    return TournamentService(store, tid, desk=desk)


def list_tournaments(location: str | Path) -> list[TournamentInfo]:
    store = open_location(location)
    try:
        with store.transaction() as session:
            ids = session.scalars(select(m.Tournament.id).order_by(m.Tournament.id)).all()
        return [TournamentService(store, tid).info() for tid in ids]
    finally:
        store.dispose()


def restore_backup(backup: str | Path, target: str | Path) -> TournamentInfo:
    """Copy a backup to ``target`` (a new path, or the tournament's own file, which is then
    replaced after the current state is itself backed up)."""
    backups.restore(Path(backup), Path(target))
    service = open_tournament(target, desk="restore")
    try:
        with service.store.transaction() as session:
            # A barrier in the log: what came before the restore cannot be undone.
            session.add(
                m.AuditLog(
                    tournament_id=service.tournament_id,
                    author="restore",
                    action="restore",
                    summary=f"Restored from backup {Path(backup).name}",
                    data={"backup": str(backup)},
                    time=_now(),
                )
            )
        return service.info()
    finally:
        service.close()


__all__ = [
    "TournamentService",
    "create_tournament",
    "default_folder",
    "list_tournaments",
    "open_tournament",
    "restore_backup",
]
