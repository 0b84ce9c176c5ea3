"""How good a whole plan is, and how good any plan of the same shape could be.

The figures, in the order the movements optimise them: the most meetings of one pair, the
pairs at that count, the total repeat meetings, the 4-table seats per player (fewest and
most), and for the rotation the players who never changed table. Each comes with a real
bound that no plan with the same field, rounds and table sizes can beat:

- A player with ``s`` opponent seats (2 per round at a table of 3, 3 at a table of 4)
  among ``N - 1`` others meets someone at least ``ceil(s / (N - 1))`` times; the player
  with the most 4-table seats has at least ``ceil(4-table seats / N)`` of them.
- With at most ``L`` meetings per pair a player meets at least ``s - (L - 1)(N - 1)``
  others ``L`` times; halving the sum bounds the pairs at ``L``, and with ``L = 2`` the
  repeats (Schönheim's counting argument). 4-table seats spread as evenly as possible give
  the smallest sums, so the bounds take that spread.
- No nearly Kirkman triple system of 6 or 12 exists: 6 players meet again from round 2 on,
  12 from round 5 on.
- A rotation moves one player per table and round, so at most ``tables x (R - 1)`` players
  ever move; the others of a table stay together, so from round 2 on its stayers meet
  again (``C(size - 1, 2)`` repeats per table and round, a pair twice), and at a table of 4
  from round 3 on two of them meet a third time and sit there a second time.
- A rotation of two tables or more meets some pair three times from round 5 on. Keeping
  every pair at two, a table's newest player may never move (its two others met in the
  round before too), so the two players who leave a table one after the other met there
  and meet again at the next table, where the first is then the newest; there one of
  them or the player who sat with them both moves on next, and whichever way, in round
  ``r + 3`` a pair meets a third time. (An exhaustive search for 2 to 4 tables agrees;
  ``tests/seating/test_figures.py`` repeats it for 2 and 3.)

For a field that changed between rounds (late entries, withdrawals) the bounds take every
player's own table sizes as given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from tournament.seating.meetings import meeting_matrix
from tournament.seating.model import Movement, Plan, PlayerId, RoundPlan

_ROTATION_THIRD_MEETING = 5
"""From this round on a rotation has a pair that met three times (see above)."""

_NO_NEARLY_KIRKMAN = {6: 2, 12: 5}
"""Fields of 3k players without an NKTS: from this round on somebody meets again."""


@dataclass(frozen=True, slots=True)
class PlanFigures:
    """The quality figures of a plan, each beside its bound."""

    max_meetings: int
    pairs_at_max: int
    repeat_meetings: int
    four_table_seats: tuple[int, int]
    """(fewest, most) 4-table seats of one player."""
    never_moved: int
    """Players seated in every round at the same table number (meaningful for rotation)."""
    lower_bound_max_meetings: int
    lower_bound_pairs_at_max: int
    """Pairs at least at ``max_meetings`` if that count is the bound (else 0)."""
    lower_bound_repeat_meetings: int
    best_four_table_seats: tuple[int, int]
    """The most even spread of the 4-table seats: (fewest, most) when they differ by at
    most one; for a rotation (0, the longest stay a table of 4 forces) when fewer players
    can ever reach a table of 4 than play."""
    lower_bound_never_moved: int
    lower_bound_four_table_spread: int = 0
    """Most minus fewest 4-table seats of one player no plan can go below."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "max_meetings": self.max_meetings,
            "pairs_at_max": self.pairs_at_max,
            "repeat_meetings": self.repeat_meetings,
            "four_table_seats": {"min": self.four_table_seats[0], "max": self.four_table_seats[1]},
            "never_moved": self.never_moved,
            "lower_bound_max_meetings": self.lower_bound_max_meetings,
            "lower_bound_pairs_at_max": self.lower_bound_pairs_at_max,
            "lower_bound_repeat_meetings": self.lower_bound_repeat_meetings,
            "best_four_table_seats": {
                "min": self.best_four_table_seats[0],
                "max": self.best_four_table_seats[1],
            },
            "lower_bound_never_moved": self.lower_bound_never_moved,
            "lower_bound_four_table_spread": self.lower_bound_four_table_spread,
        }


@dataclass(frozen=True, slots=True)
class _Tallies:
    """Per player: 4-table seats, opponent seats, rounds seated, table numbers sat at."""

    four: dict[PlayerId, int]
    seats: dict[PlayerId, int]
    seated_rounds: dict[PlayerId, int]
    tables_of: dict[PlayerId, set[int]]


def _tallies(rounds: Sequence[RoundPlan], players: Sequence[PlayerId]) -> _Tallies:
    tallies = _Tallies(
        four=dict.fromkeys(players, 0),
        seats=dict.fromkeys(players, 0),
        seated_rounds=dict.fromkeys(players, 0),
        tables_of={p: set() for p in players},
    )
    for round_plan in rounds:
        for t, table in enumerate(round_plan.tables):
            for p in table:
                tallies.seats[p] += len(table) - 1
                tallies.seated_rounds[p] += 1
                tallies.tables_of[p].add(t)
                if len(table) == 4:
                    tallies.four[p] += 1
    return tallies


def _is_fixed_field(rounds: Sequence[RoundPlan]) -> bool:
    """The same players seated in every round, nobody sitting out."""
    return (
        bool(rounds)
        and all(
            sorted(map(str, r.players())) == sorted(map(str, rounds[0].players())) for r in rounds
        )
        and not any(r.sitting_out for r in rounds)
    )


@dataclass(slots=True)
class _Bounds:
    max_meetings: int
    pairs_at_max: int
    repeat_meetings: int
    four_table_seats: tuple[int, int]
    never_moved: int


def _spread_seats(
    rounds: Sequence[RoundPlan], tallies: _Tallies, fixed_field: bool
) -> tuple[tuple[int, int], list[int]]:
    """The best spread of 4-table seats and the opponent seats per player that bound the
    meetings: for a fixed field the 4-table seats spread as evenly as possible, else each
    player's own."""
    four = tallies.four
    n = len(four)
    if fixed_field and n:
        total = sum(four.values())
        low, extra = divmod(total, n)
        return (low, low + (1 if extra else 0)), even_opponent_seats(n, len(rounds), total)
    best_four = (min(four.values(), default=0), max(four.values(), default=0))
    return best_four, list(tallies.seats.values())


def even_opponent_seats(n: int, rounds: int, four_seats: int) -> list[int]:
    """The opponent seats of each of ``n`` players over ``rounds`` rounds at tables of 3
    and 4 with the ``four_seats`` seats at tables of 4 (all rounds together) spread as
    evenly as possible: 2 a round, one more for each seat at a table of 4."""
    low, extra = divmod(four_seats, n)
    threes = 2 * rounds
    return [threes + low + 1] * extra + [threes + low] * (n - extra)


def repeat_bound(opponent_seats: Sequence[int]) -> int:
    """Schönheim's counting: the repeat meetings no plan with these opponent seats per
    player can avoid (each seat beyond the N - 1 others is a repeat, counted twice)."""
    others = max(len(opponent_seats) - 1, 1)
    return (sum(max(0, s - others) for s in opponent_seats) + 1) // 2


def _counting_bounds(
    rounds: Sequence[RoundPlan], tallies: _Tallies, fixed_field: bool, top: int
) -> _Bounds:
    """The bounds of any movement (the first two paragraphs of the module's text)."""
    n = len(tallies.four)
    best_four, opponent_seats = _spread_seats(rounds, tallies, fixed_field)
    others = max(n - 1, 1)
    bound_max = max((-(-s // others) for s in opponent_seats), default=0)
    if fixed_field and len(rounds) >= _NO_NEARLY_KIRKMAN.get(n, len(rounds) + 1):
        bound_max = max(bound_max, 2)
    bound_at_max = 0
    if bound_max >= 1 and top == bound_max:
        need = sum(max(0, s - (bound_max - 1) * others) for s in opponent_seats)
        bound_at_max = (need + 1) // 2
    bound_repeats = repeat_bound(opponent_seats)
    if bound_max >= 2:
        bound_repeats = max(bound_repeats, 1)
    return _Bounds(bound_max, bound_at_max, bound_repeats, best_four, 0)


def _rotation_bounds(rounds: Sequence[RoundPlan], n: int, bounds: _Bounds, top: int) -> None:
    """Raise ``bounds`` to what the rule text's rotation allows (the module's last
    paragraph); for a fixed field of two tables or more."""
    sizes = [len(t) for t in rounds[0].tables]
    bounds.never_moved = max(0, n - len(sizes) * (len(rounds) - 1))
    stayers = (len(rounds) - 1) * sum((s - 1) * (s - 2) // 2 for s in sizes)
    bounds.repeat_meetings = max(bounds.repeat_meetings, stayers)
    if len(rounds) >= 2:
        bounds.max_meetings = max(bounds.max_meetings, 2)
    if len(rounds) >= 3 and 4 in sizes:
        bounds.max_meetings = max(bounds.max_meetings, 3)
    if 4 in sizes:
        bounds.four_table_seats = _rotation_four_seats(sizes, len(rounds), n, bounds)
    if len(rounds) >= _ROTATION_THIRD_MEETING:
        bounds.max_meetings = max(bounds.max_meetings, 3)
        if top == bounds.max_meetings == 3:
            bounds.pairs_at_max = max(bounds.pairs_at_max, 1)
    if bounds.max_meetings >= 1 and top == bounds.max_meetings == 2:
        bounds.pairs_at_max = max(bounds.pairs_at_max, stayers)


def _rotation_four_seats(
    sizes: Sequence[int], rounds: int, n: int, bounds: _Bounds
) -> tuple[int, int]:
    """(fewest, most) 4-table seats of one player a rotation can do best: the four seats
    of a table of 4 change hands once per round, so some player sits there the longest
    stay ``longest_four_table_stay`` forces; and only its 4 first players and one newcomer
    per round ever sit there, so with fewer than ``n`` of them somebody never does and
    the seats are shared among at most that many."""
    fours = sum(1 for s in sizes if s == 4)
    seats = 4 * fours * rounds
    reach = fours * (4 + rounds - 1)
    low, high = bounds.four_table_seats
    high = max(high, longest_four_table_stay(rounds))
    if reach < n:
        low, high = 0, max(high, -(-seats // reach))
    return low, high


@cache
def longest_four_table_stay(rounds: int) -> int:
    """The fewest rounds the longest stay at a table of 4 can last in a rotation of
    ``rounds`` rounds: after round 1 exactly one of its four seats changes hands per round
    (the stays of a seat are the gaps between its changes), found by trying each length
    over the seats' ages."""
    for longest in range(1, rounds + 1):
        ages: set[tuple[int, ...]] = {(1, 1, 1, 1)}
        for _ in range(rounds - 1):
            ages = {
                tuple(sorted([1, *(a + 1 for k, a in enumerate(age) if k != seat)]))
                for age in ages
                for seat in range(4)
                if all(a + 1 <= longest for k, a in enumerate(age) if k != seat)
            }
        if ages:
            return longest
    return rounds


def plan_figures(rounds: Sequence[RoundPlan], rotation: bool = False) -> PlanFigures:
    """The figures of ``rounds`` (rounds 1..R of one event) and their bounds; with
    ``rotation`` the bounds of the rule text's movement."""
    matrix = meeting_matrix(rounds)
    players = list(matrix.players)
    counts = [c for p in players for c in matrix.row_view(p).values()]
    top = max(counts, default=0)
    at_top = sum(1 for c in counts if c == top) // 2 if top else 0
    tallies = _tallies(rounds, players)
    never = sum(
        1
        for p in players
        if len(tallies.tables_of[p]) == 1 and tallies.seated_rounds[p] == len(rounds)
    )
    fixed_field = _is_fixed_field(rounds)
    bounds = _counting_bounds(rounds, tallies, fixed_field, top)
    if rotation and fixed_field and len(rounds[0].tables) >= 2:
        _rotation_bounds(rounds, len(players), bounds, top)
    four = tallies.four.values()
    best_four = bounds.four_table_seats
    spread_bound = best_four[1] - best_four[0] if fixed_field else 0
    return PlanFigures(
        max_meetings=top,
        pairs_at_max=at_top,
        repeat_meetings=matrix.repeat_meetings(),
        four_table_seats=(min(four, default=0), max(four, default=0)),
        never_moved=never,
        lower_bound_max_meetings=bounds.max_meetings,
        lower_bound_pairs_at_max=bounds.pairs_at_max,
        lower_bound_repeat_meetings=bounds.repeat_meetings,
        best_four_table_seats=bounds.four_table_seats,
        lower_bound_never_moved=bounds.never_moved,
        lower_bound_four_table_spread=spread_bound,
    )


def plan_data(plan: Plan) -> dict[str, Any]:
    """A whole event's plan, JSON-ready, with the quality figures of the whole plan and their
    bounds (:func:`plan_figures`)."""
    figures = plan_figures(plan.rounds, plan.options.movement is Movement.ROTATE)
    return {
        "rounds": [r.to_dict() for r in plan.rounds],
        "max_meetings": figures.max_meetings,
        "repeat_meetings": figures.repeat_meetings,
        "four_table_seats": {
            "min": figures.four_table_seats[0],
            "max": figures.four_table_seats[1],
        },
        "lower_bound_max_meetings": figures.lower_bound_max_meetings,
        "figures": figures.to_dict(),
        "mode": plan.options.movement.value,
        "seed": plan.options.seed,
    }
