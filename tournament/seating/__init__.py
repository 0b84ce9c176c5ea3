"""Seating and movement: tables of three, the rotation of the rule text, mixing and
standings movements, strength groups and promotion, late entries and withdrawals, and the
meeting counts that say how good a plan is (RULINGS §7).

Pure code: no Qt, no database. Players are opaque ids (``int`` or ``str``).
"""

from tournament.seating.designs import kirkman_design
from tournament.seating.errors import SeatingError
from tournament.seating.meetings import MeetingMatrix, RoundQuality, meeting_matrix, quality
from tournament.seating.model import (
    NO_GROUP,
    Movement,
    Plan,
    PlayerId,
    RoundPlan,
    SeatingOptions,
    parse_movement,
)
from tournament.seating.movement import (
    Standings,
    check_round,
    first_round,
    next_round,
    plan_event,
    swap_seats,
)
from tournament.seating.tables import sitting_out_count, table_sizes

__all__ = [
    "NO_GROUP",
    "MeetingMatrix",
    "Movement",
    "Plan",
    "PlayerId",
    "RoundPlan",
    "RoundQuality",
    "SeatingError",
    "SeatingOptions",
    "Standings",
    "check_round",
    "first_round",
    "kirkman_design",
    "meeting_matrix",
    "next_round",
    "parse_movement",
    "plan_event",
    "quality",
    "sitting_out_count",
    "swap_seats",
    "table_sizes",
]
