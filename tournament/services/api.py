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
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.services import _convert as cv
from tournament.services.absences import AbsenceUseCases
from tournament.services.checks import check_date, check_settings, check_text
from tournament.services.details import TournamentDetails
from tournament.services.dto import (
    AuditEntry,
    Done,
    Settings,
    TournamentInfo,
)
from tournament.services.errors import (
    ConflictError,
    InvalidStateError,
    NotFoundError,
    StoreError,
)
from tournament.services.games import GameUseCases
from tournament.services.players import PlayerUseCases
from tournament.services.rounds import RoundUseCases
from tournament.services.score_book import (
    ScoreBookCache,
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


class TournamentService(
    TournamentDetails, PlayerUseCases, RoundUseCases, AbsenceUseCases, GameUseCases, ScoreBookCache
):
    """One open tournament (a .srt file or a tournament in a PostgreSQL database).

    ``desk`` names who makes the changes (a scoring desk or the director); it is written to
    the audit log and as the default author of decisions.
    """

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
