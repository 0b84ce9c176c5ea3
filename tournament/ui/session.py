"""One open tournament in the app: the service, its undo stack, change notifications.

Every action goes through :meth:`Session.perform`: the service call runs (and is saved by
the service in its own transaction), then an :class:`ActionCommand` lands on the
``QUndoStack`` and :attr:`Session.changed` tells the views what the service says the action
changed (``Done.changed``: players, rounds, results, the tournament's own data). Undo and
redo call the service's ``undo``/``redo`` with the audit id of the action, so a stack never
reverses something another desk did meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from datetime import datetime
from typing import Any, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack
from PySide6.QtWidgets import QWidget

from tournament.services import TournamentService
from tournament.services.dto import CHANGE_KINDS, Done, GameInfo, RoundInfo, TournamentInfo
from tournament.ui import errors

T = TypeVar("T")
POLL_MS = 3000

# What changed (``Done.changed``), so views refresh only what they show.
PLAYERS = "players"
ROUNDS = "rounds"
RESULTS = "results"
TOURNAMENT = "tournament"
ALL: frozenset[str] = frozenset(CHANGE_KINDS)
"""Everything: another desk changed the tournament, or a file was restored."""


def kinds_of(kinds: str | Iterable[str]) -> frozenset[str]:
    """``kinds`` as a set; a single kind, or "all", may be given as a string."""
    if isinstance(kinds, str):
        return ALL if kinds == "all" else frozenset({kinds})
    return frozenset(kinds)


class ActionCommand(QUndoCommand):
    """An action already performed through the service; undo/redo call the service."""

    def __init__(self, session: Session, text: str, audit_id: int) -> None:
        super().__init__(text)
        self._session = session
        self.audit_id = audit_id
        self._first = True

    def redo(self) -> None:
        if self._first:  # the action itself ran before the command was pushed
            self._first = False
            return
        self._session.call_undo_redo(self, redo=True)

    def undo(self) -> None:
        self._session.call_undo_redo(self, redo=False)


class Session(QObject):
    changed = Signal(frozenset)
    """Emitted after every change with the kinds changed: a frozenset of PLAYERS, ROUNDS,
    RESULTS and TOURNAMENT."""
    closed = Signal()
    """Emitted when the tournament is closed: views that ask it by themselves (the round
    clock's timer) stop, so nothing opens the store again after it was closed."""
    history_changed = Signal()
    """The undo stack moved. Passed on by the session rather than heard from the stack: a
    stack torn down with its session at the process's end empties itself as it goes, and
    the session's listeners are gone by then."""

    def __init__(self, service: TournamentService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service = service
        self.refusal = ""
        """Why the last :meth:`perform` was refused (empty when it was not)."""
        self.is_closed = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.indexChanged.connect(self.history_changed)
        self.undo_stack.cleanChanged.connect(self.history_changed)
        self._info = service.info()
        self.parent_widget: QWidget | None = None
        # Rounds and player names as last read; a saved game is patched in (the service
        # returns it), anything else makes them read again when next asked for.
        self._rounds: dict[int, RoundInfo] = {}
        self._names: dict[int, str] | None = None
        # Other desks (several laptops on one server, or a second window) change the same
        # tournament: the newest audit id is polled and the views refresh when it moves.
        self._seen = self._last_change()
        # A restore (the command line, another window) replaces the whole file: what the
        # window read and its undo stack belong to the file as it was.
        self._restored = self._last_restore(None)
        self.poll = QTimer(self)
        self.poll.setInterval(POLL_MS)
        self.poll.timeout.connect(self.check_others)
        self.poll.start()

    # ------------------------------------------------------------------------------
    def info(self) -> TournamentInfo:
        return self._info

    def refresh_info(self) -> TournamentInfo:
        self._info = self.service.info()
        return self._info

    def notify(
        self, kinds: str | Iterable[str], value: object = None, games: frozenset[int] = frozenset()
    ) -> None:
        """Tell the views that ``kinds`` changed; ``value`` is what the service returned and
        ``games`` the games it changed (``Done.games``)."""
        changed = kinds_of(kinds)
        if changed - {RESULTS}:  # a result changes nothing of the tournament's own data
            self.refresh_info()
        # A saved game is patched into the rounds as read; anything else reads them again.
        one_game = changed == {RESULTS} and isinstance(value, GameInfo) and games == {value.id}
        if not (one_game and isinstance(value, GameInfo) and self._patch(value)):
            self._rounds.clear()
        if changed & {PLAYERS, TOURNAMENT}:
            self._names = None
        self.changed.emit(changed)

    def _last_change(self) -> int:
        try:
            return self.service.last_change()
        except (ValueError, OSError):
            return -1

    def _last_restore(self, otherwise: datetime | None) -> datetime | None:
        try:
            return self.service.files.last_restore()
        except (ValueError, OSError):
            return otherwise

    def check_others(self) -> bool:
        """Refresh everything if somebody else changed the tournament; True if so."""
        restored = self._last_restore(self._restored)
        if restored != self._restored:
            self._restored = restored
            self._seen = self._last_change()
            self.undo_stack.clear()
            self.notify(ALL)
            errors.reporter().show_message(
                self.tr(
                    "The tournament was restored from a backup meanwhile (at another desk or "
                    "on the command line). The window now shows the restored state; what was "
                    "done here before cannot be undone any more."
                ),
                self.parent_widget,
            )
            return True
        latest = self._last_change()
        if latest in (-1, self._seen):
            return False
        self._seen = latest
        self.notify(ALL)
        return True

    # -- cached reads ---------------------------------------------------------------------
    def round_numbers(self) -> list[int]:
        return list(range(1, self._info.current_round + 1))

    def round(self, number: int) -> RoundInfo | None:
        """Round ``number`` as last read (None when it cannot be read; the user was told)."""
        cached = self._rounds.get(number)
        if cached is None:
            cached = self.query(lambda: self.service.rounds.get(number))
            if cached is not None:
                self._rounds[number] = cached
        return cached

    def names(self) -> dict[int, str]:
        if self._names is None:
            players = self.query(self.service.players.all) or []
            self._names = {p.id: p.name for p in players}
        return self._names

    def _patch(self, game: GameInfo) -> bool:
        rnd = self._rounds.get(game.round_number)
        if rnd is None:
            return True  # not cached: read fresh when asked
        tables = []
        found = False
        for table in rnd.tables:
            if table.number == game.table_number:
                games = tuple(game if g.id == game.id else g for g in table.games)
                found = found or games != table.games
                table = replace(table, games=games)
            tables.append(table)
        if not found:
            return False
        self._rounds[game.round_number] = replace(rnd, tables=tuple(tables))
        return True

    def perform(self, text: str, action: Callable[[], Done[T]]) -> Done[T] | None:
        """Run ``action`` (a service call returning ``Done``); on success make it undoable
        and tell the views what it changed.

        A domain error (ValueError) or a file error is reported in plain words and
        ``None`` returned; nothing is pushed, and :attr:`refusal` keeps the words so the
        view that asked can say why beside the field.
        """
        self.refusal = ""
        try:
            done = action()
        except (ValueError, OSError) as exc:
            self.refusal = errors.reporter().report(exc, self.parent_widget)
            return None
        self.undo_stack.push(ActionCommand(self, text, done.audit_id))
        self._seen = max(self._seen, done.audit_id)
        self.notify(done.changed, done.value, done.games)
        return done

    def query(self, action: Callable[[], T]) -> T | None:
        return errors.guarded(action, self.parent_widget)

    def call_undo_redo(self, command: ActionCommand, *, redo: bool) -> None:
        # The service names an action by the audit id it got when first done; undo and redo
        # both quote that id, so neither reverses what another desk did meanwhile.
        def run() -> Done[Any]:
            if redo:
                return self.service.history.redo(expected=command.audit_id)
            return self.service.history.undo(expected=command.audit_id)

        changed: frozenset[str] = ALL
        try:
            done = run()
            self._seen = max(self._seen, done.audit_id)
            changed = done.changed
        except Exception as exc:  # a refusal or a defect: the stack must stay usable
            errors.reporter().report(exc, self.parent_widget)
            # This step can no longer be reversed from here (another desk changed it since,
            # or the service failed): drop it so the stack stays truthful.
            command.setObsolete(True)
        self.notify(changed)

    def close(self) -> None:
        self.poll.stop()
        self.is_closed = True
        self.closed.emit()
        self.undo_stack.clear()
        try:
            self.service.close()
        except (ValueError, OSError) as exc:  # closing must never lose the window
            errors.reporter().report(exc, self.parent_widget)
