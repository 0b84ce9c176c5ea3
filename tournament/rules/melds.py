"""Melds: groups and runs (RULINGS §2).

The rule text: "GRUPPE: gleiche Werte unterschiedliche Farbe; min. 3 Steine / max. 4 Steine:
z.B 6-6-6-6. STRASSE: Farbfolgen mindestens 3 Steine, zB: 6-7-8 in blau; 13-1-2 in rot,
maximale Anzahl ist 26." and "Anlege-Wert der Steine je Farbe 2-1-13-12-11-...-3-ff".

- A group (Gruppe) is 3 or 4 tiles of one value, all colours different; jokers fill missing
  colours.
- A run (Straße) is 3 to 26 tiles of one colour with consecutive values on the cycle
  ... 12, 13, 1, 2 ...; jokers fill missing values. A run longer than 13 goes round the
  cycle a second time, so the values at its start appear twice; a run of 26 holds every
  value of its colour twice.
- A meld holds at least one numbered tile, and whether tiles form a meld does not depend
  on their order.

:func:`check_meld` gives the full answer (kind, canonical order, what each joker stands for,
why not); :func:`is_valid_meld` is the fast yes/no of the same rules; :func:`candidate_melds`
lists every meld up to a size from the same rule code.

>>> check = check_meld(parse_tiles("r1 r12 r13"))
>>> check.valid, check.kind, format_tiles(check.tiles)
(True, <MeldKind.RUN: 'run'>, 'r12 r13 r1')
>>> check_meld(parse_tiles("k13 k13 J")).reason
'colour twice in a group: k13 twice'
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from tournament.rules.errors import AmbiguousError, IllegalError
from tournament.rules.tiles import (
    ALL_NUMBERED,
    COLOURS,
    JOKER,
    JOKER_INDEX,
    MAX_VALUE,
    Tile,
    format_tiles,
    parse_tiles,
)

__all__ = [
    "GROUP_MAX",
    "MELD_MIN",
    "RUN_MAX",
    "Meld",
    "MeldCheck",
    "MeldKind",
    "MeldProblem",
    "candidate_melds",
    "check_meld",
    "is_valid_meld",
    "is_valid_meld_indices",
]

MELD_MIN: Final = 3
GROUP_MAX: Final = 4
RUN_MAX: Final = 2 * MAX_VALUE


class MeldKind(enum.Enum):
    GROUP = "group"
    RUN = "run"

    @property
    def german(self) -> str:
        return "Gruppe" if self is MeldKind.GROUP else "Straße"


class MeldProblem(enum.Enum):
    """Why tiles are not a meld; the value is the short English phrase."""

    TOO_SHORT = "too short"
    TOO_LONG = "too long"
    NO_NUMBERED_TILE = "no numbered tile"
    COLOUR_TWICE = "colour twice in a group"
    MIXED_COLOURS = "mixed colours"
    GAP = "gap"
    VALUE_TWICE = "value twice in a run"

    @property
    def german(self) -> str:
        return _PROBLEM_GERMAN[self]


_PROBLEM_GERMAN: Final = {
    MeldProblem.TOO_SHORT: "zu kurz",
    MeldProblem.TOO_LONG: "zu lang",
    MeldProblem.NO_NUMBERED_TILE: "kein Zahlenstein",
    MeldProblem.COLOUR_TWICE: "Farbe doppelt in der Gruppe",
    MeldProblem.MIXED_COLOURS: "gemischte Farben",
    MeldProblem.GAP: "Lücke",
    MeldProblem.VALUE_TWICE: "Wert doppelt in der Straße",
}


@dataclass(frozen=True, slots=True)
class MeldCheck:
    """The answer of :func:`check_meld`.

    ``tiles`` is the canonical order: for a run the order of the values along the cycle,
    jokers in the places they fill; for a group the numbered tiles by colour (blue, red,
    yellow, black), then the jokers. An invalid meld keeps its tiles sorted.

    ``represents`` runs parallel to ``tiles``: a numbered tile stands for itself, a joker for
    the tile it replaces when every reading of the meld agrees on it, else ``None``.
    ``kinds`` holds every kind the tiles can be read as: a single numbered tile with two or
    three jokers is both a group and a run; ``kind`` is then the group.
    """

    tiles: tuple[Tile, ...]
    kind: MeldKind | None
    problem: MeldProblem | None = None
    reason: str | None = None
    represents: tuple[Tile | None, ...] = ()
    kinds: frozenset[MeldKind] = frozenset()

    @property
    def valid(self) -> bool:
        return self.problem is None

    @property
    def jokers(self) -> tuple[Tile | None, ...]:
        """What each joker stands for, in canonical order (``None`` where undetermined)."""
        if not self.valid:
            return ()
        return tuple(r for t, r in zip(self.tiles, self.represents, strict=True) if t.is_joker)

    @property
    def ambiguous(self) -> bool:
        """True when some joker's value is not determined by the tiles alone."""
        return any(r is None for r in self.represents)

    def joker_tiles(self) -> tuple[Tile, ...]:
        """What each joker stands for, in canonical order; raises :class:`AmbiguousError`
        when the tiles leave that open (``r5 r6 J``: r4 or r7) and :class:`IllegalError`
        for an invalid meld."""
        if not self.valid:
            raise IllegalError(f"{format_tiles(self.tiles)}: {self.reason}")
        jokers = self.jokers
        if any(j is None for j in jokers):
            raise AmbiguousError(
                f"{format_tiles(self.tiles)}: what the jokers stand for is not determined"
            )
        return tuple(j for j in jokers if j is not None)

    def meld(self) -> Meld:
        """The valid meld; raises :class:`IllegalError` with the reason otherwise."""
        if self.kind is None or self.problem is not None:
            raise IllegalError(f"{format_tiles(self.tiles)}: {self.reason}")
        return Meld(self.tiles, self.kind)


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld in canonical order; build it with :meth:`of` or :meth:`parse`.

    >>> str(Meld.parse("r1, r13 r12"))
    'r12 r13 r1'
    """

    tiles: tuple[Tile, ...]
    kind: MeldKind

    @classmethod
    def of(cls, tiles: Iterable[Tile]) -> Meld:
        return check_meld(tiles).meld()

    @classmethod
    def parse(cls, text: str) -> Meld:
        return cls.of(parse_tiles(text))

    def __len__(self) -> int:
        return len(self.tiles)

    def __str__(self) -> str:
        return format_tiles(self.tiles)


# --- the fast predicate ------------------------------------------------------------------


def is_valid_meld(tiles: Sequence[Tile]) -> bool:
    """Whether ``tiles`` form a group or a run; the same rules as :func:`check_meld`.

    The two are written separately, this one for speed (solvers call it millions of
    times); the tests hold both to an independent reading of the rules.

    >>> is_valid_meld(parse_tiles("J r13 r2"))
    True
    >>> is_valid_meld(parse_tiles("b5 r5 b5"))
    False
    """
    return is_valid_meld_indices([t.index for t in tiles])


def is_valid_meld_indices(indices: Sequence[int]) -> bool:
    """:func:`is_valid_meld` on tile indices (``Tile.index``, the joker 52)."""
    n = len(indices)
    if n < MELD_MIN or n > RUN_MAX:
        return False
    numbered = [i for i in indices if i != JOKER_INDEX]
    if not numbered:
        return False
    first = numbered[0]
    value = first % MAX_VALUE
    if (
        n <= GROUP_MAX
        and all(i % MAX_VALUE == value for i in numbered)
        and len(set(numbered)) == len(numbered)
    ):
        return True  # a group; one value with a colour twice is no run either
    colour = first // MAX_VALUE
    counts = [0] * MAX_VALUE
    for i in numbered:
        if i // MAX_VALUE != colour:
            return False
        counts[i % MAX_VALUE] += 1
    if n <= MAX_VALUE:
        if max(counts) > 1:
            return False
        present = [v for v in range(MAX_VALUE) if counts[v]]
    else:
        if max(counts) > 2:
            return False
        present = [v for v in range(MAX_VALUE) if counts[v] == 2]
        n -= MAX_VALUE  # the doubled stretch at the start of the run
        if not present:
            return True
    return _cyclic_span(present) <= n


def _cyclic_span(values: Sequence[int]) -> int:
    """Length of the shortest cyclic stretch of values that holds all of ``values`` (sorted)."""
    largest_gap = values[0] + MAX_VALUE - values[-1] - 1
    for a, b in itertools.pairwise(values):
        largest_gap = max(largest_gap, b - a - 1)
    return MAX_VALUE - largest_gap


# --- the full check ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Readings:
    """The readings of the tiles as one kind: the preferred one, and the joker values
    (as a multiset) that all readings of this kind share."""

    kind: MeldKind
    tiles: tuple[Tile, ...]
    represents: tuple[Tile, ...]
    common: dict[Tile, int]


_Failure = tuple[MeldProblem, str]


def check_meld(tiles: Iterable[Tile]) -> MeldCheck:
    """Check whether ``tiles``, in any order, form a meld.

    >>> check = check_meld(parse_tiles("r5 J r7"))
    >>> format_tiles(check.tiles), check.jokers
    ('r5 J r7', (Tile.parse('r6'),))
    >>> check_meld(parse_tiles("r5 r6 J")).jokers
    (None,)
    >>> check_meld(parse_tiles("b5 r6 y7")).problem
    <MeldProblem.MIXED_COLOURS: 'mixed colours'>
    """
    given = sorted(tiles)
    n = len(given)
    numbered = [t for t in given if t.index != JOKER_INDEX]
    jokers = n - len(numbered)

    def fail(problem: MeldProblem, detail: str) -> MeldCheck:
        return MeldCheck(tuple(given), None, problem, f"{problem.value}: {detail}")

    if n < MELD_MIN:
        return fail(MeldProblem.TOO_SHORT, f"{_tiles_word(n)}, a meld needs at least {MELD_MIN}")
    if not numbered:
        return fail(MeldProblem.NO_NUMBERED_TILE, "a meld needs at least one tile besides jokers")
    if n > RUN_MAX:
        return fail(
            MeldProblem.TOO_LONG,
            f"{n} tiles, a run has at most {RUN_MAX} and a group at most {GROUP_MAX}",
        )

    first = numbered[0].index
    value, colour = first % MAX_VALUE, first // MAX_VALUE
    group = run = None
    if all(t.index % MAX_VALUE == value for t in numbered):
        group = _group_readings(numbered, jokers)
    if all(t.index // MAX_VALUE == colour for t in numbered):
        run = _run_readings(numbered, jokers)

    found = [r for r in (group, run) if isinstance(r, _Readings)]
    if not found:
        if isinstance(group, tuple) and (not isinstance(run, tuple) or n <= GROUP_MAX):
            return fail(*group)
        if isinstance(run, tuple):
            return fail(*run)
        return fail(
            MeldProblem.MIXED_COLOURS,
            "a group is one value in different colours and a run one colour; got "
            f"{format_tiles(numbered)}",
        )

    chosen = found[0]  # the group when the tiles read both ways
    common = chosen.common
    for other in found[1:]:
        common = {t: min(c, other.common.get(t, 0)) for t, c in common.items()}
    marked: list[Tile | None] = []
    for tile, stands_for in zip(chosen.tiles, chosen.represents, strict=True):
        if tile.index != JOKER_INDEX:
            marked.append(tile)
        elif common.get(stands_for, 0) > 0:
            common[stands_for] -= 1
            marked.append(stands_for)
        else:
            marked.append(None)
    return MeldCheck(
        chosen.tiles, chosen.kind, None, None, tuple(marked), frozenset(r.kind for r in found)
    )


def _tiles_word(n: int) -> str:
    return "1 tile" if n == 1 else f"{n} tiles"


def _jokers_word(n: int) -> str:
    return "1 joker" if n == 1 else f"{n} jokers"


def _group_readings(numbered: list[Tile], jokers: int) -> _Readings | _Failure:
    n = len(numbered) + jokers
    for a, b in itertools.pairwise(numbered):
        if a == b:
            return MeldProblem.COLOUR_TWICE, f"{a} twice"
    if n > GROUP_MAX:
        return MeldProblem.TOO_LONG, f"{n} tiles, a group has at most {GROUP_MAX}"
    value = numbered[0].index % MAX_VALUE
    present = set(numbered)
    missing = [
        t for t in (ALL_NUMBERED[c * MAX_VALUE + value] for c in range(4)) if t not in present
    ]
    # Jokers fill missing colours; which ones is known only when they fill all of them.
    common = dict.fromkeys(missing, 1) if jokers == len(missing) else {}
    return _Readings(
        MeldKind.GROUP,
        (*numbered, *([JOKER] * jokers)),
        (*numbered, *missing[:jokers]),
        common,
    )


def _run_readings(numbered: list[Tile], jokers: int) -> _Readings | _Failure:
    n = len(numbered) + jokers
    base = numbered[0].index - numbered[0].index % MAX_VALUE
    counts = [0] * MAX_VALUE
    for tile in numbered:
        counts[tile.index % MAX_VALUE] += 1
    most = max(counts)
    if most > 2:
        tile = next(t for t in numbered if counts[t.index % MAX_VALUE] == most)
        return MeldProblem.VALUE_TWICE, f"{tile} {most} times, a run holds a value at most twice"
    if most == 2 and n <= MAX_VALUE:
        doubled = next(t for t in numbered if counts[t.index % MAX_VALUE] == 2)
        return (
            MeldProblem.VALUE_TWICE,
            f"{doubled} twice, a run of {n} tiles holds each value once "
            f"(twice only in runs longer than {MAX_VALUE})",
        )

    # A run of n tiles from value `start` holds value v `laps` times, once more if v lies
    # within the first `rest` values from the start.
    laps, rest = divmod(n, MAX_VALUE)
    starts: list[int] = []
    common: list[int] | None = None
    if rest == 0:
        # Every start holds the same tiles; one reading decides, the preferred start shows.
        candidates: Iterable[int] = (next(v for v in range(MAX_VALUE) if counts[v]),)
    elif jokers:
        candidates = range(MAX_VALUE)
    else:
        candidates = (_joker_free_start(counts),)
    for start in candidates:
        spare = [laps + ((v - start) % MAX_VALUE < rest) - counts[v] for v in range(MAX_VALUE)]
        if min(spare) < 0:
            continue
        starts.append(start)
        common = (
            spare if common is None else [min(a, b) for a, b in zip(common, spare, strict=True)]
        )
    if common is None:
        if n > MAX_VALUE:
            twice = [t for t in numbered if counts[t.index % MAX_VALUE] == 2][::2]
            return (
                MeldProblem.VALUE_TWICE,
                f"the values doubled ({format_tiles(twice)}) must lie within "
                f"{n - MAX_VALUE} consecutive values in a run of {n} tiles",
            )
        helped = f" with {_jokers_word(jokers)}" if jokers else ""
        return (
            MeldProblem.GAP,
            f"{format_tiles(numbered)}{helped} do not make {n} consecutive values",
        )

    # Preferred reading: starting with a numbered tile, not passing 13 -> 1, lowest start.
    start = min(starts, key=lambda s: (counts[s] == 0, s + n > MAX_VALUE, s))
    left = counts.copy()
    tiles: list[Tile] = []
    represents: list[Tile] = []
    for p in range(n):
        v = (start + p) % MAX_VALUE
        tile = ALL_NUMBERED[base + v]
        represents.append(tile)
        if left[v]:
            left[v] -= 1
            tiles.append(tile)
        else:
            tiles.append(JOKER)
    shared = {ALL_NUMBERED[base + v]: c for v, c in enumerate(common) if c}
    return _Readings(MeldKind.RUN, tuple(tiles), tuple(represents), shared)


def _joker_free_start(counts: list[int]) -> int:
    """The start of a run without jokers whose length is not a multiple of 13: the value
    held more often than the one before it (or 0 when the tiles are no run at all)."""
    for v in range(MAX_VALUE):
        if counts[v] > counts[v - 1]:
            return v
    return 0


# --- candidates --------------------------------------------------------------------------


@lru_cache(maxsize=32)
def candidate_melds(max_jokers: int = 2, max_run_length: int = 5) -> tuple[tuple[Tile, ...], ...]:
    """Every meld with at most ``max_jokers`` jokers: all groups, and runs of 3 to
    ``max_run_length`` tiles; each once, as a sorted tuple (jokers last).

    Useful to solvers: a run of 6 or more tiles with at most two jokers splits into runs of
    3 to 5 tiles, each with a numbered tile, so these candidates lose nothing; with three
    or more jokers in one run, longer runs can be needed (``r1 r2 r3 J J J``).

    >>> len(candidate_melds(0, 5))  # 13 x 5 groups, 4 colours x 13 starts x 3 lengths
    221
    """
    if max_jokers < 0 or not MELD_MIN <= max_run_length <= RUN_MAX:
        raise ValueError(
            f"max_jokers must be >= 0 and max_run_length {MELD_MIN}..{RUN_MAX}, "
            f"got {max_jokers} and {max_run_length}"
        )
    found: set[tuple[Tile, ...]] = set()
    for value in range(1, MAX_VALUE + 1):
        tiles = [Tile(c, value) for c in COLOURS]
        for size in range(1, GROUP_MAX + 1):
            for chosen in itertools.combinations(tiles, size):
                for jokers in range(max(0, MELD_MIN - size), GROUP_MAX - size + 1):
                    if jokers <= max_jokers:
                        found.add((*chosen, *([JOKER] * jokers)))
    for colour in COLOURS:
        for start in range(MAX_VALUE):
            for length in range(MELD_MIN, max_run_length + 1):
                run = [
                    ALL_NUMBERED[colour.index * MAX_VALUE + (start + p) % MAX_VALUE]
                    for p in range(length)
                ]
                for jokers in range(min(max_jokers, length - 1) + 1):
                    for places in itertools.combinations(range(length), jokers):
                        kept = [t for p, t in enumerate(run) if p not in places]
                        found.add((*sorted(kept), *([JOKER] * jokers)))
    return tuple(sorted(m for m in found if is_valid_meld(m)))
