"""The standings movement: best at table 1, no exact repeat table where cheap."""

from __future__ import annotations

from tournament.seating.standings import standings_tables


def test_cut_in_standings_order() -> None:
    ranking = [7, 3, 9, 1, 2, 8, 4, 5, 6, 10]
    assert standings_tables(ranking, [3, 3, 4], []) == [[7, 3, 9], [1, 2, 8], [4, 5, 6, 10]]


def test_an_exact_repeat_table_is_broken_with_the_next_table() -> None:
    previous = [[1, 2, 3], [4, 5, 6]]
    tables = standings_tables([1, 2, 3, 4, 5, 6], [3, 3], previous)
    assert tables == [[1, 2, 4], [3, 5, 6]]


def test_the_last_table_changes_with_the_one_before() -> None:
    previous = [[4, 5, 6]]
    tables = standings_tables([1, 2, 3, 4, 5, 6], [3, 3], previous)
    assert tables == [[1, 2, 4], [3, 5, 6]]


def test_a_single_table_cannot_avoid_itself() -> None:
    assert standings_tables([1, 2, 3], [3], [[1, 2, 3]]) == [[1, 2, 3]]
