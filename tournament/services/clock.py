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

from sqlalchemy import select

from tournament.services.dto import Done, RoundInfo, RoundStatus
from tournament.services.errors import InvalidStateError
from tournament.services.rounds import RoundUseCases
from tournament.services.unit_of_work import _Act, _now
from tournament.store import models as m


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


class ClockUseCases(RoundUseCases):
    """Pausing and resuming a round's clock; what the clock shows of a round."""

    def round_clock(self, round_number: int) -> RoundClockInfo:
        """Round ``round_number``'s start, pauses and open games, without reading its games
        in full."""
        with self._read() as session:
            rnd = self._round_row(session, round_number)
            unscored = session.execute(
                select(m.Game.id, m.Game.table_id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .where(m.GameTable.round_id == rnd.id, m.Game.has_result.is_(False))
            ).all()
            decided = self._active_decisions(session, [g for g, _t in unscored])
            open_games = [(g, t) for g, t in unscored if g not in decided]
            return RoundClockInfo(
                number=rnd.number,
                status=RoundStatus(rnd.status),
                started_at=rnd.started_at,
                clock_paused_at=rnd.clock_paused_at,
                clock_paused_seconds=rnd.clock_paused_seconds or 0,
                tables_playing=len({t for _g, t in open_games}),
                games_open=len(open_games),
            )

    def _clock_round(self, act: _Act, number: int) -> m.Round:
        rnd = self._round_row(act.session, number)
        if rnd.status != RoundStatus.OPEN:
            raise InvalidStateError(code="clock.closed", round=number)
        return rnd

    def pause_clock(self, round_number: int) -> Done[RoundInfo]:
        """Stop the clock of an open round where it stands."""

        def body(act: _Act) -> RoundInfo:
            rnd = self._clock_round(act, round_number)
            if rnd.clock_paused_at is not None:
                raise InvalidStateError(code="clock.paused", round=round_number)
            rnd.clock_paused_at = _now()
            act.session.flush()
            act.note("round.clock_paused", round=round_number)
            act.params = {"round": round_number}
            return self._round_info(act.session, round_number)

        return self._run("pause_clock", body)

    def resume_clock(self, round_number: int) -> Done[RoundInfo]:
        """Let a paused clock run on from where it stood."""

        def body(act: _Act) -> RoundInfo:
            rnd = self._clock_round(act, round_number)
            if rnd.clock_paused_at is None:
                raise InvalidStateError(code="clock.running", round=round_number)
            paused = _now() - rnd.clock_paused_at
            rnd.clock_paused_seconds = (rnd.clock_paused_seconds or 0) + max(
                0, round(paused.total_seconds())
            )
            rnd.clock_paused_at = None
            act.session.flush()
            act.note("round.clock_resumed", round=round_number)
            act.params = {"round": round_number}
            return self._round_info(act.session, round_number)

        return self._run("resume_clock", body)
