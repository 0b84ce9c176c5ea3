"""Seating rounds: every field size and movement, changes between rounds, swaps, groups."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import (
    Movement,
    PlayerId,
    RoundPlan,
    SeatingError,
    SeatingOptions,
    check_round,
    first_round,
    meeting_matrix,
    next_round,
    parse_movement,
    plan_event,
    swap_seats,
)
from tournament.seating.figures import plan_data


def assert_valid(round_plan: RoundPlan, active: Sequence[object]) -> None:
    """Each active player exactly once, tables of 3 or 4, one of five sitting out."""
    everyone = list(round_plan.players())
    assert sorted(map(str, everyone)) == sorted(map(str, active))
    assert len(everyone) == len(set(everyone))
    for table in round_plan.tables:
        assert len(table) in (3, 4)
    assert len(round_plan.sitting_out) == (1 if len(active) == 5 else 0)
    check_round(round_plan, list(active))  # the library's own check agrees


def assert_rotated(before: RoundPlan, after: RoundPlan) -> None:
    """The rule text: all but one player stay at each table, the one who leaves goes to the
    next higher table, the last table's to table 1; table sizes stay."""
    m = len(before.tables)
    assert [len(t) for t in after.tables] == [len(t) for t in before.tables]
    for j in range(m):
        stayed = set(after.tables[j]) & set(before.tables[j])
        assert len(stayed) == len(before.tables[j]) - 1
        (arrived,) = set(after.tables[j]) - stayed
        assert arrived in before.tables[j - 1]


@pytest.mark.parametrize("movement", list(Movement))
def test_every_field_from_3_to_60(movement: Movement) -> None:
    for n in range(3, 61):
        players = list(range(1, n + 1))
        plan = plan_event(players, 3, SeatingOptions(movement=movement, seed=n))
        assert [r.number for r in plan.rounds] == [1, 2, 3]
        for round_plan in plan.rounds:
            assert_valid(round_plan, players)
        if movement is Movement.ROTATE and n != 5 and len(plan.rounds[0].tables) > 1:
            for before, after in zip(plan.rounds, plan.rounds[1:], strict=False):
                assert_rotated(before, after)


def test_first_round_follows_the_given_order() -> None:
    round_plan = first_round(list(range(1, 11)))
    assert round_plan.tables == ((1, 2, 3), (4, 5, 6), (7, 8, 9, 10))
    assert round_plan.number == 1
    assert round_plan.sitting_out == ()


def test_draw_seats_round_one_by_the_seed() -> None:
    players = list(range(1, 31))
    drawn = first_round(players, SeatingOptions(draw=True, seed=7))
    again = first_round(players, SeatingOptions(draw=True, seed=7))
    other = first_round(players, SeatingOptions(draw=True, seed=8))
    assert drawn == again
    assert drawn != other
    assert drawn.tables != first_round(players).tables
    assert_valid(drawn, players)


def test_five_players_sit_out_in_turn() -> None:
    players = ["a", "b", "c", "d", "e"]
    plan = plan_event(players, 10, SeatingOptions(movement=Movement.MIX))
    out = [r.sitting_out[0] for r in plan.rounds]
    assert out[:5] == ["e", "a", "b", "c", "d"]
    assert sorted(out[5:]) == sorted(players)
    for r in plan.rounds:
        assert_valid(r, players)


@pytest.mark.parametrize("movement", list(Movement))
def test_same_input_same_plan_and_the_seed_is_part_of_it(movement: Movement) -> None:
    players = [f"p{i}" for i in range(1, 31)]
    options = SeatingOptions(movement=movement, seed=42)
    plan = plan_event(players, 5, options)
    assert plan == plan_event(players, 5, options)
    assert plan.seed == 42
    assert plan_data(plan)["seed"] == 42
    assert plan_data(plan)["mode"] == movement.value


def test_another_seed_gives_another_mix() -> None:
    players = list(range(1, 31))
    one = plan_event(players, 4, SeatingOptions(movement=Movement.MIX, seed=1))
    two = plan_event(players, 4, SeatingOptions(movement=Movement.MIX, seed=2))
    assert one.rounds[0] == two.rounds[0]
    assert one.rounds[1:] != two.rounds[1:]


@pytest.mark.parametrize(("n", "rounds"), [(9, 4), (15, 7), (21, 10)])
def test_kirkman_cases_have_no_repeat(n: int, rounds: int) -> None:
    players = list(range(1, n + 1))
    for seed in (0, 3):
        plan = plan_event(players, rounds, SeatingOptions(movement=Movement.MIX, seed=seed))
        matrix = meeting_matrix(plan.rounds)
        assert matrix.repeat_meetings() == 0
        assert matrix.max_meetings() == 1
        # Every pair has met exactly once.
        assert all(matrix.count(a, b) == 1 for a in players for b in players if a != b)


def test_kirkman_design_followed_round_by_round_without_planned_length() -> None:
    players = [f"girl {i}" for i in range(1, 16)]
    options = SeatingOptions(movement=Movement.MIX, seed=5)
    history: list[RoundPlan] = []
    for _ in range(7):
        history.append(next_round(history, players, options))
    assert meeting_matrix(history).repeat_meetings() == 0


def test_next_round_follows_the_preview_while_the_field_stays() -> None:
    players = list(range(1, 19))
    plan = plan_event(players, 6, SeatingOptions(movement=Movement.MIX, seed=9))
    history: list[RoundPlan] = []
    for expected in plan.rounds:
        history.append(next_round(history, players, plan.options))
        assert history[-1] == expected


@pytest.mark.parametrize("movement", list(Movement))
def test_late_entry_and_withdrawal_in_the_middle(movement: Movement) -> None:
    options = SeatingOptions(movement=movement, seed=3)
    players = list(range(1, 13))
    history: list[RoundPlan] = []
    for _ in range(3):
        history.append(next_round(history, players, options))
    frozen = list(history)
    # Player 13 arrives and player 2 leaves after round 3.
    active = [p for p in players if p != 2] + [13]
    history.append(next_round(history, active, options))
    assert history[:3] == frozen
    assert_valid(history[3], active)
    assert history[3].seat_of(2) is None
    assert history[3].seat_of(13) is not None
    # Two more leave: 10 players need a 4-player table.
    active = [p for p in active if p not in (5, 6)]
    history.append(next_round(history, active, options))
    assert_valid(history[4], active)
    assert sorted(len(t) for t in history[4].tables) == [3, 3, 4]
    # Down to five: one sits out; back up to seven.
    active = [1, 3, 4, 7, 13]
    history.append(next_round(history, active, options))
    assert_valid(history[5], active)
    active = [*active, 20, 21]
    history.append(next_round(history, active, options))
    assert_valid(history[6], active)
    assert history[:3] == frozen


def test_rotate_rebalances_a_withdrawal_with_few_changes() -> None:
    options = SeatingOptions(movement=Movement.ROTATE)
    players = list(range(1, 13))
    history = [first_round(players, options)]
    active = [p for p in players if p != 4]  # 11 players: tables of 3, 4 and 4
    after = next_round(history, active, options)
    assert_valid(after, active)
    assert sorted(len(t) for t in after.tables) == [3, 4, 4]
    # Table 2 (5 and 6 left) is dissolved; the other tables keep all but their mover.
    old = [set(t) for t in history[0].tables]
    for table in after.tables:
        assert max(len(set(table) & o) for o in old) >= 2
    assert any({5, 6} & set(t) for t in after.tables)


def test_too_few_players_is_an_error() -> None:
    with pytest.raises(SeatingError, match="only 2 players"):
        first_round([1, 2])
    history = [first_round([1, 2, 3])]
    with pytest.raises(SeatingError, match="round 2: the field has only 2 players"):
        next_round(history, [1, 3])


def test_bad_input_is_named() -> None:
    with pytest.raises(SeatingError, match="player 3 is listed twice"):
        first_round([1, 2, 3, 3])
    history = [first_round([1, 2, 3])]
    with pytest.raises(SeatingError, match="round 1 stands at place 2"):
        next_round([history[0], history[0]], [1, 2, 3])
    with pytest.raises(SeatingError, match="at least one round"):
        plan_event([1, 2, 3], 0)
    with pytest.raises(SeatingError, match="unknown movement 'shuffle'"):
        parse_movement("shuffle")
    assert parse_movement(" MIX ") is Movement.MIX


# --- swaps by hand ----------------------------------------------------------------------


def test_swap_two_seats_at_different_tables() -> None:
    round_plan = first_round(list(range(1, 10)))
    swapped = swap_seats(round_plan, 2, 8)
    assert swapped.tables == ((1, 8, 3), (4, 5, 6), (7, 2, 9))
    assert swapped.number == 1
    assert round_plan.tables[0] == (1, 2, 3)  # the original is untouched
    check_round(swapped, list(range(1, 10)))


def test_swap_at_one_table_changes_who_starts() -> None:
    round_plan = first_round([1, 2, 3])
    assert swap_seats(round_plan, 1, 3).tables == ((3, 2, 1),)


def test_swap_with_the_player_sitting_out() -> None:
    round_plan = first_round([1, 2, 3, 4, 5])
    assert round_plan.sitting_out == (5,)
    swapped = swap_seats(round_plan, 5, 2)
    assert swapped.tables == ((1, 5, 3, 4),)
    assert swapped.sitting_out == (2,)


def test_swap_checks() -> None:
    round_plan = first_round(list(range(1, 10)))
    with pytest.raises(SeatingError, match="player 99 is not in this round"):
        swap_seats(round_plan, 1, 99)
    with pytest.raises(SeatingError, match="cannot swap player 1 with itself"):
        swap_seats(round_plan, 1, 1)
    five = RoundPlan(1, ((1, 2, 3),), (4, 5))
    with pytest.raises(SeatingError, match="both sit out"):
        swap_seats(five, 4, 5)
    grouped = first_round(
        list(range(1, 7)),
        SeatingOptions(groups=True),
        groups={1: "A", 2: "A", 3: "A", 4: "B", 5: "B", 6: "B"},
    )
    with pytest.raises(SeatingError, match="group 'A' and 6 in group 'B'"):
        swap_seats(grouped, 1, 6)


def test_check_round_names_the_problem() -> None:
    round_plan = first_round(list(range(1, 7)))
    with pytest.raises(SeatingError, match="player 7 has no seat"):
        check_round(round_plan, list(range(1, 8)))
    with pytest.raises(SeatingError, match="player 6 is not active"):
        check_round(round_plan, list(range(1, 6)))
    with pytest.raises(SeatingError, match="table 2 has 2 players"):
        check_round(RoundPlan(1, ((1, 2, 3, 4), (5, 6))), list(range(1, 7)))
    with pytest.raises(SeatingError, match="player 1 is seated twice"):
        RoundPlan(1, ((1, 2, 3), (1, 4, 5)))


# --- strength groups and promotion -------------------------------------------------------

GROUPS = {p: "A" for p in range(1, 10)} | {p: "B" for p in range(10, 17)}


@pytest.mark.parametrize("movement", list(Movement))
def test_groups_play_only_within_the_group(movement: Movement) -> None:
    options = SeatingOptions(movement=movement, groups=True, seed=1)
    plan = plan_event(list(range(1, 17)), 4, options, groups=GROUPS)
    for round_plan in plan.rounds:
        assert_valid(round_plan, list(range(1, 17)))
        for table, label in zip(round_plan.tables, round_plan.table_groups, strict=True):
            assert {GROUPS[p] for p in table} == {label}
        assert round_plan.table_groups == ("A", "A", "A", "B", "B")
        assert round_plan.to_dict()["groups"] == ["A", "A", "A", "B", "B"]


def test_group_errors() -> None:
    options = SeatingOptions(groups=True)
    with pytest.raises(SeatingError, match="player 3 has no strength group"):
        first_round([1, 2, 3], options, groups={1: "A", 2: "A"})
    with pytest.raises(SeatingError, match="group 'B' has only 2 players"):
        first_round([1, 2, 3, 4, 5], options, groups={1: "A", 2: "A", 3: "A", 4: "B", 5: "B"})


def test_promotion_moves_the_top_of_each_group_into_the_winners_group() -> None:
    groups = {p: "A" for p in range(1, 10)} | {p: "B" for p in range(11, 20)}
    players = list(groups)
    options = SeatingOptions(groups=True, promotion_after=2, promotion_count=3, seed=4)
    history = [first_round(players, options, groups)]
    history.append(next_round(history, players, options, groups=groups))
    standings = [9, 19, 8, 18, 7, 17, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15, 6, 16]
    with pytest.raises(SeatingError, match="promotion after round 2 needs the standings"):
        next_round(history, players, options)
    third = next_round(history, players, options, standings=standings)
    history.append(third)
    assert_valid(third, players)
    winners = {
        p for t, g in zip(third.tables, third.table_groups, strict=True) if g == "W" for p in t
    }
    assert winners == {9, 8, 7, 19, 18, 17}
    assert third.table_groups == ("W", "W", "A", "A", "B", "B")
    for table, label in zip(third.tables, third.table_groups, strict=True):
        if label != "W":
            assert {groups[p] for p in table} == {label}
    # The winners' group stays together afterwards; no second promotion.
    fourth = next_round(history, players, options, standings=list(reversed(standings)))
    assert {
        p for t, g in zip(fourth.tables, fourth.table_groups, strict=True) if g == "W" for p in t
    } == winners


def test_promotion_with_standings_per_group_and_without_groups() -> None:
    players = list(range(1, 13))
    options = SeatingOptions(promotion_after=1, promotion_count=3)
    history = [first_round(players, options)]
    second = next_round(history, players, options, standings={"": [12, 11, 10, 1, 2]})
    assert second.table_groups == ("W", "", "", "")
    assert set(second.tables[0]) == {10, 11, 12}


def test_options_are_checked() -> None:
    with pytest.raises(SeatingError, match="needs a count of at least 1"):
        SeatingOptions(promotion_after=2)
    with pytest.raises(SeatingError, match="round must be 1 or later"):
        SeatingOptions(promotion_after=0, promotion_count=2)
    with pytest.raises(SeatingError, match="0 planned rounds"):
        SeatingOptions(rounds=0)


# --- standings movement ------------------------------------------------------------------


def test_standings_seat_the_best_at_table_one() -> None:
    players = list(range(1, 13))
    options = SeatingOptions(movement=Movement.STANDINGS)
    history = [first_round(players, options)]
    standings = [12, 5, 7, 1, 2, 3, 4, 6, 8, 9, 10, 11]
    second = next_round(history, players, options, standings=standings)
    assert set(second.tables[0]) == {12, 5, 7}
    # Table 2 would repeat round 1's table 1 exactly: its last player changes with the next.
    assert set(second.tables[1]) != {1, 2, 3}
    for table in second.tables:
        assert frozenset(table) not in {frozenset(t) for t in history[0].tables}


# --- any sequence of changes ------------------------------------------------------------


@given(
    movement=st.sampled_from(list(Movement)),
    start=st.integers(min_value=3, max_value=30),
    changes=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=4),
    seed=st.integers(0, 1000),
)
@settings(max_examples=40, deadline=None)
def test_any_entries_and_withdrawals_keep_plans_valid(
    movement: Movement, start: int, changes: list[tuple[int, int]], seed: int
) -> None:
    options = SeatingOptions(movement=movement, seed=seed)
    active = list(range(start))
    next_id = start
    history = [first_round(active, options)]
    for leave, join in changes:
        if len(active) - leave + join < 3:
            continue
        active = active[leave:] + list(range(next_id, next_id + join))
        next_id += join
        frozen = list(history)
        history.append(next_round(history, active, options))
        assert history[:-1] == frozen
        assert_valid(history[-1], active)


def test_plans_do_not_depend_on_the_interpreter_hash_seed() -> None:
    # String ids are hashed differently in every Python process; the plan must not be.
    code = (
        "from tournament.seating import Movement, SeatingOptions, plan_event\n"
        "from tournament.seating.figures import plan_data\n"
        "ps = [f'p{i}' for i in range(1, 23)]\n"
        "groups = {p: 'AB'[i % 2] for i, p in enumerate(ps)}\n"
        "for m in Movement:\n"
        "    print(plan_data(plan_event(ps, 4, SeatingOptions(movement=m, seed=5))))\n"
        "o = SeatingOptions(movement=Movement.MIX, groups=True, promotion_after=2,"
        " promotion_count=2)\n"
        "print(plan_data(plan_event(ps, 4, o, groups=groups)))\n"
    )
    outputs = set()
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        result = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
        )
        outputs.add(result.stdout)
    assert len(outputs) == 1


@given(
    movement=st.sampled_from(list(Movement)),
    sizes=st.lists(st.integers(min_value=1, max_value=12), min_size=1, max_size=3),
    promote=st.integers(min_value=1, max_value=4),
    seed=st.integers(0, 1000),
)
@settings(max_examples=30, deadline=None)
def test_groups_and_promotion_seat_validly_or_name_the_problem(
    movement: Movement, sizes: list[int], promote: int, seed: int
) -> None:
    groups: dict[int, str] = {}
    for g, size in enumerate(sizes):
        for _ in range(size):
            groups[len(groups)] = "ABC"[g]
    players = list(groups)
    options = SeatingOptions(
        movement=movement, groups=True, promotion_after=1, promotion_count=promote, seed=seed
    )
    try:
        plan = plan_event(players, 3, options, groups=groups)
    except SeatingError as exc:
        # Only a group too small for a table may stop the plan, and the message says which.
        assert "group" in str(exc)
        assert "only" in str(exc)
        return
    for round_plan in plan.rounds:
        assert_valid_groups(round_plan, players)
    for table, label in zip(plan.rounds[0].tables, plan.rounds[0].table_groups, strict=True):
        assert {groups[p] for p in table} == {label}
    for later in plan.rounds[1:]:
        winners = [p for p in later.players() if later.group_of(p) == "W"]
        assert len(winners) == sum(min(promote, size) for size in sizes) or later.sitting_out
        for table, label in zip(later.tables, later.table_groups, strict=True):
            if label != "W":
                assert {groups[p] for p in table} == {label}


def assert_valid_groups(round_plan: RoundPlan, active: Sequence[int]) -> None:
    assert sorted(round_plan.players()) == sorted(active)
    for table in round_plan.tables:
        assert len(table) in (3, 4)
    # One of five sits out, per group.
    assert len(round_plan.sitting_out) <= len(set(round_plan.table_groups))


def winners_of(round_plan: RoundPlan) -> set[PlayerId]:
    return {
        p
        for t, g in zip(round_plan.tables, round_plan.table_groups, strict=True)
        if g == "W"
        for p in t
    }


def test_promotion_and_relegation_after_every_k_rounds() -> None:
    groups = {p: "A" for p in range(1, 10)} | {p: "B" for p in range(11, 20)}
    players = list(groups)
    options = SeatingOptions(
        groups=True, promotion_after=2, promotion_count=3, promotion_every=True, seed=4
    )
    history = [first_round(players, options, groups)]
    history.append(next_round(history, players, options, groups=groups))
    standings = [9, 19, 8, 18, 7, 17, 1, 11, 2, 12, 3, 13, 4, 14, 5, 15, 6, 16]
    history.append(next_round(history, players, options, standings=standings))
    assert winners_of(history[-1]) == {9, 8, 7, 19, 18, 17}
    # Round 4: no promotion after round 3.
    history.append(next_round(history, players, options, standings=standings))
    assert winners_of(history[-1]) == {9, 8, 7, 19, 18, 17}
    # After round 4: the best 3 left in A and in B go up, the last 6 of W go back home.
    later = [1, 11, 2, 12, 3, 13, 9, 19, 8, 18, 7, 17, 4, 14, 5, 15, 6, 16]
    fifth = next_round(history, players, options, standings=later)
    assert_valid(fifth, players)
    assert winners_of(fifth) == {1, 2, 3, 11, 12, 13}
    for table, label in zip(fifth.tables, fifth.table_groups, strict=True):
        if label != "W":
            assert {groups[p] for p in table} == {label}, "relegated players go home"
    assert sorted(len(t) for t in fifth.tables) == [3] * 6


def test_promotion_is_due_after_the_round_and_its_multiples() -> None:
    once = SeatingOptions(promotion_after=3, promotion_count=1)
    every = SeatingOptions(promotion_after=3, promotion_count=1, promotion_every=True)
    assert [r for r in range(1, 13) if once.promotion_due(r)] == [3]
    assert [r for r in range(1, 13) if every.promotion_due(r)] == [3, 6, 9, 12]
    assert SeatingOptions.from_dict(every.to_dict()) == every
