"""What the jokers on the table stand for, and which jokers a turn may free (RULINGS §2, §10).

"Until it is released, a joker on the table keeps what it stands for when the table is
rearranged: a joker in a run stays in a run as the same tile (colour and value); a joker
in a group stays in a group of the same value (in a group of 4, as the same missing
colour). Where the run leaves open what its joker stands for (``J k11 k12 k13``: k10 or
k1, the cycle allows both), the joker may keep either meaning; likewise a joker in a group
of 3 may fill either missing colour, and a meld that reads both as a group and as a run
(``b4 J J``) may keep any of its readings, its jokers together."

Each meld with jokers, before the turn and after it, carries every reading of
:func:`tournament.rules.readings.meld_readings` (the order the tiles are written in does not
choose one). A turn keeps the jokers when, for some reading of each meld before it, the
jokers not released find their own role (kind and tile) in some reading of the melds
after it. A run joker is released by the tile it stands for on the table after the turn;
the jokers of a group together, when the group ends with four real colours: its missing
colours on the table and, per released group, a group of four real tiles of its value.

>>> from tournament.rules.tiles import parse_tiles
>>> [str(r) for r in table_jokers([parse_tiles("J k11 k12 k13")])[0].readings]
['k10 in a run', 'k1 in a run']
>>> after = [parse_tiles("k9 J k11 k12 k13")]
>>> keeps_jokers(table_jokers([parse_tiles("J k11 k12 k13")]), after, exchanged=None)
True
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tournament.rules.melds import GROUP_MAX, MeldKind
from tournament.rules.readings import Reading, describe_readings, meld_readings
from tournament.rules.tiles import Tile, format_tiles

__all__ = ["MeldJokers", "Release", "complete_groups", "keeps_jokers", "releases", "table_jokers"]

_Role = tuple[MeldKind, Tile]


@dataclass(frozen=True, slots=True)
class MeldJokers:
    """The jokers of one table meld (``meld`` numbers it) and the readings they may keep."""

    meld: int
    readings: tuple[Reading, ...]

    def __str__(self) -> str:
        return describe_readings(self.readings)


@dataclass(frozen=True, slots=True)
class Release:
    """One choice of a reading per meld and of the jokers it releases: ``kept`` the roles of
    the jokers that stay, ``demand`` the tiles the table must hold after the turn, ``full``
    the groups of four real tiles it must hold, by value, ``freed`` the jokers released."""

    kept: Counter[_Role]
    demand: Counter[Tile]
    full: Counter[int]
    freed: int
    first: str


def table_jokers(melds: Sequence[Sequence[Tile]]) -> list[MeldJokers]:
    """The melds that hold jokers, with their readings (invalid melds left out)."""
    found = []
    for number, tiles in enumerate(melds):
        if any(t.is_joker for t in tiles):
            readings = meld_readings(tiles)
            if readings:
                found.append(MeldJokers(number, readings))
    return found


def releases(before: Sequence[MeldJokers]) -> Iterator[Release]:
    """Every choice of a reading per meld and of the units it releases (fewest units first
    within a choice of readings). A unit is one run joker, or the jokers of one group."""
    for chosen in itertools.product(*(m.readings for m in before)):
        units: list[tuple[Reading, tuple[Tile, ...]]] = []
        for reading in chosen:
            if reading.kind is MeldKind.RUN:
                units += [(reading, (t,)) for t in reading.jokers]
            else:
                units.append((reading, reading.jokers))
        for size in range(len(units) + 1):
            for picked in itertools.combinations(range(len(units)), size):
                yield _release(units, set(picked))


def _release(units: list[tuple[Reading, tuple[Tile, ...]]], picked: set[int]) -> Release:
    kept: Counter[_Role] = Counter()
    demand: Counter[Tile] = Counter()
    full: Counter[int] = Counter()
    freed = 0
    first = ""
    for k, (reading, stands) in enumerate(units):
        if k not in picked:
            kept.update((reading.kind, t) for t in stands)
            continue
        freed += len(stands)
        if reading.kind is MeldKind.RUN:
            demand.update(stands)
        else:
            demand.update(reading.missing)
            assert stands[0].value is not None
            full[stands[0].value] += 1
        first = first or f"{format_tiles(stands)} in a {reading.kind.value}"
    return Release(kept, demand, full, freed, first)


def complete_groups(melds: Sequence[Sequence[Tile]]) -> Counter[int]:
    """The groups of four real tiles after the turn, by value."""
    found: Counter[int] = Counter()
    for tiles in melds:
        values = {t.value for t in tiles}
        if len(tiles) == GROUP_MAX and not any(t.is_joker for t in tiles) and len(values) == 1:
            found[tiles[0].value or 0] += 1
    return found


def keeps_jokers(
    before: Sequence[MeldJokers],
    after: Sequence[Sequence[Tile]],
    exchanged: Tile | None,
    release: Release | None = None,
) -> bool:
    """Whether the melds ``after`` the turn hold every kept joker in its role (``release``
    says which are kept; by default none is released), and one more joker in the place
    of the ``exchanged`` table tile."""
    if release is None:
        release = next(releases(before))
    options = [m.readings for m in table_jokers(after)]
    return _cover(options, 0, release.kept, exchanged)


def _cover(
    options: list[tuple[Reading, ...]], k: int, need: Counter[_Role], exchanged: Tile | None
) -> bool:
    """Whether some reading of each meld from the ``k``-th on covers ``need`` (each role by
    a joker of that kind and tile) and, unless None, one more joker standing for
    ``exchanged``. A joker that can cover a kept role does (the roles are exact, so this
    loses nothing)."""
    if not +need and exchanged is None:
        return True
    if k == len(options):
        return False
    for reading in options[k]:
        roles = Counter((reading.kind, t) for t in reading.jokers)
        covered = roles & need
        spare = roles - covered
        rest = need - covered
        if _cover(options, k + 1, rest, exchanged):
            return True
        stands = exchanged is not None and any(t == exchanged for _, t in spare)
        if stands and _cover(options, k + 1, rest, None):
            return True
    return False
