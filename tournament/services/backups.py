"""The tournament file's backups and its restores (``svc.files``): a copy is made as each
round closes (``make_backup``, in the closing transaction) and by hand."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select

from tournament.services.dto import BackupInfo
from tournament.services.errors import InvalidStateError
from tournament.services.unit_of_work import UnitOfWork
from tournament.store import backup as backups
from tournament.store import models as m
from tournament.store.backup import Backup

KEEP_BACKUPS = 10


def make_backup(
    uow: UnitOfWork, round_number: int, *, locked: bool = False, tag: str = ""
) -> Backup:
    """A copy of the tournament file, named by ``round_number``; the ten newest are kept."""
    path = uow.store.path
    if path is None:
        raise InvalidStateError(code="backup.database")
    return backups.make_backup(path, round_number, keep=KEEP_BACKUPS, locked=locked, tag=tag)


def _backup_info(b: Backup) -> BackupInfo:
    return BackupInfo(
        path=str(b.path), round_number=b.round_number, created_at=b.created_at, size=b.size
    )


class Files:
    """The open tournament file's backups and restores."""

    def __init__(self, uow: UnitOfWork) -> None:
        self._uow = uow

    def backups(self) -> list[BackupInfo]:
        path = self._uow.store.path
        if path is None:
            return []
        return [_backup_info(b) for b in backups.list_backups(path)]

    def backup_now(self) -> BackupInfo:
        with self._uow.read() as session:
            current = session.scalar(
                select(func.max(m.Round.number)).where(
                    m.Round.tournament_id == self._uow.tournament_id
                )
            )
        return _backup_info(make_backup(self._uow, current or 0, tag=backups.BY_HAND))

    def last_restore(self) -> datetime | None:
        """When the tournament was last restored from a backup (None: never).

        A restore replaces the whole file under every desk that has it open; a desk polls
        this, as it polls ``last_change``, and drops whatever it read before when it moves
        (the services' own score book does so by itself)."""
        with self._uow.read() as session:
            return session.scalar(
                select(func.max(m.AuditLog.time)).where(
                    m.AuditLog.tournament_id == self._uow.tournament_id,
                    m.AuditLog.action == "restore",
                )
            )
