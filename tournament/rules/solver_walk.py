"""The best-play walk: a dynamic program over the values of the cycle (van Rijn, Takes and
Vis, "The complexity of Rummikub problems", 2015), made cyclic, legal for table jokers and
exact.

The values are walked once round the cycle from a cut chosen where the fewest runs can
cross. At each value: first the readings of the table melds first met there and which
of the value's table jokers are released (RULINGS §2; a released joker needs its own tiles
on the table; :mod:`tournament.rules.solver_release`), then per colour how its tiles go on
(:func:`tournament.rules.solver_moves.colour_moves`), then the value's groups
(:func:`~tournament.rules.solver_moves.group_partition`). The state between values is each
colour's lanes, the joker balance ``b`` = jokers released - free jokers used and the
reading word (the readings chosen of the melds the walk is in). What is
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

import math
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
from tournament.rules.solver_release import (
    NO_JOKERS,
    Choice,
    Position,
    reading_steps,
    release_choices,
    run_roles,
    table_melds,
    value_choices,
)
from tournament.rules.solver_roles import TableRoles
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
    # per value walked, the release choices the steps name (release_choices in this order)
    choices: list[list[Choice]] | None = None


def _cut(pos: Position, free: int) -> int:
    """The first value to walk: where the fewest runs can cross from the value before."""

    run = run_roles(pos)
    tiles = [t + h + run[i] for i, (t, h) in enumerate(zip(pos.table, pos.hand, strict=True))]
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
    is easiest. The first play found is the best over all; ties go to the first position.

    Where the table's melds read :data:`_FREE_FIRST` ways or more together, the bounds
    start at the least the play leaves with the table's jokers free (:func:`_free_bound`):
    the legal walk, which carries the readings chosen, need not prove the bounds below it
    empty (with fewer readings that walk costs more than it saves)."""
    searchers = [_searcher(pos, pure) for pos in positions]
    bound = 0
    if any(math.prod(len(meld) for meld in pos.readings) >= _FREE_FIRST for pos in positions):
        bound = min(_free_bound(pos, pure) for pos in positions)
    lows = [bound] * len(searchers)
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


_FREE_FIRST: Final = 4  # choices of readings from which the free-joker bound is taken


def _free_bound(pos: Position, pure: bool) -> int:
    """The least hand left with the table's jokers free (as if in the hand: they may go
    anywhere, or stay and count as left): at most what a legal play leaves, since every
    legal play is one of these with the same hand left."""
    free = Position(pos.table, pos.hand, pos.hand_jokers + pos.roles.jokers, TableRoles())
    return walk(free, pure=pure).left


_STEPS: Final = 6  # per value: the releases, the four colours, the groups


_NONE: Final = 1 << 20  # the tiles "left" by a state from which no play finishes


@dataclass(frozen=True, slots=True)
class _Plan:
    """What every search of one position shares: the order of the values (from the cut),
    per value the release choices and the groups of four they need, the least joker
    balance a state may have after each value, the caps on lanes crossing the cut.

    ``steps_at``: per value walked and per reading word coming in (the readings chosen for
    the melds whose values the walk has entered and not yet left), the value's moves of
    the release step: (index into ``choices_at``, the reading word going out). A meld's
    reading is chosen at the first of its values walked and carried in the word to the
    last, so one search covers every choice of readings. ``floors``: per value walked and
    reading word going out, the least balance (the jokers the readings may still release
    count towards it)."""

    order: list[int]
    choices_at: list[list[Choice]]
    full_at: list[list[int]]
    floors: list[list[int]]
    caps: list[int]
    free_all: int
    needs: _JokerNeeds
    steps_at: list[list[list[tuple[int, int]]]]


def _plan(pos: Position) -> _Plan:
    hj = pos.hand_jokers
    free_all = hj + pos.roles.jokers
    start = _cut(pos, free_all)
    order = [(start + k) % MAX_VALUE for k in range(MAX_VALUE)]
    melds = table_melds(pos)
    # caps on crossing lanes: a run crossing the cut has a tile at the value before it
    last = order[-1]
    run = run_roles(pos)
    caps = []
    for c in range(_COLOURS):
        i = c * MAX_VALUE + last
        n = pos.table[i] + pos.hand[i] + run[i]
        caps.append(n + free_all if n or free_all else 0)
    if melds:
        at = [value_choices(pos, v) for v in order]
        choices_at = [chs for chs, _, _ in at]
        full_at = [[sum(u.kind != "run" for u in ch[4]) for ch in chs] for chs in choices_at]
        steps_at, floors = reading_steps(melds, order, at, hj)
    else:  # no table joker: one choice per value, nothing released
        choices_at, full_at = [[NO_JOKERS]] * MAX_VALUE, [[0]] * MAX_VALUE
        steps_at, floors = [[[(0, 0)]]] * MAX_VALUE, [[-hj]] * MAX_VALUE
    needs = _JokerNeeds(pos, order, choices_at, steps_at, caps, free_all)
    return _Plan(order, choices_at, full_at, floors, caps, free_all, needs, steps_at)


# A colour's part of a release step: (role jokers kept, least hand tiles laid, reading
# word going out).
_Option = tuple[int, int, int]


def _colour_options(
    choices: list[Choice], steps: list[tuple[int, int]], c: int, table: int
) -> list[_Option]:
    """Colour ``c``'s options over a value's release steps from one reading word."""
    if len(steps) == 1:
        ci, out = steps[0]
        return [(choices[ci][0][c], max(0, choices[ci][2][c] - table), out)]
    found = {(choices[ci][0][c], max(0, choices[ci][2][c] - table), out) for ci, out in steps}
    return sorted(found)


class _JokerNeeds:
    """The fewest free jokers one colour's runs need from a value on: a relaxation of the
    walk to one colour (its table tiles may all go to groups, its hand tiles may stay, any
    free joker is at hand) that must still close round the cycle. The sum over the colours
    is a lower bound on the free jokers a state still uses, so a state whose joker balance
    cannot pay it has no play (the walk's floors on the balance, sharpened); a colour that
    cannot close at all (need :data:`_NONE`) ends the state at once. The relaxation keeps
    the reading words (:attr:`_Plan.steps_at`), so a meld's jokers stand in one reading
    in it, too."""

    def __init__(
        self,
        pos: Position,
        order: list[int],
        choices_at: list[list[Choice]],
        steps_at: list[list[list[tuple[int, int]]]],
        caps: list[int],
        free_all: int,
    ) -> None:
        self.pos, self.order, self.caps, self.free_all = pos, order, caps, free_all
        # per value, reading word coming in and colour: the colour's options
        self.options = [
            [
                [
                    _colour_options(choices, steps, c, pos.table[c * MAX_VALUE + v])
                    for c in range(_COLOURS)
                ]
                for steps in per_word
            ]
            for v, choices, per_word in zip(order, choices_at, steps_at, strict=True)
        ]
        self.cache: dict[tuple[int, int, int, int], int] = {}
        self.cache_at: dict[tuple[int, int, int, int, int, int], int] = {}

    def of(self, k: int, c: int, sid: int, word: int) -> int:
        """Colour ``c`` in state ``sid`` before the ``k``-th value walked, the readings
        coming in ``word``."""
        key = (k, c, sid, word)
        found = self.cache.get(key)
        if found is not None:
            return found
        if k == MAX_VALUE:
            least = 0 if closing_pairs(_IDS.states[sid]) is not None else _NONE
        else:
            least = _NONE
            for role, low, out in self.options[k][word][c]:
                least = min(least, self.at(k, c, sid, role, low, out))
        self.cache[key] = least
        return least

    def at(self, k: int, c: int, sid: int, role: int, low: int, out: int) -> int:
        """Colour ``c`` in state ``sid`` at the ``k``-th value walked, the value's release
        step taken: ``role`` run jokers kept, at least ``low`` hand tiles laid, the
        readings going out ``out``."""
        key = (k, c, sid, role, low, out)
        found = self.cache_at.get(key)
        if found is not None:
            return found
        least = _NONE
        first = k == 0
        i = c * MAX_VALUE + self.order[k]
        t, h = self.pos.table[i], self.pos.hand[i]
        cap = self.caps[c] if first else 0
        free = min(self.free_all, len(_IDS.states[sid][0]) + cap)
        for hl in range(h, low - 1, -1):
            for after, _, used, _ in _moves(sid, t + hl, role, free, first, cap):
                if used < least:
                    least = min(least, used + self.of(k + 1, c, after, out))
        self.cache_at[key] = least
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
    order, choices_at, full_at, steps_at = plan.order, plan.choices_at, plan.full_at, plan.steps_at
    needs, needs_at = plan.needs.of, plan.needs.at
    floors, caps, free_all = plan.floors, plan.caps, plan.free_all
    end = _STEPS * MAX_VALUE
    moves: list[object] = []
    result: list[int] = []

    def children(
        s: int, key: tuple[int, ...], cost: int
    ) -> Iterator[tuple[tuple[int, ...], int, object]]:
        k, sub = divmod(s, _STEPS)
        choices = choices_at[k]
        if sub == 0:  # the readings, and which of the value's table jokers are released
            for ci, word in steps_at[k][key[5]]:
                yield (*key[:4], key[4] + choices[ci][3], word, ci), cost, ci
            return
        b_floor = floors[k][key[5]]
        ch = choices[key[6]]
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
            word = key[5]
            # the free jokers the other colours still need, at least
            others = sum(needs(k + 1, d, key[d], word) for d in range(c))
            for d in range(c + 1, _COLOURS):
                td = pos.table[d * MAX_VALUE + order[k]]
                others += needs_at(k, d, key[d], ch[0][d], max(0, ch[2][d] - td), word)
            for hl in range(h, low - 1, -1):
                ncost = cost + h - hl
                if ncost > bound:
                    yield (), ncost, None  # the rest leaves more than the bound
                    return
                for after, to_groups, used, plan in _moves(sid, t + hl, ch[0][c], free, first, cap):
                    nb = key[4] - used
                    if nb - others - needs(k + 1, c, after, word) < b_floor:
                        continue
                    parts = list(key)
                    parts[c] = after
                    parts[4] = nb
                    yield (*parts, to_groups), ncost, (hl, plan)
            return
        # the value's groups; a released group joker needs its group complete with four
        # colours of real tiles (RULINGS §2), one such group per released group
        full = full_at[k][key[6]]
        if full and any(key[7 + c] < full for c in range(_COLOURS)):
            return
        toks = _group_tokens(tuple(key[7 + c] - full for c in range(_COLOURS)), ch[1])
        complete = _complete(full)
        later = sum(needs(k + 1, c, key[c], key[5]) for c in range(_COLOURS))
        for fg in range(0, free_all + 1):
            nb = key[4] - fg
            if nb - later < b_floor:
                break
            part = group_partition(toks, fg)
            if part is None:
                if fg > 3 * len(toks):
                    break
                continue
            yield (*key[:4], nb, key[5]), cost, (fg, complete + part)

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

    low = dfs(0, (0, 0, 0, 0, 0, 0), 0)
    if not result:
        return None, low
    moves.reverse()
    return Walked(result[0], order, moves, result[1], choices=choices_at), result[0]


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
    ints += _choice_ints(plan) if table_melds(pos) else _no_joker_ints(pos.hand_jokers)
    walker = CORE.Walker(ints, _intern, _colour_state, _groups_fit)

    def search(bound: int) -> tuple[Walked | None, int]:
        low, found = walker.search(bound)
        if found is None:
            return None, low
        left, rest, raw = found
        steps = _core_steps(plan, raw)
        return Walked(left, plan.order, steps, rest, choices=plan.choices_at), low

    return search, walker.states


def _choice_ints(plan: _Plan) -> list[int]:
    """The release choices, the release step's moves per reading word and the joker
    needs' options of every value, for the core."""
    ints = []
    at = zip(plan.choices_at, plan.full_at, plan.steps_at, plan.floors, strict=True)
    for choices, fulls, steps, floors in at:
        ints.append(len(choices))
        for (run, slot, needs, rel, _), full in zip(choices, fulls, strict=True):
            ints += [*run, *slot, *needs, rel, full]
        ints.append(len(steps))
        for moves in steps:
            ints.append(len(moves))
            ints += [n for move in moves for n in move]
        ints += [len(floors), *floors]
    for per_word in plan.needs.options:
        for options in per_word:
            for triples in options:
                ints.append(len(triples))
                ints += [n for triple in triples for n in triple]
    return ints


def _no_joker_ints(hand_jokers: int) -> list[int]:
    """:func:`_choice_ints` without table jokers: one choice per value (nothing kept,
    nothing released), one reading word, no roles."""
    return [1, *[0] * 14, 1, 1, 0, 0, 1, -hand_jokers] * MAX_VALUE + [1, 0, 0, 0] * (
        MAX_VALUE * _COLOURS
    )


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
