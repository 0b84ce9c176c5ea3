"""What the jokers on the table stand for, and what releases them (RULINGS §2).

"Until it is released, a joker on the table keeps what it stands for when the table is
rearranged: a joker in a run stays in a run as the same tile (colour and value); a joker in
a group stays in a group of the same value (in a group of 4, as the same missing colour)."
"A joker in a group is released only when the group ends up complete with all four colours
(in a group of 4 by the missing tile, in a group of 3 only by both missing colours at once).
In a run, by the tile it stands for."

A table meld may keep any reading the rulings allow (:mod:`tournament.rules.readings`:
``J k11 k12 k13`` as k10 or k1, a group-of-3 joker either missing colour, ``b4 J J`` a
group or a run). :func:`meld_role_readings` gives, per meld, the roles of each of its
readings: the walk chooses one per meld as it goes (:mod:`tournament.rules.solver_walk`),
so one search covers every choice; :func:`role_sets` gives the roles of every choice of one
reading per meld (the tests' oracles freeze the table to each). A play keeps each meld's
jokers in one reading, so the best over the choices is the best with readings as sets.

A released joker needs its own tiles: two jokers that both stand for r5 need two r5 on the
table after the play (with one r5 the second joker would go back into its place). The
jokers of one group are released together, by one group of four real tiles of its value.

>>> from tournament.rules.tiles import parse_layout
>>> roles = table_roles(parse_layout("r4 J r6 | b5 r5 J | b9 r9 y9 J"))
>>> roles.run, roles.group_slot
({17: 1}, {30: 1, 47: 1})
>>> [(u.kind, u.value, u.needs) for u in roles.units]
[('run', 4, (1,)), ('group', 4, (2, 3)), ('group', 8, (3,))]
>>> len(role_sets(parse_layout("J k11 k12 k13 | b7 J k7")))
4
>>> [[r.run for r in meld] for meld in meld_role_readings(parse_layout("J k11 k12 k13"))]
[[{48: 1}, {39: 1}]]
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tournament.rules.melds import MeldKind
from tournament.rules.readings import Reading, meld_readings
from tournament.rules.tiles import MAX_VALUE, Tile

__all__ = [
    "ReleaseUnit",
    "TableRoles",
    "meld_role_readings",
    "merge_roles",
    "readings_by_meld",
    "role_sets",
    "roles_of",
    "table_roles",
]


@dataclass(frozen=True, slots=True)
class ReleaseUnit:
    """Jokers released together: the joker of a run (``kind`` "run") standing for the tile
    ``slots[0]``, or the jokers of one group ("group") standing for the tiles ``slots``,
    released when the group ends with four real colours. ``needs`` are colours at
    ``value`` (0-based) whose tiles must lie on the table after the play, one each."""

    value: int
    needs: tuple[int, ...]
    jokers: int
    kind: str
    slots: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class TableRoles:
    """The table's jokers by what they stand for, in one reading of each meld.

    ``run``: tile index -> jokers standing for that tile in a run; ``group_slot``: tile
    index -> jokers standing for that colour in a group. ``units``: the ways they can be
    released."""

    run: dict[int, int] = field(default_factory=dict)
    group_slot: dict[int, int] = field(default_factory=dict)
    units: tuple[ReleaseUnit, ...] = ()

    @property
    def jokers(self) -> int:
        return sum(u.jokers for u in self.units)


def role_sets(table: Iterable[Sequence[Tile]]) -> list[TableRoles]:
    """The roles of the table's jokers for every choice of one reading per meld (one
    :class:`TableRoles` without jokers for a table without them)."""
    return [roles_of(chosen) for chosen in itertools.product(*readings_by_meld(table))]


def meld_role_readings(table: Iterable[Sequence[Tile]]) -> tuple[tuple[TableRoles, ...], ...]:
    """Per table meld that holds jokers, the roles of each of its readings (in the order of
    :func:`tournament.rules.readings.meld_readings`)."""
    return tuple(
        tuple(roles_of([reading]) for reading in readings) for readings in readings_by_meld(table)
    )


def merge_roles(parts: Iterable[TableRoles]) -> TableRoles:
    """The roles of several melds' jokers together (each part one meld's, or several's)."""
    run: dict[int, int] = {}
    slot: dict[int, int] = {}
    units: list[ReleaseUnit] = []
    for part in parts:
        for i, n in part.run.items():
            run[i] = run.get(i, 0) + n
        for i, n in part.group_slot.items():
            slot[i] = slot.get(i, 0) + n
        units += part.units
    return TableRoles(run, slot, tuple(units))


def readings_by_meld(table: Iterable[Sequence[Tile]]) -> list[tuple[Reading, ...]]:
    """The readings of each table meld that holds jokers."""
    options: list[tuple[Reading, ...]] = []
    for meld in table:
        if not any(t.is_joker for t in meld):
            continue
        readings = meld_readings(meld)
        if not readings:
            raise ValueError(f"not a meld: {' '.join(map(str, meld))}")
        options.append(readings)
    return options


def table_roles(table: Iterable[Sequence[Tile]]) -> TableRoles:
    """The roles in the first reading of each meld (the group, else the run that begins
    the most jokers before its tiles)."""
    return roles_of(readings[0] for readings in readings_by_meld(table))


def roles_of(readings: Iterable[Reading]) -> TableRoles:
    """The roles of the jokers of melds read as ``readings`` (one per meld)."""
    run: dict[int, int] = {}
    slot: dict[int, int] = {}
    units: list[ReleaseUnit] = []
    for reading in readings:
        indices = [t.index for t in reading.jokers]
        if reading.kind is MeldKind.GROUP:
            for i in indices:
                slot[i] = slot.get(i, 0) + 1
            needs = tuple(t.index // MAX_VALUE for t in reading.missing)
            value = indices[0] % MAX_VALUE
            units.append(ReleaseUnit(value, needs, len(indices), "group", tuple(indices)))
            continue
        for i in indices:
            run[i] = run.get(i, 0) + 1
            units.append(ReleaseUnit(i % MAX_VALUE, (i // MAX_VALUE,), 1, "run", (i,)))
    return TableRoles(run, slot, tuple(units))
