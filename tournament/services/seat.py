"""Seating a round: the seating engine fed from the stored history."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.seating import (
    Movement,
    RoundPlan,
    SeatingError,
    SeatingOptions,
    next_round,
    parse_movement,
)
from tournament.seating.figures import PlanFigures, plan_figures
from tournament.seating.schedule import SearchControl
from tournament.services.dto import RoundInfo, Settings
from tournament.services.errors import InvalidStateError
from tournament.store import models as m

MAX_ROUND = 1_000_000


def seating_options(settings: Settings) -> SeatingOptions:
    return SeatingOptions(
        movement=parse_movement(settings.movement),
        seed=settings.seed,
        draw=settings.draw,
        groups=bool(settings.groups),
        promotion_after=settings.promotion_after_round,
        promotion_every=settings.promotion_every,
        promotion_count=settings.winners_group_size or 0,
        winners_group=settings.winners_group or "W",
        rounds=settings.planned_rounds,
        table_sizes=settings.scoring_rules.game.table_sizes,
    )


def stored_history(
    session: Session, tournament_id: int, through_round: int | None = None
) -> list[RoundPlan]:
    """Who sat where in every stored round (up to ``through_round``), in order, as the
    seating engine's plans: read in two queries, not as the rounds' objects (at 2,000
    players every round adds 667 tables and 2,000 seats)."""
    last = through_round if through_round is not None else MAX_ROUND
    rounds = session.execute(
        select(m.Round.id, m.Round.number, m.Round.sitting_out)
        .where(m.Round.tournament_id == tournament_id, m.Round.number <= last)
        .order_by(m.Round.number)
    ).all()
    tables: dict[int, dict[int, tuple[str, list[int]]]] = defaultdict(dict)
    for round_id, table_number, group, player_id in session.execute(
        select(m.GameTable.round_id, m.GameTable.number, m.GameTable.group, m.Seat.player_id)
        .join(m.Seat, m.Seat.table_id == m.GameTable.id)
        .join(m.Round, m.GameTable.round_id == m.Round.id)
        .where(m.Round.tournament_id == tournament_id, m.Round.number <= last)
        .order_by(m.GameTable.round_id, m.GameTable.number, m.Seat.seat)
    ):
        tables[round_id].setdefault(table_number, (group, []))[1].append(player_id)
    plans = []
    for round_id, number, sitting_out in rounds:
        seated = sorted(tables[round_id].items())
        plans.append(
            RoundPlan(
                number=number,
                tables=tuple(tuple(ids) for _n, (_g, ids) in seated),
                sitting_out=tuple(sitting_out),
                table_groups=tuple(group for _n, (group, _ids) in seated),
            )
        )
    return plans


def history_of(rounds: Sequence[m.Round | RoundInfo]) -> list[RoundPlan]:
    """The rounds (stored, or as the services show them) as the seating engine's plans, in
    order."""
    return [
        RoundPlan(
            number=r.number,
            tables=tuple(tuple(s.player_id for s in t.seats) for t in r.tables),
            sitting_out=tuple(r.sitting_out),
            table_groups=tuple(t.group for t in r.tables),
        )
        for r in sorted(rounds, key=lambda r: r.number)
    ]


SEATING_CODES = frozenset({"field_too_small", "group_too_small", "no_group"})
"""The seating refusals worded by their own code (``round.<code>``)."""


def seat_round(
    number: int,
    active: Sequence[m.Player],
    history: Sequence[RoundPlan],
    settings: Settings,
    standings: Sequence[int],
    control: SearchControl | None = None,
) -> RoundPlan:
    """Round ``number`` for the ``active`` players (registration order) after the rounds
    of ``history`` (:func:`stored_history`); ``control`` sees a long seating search's
    progress and can cut it short."""
    if len(history) != number - 1:
        raise InvalidStateError(code="round.numbering", round=number, last=number - 1)
    ids = [p.id for p in active]
    playing = set(ids)
    standing = [pid for pid in standings if pid in playing]
    try:
        return next_round(
            history,
            ids,
            seating_options(settings),
            standings=standing or None,
            groups={p.id: p.group for p in active} if settings.groups else None,
            control=control,
        )
    except SeatingError as exc:
        known = exc.code in SEATING_CODES
        raise InvalidStateError(
            code=f"round.{exc.code}" if known else "round.unseatable",
            **(exc.data if known else {}),
            round=number,
            reason=str(exc),
        ) from exc


def figures_of(rounds: Sequence[RoundInfo], movement: str) -> PlanFigures:
    """The quality figures of rounds 1..k as seated (``seating.figures``), with the bounds
    of the tournament's movement."""
    return plan_figures(history_of(rounds), movement == Movement.ROTATE.value)
