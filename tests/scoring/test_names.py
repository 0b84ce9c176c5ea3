"""Names compare the same way in a search and in a printed list."""

from __future__ import annotations

import doctest

from tournament.scoring import names
from tournament.scoring.names import fold, name_sort_key


def test_the_examples_in_the_docstrings_hold() -> None:
    failures, tried = doctest.testmod(names)
    assert tried >= 2
    assert failures == 0


def test_a_search_and_the_alphabetical_order_agree_on_special_letters() -> None:
    assert fold("Łukasz") == "lukasz"
    assert sorted(["Mia", "Łukasz", "Lara"], key=name_sort_key) == ["Lara", "Łukasz", "Mia"]
