"""What the jokers on the table stand for, and what releases them (RULINGS §2).

"Until it is released, a joker on the table keeps what it stands for when the table is
rearranged: a joker in a run stays in a run as the same tile (colour and value); a joker in
a group stays in a group of the same value (in a group of 4, as the same missing colour)."
"A joker in a group is released only when the group ends up complete with all four colours
(in a group of 4 by the missing tile, in a group of 3 only by both missing colours at once).
In a run, by the tile it stands for."

A table meld that reads several ways (``r4 r5 J``: r3 or r6; ``b5 J J``: group or run) is
taken in the reading :func:`tournament.rules.melds.check_meld` shows: the group when it reads
both ways, else the run from its preferred start. The physical table shows one reading; the
notation does not, so the project fixes the canonical one.

A released joker needs its own tiles: two jokers that both stand for r5 need two r5 on the
table after the play (with one r5 the second joker would go back into its place).

>>> from tournament.rules.tiles import parse_layout
>>> roles = table_roles(parse_layout("r4 J r6 | b5 r5 J | b9 r9 y9 J"))
>>> roles.run, roles.group_slot, roles.units
({5: 1}, {47: 1}, (ReleaseUnit(value=4, needs=(2, 3), jokers=1, kind='g3', index=-1),))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tournament.rules.melds import GROUP_MAX, MeldKind, check_meld
from tournament.rules.tiles import JOKER_INDEX, MAX_VALUE, Tile

__all__ = ["ReleaseUnit", "TableRoles", "table_roles"]


@dataclass(frozen=True, slots=True)
class ReleaseUnit:
    """Jokers released together: the joker of a run (``kind`` "run") or of a group of 4
    ("g4") standing for tile ``index``; or the jokers of one group of 3 ("g3", ``index``
    -1), released when every colour in ``needs`` is added. ``needs`` are colours at
    ``value`` (0-based) whose tiles must lie on the table after the play, one each."""

    value: int
    needs: tuple[int, ...]
    jokers: int
    kind: str
    index: int = -1


@dataclass(frozen=True, slots=True)
class TableRoles:
    """The table's jokers by what they stand for.

    ``run``: tile index -> jokers standing for that tile in a run; ``group_slot``: tile
    index -> jokers standing for that colour in a group of 4; ``group_any``: value (0-based)
    -> jokers of groups of 3 of that value. ``units``: the ways they can be released."""

    run: dict[int, int] = field(default_factory=dict)
    group_slot: dict[int, int] = field(default_factory=dict)
    group_any: dict[int, int] = field(default_factory=dict)
    units: tuple[ReleaseUnit, ...] = ()

    @property
    def jokers(self) -> int:
        return sum(u.jokers for u in self.units)


def table_roles(table: Iterable[Sequence[Tile]]) -> TableRoles:
    """The roles of the jokers in the (valid) melds of ``table``."""
    run: dict[int, int] = {}
    slot: dict[int, int] = {}
    anyc: dict[int, int] = {}
    units: list[ReleaseUnit] = []
    for meld in table:
        if not any(t.is_joker for t in meld):
            continue
        check = check_meld(meld)
        if not check.valid:
            raise ValueError(f"not a meld: {' '.join(map(str, meld))}")
        tiles = check.tiles
        numbered = [t.index for t in tiles if t.index != JOKER_INDEX]
        jokers = len(tiles) - len(numbered)
        if check.kind is MeldKind.GROUP:
            value = numbered[0] % MAX_VALUE
            missing = sorted(set(range(4)) - {i // MAX_VALUE for i in numbered})
            if len(tiles) == GROUP_MAX:
                for c in missing:
                    index = c * MAX_VALUE + value
                    slot[index] = slot.get(index, 0) + 1
                    units.append(ReleaseUnit(value, (c,), 1, "g4", index))
            else:
                anyc[value] = anyc.get(value, 0) + jokers
                units.append(ReleaseUnit(value, tuple(missing), jokers, "g3"))
            continue
        # A run in canonical order: the cells follow the cycle from the first tile's value.
        p0 = next(p for p, t in enumerate(tiles) if t.index != JOKER_INDEX)
        colour, start = divmod(tiles[p0].index, MAX_VALUE)
        for p, t in enumerate(tiles):
            if t.index == JOKER_INDEX:
                value = (start + p - p0) % MAX_VALUE
                index = colour * MAX_VALUE + value
                run[index] = run.get(index, 0) + 1
                units.append(ReleaseUnit(value, (colour,), 1, "run", index))
    return TableRoles(run, slot, anyc, tuple(units))
