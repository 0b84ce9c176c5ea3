"""The best-play solver: golden cases, the meld rules it encodes, the joker-release rule,
and random instances against the ILP (every class of the benchmark) and, on small
positions, against an exhaustive search."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest
from exhaustive import best_left, play_is_legal
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules.errors import IllegalError
from tournament.rules.game import TableMeld, TurnCheck, TurnPosition, check_turn
from tournament.rules.layout import check_layout
from tournament.rules.melds import candidate_melds, is_valid_meld
from tournament.rules.options import RulesOptions
from tournament.rules.solver import Solution, best_split, max_placed, solve
from tournament.rules.solver_roles import role_sets
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
    taken = Counter(solution.left) - Counter(hand)  # released table jokers taken back
    assert set(taken) <= {JOKER}
    assert sum(laid.values()) - sum(taken.values()) == solution.placed
    assert Counter(t for m in solution.melds for t in m) + taken == (
        Counter(t for m in table for t in m) + laid
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
    # r3 releases the run's joker (r1 r2 J reads r1 r2 r3), which then extends the run
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


# --- the rules it encodes: the same answers as melds.py -------------------------------------


def test_every_candidate_meld_is_laid_whole() -> None:
    for meld in candidate_melds(2, 5):
        assert max_placed(list(meld)) == len(meld), meld


def test_long_runs_are_laid_whole() -> None:
    for colour in range(4):
        for start in range(13):
            for length in range(6, 27):
                run = [ALL_NUMBERED[colour * 13 + (start + p) % 13] for p in range(length)]
                assert max_placed(run) == length


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


# --- random instances against the ILP: every class of the benchmark ------------------------

CLASSES = [
    # hand size, table size, hand jokers, table jokers: every class of the benchmark (hands
    # cut down where the walk or the ILP is slow, to keep the suite fast; the benchmark runs
    # them whole), with how many random instances each
    pytest.param(14, 0, 0, 0, 3, id="hand-0"),
    pytest.param(14, 0, 1, 0, 3, id="hand-1"),
    pytest.param(10, 0, 2, 0, 3, id="hand-2"),
    pytest.param(8, 20, 1, 1, 3, id="20-1+1"),
    pytest.param(14, 40, 0, 0, 3, id="40-0"),
    pytest.param(8, 40, 0, 2, 3, id="40-0+2"),
    pytest.param(14, 80, 0, 0, 3, id="80-0"),
    pytest.param(14, 80, 1, 1, 1, id="80-1+1"),
    pytest.param(14, 80, 2, 2, 1, id="80-2+2"),
    pytest.param(14, 80, 0, 4, 1, id="80-0+4"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("hand_size", "table_size", "hand_jokers", "table_jokers", "n"), CLASSES)
def test_solver_matches_the_ilp(
    hand_size: int, table_size: int, hand_jokers: int, table_jokers: int, n: int
) -> None:
    @settings(max_examples=n, deadline=None, database=None)
    @given(seed=st.integers(0, 2**32 - 1))
    def check(seed: int) -> None:
        rng = random.Random(seed)
        hand_counts, _, table, _ = random_instance(
            rng, hand_size, table_size, hand_jokers, table_jokers
        )
        hand = hand_tiles(hand_counts, hand_jokers)
        expected, melds = ilp_answer(hand, table)
        solution = solve(hand, table, options=MANY_JOKERS)
        assert solution.placed == expected
        assert_consistent(solution, hand, table, MANY_JOKERS)
        assert_legal(solution, hand, table)
        assert check_layout(melds, MANY_JOKERS).valid  # the oracle's own play is valid too
        assert play_is_legal(table, melds)

    check()


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    shape=st.sampled_from([(3, 6, 0, 1), (3, 7, 1, 1), (4, 6, 0, 2), (3, 3, 1, 1)]),
)
def test_solver_matches_an_exhaustive_search(seed: int, shape: tuple[int, int, int, int]) -> None:
    hand_size, table_size, hand_jokers, table_jokers = shape
    rng = random.Random(seed)
    hand_counts, _, table, _ = random_instance(
        rng, hand_size, table_size, hand_jokers, table_jokers
    )
    # tiles near the table's, so that releases and rearrangements matter
    hand = hand_tiles(hand_counts, hand_jokers)
    solution = solve(hand, table, options=MANY_JOKERS)
    assert len(hand) - solution.placed == best_left(hand, table)
    assert_legal(solution, hand, table)


def assert_legal(solution: Solution, hand: Sequence[Tile], table: list[list[Tile]]) -> None:
    """The play keeps every unreleased table joker in its role (RULINGS §2), and passes
    the referee's turn check as shown."""
    assert play_is_legal(table, solution.melds)
    check = turn_check(solution, hand, table)
    assert check.legal, check.message


def turn_check(
    solution: Solution, hand: Sequence[Tile], table: Sequence[Sequence[Tile]]
) -> TurnCheck:
    """The turn check of the play as the solver shows it (no draws; the released jokers
    it takes back are taken, one tile of what is left discarded)."""
    in_hand = sum(t.is_joker for t in hand)
    taken = max(0, sum(t.is_joker for t in solution.left) - in_hand)
    before = TurnPosition(
        table=tuple(TableMeld(tuple(m)) for m in table), hand=tuple(hand), opened=True
    )
    after = tuple(TableMeld(m) for m in solution.melds)
    discard = solution.left[0] if solution.left else None
    return check_turn(before, (), after, taken=(JOKER,) * taken, discard=discard)


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


# --- golden file ---------------------------------------------------------------------------

GOLDEN = Path(__file__).parent / "golden" / "solver.txt"


def _golden() -> list[tuple[int, str, str, int]]:
    cases = []
    for number, line in enumerate(GOLDEN.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() and not line.startswith("#"):
            position, answer = line.split("=>")
            hand, table = position.split("//")
            cases.append((number, hand.strip(), table.strip(), int(answer)))
    return cases


GOLDEN_CASES = _golden()


@pytest.mark.parametrize(
    ("line", "hand", "table", "placed"), GOLDEN_CASES, ids=[f"line{c[0]}" for c in GOLDEN_CASES]
)
def test_golden(line: int, hand: str, table: str, placed: int) -> None:
    hand_tiles_ = parse_tiles(hand)
    layout = parse_layout(table)
    solution = solve(hand_tiles_, layout, options=MANY_JOKERS)
    assert solution.placed == placed
    assert_consistent(solution, hand_tiles_, layout, MANY_JOKERS)
    assert_legal(solution, hand_tiles_, layout)
    assert ilp_answer(hand_tiles_, layout)[0] == placed
    if len(hand_tiles_) + sum(len(m) for m in layout) <= 9:
        assert len(hand_tiles_) - best_left(hand_tiles_, layout) == placed


def test_the_issue_examples_lay_the_legal_count() -> None:
    assert solve(tiles("b9 b10"), parse_layout("b5 r5 y5 J")).placed == 0
    play = solve(tiles("y5 r8 r9"), parse_layout("b5 r5 J"))
    assert play.placed == 1
    assert play.left == tuple(tiles("r8 r9"))


# --- readings as sets (RULINGS §2) -----------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=40, deadline=None, database=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    shape=st.sampled_from([(10, 12, 0, 1), (10, 14, 1, 1), (10, 16, 0, 2), (8, 20, 1, 2)]),
    ambiguous=st.booleans(),
)
def test_readings_as_sets_lie_between_frozen_and_free_jokers(
    seed: int, shape: tuple[int, int, int, int], ambiguous: bool
) -> None:
    """Never more than with the table's jokers free, never less than the best with every
    joker frozen to one of its meanings, and the play passes the turn check as shown."""
    hand_size, table_size, hand_jokers, table_jokers = shape
    rng = random.Random(seed)
    counts, _, table, _ = random_instance(
        rng, hand_size, table_size, hand_jokers, table_jokers, ambiguous=ambiguous
    )
    hand = hand_tiles(counts, hand_jokers)
    solution = solve(hand, table, options=MANY_JOKERS)
    assert solution.placed <= ilp_answer(hand, table, free=True)[0]
    frozen = max(ilp_answer(hand, table, roles=roles)[0] for roles in role_sets(table))
    assert solution.placed >= frozen
    assert_consistent(solution, hand, table, MANY_JOKERS)
    assert_legal(solution, hand, table)


def test_a_play_that_breaks_a_joker_s_meaning_fails_the_turn_check() -> None:
    # the arrangement the solver once showed: the group's joker standing for b7
    hand, table = tiles("r7 y7 b5 b6"), parse_layout("b7 J k7")
    wrong = Solution(4, (tuple(tiles("b5 b6 b7")), tuple(tiles("r7 y7 k7 J"))), ())
    assert not turn_check(wrong, hand, table).legal
    assert not play_is_legal(table, wrong.melds)
    right = solve(hand, table)
    assert right.placed == 4
    assert turn_check(right, hand, table).legal
