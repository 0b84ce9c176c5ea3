"""The whole-event mix schedule."""

from __future__ import annotations

import random
from itertools import combinations

from tournament.seating.schedule import SearchControl, _improve, first_tables, mix_schedule


def pair_counts(schedule: tuple[tuple[tuple[int, ...], ...], ...]) -> dict[tuple[int, int], int]:
    counts: dict[tuple[int, int], int] = {}
    for tables in schedule:
        for table in tables:
            for pair in combinations(sorted(table), 2):
                counts[pair] = counts.get(pair, 0) + 1
    return counts


def test_round_one_is_the_given_cut() -> None:
    assert first_tables((3, 3, 4)) == ((0, 1, 2), (3, 4, 5), (6, 7, 8, 9))
    schedule = mix_schedule((3, 3, 4), 3, 0)
    assert schedule[0] == first_tables((3, 3, 4))


def test_every_round_partitions_the_players() -> None:
    for sizes, rounds in [((3, 3, 4), 4), ((3,) * 8, 6), ((3, 3, 3, 4, 4), 5)]:
        schedule = mix_schedule(sizes, rounds, 11)
        assert len(schedule) == rounds
        for tables in schedule:
            assert sorted(len(t) for t in tables) == sorted(sizes)
            assert sorted(p for t in tables for p in t) == list(range(sum(sizes)))


def test_kirkman_fifteen_from_the_design() -> None:
    schedule = mix_schedule((3,) * 5, 7, 0)
    assert max(pair_counts(schedule).values()) == 1
    assert len(pair_counts(schedule)) == 105


def test_twelve_players_four_rounds_without_repeat() -> None:
    # No design of 12 is built in: the search finds a schedule without repeats.
    schedule = mix_schedule((3, 3, 3, 3), 4, 0)
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
    one = mix_schedule((3,) * 7, 5, 1)
    two = mix_schedule((3,) * 7, 5, 2)
    assert one[0] == two[0]
    assert one != two
    assert one == mix_schedule((3,) * 7, 5, 1)


def test_four_table_fields_from_a_design_with_extra_players() -> None:
    # 31 = NKTS(30) + 1 extra, 22 = KTS(21) + 1, 32 = NKTS(30) + 2.
    for sizes, rounds in [((3,) * 9 + (4,), 5), ((3,) * 6 + (4,), 6), ((3,) * 8 + (4, 4), 7)]:
        schedule = mix_schedule(sizes, rounds, 7)
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
