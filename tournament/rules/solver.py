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

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.melds import RUN_MAX, check_meld
from tournament.rules.solver_tables import (
    COLOUR_STATES,
    EMPTY_STATE,
    KINDS,
    LANE_J1,
    LANE_J2,
    LANE_J3,
    LANE_N1,
    LANE_N2,
    LANE_N3,
    PATTERN_BASE,
    build_groups,
    colour_state_id,
    crossing_costs,
    state_id,
    state_tuple,
    transition_moves,
    transitions,
)
from tournament.rules.tiles import ALL_NUMBERED, JOKER, JOKER_INDEX, MAX_VALUE, Tile

__all__ = ["Solution", "best_split", "max_placed", "solve"]

_COPIES: Final = 2
_MAX_JOKERS: Final = 15  # the walk keeps joker counts in 4 bits


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
    options: object | None = None,
) -> Solution:
    """The best play of ``hand`` against ``table`` (a layout: a list of melds).

    ``opened=False``: the player has not laid out yet, so only melds of the own tiles count
    and the table stays as it is ("Erstmaliges Auslegen erfordert eine Dreier-Gruppe oder
    einer Dreier-Strasse"); any meld is at least three tiles, so laying anything opens.

    Raises :class:`IllegalError` when the table is not a valid layout or the tiles exceed
    the supply (two copies of each numbered tile; jokers at most the game's count).
    """
    hand_tiles = sorted(hand)
    table_melds = [sorted(meld) for meld in table]
    max_jokers = _joker_limit(options)
    _check_input(hand_tiles, table_melds, max_jokers)
    hand_counts, hand_jokers = _counts(hand_tiles)
    if opened:
        table_counts, table_jokers = _counts([t for m in table_melds for t in m])
        kept: list[tuple[Tile, ...]] = []
    else:
        table_counts, table_jokers = [0] * len(ALL_NUMBERED), 0
        kept = [_canonical(m) for m in table_melds]
    placed, melds = _solve_counts(hand_counts, hand_jokers, table_counts, table_jokers, True)
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


def best_split(hand: Iterable[Tile], *, options: object | None = None) -> Solution:
    """The best split of a hand on its own: the most tiles in melds; ``left`` are the dead
    tiles (Totholz)."""
    return solve(hand, (), opened=True, options=options)


def max_placed(
    hand_counts: Sequence[int],
    hand_jokers: int = 0,
    table_counts: Sequence[int] | None = None,
    table_jokers: int = 0,
) -> int:
    """The number :func:`solve` would report, on counts by tile index (52 entries, 0..2 each;
    hand plus table at most 2), without building the melds or checking the input.

    For bulk use (statistics over many hands); the caller vouches that the table counts
    come from a valid layout.
    """
    table = [0] * len(ALL_NUMBERED) if table_counts is None else list(table_counts)
    placed, _ = _solve_counts(list(hand_counts), hand_jokers, table, table_jokers, False)
    return placed


# --- input -------------------------------------------------------------------------------


def _joker_limit(options: object | None) -> int:
    limit = getattr(options, "jokers", None)
    if limit is None:
        limit = getattr(options, "max_jokers", None)
    if not isinstance(limit, int):
        return _MAX_JOKERS
    return min(limit, _MAX_JOKERS)


def _check_input(hand: list[Tile], table: list[list[Tile]], max_jokers: int) -> None:
    for number, meld in enumerate(table, start=1):
        check = check_meld(meld)
        if not check.valid:
            raise IllegalError(f"table meld {number} ({_text(meld)}): {check.reason}")
    counts = _multiset(hand + [t for m in table for t in m])
    for tile, count in sorted(counts.items()):
        if tile.is_joker:
            if count > max_jokers:
                raise IllegalError(
                    f"{count} jokers in hand and on the table, the game has {max_jokers}"
                )
        elif count > _COPIES:
            raise IllegalError(
                f"{tile} occurs {count} times in hand and on the table, the game has {_COPIES}"
            )


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
    hand: list[int], hand_jokers: int, table: list[int], table_jokers: int, build: bool
) -> tuple[int, list[list[Tile]] | None]:
    jokers = hand_jokers + table_jokers
    if jokers > _MAX_JOKERS:
        raise IllegalError(f"{jokers} jokers: the solver handles at most {_MAX_JOKERS}")
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
    # Walk the values cut+1, ..., cut (0-based), so the crossing runs are those going on
    # from the last value walked to the first.
    order = [(cut + 1 + k) % MAX_VALUE for k in range(MAX_VALUE)]
    pats = [patterns[v] for v in order]
    bound = sum(hand) + hand_jokers
    best = -1
    best_start = -1
    for start in _crossing_states(crossing, jokers, [patterns[order[-1]], patterns[order[0]]]):
        found = _walk(start, pats, jokers, table_jokers)
        if found > best:
            best, best_start = found, start
            if best - table_jokers >= bound:
                break
    if best < 0:
        raise IllegalError("the table tiles cannot all be placed in melds")
    placed = best - table_jokers
    if not build:
        return placed, None
    melds = _rebuild(best_start, pats, order, jokers, table_jokers, best)
    return placed, melds


def _choose_cut(masks: list[int], jokers: int) -> tuple[int, tuple[bool, bool, bool, bool]]:
    """The cut of the cycle that the fewest colours' runs can cross; which colours can."""
    costs = [crossing_costs(m) for m in masks]
    best_cut, best_crossing, best_score = 0, (True, True, True, True), 99
    for cut in range(MAX_VALUE):
        crossing = tuple(costs[c][cut] <= jokers for c in range(4))
        score = sum(crossing)
        if score < best_score:
            best_cut, best_crossing, best_score = cut, crossing, score
            if not score:
                break
    return best_cut, (best_crossing[0], best_crossing[1], best_crossing[2], best_crossing[3])


def _crossing_states(
    crossing: tuple[bool, bool, bool, bool], jokers: int, ends: list[int]
) -> list[int]:
    """Candidate states for the runs crossing the cut: the empty state first."""
    last, first = ends
    per_colour: list[list[tuple[int, int]]] = []  # (colour state id, jokers at least)
    for c in range(4):
        options = [(colour_state_id((0,) * KINDS), 0)]  # type: ignore[arg-type]
        if crossing[c]:
            before = (last // PATTERN_BASE**c) % PATTERN_BASE
            after = (first // PATTERN_BASE**c) % PATTERN_BASE
            have_before = before // 3 + before % 3
            have_after = after // 3 + after % 3
            for lanes in range(1, min(have_before, have_after) + jokers + 1):
                for kinds in itertools.combinations_with_replacement(range(KINDS), lanes):
                    counts = [0] * KINDS
                    for k in kinds:
                        counts[k] += 1
                    joker_lanes = counts[LANE_J1] + 2 * counts[LANE_J2] + 3 * counts[LANE_J3]
                    need = max(0, lanes - have_before) + max(0, lanes - have_after)
                    need = max(need, joker_lanes)
                    if counts[LANE_N1] > have_before or need > jokers:
                        continue
                    cs = colour_state_id(
                        (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])
                    )
                    options.append((cs, need))
        per_colour.append(options)
    states = []
    for combo in itertools.product(*per_colour):
        if sum(need for _, need in combo) <= jokers:
            states.append(state_id((combo[0][0], combo[1][0], combo[2][0], combo[3][0])))
    states.sort(key=lambda s: s != EMPTY_STATE)
    return states


def _walk(start: int, pats: list[int], jokers: int, table_jokers: int) -> int:
    """The most tiles laid (hand numbered tiles plus all jokers placed) on a walk from
    ``start`` back to ``start`` that places every table tile and joker; -1 if none."""
    frontier = {start << 4: 0}
    for pat in pats:
        nxt: dict[int, int] = {}
        get = nxt.get
        for key, value in frontier.items():
            used = key & 15
            for base, dj, gain in transitions(key >> 4, pat, jokers - used):
                k = base | (used + dj)
                v = value + gain
                if get(k, -1) < v:
                    nxt[k] = v
        if not nxt:
            return -1
        frontier = nxt
    best = -1
    for key, value in frontier.items():
        if value > best and key & 15 >= table_jokers and _closes(key >> 4, start):
            best = value
    return best


_CLOSES: dict[tuple[int, int], bool] = {}


def _closes(end: int, start: int) -> bool:
    """Whether the lanes open after the last value walked fit the lanes guessed running at
    the first: the same, except that more long runs may end there."""
    found = _CLOSES.get((end, start))
    if found is None:
        found = True
        for e, s in zip(state_tuple(end), state_tuple(start), strict=True):
            a, b = COLOUR_STATES[e], COLOUR_STATES[s]
            for kind in range(KINDS):
                if a[kind] != b[kind] and not (kind == LANE_N3 and a[kind] > b[kind]):
                    found = False
        _CLOSES[(end, start)] = found
    return found


# --- rebuilding the melds ----------------------------------------------------------------


class _Lane:
    """A stretch of one run walked without a break: its cells (value index for a numbered
    tile, -1 - value index for a joker). A lane that was already running at the first value
    walked is a placeholder: the lane still open after the last value runs into it."""

    __slots__ = ("cells", "kind", "start_kind", "successor", "predecessor")

    def __init__(self, kind: int, placeholder: bool = False) -> None:
        self.kind = kind
        self.start_kind = kind if placeholder else -1
        self.cells: list[int] = []
        self.successor: _Lane | None = None
        self.predecessor: _Lane | None = None


def _rebuild(
    start: int, pats: list[int], order: list[int], jokers: int, table_jokers: int, best: int
) -> list[list[Tile]]:
    # Forward pass keeping every layer, then back from the best end.
    layers: list[dict[int, tuple[int, int, int, int]]] = []  # key -> (value, prev, nxt, dj)
    frontier: dict[int, tuple[int, int, int, int]] = {start << 4: (0, -1, 0, 0)}
    for pat in pats:
        nxt: dict[int, tuple[int, int, int, int]] = {}
        for key, (value, _, _, _) in frontier.items():
            used = key & 15
            for base, dj, gain in transitions(key >> 4, pat, jokers - used):
                k = base | (used + dj)
                v = value + gain
                old = nxt.get(k)
                if old is None or old[0] < v:
                    nxt[k] = (v, key, base >> 4, dj)
        layers.append(nxt)
        frontier = nxt
    end_key = -1
    for k, (value, _, _, _) in frontier.items():
        if value == best and k & 15 >= table_jokers and _closes(k >> 4, start):
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
    lanes: list[list[_Lane]] = []
    every: list[list[_Lane]] = []
    for cs in state_tuple(start):
        counts = COLOUR_STATES[cs]
        made = [_Lane(kind, True) for kind in range(KINDS) for _ in range(counts[kind])]
        lanes.append(list(made))
        every.append(list(made))
    for (sid, free, nxt_sid, dj), pat, v in zip(steps, pats, order, strict=True):
        _, _, _, group_jokers, moves = transition_moves(sid, pat, free, nxt_sid, dj)
        group_colours: list[int] = []
        for c in range(4):
            lanes[c] = _move_lanes(lanes[c], every[c], v, moves[c])
            group_colours += [c] * moves[c][7]
        if group_colours:
            for colours, nj in build_groups(group_colours, group_jokers):
                groups.append([ALL_NUMBERED[c * MAX_VALUE + v] for c in colours] + [JOKER] * nj)
    runs: list[list[Tile]] = []
    for c in range(4):
        runs += _join_runs(lanes[c], every[c], c)
    return groups + runs


def _move_lanes(
    lanes: list[_Lane], every: list[_Lane], v: int, move: tuple[int, ...]
) -> list[_Lane]:
    """Apply one colour's move at value index ``v`` to its open lanes."""
    ends, numbered, x1, x2, x3, new_numbered, new_joker, _ = move
    by_kind: list[list[_Lane]] = [[] for _ in range(KINDS)]
    for lane in lanes:
        by_kind[lane.kind].append(lane)
    long_lanes = by_kind[LANE_N3]
    going = long_lanes[: len(long_lanes) - ends]  # the others end before v
    after: list[_Lane] = []
    for i, lane in enumerate(by_kind[LANE_N1] + by_kind[LANE_N2] + going):
        lane.cells.append(v if i < numbered else -1 - v)
        lane.kind = LANE_N2 if lane.kind == LANE_N1 else LANE_N3
        after.append(lane)
    for kind, filled, to_normal, to_joker in (
        (LANE_J1, x1, LANE_N2, LANE_J2),
        (LANE_J2, x2, LANE_N3, LANE_J3),
        (LANE_J3, x3, LANE_N3, LANE_J3),
    ):
        for i, lane in enumerate(by_kind[kind]):
            lane.cells.append(v if i < filled else -1 - v)
            lane.kind = to_normal if i < filled else to_joker
            after.append(lane)
    for i in range(new_numbered + new_joker):
        lane = _Lane(LANE_N1 if i < new_numbered else LANE_J1)
        lane.cells.append(v if i < new_numbered else -1 - v)
        after.append(lane)
        every.append(lane)
    return after


def _join_runs(open_lanes: list[_Lane], every: list[_Lane], colour: int) -> list[list[Tile]]:
    """Join each lane still open after the last value with a lane that was running at the
    first value (the walk made their kinds agree), then read off the runs."""
    waiting: dict[int, list[_Lane]] = {}
    for lane in every:
        if lane.start_kind >= 0:
            waiting.setdefault(lane.start_kind, []).append(lane)
    for lane in open_lanes:
        if waiting.get(lane.kind):
            target = waiting[lane.kind].pop()
            lane.successor = target
            target.predecessor = lane
        # else: a long run that ends with the last value walked
    runs: list[list[Tile]] = []
    seen: set[int] = set()
    for first in every:
        if first.predecessor is not None or id(first) in seen:
            continue
        cells: list[int] = []
        lane: _Lane | None = first
        while lane is not None:
            seen.add(id(lane))
            cells += lane.cells
            lane = lane.successor
        runs += _cut_run(cells, colour)
    for first in every:  # what is left are runs closed into a ring
        if id(first) in seen:
            continue
        cells = []
        ring: _Lane | None = first
        while ring is not None and id(ring) not in seen:
            seen.add(id(ring))
            cells += ring.cells
            ring = ring.successor
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
        if len(tail) >= 3 and any(not t.is_joker for t in head):
            if any(not t.is_joker for t in tail):
                rest = _cut_run(cells[size:], colour)
                return [head, *rest]
    raise AssertionError(f"cannot cut a run of {len(tiles)} tiles")  # pragma: no cover
