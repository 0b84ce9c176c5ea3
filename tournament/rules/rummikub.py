"""Rummikub, the fourth game (RULINGS §11): tiles, sets, the initial meld, a game's scores.

The publisher's rules as the project reads them: "Tiles: 1-13 in four colours, two of
each, and 2 jokers (106). Notation as §1." Sets are groups as in Stein-Rummy (3 or 4
different colours of one value) and runs of 3 or more of one colour "with consecutive
values, **no wrap** (1 is only low: 12-13-1 is not a run)". Tiles are Stein-Rummy's
:class:`~tournament.rules.tiles.Tile` (the same notation); the checks here are Rummikub's.

>>> check = check_set(parse_tiles("r12 r13 r1"))
>>> check.valid, check.reason
(False, 'not a set: no group (values differ) and no run (r1 does not follow r13: no wrap)')
>>> check = check_set(parse_tiles("J k12 k13"))
>>> check.kind, format_tiles(check.tiles), check.value
(<SetKind.RUN: 'run'>, 'J k12 k13', 36)
>>> rack_value(parse_tiles("r5 J b13"))
48
>>> scores = game_scores({"p1": 0, "p2": 17, "p3": 42})
>>> [str(scores[p]) for p in ("p1", "p2", "p3")]
['59', '-17', '-42']
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from tournament.rules.tiles import (
    ALL_NUMBERED,
    COLOURS,
    JOKER,
    MAX_VALUE,
    Tile,
    format_tiles,
    parse_tiles,
)

__all__ = [
    "COPIES",
    "INITIAL_MELD",
    "JOKERS",
    "JOKER_VALUE",
    "RACK_SIZE",
    "TILE_COUNT",
    "InitialMeldCheck",
    "SetCheck",
    "SetKind",
    "check_initial_meld",
    "check_set",
    "check_table",
    "format_tiles",
    "game_scores",
    "parse_tiles",
    "rack_value",
    "tile_value",
    "too_many",
]

COPIES: Final = 2
"""Each numbered tile twice."""
JOKERS: Final = 2
"""Two jokers in the set."""
TILE_COUNT: Final = COPIES * len(ALL_NUMBERED) + JOKERS
"""106 tiles."""
JOKER_VALUE: Final = 30
"""A joker left in the rack costs 30 ("a joker 30")."""
INITIAL_MELD: Final = 30
"""The initial meld's least worth: "worth at least 30 points (face values)"."""
RACK_SIZE: Final = 14
"""Tiles each player is dealt."""
GROUP_MAX: Final = len(COLOURS)


class SetKind(enum.Enum):
    GROUP = "group"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class SetCheck:
    """The answer for one set: whether it is valid, as what, and what its jokers stand for.

    ``readings`` lists every way the jokers can be read (each a tuple of the tiles the
    jokers stand for, in the order of :attr:`tiles`'s jokers), group readings first;
    ``tiles`` is the canonical order of the first reading; ``value`` is the set's worth for
    the initial meld, its best reading (a joker counts as the tile it stands for).
    """

    valid: bool
    kind: SetKind | None = None
    tiles: tuple[Tile, ...] = ()
    readings: tuple[tuple[Tile, ...], ...] = ()
    value: int = 0
    reason: str = ""
    kinds: tuple[SetKind, ...] = field(default=(), repr=False)
    """The kind of each reading."""


def tile_value(tile: Tile) -> int:
    """A tile's cost left in the rack: its face value, a joker 30."""
    return JOKER_VALUE if tile.value is None else tile.value


def rack_value(tiles: Iterable[Tile]) -> int:
    """The sum a player's rack costs at the end: face values, each joker 30."""
    return sum(tile_value(tile) for tile in tiles)


def _group_readings(numbered: list[Tile], jokers: int) -> tuple[list[tuple[Tile, ...]], str]:
    values = {tile.value for tile in numbered}
    if len(values) > 1:
        return [], "values differ"
    colours = [tile.colour for tile in numbered]
    twice = sorted({tile for tile in numbered if colours.count(tile.colour) > 1})
    if twice:
        return [], f"{twice[0]} twice"
    if len(numbered) + jokers > GROUP_MAX:
        return [], f"{len(numbered) + jokers} tiles, a group has at most {GROUP_MAX}"
    value = numbered[0].value
    missing = [Tile(c, value) for c in COLOURS if c not in colours]
    readings: set[tuple[Tile, ...]] = set()
    _choose(missing, jokers, (), readings)
    return sorted(readings), ""


def _choose(
    pool: list[Tile], count: int, chosen: tuple[Tile, ...], out: set[tuple[Tile, ...]]
) -> None:
    if count == 0:
        out.add(chosen)
        return
    for i, tile in enumerate(pool):
        _choose(pool[i + 1 :], count - 1, (*chosen, tile), out)


def _run_readings(numbered: list[Tile], jokers: int) -> tuple[list[tuple[Tile, ...]], str]:
    colours = {tile.colour for tile in numbered}
    if len(colours) > 1:
        return [], "colours differ"
    values = sorted(tile.value for tile in numbered if tile.value is not None)
    for low, high in itertools.pairwise(values):
        if low == high:
            return [], f"{numbered[0].colour.value if numbered[0].colour else ''}{low} twice"
    length = len(numbered) + jokers
    span = values[-1] - values[0] + 1
    if span > length:
        if values[0] == 1 and values[-1] == MAX_VALUE:
            letter = numbered[0].colour.value if numbered[0].colour is not None else ""
            return [], f"{letter}1 does not follow {letter}{MAX_VALUE}: no wrap"
        return [], f"{span - len(numbered)} values missing, {jokers} joker(s)"
    colour = numbered[0].colour
    assert colour is not None
    readings = []
    present = set(values)
    for start in range(max(1, values[-1] - length + 1), min(values[0], MAX_VALUE - length + 1) + 1):
        filled = tuple(Tile(colour, v) for v in range(start, start + length) if v not in present)
        readings.append(filled)
    if not readings:
        return [], f"a run of {length} does not fit in 1..{MAX_VALUE}"
    return readings, ""


def check_set(tiles: Iterable[Tile]) -> SetCheck:
    """Whether ``tiles`` (in any order) form a Rummikub set, and how the jokers read."""
    pieces = list(tiles)
    numbered = sorted(tile for tile in pieces if not tile.is_joker)
    jokers = len(pieces) - len(numbered)
    if len(pieces) < 3:
        return SetCheck(False, reason=f"{len(pieces)} tile(s), a set has at least 3")
    if not numbered:
        return SetCheck(False, reason="a set holds at least one numbered tile")
    groups, why_group = _group_readings(numbered, jokers)
    runs, why_run = _run_readings(numbered, jokers)
    if not groups and not runs:
        return SetCheck(False, reason=f"not a set: no group ({why_group}) and no run ({why_run})")
    readings = (*groups, *runs)
    kinds = (*[SetKind.GROUP] * len(groups), *[SetKind.RUN] * len(runs))
    best = max(sum(t.value or 0 for t in (*numbered, *r)) for r in readings)
    return SetCheck(
        True,
        kinds[0],
        _canonical(numbered, readings[0], kinds[0], jokers),
        readings,
        best,
        kinds=kinds,
    )


def _canonical(
    numbered: list[Tile], reading: tuple[Tile, ...], kind: SetKind, jokers: int
) -> tuple[Tile, ...]:
    if kind is SetKind.GROUP:
        return (*numbered, *[JOKER] * jokers)
    placed = sorted([(t.value, False, t) for t in numbered] + [(t.value, True, t) for t in reading])
    return tuple(JOKER if is_joker else tile for _, is_joker, tile in placed)


def too_many(tiles: Iterable[Tile]) -> list[str]:
    """The tiles ``tiles`` hold more often than the game has them (each twice, 2 jokers)."""
    counts = Counter(tiles)
    return [
        f"{tile} {count} times, the game has {JOKERS if tile.is_joker else COPIES}"
        for tile, count in sorted(counts.items())
        if count > (JOKERS if tile.is_joker else COPIES)
    ]


def check_table(sets: Iterable[Iterable[Tile]]) -> list[str]:
    """Every problem of a table: invalid sets (numbered from 1) and tiles held too often."""
    problems: list[str] = []
    every: list[Tile] = []
    for number, tiles in enumerate(sets, start=1):
        pieces = list(tiles)
        every.extend(pieces)
        check = check_set(pieces)
        if not check.valid:
            problems.append(f"set {number} ({format_tiles(pieces)}): {check.reason}")
    return problems + too_many(every)


@dataclass(frozen=True, slots=True)
class InitialMeldCheck:
    valid: bool
    value: int
    reason: str = ""


def check_initial_meld(sets: Sequence[Sequence[Tile]]) -> InitialMeldCheck:
    """RULINGS §11: "a player's first laying out is one or more new sets from the own rack
    worth at least 30 points (face values; a joker counts as the tile it stands for)".

    >>> check_initial_meld([parse_tiles("r10 b10 y10")])
    InitialMeldCheck(valid=True, value=30, reason='')
    >>> check_initial_meld([parse_tiles("r1 r2 r3"), parse_tiles("k7 b7 J")]).reason
    'the sets are worth 27, the initial meld at least 30'
    """
    problems = check_table(sets)
    if not sets:
        return InitialMeldCheck(False, 0, "no set laid")
    if problems:
        return InitialMeldCheck(False, 0, problems[0])
    value = sum(check_set(tiles).value for tiles in sets)
    if value < INITIAL_MELD:
        return InitialMeldCheck(
            False, value, f"the sets are worth {value}, the initial meld at least {INITIAL_MELD}"
        )
    return InitialMeldCheck(True, value)


def game_scores(racks: Mapping[str, int]) -> dict[str, Fraction]:
    """A game's scores from each player's rack value left (face values, a joker 30).

    RULINGS §11: "Each other player scores minus the sum of the face values left in the
    rack, a joker 30; the winner scores plus the sum of those. If the pool is empty [...]
    the player with the lowest rack sum wins; each other player scores minus (own sum -
    winner's sum), and the winner plus the sum of those; players tied for the lowest sum
    share the winner's score equally." A player who went out has 0 left, so both cases are
    one rule: the lowest sum wins.

    >>> {p: str(s) for p, s in game_scores({"a": 4, "b": 4, "c": 9}).items()}
    {'a': '5/2', 'b': '5/2', 'c': '-5'}
    """
    if not racks:
        return {}
    for player, value in racks.items():
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{player}: a rack value is a whole number >= 0, not {value!r}")
    low = min(racks.values())
    winners = [p for p, v in racks.items() if v == low]
    pot = sum(v - low for v in racks.values())
    share = Fraction(pot, len(winners))
    return {p: share if v == low else Fraction(low - v) for p, v in racks.items()}
