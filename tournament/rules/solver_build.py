"""The melds of the best walk: its moves replayed on real lanes, the lanes joined across the
cut, the groups read off. :mod:`tournament.rules.solver` checks every meld."""

from __future__ import annotations

from dataclasses import dataclass, field

from tournament.rules.melds import RUN_MAX
from tournament.rules.solver_moves import END, REAL, closing_pairs, extend_code, need_on_end
from tournament.rules.solver_roles import ReleaseUnit
from tournament.rules.solver_walk import Position, Walked, release_choices
from tournament.rules.tiles import ALL_NUMBERED, JOKER, MAX_VALUE, Tile

__all__ = ["Built", "build"]


@dataclass(slots=True)
class Built:
    """The melds of the play, the hand tiles laid (counts by index), the jokers left in the
    hand (unused hand jokers and released table jokers taken back), the released units."""

    melds: list[list[Tile]]
    laid: list[int]
    jokers_left: int
    released: list[ReleaseUnit]


@dataclass(eq=False, slots=True)
class _Lane:
    code: int
    cells: list[tuple[int, int]] = field(default_factory=list)  # (value, tile kind)
    crossing: bool = False
    need: int = 0
    successor: _Lane | None = None
    reached: bool = False


def build(pos: Position, walked: Walked) -> Built:
    laid = [0] * len(pos.hand)
    groups: list[list[Tile]] = []
    lanes: list[list[_Lane]] = [[] for _ in range(4)]
    every: list[list[_Lane]] = [[] for _ in range(4)]
    released: list[ReleaseUnit] = []
    steps = iter(walked.steps)
    for k, v in enumerate(walked.order):
        choices = walked.choices[k] if walked.choices else release_choices(pos, v)
        choice = choices[next(steps)]
        released += choice[4]
        for c in range(4):
            hl, (actions, starts) = next(steps)
            laid[c * MAX_VALUE + v] += hl
            lanes[c] = _replay(lanes[c], every[c], v, actions, starts)
        _, part = next(steps)
        for members, wild in part:
            tiles = [ALL_NUMBERED[c * MAX_VALUE + v] if real else JOKER for c, real in members]
            groups.append(tiles + [JOKER] * wild)
    runs: list[list[Tile]] = []
    for c in range(4):
        runs += _join(lanes[c], every[c], c)
    return Built(groups + runs, laid, walked.jokers_left, released)


def _replay(
    lanes: list[_Lane],
    every: list[_Lane],
    v: int,
    actions: tuple[int, ...],
    starts: tuple[tuple[int, bool], ...],
) -> list[_Lane]:
    if not lanes and not starts:
        return lanes
    ordered = sorted(lanes, key=lambda lane: lane.code)  # the order of the state's codes
    after: list[_Lane] = []
    for lane, act in zip(ordered, actions, strict=True):
        if act == END:
            if lane.crossing:
                lane.need = need_on_end(lane.code)
            continue
        lane.cells.append((v, act))
        lane.code = extend_code(lane.code, act)
        after.append(lane)
    for kind, crossing in starts:
        code = 1 | (4 if kind == REAL else 0) | (8 if crossing else 0)
        lane = _Lane(code, [(v, kind)], crossing)
        after.append(lane)
        every.append(lane)
    return after


def _join(open_lanes: list[_Lane], every: list[_Lane], colour: int) -> list[list[Tile]]:
    """Join each lane still open after the last value to the crossing lane it continues
    into (as :func:`closing_pairs` matched them), then read off the runs."""
    ordered = sorted(open_lanes, key=lambda lane: lane.code)
    crossing = [lane for lane in every if lane.crossing]
    with_need = sorted((lane for lane in crossing if lane.need), key=lambda lane: lane.need)
    needs = tuple(lane.need for lane in with_need)
    state = (tuple(lane.code for lane in ordered), needs, len(crossing))
    pairs = closing_pairs(state)
    if pairs is None:  # pragma: no cover - the walk only ends in closing states
        raise AssertionError("the runs do not close round the cycle")
    for into, i in zip(with_need + [x for x in crossing if not x.need], pairs, strict=True):
        ordered[i].successor = into
    runs: list[list[Tile]] = []
    starts = [x for x in every if not x.crossing]
    starts += crossing  # what is left of them are cycles
    for first in starts:
        if first.reached:
            continue
        cells: list[tuple[int, int]] = []
        lane: _Lane | None = first
        while lane is not None and not lane.reached:
            lane.reached = True
            cells += lane.cells
            lane = lane.successor
        runs += _cut_run(cells, colour)
    return runs


def _cut_run(cells: list[tuple[int, int]], colour: int) -> list[list[Tile]]:
    """The run of ``cells`` as tiles; longer than 26 tiles it is cut into runs of 3 to 26
    tiles, each with a numbered tile."""
    tiles = [ALL_NUMBERED[colour * MAX_VALUE + v] if k == REAL else JOKER for v, k in cells]
    if len(tiles) <= RUN_MAX:
        return [tiles]
    for size in range(RUN_MAX, 2, -1):
        head, tail = tiles[:size], tiles[size:]
        if (
            len(tail) >= 3
            and any(not t.is_joker for t in head)
            and any(not t.is_joker for t in tail)
        ):
            return [head, *_cut_run(cells[size:], colour)]
    raise AssertionError(f"cannot cut a run of {len(tiles)} tiles")  # pragma: no cover
