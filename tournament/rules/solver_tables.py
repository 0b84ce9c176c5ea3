"""Rule tables of the best-play solver: lane states, per-value transitions, group shapes.

The solver (:mod:`tournament.rules.solver`) walks the values of the cycle one by one. What it
carries from one value to the next is, per colour, the runs still in progress ("lanes") and
how long each is so far. This module turns the meld rules of RULINGS §2 into small integer
tables that the walk looks up:

- a *lane* is a run in progress of one colour; its kind is its length so far (1, 2, 3 or
  more) and whether it already holds a numbered tile ("a meld holds at least one numbered
  tile"); a lane of jokers only may not end;
- a *colour state* counts the lanes of one colour by kind; a *state* is the tuple of the four
  colour states, numbered by :data:`STATES`;
- a *transition* at one value takes a state, the tiles of that value (per colour how many
  lie on the table and how many are in the hand) and the jokers still free, and lists every
  useful way to place them: which lanes go on, which end, which start, which tiles go into
  groups, and how many hand tiles and jokers that lays.

Runs are cyclic (13-1-2 is legal), may be 3 to 26 tiles long, and a joker may stand for any
tile, even one whose two copies lie elsewhere ("Joker ersetzen beliebige Karten"); so a
colour can have more than two lanes at a value when jokers fill them. Groups are 3 or 4
tiles of one value in different colours; two groups of one value may both hold a colour.

The tables are rules, not hands: they are filled lazily and kept for the whole process, so
the first hands solved pay for building them.
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from typing import Final

from tournament.rules.melds import GROUP_MAX, MELD_MIN, RUN_MAX
from tournament.rules.tiles import MAX_VALUE

__all__ = [
    "COLOUR_STATES",
    "KINDS",
    "LANE_N1",
    "LANE_N2",
    "LANE_N3",
    "LANE_J1",
    "LANE_J2",
    "LANE_J3",
    "PATTERN_BASE",
    "ColourMove",
    "Transition",
    "colour_state_id",
    "crossing_costs",
    "group_joker_counts",
    "group_shapes",
    "state_id",
    "state_tuple",
    "transitions",
]

# Lane kinds, the positions in a colour state tuple: normal lanes (with a numbered tile) of
# length 1, 2, 3+, then joker-only lanes of length 1, 2, 3+.
LANE_N1: Final = 0
LANE_N2: Final = 1
LANE_N3: Final = 2
LANE_J1: Final = 3
LANE_J2: Final = 4
LANE_J3: Final = 5
KINDS: Final = 6

# Per colour the tiles of one value: (on the table, in the hand), table + hand <= 2.
PATTERN_BASE: Final = 9

ColourState = tuple[int, int, int, int, int, int]

COLOUR_STATES: list[ColourState] = []
_COLOUR_STATE_IDS: dict[ColourState, int] = {}
_STATES: list[tuple[int, int, int, int]] = []
_STATE_IDS: dict[tuple[int, int, int, int], int] = {}


def colour_state_id(state: ColourState) -> int:
    """The number of a colour state (lane counts by kind), registering it when new."""
    found = _COLOUR_STATE_IDS.get(state)
    if found is None:
        found = len(COLOUR_STATES)
        COLOUR_STATES.append(state)
        _COLOUR_STATE_IDS[state] = found
    return found


def state_id(colour_states: tuple[int, int, int, int]) -> int:
    """The number of a state (four colour state numbers), registering it when new."""
    found = _STATE_IDS.get(colour_states)
    if found is None:
        found = len(_STATES)
        _STATES.append(colour_states)
        _STATE_IDS[colour_states] = found
    return found


def state_tuple(sid: int) -> tuple[int, int, int, int]:
    return _STATES[sid]


EMPTY_COLOUR: Final = colour_state_id((0, 0, 0, 0, 0, 0))
EMPTY_STATE: Final = state_id((EMPTY_COLOUR,) * 4)


# --- groups ------------------------------------------------------------------------------


def _bipartite_ok(degrees: list[int], sizes: tuple[int, ...]) -> bool:
    """Gale-Ryser: can colours with ``degrees`` fill groups of ``sizes``, a colour at most
    once per group?"""
    if sum(degrees) != sum(sizes):
        return False
    ordered = sorted(sizes, reverse=True)
    for m in range(1, len(ordered) + 1):
        if sum(ordered[:m]) > sum(min(d, m) for d in degrees):
            return False
    return True


@lru_cache(maxsize=None)
def group_shapes(ones: int, twos: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of group sizes (numbered tiles per group, largest first) into which
    ``ones`` colours with one tile and ``twos`` colours with two tiles of one value split,
    each group holding a colour at most once."""
    degrees = [1] * ones + [2] * twos
    total = ones + 2 * twos
    shapes: list[tuple[int, ...]] = []
    for count in range(1, total + 1):
        for sizes in itertools.combinations_with_replacement(range(GROUP_MAX, 0, -1), count):
            if sum(sizes) == total and _bipartite_ok(degrees, sizes):
                shapes.append(sizes)
    return tuple(shapes)


@lru_cache(maxsize=None)
def group_joker_counts(ones: int, twos: int) -> tuple[int, ...]:
    """How many jokers can join groups of one value holding those numbered tiles, so that
    every group has 3 or 4 tiles. No numbered tile: no group, no joker."""
    if ones + twos == 0:
        return (0,)
    counts: set[int] = set()
    for sizes in group_shapes(ones, twos):
        low = sum(max(0, MELD_MIN - s) for s in sizes)
        high = sum(GROUP_MAX - s for s in sizes)
        counts.update(range(low, high + 1))
    return tuple(sorted(counts))


def build_groups(colours: list[int], jokers: int) -> list[tuple[list[int], int]]:
    """Split numbered tiles of one value (their colours, a colour at most twice) and
    ``jokers`` into valid groups: a list of (colours, jokers) per group."""
    ones = sum(1 for c in set(colours) if colours.count(c) == 1)
    twos = sum(1 for c in set(colours) if colours.count(c) == 2)
    for sizes in group_shapes(ones, twos):
        low = [max(0, MELD_MIN - s) for s in sizes]
        high = [GROUP_MAX - s for s in sizes]
        if not sum(low) <= jokers <= sum(high):
            continue
        # Havel-Hakimi for bipartite degree sequences: the largest group takes the colours
        # with the most tiles left.
        left = {c: colours.count(c) for c in set(colours)}
        groups: list[list[int]] = []
        for size in sizes:
            chosen = sorted(left, key=lambda c: (-left[c], c))[:size]
            for c in chosen:
                left[c] -= 1
                if not left[c]:
                    del left[c]
            groups.append(sorted(chosen))
        extra = jokers - sum(low)
        result: list[tuple[list[int], int]] = []
        for members, lo, hi in zip(groups, low, high, strict=True):
            add = min(extra, hi - lo)
            extra -= add
            result.append((members, lo + add))
        return result
    raise AssertionError(f"no groups for colours {colours} with {jokers} jokers")


# --- per-colour moves --------------------------------------------------------------------

# How one colour's lanes and tiles move at one value:
# (ends: normal 3+ lanes that end, numbered: how many numbered tiles go to the continuing
#  normal lanes, to_j1, to_j2, to_j3: how many joker-only lanes of each length get a
#  numbered tile, new_numbered, new_joker: lanes started, group: tiles into groups)
ColourMove = tuple[int, int, int, int, int, int, int, int]

# (next colour state, tiles into groups, jokers in runs, hand tiles laid, move)
_ColourOption = tuple[int, int, int, int, ColourMove]


@lru_cache(maxsize=None)
def _colour_options(cs: int, table: int, hand: int, jokers: int) -> tuple[_ColourOption, ...]:
    n1, n2, n3, j1, j2, j3 = COLOUR_STATES[cs]
    avail = table + hand
    best: dict[tuple[int, int, int], tuple[int, ColourMove]] = {}
    for ends in range(n3 + 1):
        going = n1 + n2 + n3 - ends  # normal lanes that go on
        for x1 in range(j1 + 1):
            for x2 in range(j2 + 1):
                for x3 in range(j3 + 1):
                    to_joker_lanes = x1 + x2 + x3
                    if to_joker_lanes > avail:
                        continue
                    all_joker_lanes_filled = to_joker_lanes == j1 + j2 + j3
                    for numbered in range(going + 1):
                        # A numbered tile goes to a joker-only lane before a normal one:
                        # the other way round leaves a weaker lane behind.
                        if numbered and not all_joker_lanes_filled:
                            break
                        in_runs = to_joker_lanes + numbered
                        if in_runs > avail:
                            break
                        lane_jokers = going - numbered + j1 + j2 + j3 - to_joker_lanes
                        if lane_jokers > jokers:
                            continue
                        for new_numbered in range(avail - in_runs + 1):
                            for new_joker in range(jokers - lane_jokers + 1):
                                if (new_numbered or new_joker) and ends:
                                    # Ending a long run while starting one of the same
                                    # colour at the same value: going on is never worse.
                                    break
                                run_jokers = lane_jokers + new_joker
                                used = in_runs + new_numbered
                                for group in range(3):
                                    total = used + group
                                    if total < table:
                                        continue
                                    if total > avail:
                                        break
                                    state = (
                                        new_numbered,
                                        n1 + x1,
                                        n2 + n3 - ends + x2 + x3,
                                        new_joker,
                                        j1 - x1,
                                        j2 - x2 + j3 - x3,
                                    )
                                    nxt = colour_state_id(state)
                                    laid = total - table
                                    key = (nxt, group, run_jokers)
                                    move = (ends, numbered, x1, x2, x3, new_numbered, new_joker, group)
                                    old = best.get(key)
                                    if old is None or old[0] < laid:
                                        best[key] = (laid, move)
    return tuple((k[0], k[1], k[2], laid, move) for k, (laid, move) in best.items())


# A transition: (next state id << 4 is added by the caller) as
# (next state id, jokers used, tiles laid counting jokers, group jokers, moves per colour)
Transition = tuple[int, int, int, int, tuple[ColourMove, ColourMove, ColourMove, ColourMove]]

_TRANSITIONS: dict[int, tuple[tuple[int, int, int], ...]] = {}
_TRANSITION_MOVES: dict[tuple[int, int, int], Transition] = {}


def transitions(sid: int, pattern: int, jokers: int) -> tuple[tuple[int, int, int], ...]:
    """Every useful way through one value: ``(next_state << 4, jokers used, tiles laid)``
    where tiles laid counts the hand's numbered tiles plus every joker placed.

    ``pattern`` is the sum over colours of ``(3 * table + hand) * 9 ** colour``;
    ``jokers`` the jokers still free (at most 15).
    """
    key = ((sid * PATTERN_BASE**4 + pattern) << 4) | jokers
    found = _TRANSITIONS.get(key)
    if found is None:
        found = _build_transitions(sid, pattern, jokers)
        _TRANSITIONS[key] = found
    return found


def transition_moves(sid: int, pattern: int, jokers: int, nxt: int, used: int) -> Transition:
    """The moves behind one entry of :func:`transitions` (for rebuilding the melds)."""
    transitions(sid, pattern, jokers)
    return _TRANSITION_MOVES[(((sid * PATTERN_BASE**4 + pattern) << 4) | jokers, nxt, used)]


def _build_transitions(sid: int, pattern: int, jokers: int) -> tuple[tuple[int, int, int], ...]:
    colour_states = _STATES[sid]
    # partial: (next colour states so far, colours with one group tile, with two, run
    # jokers) -> (hand tiles laid, moves)
    partial: dict[tuple[tuple[int, ...], int, int, int], tuple[int, tuple[ColourMove, ...]]]
    partial = {((), 0, 0, 0): (0, ())}
    p = pattern
    for c in range(4):
        code = p % PATTERN_BASE
        p //= PATTERN_BASE
        options = _colour_options(colour_states[c], code // 3, code % 3, jokers)
        grown: dict[tuple[tuple[int, ...], int, int, int], tuple[int, tuple[ColourMove, ...]]]
        grown = {}
        for (nexts, ones, twos, run_jokers), (laid, moves) in partial.items():
            for nxt, group, c_jokers, c_laid, move in options:
                total_jokers = run_jokers + c_jokers
                if total_jokers > jokers:
                    continue
                key = (
                    (*nexts, nxt),
                    ones + (group == 1),
                    twos + (group == 2),
                    total_jokers,
                )
                value = laid + c_laid
                old = grown.get(key)
                if old is None or old[0] < value:
                    grown[key] = (value, (*moves, move))
        partial = grown
        if not partial:
            return ()
    out: dict[tuple[int, int], tuple[int, int, tuple[ColourMove, ...]]] = {}
    for (nexts, ones, twos, run_jokers), (laid, moves) in partial.items():
        nxt = state_id((nexts[0], nexts[1], nexts[2], nexts[3]))
        for group_jokers in group_joker_counts(ones, twos):
            used = run_jokers + group_jokers
            if used > jokers:
                break
            value = laid + used
            old = out.get((nxt, used))
            if old is None or old[0] < value:
                out[(nxt, used)] = (value, group_jokers, moves)
    key = ((sid * PATTERN_BASE**4 + pattern) << 4) | jokers
    result = []
    for (nxt, used), (value, group_jokers, moves) in out.items():
        result.append((nxt << 4, used, value))
        _TRANSITION_MOVES[(key, nxt, used)] = (
            nxt,
            used,
            value,
            group_jokers,
            (moves[0], moves[1], moves[2], moves[3]),
        )
    return tuple(result)


# --- where to cut the cycle --------------------------------------------------------------


@lru_cache(maxsize=None)
def crossing_costs(mask: int) -> tuple[int, ...]:
    """For one colour whose values with a tile are the bits of ``mask`` (bit v-1 for value
    v): per cut (between value v and v+1, index v-1; the last between 13 and 1) the fewest
    jokers a run crossing that cut needs (a run needs 3 tiles, one of them numbered).
    A large number when no run can cross."""
    present = [(mask >> v) & 1 for v in range(MAX_VALUE)]
    costs = []
    for cut in range(MAX_VALUE):
        here = [present[cut], present[(cut + 1) % MAX_VALUE]]
        # Empties and "a tile seen" among the a positions left of the cut pair / b right.
        left_empty, left_seen = [0], [False]
        right_empty, right_seen = [0], [False]
        for i in range(1, MAX_VALUE - 1):
            cell = present[(cut - i) % MAX_VALUE]
            left_empty.append(left_empty[-1] + 1 - cell)
            left_seen.append(left_seen[-1] or bool(cell))
            cell = present[(cut + 1 + i) % MAX_VALUE]
            right_empty.append(right_empty[-1] + 1 - cell)
            right_seen.append(right_seen[-1] or bool(cell))
        best = RUN_MAX + 1
        base = 2 - sum(here)
        for a in range(MAX_VALUE - 1):
            for b in range(MAX_VALUE - 1 - a):
                if a + b + 2 < MELD_MIN:
                    continue
                if any(here) or left_seen[a] or right_seen[b]:
                    best = min(best, base + left_empty[a] + right_empty[b])
        costs.append(best)
    return tuple(costs)
