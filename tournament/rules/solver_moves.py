"""The moves of the best-play walk at one value: how one colour's runs go on, how the tiles
of a value form groups, and whether the runs close round the cycle. Pure functions of small
tuples, cached for the process (they are rules, not positions).

Runs are tracked as *lanes*, each a code ``length | real << 2 | crossing << 3``: its length
so far (1, 2, or 3 for "three or more"), whether it holds a numbered tile yet, and whether it
began at the first value walked (it then continues a run from the last value walked: it
*crosses* the cut of the cycle). A colour's state is ``(lanes, needs, crossing)``: its open
lanes (sorted), what the crossing lanes that ended ask of the run they continue (``NEED_*``),
and how many crossing lanes began.

Tiles that go on runs come as real tiles (``REAL``), table jokers that must stay the tile
they stand for (``ROLE``), and free jokers (``FREE``). A free joker never begins a run: a run
that begins with free jokers is the same tiles with those jokers moved to its other end.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

__all__ = [
    "END",
    "FREE",
    "REAL",
    "ROLE",
    "ColourMove",
    "ColourState",
    "closing_pairs",
    "colour_moves",
    "extend_code",
    "group_partition",
    "need_on_end",
]

REAL: Final = 0
ROLE: Final = 1
FREE: Final = 2
END: Final = 3  # a lane's action: it ends here

_LONG: Final = 3
_REAL_BIT: Final = 4
_CROSS_BIT: Final = 8
NEED_LONG: Final = 1  # the run before the cut must be 2+ long (the crossing part was 1)
NEED_LONG_REAL: Final = 2  # ... and hold a numbered tile
NEED_REAL: Final = 3  # the run before the cut must hold a numbered tile

ColourState = tuple[tuple[int, ...], tuple[int, ...], int]
# (state after, real tiles to groups, free jokers used, plan); plan = (actions of the lanes
# in order, tiles that begin lanes as (tile kind, crossing))
ColourMove = tuple[ColourState, int, int, tuple[tuple[int, ...], tuple[tuple[int, bool], ...]]]

EMPTY: Final[ColourState] = ((), (), 0)


def extend_code(code: int, kind: int) -> int:
    length = min(_LONG, (code & 3) + 1)
    real = code & _REAL_BIT or (_REAL_BIT if kind == REAL else 0)
    cross = code & _CROSS_BIT
    if cross and length == _LONG and real:
        cross = 0  # long and real: it needs nothing of the run before the cut
    return length | real | cross


def need_on_end(code: int) -> int:
    """What a crossing lane that ends asks of the run before the cut (0: nothing)."""
    short = code & 3 == 1
    if code & _REAL_BIT:
        return NEED_LONG if short else 0
    return NEED_LONG_REAL if short else NEED_REAL


def _may_end(code: int) -> bool:
    if code & _CROSS_BIT:
        return True
    return code & 3 == _LONG and bool(code & _REAL_BIT)


@lru_cache(maxsize=200_000)
def colour_moves(
    state: ColourState, real: int, role: int, free: int, first: bool, cross_cap: int
) -> tuple[ColourMove, ...]:
    """Every way one colour's ``real`` tiles, its ``role`` jokers (all of them) and up to
    ``free`` free jokers at one value go on from ``state``: each lane ends or takes a tile;
    the tiles left begin lanes (real tiles may go to groups instead). At the first value
    walked up to ``cross_cap`` lanes may begin as crossing lanes (free jokers too)."""
    lanes, needs, crossing = state
    found: dict[tuple[ColourState, int, int], ColourMove] = {}
    actions: list[int] = []

    def assign(i: int, r: int, o: int, f: int) -> None:
        if i < len(lanes):
            code = lanes[i]
            same_as_before = i > 0 and lanes[i - 1] == code
            low = actions[-1] if same_as_before else 0  # equal lanes: actions in order
            for act in range(low, 4):
                if act == END:
                    if not _may_end(code):
                        continue
                    actions.append(END)
                    assign(i + 1, r, o, f)
                elif act == REAL and r:
                    actions.append(REAL)
                    assign(i + 1, r - 1, o, f)
                elif act == ROLE and o:
                    actions.append(ROLE)
                    assign(i + 1, r, o - 1, f)
                elif act == FREE and f:
                    actions.append(FREE)
                    assign(i + 1, r, o, f - 1)
                else:
                    continue
                actions.pop()
            return
        _starts(r, o, f)

    def _starts(r: int, o: int, f: int) -> None:
        ended_long = any(a == END and lanes[k] == _LONG | _REAL_BIT for k, a in enumerate(actions))
        used_free = free - f
        # real tiles: begin lanes (normal or crossing) or go to groups
        for r_new in range(r + 1):
            for r_cross in range(r - r_new + 1) if first else (0,):
                for o_cross in range(o + 1) if first else (0,):
                    for f_cross in range(f + 1) if first else (0,):
                        if r_cross + o_cross + f_cross > cross_cap:
                            continue
                        o_new = o - o_cross
                        if ended_long and r_new + o_new:
                            continue  # going on with the long lane is never worse
                        starts = (
                            [(REAL, False)] * r_new
                            + [(ROLE, False)] * o_new
                            + [(REAL, True)] * r_cross
                            + [(ROLE, True)] * o_cross
                            + [(FREE, True)] * f_cross
                        )
                        _record(starts, r - r_new - r_cross, used_free + f_cross)

    def _record(starts: list[tuple[int, bool]], to_groups: int, used_free: int) -> None:
        new_lanes: list[int] = []
        new_needs = list(needs)
        for code, act in zip(lanes, actions, strict=True):
            if act == END:
                need = need_on_end(code)
                if need:
                    new_needs.append(need)
            else:
                new_lanes.append(extend_code(code, act))
        x = crossing
        for kind, cross in starts:
            new_lanes.append(1 | (_REAL_BIT if kind == REAL else 0) | (_CROSS_BIT if cross else 0))
            x += cross
        after: ColourState = (tuple(sorted(new_lanes)), tuple(sorted(new_needs)), x)
        key = (after, to_groups, used_free)
        if key not in found:
            found[key] = (after, to_groups, used_free, (tuple(actions), tuple(starts)))

    assign(0, real, role, free)
    return tuple(found.values())


def _fits(code: int, need: int) -> bool:
    long_enough = code & 3 >= 2
    real = bool(code & _REAL_BIT)
    if need == NEED_LONG:
        return long_enough
    if need == NEED_LONG_REAL:
        return long_enough and real
    if need == NEED_REAL:
        return real
    return True


@lru_cache(maxsize=100_000)
def closing_pairs(state: ColourState) -> tuple[int, ...] | None:
    """For a colour's state after the last value: which open lane (by position) continues
    into each crossing lane, first those with a need (in the order of ``needs``), then the
    others; None if the runs cannot close round the cycle. Every open lane that cannot end
    (short, or without a numbered tile) must continue into a crossing lane."""
    lanes, needs, crossing = state
    free_count = crossing - len(needs)
    if len(lanes) < crossing:
        return None
    must = [not _may_end(code & ~_CROSS_BIT) for code in lanes]
    used = [False] * len(lanes)
    chosen: list[int] = []
    # Lanes of one code are alike: each need tries the first free lane of each code only, so
    # the lanes used of a code are always its first ones and ``used`` names the rest of the
    # problem; one that failed is not tried again. (Trying every lane made states with
    # many jokers, many lanes and needs, take seconds; the first match found is the same.)
    failed: set[tuple[int, tuple[bool, ...]]] = set()

    def match(k: int) -> bool:
        if k == len(needs):
            rest = [i for i in range(len(lanes)) if not used[i]]
            forced = [i for i in rest if must[i]]
            if len(forced) > free_count:
                return False
            others = [i for i in rest if not must[i]]
            chosen.extend(forced + others[: free_count - len(forced)])
            return True
        if (k, tuple(used)) in failed:
            return False
        tried: set[int] = set()
        for i, code in enumerate(lanes):
            if not used[i] and code not in tried and _fits(code, needs[k]):
                tried.add(code)
                used[i] = True
                chosen.append(i)
                if match(k + 1):
                    return True
                chosen.pop()
                used[i] = False
        failed.add((k, tuple(used)))
        return False

    return tuple(chosen) if match(0) else None


Token = tuple[int, bool]  # (colour, real tile?) in a group
Group = tuple[tuple[Token, ...], int]  # its coloured tiles and its wildcards


@lru_cache(maxsize=100_000)
def group_partition(tokens: tuple[Token, ...], wild: int) -> tuple[Group, ...] | None:
    """Groups of 3 or 4 holding every token (a tile of a colour: real, or a joker standing
    for that colour) and exactly ``wild`` wildcards, every group with a real tile and no
    colour twice; None if there are none. ``tokens`` sorted."""
    if not tokens:
        return () if wild == 0 else None
    head, rest = tokens[0], tokens[1:]
    others: list[list[tuple[int, Token]]] = [[] for _ in range(4)]
    for i, tok in enumerate(rest):
        if tok[0] != head[0] and all(t != tok for _, t in others[tok[0]]):
            others[tok[0]].append((i, tok))
    options = [[None, *opts] for opts in others]
    tried: set[tuple[int, ...]] = set()

    def pick(c: int, chosen: list[tuple[int, Token]]) -> tuple[Group, ...] | None:
        if c < 4:
            for opt in options[c]:
                if opt is None:
                    found = pick(c + 1, chosen)
                else:
                    chosen.append(opt)
                    found = pick(c + 1, chosen)
                    chosen.pop()
                if found is not None:
                    return found
            return None
        members = (head, *(t for _, t in chosen))
        size = len(members)
        if not any(real for _, real in members):
            return None
        taken = tuple(sorted(i for i, _ in chosen))
        if taken in tried:
            return None
        tried.add(taken)
        left = tuple(t for i, t in enumerate(rest) if i not in taken)
        for j in range(max(0, 3 - size), min(4 - size, wild) + 1):
            more = group_partition(left, wild - j)
            if more is not None:
                return ((members, j), *more)
        return None

    return pick(0, [])
