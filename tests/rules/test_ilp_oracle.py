"""The oracle's random positions (tests/rules/ilp_oracle.py), which the solver's property
tests and its benchmark draw from."""

from __future__ import annotations

import random

from ilp_oracle import random_instance

from tournament.rules.melds import check_meld
from tournament.rules.readings import meld_readings


def test_a_table_whose_jokers_find_no_open_place_is_drawn_anew() -> None:
    # Seed 97 draws a 12-tile table where no tile can become a joker that leaves its
    # meaning open: the joker was tried for ever (a property test hung on it).
    counts, hand_jokers, table, jokers = random_instance(
        random.Random(97), 10, 12, 0, 1, ambiguous=True
    )
    assert sum(counts) == 10 and hand_jokers == 0 and jokers == 1
    laid = [meld for meld in table if any(tile.is_joker for tile in meld)]
    assert sum(tile.is_joker for meld in table for tile in meld) == 1
    assert all(check_meld(meld).problem is None for meld in table)
    assert len(meld_readings(laid[0])) > 1  # the joker leaves its meaning open
