"""The plain data of the seating layer."""

from __future__ import annotations

import json

import pytest

from tournament.seating import (
    NO_GROUP,
    Movement,
    Plan,
    RoundPlan,
    SeatingError,
    SeatingOptions,
    plan_event,
)
from tournament.seating.figures import plan_data


def test_round_plan_lookups() -> None:
    round_plan = RoundPlan(2, ((1, 2, 3), (4, 5, 6, 7)), (8,))
    assert round_plan.seat_of(5) == (2, 2)
    assert round_plan.seat_of(8) is None
    assert round_plan.group_of(1) == NO_GROUP
    assert round_plan.group_of(8) is None
    assert round_plan.seated() == [1, 2, 3, 4, 5, 6, 7]
    assert list(round_plan.players()) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert round_plan.table_groups == (NO_GROUP, NO_GROUP)


def test_round_plan_from_lists_is_equal_to_tuples() -> None:
    assert RoundPlan(1, [[1, 2, 3]], []) == RoundPlan(1, ((1, 2, 3),), ())  # type: ignore[arg-type]


def test_round_plan_checks() -> None:
    with pytest.raises(SeatingError, match="1 group labels for 2 tables"):
        RoundPlan(1, ((1, 2, 3), (4, 5, 6)), (), ("A",))
    with pytest.raises(SeatingError, match="rounds count from 1"):
        RoundPlan(0, ((1, 2, 3),))
    with pytest.raises(SeatingError, match="player 3 is seated twice"):
        RoundPlan(1, ((1, 2, 3),), (3,))


def test_the_issue_json_shape() -> None:
    plan = plan_event([1, 2, 3, 4, 5, 6], 1)
    data = json.loads(json.dumps(plan_data(plan)))
    assert data["rounds"] == [{"number": 1, "tables": [[1, 2, 3], [4, 5, 6]], "sitting_out": []}]
    assert data["max_meetings"] == 1
    assert data["repeat_meetings"] == 0
    assert data["seed"] == 0
    assert data["mode"] == "rotate"


def test_plan_event_records_the_planned_rounds() -> None:
    plan = plan_event(list(range(9)), 3, SeatingOptions(movement=Movement.MIX, seed=2))
    assert isinstance(plan, Plan)
    assert plan.options.rounds == 3
    assert plan.options.seed == plan.seed == 2
    assert plan.players == tuple(range(9))


def test_options_refuse_a_non_movement() -> None:
    with pytest.raises(SeatingError, match="movement must be a Movement"):
        SeatingOptions(movement="mix")  # type: ignore[arg-type]
    with pytest.raises(SeatingError, match="non-empty label"):
        SeatingOptions(winners_group="")


def test_options_round_trip_through_json() -> None:
    options = SeatingOptions(
        movement=Movement.STANDINGS,
        seed=9,
        draw=True,
        groups=True,
        promotion_after=3,
        promotion_count=2,
        winners_group="S",
        rounds=8,
    )
    data = json.loads(json.dumps(options.to_dict()))
    assert data["movement"] == "standings"
    assert SeatingOptions.from_dict(data) == options
    assert SeatingOptions.from_dict({}) == SeatingOptions()
    with pytest.raises(SeatingError, match="unknown seating option 'speed'"):
        SeatingOptions.from_dict({"speed": 3})
    with pytest.raises(SeatingError, match="unknown movement 'swiss'"):
        SeatingOptions.from_dict({"movement": "swiss"})


def test_round_round_trips_through_json() -> None:
    grouped = RoundPlan(4, (("a", "b", "c"), ("d", "e", "f", "g")), ("h",), ("A", "B"))
    plain = RoundPlan(1, ((1, 2, 3),))
    for round_plan in (grouped, plain):
        data = json.loads(json.dumps(round_plan.to_dict()))
        assert RoundPlan.from_dict(data) == round_plan
    with pytest.raises(SeatingError, match="not a seating round"):
        RoundPlan.from_dict({"tables": []})
