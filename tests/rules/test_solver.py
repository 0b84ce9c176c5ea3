"""The best-play solver: golden cases, the meld rules it encodes, and random instances
against the HiGHS set-partition ILP."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import IlpOracle, random_instance

from tournament.rules.errors import IllegalError
from tournament.rules.layout import check_layout
from tournament.rules.melds import candidate_melds, is_valid_meld
from tournament.rules.options import RulesOptions
from tournament.rules.solver import Solution, best_split, max_placed, solve
from tournament.rules.tiles import ALL_NUMBERED, JOKER, Tile, parse_layout, parse_tiles

MANY_JOKERS = RulesOptions(players=8)


def tiles(text: str) -> list[Tile]:
    return parse_tiles(text)


def assert_consistent(
    solution: Solution, hand: list[Tile], table: list[list[Tile]], options: RulesOptions
) -> None:
    """The play is a valid layout holding every table tile and exactly the laid hand tiles."""
    assert check_layout(solution.melds, options).valid
    laid = Counter(hand) - Counter(solution.left)
    assert sum(laid.values()) == solution.placed
    assert (
        Counter(t for m in solution.melds for t in m) == Counter(t for m in table for t in m) + laid
    )
    assert sorted(solution.left) == list(solution.left)


# --- golden cases --------------------------------------------------------------------------


def test_only_the_wrap_13_1_2_takes_the_whole_hand() -> None:
    # without the wrap: r13 b13 y13 k13 and three dead tiles
    hand = tiles("r12 r13 r1 r2 b13 y13 k13")
    solution = solve(hand)
    assert solution.placed == 7
    assert not solution.left
    runs = [m for m in solution.melds if len({t.colour for t in m}) == 1 and len(m) >= 3]
    assert any({str(t) for t in m} >= {"r13", "r1"} for m in runs)
    assert_consistent(solution, hand, [], RulesOptions())


def test_wrap_is_not_a_gap() -> None:
    # r12 r13 r1 r2 is one run; r12 r1 r2 is not
    assert solve(tiles("r12 r13 r1 r2")).placed == 4
    assert solve(tiles("r12 r1 r2")).placed == 0


def test_table_rearrangement_frees_a_tile() -> None:
    table = parse_layout("r3 r4 r5 r6")
    hand = tiles("y3 k3")
    solution = solve(hand, table)
    assert solution.placed == 2
    assert sorted(map(str, solution.melds[0] + solution.melds[1])) == sorted(
        ["r3", "y3", "k3", "r4", "r5", "r6"]
    )
    assert_consistent(solution, hand, table, RulesOptions())


def test_not_opened_leaves_the_table_alone() -> None:
    table = parse_layout("r3 r4 r5 r6")
    hand = tiles("y3 k3 r7")
    assert solve(hand, table).placed == 3
    refused = solve(hand, table, opened=False)
    assert refused.placed == 0
    assert [list(m) for m in refused.melds] == [tiles("r3 r4 r5 r6")]
    opened_own = solve(tiles("b1 b2 b3 r7"), table, opened=False)
    assert opened_own.placed == 3
    assert_consistent(opened_own, tiles("b1 b2 b3 r7"), table, RulesOptions())


def test_jokers_fill_gaps_and_groups() -> None:
    assert solve(tiles("r5 J r7")).placed == 3
    assert solve(tiles("b9 r9 J")).placed == 3
    assert solve(tiles("J J b1")).placed == 3
    assert solve(tiles("J J")).placed == 0  # a meld needs a numbered tile
    # a joker may stand for a tile whose two copies lie elsewhere
    hand = tiles("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13") * 2 + [JOKER, JOKER]
    solution = solve(hand, options=MANY_JOKERS)
    assert solution.placed == 28
    assert_consistent(solution, hand, [], MANY_JOKERS)


def test_table_jokers_stay_in_melds() -> None:
    table = parse_layout("r1 r2 J | b5 y5 k5")
    solution = solve(tiles("r3 b9"), table)
    assert solution.placed == 1
    assert JOKER in [t for m in solution.melds for t in m]
    assert solution.left == (Tile.parse("b9"),)


def test_a_four_group_takes_no_fifth_tile() -> None:
    assert solve(tiles("b5 r5 y5 k5 J")).placed == 4


def test_both_copies_and_the_26_run() -> None:
    assert solve(tiles("r5 r5 b5 b5 y5 y5")).placed == 6
    reds = [t for t in ALL_NUMBERED if t.colour is not None and t.colour.value == "r"]
    solution = solve(reds * 2)
    assert solution.placed == 26
    assert_consistent(solution, reds * 2, [], RulesOptions())


def test_best_split_names_the_dead_tiles() -> None:
    split = best_split(tiles("r1 r2 r3 b9 k9 y11"))
    assert split.placed == 3
    assert split.dead == 3
    assert list(map(str, split.left)) == ["b9", "y11", "k9"]


def test_bad_input_is_refused() -> None:
    with pytest.raises(IllegalError, match="not valid"):
        solve(tiles("r1"), parse_layout("r5 r6"))
    with pytest.raises(IllegalError, match="r1 3 times"):
        solve(tiles("r1 r1"), parse_layout("r1 r2 r3"))
    with pytest.raises(IllegalError, match="jokers"):
        solve(tiles("J J J J"))


def test_counts_of_a_table_that_cannot_be_placed_are_refused_by_the_walk() -> None:
    table = [0] * 52
    table[0] = 1  # a lone tile is no layout; max_placed does not check its input
    with pytest.raises(IllegalError, match="the table tiles cannot all be placed in melds"):
        max_placed([0] * 52, 0, table, 0)


# --- the rules it encodes: the same answers as melds.py -------------------------------------


def test_every_candidate_meld_is_laid_whole() -> None:
    for meld in candidate_melds(2, 5):
        assert max_placed(*_counts(list(meld))) == len(meld), meld


def test_long_runs_are_laid_whole() -> None:
    for colour in range(4):
        for start in range(13):
            for length in range(6, 27):
                run = [ALL_NUMBERED[colour * 13 + (start + p) % 13] for p in range(length)]
                assert max_placed(*_counts(run)) == length


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_three_to_five_tiles_go_out_exactly_when_they_form_a_meld(data: st.DataObject) -> None:
    # Near misses: few colours and a narrow window of values.
    colours = data.draw(st.lists(st.integers(0, 3), min_size=1, max_size=2, unique=True))
    low = data.draw(st.integers(0, 12))
    pool = [
        ALL_NUMBERED[c * 13 + (low + d) % 13] for c in colours for d in range(4) for _ in range(2)
    ] + [JOKER, JOKER]
    chosen = data.draw(st.lists(st.sampled_from(range(len(pool))), min_size=3, max_size=5))
    hand = [pool[i] for i in sorted(set(chosen))]
    if len(hand) < 3:
        return
    assert (solve(hand).placed == len(hand)) == is_valid_meld(hand)


def _counts(hand: list[Tile]) -> tuple[list[int], int]:
    counts = [0] * 52
    jokers = 0
    for t in hand:
        if t.is_joker:
            jokers += 1
        else:
            counts[t.index] += 1
    return counts, jokers


# --- random instances against the ILP -----------------------------------------------------

_ORACLES: dict[int, IlpOracle] = {}


def oracle(jokers: int) -> IlpOracle:
    if jokers not in _ORACLES:
        _ORACLES[jokers] = IlpOracle(jokers)
    return _ORACLES[jokers]


@settings(max_examples=100, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    shape=st.sampled_from(
        [
            (14, 0, 0, 0),
            (14, 0, 1, 0),
            (15, 0, 2, 0),
            (10, 12, 0, 1),
            (8, 20, 1, 1),
            (14, 30, 0, 0),
            (6, 12, 1, 2),
        ]
    ),
)
def test_solver_matches_the_ilp(seed: int, shape: tuple[int, int, int, int]) -> None:
    hand_size, table_size, hand_jokers, table_jokers = shape
    rng = random.Random(seed)
    hand_counts, _, table, _ = random_instance(
        rng, hand_size, table_size, hand_jokers, table_jokers
    )
    hand = [ALL_NUMBERED[i] for i, n in enumerate(hand_counts) for _ in range(n)]
    hand += [JOKER] * hand_jokers
    table_counts = [0] * 52
    for meld in table:
        for t in meld:
            if not t.is_joker:
                table_counts[t.index] += 1
    expected = oracle(hand_jokers + table_jokers).solve(
        hand_counts, hand_jokers, table_counts, table_jokers
    )
    assert expected is not None  # the table itself is a solution
    solution = solve(hand, table)
    assert solution.placed == expected[0]
    assert max_placed(hand_counts, hand_jokers, table_counts, table_jokers) == expected[0]
    assert_consistent(solution, hand, table, RulesOptions())


def test_order_of_the_hand_does_not_matter() -> None:
    hand = tiles("r13 r1 r2 b13 y13 k13 b1 J r7 r9")
    answers = {solve(list(p)).placed for p in itertools.islice(itertools.permutations(hand), 50)}
    assert len(answers) == 1


def test_a_run_across_the_cut_of_the_walk() -> None:
    # Every arrangement has a run ending at the second r1 and one starting there, so the
    # runs cross the cut next to value 1 whatever the walk starts with.
    table = parse_layout("r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13")
    for hand in (tiles("r1"), tiles("r1 b1 y1"), tiles("r1 J")):
        solution = solve(hand, table)
        assert solution.placed == len(hand)
        assert_consistent(solution, hand, table, RulesOptions())
