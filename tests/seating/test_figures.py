"""Quality figures of a plan and their lower bounds."""

from __future__ import annotations

import pytest

from tournament.seating import Movement, RoundPlan, SeatingOptions, plan_event
from tournament.seating.figures import plan_figures


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
