"""Rebuilding the melds from the best walk of the best-play solver.

The walk of :mod:`tournament.rules.solver_dp_walk` is done once more keeping every layer, then
followed back from its best end: per value, the moves of each colour's lanes (runs in
progress) and the tiles that go into groups. Lanes are joined across the cut of the cycle
into runs; over-long runs are cut into valid ones.
"""

from __future__ import annotations

from tournament.rules.melds import RUN_MAX
from tournament.rules.solver_dp_tables import (
    CROSS_J1,
    CROSS_N1,
    EMPTY_STATE,
    INNER,
    KINDS,
    LANE_J1,
    LANE_N1,
    NEXT_KIND,
    REQUIRE_BY_KIND,
    SIZE,
    ColourMove,
    build_groups,
    closes,
    closing,
    colour_state_id,
    transition_moves,
    transitions,
)
from tournament.rules.tiles import ALL_NUMBERED, JOKER, MAX_VALUE, Tile

__all__ = ["rebuild"]


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


def rebuild(
    pats: list[int], order: list[int], jokers: int, table_jokers: int, best: int, mode: int
) -> list[list[Tile]]:
    """The melds of a walk over ``pats`` (values in ``order``) that reaches ``best`` with
    ``mode`` at the first value walked: the groups, then the runs colour by colour."""
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
