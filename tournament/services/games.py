"""Games: entering and correcting results, a director's decisions on a game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from sqlalchemy.orm import Session

from tournament.rules.games import ResultField
from tournament.scoring.model import GamePosition
from tournament.scoring.points import GameScore, round_totals
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services.dto import Done, GameInfo, ResultEntry, RoundStatus, Settings, StandingRow
from tournament.services.errors import ConflictError, InvalidStateError, NotFoundError
from tournament.services.game_checks import check_card_result, check_result
from tournament.services.listing import Listing, RoundStanding
from tournament.services.score_book import LoadedGame, ScoreBookCache
from tournament.services.unit_of_work import Act, now
from tournament.store import models as m


class Games:
    """Use cases on one game's result, and the scores and standings they make (``svc.games``).

    Its ``get_or_none``, ``check_editable``, ``touch`` and ``refresh_points`` serve the
    other parts that change a game (decisions, absences, the phones' entries)."""

    def __init__(self, uow: ScoreBookCache, listing: Listing) -> None:
        self._uow = uow
        self._listing = listing

    def standings(
        self, *, through_round: int | None = None, group: str | None = None
    ) -> list[StandingRow]:
        """The standings (after ``through_round``; of ``group`` only, ranked within it)."""
        return self._uow.standings(through_round=through_round, group=group)

    def game_scores(self) -> dict[GamePosition, GameScore]:
        """Every scored game's points, by its place."""
        return self._uow.game_scores()

    def standings_by_round(self) -> dict[int, tuple[RoundStanding, ...]]:
        """Each round's standings after it, by round number."""
        return self._listing.standings_by_round()

    def results_entered(self) -> bool:
        """Whether any game has a result or a decision."""
        return self._listing.results_entered()

    # The preview of a result not yet entered (the live hints' problems and points) needs
    # no stored row: it is services/preview.py's ``preview``, which the score entry calls.

    def get_or_none(self, game_id: int) -> GameInfo | None:
        try:
            return self.get(game_id)
        except NotFoundError:
            return None

    def get(self, game_id: int) -> GameInfo:
        with self._uow.read() as session:
            return self._uow.game_info(session, self._uow.load_game(session, game_id))

    def check_editable(self, loaded: LoadedGame, expected_version: int, session: Session) -> None:
        if loaded.round.status != RoundStatus.OPEN:
            raise InvalidStateError(code="game.round_closed", **loaded.at)
        if loaded.game.version != expected_version:
            raise ConflictError(
                code="conflict.game", **loaded.at, current=self._uow.game_info(session, loaded)
            )

    def touch(self, act: Act, loaded: LoadedGame, decision: m.Decision | None) -> GameInfo:
        """Bump the game's version, queue its score book update; the game without points."""
        game = loaded.game
        game.updated_by = self._uow.desk
        game.updated_at = now()
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
            self._uow.settings(act.session).scoring_rules,
        )

    def record_result(
        self, game_id: int, result: ResultEntry, *, expected_version: int
    ) -> Done[GameInfo]:
        """Enter a game's result, or correct it (the old value stays in the audit log).

        Checked by the scoring engine's file checks and, when hands are given, the rules
        engine. A stale ``expected_version`` raises ``ConflictError`` with the current game."""

        body = self.result_body(game_id, result, expected_version)
        done = self._uow.run("record_result", body, on_conflict=lambda: self.get_or_none(game_id))
        return self.refresh_points(done, game_id)

    def result_body(
        self, game_id: int, result: ResultEntry, expected_version: int
    ) -> Callable[[Act], GameInfo]:
        """``record_result``'s work in the action's transaction (the phones' acceptance
        runs it in theirs, with the entry's decision)."""

        def body(act: Act) -> GameInfo:
            session = act.session
            loaded = self._uow.load_game(session, game_id)
            self.check_editable(loaded, expected_version, session)
            settings = self._uow.settings(session)
            game = loaded.game
            corrected = game.has_result
            if settings.scoring_rules.game.has(ResultField.TILES_LEFT):
                shown_values = self._store_tiles(loaded, result, settings)
            else:
                shown_values = self._store_cards(loaded, result, settings)
            game.has_result = True
            game.first_turn_rommee = bool(result.first_turn_rommee)
            game.entered_by = self._uow.desk
            game.entered_at = now()
            info = self.touch(act, loaded, loaded.decision)
            names = self._uow.player_names(session, loaded.player_ids)
            shown = ", ".join(f"{names[p]} {shown_values[p]}" for p in loaded.player_ids)
            act.note(
                "result.corrected" if corrected else "result.entered", **loaded.at, shown=shown
            )
            act.params = {"game": game.id}
            return info

        return body

    @staticmethod
    def _store_tiles(loaded: LoadedGame, result: ResultEntry, settings: Settings) -> dict[int, int]:
        """A Stein-Rummy result into the game's result lines; the tiles left per player."""
        tiles, claims, hands = check_result(loaded, result, settings)
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
    def _store_cards(loaded: LoadedGame, result: ResultEntry, settings: Settings) -> dict[int, int]:
        """A card game's result onto the game (``Game.cards``); each player's total."""
        checked = check_card_result(loaded, result, settings)
        players = [str(p) for p in loaded.player_ids]
        loaded.game.cards = card_results.stored_cards(checked, {p: int(p) for p in players})
        totals = round_totals(checked, players, settings.scoring_rules)
        return {int(p): n for p, n in totals.items()}

    def refresh_points(self, done: Done[GameInfo], game_id: int) -> Done[GameInfo]:
        """Fill in the points from the score book once the change is committed."""
        info = done.value
        position = GamePosition(info.round_number, info.table_number, info.number)
        known, score = self._uow.committed_score(done.audit_id, position)
        if known:
            points = None if score is None else {int(p): v for p, v in score.points.items()}
            maximum = None if score is None else Fraction(score.max_points)
            return replace(done, value=replace(info, points=points, max_points=maximum))
        return replace(done, value=self.get(game_id))

    def clear_result(self, game_id: int, *, expected_version: int) -> Done[GameInfo]:
        def body(act: Act) -> GameInfo:
            session = act.session
            loaded = self._uow.load_game(session, game_id)
            self.check_editable(loaded, expected_version, session)
            game = loaded.game
            if not game.has_result:
                raise InvalidStateError(code="game.no_result", **loaded.at)
            game.results.clear()
            game.cards = None
            game.has_result = False
            game.first_turn_rommee = False
            info = self.touch(act, loaded, loaded.decision)
            act.note("result.cleared", **loaded.at)
            act.params = {"game": game.id}
            return info

        done = self._uow.run("clear_result", body, on_conflict=lambda: self.get_or_none(game_id))
        return self.refresh_points(done, game_id)
