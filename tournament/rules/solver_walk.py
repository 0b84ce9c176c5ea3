"""The best-play walk: a dynamic program over the values of the cycle (van Rijn, Takes and
Vis, "The complexity of Rummikub problems", 2015), made cyclic, legal for table jokers and
exact.

The values are walked once round the cycle from a cut chosen where the fewest runs can
cross. At each value: first which of the value's table jokers are released (RULINGS §2;
a released joker needs its own tiles on the table), then per colour how its tiles go on
(:func:`tournament.rules.solver_moves.colour_moves`), then the value's groups
(:func:`~tournament.rules.solver_moves.group_partition`). The state between values is each
colour's lanes plus the joker balance ``b`` = jokers released - free jokers used. What is
minimised is the hand left: hand tiles not laid + hand jokers + ``b`` (a released joker not
used again goes to the hand), with ``b >= -hand jokers`` at the end.

Every path is recorded, so the best one is rebuilt into melds in the same pass. A bound on
the tiles left prunes the walk; it starts at 0 and grows until the best play fits under it,
so a position where (nearly) everything can be laid is walked with tiny frontiers. A failed
search backs up from every state the least its plays can leave (an iterative-deepening
search with backed-up values): the memo holds those lower bounds, and the next bound is the
least the whole walk can leave, so bounds proved empty are skipped. A move is cut when the
joker balance cannot pay the free jokers each colour's runs still need to close round the
cycle (:class:`_JokerNeeds`, a relaxation to one colour).

The search runs in the compiled core (``_walk.c``, :data:`CORE`) when it is built; the
Python search below is the same search (the tests check that both remember the same states
and find the same play) and runs without it or with ``walk(pos, pure=True)``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import Any, Final

from tournament.rules.solver_moves import (
    EMPTY,
    ColourState,
    closing_pairs,
    colour_moves,
    group_partition,
)
from tournament.rules.solver_roles import ReleaseUnit, TableRoles
from tournament.rules.tiles import MAX_VALUE

CORE: ModuleType | None  # the compiled search (_walk.c, built by setup.py), if built
try:
    from tournament.rules import _walk as CORE
except ImportError:  # pragma: no cover - depends on the build
    CORE = None

__all__ = [
    "CORE",
    "Position",
    "Walked",
    "core_built",
    "release_choices",
    "walk",
    "walk_readings",
]

_COLOURS: Final = 4


@dataclass(frozen=True, slots=True)
class Position:
    """What the walk needs: counts by tile index (52 entries) of the table's numbered tiles
    (all must stay on the table) and of the hand's, the hand's jokers, the table jokers'
    roles."""

    table: tuple[int, ...]
    hand: tuple[int, ...]
    hand_jokers: int
    roles: TableRoles


@dataclass(slots=True)
class Walked:
    """The best play found: ``left`` hand tiles stay (jokers included), and per step the
    moves taken, for :mod:`tournament.rules.solver_build`: per value the release choice,
    per colour (hand tiles laid, plan), then (free jokers in groups, groups)."""

    left: int
    order: list[int]
    steps: list[Any]
    jokers_left: int
    states: int = 0  # the states the search remembered (its memo), for the benchmark


# A release choice at one value: (run role jokers kept per colour, group jokers kept per
# colour, tiles needed per colour, jokers released, units).
_Choice = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, tuple[ReleaseUnit, ...]]


_NO_JOKERS: Final[_Choice] = ((0,) * _COLOURS, (0,) * _COLOURS, (0,) * _COLOURS, 0, ())


def release_choices(pos: Position, v: int) -> list[_Choice]:
    units = [u for u in pos.roles.units if u.value == v]
    if not pos.roles.units:  # no joker on the table: nothing to release, nothing kept
        return [_NO_JOKERS]
    seen: dict[tuple[object, ...], _Choice] = {}
    for mask in range(1 << len(units)):
        released = tuple(u for k, u in enumerate(units) if mask >> k & 1)
        run = [pos.roles.run.get(c * MAX_VALUE + v, 0) for c in range(_COLOURS)]
        slot = [pos.roles.group_slot.get(c * MAX_VALUE + v, 0) for c in range(_COLOURS)]
        needs = [0] * _COLOURS
        for u in released:
            for c in u.needs:
                needs[c] += 1
            kept = run if u.kind == "run" else slot
            for i in u.slots:
                kept[i // MAX_VALUE] -= 1
        at = [c * MAX_VALUE + v for c in range(_COLOURS)]
        if any(needs[c] > pos.table[at[c]] + pos.hand[at[c]] for c in range(_COLOURS)):
            continue
        rel = sum(u.jokers for u in released)
        key = (tuple(run), tuple(slot), tuple(needs), rel)
        if key not in seen:
            seen[key] = (tuple(run), tuple(slot), tuple(needs), rel, released)
    return list(seen.values())


def _cut(pos: Position, free: int) -> int:
    """The first value to walk: where the fewest runs can cross from the value before."""

    run = pos.roles.run
    tiles = [
        t + h + run.get(i, 0) for i, (t, h) in enumerate(zip(pos.table, pos.hand, strict=True))
    ]
    best, best_cost = 0, 1 << 30
    for s in range(MAX_VALUE):
        p = (s - 1) % MAX_VALUE
        cost = 0
        for c in range(_COLOURS):
            before, here = tiles[c * MAX_VALUE + p], tiles[c * MAX_VALUE + s]
            if before + here and free:
                before, here = before + free, here + free
            cost += min(before, here) * 4 + before + here
        if cost < best_cost:
            best, best_cost = s, cost
    return best


class _Ids:
    """Colour states as small ints, so the walk's keys hash fast."""

    def __init__(self) -> None:
        self.ids: dict[ColourState, int] = {EMPTY: 0}
        self.states: list[ColourState] = [EMPTY]

    def of(self, state: ColourState) -> int:
        found = self.ids.get(state)
        if found is None:
            found = self.ids[state] = len(self.states)
            self.states.append(state)
        return found


_IDS = _Ids()
_MOVES: dict[tuple[int, int, int, int, bool, int], tuple[tuple[int, int, int, object], ...]] = {}


def _moves(
    sid: int, real: int, role: int, free: int, first: bool, cap: int
) -> tuple[tuple[int, int, int, object], ...]:
    key = (sid, real, role, free, first, cap)
    found = _MOVES.get(key)
    if found is None:
        found = tuple(
            (_IDS.of(after), to_groups, used, plan)
            for after, to_groups, used, plan in colour_moves(
                _IDS.states[sid], real, role, free, first, cap
            )
        )
        if len(_MOVES) < 500_000:
            _MOVES[key] = found
    return found


def core_built() -> bool:
    """Whether the compiled core of the search is built (and so :func:`walk` runs in it)."""
    return CORE is not None


def walk(pos: Position, *, pure: bool = False) -> Walked:
    """The least hand left after a legal play (the original table is one, so there is
    always an answer). The search runs in the compiled core when it is built (:data:`CORE`),
    else (or with ``pure``) in Python; both search the same states and find the same play."""
    return walk_readings([pos], pure=pure)[1]


# A search for a play leaving at most a bound: (the play or None, the least a play
# leaves as far as the search saw), and the count of the states it remembers.
_Searcher = tuple[Callable[[int], tuple[Walked | None, int]], Callable[[], int]]


def _searcher(pos: Position, pure: bool) -> _Searcher:
    if CORE is not None and not pure:
        return _core_searcher(pos)
    need: dict[tuple[int, tuple[int, ...]], int] = {}
    plan = _plan(pos)
    return (lambda bound: _search(pos, bound, need, plan)), need.__len__


def walk_readings(positions: Sequence[Position], *, pure: bool = False) -> tuple[int, Walked]:
    """The best play over ``positions`` (the same hand and table, one per choice of the
    table melds' readings) and which of them it is in.

    The bounds on the tiles left go up from 0 for all of them together (each keeps its own
    memo of backed-up bounds and skips the bounds it proved empty), so no choice of
    readings is searched beyond the best play's bound, and a position is answered where it
    is easiest. The first play found is the best over all; ties go to the first position."""
    searchers = [_searcher(pos, pure) for pos in positions]
    lows = [0] * len(searchers)
    bound = 0
    while True:
        for k, (search, states) in enumerate(searchers):
            if lows[k] > bound:
                continue
            found, low = search(bound)
            if found is not None:
                found.states = states()
                return k, found
            lows[k] = low
        least = min(lows)
        if least >= _NONE:  # pragma: no cover - the table itself is a play
            raise AssertionError("the walk found no play")
        bound = max(bound + 1, least)


_STEPS: Final = 6  # per value: the releases, the four colours, the groups


_NONE: Final = 1 << 20  # the tiles "left" by a state from which no play finishes


@dataclass(frozen=True, slots=True)
class _Plan:
    """What every search of one position shares: the order of the values (from the cut),
    per value the release choices and the groups of four they need, the least joker
    balance a state may have after each value, the caps on lanes crossing the cut."""

    order: list[int]
    choices_at: list[list[_Choice]]
    full_at: list[list[int]]
    floors: list[int]
    caps: list[int]
    free_all: int
    needs: _JokerNeeds


def _plan(pos: Position) -> _Plan:
    hj = pos.hand_jokers
    free_all = hj + pos.roles.jokers
    start = _cut(pos, free_all)
    order = [(start + k) % MAX_VALUE for k in range(MAX_VALUE)]
    release_after = [0] * (MAX_VALUE + 1)
    for k in range(MAX_VALUE - 1, -1, -1) if pos.roles.units else ():
        release_after[k] = release_after[k + 1] + sum(
            u.jokers for u in pos.roles.units if u.value == order[k]
        )
    # caps on crossing lanes: a run crossing the cut has a tile at the value before it
    last = order[-1]
    caps = []
    for c in range(_COLOURS):
        i = c * MAX_VALUE + last
        n = pos.table[i] + pos.hand[i] + pos.roles.run.get(i, 0)
        caps.append(n + free_all if n or free_all else 0)
    floors = [-hj - release_after[k + 1] for k in range(MAX_VALUE)]
    if pos.roles.units:
        choices_at = [release_choices(pos, v) for v in order]
        full_at = [[sum(u.kind != "run" for u in ch[4]) for ch in chs] for chs in choices_at]
    else:  # no table joker: one choice per value, nothing released
        choices_at, full_at = [[_NO_JOKERS]] * MAX_VALUE, [[0]] * MAX_VALUE
    needs = _JokerNeeds(pos, order, choices_at, caps, free_all)
    return _Plan(order, choices_at, full_at, floors, caps, free_all, needs)


def _role_options(choices: list[_Choice], c: int, table: int) -> list[tuple[int, int]]:
    """Colour ``c``'s (role jokers kept, least hand tiles laid) over a value's choices."""
    if len(choices) == 1:
        ch = choices[0]
        return [(ch[0][c], max(0, ch[2][c] - table))]
    return sorted({(ch[0][c], max(0, ch[2][c] - table)) for ch in choices})


class _JokerNeeds:
    """The fewest free jokers one colour's runs need from a value on: a relaxation of the
    walk to one colour (its table tiles may all go to groups, its hand tiles may stay, any
    free joker is at hand) that must still close round the cycle. The sum over the colours
    is a lower bound on the free jokers a state still uses, so a state whose joker balance
    cannot pay it has no play (the walk's floors on the balance, sharpened); a colour that
    cannot close at all (need :data:`_NONE`) ends the state at once."""

    def __init__(
        self,
        pos: Position,
        order: list[int],
        choices_at: list[list[_Choice]],
        caps: list[int],
        free_all: int,
    ) -> None:
        self.pos, self.order, self.caps, self.free_all = pos, order, caps, free_all
        # per value and colour: the (role jokers, least hand tiles laid) of its choices
        self.options = (
            [
                [_role_options(choices, c, pos.table[c * MAX_VALUE + v]) for c in range(_COLOURS)]
                for v, choices in zip(order, choices_at, strict=True)
            ]
            if pos.roles.units
            else [[[(0, 0)]] * _COLOURS] * MAX_VALUE  # no table joker: no role, no release
        )
        self.cache: dict[tuple[int, int, int], int] = {}

    def of(self, k: int, c: int, sid: int) -> int:
        """Colour ``c`` in state ``sid`` before the ``k``-th value walked."""
        key = (k, c, sid)
        found = self.cache.get(key)
        if found is not None:
            return found
        if k == MAX_VALUE:
            least = 0 if closing_pairs(_IDS.states[sid]) is not None else _NONE
        else:
            least = _NONE
            first = k == 0
            i = c * MAX_VALUE + self.order[k]
            t, h = self.pos.table[i], self.pos.hand[i]
            cap = self.caps[c] if first else 0
            free = min(self.free_all, len(_IDS.states[sid][0]) + cap)
            for role, low in self.options[k][c]:
                for hl in range(h, low - 1, -1):
                    for after, _, used, _ in _moves(sid, t + hl, role, free, first, cap):
                        if used < least:
                            least = min(least, used + self.of(k + 1, c, after))
        self.cache[key] = least
        return least


_Token = tuple[int, bool]


@lru_cache(maxsize=100_000)
def _group_tokens(reals: tuple[int, ...], slots: tuple[int, ...]) -> tuple[_Token, ...]:
    """The tiles of a value that go to its groups, sorted: ``reals[c]`` real tiles and
    ``slots[c]`` group jokers standing for colour ``c``."""
    tokens: list[_Token] = []
    for c in range(_COLOURS):
        tokens += [(c, True)] * reals[c] + [(c, False)] * slots[c]
    return tuple(sorted(tokens))


_FOUR_COLOURS: Final = ((tuple((c, True) for c in range(_COLOURS)), 0),)


def _complete(full: int) -> tuple[Any, ...]:
    """The groups of four real tiles set aside for ``full`` released group jokers."""
    return _FOUR_COLOURS * full


def _search(
    pos: Position,
    bound: int,
    need: dict[tuple[int, tuple[int, ...]], int],
    plan: _Plan | None = None,
) -> tuple[Walked | None, int]:
    """A play leaving at most ``bound`` tiles in the hand (or None), and the least a play
    leaves: the play's count if found, else a lower bound above ``bound``.

    Depth first over the steps of the walk, laying the most tiles first, so a position where
    such a play is easy to find is answered after few states; a state (step and key) that
    cannot be completed within the bound is remembered in ``need``, kept from one bound to
    the next: the least a play through it leaves beyond its cost so far, as far as the
    search saw (the least over its moves of the move's cost and the next state's bound;
    a state is left alone once its cost and that bound exceed the bound)."""
    hj = pos.hand_jokers
    plan = plan or _plan(pos)
    order, choices_at, full_at = plan.order, plan.choices_at, plan.full_at
    needs = plan.needs.of
    floors, caps, free_all = plan.floors, plan.caps, plan.free_all
    end = _STEPS * MAX_VALUE
    moves: list[object] = []
    result: list[int] = []

    def children(
        s: int, key: tuple[int, ...], cost: int
    ) -> Iterator[tuple[tuple[int, ...], int, object]]:
        k, sub = divmod(s, _STEPS)
        choices = choices_at[k]
        if sub == 0:  # which of the value's table jokers are released
            for ci, ch in enumerate(choices):
                yield (*key[:4], key[4] + ch[3], ci), cost, ci
            return
        b_floor = floors[k]
        ch = choices[key[5]]
        if sub <= _COLOURS:  # one colour's tiles go on
            c = sub - 1
            first = k == 0
            i = c * MAX_VALUE + order[k]
            t, h = pos.table[i], pos.hand[i]
            sid = key[c]
            lanes = len(_IDS.states[sid][0])
            cap = caps[c] if first else 0
            free = min(free_all, lanes + cap)
            low = max(0, ch[2][c] - t)
            # the free jokers the other colours still need, at least
            others = sum(needs(k + (d < c), d, key[d]) for d in range(_COLOURS) if d != c)
            for hl in range(h, low - 1, -1):
                ncost = cost + h - hl
                if ncost > bound:
                    yield (), ncost, None  # the rest leaves more than the bound
                    return
                for after, to_groups, used, plan in _moves(sid, t + hl, ch[0][c], free, first, cap):
                    nb = key[4] - used
                    if nb - others - needs(k + 1, c, after) < b_floor:
                        continue
                    parts = list(key)
                    parts[c] = after
                    parts[4] = nb
                    yield (*parts, to_groups), ncost, (hl, plan)
            return
        # the value's groups; a released group joker needs its group complete with four
        # colours of real tiles (RULINGS §2), one such group per released group
        full = full_at[k][key[5]]
        if full and any(key[6 + c] < full for c in range(_COLOURS)):
            return
        toks = _group_tokens(tuple(key[6 + c] - full for c in range(_COLOURS)), ch[1])
        complete = _complete(full)
        later = sum(needs(k + 1, c, key[c]) for c in range(_COLOURS))
        for fg in range(0, free_all + 1):
            nb = key[4] - fg
            if nb - later < b_floor:
                break
            part = group_partition(toks, fg)
            if part is None:
                if fg > 3 * len(toks):
                    break
                continue
            yield (*key[:4], nb), cost, (fg, complete + part)

    def dfs(s: int, key: tuple[int, ...], cost: int) -> int:
        """A lower bound on the tiles a play through this state leaves beyond ``cost``; a
        play within the bound is recorded in ``result`` and ``moves``."""
        if s == end:
            if key[4] < -hj or any(
                closing_pairs(_IDS.states[key[c]]) is None for c in range(_COLOURS)
            ):
                return _NONE
            rest = hj + key[4]
            if cost + rest <= bound:
                result.extend((cost + rest, rest))
            return rest
        known = need.get((s, key), 0)
        if cost + known > bound:
            return known
        low = _NONE
        for nkey, ncost, move in children(s, key, cost):
            if not nkey:
                low = min(low, ncost - cost)
                continue
            below = dfs(s + 1, nkey, ncost)
            if result:
                moves.append(move)
                return 0
            low = min(low, ncost - cost + below)
        need[(s, key)] = low
        return low

    low = dfs(0, (0, 0, 0, 0, 0), 0)
    if not result:
        return None, low
    moves.reverse()
    return Walked(result[0], order, moves, result[1]), result[0]


# --- the compiled core -------------------------------------------------------------------


def _core_searcher(pos: Position) -> _Searcher:
    """The search of :func:`walk` in the compiled core: the same search with the same memo
    and joker needs. The core makes one colour's moves itself (a port of
    :func:`~tournament.rules.solver_moves.colour_moves`); the colour states keep this
    module's ids, and whether the runs close and a value's groups form come from the
    Python functions; the core caches all of it for the process."""
    assert CORE is not None
    plan = _plan(pos)
    ints = [pos.hand_jokers, plan.free_all, *plan.order, *pos.table, *pos.hand, *plan.caps]
    ints += plan.floors
    ints += _choice_ints(plan) if pos.roles.units else _NO_JOKER_INTS
    walker = CORE.Walker(ints, _intern, _colour_state, _groups_fit)

    def search(bound: int) -> tuple[Walked | None, int]:
        low, found = walker.search(bound)
        if found is None:
            return None, low
        left, rest, raw = found
        return Walked(left, plan.order, _core_steps(plan, raw), rest), low

    return search, walker.states


def _choice_ints(plan: _Plan) -> list[int]:
    """The release choices and the joker needs' options of every value, for the core."""
    ints = []
    for choices, fulls in zip(plan.choices_at, plan.full_at, strict=True):
        ints.append(len(choices))
        for (run, slot, needs, rel, _), full in zip(choices, fulls, strict=True):
            ints += [*run, *slot, *needs, rel, full]
    for options in plan.needs.options:
        for pairs in options:
            ints.append(len(pairs))
            ints += [n for pair in pairs for n in pair]
    return ints


# without table jokers: one choice per value (nothing kept, nothing released), no roles
_NO_JOKER_INTS: Final = ([1, *[0] * 14] * MAX_VALUE) + [1, 0, 0] * (MAX_VALUE * _COLOURS)


def _core_steps(plan: _Plan, raw: list[Any]) -> list[Any]:
    """The core's moves as the Python search records them: a value's groups come back as
    (free jokers in groups, real tiles to groups per colour) and are read off here."""
    steps = list(raw)
    for k in range(MAX_VALUE):
        ci = raw[k * _STEPS]
        ch, full = plan.choices_at[k][ci], plan.full_at[k][ci]
        fg, *to_groups = raw[k * _STEPS + _COLOURS + 1]
        if not (fg or full or any(to_groups) or any(ch[1])):
            steps[k * _STEPS + _COLOURS + 1] = (0, ())  # no groups at this value
            continue
        toks = _group_tokens(tuple(n - full for n in to_groups), ch[1])
        part = group_partition(toks, fg)
        assert part is not None
        steps[k * _STEPS + _COLOURS + 1] = (fg, _complete(full) + part)
    return steps


def _intern(lanes: tuple[int, ...], needs: tuple[int, ...], crossing: int) -> int:
    """The id of a colour state the core made."""
    return _IDS.of((lanes, needs, crossing))


def _colour_state(sid: int) -> tuple[tuple[int, ...], tuple[int, ...], int, bool]:
    """A colour state, and whether its runs can close round the cycle."""
    lanes, needs, crossing = state = _IDS.states[sid]
    return lanes, needs, crossing, closing_pairs(state) is not None


def _groups_fit(
    r0: int, r1: int, r2: int, r3: int, s0: int, s1: int, s2: int, s3: int, wild: int
) -> bool:
    """Whether a value's tiles for groups (real tiles and group jokers per colour) form
    groups with ``wild`` wildcards."""
    return group_partition(_group_tokens((r0, r1, r2, r3), (s0, s1, s2, s3)), wild) is not None
