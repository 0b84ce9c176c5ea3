"""Errors of the store: files and databases that cannot be used.

Every error is a ``ValueError`` with a stable ``code`` and the ``data`` needed to word it in
German or English; its message is plain English and names the file or row.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class TournamentError(ValueError):
    """Base of the store's and the services' errors: ``code`` plus ``data``."""

    code = "error"

    def __init__(self, message: str, *, code: str | None = None, **data: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.data: Mapping[str, Any] = data

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""


class StoreError(TournamentError):
    """A tournament file or database cannot be opened or written."""

    code = "store"


class FileRefusedError(StoreError):
    """The file is not a tournament file (foreign, damaged, or from a newer version)."""

    code = "file.refused"


class ConflictError(TournamentError):
    """Somebody else changed the row since it was read: ``data["current"]`` holds it now."""

    code = "conflict"
