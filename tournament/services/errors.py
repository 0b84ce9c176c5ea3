"""Errors the services raise; all are ``ValueError`` subclasses with ``code`` and ``data``.

The UI words them from ``code`` and ``data`` (German and English); ``str(error)`` is a plain
English message naming what and where. Codes used:

- ``file.refused`` / ``file.missing`` / ``file.exists`` / ``file.newer``: see FileRefusedError
- ``conflict``: another desk changed it first; ``data["current"]`` is the current value
- ``not_found``: no such player, game, round, decision, backup (``data["what"]``, ``data["id"]``)
- ``invalid``: bad input (``data["field"]`` names it)
- ``state``: not possible now (e.g. a result in a closed round, a second open round)
- ``result``: a result the scoring checks or the rules engine reject
- ``undo.nothing`` / ``redo.nothing``: nothing to undo or redo
- ``cancelled``: the caller cancelled a long action (seating a round); nothing changed
"""

from __future__ import annotations

from tournament.store.errors import (
    ConflictError,
    FileRefusedError,
    StoreError,
    TournamentError,
)

__all__ = [
    "CancelledError",
    "ConflictError",
    "FileRefusedError",
    "InvalidInputError",
    "InvalidResultError",
    "InvalidStateError",
    "NotFoundError",
    "StoreError",
    "TournamentError",
]


class NotFoundError(TournamentError):
    code = "not_found"


class InvalidInputError(TournamentError):
    code = "invalid"


class InvalidStateError(TournamentError):
    code = "state"


class InvalidResultError(TournamentError):
    code = "result"


class CancelledError(TournamentError):
    code = "cancelled"
