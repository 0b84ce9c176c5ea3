"""Quality figures of a plan and their lower bounds."""

from __future__ import annotations

from itertools import combinations, product

import pytest

from tournament.seating import Movement, RoundPlan, SeatingOptions, plan_event
from tournament.seating.figures import longest_four_table_stay, plan_figures


def test_figures_of_a_small_plan() -> None:
    rounds = (
        RoundPlan(1, ((1, 2, 3), (4, 5, 6, 7))),
        RoundPlan(2, ((1, 2, 4), (3, 5, 6, 7))),
    )
    f = plan_figures(rounds)
    assert f.max_meetings == 2  # 1-2 and 5-6, 5-7, 6-7
    assert f.pairs_at_max == 4
    assert f.repeat_meetings == 4
    assert f.four_table_seats == (0, 2)
    assert f.never_moved == 5  # 1, 2 stay at table 1; 5, 6, 7 at table 2
    # 7 players, 2 rounds, 8 four-table seats: the most even spread gives one player 2
    # of them and 2 + 2 + 2 = 6 opponent seats, all 6 others: no repeat is forced.
    assert f.best_four_table_seats == (1, 2)
    assert f.lower_bound_max_meetings == 1
    assert f.lower_bound_repeat_meetings == 0


def test_counting_bound_forces_repeats() -> None:
    # 9 players, 5 rounds of 3-tables: 10 opponent seats among 8 others.
    plan = plan_event(list(range(9)), 5, SeatingOptions(movement=Movement.MIX))
    f = plan_figures(plan.rounds)
    assert f.lower_bound_max_meetings == 2
    assert f.lower_bound_repeat_meetings == 9  # each player 2 over, halved
    assert f.repeat_meetings >= f.lower_bound_repeat_meetings
    assert f.max_meetings == 2
    assert f.pairs_at_max >= f.lower_bound_pairs_at_max == 9


@pytest.mark.parametrize(("players", "rounds", "bound"), [(6, 2, 2), (12, 5, 2), (12, 4, 1)])
def test_fields_without_a_nearly_kirkman_design(players: int, rounds: int, bound: int) -> None:
    plan = plan_event(list(range(players)), rounds, SeatingOptions(movement=Movement.MIX))
    f = plan_figures(plan.rounds)
    assert f.lower_bound_max_meetings == bound
    assert f.max_meetings == bound


def test_rotation_bounds() -> None:
    plan = plan_event(list(range(31)), 5, SeatingOptions(movement=Movement.ROTATE))
    f = plan_figures(plan.rounds, rotation=True)
    # 10 tables x 4 moves: at most 40 movers, so no bound on the unmoved; stayers of the
    # 9 tables of 3 (1 pair) and the table of 4 (3 pairs) meet again after each round.
    assert f.lower_bound_never_moved == 0
    assert f.lower_bound_repeat_meetings == 4 * (9 + 3)
    assert f.lower_bound_max_meetings == 3
    assert f.best_four_table_seats[1] >= 2
    assert f.repeat_meetings >= f.lower_bound_repeat_meetings


def rotation_keeps_pairs_at_two(tables: int, rounds: int) -> bool:
    """Whether any rotation of ``tables`` tables of 3 (one player per table moves to the
    next table, the last table's to table 1) seats ``rounds`` rounds with no pair meeting
    three times: an exhaustive search."""
    counts: dict[tuple[int, int], int] = {}

    def seat(seating: list[list[int]], step: int) -> bool:
        """Add the round's meetings (``step`` 1) or take them back (-1); True if fine."""
        fine = True
        for table in seating:
            for pair in combinations(sorted(table), 2):
                counts[pair] = counts.get(pair, 0) + step
                fine = fine and counts[pair] <= 2
        return fine

    def extend(seating: list[list[int]], played: int) -> bool:
        if played == rounds:
            return True
        for choice in product(range(3), repeat=tables):
            stay = [[p for k, p in enumerate(t) if k != choice[j]] for j, t in enumerate(seating)]
            movers = [t[choice[j]] for j, t in enumerate(seating)]
            following = [stay[j] + [movers[j - 1]] for j in range(tables)]
            fine = seat(following, 1)
            if fine and extend(following, played + 1):
                return True
            seat(following, -1)
        return False

    first = [[3 * t, 3 * t + 1, 3 * t + 2] for t in range(tables)]
    seat(first, 1)
    return extend(first, 1)


@pytest.mark.parametrize("tables", [2, 3])
def test_a_rotation_meets_some_pair_three_times_from_round_5(tables: int) -> None:
    assert rotation_keeps_pairs_at_two(tables, 4)
    assert not rotation_keeps_pairs_at_two(tables, 5)
    for rounds, bound in ((4, 2), (5, 3)):
        plan = plan_event(list(range(3 * tables)), rounds, SeatingOptions(Movement.ROTATE))
        f = plan_figures(plan.rounds, rotation=True)
        assert f.lower_bound_max_meetings == bound
        assert f.max_meetings >= bound


def test_longest_stay_at_a_table_of_4_in_a_rotation() -> None:
    # One of the four seats changes hands per round: from 4 rounds on somebody sits there
    # 4 rounds, and 4 is enough (the seats change in turn).
    assert [longest_four_table_stay(r) for r in range(1, 9)] == [1, 2, 3, 4, 4, 4, 4, 4]


def test_four_table_spread_bounds() -> None:
    # Mix, 16 players over 6 rounds: 24 seats at the table of 4 among 16 players, so some
    # have 2 and some 1: the spread is at least 1.
    plan = plan_event(list(range(16)), 6, SeatingOptions(movement=Movement.MIX, seed=7))
    f = plan_figures(plan.rounds)
    assert f.lower_bound_four_table_spread == 1
    assert f.four_table_seats[1] - f.four_table_seats[0] <= 3  # the search evens them out
    # Rotation, 31 players over 12 rounds: only 4 + 11 players ever reach the table of 4
    # and one seat changes hands per round, so someone sits there 4 rounds, most never.
    rotation = plan_event(list(range(31)), 12, SeatingOptions(movement=Movement.ROTATE))
    g = plan_figures(rotation.rounds, rotation=True)
    assert g.best_four_table_seats == (0, 4)
    assert g.lower_bound_four_table_spread == 4
    assert g.four_table_seats[1] - g.four_table_seats[0] >= 4
    # 9 players at tables of 3: no seat at a table of 4 at all.
    assert plan_figures(plan_event(list(range(9)), 3).rounds).lower_bound_four_table_spread == 0
