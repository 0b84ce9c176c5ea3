"""The whole-event mix schedule."""

from __future__ import annotations

import math
import random
from itertools import combinations

import pytest

from tournament.seating.anneal import anneal
from tournament.seating.figures import plan_figures
from tournament.seating.model import RoundPlan
from tournament.seating.schedule import (
    SearchControl,
    _counting_bound,
    _improve,
    first_tables,
    mix_schedule,
)
from tournament.seating.swaps import Swaps
from tournament.seating.tables import table_sizes

UNHURRIED = SearchControl(seconds=math.inf)


def unhurried(sizes: tuple[int, ...], rounds: int, seed: int) -> tuple:
    """The schedule the search's work budget ends with. The product also caps the search by
    the clock (``SearchControl.seconds``); on a loaded machine that cap, not the search,
    would decide what a test sees."""
    return mix_schedule(sizes, rounds, seed, UNHURRIED)


def pair_counts(schedule: tuple[tuple[tuple[int, ...], ...], ...]) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    for tables in schedule:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                counts[pair] = counts.get(pair, 0) + 1
    return counts


def test_round_one_is_the_given_cut() -> None:
    assert first_tables((3, 3, 4)) == ((0, 1, 2), (3, 4, 5), (6, 7, 8, 9))
    schedule = unhurried((3, 3, 4), 3, 0)
    assert schedule[0] == first_tables((3, 3, 4))


def test_every_round_partitions_the_players() -> None:
    for sizes, rounds in [((3, 3, 4), 4), ((3,) * 8, 6), ((3, 3, 3, 4, 4), 5)]:
        schedule = unhurried(sizes, rounds, 11)
        assert len(schedule) == rounds
        for tables in schedule:
            assert sorted(len(t) for t in tables) == sorted(sizes)
            assert sorted(p for t in tables for p in t) == list(range(sum(sizes)))


def test_kirkman_fifteen_from_the_design() -> None:
    schedule = unhurried((3,) * 5, 7, 0)
    assert max(pair_counts(schedule).values()) == 1
    assert len(pair_counts(schedule)) == 105


def test_twelve_players_four_rounds_without_repeat() -> None:
    # No design of 12 is built in: the search finds a schedule without repeats.
    schedule = unhurried((3, 3, 3, 3), 4, 0)
    assert max(pair_counts(schedule).values()) == 1


def test_the_search_repairs_a_schedule_full_of_repeats() -> None:
    # Nine players seated the same way four times: the search reaches a schedule where
    # nobody meets twice (one exists: the affine plane of order 3).
    same = [[list(t) for t in first_tables((3, 3, 3))] for _ in range(4)]
    before = sum(c - 1 for c in pair_counts(tuple(tuple(map(tuple, r)) for r in same)).values())
    improved, complete = _improve(
        [[list(t) for t in r] for r in same], 9, random.Random(0), SearchControl()
    )
    assert complete
    as_tuples = tuple(tuple(tuple(t) for t in r) for r in improved)
    after = sum(c - 1 for c in pair_counts(as_tuples).values())
    assert before == 27
    assert after == 0
    assert improved[0] == same[0]  # round 1 stays
    for tables in improved:
        assert sorted(p for t in tables for p in t) == list(range(9))


def test_seed_changes_the_schedule_but_not_round_one() -> None:
    one = unhurried((3,) * 7, 5, 1)
    two = unhurried((3,) * 7, 5, 2)
    assert one[0] == two[0]
    assert one != two
    assert one == unhurried((3,) * 7, 5, 1)


def test_four_table_fields_from_a_design_with_extra_players() -> None:
    # 31 = NKTS(30) + 1 extra, 22 = KTS(21) + 1, 32 = NKTS(30) + 2.
    for sizes, rounds in [((3,) * 9 + (4,), 5), ((3,) * 6 + (4,), 6), ((3,) * 8 + (4, 4), 7)]:
        schedule = unhurried(sizes, rounds, 7)
        assert schedule[0] == first_tables(sizes)
        assert max(pair_counts(schedule).values()) == 1
        for tables in schedule:
            assert sorted(len(t) for t in tables) == sorted(sizes)
            assert sorted(p for t in tables for p in t) == list(range(sum(sizes)))


def test_search_reports_progress_and_can_be_cancelled() -> None:
    seen: list[tuple[float, int]] = []
    control = SearchControl(progress=lambda done, cost: seen.append((done, cost)), seconds=600)
    full = mix_schedule((3, 3, 3, 4), 9, 5, control)  # 13 players, 9 rounds: repeats forced
    assert seen and seen[-1][0] == 1.0
    assert all(0 <= done <= 1 for done, _ in seen)
    assert mix_schedule((3, 3, 3, 4), 9, 5) is full  # a finished search is kept

    calls: list[int] = []
    stop = SearchControl(cancelled=lambda: bool(calls.append(1)) or True)
    cut = mix_schedule((3, 3, 3, 4), 9, 6, stop)
    assert calls
    assert len(cut) == 9
    for tables in cut:
        assert sorted(p for t in tables for p in t) == list(range(13))


def four_table_seats(schedule: tuple[tuple[tuple[int, ...], ...], ...]) -> list[int]:
    n = sum(len(t) for t in schedule[0])
    seats = [0] * n
    for tables in schedule:
        for table in tables:
            if len(table) == 4:
                for p in table:
                    seats[p] += 1
    return seats


@pytest.mark.parametrize(
    ("players", "rounds", "spread"),
    [(31, 5, 1), (40, 8, 1), (52, 8, 1), (100, 8, 1), (31, 8, 2), (40, 12, 2), (22, 6, 2)],
)
def test_the_extra_players_of_a_design_do_not_keep_the_tables_of_4(
    players: int, rounds: int, spread: int
) -> None:
    """A field of 3k + 1 or 3k + 2 planned from a design of 3k - 3 or 3k - 6 players plus
    extras: nobody meets twice, and the seats at tables of 4 go round (max - min is the
    figure given; 1 is the best any plan can do)."""
    sizes = tuple(table_sizes(players))
    schedule = unhurried(sizes, rounds, 7)
    assert max(pair_counts(schedule).values()) == 1
    seats = four_table_seats(schedule)
    assert sum(seats) == 4 * sizes.count(4) * rounds
    assert max(seats) - min(seats) <= spread


def repeats(schedule: tuple[tuple[tuple[int, ...], ...], ...]) -> int:
    return sum(c - 1 for c in pair_counts(schedule).values())


@pytest.mark.parametrize(("players", "rounds"), [(31, 12), (22, 8)])
def test_annealing_goes_on_where_the_tabu_search_stalls(players: int, rounds: int) -> None:
    # A table of 4 in a field of 3k + 1: the tabu search alone left 5 and 2 repeats.
    sizes = tuple(table_sizes(players))
    schedule = unhurried(sizes, rounds, 7)
    assert repeats(schedule) == 0
    for tables in schedule:
        assert sorted(len(t) for t in tables) == sorted(sizes)
        assert sorted(p for t in tables for p in t) == list(range(players))


def test_anneal_repairs_a_schedule_and_stops_when_asked() -> None:
    same = [[list(t) for t in first_tables((3, 3, 3))] for _ in range(4)]
    best, cost = anneal(
        Swaps([[list(t) for t in r] for r in same], 9), 0, random.Random(3), lambda *_: False
    )
    assert cost == 0
    as_tuples = tuple(tuple(tuple(t) for t in r) for r in best)
    assert repeats(as_tuples) == 0
    assert best[0] == same[0]  # round 1 stays
    asked: list[float] = []
    kept, kept_cost = anneal(
        Swaps([[list(t) for t in r] for r in same], 9),
        0,
        random.Random(3),
        lambda share, _cost: bool(asked.append(share)) or True,
    )
    assert asked == [0.0]
    assert kept == same
    assert kept_cost == 9 * 6  # 9 pairs that met 4 times, C(4, 2) each


def test_counting_bound_with_tables_of_4() -> None:
    # 13 players over 9 rounds (a table of 4): the bound of the plan's figures.
    schedule = unhurried((3, 3, 3, 4), 9, 5)
    lists = [[list(t) for t in tables] for tables in schedule]
    rounds = [
        RoundPlan(k + 1, tuple(tuple(p + 1 for p in t) for t in tables))
        for k, tables in enumerate(lists)
    ]
    assert _counting_bound(lists, 13) == plan_figures(rounds).lower_bound_repeat_meetings == 57
