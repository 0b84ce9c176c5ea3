"""Who has met whom, and how good a seating is (issue item 6).

Two players *meet* when they sit at the same table in a round. A *repeat meeting* is a
meeting of a pair that had met before: a pair that met three times counts two repeats.
Skat and mahjong tournament programs print these figures per round; so do we.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tournament.seating.model import PlayerId, RoundPlan


class MeetingMatrix:
    """How often each pair of players has met; players in order of first appearance."""

    __slots__ = ("_counts", "_players")

    def __init__(self) -> None:
        self._counts: dict[PlayerId, dict[PlayerId, int]] = {}
        self._players: list[PlayerId] = []

    def _row(self, player: PlayerId) -> dict[PlayerId, int]:
        row = self._counts.get(player)
        if row is None:
            row = self._counts[player] = {}
            self._players.append(player)
        return row

    def add_table(self, table: Sequence[PlayerId]) -> int:
        """Record one table's meetings; returns how many of them were repeats."""
        repeats = 0
        rows = [self._row(p) for p in table]
        for i, a in enumerate(table):
            for j in range(i + 1, len(table)):
                b = table[j]
                before = rows[i].get(b, 0)
                if before:
                    repeats += 1
                rows[i][b] = before + 1
                rows[j][a] = before + 1
        return repeats

    def add_round(self, round_plan: RoundPlan) -> int:
        """Record a round (its sitting-out players too); returns its repeat meetings."""
        for player in round_plan.sitting_out:
            self._row(player)
        return sum(self.add_table(table) for table in round_plan.tables)

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(self._players)

    def count(self, a: PlayerId, b: PlayerId) -> int:
        """How often ``a`` and ``b`` have met."""
        return self._counts.get(a, {}).get(b, 0)

    def opponents(self, player: PlayerId) -> dict[PlayerId, int]:
        """Everyone ``player`` has met, with how often."""
        return dict(self._counts.get(player, {}))

    def row_view(self, player: PlayerId) -> dict[PlayerId, int]:
        """The live row (read only, for the movement code's inner loops)."""
        return self._counts.get(player, _EMPTY)

    def rows(self) -> list[list[int]]:
        """The full matrix in ``players`` order (the diagonal is 0)."""
        return [[self.count(a, b) for b in self._players] for a in self._players]

    def repeat_meetings(self) -> int:
        """Meetings of pairs that had met before, over everything recorded."""
        return sum(max(0, c - 1) for row in self._counts.values() for c in row.values()) // 2

    def max_meetings(self) -> int:
        """The most times any pair has met (0 before any table)."""
        return max((c for row in self._counts.values() for c in row.values()), default=0)

    def copy(self) -> MeetingMatrix:
        other = MeetingMatrix()
        other._counts = {p: dict(row) for p, row in self._counts.items()}
        other._players = list(self._players)
        return other


_EMPTY: dict[PlayerId, int] = {}


def meeting_matrix(history: Iterable[RoundPlan]) -> MeetingMatrix:
    """The meeting counts of the given rounds."""
    matrix = MeetingMatrix()
    for round_plan in history:
        matrix.add_round(round_plan)
    return matrix


@dataclass(frozen=True, slots=True)
class RoundQuality:
    """The quality figures after one round.

    ``repeat_meetings``: repeats at this round's tables; ``total_repeat_meetings`` and
    ``max_meetings``: over rounds 1..number. The two lower bounds hold for any seating in
    which every player sat at tables of the same sizes as here (a counting bound: a player
    with more opponent seats than other players must meet someone again).
    """

    number: int
    repeat_meetings: int
    total_repeat_meetings: int
    max_meetings: int
    repeat_lower_bound: int
    max_meetings_lower_bound: int


def quality(history: Sequence[RoundPlan]) -> list[RoundQuality]:
    """Per-round quality figures of a sequence of rounds."""
    matrix = MeetingMatrix()
    total = 0
    seen: dict[PlayerId, None] = {}
    opponent_seats: dict[PlayerId, int] = {}
    figures: list[RoundQuality] = []
    for round_plan in history:
        repeats = matrix.add_round(round_plan)
        total += repeats
        for player in round_plan.players():
            seen.setdefault(player, None)
        for table in round_plan.tables:
            for player in table:
                opponent_seats[player] = opponent_seats.get(player, 0) + len(table) - 1
        others = max(len(seen) - 1, 1)
        excess = sum(max(0, seats - others) for seats in opponent_seats.values())
        most = max(opponent_seats.values(), default=0)
        figures.append(
            RoundQuality(
                number=round_plan.number,
                repeat_meetings=repeats,
                total_repeat_meetings=total,
                max_meetings=matrix.max_meetings(),
                repeat_lower_bound=(excess + 1) // 2,
                max_meetings_lower_bound=-(-most // others) if most else 0,
            )
        )
    return figures
