"""What a joker on the table stands for, and which jokers a turn may free (RULINGS §2, §10).

"Until it is released, a joker on the table keeps what it stands for when the table is
rearranged: a joker in a run stays in a run as the same tile (colour and value); a joker
in a group stays in a group of the same value (in a group of 4, as the same missing
colour)." and "a joker in a group is released only when the group ends up complete with
all four colours [...]. In a run, by the tile it stands for."

A joker in a run stands for the place it is written in (``r5 r6 J`` is r7, ``J r5 r6`` is
r4); where the order given is no run, the canonical order of
:func:`~tournament.rules.melds.check_meld` decides. A meld that reads both ways (one
numbered tile and jokers) is a group, as ``check_meld`` reads it.

>>> from tournament.rules.tiles import parse_tiles
>>> [str(r) for r in joker_roles(parse_tiles("r5 r6 J"))]
['r7 in a run']
>>> [str(r) for r in joker_roles(parse_tiles("b5 r5 y5 J"))]
['a 5 in a group, as k']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tournament.rules.melds import MeldKind, check_meld
from tournament.rules.tiles import ALL_NUMBERED, COLOURS, MAX_VALUE, Colour, Tile

__all__ = ["JokerRole", "joker_roles", "release_demand"]


@dataclass(frozen=True, slots=True)
class JokerRole:
    """What one joker stands for: a tile in a run, or a value in a group with the colours it
    may take (the group's missing colours). ``meld`` numbers the meld it stands in."""

    kind: MeldKind
    value: int
    colours: frozenset[Colour]
    stands_for: Tile | None = None
    meld: int = 0

    def keeps(self, later: JokerRole) -> bool:
        """Whether ``later`` is the same role, so the joker was not moved out of it."""
        if self.kind is not later.kind or self.value != later.value:
            return False
        if self.kind is MeldKind.RUN:
            return self.stands_for == later.stands_for
        return bool(self.colours & later.colours)

    def fits(self, tile: Tile) -> bool:
        """Whether a joker in this role stands in the place of ``tile``."""
        if self.kind is MeldKind.RUN:
            return self.stands_for == tile
        return tile.value == self.value and tile.colour in self.colours

    def __str__(self) -> str:
        if self.kind is MeldKind.RUN:
            return f"{self.stands_for} in a run"
        colours = "/".join(c.value for c in COLOURS if c in self.colours)
        return f"a {self.value} in a group, as {colours}"


def joker_roles(tiles: Sequence[Tile], meld: int = 0) -> list[JokerRole]:
    """The role of each joker of a valid meld, in the order given; ``[]`` for an invalid
    meld or one without jokers."""
    if not any(t.is_joker for t in tiles):
        return []
    check = check_meld(tiles)
    if not check.valid or check.kind is None:
        return []
    numbered = [t for t in tiles if not t.is_joker]
    value = numbered[0].value
    assert value is not None
    if check.kind is MeldKind.GROUP:
        missing = frozenset(COLOURS) - {t.colour for t in numbered if t.colour is not None}
        return [JokerRole(MeldKind.GROUP, value, missing, meld=meld) for t in tiles if t.is_joker]
    order = tiles if _reads_in_order(tiles) else check.tiles
    first = next(p for p, t in enumerate(order) if not t.is_joker)
    anchor = order[first]
    assert anchor.colour is not None and anchor.value is not None
    roles = []
    for p, t in enumerate(order):
        if t.is_joker:
            v = (anchor.value - 1 + p - first) % MAX_VALUE
            stands = ALL_NUMBERED[anchor.colour.index * MAX_VALUE + v]
            roles.append(
                JokerRole(MeldKind.RUN, v + 1, frozenset({anchor.colour}), stands, meld=meld)
            )
    return roles


def _reads_in_order(tiles: Sequence[Tile]) -> bool:
    first = next(p for p, t in enumerate(tiles) if not t.is_joker)
    anchor = tiles[first]
    assert anchor.value is not None
    for p, t in enumerate(tiles):
        if t.is_joker:
            continue
        if t.colour != anchor.colour:
            return False
        if (t.value or 0) - 1 != (anchor.value - 1 + p - first) % MAX_VALUE:
            return False
    return True


def release_demand(released: Iterable[JokerRole]) -> Counter[Tile]:
    """The tiles that must come onto the table to free ``released`` jokers: a run joker's
    own tile; for the jokers of one group, each missing colour once ("nur mit dem fehlenden
    vierten Wert": the group ends up complete with all four colours)."""
    demand: Counter[Tile] = Counter()
    groups: dict[int, JokerRole] = {}
    for role in released:
        if role.kind is MeldKind.RUN:
            assert role.stands_for is not None
            demand[role.stands_for] += 1
        else:
            groups[role.meld] = role
    for role in groups.values():
        for colour in role.colours:
            demand[ALL_NUMBERED[colour.index * MAX_VALUE + role.value - 1]] += 1
    return demand
