"""The rotation chosen over the whole planned event (issue: whole-plan rotation)."""

from __future__ import annotations

import itertools
import random

from tournament.seating import Movement, RoundPlan, SeatingOptions, next_round, plan_event
from tournament.seating.figures import plan_figures
from tournament.seating.rotation import _crowded_spot


def rotation(players: int, rounds: int, seed: int = 7) -> tuple[RoundPlan, ...]:
    options = SeatingOptions(movement=Movement.ROTATE, seed=seed)
    return plan_event(list(range(1, players + 1)), rounds, options).rounds


def assert_rule(rounds: tuple[RoundPlan, ...]) -> None:
    """One player per table moves to the next higher table, the last table's to table 1;
    table sizes stay."""
    for before, after in itertools.pairwise(rounds):
        m = len(before.tables)
        assert [len(t) for t in after.tables] == [len(t) for t in before.tables]
        for j in range(m):
            old, new = set(before.tables[j]), set(after.tables[j])
            arrived = new - old
            assert len(arrived) == 1, f"round {after.number} table {j + 1}"
            assert arrived <= set(before.tables[j - 1]), "the mover comes from the table below"


def test_thirty_one_players_five_rounds_meet_at_most_three_times() -> None:
    rounds = rotation(31, 5)
    assert_rule(rounds)
    figures = plan_figures(rounds, rotation=True)
    assert figures.max_meetings == 3
    assert figures.lower_bound_max_meetings == 3  # a table of 4 forces it


def test_twenty_two_players_six_rounds_meet_at_most_three_times() -> None:
    rounds = rotation(22, 6)
    assert_rule(rounds)
    assert plan_figures(rounds, rotation=True).max_meetings == 3


def test_whole_plan_beats_the_round_by_round_choice() -> None:
    # Without a planned length the movers are chosen round by round (the old movement);
    # the planned rotation is at least as good on the first criterion and better overall.
    players = list(range(1, 32))
    options = SeatingOptions(movement=Movement.ROTATE, seed=7)
    history: list[RoundPlan] = []
    for _ in range(5):
        history.append(next_round(history, players, options))
    greedy = plan_figures(history, rotation=True)
    planned = plan_figures(rotation(31, 5), rotation=True)
    assert_rule(tuple(history))
    key = (planned.max_meetings, planned.pairs_at_max, planned.repeat_meetings)
    assert key < (greedy.max_meetings, greedy.pairs_at_max, greedy.repeat_meetings)


def test_preview_is_what_the_rounds_seat() -> None:
    players = list(range(1, 23))
    options = SeatingOptions(movement=Movement.ROTATE, seed=3, rounds=6)
    preview = plan_event(players, 6, options).rounds
    history: list[RoundPlan] = []
    for _ in range(6):
        history.append(next_round(history, players, options))
    assert [set(map(frozenset, r.tables)) for r in history] == [
        set(map(frozenset, r.tables)) for r in preview
    ]


def test_late_entry_is_planned_from_the_current_round() -> None:
    players = list(range(1, 22))
    options = SeatingOptions(movement=Movement.ROTATE, seed=3, rounds=6)
    history: list[RoundPlan] = []
    for _ in range(3):
        history.append(next_round(history, players, options))
    field = [*players, 22]
    for _ in range(3):
        history.append(next_round(history, field, options))
    assert {p for t in history[3].tables for p in t} == set(field)
    assert_rule(tuple(history[3:]))
    assert plan_figures(history, rotation=True).max_meetings <= 3


def test_aimed_changes_find_a_pair_at_the_largest_count() -> None:
    # Players 0 and 1 meet in all three rounds (at table 0, then table 1, then table 0):
    # the only pair at 3.
    rounds = [
        [[0, 1, 2], [3, 4, 5]],
        [[2, 4, 5], [0, 1, 3]],
        [[0, 1, 4], [2, 3, 5]],
    ]
    rng = random.Random(1)
    spots = {_crowded_spot(rounds, 6, rng) for _ in range(40)}
    assert spots == {(0, 0), (1, 1), (2, 0)}
    assert _crowded_spot([[[0, 1, 2], [3, 4, 5]]], 6, rng) is None
