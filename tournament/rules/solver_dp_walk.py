"""The counting walk of the best-play solver (:mod:`tournament.rules.solver_dp`).

The values 1..13 are walked once round the cycle, cut where the fewest runs can cross; per
value a dictionary maps each state (see :mod:`tournament.rules.solver_dp_tables`) to the most
tiles laid on the way there. A relaxed walk and its backward pass bound what each state can
still gain; the exact walks cut off the states that cannot reach the best found. The walks
are exact and have no work budget.
The best walk is rebuilt into melds by :mod:`tournament.rules.solver_dp_rebuild`.
"""

from __future__ import annotations

from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.solver_dp_rebuild import rebuild
from tournament.rules.solver_dp_tables import (
    CROSSING,
    EMPTY_STATE,
    INNER,
    PATTERN_BASE,
    RELAXED,
    TRANSITIONS,
    closes,
    crossing_costs,
    first_mode,
    relaxed_state,
    transitions,
)
from tournament.rules.tiles import MAX_VALUE, Tile

__all__ = ["UNPLACEABLE", "walk_counts"]

_PATTERNS: Final = PATTERN_BASE**4
UNPLACEABLE: Final = "the table tiles cannot all be placed in melds"


def walk_counts(
    hand: list[int],
    hand_jokers: int,
    table: list[int],
    table_jokers: int,
    build: bool,
) -> tuple[int, list[list[Tile]] | None]:
    """The hand tiles laid (jokers included) on the best walk, and its melds if ``build``.

    Counts by tile index (52 entries; hand plus table at most 2 each). Raises
    :class:`IllegalError` when the table tiles cannot all be placed.
    """
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
        best = _walk(pats, jokers, table_jokers, INNER)
    elif with_table and _walk(_all_placed(pats), jokers, jokers, INNER) >= 0:
        best = full  # every hand tile laid: nothing can beat it
    else:
        relaxed = first_mode(RELAXED, pats[-1])
        crossing_mode = first_mode(CROSSING, pats[-1])
        layers: list[dict[int, int]] = []
        upper = _walk(pats, jokers, table_jokers, relaxed, layers=layers)
        best = upper
        if upper >= 0:
            ahead = _backward(layers, pats, jokers, table_jokers)
            del layers
            if _walk(pats, jokers, table_jokers, INNER, upper - 1, ahead) < upper:
                if _walk(pats, jokers, table_jokers, crossing_mode, upper - 1, ahead) == upper:
                    mode = crossing_mode
                else:
                    best = _walk(pats, jokers, table_jokers, INNER, -1, ahead)
                    exact = _walk(pats, jokers, table_jokers, crossing_mode, best, ahead)
                    if exact > best:
                        mode, best = crossing_mode, exact
    if best < 0:
        raise IllegalError(UNPLACEABLE)
    placed = best - table_jokers
    if not build:
        return placed, None
    melds = rebuild(pats, order, jokers, table_jokers, best, mode)
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
            for step_key, gain in moves:
                k = step_key + used
                v = value + gain
                if get(k, -1) < v:
                    nxt[k] = v
        if not nxt:
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


_HAND_TILES: Final = [_hand_tiles(p) for p in range(_PATTERNS)]
