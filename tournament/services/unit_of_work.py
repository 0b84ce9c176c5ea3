"""The unit of work every use case runs in: one transaction, its audit entry, clashes.

A changing action runs as ``self.run("action", body)``: ``body`` gets an ``Act`` to note
its summary (a code and data, ``act.note``), parameters and score book updates; the audit
entry is written in the same transaction, and ``Done.changed`` says which kinds of data the
action changed, read from the rows the transaction wrote. The desks' changes to a
tournament queue one by one (see ``_write``); a clash the database reports all the same
becomes a ``ConflictError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import select
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from tournament.scoring import model as sm
from tournament.scoring.model import GamePosition
from tournament.scoring.score_book import ScoreBook
from tournament.services.dto import ChangeKind, Done, GameInfo
from tournament.services.errors import ConflictError
from tournament.services.summaries import summary_english
from tournament.store import models as m
from tournament.store import tracking
from tournament.store.database import Store

T = TypeVar("T")

ACTIONS = frozenset(
    {
        "update_tournament",
        "register_player",
        "import_players",
        "edit_player",
        "set_groups",
        "withdraw_player",
        "reinstate_player",
        "remove_player",
        "start_round",
        "swap_players",
        "close_round",
        "reopen_round",
        "record_result",
        "clear_result",
        "apply_decision",
        "withdraw_decision",
        "record_absence",
        "withdraw_absence",
        "pause_clock",
        "resume_clock",
    }
)
"""Every action the services record through ``_run``, each undoable and redoable; the
history tests undo and redo each one against a tournament-file export."""
KIND_OF_TABLE: dict[str, ChangeKind] = {
    "tournament": "tournament",
    "player": "players",
    "round": "rounds",
    "game_table": "rounds",
    "seat": "rounds",
    "game": "results",
    "result_line": "results",
    "decision": "results",
    "absence": "results",
}
"""What a change to a row of each tracked table is, for the views to refresh."""
CLASH_STATES = frozenset({"40001", "40P01"})
"""PostgreSQL's serialization failure and deadlock: another desk's change came first."""


def now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Act:
    """What one action collects while it runs: summary, parameters, score book updates."""

    session: Session
    code: str = ""
    """The summary's code (``AUDIT_ENGLISH``), with ``data``: see ``note``."""
    data: dict[str, Any] = field(default_factory=dict)
    params: dict[str, Any] = field(default_factory=dict)
    games: list[tuple[GamePosition, tuple[str, ...], sm.GameEntry | None]] = field(
        default_factory=list
    )
    rebuild: bool = False
    audit_id: int = 0
    absent: dict[GamePosition, dict[str, sm.AbsentAward]] = field(default_factory=dict)
    """Games queued in ``games`` that are played without a player who left the table."""
    changes: list[Any] | None = None
    """Changes made in SQL, not by tracked flushes (undo, redo): handed over explicitly."""
    undoes: int | None = None
    redoes: int | None = None
    """The audit entry an undo or a redo reverses or repeats."""

    def note(self, code: str, /, **data: Any) -> None:
        """What the action did, for the audit log: a summary code and its data."""
        self.code = code
        self.data = data

    @property
    def summary(self) -> str:
        """The summary in plain English."""
        return summary_english(self.code, self.data)


def _is_clash(exc: Exception) -> bool:
    """A database error saying another desk's change came first (not a defect)."""
    if isinstance(exc, StaleDataError | IntegrityError):
        return True
    return isinstance(exc, DBAPIError) and getattr(exc.orig, "sqlstate", None) in CLASH_STATES


class UnitOfWork:
    """The open tournament's store and the transactions of its use cases.

    It also keeps the score book cache in step with what commits (``_after_commit``): the
    book itself is loaded by ``ScoreBookCache``."""

    def __init__(self, store: Store, tournament_id: int, *, desk: str = "desk") -> None:
        self._store = store
        self._tid = tournament_id
        self.desk = desk
        self._book: ScoreBook | None = None
        self._known: set[int] | None = None
        """Audit entries the score book reflects (None: the book must be rebuilt)."""
        self._restored: datetime | None = None
        """When the file was last restored, as the score book knows it (see last_restore)."""
        store.on_replaced.append(self.forget_book)

    @property
    def store(self) -> Store:
        return self._store

    @property
    def tournament_id(self) -> int:
        return self._tid

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self._store.snapshot() as session:
            yield session

    @contextmanager
    def write(self, on_conflict: Callable[[], Any] | None = None) -> Iterator[Session]:
        """One changing transaction; the desks' changes to a tournament queue one by one.

        A SQLite file queues its writers itself. On a server the tournament's row is locked
        first: no other desk's change commits between what an action reads and what it
        writes, so a check (a round's games all scored, a version, an undo's rows) still
        holds when it commits, and two actions never deadlock. A clash the database reports
        all the same becomes a ConflictError in the services' words (with ``on_conflict()``
        as the current value), never the database's own."""
        book_before = self._book_state()
        try:
            with self._store.transaction() as session:
                if not self._store.serialises_writes:
                    session.execute(
                        select(m.Tournament.id)
                        .where(m.Tournament.id == self._tid)
                        .with_for_update()
                    )
                yield session
        except Exception as exc:
            self._drop_if_changed(book_before)
            if not _is_clash(exc):
                raise
            current = on_conflict() if on_conflict is not None else None
            if isinstance(current, GameInfo):
                raise ConflictError(
                    code="conflict.game",
                    round=current.round_number,
                    table=current.table_number,
                    game=current.number,
                    current=current,
                ) from exc
            raise ConflictError(code="conflict", current=current) from exc

    def audit_ids(self, session: Session) -> set[int]:
        return set(
            session.scalars(select(m.AuditLog.id).where(m.AuditLog.tournament_id == self._tid))
        )

    def forget_book(self) -> None:
        self._book = None
        self._known = None

    def run(
        self,
        action: str,
        body: Callable[[Act], T],
        *,
        on_conflict: Callable[[], Any] | None = None,
    ) -> Done[T]:
        """Run ``body`` as one transaction and write its audit entry in the same one."""
        if action not in ACTIONS:
            raise ValueError(f"action {action!r} is not in ACTIONS (undo must know it)")
        return self.record(action, body, on_conflict)

    def record(
        self, action: str, body: Callable[[Act], T], on_conflict: Callable[[], Any] | None
    ) -> Done[T]:
        """``_run`` for any action: undo and redo (which are in no ACTIONS) too."""
        with self.write(on_conflict) as session:
            tracking.reset(session)
            act = Act(session)
            value = body(act)
            session.flush()
            changes = tracking.collected(session) if act.changes is None else act.changes
            note = {"code": act.code, "data": act.data}
            entry = m.AuditLog(
                tournament_id=self._tid,
                author=self.desk,
                action=action,
                summary=act.summary,
                data={"params": act.params, "changes": changes, "note": note},
                time=now(),
                undoes=act.undoes,
                redoes=act.redoes,
            )
            session.add(entry)
            session.flush()
            act.audit_id = entry.id
        self.after_commit(act)
        return Done(
            value=value,
            audit_id=act.audit_id,
            summary=act.summary,
            summary_code=act.code,
            summary_data=act.data,
            changed=frozenset(KIND_OF_TABLE[change["table"]] for change in changes),
            games=frozenset(int(change["id"]) for change in changes if change["table"] == "game"),
        )

    def _book_state(self) -> tuple[ScoreBook | None, int | None]:
        return self._book, None if self._known is None else len(self._known)

    def _drop_if_changed(self, before: tuple[ScoreBook | None, int | None]) -> None:
        """A score book read inside a failed transaction may hold its uncommitted rows."""
        if self._book_state() != before:
            self.forget_book()

    def after_commit(self, act: Act) -> None:
        if act.rebuild or self._book is None or self._known is None:
            self.forget_book()
            return
        for position, players, entry in act.games:
            if entry is None:
                self._book.remove_game(position)
            else:
                self._book.set_game(position, players, entry, act.absent.get(position))
        # Other desks' entries not yet seen stay unknown and are caught up on the next read.
        self._known.add(act.audit_id)
