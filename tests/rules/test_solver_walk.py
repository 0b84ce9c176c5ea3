"""The legal walk's search: what a failing search learns is a lower bound on the best play,
so the search may skip bounds it proves empty and still return the best play; the compiled
core searches the same states as the Python walk and finds the same play."""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules import solver_walk
from tournament.rules.solver import _dead_count, _position, solve
from tournament.rules.solver_moves import _fits, closing_pairs, colour_moves
from tournament.rules.solver_roles import role_sets
from tournament.rules.solver_walk import CORE, _search, walk
from tournament.rules.tiles import parse_layout, parse_tiles


@pytest.mark.parametrize(
    ("hand_size", "table_size", "hand_jokers", "table_jokers", "seed"),
    [
        (8, 20, 1, 1, 1),
        (8, 20, 1, 1, 2),
        (10, 20, 0, 1, 3),
        (14, 40, 0, 0, 4),
        (8, 40, 0, 2, 5),
        (6, 10, 1, 2, 6),
    ],
)
def test_a_failing_search_bounds_the_best_play_from_below(
    hand_size: int, table_size: int, hand_jokers: int, table_jokers: int, seed: int
) -> None:
    rng = random.Random(seed)
    counts, _, table, _ = random_instance(rng, hand_size, table_size, hand_jokers, table_jokers)
    hand = sorted(hand_tiles(counts, hand_jokers))
    melds = [sorted(m) for m in table]
    pos = _position(hand, melds)
    dead = _dead_count(hand, pos)
    best = len(hand) - ilp_answer(hand, melds)[0] - dead  # the walk's count
    need: dict[tuple[int, tuple[int, ...]], int] = {}
    searched = []
    for bound in range(best + 1):
        found, low = _search(pos, bound, need)
        searched.append(found is not None)
        if found is None:
            assert bound < low <= best
        else:
            assert found.left == low <= bound
    assert searched == [False] * best + [True]
    assert walk(pos).left == best


# --- the compiled core against the pure-Python walk and the ILP ----------------------------

TABLE_CLASSES = [
    # hand size, table size, hand jokers, table jokers: the benchmark's table classes, hands
    # cut down where the pure-Python walk is slow
    pytest.param(8, 20, 1, 1, id="20-1+1"),
    pytest.param(14, 40, 0, 0, id="40-0"),
    pytest.param(6, 40, 0, 2, id="40-0+2"),
    pytest.param(14, 80, 0, 0, id="80-0"),
    pytest.param(14, 80, 1, 1, id="80-1+1"),
    pytest.param(14, 80, 2, 2, id="80-2+2"),
    pytest.param(14, 80, 0, 4, id="80-0+4"),
    # every table joker open (a run's end, a group of 3, X J J): readings in the walk
    pytest.param(8, 20, 0, 2, True, id="20-0+2-open"),
    pytest.param(6, 20, 1, 2, True, id="20-1+2-open"),
    pytest.param(6, 40, 0, 3, True, id="40-0+3-open"),
    pytest.param(8, 80, 0, 4, True, id="80-0+4-open"),
]


@pytest.mark.skipif(CORE is None, reason="the compiled core is not built")
@pytest.mark.parametrize(
    ("hand_size", "table_size", "hand_jokers", "table_jokers", "ambiguous"),
    [p if len(p.values) == 5 else pytest.param(*p.values, False, id=p.id) for p in TABLE_CLASSES],
)
def test_the_compiled_core_searches_as_the_python_walk(
    hand_size: int, table_size: int, hand_jokers: int, table_jokers: int, ambiguous: bool
) -> None:
    @settings(max_examples=3, deadline=None, database=None)
    @given(seed=st.integers(0, 2**32 - 1))
    def check(seed: int) -> None:
        rng = random.Random(seed)
        counts, _, table, _ = random_instance(
            rng, hand_size, table_size, hand_jokers, table_jokers, ambiguous=ambiguous
        )
        hand = sorted(hand_tiles(counts, hand_jokers))
        melds = [sorted(m) for m in table]
        pos = _position(hand, melds)
        core, pure = walk(pos), walk(pos, pure=True)
        # the same states searched (remembered as failed), the same play found
        assert core.states == pure.states
        assert core.steps == pure.steps
        assert (core.left, core.jokers_left) == (pure.left, pure.jokers_left)
        best = len(hand) - ilp_answer(hand, melds)[0] - _dead_count(hand, pos)
        assert core.left == best

    check()


def test_without_the_core_the_solver_walks_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    hand, layout = parse_tiles("b9 b10 k5 r7"), parse_layout("b5 r5 y5 J | k6 k7 k8 | r5 r6 J")
    expected = solve(hand, layout)
    monkeypatch.setattr(solver_walk, "CORE", None)
    assert solve(hand, layout) == expected


ISSUE_CASES = [
    # the hand-worked cases of readings as sets (RULINGS §2): hand, table, tiles laid
    ("k9", "J k11 k12 k13", 1),
    ("k10 b8 b9", "J k11 k12 k13", 3),
    ("b5 b6", "b4 J J", 2),
    ("r11 k11 b8 b9", "b11 y11 J J", 4),
    ("r7 y7 b5 b6", "b7 J k7", 4),
]


@pytest.mark.parametrize(("hand", "table", "placed"), ISSUE_CASES)
def test_readings_as_sets_with_and_without_the_core(
    monkeypatch: pytest.MonkeyPatch, hand: str, table: str, placed: int
) -> None:
    with_core = solve(parse_tiles(hand), parse_layout(table))
    assert with_core.placed == placed
    monkeypatch.setattr(solver_walk, "CORE", None)
    assert solve(parse_tiles(hand), parse_layout(table)) == with_core


@pytest.mark.parametrize(
    ("table_size", "hand_jokers", "table_jokers", "seed"),
    [(20, 0, 2, 11), (20, 1, 2, 12), (40, 0, 3, 13), (20, 0, 1, 14)],
)
def test_one_walk_covers_every_choice_of_readings(
    table_size: int, hand_jokers: int, table_jokers: int, seed: int
) -> None:
    """The walk that chooses the readings as it goes leaves what the best of the walks
    with every meld frozen to one reading leaves; the free-joker bound it starts from is
    at most that."""
    rng = random.Random(seed)
    for _ in range(3):
        counts, _, table, _ = random_instance(
            rng, 10, table_size, hand_jokers, table_jokers, ambiguous=True
        )
        hand = sorted(hand_tiles(counts, hand_jokers))
        melds = [sorted(m) for m in table]
        pos = _position(hand, melds)
        assert any(len(meld) > 1 for meld in pos.readings)
        best = walk(pos).left
        frozen = [walk(_position(hand, melds, roles)).left for roles in role_sets(melds)]
        assert best == min(frozen)
        assert solver_walk._free_bound(pos, False) <= best


@pytest.mark.skipif(CORE is None, reason="the compiled core is not built")
def test_the_core_refuses_a_reading_word_it_was_not_given() -> None:
    hand = sorted(parse_tiles("k9 k10 b8 b9 b5"))
    pos = _position(hand, [sorted(m) for m in parse_layout("J k11 k12 k13 | b4 J J")])
    plan = solver_walk._plan(pos)
    head = [pos.hand_jokers, plan.free_all, *plan.order, *pos.table, *pos.hand, *plan.caps]
    callbacks = (solver_walk._intern, solver_walk._colour_state, solver_walk._groups_fit)
    assert CORE is not None
    CORE.Walker(head + solver_walk._choice_ints(plan), *callbacks)  # as laid out: taken
    steps = copy.deepcopy(plan.steps_at)
    ci, _ = steps[0][0][0]
    steps[0][0][0] = (ci, 1 << 19)  # a word going out that the next value has not
    bad = dataclasses.replace(plan, steps_at=steps)
    with pytest.raises(ValueError, match="not laid out as expected"):
        CORE.Walker(head + solver_walk._choice_ints(bad), *callbacks)


_LANE_CODES = [1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 14, 15]  # length | real << 2 | crossing << 3


@pytest.mark.skipif(CORE is None, reason="the compiled core is not built")
@settings(max_examples=300, deadline=None, database=None)
@given(
    lanes=st.lists(st.sampled_from(_LANE_CODES), max_size=5),
    needs=st.lists(st.integers(1, 3), max_size=2),
    more_crossing=st.integers(0, 2),
    real=st.integers(0, 2),
    role=st.integers(0, 2),
    free=st.integers(0, 3),
    first=st.booleans(),
    cap=st.integers(0, 4),
)
def test_the_cores_colour_moves_are_the_python_ones(
    lanes: list[int],
    needs: list[int],
    more_crossing: int,
    real: int,
    role: int,
    free: int,
    first: bool,
    cap: int,
) -> None:
    state = (tuple(sorted(lanes)), tuple(sorted(needs)), len(needs) + more_crossing)
    assert CORE is not None
    ours = CORE.colour_moves(*state, real, role, free, first, cap)
    assert ours == colour_moves(state, real, role, free, first, cap)  # the same, in order


def test_a_position_without_table_jokers_lays_out_the_core_s_constant_choices() -> None:
    hand = sorted(parse_tiles("r1 r2 r3 b7 b7 y7 J k12 k13"))
    pos = _position(hand, [sorted(m) for m in parse_layout("k1 k2 k3 | b9 r9 y9")])
    plan = solver_walk._plan(pos)
    assert solver_walk._choice_ints(plan) == solver_walk._no_joker_ints(1)


def _closing_by_every_lane(state: tuple[tuple[int, ...], tuple[int, ...], int]) -> bool:
    """Whether the runs close round the cycle, trying every lane for every need (the plain
    search, exponential on many lanes): the reference for :func:`closing_pairs`."""
    lanes, needs, crossing = state
    if len(lanes) < crossing:
        return False
    must = [not (code & 3 == 3 and code & 4) for code in lanes]  # short or no numbered tile

    def match(k: int, used: frozenset[int]) -> bool:
        if k == len(needs):
            forced = sum(must[i] for i in range(len(lanes)) if i not in used)
            return forced <= crossing - len(needs)
        return any(
            i not in used and _fits(code, needs[k]) and match(k + 1, used | {i})
            for i, code in enumerate(lanes)
        )

    return match(0, frozenset())


@settings(max_examples=300, deadline=None, database=None)
@given(
    lanes=st.lists(st.sampled_from(_LANE_CODES), max_size=6),
    needs=st.lists(st.integers(1, 3), max_size=4),
    more_crossing=st.integers(0, 2),
)
def test_the_runs_close_exactly_when_every_lane_may_be_tried(
    lanes: list[int], needs: list[int], more_crossing: int
) -> None:
    state = (tuple(sorted(lanes)), tuple(sorted(needs)), len(needs) + more_crossing)
    pairs = closing_pairs(state)
    assert (pairs is not None) == _closing_by_every_lane(state)
    if pairs is not None:  # every need gets a lane that fits it, no lane twice
        assert len(set(pairs)) == len(pairs) == state[2]
        assert all(_fits(state[0][i], n) for i, n in zip(pairs, state[1], strict=False))
