"""Rummikub's best play (RULINGS §11): the arrangement that leaves the least rack value.

"Best play (the solver): the arrangement that leaves the least rack value (joker 30), then
the fewest tiles; before the initial meld, only new sets from the rack worth >= 30, else
nothing."

The search is exact: a dynamic programme over the values 1..13 (runs do not wrap, so the
values are a line). Its state after a value is, per colour, the lengths of the runs still
open (1, 2, or 3 meaning "3 or more, may end"), the rack jokers used so far and, before the
initial meld, the worth laid so far (capped at 30). At each value it chooses how many of
each tile go into groups (the group shapes are enumerated once), which open runs go on (by
a tile or a joker) or end, and how many runs start. Every table tile must be used; rack
tiles may be. A joker already on the table keeps what it stands for (one of its set's
readings, each tried): it is played as that tile; the solver does not retrieve table
jokers.

>>> from tournament.rules.tiles import parse_layout, parse_tiles
>>> play = best_play(parse_layout("r4 r5 r6"), parse_tiles("r7 r3 k9 y9 J"), opened=True)
>>> format_tiles(play.placed), play.left_value
('r3 r7 y9 k9 J', 0)
>>> best_play([], parse_tiles("r1 r2 r3 k13"), opened=False).placed
()
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.rummikub import (
    INITIAL_MELD,
    JOKER_VALUE,
    check_set,
    check_table,
    rack_value,
    too_many,
)
from tournament.rules.tiles import COLOURS, JOKER, MAX_VALUE, Tile, format_tiles

__all__ = ["Play", "best_play", "format_tiles"]

_WEIGHT: Final = 1000  # score = value * 1000 + tiles: value first, then tiles
_COLOURS: Final = len(COLOURS)

# A group at one value: (colour mask, jokers): 3 or 4 tiles, at least one numbered.
_GROUP_SHAPES: Final = tuple(
    (mask, jokers)
    for mask in range(1, 1 << _COLOURS)
    for jokers in range(3)
    if 3 <= mask.bit_count() + jokers <= 4
)


@dataclass(frozen=True, slots=True)
class Play:
    """The best play: the tiles placed from the rack, the whole table after it (sets in
    canonical order), the rack left and what it costs."""

    placed: tuple[Tile, ...]
    table: tuple[tuple[Tile, ...], ...]
    left: tuple[Tile, ...]
    left_value: int
    initial_value: int = 0
    """Before the initial meld: the worth of the sets laid (0 when nothing is laid)."""


Runs = tuple[tuple[int, ...], ...]
State = tuple[Runs, int, int]  # runs per colour, rack jokers used, worth laid (capped)
Shapes = tuple[tuple[int, int], ...]  # the groups laid at one value
ColourMove = tuple[tuple[str, ...], int, int]  # each open run's move, runs started (tile, joker)
Choice = tuple[Shapes, tuple[ColourMove, ...]]
Partial = dict[tuple[Runs, int], tuple[int, int, tuple[ColourMove, ...]]]


@lru_cache(maxsize=4096)
def _groups(avail: tuple[int, ...], jokers: int) -> tuple[tuple[tuple[int, ...], int, Shapes], ...]:
    """Every way to lay groups at one value: (tiles of each colour used, jokers used, the
    group shapes), with at most ``avail`` of each colour and ``jokers`` jokers."""
    found: dict[tuple[tuple[int, ...], int], Shapes] = {}

    def walk(start: int, used: tuple[int, ...], jk: int, shapes: Shapes) -> None:
        found.setdefault((used, jk), shapes)
        for index in range(start, len(_GROUP_SHAPES)):
            mask, nj = _GROUP_SHAPES[index]
            after = tuple(u + (mask >> c & 1) for c, u in enumerate(used))
            if jk + nj <= jokers and all(a <= b for a, b in zip(after, avail, strict=True)):
                walk(index, after, jk + nj, (*shapes, _GROUP_SHAPES[index]))

    walk(0, (0,) * _COLOURS, 0, ())
    return tuple((used, jk, shapes) for (used, jk), shapes in found.items())


@lru_cache(maxsize=65536)
def _run_moves(
    runs: tuple[int, ...], real: int, jokers: int, last: bool
) -> tuple[tuple[tuple[int, ...], int, int, tuple[str, ...], int, int], ...]:
    """Every way the open runs of one colour go on at a value with at most ``real`` tiles
    and ``jokers`` jokers: (new runs, tiles used, jokers used, each run's move 'R' tile /
    'J' joker / 'E' ended, runs started by a tile, by a joker). ``last``: the value is 13,
    so every run must end at it."""
    out = []
    for moves in itertools.product("RJE", repeat=len(runs)):
        if any(m == "E" and n < 3 for m, n in zip(moves, runs, strict=True)):
            continue
        r, j = moves.count("R"), moves.count("J")
        if r > real or j > jokers:
            continue
        for new_r in range(real - r + 1):
            for new_j in range(jokers - j + 1):
                if last and new_r + new_j:
                    break
                grown = [min(n + 1, 3) for m, n in zip(moves, runs, strict=True) if m != "E"]
                grown += [1] * (new_r + new_j)
                if last and any(n < 3 for n in grown):
                    continue
                new = tuple(sorted(grown)) if not last else ()
                out.append((new, r + new_r, j + new_j, moves, new_r, new_j))
    return tuple(out)


class _Search:
    """One dynamic programme: ``must[v][c]`` table tiles and ``may[v][c]`` rack tiles of
    colour ``c`` and value ``v``; ``jokers`` rack jokers; ``first``: before the initial
    meld (count the worth laid)."""

    def __init__(self, must: list[list[int]], may: list[list[int]], jokers: int, *, first: bool):
        self.must, self.may, self.jokers, self.first = must, may, jokers, first
        self.back: list[dict[State, tuple[State, Choice]]] = []

    def run(self) -> tuple[int, State] | None:
        start: State = (((),) * _COLOURS, 0, 0)
        layer: dict[State, int] = {start: 0}
        for value in range(1, MAX_VALUE + 1):
            nxt: dict[State, int] = {}
            back: dict[State, tuple[State, Choice]] = {}
            for state, score in layer.items():
                for new, gain, choice in self._steps(state, value):
                    if nxt.get(new, -1) < score + gain:
                        nxt[new] = score + gain
                        back[new] = (state, choice)
            self.back.append(back)
            layer = nxt
        finals = [
            (score + state[1] * (JOKER_VALUE * _WEIGHT + 1), state)
            for state, score in layer.items()
            if not self.first or state[2] >= INITIAL_MELD or state == (((),) * _COLOURS, 0, 0)
        ]
        return max(finals, default=None)

    def _steps(self, state: State, value: int) -> Iterator[tuple[State, int, Choice]]:
        runs, used_jokers, worth = state
        must, may = self.must[value - 1], self.may[value - 1]
        avail = tuple(m + o for m, o in zip(must, may, strict=True))
        spare = self.jokers - used_jokers
        last = value == MAX_VALUE
        for g_used, g_jokers, shapes in _groups(avail, spare):
            partial: Partial = {((), g_jokers): (0, 0, ())}
            for c in range(_COLOURS):
                partial = self._colour(
                    partial, runs[c], g_used[c], must[c], avail[c], spare, last, value
                )
                if not partial:
                    break
            for (new_runs, jk), (gain, tiles, moves) in partial.items():
                laid = tiles + jk + sum(g_used)
                new_worth = min(worth + laid * value, INITIAL_MELD) if self.first else 0
                yield (new_runs, used_jokers + jk, new_worth), gain, (shapes, moves)

    @staticmethod
    def _colour(
        partial: Partial, runs: tuple[int, ...], in_groups: int, must: int, avail: int,
        spare: int, last: bool, value: int,
    ) -> Partial:  # fmt: skip
        out: Partial = {}
        for (done, jk), (gain, tiles, moves) in partial.items():
            for new, r, j, how, new_r, new_j in _run_moves(
                runs, avail - in_groups, spare - jk, last
            ):
                used = in_groups + r
                if used < must:
                    continue
                key = ((*done, new), jk + j)
                g = gain + (used - must) * (value * _WEIGHT + 1)
                if key not in out or out[key][0] < g:
                    out[key] = (g, tiles + r, (*moves, (how, new_r, new_j)))
        return out

    def sets(self, state: State) -> list[list[tuple[int, int, bool]]]:
        """The sets of the best play ending in ``state``: (colour, value, is a joker)."""
        choices = []
        for back in reversed(self.back):
            state, choice = back[state]
            choices.append(choice)
        done: list[list[tuple[int, int, bool]]] = []
        open_runs: list[list[list[tuple[int, int, bool]]]] = [[] for _ in range(_COLOURS)]
        for value, (shapes, moves) in enumerate(reversed(choices), start=1):
            for mask, jokers in shapes:
                done.append(
                    [(c, value, False) for c in range(_COLOURS) if mask >> c & 1]
                    + [(-1, value, True)] * jokers
                )
            for c, (how, new_r, new_j) in enumerate(moves):
                kept = []
                for run, move in zip(open_runs[c], how, strict=True):
                    if move == "E":
                        done.append(run)
                    else:
                        kept.append([*run, (c, value, move == "J")])
                kept += [[(c, value, False)] for _ in range(new_r)]
                kept += [[(c, value, True)] for _ in range(new_j)]
                open_runs[c] = sorted(kept, key=lambda run: min(len(run), 3))
        return done + [run for runs in open_runs for run in runs]


def _counts(tiles: Sequence[Tile]) -> list[list[int]]:
    counts = [[0] * _COLOURS for _ in range(MAX_VALUE)]
    for tile in tiles:
        if tile.colour is not None and tile.value is not None:
            counts[tile.value - 1][tile.colour.index] += 1
    return counts


def _meanings(table: Sequence[Sequence[Tile]]) -> Iterator[list[Tile]]:
    """Each way to read every table joker (one reading of each set holding jokers)."""
    options = [check_set(tiles).readings for tiles in table if any(t.is_joker for t in tiles)]
    for combination in itertools.product(*options):
        yield [tile for reading in combination for tile in reading]


def best_play(table: Sequence[Sequence[Tile]], rack: Sequence[Tile], *, opened: bool) -> Play:
    """The best play for ``rack`` at ``table``; ``opened``: the player made the initial
    meld in an earlier turn (else only new sets from the rack worth >= 30, or nothing).

    Raises :class:`~tournament.rules.errors.IllegalError` for a table that is not valid or
    tiles held more often than the game has them."""
    problems = check_table(table) + too_many([*[t for s in table for t in s], *rack])
    if problems:
        raise IllegalError("; ".join(problems))
    rack_jokers = sum(1 for tile in rack if tile.is_joker)
    may = _counts(rack)
    best: tuple[int, State, _Search, list[Tile]] | None = None
    readings = _meanings(table) if opened else iter([[]])
    for virtual in readings:
        must = (
            _counts([t for s in table for t in s if not t.is_joker] + virtual)
            if opened
            else _counts([])
        )
        search = _Search(must, may, rack_jokers, first=not opened)
        found = search.run()
        if found is not None and (best is None or found[0] > best[0]):
            best = (found[0], found[1], search, virtual)
    if best is None:
        raise IllegalError("no arrangement keeps every table tile in a set")
    _, state, search, virtual = best
    return _play(table, rack, search.sets(state), virtual, opened=opened)


def _play(
    table: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    slots: list[list[tuple[int, int, bool]]],
    virtual: list[Tile],
    *,
    opened: bool,
) -> Play:
    """Turn the search's sets into tiles: a slot of a tile takes a table joker read as it
    first, then a table copy, then a rack copy; a joker slot is a rack joker."""
    sources: dict[Tile, list[str]] = {}
    for tile in virtual:
        sources.setdefault(tile, []).append("joker")
    if opened:
        for tile in (t for s in table for t in s if not t.is_joker):
            sources.setdefault(tile, []).append("table")
    placed: list[Tile] = []
    new_sets: list[tuple[Tile, ...]] = []
    for slot_set in slots:
        tiles: list[Tile] = []
        for colour, value, is_joker in slot_set:
            tile = JOKER if is_joker else Tile(COLOURS[colour], value)
            source = "rack" if is_joker else (sources.get(tile) or ["rack"]).pop(0)
            if source == "rack":
                placed.append(tile)
            tiles.append(JOKER if source == "joker" else tile)
        new_sets.append(check_set(tiles).tiles)
    if not placed:  # nothing to lay: the table stays as it is
        new_sets = []
    kept = [check_set(s).tiles for s in table] if not opened or not placed else []
    left = Counter(rack) - Counter(placed)
    worth = sum(check_set(s).value for s in new_sets) if not opened and placed else 0
    return Play(
        tuple(sorted(placed)),
        tuple(sorted([*kept, *new_sets])),
        tuple(sorted(left.elements())),
        rack_value(left.elements()),
        worth,
    )
