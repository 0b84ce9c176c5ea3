"""The one-round mix search."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tournament.seating import RoundPlan, meeting_matrix
from tournament.seating.meetings import MeetingMatrix
from tournament.seating.mix import mix_tables


def repeats(tables: list[list[int]], matrix: MeetingMatrix) -> int:
    return sum(1 for t in tables for a, b in combinations(t, 2) if matrix.count(a, b))


def test_after_one_round_nobody_meets_again() -> None:
    players = list(range(12))
    matrix = meeting_matrix([RoundPlan(1, ((0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11)))])
    tables = mix_tables(players, [3, 3, 3, 3], matrix, random.Random(1))
    assert sorted(p for t in tables for p in t) == players
    assert [len(t) for t in tables] == [3, 3, 3, 3]
    assert repeats(tables, matrix) == 0


def test_the_table_sizes_are_kept() -> None:
    players = list(range(11))
    tables = mix_tables(players, [3, 4, 4], MeetingMatrix(), random.Random(0))
    assert [len(t) for t in tables] == [3, 4, 4]


def test_repeats_spread_over_pairs_rather_than_one_pair_again() -> None:
    # Six players after two rounds; any third round repeats, but no pair needs a third meeting.
    history = [
        RoundPlan(1, ((0, 1, 2), (3, 4, 5))),
        RoundPlan(2, ((0, 3, 4), (1, 2, 5))),
    ]
    matrix = meeting_matrix(history)
    tables = mix_tables(list(range(6)), [3, 3], matrix, random.Random(2))
    assert all(matrix.count(a, b) < 2 for t in tables for a, b in combinations(t, 2))


def test_misuse_is_refused() -> None:
    with pytest.raises(ValueError, match="5 players for tables of"):
        mix_tables(list(range(5)), [3, 3], MeetingMatrix(), random.Random(0))
