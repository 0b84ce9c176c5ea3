"""Strength groups by rating (Einstufung) and round 1 in rating order."""

from __future__ import annotations

import doctest

import pytest

from tournament.seating import SeatingError, SeatingOptions, first_round, rating_groups
from tournament.seating.rating_groups import even_sizes, groups_by_rating, rating_order

RATINGS = {f"p{n}": 2000 - 10 * n for n in range(12)}
PLAYERS = [f"p{n}" for n in range(14)]  # p12 and p13 have no rating


def test_the_best_rated_make_the_first_group_and_the_unrated_go_last() -> None:
    groups = groups_by_rating(PLAYERS, RATINGS, ["A", "B"])
    assert [p for p in PLAYERS if groups[p] == "A"] == [f"p{n}" for n in range(7)]  # 3 + 4
    assert groups["p12"] == groups["p13"] == "B"
    assert sorted(groups) == sorted(PLAYERS)


def test_the_director_names_sizes_and_where_the_unrated_go() -> None:
    first = groups_by_rating(PLAYERS, RATINGS, ["A", "B", "C"], sizes=[3, 3], unrated="first")
    assert {p for p, g in first.items() if g == "A"} == {"p12", "p13", "p0"}
    assert len([g for g in first.values() if g == "C"]) == 8  # the last group: the rest
    into_c = groups_by_rating(PLAYERS, RATINGS, ["A", "B", "C"], sizes=[4, 4, 4], unrated="C")
    assert into_c["p12"] == into_c["p13"] == "C"
    assert [into_c[f"p{n}"] for n in (0, 3, 4, 7, 8, 11)] == ["A", "A", "B", "B", "C", "C"]


def test_even_sizes_are_tables_of_three_where_the_field_allows() -> None:
    assert even_sizes(21, 3) == [6, 6, 9] or even_sizes(21, 3) == [9, 6, 6]
    assert sum(even_sizes(31, 4)) == 31 and all(n >= 6 for n in even_sizes(31, 4))
    with pytest.raises(SeatingError, match="cannot make 3 groups"):
        even_sizes(8, 3)


@pytest.mark.parametrize(
    ("labels", "kwargs", "message"),
    [
        ([], {}, "name the groups"),
        (["A", "A"], {}, "name the groups"),
        (["A", "B"], {"unrated": "X"}, "not one of the groups"),
        (["A", "B"], {"sizes": [0, 3]}, "a size of 1 or more"),
        (["A", "B"], {"sizes": [20, 3]}, "more than the 14 players"),
    ],
)
def test_bad_groupings_are_refused(
    labels: list[str], kwargs: dict[str, object], message: str
) -> None:
    with pytest.raises(SeatingError, match=message):
        groups_by_rating(PLAYERS, RATINGS, labels, **kwargs)  # type: ignore[arg-type]


def test_round_one_in_rating_order_seats_the_best_at_table_one() -> None:
    order = rating_order(list(reversed(PLAYERS)), RATINGS)
    plan = first_round(order, SeatingOptions())
    assert plan.tables[0] == ("p0", "p1", "p2")
    assert set(plan.tables[-1]) >= {"p12", "p13"}


def test_doctests() -> None:
    result = doctest.testmod(rating_groups)
    assert result.attempted > 0 and result.failed == 0
