"""Names compare the same way in a search and in a printed list."""

from __future__ import annotations

from tournament.scoring.names import fold, name_sort_key


def test_a_search_and_the_alphabetical_order_agree_on_special_letters() -> None:
    assert fold("Łukasz") == "lukasz"
    assert sorted(["Mia", "Łukasz", "Lara"], key=name_sort_key) == ["Lara", "Łukasz", "Mia"]
