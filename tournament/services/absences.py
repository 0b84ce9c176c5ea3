"""A player who leaves the table during the round (RULINGS 7): recorded and taken back."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.orm import Session

from tournament.services.checks import check_text
from tournament.services.dto import ABSENT_AWARDS, AbsentAwardName, Done, GameInfo
from tournament.services.errors import InvalidInputError, InvalidStateError, NotFoundError
from tournament.services.games import GameUseCases
from tournament.services.unit_of_work import _Act, _now
from tournament.store import models as m


class AbsenceUseCases(GameUseCases):
    """Use cases on a player leaving a table; built on the games' (a game's version, its
    points)."""

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

        def body(act: _Act) -> GameInfo:
            session = act.session
            if award not in ABSENT_AWARDS:
                raise InvalidInputError(
                    code="absence.unknown_award", field="award", value=award, allowed=ABSENT_AWARDS
                )
            why = check_text(reason, "the reason", limit=2000)
            who = check_text(author or self.desk, "author", limit=100)
            loaded = self._load_game(session, game_id)
            self._editable(loaded, expected_version, session)
            names = self._names(session, loaded.seats)
            if player_id in loaded.absent:
                raise InvalidStateError(
                    code="absence.already", **loaded.at, player=player_id, name=names[player_id]
                )
            if player_id not in loaded.player_ids:
                raise InvalidInputError(
                    code="absence.not_at_table", **loaded.at, field="player", player=player_id
                )
            least = min(self._settings(session).scoring_rules.game.table_sizes)
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
                    created_at=_now(),
                )
            )
            self._touch_games(later)
            act.note(
                "absence.recorded", **loaded.at, name=names[player_id], award=award, reason=why
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
                raise NotFoundError(code="absence.not_found", what="absence", id=absence_id)
            table = absence.table
            first = next(g for g in table.games if g.number == absence.from_game)
            game_ids.append(first.id)
            loaded = self._load_game(session, first.id)
            self._editable(loaded, expected_version, session)
            later, taken = self._games_from(session, table, absence.from_game)
            if taken:
                raise InvalidStateError(code="absence.games_played", **loaded.at, games=taken)
            name = self._names(session, [absence.player_id])[absence.player_id]
            session.delete(absence)
            self._touch_games(later)
            act.note("absence.withdrawn", **loaded.at, name=name, reason=why)
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
