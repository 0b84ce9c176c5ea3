"""Meeting counts and quality figures."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import RoundPlan, meeting_matrix, quality, table_sizes

R1 = RoundPlan(1, ((1, 2, 3), (4, 5, 6)))
R2 = RoundPlan(2, ((1, 2, 4), (3, 5, 6)))
R3 = RoundPlan(3, ((1, 2, 5), (3, 4, 6)))


def test_matrix_counts_pairs_at_a_table() -> None:
    matrix = meeting_matrix([R1, R2, R3])
    assert matrix.count(1, 2) == 3
    assert matrix.count(2, 1) == 3
    assert matrix.count(5, 6) == 2
    assert matrix.count(1, 6) == 0
    assert matrix.count(1, 99) == 0
    assert matrix.opponents(4) == {5: 1, 6: 2, 1: 1, 2: 1, 3: 1}
    assert matrix.players == (1, 2, 3, 4, 5, 6)
    rows = matrix.rows()
    assert all(rows[i][j] == rows[j][i] for i in range(6) for j in range(6))
    assert all(rows[i][i] == 0 for i in range(6))
    # 1-2 met 3 times (2 repeats); 5-6, 3-6, 4-6 twice (1 repeat each).
    assert matrix.repeat_meetings() == 5
    assert matrix.max_meetings() == 3


def test_quality_per_round() -> None:
    figures = quality([R1, R2, R3])
    assert [f.number for f in figures] == [1, 2, 3]
    assert [f.repeat_meetings for f in figures] == [0, 2, 3]
    assert [f.total_repeat_meetings for f in figures] == [0, 2, 5]
    assert [f.max_meetings for f in figures] == [1, 2, 3]
    # After 3 rounds each of 6 players has had 6 opponent seats but only 5 others exist.
    assert figures[2].repeat_lower_bound == 3
    assert figures[1].repeat_lower_bound == 0
    assert figures[2].max_meetings_lower_bound == 2


def test_sitting_out_players_appear_without_meetings() -> None:
    matrix = meeting_matrix([RoundPlan(1, ((1, 2, 3, 4),), (5,))])
    assert 5 in matrix.players
    assert matrix.opponents(5) == {}
    assert quality([]) == []


@given(st.integers(min_value=3, max_value=40), st.integers(1, 8), st.integers(0, 10**6))
@settings(max_examples=60, deadline=None)
def test_lower_bounds_never_exceed_random_plans(n: int, rounds: int, seed: int) -> None:
    rng = random.Random(seed)
    players = list(range(n))
    history = []
    for number in range(1, rounds + 1):
        rng.shuffle(players)
        sizes = table_sizes(n)
        tables, start = [], 0
        for size in sizes:
            tables.append(tuple(players[start : start + size]))
            start += size
        history.append(RoundPlan(number, tuple(tables), tuple(players[start:])))
    for figure in quality(history):
        assert figure.repeat_lower_bound <= figure.total_repeat_meetings
        assert figure.max_meetings_lower_bound <= figure.max_meetings
        assert figure.repeat_meetings <= figure.total_repeat_meetings
