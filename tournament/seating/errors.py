"""The one error of the seating layer."""

from __future__ import annotations


class SeatingError(ValueError):
    """A seating request that cannot be met; the message names the player, table or round."""
