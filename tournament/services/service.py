"""The use cases of a tournament: what the desktop app, the printouts and the CLI call.

Open or create a tournament to get a ``TournamentService``; every method is one transaction
(a failure leaves nothing half-written) and returns plain data from ``tournament.services.dto``.
Changing methods return ``Done[T]``: the new value plus the id of the audit entry written, and
take ``expected_version`` where two desks could edit the same thing: a stale version raises
``ConflictError`` carrying the current value.

    svc = create_tournament("Vereinsabend", location="abend.srt")
    svc.players.import_players([PlayerEntry("Anna", "TSV"), ...])
    rnd = svc.rounds.start_round().value
    game = rnd.tables[0].games[0]
    svc.games.record_result(game.id, ResultEntry({...}), expected_version=game.version)
    svc.games.standings()
    svc.history.undo()  # reverses the last action, recorded in the audit log
    svc.close()

``create_tournament``, ``open_tournament`` and the other entry points are in
``tournament.services.files``; ``tournament.services`` exports them all.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tournament.rules.variant import Variant
from tournament.services import _convert as cv
from tournament.services.backups import Files
from tournament.services.checks import check_date, check_settings, check_text
from tournament.services.decisions import Decisions
from tournament.services.dto import Done, Settings, TournamentInfo
from tournament.services.errors import ConflictError, InvalidStateError
from tournament.services.games import Games
from tournament.services.history import History
from tournament.services.listing import Listing
from tournament.services.phone import Phone
from tournament.services.players import Players
from tournament.services.rounds import Rounds
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import Act, now
from tournament.store import models as m
from tournament.store.database import Store, display_location


class TournamentService:
    """One open tournament (a .srt file or a tournament in a PostgreSQL database).

    ``desk`` names who makes the changes (a scoring desk or the director); it is written to
    the audit log and as the default author of decisions.

    The tournament's own details are its methods; its use cases come in parts, one topic
    each, over one unit of work (``uow``: the transactions, the audit log and the score
    book): ``players``, ``rounds`` (seating, closing, the clock), ``games`` (results,
    scores, standings), ``decisions`` (a director's decisions, absences), ``history``
    (audit log, undo, redo), ``phone`` (the tables' phone entries) and ``files``
    (backups). Creating and opening tournaments is in ``files``.
    """

    def __init__(self, store: Store, tournament_id: int, *, desk: str = "desk") -> None:
        self.uow = ScoreBookCache(store, tournament_id, desk=desk)
        self._uow = self.uow
        listing = Listing(self.uow)
        self.players = Players(self.uow)
        self.rounds = Rounds(self.uow, listing)
        self.games = Games(self.uow, listing)
        self.decisions = Decisions(self.uow, self.games)
        self.history = History(self.uow)
        self.phone = Phone(self.uow, self.games)
        self.files = Files(self.uow)

    @property
    def desk(self) -> str:
        return self.uow.desk

    @property
    def store(self) -> Store:
        return self.uow.store

    @property
    def tournament_id(self) -> int:
        return self.uow.tournament_id

    def info(self) -> TournamentInfo:
        with self._uow.read() as session:
            return self._info(session)

    def _info(self, session: Session) -> TournamentInfo:
        t = self._uow.tournament_row(session)
        current = self._uow.current_round(session)
        count = session.scalar(
            select(func.count(m.Player.id)).where(m.Player.tournament_id == self._uow.tournament_id)
        )
        return cv.tournament_info(
            t,
            display_location(self._uow.store.location),
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

        def body(act: Act) -> TournamentInfo:
            session = act.session
            t = self._uow.tournament_row(session)
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
                if _seats_differ(old, new) and self._uow.current_round(session) is not None:
                    raise InvalidStateError(code="setting.game_seated", field="variant")
                cv.apply_settings(t, new)
                changed.append("settings")
            t.updated_at = now()
            act.note("tournament.changed", fields=changed or ["nothing"])
            act.params = {"fields": changed}
            act.rebuild = True
            session.flush()
            return self._info(session)

        return self._uow.run("update_tournament", body, on_conflict=self.info)

    def _has_scores(self, session: Session) -> bool:
        query = (
            select(func.count(m.Game.id))
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == self._uow.tournament_id, m.Game.has_result.is_(True))
        )
        return bool(session.scalar(query)) or bool(self._uow.active_decisions(session))

    def close(self) -> None:
        """Release the connection (the file stays consistent without it)."""
        self._uow.store.dispose()

    def last_change(self) -> int:
        """Id of the newest audit entry: a desk polls it to see others' changes."""
        with self._uow.read() as session:
            return int(
                session.scalar(
                    select(func.max(m.AuditLog.id)).where(
                        m.AuditLog.tournament_id == self._uow.tournament_id
                    )
                )
                or 0
            )


def _seats_differ(old: Settings, new: Settings) -> bool:
    """Whether a round seated for the old game does not fit the new one: other table sizes
    or another number of games per table (Stein-Rummy and Plus fit each other)."""
    before, after = Variant(old.variant).game, Variant(new.variant).game
    return before.table_sizes != after.table_sizes or any(
        before.games_per_round(size) != after.games_per_round(size) for size in before.table_sizes
    )
