"""The tournament itself: its details and settings, and what a desk polls for changes."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tournament.rules.variant import Variant
from tournament.services import _convert as cv
from tournament.services.checks import check_date, check_settings, check_text
from tournament.services.dto import Done, Settings, TournamentInfo
from tournament.services.errors import ConflictError, InvalidStateError
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import _Act, _now
from tournament.store import models as m
from tournament.store.database import display_location


class TournamentDetails(ScoreBookCache):
    """Use cases on the tournament as a whole."""

    def info(self) -> TournamentInfo:
        with self._read() as session:
            return self._info(session)

    def _info(self, session: Session) -> TournamentInfo:
        t = self._tournament(session)
        current = self._current_round(session)
        count = session.scalar(
            select(func.count(m.Player.id)).where(m.Player.tournament_id == self._tid)
        )
        return cv.tournament_info(
            t,
            display_location(self._store.location),
            current.number if current else 0,
            int(count or 0),
        )

    def update_tournament(
        self,
        *,
        expected_version: int,
        name: str | None = None,
        date: str | None = None,
        place: str | None = None,
        director: str | None = None,
        settings: Settings | None = None,
    ) -> Done[TournamentInfo]:
        """Change the name or the settings. The variant cannot change once a result exists."""

        def body(act: _Act) -> TournamentInfo:
            session = act.session
            t = self._tournament(session)
            if t.version != expected_version:
                raise ConflictError(code="conflict.tournament", current=self._info(session))
            changed = []
            for attr, value in (
                ("name", name),
                ("date", date),
                ("place", place),
                ("director", director),
            ):
                if value is not None:
                    text = check_text(value, attr, required=attr == "name")
                    if attr == "date" and text:
                        check_date(text)
                    setattr(t, attr, text)
                    changed.append(attr)
            if settings is not None:
                new = check_settings(settings)
                old = cv.settings_of(t)
                if new.variant != old.variant and self._has_scores(session):
                    raise InvalidStateError(code="setting.variant_locked", field="variant")
                if _seats_differ(old, new) and self._current_round(session) is not None:
                    raise InvalidStateError(code="setting.game_seated", field="variant")
                cv.apply_settings(t, new)
                changed.append("settings")
            t.updated_at = _now()
            act.note("tournament.changed", fields=changed or ["nothing"])
            act.params = {"fields": changed}
            act.rebuild = True
            session.flush()
            return self._info(session)

        return self._run("update_tournament", body, on_conflict=self.info)

    def _has_scores(self, session: Session) -> bool:
        query = (
            select(func.count(m.Game.id))
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == self._tid, m.Game.has_result.is_(True))
        )
        return bool(session.scalar(query)) or bool(self._active_decisions(session))

    def close(self) -> None:
        """Release the connection (the file stays consistent without it)."""
        self._store.dispose()

    def last_change(self) -> int:
        """Id of the newest audit entry: a desk polls it to see others' changes."""
        with self._read() as session:
            return int(
                session.scalar(
                    select(func.max(m.AuditLog.id)).where(m.AuditLog.tournament_id == self._tid)
                )
                or 0
            )

    def last_restore(self) -> datetime | None:
        """When the tournament was last restored from a backup (None: never).

        A restore replaces the whole file under every desk that has it open; a desk polls
        this, as it polls ``last_change``, and drops whatever it read before when it moves
        (the services' own score book does so by itself)."""
        with self._read() as session:
            return session.scalar(
                select(func.max(m.AuditLog.time)).where(
                    m.AuditLog.tournament_id == self._tid, m.AuditLog.action == "restore"
                )
            )


def _seats_differ(old: Settings, new: Settings) -> bool:
    """Whether a round seated for the old game does not fit the new one: other table sizes
    or another number of games per table (Stein-Rummy and Plus fit each other)."""
    before, after = Variant(old.variant).game, Variant(new.variant).game
    return before.table_sizes != after.table_sizes or any(
        before.games_per_round(size) != after.games_per_round(size) for size in before.table_sizes
    )
