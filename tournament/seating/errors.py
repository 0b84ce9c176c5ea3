"""The one error of the seating layer."""

from __future__ import annotations

from typing import Any


class SeatingError(ValueError):
    """A seating request that cannot be met; the message names the player, table or round.

    ``code`` and ``data`` name the refusals a director meets (a group too small), so the
    services can pass them on to be worded in the user's language."""

    def __init__(self, message: str, *, code: str = "", **data: Any) -> None:
        super().__init__(message)
        self.code = code
        self.data = data
