"""The rule text's rotation: who moves, and re-balancing after changes."""

from __future__ import annotations

import random

from tournament.seating import RoundPlan, meeting_matrix
from tournament.seating.rotate import rebalance, rotate_tables


def test_rebalance_fills_free_seats_in_table_order() -> None:
    tables = [[1, 2, 3], [4, 5], [7, 8, 9]]
    assert rebalance(tables, [10], [3, 3, 3]) == [[1, 2, 3], [4, 5, 10], [7, 8, 9]]


def test_rebalance_gives_the_four_seats_to_the_fullest_tables() -> None:
    tables = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    result = rebalance(tables, [10], [3, 3, 4])
    assert result == [[1, 2, 3, 10], [4, 5, 6], [7, 8, 9]]


def test_rebalance_dissolves_the_smallest_surplus_table() -> None:
    tables = [[1, 2, 3], [4], [7, 8, 9, 10]]
    result = rebalance(tables, [], [4, 4])
    assert sorted(map(sorted, result)) == [[1, 2, 3, 4], [7, 8, 9, 10]]


def test_rebalance_opens_a_table_for_newcomers() -> None:
    result = rebalance([[1, 2, 3]], [4, 5, 6], [3, 3])
    assert result == [[1, 2, 3], [4, 5, 6]]


def test_rebalance_sends_surplus_from_the_last_seat() -> None:
    result = rebalance([[1, 2, 3, 4], [5, 6]], [], [3, 3])
    assert result == [[1, 2, 3], [5, 6, 4]]


def test_the_mover_is_chosen_to_avoid_a_repeat() -> None:
    # Players 1 and 4 have met before: table 1's mover must not be 1, or table 2 must
    # send 4 away, so that they do not meet again.
    earlier = RoundPlan(1, ((1, 4, 7), (2, 5, 8), (3, 6, 9)))
    tables = [[1, 2, 3], [4, 5, 6]]
    matrix = meeting_matrix([earlier, RoundPlan(2, ((1, 2, 3), (4, 5, 6), (7, 8, 9)))])
    for seed in range(10):
        result = rotate_tables(tables, matrix.count, {}, random.Random(seed))
        assert not ({1, 4} <= set(result[0]) or {1, 4} <= set(result[1]))
        assert len(set(result[0]) & {1, 2, 3}) == 2
        assert len(set(result[1]) & {4, 5, 6}) == 2


def test_who_moved_least_moves_when_repeats_are_equal() -> None:
    tables = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    matrix = meeting_matrix([RoundPlan(1, tuple(map(tuple, tables)))])
    moves = {1: 3, 2: 3, 3: 0, 4: 0, 5: 3, 6: 3, 7: 3, 8: 0, 9: 3}
    result = rotate_tables(tables, matrix.count, moves, random.Random(0))
    assert 3 in result[1] and 4 in result[2] and 8 in result[0]


def test_one_table_stays() -> None:
    matrix = meeting_matrix([])
    assert rotate_tables([[1, 2, 3]], matrix.count, {}, random.Random(0)) == [[1, 2, 3]]
