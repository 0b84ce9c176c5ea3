"""The layout check (RULINGS §2): every meld valid, the tile supply respected."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from meld_oracle import is_meld

from tournament.rules.errors import IllegalError
from tournament.rules.layout import check_layout, supply_problems
from tournament.rules.melds import MeldKind, MeldProblem
from tournament.rules.options import JokerRule, RulesOptions
from tournament.rules.tiles import ALL_NUMBERED, COLOURS, JOKER, Tile, parse_layout, parse_tiles

CYCLE = " ".join(f"{{c}}{v}" for v in range(1, 14))


def full_table() -> list[list[Tile]]:
    """All 104 numbered tiles: each colour as one 26-tile run."""
    return [parse_tiles(f"{CYCLE} {CYCLE}".format(c=c.value)) for c in COLOURS]


def test_empty_table_is_valid() -> None:
    result = check_layout([])
    assert result.valid and result.problems == () and result.tile_count == 0


def test_full_table_of_104_tiles_is_valid() -> None:
    result = check_layout(full_table())
    assert result.valid
    assert result.tile_count == 104
    assert [m.kind for m in result.melds] == [MeldKind.RUN] * 4


def test_both_copies_of_a_tile_may_lie_on_the_table() -> None:
    result = check_layout(parse_layout("r5 r6 r7 | b5 r5 y5"))
    assert result.valid


def test_a_third_copy_is_refused_naming_the_melds() -> None:
    result = check_layout(parse_layout("r5 r6 r7 | b5 r5 y5 | r3 r4 r5 | b1 b2 b3"))
    assert not result.valid
    (problem,) = result.problems
    assert problem.meld is None
    assert problem.supply is not None
    assert problem.supply.tile == Tile.parse("r5")
    assert problem.supply.count == 3
    assert problem.supply.places == ("meld 1", "meld 2", "meld 3")
    assert str(problem) == "r5 3 times (melds 1, 2, 3), the game has 2"


def test_invalid_melds_are_named_with_their_reason() -> None:
    result = check_layout(parse_layout("r12 r13 r1 | k13 k13 J | b5 b9 J"))
    assert [p.meld for p in result.problems] == [2, 3]
    assert [p.problem for p in result.problems] == [MeldProblem.COLOUR_TWICE, MeldProblem.GAP]
    assert str(result.problems[0]) == "meld 2 (k13 k13 J): colour twice in a group: k13 twice"
    assert result.melds[0].valid and not result.melds[1].valid
    with pytest.raises(IllegalError, match=r"meld 2 .*; meld 3"):
        result.raise_if_invalid()


@pytest.mark.parametrize(
    ("options", "allowed"),
    [
        (RulesOptions(), 3),
        (RulesOptions(players=4), 4),
        (RulesOptions(JokerRule.TWO_IN_POOL, players=4), 2),
        (RulesOptions(JokerRule.NONE), 0),
    ],
)
def test_joker_supply_follows_the_option(options: RulesOptions, allowed: int) -> None:
    melds = [parse_tiles(f"{c}1 {c}2 J") for c in "bryk"]
    for jokers in range(5):
        result = check_layout([*melds[:jokers], parse_tiles("b9 r9 y9")], options)
        assert result.valid == (jokers <= allowed), (jokers, allowed)
        if not result.valid:
            text = str(result.problems[0])
            expected = "1 joker (meld 1)" if jokers == 1 else f"{jokers} jokers (melds 1, 2"
            assert text.startswith(expected)
            assert f"the game has {allowed} ({options.jokers.english})" in text


def test_meld_and_supply_problems_together() -> None:
    table = full_table()
    table.append(parse_tiles("b1 b1 b1"))
    result = check_layout(table)
    assert [p.meld for p in result.problems] == [5, None]
    assert str(result.problems[1]) == "b1 5 times (melds 1, 5), the game has 2"


def test_supply_problems_name_any_place() -> None:
    problems = supply_problems(
        [("Anna's hand", parse_tiles("r1 J")), ("Ben's claim", parse_tiles("r1 b1 y1 J"))],
        RulesOptions(JokerRule.NONE),
    )
    assert [str(p) for p in problems] == [
        "2 jokers (Anna's hand, Ben's claim), the game has 0 (no jokers)"
    ]


# A brute-force count against the check, on random tables from a small part of the set so
# that copies collide often.
small_pool = [t for t in ALL_NUMBERED if t.value is not None and t.value <= 4] + [JOKER]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(st.sampled_from(small_pool), min_size=1, max_size=6), max_size=8),
    st.sampled_from([RulesOptions(), RulesOptions(JokerRule.NONE), RulesOptions(players=4)]),
)
def test_agrees_with_brute_force(melds: list[list[Tile]], options: RulesOptions) -> None:
    counts = Counter(t for m in melds for t in m)
    supply_ok = all(c <= (options.joker_count if t.is_joker else 2) for t, c in counts.items())
    melds_ok = [is_meld(m) for m in melds]
    result = check_layout(melds, options)
    assert result.valid == (supply_ok and all(melds_ok))
    assert [p.meld for p in result.problems if p.meld] == [
        n for n, ok in enumerate(melds_ok, start=1) if not ok
    ]
    over = {t for t, c in counts.items() if c > (options.joker_count if t.is_joker else 2)}
    assert {p.supply.tile for p in result.problems if p.supply} == over
