"""Tournament files and databases: creating, opening and listing tournaments, restoring a
backup; where new files go."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.services import _convert as cv
from tournament.services import summaries
from tournament.services.checks import check_date, check_settings, check_text
from tournament.services.dto import Settings, TournamentInfo
from tournament.services.errors import NotFoundError, StoreError
from tournament.services.service import TournamentService
from tournament.services.unit_of_work import now
from tournament.store import backup as backups
from tournament.store import models as m
from tournament.store.database import display_location, is_url, open_location


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
        created_at=now(),
        updated_at=now(),
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
            summary, note = summaries.note("tournament.created", name=t.name)
            session.add(
                m.AuditLog(
                    tournament_id=t.id,
                    author=desk,
                    action="create_tournament",
                    summary=summary,
                    data={"note": note},
                    time=now(),
                )
            )
            tid = t.id
    except BaseException:
        store.dispose()
        if store.is_file and store.path is not None:
            remove_new_file(store.path)
        raise
    return TournamentService(store, tid, desk=desk)


def remove_new_file(path: Path) -> None:
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
                raise StoreError(code="url.empty", url=display_location(location))
            if len(ids) > 1 and not is_url(location):
                raise StoreError(code="file.many", path=str(location), count=len(ids))
            tid = ids[-1]
        elif tournament_id in ids:
            tid = tournament_id
        else:
            raise NotFoundError(
                code="tournament.not_in_file",
                location=display_location(location),
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
    replaced after the current state is itself backed up). Desks that have the file open
    are refused their next save once, with ``file.replaced``, and then read the restored
    file; audit ids go on from the highest the file had issued."""

    def prepare(staged: Path) -> None:
        store = open_location(staged)
        try:
            with store.transaction() as session:
                _mark_restore(session, Path(backup))
        finally:
            store.dispose()

    backups.restore(Path(backup), Path(target), prepare)
    service = open_tournament(target, desk="restore")
    try:
        return service.info()
    finally:
        service.close()


def _mark_restore(session: Session, backup: Path) -> None:
    """A barrier in the log: what came before the restore cannot be undone. The newest
    entry: the restore moves its id past the highest the replaced file issued, so no id
    means two actions."""
    tid = session.scalars(select(m.Tournament.id).order_by(m.Tournament.id)).first()
    if tid is None:
        raise StoreError(code="url.empty", url=str(backup))
    summary, note = summaries.note("backup.restored", name=backup.name)
    session.add(
        m.AuditLog(
            tournament_id=tid,
            author="restore",
            action="restore",
            summary=summary,
            data={"backup": str(backup), "note": note},
            time=now(),
        )
    )
