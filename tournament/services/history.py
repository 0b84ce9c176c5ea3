"""History: the audit log, and undo and redo of the actions recorded in it."""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tournament.services.dto import AuditEntry, Done
from tournament.services.errors import ConflictError, InvalidStateError
from tournament.services.score_book import ScoreBookCache
from tournament.services.unit_of_work import Act
from tournament.store import models as m
from tournament.store import tracking

NOT_UNDOABLE = frozenset({"create_tournament", "import_tournament", "restore"})
"""Actions that start a new undo history (nothing before them can be undone)."""


class AuditPage(NamedTuple):
    entries: list[AuditEntry]
    """Newest first."""
    total: int
    """How many entries the whole log holds."""


class History:
    """Use cases on the audit log: reading it, undo, redo."""

    def __init__(self, uow: ScoreBookCache) -> None:
        self._uow = uow

    def audit_log(self, *, limit: int | None = None) -> list[AuditEntry]:
        """Newest first."""
        with self._uow.read() as session:
            return self._audit_entries(session, 0, limit)

    def audit_page(self, offset: int = 0, limit: int = 200) -> AuditPage:
        """The entries ``offset`` to ``offset + limit`` of the log, newest first, and how
        many it holds: a view of a long log reads it a page at a time."""
        with self._uow.read() as session:
            total = session.scalar(
                select(func.count(m.AuditLog.id)).where(
                    m.AuditLog.tournament_id == self._uow.tournament_id
                )
            )
            return AuditPage(self._audit_entries(session, offset, limit), int(total or 0))

    def _audit_entries(self, session: Session, offset: int, limit: int | None) -> list[AuditEntry]:
        _undo, redo = self._stacks(session)
        query = (
            select(m.AuditLog)
            .where(m.AuditLog.tournament_id == self._uow.tournament_id)
            .order_by(m.AuditLog.id.desc())
            .offset(offset)
            .limit(limit)
        )
        undone = set(redo)
        return [_audit_entry(e, e.id in undone) for e in session.scalars(query)]

    def _stacks(self, session: Session) -> tuple[list[int], list[int]]:
        undo: list[int] = []
        redo: list[int] = []
        rows = session.execute(
            select(m.AuditLog.id, m.AuditLog.action, m.AuditLog.undoes, m.AuditLog.redoes)
            .where(m.AuditLog.tournament_id == self._uow.tournament_id)
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
        with self._uow.read() as session:
            undo, _ = self._stacks(session)
            return self._entry(session, undo[-1], undone=False) if undo else None

    def can_redo(self) -> AuditEntry | None:
        with self._uow.read() as session:
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

        def body(act: Act) -> AuditEntry:
            session = act.session
            # Desks undo one at a time, as they write (see _write).
            undo, redo = self._stacks(session)
            stack = undo if reverse else redo
            if not stack:
                raise InvalidStateError(code=f"{word}.nothing")
            entry = session.get(m.AuditLog, stack[-1])
            assert entry is not None
            if expected is not None and expected != entry.id:
                raise ConflictError(
                    code="conflict.undo",
                    word=word,
                    summary=entry.summary,
                    author=entry.author,
                    current=_audit_entry(entry, not reverse),
                )
            changes = entry.data.get("changes", [])
            made = tracking.apply(session, changes, reverse=reverse)
            code, data = _note_of(entry)
            act.note(f"history.{word}", summary=entry.summary, of={"code": code, "data": data})
            act.params = {"entry": entry.id}
            act.rebuild = True
            # Recorded by _run from the tracked flushes: none, as apply() works in SQL, so
            # the changes made are handed over explicitly.
            act.changes = made
            if reverse:
                act.undoes = entry.id
            else:
                act.redoes = entry.id
            return _audit_entry(entry, reverse)

        return self._uow.record(word, body, None)


def _note_of(e: m.AuditLog) -> tuple[str, dict[str, Any]]:
    """The summary's code and data of an entry ("" and {} for one written before codes)."""
    note = e.data.get("note") if isinstance(e.data, dict) else None
    if not isinstance(note, dict) or not note.get("code"):
        return "", {}
    data = note.get("data")
    return str(note["code"]), dict(data) if isinstance(data, dict) else {}


def _audit_entry(e: m.AuditLog, undone: bool) -> AuditEntry:
    code, data = _note_of(e)
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
        summary_code=code,
        summary_data=data,
    )
