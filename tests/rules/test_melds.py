"""Melds (RULINGS §2): golden cases from the rule text, and properties against an oracle."""

from __future__ import annotations

import functools
import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from meld_oracle import determined_jokers, is_meld, readings

from tournament.rules.errors import AmbiguousError, IllegalError
from tournament.rules.melds import (
    Meld,
    MeldKind,
    MeldProblem,
    candidate_melds,
    check_meld,
    is_valid_meld,
    is_valid_meld_indices,
)
from tournament.rules.tiles import (
    ALL_NUMBERED,
    COLOURS,
    JOKER,
    Colour,
    Tile,
    format_tiles,
    parse_tiles,
)

RED_CYCLE = " ".join(f"r{v}" for v in range(1, 14))


def check(text: str):  # type: ignore[no-untyped-def]
    return check_meld(parse_tiles(text))


# --- golden cases from the rule text ------------------------------------------------------


def test_red_13_1_2_is_a_run() -> None:
    """ "13-1-2 in rot" (stein-rummy.de.txt)."""
    result = check("r13 r1 r2")
    assert result.valid
    assert result.kind is MeldKind.RUN
    assert format_tiles(result.tiles) == "r13 r1 r2"
    assert result.reason is None and result.problem is None


def test_blue_6_7_8_and_the_group_6_6_6_6() -> None:
    """ "z.B 6-6-6-6" and "6-7-8 in blau"."""
    assert check("b6 b7 b8").kind is MeldKind.RUN
    group = check("k6 y6 r6 b6")
    assert group.kind is MeldKind.GROUP
    assert format_tiles(group.tiles) == "b6 r6 y6 k6"


@pytest.mark.parametrize("start", range(1, 14))
@pytest.mark.parametrize("length", [3, 5, 12, 13])
def test_runs_wrap_anywhere(start: int, length: int) -> None:
    values = [(start - 1 + p) % 13 + 1 for p in range(length)]
    tiles = [Tile(Colour.YELLOW, v) for v in values]
    result = check_meld(reversed(tiles))
    assert result.valid
    assert result.kind is MeldKind.RUN
    if length < 13:
        assert list(result.tiles) == tiles  # the cycle's order from the first tile
    else:
        assert format_tiles(result.tiles) == RED_CYCLE.replace("r", "y")


def test_a_26_tile_run_uses_every_tile_of_its_colour_twice() -> None:
    """ "maximale Anzahl ist 26": both copies of each value, round the cycle twice."""
    result = check(f"{RED_CYCLE} {RED_CYCLE}")
    assert result.valid
    assert len(result.tiles) == 26
    assert Counter(result.tiles) == Counter({t: 2 for t in parse_tiles(RED_CYCLE)})
    assert format_tiles(result.tiles) == f"{RED_CYCLE} {RED_CYCLE}"


def test_a_26_tile_run_with_jokers() -> None:
    result = check(f"{RED_CYCLE} {RED_CYCLE.replace('r7', 'J').replace('r12', 'J')}")
    assert result.valid
    assert sorted(result.jokers) == parse_tiles("r7 r12")  # type: ignore[type-var]


def test_long_run_uses_both_copies_at_its_start() -> None:
    result = check(f"r12 r13 {RED_CYCLE}")
    assert result.valid
    assert format_tiles(result.tiles) == f"r12 r13 {RED_CYCLE}"


def test_27_tiles_too_long() -> None:
    result = check(f"{RED_CYCLE} {RED_CYCLE} J")
    assert result.problem is MeldProblem.TOO_LONG
    assert result.reason is not None and "27 tiles" in result.reason


def test_a_group_with_two_black_13s_is_refused() -> None:
    for text in ["k13 k13 J", "k13 k13 r13", "k13 r13 k13 y13", "k13 k13 b13 J"]:
        result = check(text)
        assert not result.valid, text
        assert result.problem is MeldProblem.COLOUR_TWICE
        assert result.reason == "colour twice in a group: k13 twice"
        assert not is_valid_meld(parse_tiles(text))


@pytest.mark.parametrize(
    ("text", "problem", "reason"),
    [
        ("", MeldProblem.TOO_SHORT, "too short: 0 tiles, a meld needs at least 3"),
        ("r5", MeldProblem.TOO_SHORT, "too short: 1 tile, a meld needs at least 3"),
        ("r5 r6", MeldProblem.TOO_SHORT, "too short: 2 tiles, a meld needs at least 3"),
        ("J J J", MeldProblem.NO_NUMBERED_TILE, None),
        ("b5 r5 y5 k5 J", MeldProblem.TOO_LONG, "too long: 5 tiles, a group has at most 4"),
        ("b5 r5 b5", MeldProblem.COLOUR_TWICE, "colour twice in a group: b5 twice"),
        ("b5 r6 b7", MeldProblem.MIXED_COLOURS, None),
        ("b5 r5 b6", MeldProblem.MIXED_COLOURS, None),
        ("r5 r9 J", MeldProblem.GAP, "gap: r5 r9 with 1 joker do not make 3 consecutive values"),
        ("r1 r3 r4", MeldProblem.GAP, "gap: r1 r3 r4 do not make 3 consecutive values"),
        ("r12 r1 r2", MeldProblem.GAP, None),
        ("r5 r6 r6 r7", MeldProblem.VALUE_TWICE, None),
        ("r5 r5 r6", MeldProblem.VALUE_TWICE, None),
        (f"{RED_CYCLE} r5 r5", MeldProblem.VALUE_TWICE, None),
        (f"{RED_CYCLE} r1 r7", MeldProblem.VALUE_TWICE, None),
    ],
)
def test_each_kind_of_invalid_meld(text: str, problem: MeldProblem, reason: str | None) -> None:
    result = check(text)
    assert not result.valid
    assert result.kind is None
    assert result.problem is problem
    assert result.reason is not None and result.reason.startswith(problem.value + ": ")
    if reason is not None:
        assert result.reason == reason
    assert result.jokers == ()
    assert list(result.tiles) == sorted(parse_tiles(text))
    with pytest.raises(IllegalError, match=problem.value):
        result.meld()


def test_every_problem_has_words_in_both_languages() -> None:
    assert {p.german for p in MeldProblem} and all(p.german for p in MeldProblem)
    assert MeldKind.RUN.german == "Straße" and MeldKind.GROUP.german == "Gruppe"


# --- jokers -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical", "jokers"),
    [
        ("J r5 r7", "r5 J r7", "r6"),
        ("r13 J r2", "r13 J r2", "r1"),
        ("J b5 y5 k5", "b5 y5 k5 J", "r5"),
        ("b5 J y5 J", "b5 y5 J J", "r5 k5"),
        (
            "J r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13",
            "r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13 J",
            "r1",
        ),
    ],
)
def test_jokers_determined(text: str, canonical: str, jokers: str) -> None:
    result = check(text)
    assert result.valid
    assert format_tiles(result.tiles) == canonical
    assert list(result.jokers) == parse_tiles(jokers)
    assert not result.ambiguous


@pytest.mark.parametrize(
    ("text", "canonical", "jokers"),
    [
        ("r5 r6 J", "r5 r6 J", [None]),  # r4 or r7
        ("r12 r13 J", "r12 r13 J", [None]),  # r11 or r1
        ("b5 r5 J", "b5 r5 J", [None]),  # y5 or k5
        ("r5 J r7 J", "r5 J r7 J", [Tile.parse("r6"), None]),  # r6 and r4 or r8
        (f"{RED_CYCLE} J", f"{RED_CYCLE} J", [None]),  # any value doubled
    ],
)
def test_jokers_left_open(text: str, canonical: str, jokers: list[Tile | None]) -> None:
    result = check(text)
    assert result.valid
    assert format_tiles(result.tiles) == canonical
    assert list(result.jokers) == jokers
    assert result.ambiguous


def test_joker_tiles_or_why_not() -> None:
    assert check("J r5 r7").joker_tiles() == (Tile.parse("r6"),)
    assert check("r5 r6 r7").joker_tiles() == ()
    with pytest.raises(AmbiguousError, match="r5 r6 J: what the jokers stand for"):
        check("r5 r6 J").joker_tiles()
    with pytest.raises(IllegalError, match="gap"):
        check("r5 r9 J").joker_tiles()


def test_one_tile_and_two_jokers_reads_both_ways() -> None:
    result = check("J r5 J")
    assert result.valid
    assert result.kinds == {MeldKind.GROUP, MeldKind.RUN}
    assert result.kind is MeldKind.GROUP
    assert result.jokers == (None, None)
    long = check("J r5 J J J")
    assert long.kinds == {MeldKind.RUN}


# --- the Meld value object ----------------------------------------------------------------


def test_meld_value_object() -> None:
    meld = Meld.parse("r1, r13 r12")
    assert str(meld) == "r12 r13 r1"
    assert meld.kind is MeldKind.RUN
    assert len(meld) == 3
    assert Meld.of(reversed(meld.tiles)) == meld
    with pytest.raises(IllegalError, match="k13 k13 J: colour twice in a group"):
        Meld.parse("k13 J k13")


# --- properties -----------------------------------------------------------------------------

numbered_tiles = st.sampled_from(ALL_NUMBERED)


@st.composite
def near_melds(draw: st.DrawFn) -> list[Tile]:
    """Tile lists that are often melds or nearly: mostly one colour or one value."""
    n = draw(st.integers(0, 28))
    jokers = draw(st.integers(0, min(n, 4)))
    style = draw(st.sampled_from(["colour", "value", "any"]))
    if style == "colour":
        colour = draw(st.sampled_from(COLOURS))
        start = draw(st.integers(1, 13))
        spread = draw(st.integers(1, 16))
        pool = [Tile(colour, (start - 1 + p) % 13 + 1) for p in range(spread)]
    elif style == "value":
        value = draw(st.integers(1, 13))
        pool = [Tile(c, value) for c in COLOURS]
        n = min(n, 6)
        jokers = min(jokers, n)
    else:
        pool = list(ALL_NUMBERED)
    tiles = [draw(st.sampled_from(pool)) for _ in range(n - jokers)] + [JOKER] * jokers
    return draw(st.permutations(tiles))


@settings(max_examples=400, deadline=None)
@given(near_melds())
def test_agrees_with_the_oracle(tiles: list[Tile]) -> None:
    result = check_meld(tiles)
    expected = is_meld(tiles)
    assert result.valid == expected, format_tiles(tiles)
    assert is_valid_meld(tiles) == expected
    assert is_valid_meld_indices([t.index for t in tiles]) == expected
    if expected:
        kinds = {MeldKind(kind) for kind, _ in readings(tiles)}
        assert result.kinds == kinds
        assert result.kind in kinds
        assert Counter(result.tiles) == Counter(tiles)
        assert Counter(j for j in result.jokers if j is not None) == determined_jokers(tiles)
        # the canonical order, with jokers replaced by what they stand for, is the meld
        represented = [r for r in result.represents if r is not None]
        if len(represented) == len(tiles) and result.kind is MeldKind.RUN:
            diffs = {(b.value - a.value) % 13 for a, b in itertools.pairwise(represented)}  # type: ignore[operator]
            assert diffs == {1}
            assert len({t.colour for t in represented}) == 1
        if len(represented) == len(tiles) and result.kind is MeldKind.GROUP:
            assert len({t.colour for t in represented}) == len(tiles)
    else:
        assert result.problem is not None


def test_every_three_tiles_exhaustively() -> None:
    """All 3-tile multisets of the 53 kinds of tile: both checks agree with the oracle."""
    valid = 0
    for combo in itertools.combinations_with_replacement([*ALL_NUMBERED, JOKER], 3):
        expected = is_meld(combo)
        assert check_meld(combo).valid == expected, combo
        assert is_valid_meld(combo) == expected, combo
        valid += expected
    # groups: 13 values x (4 colour triples + 6 pairs with a joker + 4 tiles with two);
    # runs: 4 colours x 13 starts x (v v+1 v+2, v v+1 J, v v+2 J)
    assert valid == 13 * (4 + 6 + 4) + 4 * 13 * 3


@settings(max_examples=200, deadline=None)
@given(near_melds(), st.randoms(use_true_random=False))
def test_order_does_not_matter(tiles: list[Tile], rnd: random.Random) -> None:
    shuffled = tiles.copy()
    rnd.shuffle(shuffled)
    assert check_meld(shuffled) == check_meld(tiles)


@settings(max_examples=200, deadline=None)
@given(near_melds())
def test_canonical_order_is_stable(tiles: list[Tile]) -> None:
    result = check_meld(tiles)
    again = check_meld(result.tiles)
    assert again.tiles == result.tiles
    assert again.valid == result.valid


# --- candidates -----------------------------------------------------------------------------


@functools.cache
def _all_small_melds(max_size: int, max_jokers: int) -> set[tuple[Tile, ...]]:
    """Every valid meld of at most max_size tiles, by trying all multisets of one colour
    (runs) or one value (groups). The predicate itself is held to the oracle elsewhere."""
    families = [[Tile(c, v) for v in range(1, 14)] for c in COLOURS]
    families += [[Tile(c, v) for c in COLOURS] for v in range(1, 14)]
    found: set[tuple[Tile, ...]] = set()
    for family in families:
        for size in range(3, max_size + 1):
            for combo in itertools.combinations_with_replacement([*family, JOKER], size):
                if combo.count(JOKER) <= max_jokers and is_valid_meld(combo):
                    found.add(tuple(sorted(combo)))
    return found


@pytest.mark.parametrize("max_jokers", [0, 1, 2])
def test_candidates_are_every_meld_up_to_five_tiles(max_jokers: int) -> None:
    candidates = candidate_melds(max_jokers, 5)
    assert len(set(candidates)) == len(candidates)
    expected = {m for m in _all_small_melds(5, 2) if m.count(JOKER) <= max_jokers}
    assert set(candidates) == expected


def test_candidates_with_longer_runs() -> None:
    candidates = candidate_melds(3, 7)
    assert all(is_meld(m) for m in candidates)
    assert tuple(parse_tiles("r1 r2 r3 J J J")) in candidates
    assert max(len(m) for m in candidates) == 7
    assert max(m.count(JOKER) for m in candidates) == 3


def test_candidates_reject_bad_limits() -> None:
    with pytest.raises(ValueError, match="max_run_length"):
        candidate_melds(2, 27)
    with pytest.raises(ValueError, match="max_jokers"):
        candidate_melds(-1, 5)
