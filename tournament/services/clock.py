"""The round clock: the tournament's minutes per round, counted down from the round's start.

The clock needs no ticking state: the round keeps when it started (``started_at``), how long
its clock stood paused before (``clock_paused_seconds``) and, while paused, since when
(``clock_paused_at``). So a restart of the app, a second desk or the projector all show the
same time. Pausing and resuming are actions in the audit log, undoable like any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from tournament.services.dto import RoundStatus


class Clocked(Protocol):
    """What the clock reads of a round: a ``RoundInfo`` or a ``RoundClockInfo``."""

    @property
    def started_at(self) -> datetime: ...
    @property
    def clock_paused_at(self) -> datetime | None: ...
    @property
    def clock_paused_seconds(self) -> int: ...


@dataclass(frozen=True, slots=True)
class RoundClockInfo:
    """A round as its clock shows it, without its games: read in two small queries where
    ``round()`` builds every game with its points (2,000 at 2,000 players)."""

    number: int
    status: RoundStatus
    started_at: datetime
    clock_paused_at: datetime | None
    clock_paused_seconds: int
    tables_playing: int
    """Tables with a game that has neither a result nor a decision in force."""
    games_open: int
    """Games with neither a result nor a decision in force."""


def clock_remaining(rnd: Clocked, minutes: int, now: datetime) -> timedelta:
    """Time left on round ``rnd``'s clock of ``minutes`` at ``now`` (negative once over).

    A paused clock stands still at what it showed when paused."""
    until = rnd.clock_paused_at if rnd.clock_paused_at is not None else now
    running = until - rnd.started_at - timedelta(seconds=rnd.clock_paused_seconds)
    return timedelta(minutes=minutes) - running
