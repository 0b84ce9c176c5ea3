"""Exact best play: how many hand tiles can be laid (RULINGS §2; issue item 5).

"Immer sollte man prüfen, ob die Auflösung einer Kombination Vorteile bringen kann, so dass
man einen Stein aus der Hand zusätzlich unterbringen kann."

:func:`solve` finds the largest number of hand tiles that can be laid so that every table
tile and every laid tile ends in a valid meld; the table may be rearranged freely, jokers on
the table stay in melds. Not yet opened (``opened=False``), a player lays only melds of the
own tiles and leaves the table as it is. :func:`best_split` splits a hand on its own and says
which tiles stay dead.

The method is the dynamic program over values of van Rijn, Takes and Vis ("The complexity of
Rummikub problems", 2015), made cyclic and exact for this game: the values 1..13 are walked
once round the cycle; between two values the state is, per colour, the runs in progress and
their lengths (see :mod:`tournament.rules.solver_tables`); at each value the tiles of that
value are split between going on with runs, starting runs and forming groups. The cycle is
cut where the fewest runs can cross; the runs crossing the cut are guessed and the walk must
come back to the same state. The answer is exact: every arrangement of valid melds is one
path of the walk, and every path is rebuilt into valid melds and checked with
:func:`tournament.rules.melds.check_meld`.

>>> from tournament.rules.tiles import parse_tiles, format_tiles
>>> s = solve(parse_tiles("r13 r1 r2 b7"))
>>> s.placed, [format_tiles(m) for m in s.melds], format_tiles(s.left)
(3, ['r13 r1 r2'], 'b7')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.layout import check_layout, supply_problems
from tournament.rules.melds import RUN_MAX, check_meld
from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
from tournament.rules.solver_tables import (
    CROSS_J1,
    CROSS_N1,
    CROSSING,
    EMPTY_STATE,
    INNER,
    KINDS,
    LANE_J1,
    LANE_N1,
    NEXT_KIND,
    PATTERN_BASE,
    RELAXED,
    REQUIRE_BY_KIND,
    SIZE,
    TRANSITIONS,
    ColourMove,
    build_groups,
    closes,
    closing,
    colour_state_id,
    crossing_costs,
    first_mode,
    relaxed_state,
    transition_moves,
    transitions,
)
from tournament.rules.tiles import ALL_NUMBERED, JOKER, JOKER_INDEX, MAX_VALUE, Tile

__all__ = ["Solution", "best_split", "max_placed", "solve"]

_MAX_JOKERS: Final = 8  # the most a game holds; crossing runs of at most 13 rely on it
_PATTERNS: Final = PATTERN_BASE**4
WORK_BUDGET: Final = 150_000
"""Moves the exact walks of one instance may try (one per state expanded plus one per
transition out of it) before the instance goes to the ILP (:mod:`tournament.rules.solver_ilp`).
A count, not a time, so every answer is reproducible. Measured: at most 2,334 for a hand on
its own, 19,431 against an 80-tile table; 62,504 for the median 40-tile table with jokers."""


class _OverBudget(Exception):
    """The exact walks ran out of their work budget."""


class _Budget:
    __slots__ = ("left",)

    def __init__(self, moves: int | None) -> None:
        self.left = -1 if moves is None else moves


@dataclass(frozen=True, slots=True)
class Solution:
    """One best play.

    ``placed`` hand tiles (jokers included) are laid; ``melds`` is the whole table after the
    play (every table tile and every laid tile, each meld in canonical order, the melds
    sorted); ``left`` the hand tiles that stay in the hand, sorted.
    """

    placed: int
    melds: tuple[tuple[Tile, ...], ...]
    left: tuple[Tile, ...]

    @property
    def dead(self) -> int:
        """Tiles left in the hand."""
        return len(self.left)


def solve(
    hand: Iterable[Tile],
    table: Iterable[Iterable[Tile]] = (),
    *,
    opened: bool = True,
    options: RulesOptions = DEFAULT_OPTIONS,
    budget: int | None = WORK_BUDGET,
) -> Solution:
    """The best play of ``hand`` against ``table`` (a layout: a list of melds).

    ``opened=False``: the player has not laid out yet, so only melds of the own tiles count
    and the table stays as it is ("Erstmaliges Auslegen erfordert eine Dreier-Gruppe oder
    einer Dreier-Strasse"); any meld is at least three tiles, so laying anything opens.

    ``budget``: moves the exact walks may try (None: no limit); past it the instance
    is solved by the ILP in HiGHS, with an answer of the same value.

    Raises :class:`IllegalError` when the table is not a valid layout or the tiles exceed
    the supply (two copies of each numbered tile; jokers at most the game's count).
    """
    hand_tiles = sorted(hand)
    table_melds = [sorted(meld) for meld in table]
    _check_input(hand_tiles, table_melds, options)
    hand_counts, hand_jokers = _counts(hand_tiles)
    if opened:
        table_counts, table_jokers = _counts([t for m in table_melds for t in m])
        kept: list[tuple[Tile, ...]] = []
    else:
        table_counts, table_jokers = [0] * len(ALL_NUMBERED), 0
        kept = [_canonical(m) for m in table_melds]
    placed, melds = _solve_counts(
        hand_counts, hand_jokers, table_counts, table_jokers, True, budget
    )
    assert melds is not None
    laid = [t for m in melds for t in m]
    left = list(hand_tiles)
    on_table = [t for m in table_melds for t in m] if opened else []
    remaining = _multiset(laid)
    for t in on_table:
        remaining[t] -= 1
    for t in list(left):
        if remaining.get(t, 0) > 0:
            remaining[t] -= 1
            left.remove(t)
    all_melds = sorted(kept + [_canonical(m) for m in melds], key=_meld_key)
    return Solution(placed, tuple(all_melds), tuple(left))


def best_split(hand: Iterable[Tile], *, options: RulesOptions = DEFAULT_OPTIONS) -> Solution:
    """The best split of a hand on its own: the most tiles in melds; ``left`` are the dead
    tiles (Totholz)."""
    return solve(hand, (), opened=True, options=options)


def max_placed(
    hand_counts: Sequence[int],
    hand_jokers: int = 0,
    table_counts: Sequence[int] | None = None,
    table_jokers: int = 0,
    *,
    budget: int | None = WORK_BUDGET,
) -> int:
    """The number :func:`solve` would report, on counts by tile index (52 entries, 0..2 each;
    hand plus table at most 2), without building the melds or checking the input.

    For bulk use (statistics over many hands); the caller vouches that the table counts
    come from a valid layout.
    """
    table = [0] * len(ALL_NUMBERED) if table_counts is None else list(table_counts)
    placed, _ = _solve_counts(list(hand_counts), hand_jokers, table, table_jokers, False, budget)
    return placed


# --- input -------------------------------------------------------------------------------


def _check_input(hand: list[Tile], table: list[list[Tile]], options: RulesOptions) -> None:
    layout = check_layout(table, options)
    if not layout.valid:
        raise IllegalError(f"the table is not valid: {layout.problems[0]}")
    supply = supply_problems([("hand", hand), ("table", [t for m in table for t in m])], options)
    if supply:
        raise IllegalError(f"more tiles than the game holds: {supply[0]}")


def _multiset(tiles: Iterable[Tile]) -> dict[Tile, int]:
    counts: dict[Tile, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
    return counts


def _counts(tiles: Iterable[Tile]) -> tuple[list[int], int]:
    counts = [0] * len(ALL_NUMBERED)
    jokers = 0
    for t in tiles:
        if t.index == JOKER_INDEX:
            jokers += 1
        else:
            counts[t.index] += 1
    return counts, jokers


def _text(tiles: Iterable[Tile]) -> str:
    return " ".join(str(t) for t in tiles)


def _canonical(meld: Sequence[Tile]) -> tuple[Tile, ...]:
    check = check_meld(meld)
    if not check.valid:  # a rebuilt meld is valid by construction; say so loudly if not
        raise AssertionError(f"solver built an invalid meld {_text(meld)}: {check.reason}")
    return check.tiles


def _meld_key(meld: tuple[Tile, ...]) -> tuple[int, ...]:
    return tuple(t.index for t in meld)


# --- the walk ----------------------------------------------------------------------------


def _solve_counts(
    hand: list[int],
    hand_jokers: int,
    table: list[int],
    table_jokers: int,
    build: bool,
    budget: int | None = None,
) -> tuple[int, list[list[Tile]] | None]:
    jokers = hand_jokers + table_jokers
    if jokers > _MAX_JOKERS:
        raise IllegalError(f"{jokers} jokers: the solver handles at most {_MAX_JOKERS}")
    try:
        return _walk_counts(hand, hand_jokers, table, table_jokers, build, _Budget(budget))
    except _OverBudget:
        return _ilp_counts(hand, hand_jokers, table, table_jokers, build)


def _ilp_counts(
    hand: list[int], hand_jokers: int, table: list[int], table_jokers: int, build: bool
) -> tuple[int, list[list[Tile]] | None]:
    """The answer of the den Hertog-Hulshof ILP, its melds rebuilt and checked."""
    from tournament.rules.solver_ilp import ilp_model

    found = ilp_model(hand_jokers + table_jokers).solve(hand, hand_jokers, table, table_jokers)
    if found is None:
        raise IllegalError("the table tiles cannot all be placed in melds")
    placed, chosen = found
    if not build:
        return placed, None
    melds = [list(_canonical(list(meld))) for meld in chosen]
    return placed, melds


def _walk_counts(
    hand: list[int],
    hand_jokers: int,
    table: list[int],
    table_jokers: int,
    build: bool,
    budget: _Budget,
) -> tuple[int, list[list[Tile]] | None]:
    jokers = hand_jokers + table_jokers
    hand = _drop_dead(hand, table, jokers)
    patterns = [0] * MAX_VALUE
    masks = [0] * 4
    for c in range(4):
        weight = PATTERN_BASE**c
        for v in range(MAX_VALUE):
            i = c * MAX_VALUE + v
            t, h = table[i], hand[i]
            if t or h:
                patterns[v] += (3 * t + h) * weight
                masks[c] |= 1 << v
    cut, crossing = _choose_cut(masks, jokers)
    # Walk the values cut+1, ..., cut (0-based): runs crossing the cut are those going on
    # from the last value walked to the first.
    order = [(cut + 1 + k) % MAX_VALUE for k in range(MAX_VALUE)]
    pats = [patterns[v] for v in order]
    bound = sum(hand) + hand_jokers
    # Without runs that can cross the cut, one walk is exact. Otherwise, with a table, first
    # a quick look whether the whole hand can be laid (all tiles placed, no choices). Then a
    # walk whose crossing runs need nothing from the other side gives an upper bound and,
    # walked back, a bound per state; exact walks look for that bound first, cutting off
    # every state that cannot reach it.
    mode = INNER
    full = bound + table_jokers  # the value of laying every hand tile
    with_table = any(table) or table_jokers > 0
    if not any(crossing):
        best = _walk(pats, jokers, table_jokers, INNER, budget=budget)
    elif with_table and _walk(_all_placed(pats), jokers, jokers, INNER, budget=budget) >= 0:
        best = full  # every hand tile laid: nothing can beat it
    else:
        relaxed = first_mode(RELAXED, pats[-1])
        crossing_mode = first_mode(CROSSING, pats[-1])
        layers: list[dict[int, int]] = []
        upper = _walk(pats, jokers, table_jokers, relaxed, layers=layers, budget=budget)
        best = upper
        if upper >= 0:
            ahead = _backward(layers, pats, jokers, table_jokers)
            del layers
            if _walk(pats, jokers, table_jokers, INNER, upper - 1, ahead, budget=budget) < upper:
                if (
                    _walk(
                        pats, jokers, table_jokers, crossing_mode, upper - 1, ahead, budget=budget
                    )
                    == upper
                ):
                    mode = crossing_mode
                else:
                    best = _walk(pats, jokers, table_jokers, INNER, -1, ahead, budget=budget)
                    exact = _walk(
                        pats, jokers, table_jokers, crossing_mode, best, ahead, budget=budget
                    )
                    if exact > best:
                        mode, best = crossing_mode, exact
    if best < 0:
        raise IllegalError("the table tiles cannot all be placed in melds")
    placed = best - table_jokers
    if not build:
        return placed, None
    melds = _rebuild(pats, order, jokers, table_jokers, best, mode)
    return placed, melds


def _all_placed(pats: list[int]) -> list[int]:
    """The patterns with every hand tile counted as a table tile: a walk on them asks
    whether the whole hand can be laid."""
    result = []
    for pat in pats:
        merged = 0
        weight = 1
        for _ in range(4):
            code = pat % PATTERN_BASE
            merged += 3 * (code // 3 + code % 3) * weight
            pat //= PATTERN_BASE
            weight *= PATTERN_BASE
        result.append(merged)
    return result


def _drop_dead(hand: list[int], table: list[int], jokers: int) -> list[int]:
    """``hand`` without the tiles that fit no meld at all: no two other colours of the value
    (jokers counted) and no three consecutive values of the colour (jokers counted).
    Leaving them out changes no answer and keeps the walk small."""
    present = [1 if h or t else 0 for h, t in zip(hand, table, strict=True)]
    kept = hand
    for i, count in enumerate(hand):
        if not count:
            continue
        a, b, c = _SAME_VALUE[i]
        if present[a] + present[b] + present[c] + jokers >= 2:
            continue
        m2, m1, p1, p2 = _NEIGHBOURS[i]
        near = max(present[m2] + present[m1], present[m1] + present[p1], present[p1] + present[p2])
        if 2 - near <= jokers:
            continue
        if kept is hand:
            kept = list(hand)
        kept[i] = 0
    return kept


_SAME_VALUE: Final = [
    tuple(d * MAX_VALUE + i % MAX_VALUE for d in range(4) if d != i // MAX_VALUE)
    for i in range(4 * MAX_VALUE)
]
_NEIGHBOURS: Final = [
    tuple((i // MAX_VALUE) * MAX_VALUE + (i + k) % MAX_VALUE for k in (-2, -1, 1, 2))
    for i in range(4 * MAX_VALUE)
]


def _choose_cut(masks: list[int], jokers: int) -> tuple[int, tuple[bool, bool, bool, bool]]:
    """The cut of the cycle that the fewest colours' runs can cross; which colours can."""
    costs = [crossing_costs(m) for m in masks]
    best_cut, best_crossing, best_score = 0, [True] * 4, 99
    for cut in range(MAX_VALUE):
        crossing = [costs[c][cut] <= jokers for c in range(4)]
        score = sum(crossing)
        if score < best_score:
            best_cut, best_crossing, best_score = cut, crossing, score
            if not score:
                break
    return best_cut, (best_crossing[0], best_crossing[1], best_crossing[2], best_crossing[3])


def _walk(
    pats: list[int],
    jokers: int,
    table_jokers: int,
    mode: int,
    floor: int = -1,
    ahead: list[dict[int, int]] | None = None,
    layers: list[dict[int, int]] | None = None,
    budget: _Budget | None = None,
) -> int:
    """The most tiles laid (hand numbered tiles plus all jokers placed) on a walk round the
    cycle that places every table tile and at least ``table_jokers`` jokers; -1 if none.
    ``mode`` says what may cross the cut (at the first value walked); a walk that cannot
    beat ``floor`` returns ``floor``. ``ahead`` (from :func:`_backward`) bounds what is
    still to gain from each state; ``layers`` collects the frontiers for it."""
    frontier = {EMPTY_STATE << 4: 0}
    if layers is not None:
        layers.append(frontier)
    known = TRANSITIONS.get
    first = mode
    gain_left = [0] * (len(pats) + 1)  # the most hand tiles the values still to come hold
    for i in range(len(pats) - 1, -1, -1):
        gain_left[i] = gain_left[i + 1] + _HAND_TILES[pats[i]]
    left = -1 if budget is None else budget.left
    for step, pat in enumerate(pats):
        nxt: dict[int, int] = {}
        get = nxt.get
        high = (pat << 12) | first
        for key, value in frontier.items():
            used = key & 15
            free = jokers - used
            moves = known((((key >> 4) * _PATTERNS) << 12) + high + (free << 8))
            if moves is None:
                moves = transitions(key >> 4, pat, free, first)
            if left >= 0:
                # The budget counts the moves tried, which follows the time a walk takes
                # more closely than the states alone, and is the same on every run.
                left -= len(moves) + 1
                if left < 0:
                    raise _OverBudget()
            for step_key, gain in moves:
                k = step_key + used
                v = value + gain
                if get(k, -1) < v:
                    nxt[k] = v
        if not nxt:
            if budget is not None:
                budget.left = left
            return floor
        if ahead is not None:
            # Entries that cannot beat the floor even by the bound of the walk without the
            # checks at the cut. An entry whose relaxed twin that walk left out (it keeps a
            # long run going rather than end it and start another) is kept.
            bound = ahead[step + 1]
            for k, v in list(nxt.items()):
                rest = bound.get(_relaxed_key(k))
                if rest is not None and v + rest <= floor:
                    del nxt[k]
        elif floor >= 0:
            # Entries that cannot beat the floor even laying every hand tile still to come
            # and every joker still free.
            reach = floor - gain_left[step + 1] - jokers
            for k, v in list(nxt.items()):
                if v - (k & 15) <= reach:
                    del nxt[k]
        if layers is not None:
            layers.append(nxt)
        frontier = nxt
        first = INNER
    if budget is not None:
        budget.left = left
    best = floor
    relaxed = mode % 3 == RELAXED
    for key, value in frontier.items():
        if value > best and key & 15 >= table_jokers and (relaxed or closes(key >> 4)):
            best = value
    return best


def _backward(
    layers: list[dict[int, int]], pats: list[int], jokers: int, table_jokers: int
) -> list[dict[int, int]]:
    """From the frontiers of a :data:`RELAXED` walk: per step and entry, the most still to
    gain up to the end of that walk (an upper bound for the exact walk's entries)."""
    last = {k: 0 for k in layers[-1] if k & 15 >= table_jokers}
    ahead: list[dict[int, int]] = [last]
    for step in range(len(pats) - 1, -1, -1):
        later = ahead[-1]
        here: dict[int, int] = {}
        mode = first_mode(RELAXED, pats[-1]) if step == 0 else INNER
        for key in layers[step]:
            used = key & 15
            best = -1
            for step_key, gain in transitions(key >> 4, pats[step], jokers - used, mode):
                rest = later.get(step_key + used)
                if rest is not None and gain + rest > best:
                    best = gain + rest
            if best >= 0:
                here[key] = best
        ahead.append(here)
    ahead.reverse()
    return ahead


_RELAXED_IDS: dict[int, int] = {}


def _relaxed_key(key: int) -> int:
    """The entry of the :data:`RELAXED` walk an exact walk's entry maps to: crossing lanes
    become long runs, the requirements at the cut are dropped."""
    sid = key >> 4
    found = _RELAXED_IDS.get(sid)
    if found is None:
        found = relaxed_state(sid)
        _RELAXED_IDS[sid] = found
    return (found << 4) | (key & 15)


def _hand_tiles(pattern: int) -> int:
    total = 0
    for _ in range(4):
        total += pattern % 3  # the hand count of a colour is its code mod 3
        pattern //= PATTERN_BASE
    return total


_HAND_TILES: Final = [_hand_tiles(p) for p in range(PATTERN_BASE**4)]


# --- rebuilding the melds ----------------------------------------------------------------


class _Lane:
    """A stretch of one run walked without a break: its cells (value index for a numbered
    tile, -1 - value index for a joker). A crossing lane began before the first value
    walked: a lane still open after the last value runs into it."""

    __slots__ = ("cells", "crossing", "kind", "need", "predecessor", "successor")

    def __init__(self, kind: int, crossing: bool = False) -> None:
        self.kind = kind
        self.crossing = crossing
        self.need = -1  # a crossing lane that ended: the index of its requirement
        self.cells: list[int] = []
        self.successor: _Lane | None = None
        self.predecessor: _Lane | None = None


def _rebuild(
    pats: list[int], order: list[int], jokers: int, table_jokers: int, best: int, mode: int
) -> list[list[Tile]]:
    # Forward pass keeping every layer, then back from the best end.
    layers: list[dict[int, tuple[int, int, int, int]]] = []  # key -> (value, prev, nxt, dj)
    frontier: dict[int, tuple[int, int, int, int]] = {EMPTY_STATE << 4: (0, -1, 0, 0)}
    first = mode
    for pat in pats:
        nxt: dict[int, tuple[int, int, int, int]] = {}
        for key, (value, _, _, _) in frontier.items():
            used = key & 15
            for step_key, gain in transitions(key >> 4, pat, jokers - used, first):
                k = step_key + used
                v = value + gain
                old = nxt.get(k)
                if old is None or old[0] < v:
                    nxt[k] = (v, key, step_key >> 4, step_key & 15)
        layers.append(nxt)
        frontier = nxt
        first = INNER
    end_key = -1
    for k, (value, _, _, _) in frontier.items():
        if value == best and k & 15 >= table_jokers and closes(k >> 4):
            end_key = k
            break
    if end_key < 0:  # pragma: no cover - the same walk found it a moment ago
        raise AssertionError("the best walk was not found again")
    steps: list[tuple[int, int, int, int]] = []  # (state before, jokers free, next, dj)
    key = end_key
    for layer in reversed(layers):
        _, prev, nxt_sid, dj = layer[key]
        steps.append((prev >> 4, jokers - (prev & 15), nxt_sid, dj))
        key = prev
    steps.reverse()

    groups: list[list[Tile]] = []
    lanes: list[list[_Lane]] = [[] for _ in range(4)]
    every: list[list[_Lane]] = [[] for _ in range(4)]
    for step, ((sid, free, nxt_sid, dj), pat, v) in enumerate(zip(steps, pats, order, strict=True)):
        step_mode = mode if step == 0 else INNER
        _, _, _, group_jokers, moves = transition_moves(sid, pat, free, step_mode, nxt_sid, dj)
        group_colours: list[int] = []
        for c in range(4):
            lanes[c] = _move_lanes(lanes[c], every[c], v, moves[c])
            group_colours += [c] * moves[c][5]
        if group_colours:
            for colours, nj in build_groups(group_colours, group_jokers):
                groups.append([ALL_NUMBERED[c * MAX_VALUE + v] for c in colours] + [JOKER] * nj)
    runs: list[list[Tile]] = []
    for c in range(4):
        runs += _join_runs(lanes[c], every[c], c)
    return groups + runs


def _move_lanes(lanes: list[_Lane], every: list[_Lane], v: int, move: ColourMove) -> list[_Lane]:
    """Apply one colour's move at value index ``v`` to its open lanes."""
    per_kind, new_numbered, new_joker, cross_numbered, cross_joker, _ = move
    by_kind: list[list[_Lane]] = [[] for _ in range(KINDS)]
    for lane in lanes:
        by_kind[lane.kind].append(lane)
    after: list[_Lane] = []
    for kind, (ended, with_numbered, _with_joker) in enumerate(per_kind):
        these = by_kind[kind]
        for lane in these[:ended]:
            if lane.crossing:
                lane.need = REQUIRE_BY_KIND[kind]
        for i, lane in enumerate(these[ended:]):
            numbered = i < with_numbered
            lane.cells.append(v if numbered else -1 - v)
            lane.kind = NEXT_KIND[kind][0 if numbered else 1]
            after.append(lane)
    for kind, count, numbered, crossing in (
        (LANE_N1, new_numbered, True, False),
        (LANE_J1, new_joker, False, False),
        (CROSS_N1, cross_numbered, True, True),
        (CROSS_J1, cross_joker, False, True),
    ):
        for _ in range(count):
            lane = _Lane(kind, crossing)
            lane.cells.append(v if numbered else -1 - v)
            after.append(lane)
            every.append(lane)
    return after


def _join_runs(open_lanes: list[_Lane], every: list[_Lane], colour: int) -> list[list[Tile]]:
    """Join the lanes still open after the last value with the crossing lanes (each with an
    open lane that meets its requirement, as the walk checked), then read off the runs."""
    counts = [0] * SIZE
    for open_lane in open_lanes:
        counts[open_lane.kind] += 1
    for any_lane in every:
        if any_lane.crossing:
            counts[KINDS + any_lane.need] += 1
    pairs = closing(colour_state_id(tuple(counts)))
    if pairs is None:  # pragma: no cover - the walk only ends in closing states
        raise AssertionError("the runs do not close round the cycle")
    for kind, need in pairs:
        before = next(x for x in open_lanes if x.kind == kind and x.successor is None)
        after = next(x for x in every if x.crossing and x.need == need and x.predecessor is None)
        before.successor = after
        after.predecessor = before
    # Crossing lanes all have a lane before them, so every run starts at a lane without one.
    runs: list[list[Tile]] = []
    for first in every:
        if first.predecessor is not None:
            continue
        cells: list[int] = []
        lane: _Lane | None = first
        while lane is not None:
            cells += lane.cells
            lane = lane.successor
        runs += _cut_run(cells, colour)
    return runs


def _cut_run(cells: list[int], colour: int) -> list[list[Tile]]:
    """The run of ``cells`` as tiles; longer than 26 tiles (only with jokers) it is cut
    into runs of 3 to 26 tiles, each with a numbered tile."""
    tiles = [ALL_NUMBERED[colour * MAX_VALUE + c] if c >= 0 else JOKER for c in cells]
    if len(tiles) <= RUN_MAX:
        return [tiles]
    for size in range(RUN_MAX, 2, -1):
        head, tail = tiles[:size], tiles[size:]
        numbered = any(not t.is_joker for t in head) and any(not t.is_joker for t in tail)
        if len(tail) >= 3 and numbered:
            return [head, *_cut_run(cells[size:], colour)]
    raise AssertionError(f"cannot cut a run of {len(tiles)} tiles")  # pragma: no cover
