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
from functools import cache
from typing import Final

from tournament.rules.melds import GROUP_MAX, MELD_MIN, RUN_MAX
from tournament.rules.tiles import MAX_VALUE

__all__ = [
    "COLOUR_STATES",
    "CROSSING",
    "CROSS_J1",
    "CROSS_N1",
    "EMPTY_STATE",
    "INNER",
    "KINDS",
    "LANE_J1",
    "LANE_J2",
    "LANE_J3",
    "LANE_N1",
    "LANE_N2",
    "LANE_N3",
    "NEXT_KIND",
    "PATTERN_BASE",
    "RELAXED",
    "REQUIREMENTS",
    "REQUIRE_BY_KIND",
    "SIZE",
    "TRANSITIONS",
    "ColourMove",
    "Transition",
    "closes",
    "closing",
    "colour_state_id",
    "crossing_costs",
    "first_mode",
    "group_joker_counts",
    "group_shapes",
    "relaxed_state",
    "state_id",
    "state_tuple",
    "transitions",
]

# Lane kinds, the positions in a colour state tuple: normal lanes (with a numbered tile) of
# length 1, 2, 3+; joker-only lanes of length 1, 2, 3+; then the same six for lanes that
# began before the first value walked (they cross the cut of the cycle; the length counts
# from the cut). The last four positions count crossing lanes that have ended, by what they
# need from the part of their run before the cut (see REQUIREMENTS).
LANE_N1: Final = 0
LANE_N2: Final = 1
LANE_N3: Final = 2
LANE_J1: Final = 3
LANE_J2: Final = 4
LANE_J3: Final = 5
CROSS_N1: Final = 6
CROSS_J1: Final = 9
KINDS: Final = 12
SIZE: Final = 16

# What the part of a crossing run before the cut must be, by the ended part after it:
# (at least this many tiles, must hold a numbered tile). After the cut: 2+ tiles with a
# numbered one -> anything; 2+ jokers only -> a numbered tile; 1 numbered -> 2 tiles;
# 1 joker -> 2 tiles with a numbered one.
REQUIREMENTS: Final = ((1, False), (1, True), (2, False), (2, True))
# Runs start with a numbered tile (see _colour_options), so the part before the cut always
# holds one: only the length it needs counts, and "with a numbered one" folds into it.
REQUIRE_BY_KIND: Final = {6: 2, 7: 0, 8: 0, 9: 2, 10: 0, 11: 0}
# Kind after one more tile: (with a numbered tile, with a joker).
NEXT_KIND: Final = (
    (1, 1),
    (2, 2),
    (2, 2),
    (1, 4),
    (2, 5),
    (2, 5),
    (7, 7),
    (8, 8),
    (8, 8),
    (7, 10),
    (8, 11),
    (8, 11),
)
MAY_END: Final = (False, False, True, False, False, False, True, True, True, True, True, True)
NORMAL: Final = (True, True, True, False, False, False, True, True, True, False, False, False)
LANE_LENGTH: Final = (1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3)

# Per colour the tiles of one value: (on the table, in the hand), table + hand <= 2.
PATTERN_BASE: Final = 9

ColourState = tuple[int, ...]

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


EMPTY_COLOUR: Final = colour_state_id((0,) * SIZE)
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


@cache
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


@cache
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

# How one colour's lanes and tiles move at one value: per lane kind (ended, went on with a
# numbered tile, went on with a joker), then lanes started (numbered, joker, and on the
# first value crossing lanes numbered, joker), then tiles into groups.
ColourMove = tuple[tuple[tuple[int, int, int], ...], int, int, int, int, int]

# (next colour state, tiles into groups, jokers in runs, hand tiles laid, move)
_ColourOption = tuple[int, int, int, int, ColourMove]


def _lane_choices(
    counts: ColourState,
) -> list[tuple[list[int], int, int, bool, bool, tuple[tuple[int, int, int], ...]]]:
    """Every way the open lanes go on: (next counts, numbered tiles, jokers, a normal lane
    got a numbered tile, a joker-only lane got a joker, per kind (ended, numbered, joker))."""
    results: list[tuple[list[int], int, int, bool, bool, tuple[tuple[int, int, int], ...]]]
    results = [([0] * KINDS + list(counts[KINDS:]), 0, 0, False, False, ())]
    for kind in range(KINDS):
        have = counts[kind]
        grown = []
        for nxt, numbered, jokers, normal_numbered, lane_joker, detail in results:
            for ended in range(have + 1 if MAY_END[kind] else 1):
                going = have - ended
                for with_numbered in range(going + 1):
                    with_joker = going - with_numbered
                    out = list(nxt)
                    out[NEXT_KIND[kind][0]] += with_numbered
                    out[NEXT_KIND[kind][1]] += with_joker
                    if ended and kind >= CROSS_N1:
                        out[KINDS + REQUIRE_BY_KIND[kind]] += ended
                    grown.append(
                        (
                            out,
                            numbered + with_numbered,
                            jokers + with_joker,
                            normal_numbered or (NORMAL[kind] and with_numbered > 0),
                            lane_joker or (not NORMAL[kind] and with_joker > 0),
                            (*detail, (ended, with_numbered, with_joker)),
                        )
                    )
        results = grown
    return results


@cache
def _colour_options(
    cs: int, table: int, hand: int, jokers: int, mode: int, cap: int
) -> tuple[_ColourOption, ...]:
    counts = COLOUR_STATES[cs]
    avail = table + hand
    best: dict[tuple[int, int, int], tuple[int, ColourMove]] = {}
    for nxt, numbered, lane_jokers, normal_numbered, lane_joker, detail in _lane_choices(counts):
        if numbered > avail or lane_jokers > jokers:
            continue
        if normal_numbered and lane_joker:
            # A numbered tile in a normal lane while a joker-only lane takes a joker: the
            # other way round leaves a stronger lane and lays the same.
            continue
        long_ended = detail[LANE_N3][0]
        crossing = range(min(avail - numbered, cap + jokers) + 1) if mode else range(1)
        for cross_numbered in crossing:
            most = min(jokers - lane_jokers, cap + jokers - cross_numbered)
            for cross_joker in range(most + 1) if mode else range(1):
                spare = avail - numbered - cross_numbered
                for new_numbered in range(spare + 1):
                    # A run never needs to start with a joker: moved to its other end the
                    # joker stands for the next value instead, so runs start numbered.
                    for new_joker in range(1):
                        if (new_numbered or new_joker) and long_ended:
                            # Ending a long run while starting one of the same colour at
                            # the same value: going on is never worse.
                            break
                        run_jokers = lane_jokers + cross_joker + new_joker
                        used = numbered + cross_numbered + new_numbered
                        state = list(nxt)
                        state[LANE_N1] += new_numbered
                        state[LANE_J1] += new_joker
                        if mode == RELAXED:
                            # a bound: crossing lanes that need nothing from either side
                            state[LANE_N3] += cross_numbered + cross_joker
                        else:
                            state[CROSS_N1] += cross_numbered
                            state[CROSS_J1] += cross_joker
                        nid = colour_state_id(tuple(state))
                        for group in range(3):
                            total = used + group
                            if total < table:
                                continue
                            if total > avail:
                                break
                            key = (nid, group, run_jokers)
                            move: ColourMove = (
                                detail,
                                new_numbered,
                                new_joker,
                                cross_numbered,
                                cross_joker,
                                group,
                            )
                            laid = total - table
                            old = best.get(key)
                            if old is None or old[0] < laid:
                                best[key] = (laid, move)
    return tuple((k[0], k[1], k[2], laid, move) for k, (laid, move) in best.items())


# A transition's moves: (next state, jokers used, tiles laid counting jokers, group jokers,
# moves per colour)
Transition = tuple[int, int, int, int, tuple[ColourMove, ColourMove, ColourMove, ColourMove]]

TRANSITIONS: dict[int, tuple[tuple[int, int], ...]] = {}
MAX_TRANSITIONS: Final = 200_000
_TRANSITION_MOVES: dict[tuple[int, int, int], Transition] = {}


# Modes of a transition: an inner value; the first value walked, where runs from before
# the cut go on (exact); the same for an upper bound that does not check the cut.
INNER: Final = 0
CROSSING: Final = 1
RELAXED: Final = 2


def first_mode(mode: int, last_pattern: int) -> int:
    """The mode code of the first value walked: ``mode`` (:data:`CROSSING` or
    :data:`RELAXED`) and, per colour, the tiles of the last value walked, which every run
    crossing the cut also covers (so at most that many plus jokers cross)."""
    caps = 0
    weight = 1
    for _ in range(4):
        code = last_pattern % PATTERN_BASE
        caps += (code // 3 + code % 3) * weight
        last_pattern //= PATTERN_BASE
        weight *= 3
    return mode + 3 * caps


def transition_key(sid: int, pattern: int, jokers: int, mode: int) -> int:
    return ((sid * PATTERN_BASE**4 + pattern) << 12) | (jokers << 8) | mode


def transitions(
    sid: int, pattern: int, jokers: int, mode: int = INNER
) -> tuple[tuple[int, int], ...]:
    """Every useful way through one value: ``((next_state << 4) + jokers used, tiles laid)``
    where tiles laid counts the hand's numbered tiles plus every joker placed.

    ``pattern`` is the sum over colours of ``(3 * table + hand) * 9 ** colour``;
    ``jokers`` the jokers still free (at most 15); ``mode`` :data:`INNER` or a code from
    :func:`first_mode`.
    """
    key = transition_key(sid, pattern, jokers, mode)
    found = TRANSITIONS.get(key)
    if found is None:
        if len(TRANSITIONS) >= MAX_TRANSITIONS:
            # Keep memory bounded on long runs over dense tables; rebuilt when needed.
            TRANSITIONS.clear()
            _TRANSITION_MOVES.clear()
        found = _build_transitions(sid, pattern, jokers, mode, key)
        TRANSITIONS[key] = found
    return found


def transition_moves(
    sid: int, pattern: int, jokers: int, mode: int, nxt: int, used: int
) -> Transition:
    """The moves behind one entry of :func:`transitions` (for rebuilding the melds)."""
    transitions(sid, pattern, jokers, mode)
    return _TRANSITION_MOVES[(transition_key(sid, pattern, jokers, mode), nxt, used)]


def _build_transitions(
    sid: int, pattern: int, jokers: int, mode: int, key: int
) -> tuple[tuple[int, int], ...]:
    colour_states = _STATES[sid]
    # partial: (next colour states so far, colours with one group tile, with two, run
    # jokers) -> (hand tiles laid, moves)
    partial: dict[tuple[tuple[int, ...], int, int, int], tuple[int, tuple[ColourMove, ...]]]
    partial = {((), 0, 0, 0): (0, ())}
    p = pattern
    for c in range(4):
        code = p % PATTERN_BASE
        p //= PATTERN_BASE
        cap = (mode // 3 // 3**c) % 3
        options = _colour_options(colour_states[c], code // 3, code % 3, jokers, mode % 3, cap)
        grown: dict[tuple[tuple[int, ...], int, int, int], tuple[int, tuple[ColourMove, ...]]]
        grown = {}
        for (nexts, ones, twos, run_jokers), (laid, moves) in partial.items():
            for nxt, group, c_jokers, c_laid, move in options:
                total_jokers = run_jokers + c_jokers
                if total_jokers > jokers:
                    continue
                k = (
                    (*nexts, nxt),
                    ones + (group == 1),
                    twos + (group == 2),
                    total_jokers,
                )
                value = laid + c_laid
                old = grown.get(k)
                if old is None or old[0] < value:
                    grown[k] = (value, (*moves, move))
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
            known = out.get((nxt, used))
            if known is None or known[0] < value:
                out[(nxt, used)] = (value, group_jokers, moves)
    result = []
    for (nxt, used), (value, group_jokers, moves) in out.items():
        result.append(((nxt << 4) + used, value))
        _TRANSITION_MOVES[(key, nxt, used)] = (
            nxt,
            used,
            value,
            group_jokers,
            (moves[0], moves[1], moves[2], moves[3]),
        )
    return tuple(result)


# --- the end of the walk -----------------------------------------------------------------


@cache
def closes(sid: int) -> bool:
    """Whether a state after the last value walked closes the cycle: per colour, the lanes
    still open join the crossing lanes that ended (each crossing lane gets one open lane
    that meets its requirement); open lanes left over must be long runs that end here; no
    crossing lane may still be open."""
    return all(closing(cs) is not None for cs in _STATES[sid])


@cache
def closing(cs: int) -> tuple[tuple[int, int], ...] | None:
    """For one colour state at the end: which open lane kind joins which requirement, as
    (lane kind, requirement index) pairs; None when the state does not close."""
    counts = COLOUR_STATES[cs]
    if any(counts[CROSS_N1:KINDS]):
        return None
    lanes = [k for k in range(CROSS_N1) for _ in range(counts[k])]
    needs = [r for r in range(len(REQUIREMENTS)) for _ in range(counts[KINDS + r])]
    if len(needs) > len(lanes):
        return None
    for chosen in itertools.permutations(range(len(lanes)), len(needs)):
        ok = True
        for lane_index, r in zip(chosen, needs, strict=True):
            kind = lanes[lane_index]
            length, numbered = REQUIREMENTS[r]
            if LANE_LENGTH[kind] < length or (numbered and not NORMAL[kind]):
                ok = False
                break
        if not ok:
            continue
        rest = [lanes[i] for i in range(len(lanes)) if i not in chosen]
        if all(kind == LANE_N3 for kind in rest):
            return tuple((lanes[i], r) for i, r in zip(chosen, needs, strict=True))
    return None


# --- where to cut the cycle --------------------------------------------------------------


@cache
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


@cache
def relaxed_state(sid: int) -> int:
    """The state with every crossing lane made a long run and the requirements dropped:
    what the :data:`RELAXED` first value makes of the same lanes."""
    colours = []
    for cs in _STATES[sid]:
        counts = list(COLOUR_STATES[cs])
        counts[LANE_N3] += sum(counts[CROSS_N1:KINDS])
        counts[CROSS_N1:] = [0] * (SIZE - CROSS_N1)
        colours.append(colour_state_id(tuple(counts)))
    return state_id((colours[0], colours[1], colours[2], colours[3]))
