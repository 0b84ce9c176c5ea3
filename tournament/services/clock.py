"""The round clock: the tournament's minutes per round, counted down from the round's start.

The clock needs no ticking state: the round keeps when it started (``started_at``), how long
its clock stood paused before (``clock_paused_seconds``) and, while paused, since when
(``clock_paused_at``). So a restart of the app, a second desk or the projector all show the
same time. Pausing and resuming are actions in the audit log, undoable like any other.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from tournament.services.dto import Done, RoundInfo
from tournament.services.errors import InvalidStateError
from tournament.services.rounds import RoundUseCases
from tournament.services.unit_of_work import _Act, _now
from tournament.store import models as m


def clock_remaining(rnd: RoundInfo, minutes: int, now: datetime) -> timedelta:
    """Time left on round ``rnd``'s clock of ``minutes`` at ``now`` (negative once over).

    A paused clock stands still at what it showed when paused."""
    until = rnd.clock_paused_at if rnd.clock_paused_at is not None else now
    running = until - rnd.started_at - timedelta(seconds=rnd.clock_paused_seconds)
    return timedelta(minutes=minutes) - running


def tables_playing(rnd: RoundInfo) -> int:
    """Tables of the round with a game that has neither a result nor a decision."""
    return sum(1 for t in rnd.tables if any(g.status == "open" for g in t.games))


class ClockUseCases(RoundUseCases):
    """Pausing and resuming a round's clock."""

    def _clock_round(self, act: _Act, number: int) -> m.Round:
        rnd = self._round_row(act.session, number)
        if rnd.status != "open":
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
