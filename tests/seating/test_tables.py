"""Table sizes for a field of players (RULINGS §7)."""

from __future__ import annotations

import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.seating import SeatingError, sitting_out_count, table_sizes
from tournament.seating import tables as tables_module


@given(st.integers(min_value=3, max_value=600))
@settings(max_examples=150)
def test_sizes_cover_the_field_with_tables_of_three_or_four(n: int) -> None:
    sizes = table_sizes(n)
    assert sum(sizes) + sitting_out_count(n) == n
    assert set(sizes) <= {3, 4}
    # Tables of 3 wherever possible: at most two 4-player tables take the remainder.
    assert sizes.count(4) <= 2
    assert sizes == sorted(sizes)


@pytest.mark.parametrize(
    ("n", "expected"),
    [(3, [3]), (4, [4]), (6, [3, 3]), (7, [3, 4]), (8, [4, 4]), (10, [3, 3, 4]), (11, [3, 4, 4])],
)
def test_small_fields(n: int, expected: list[int]) -> None:
    assert table_sizes(n) == expected
    assert sitting_out_count(n) == 0


def test_five_players_one_sits_out() -> None:
    assert table_sizes(5) == [4]
    assert sitting_out_count(5) == 1


@pytest.mark.parametrize("n", [-1, 0, 1, 2])
def test_fewer_than_three_is_a_clear_error(n: int) -> None:
    with pytest.raises(SeatingError, match=f"{n} players are too few"):
        table_sizes(n)
    with pytest.raises(SeatingError, match="at least 3"):
        sitting_out_count(n)


def test_docstring_examples() -> None:
    failed, tried = doctest.testmod(tables_module)
    assert tried > 0
    assert failed == 0


@given(st.integers(min_value=2, max_value=600), st.sampled_from([(2, 3, 4), (2, 3, 4, 5)]))
@settings(max_examples=150)
def test_card_games_seat_everyone_keeping_tables_of_three_and_four(
    n: int, allowed: tuple[int, ...]
) -> None:
    """Indian Rummy (2-4) and Drachenrummy (2-5): nobody sits out, and a table of 2 or 5
    only where 3 and 4 cannot seat everyone (2 or 5 players)."""
    sizes = table_sizes(n, allowed)
    assert sum(sizes) == n and sitting_out_count(n, allowed) == 0
    assert set(sizes) <= set(allowed)
    if n not in (2, 5):
        assert sizes == table_sizes(n)
    else:
        assert sizes == {2: [2], 5: [5] if 5 in allowed else [3, 2]}[n]


def test_a_card_game_needs_two_players() -> None:
    with pytest.raises(SeatingError, match="at least 2"):
        table_sizes(1, (2, 3, 4))
