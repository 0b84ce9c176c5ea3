"""The table's jokers in the walk (:mod:`tournament.rules.solver_walk`): the position, the
release choices at each value, and the reading words that carry each meld's reading from
the first of its values walked to the last (RULINGS §2: a table meld keeps any reading
the rulings allow, its jokers all in one).

A meld whose jokers may stand for different tiles (``J k11 k12 k13``: k10 or k1) is walked
once: at the first of its values the walk chooses a reading, the state carries the choice
(a digit of the reading word) to the last of its values, and the release choices at each
value are those of the readings chosen. Readings that differ no more from a value on are
one state from there. So one search covers every choice of readings.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Final

from tournament.rules.solver_roles import ReleaseUnit, TableRoles
from tournament.rules.tiles import MAX_VALUE

__all__ = [
    "NO_JOKERS",
    "Choice",
    "Position",
    "ValueChoices",
    "reading_steps",
    "release_choices",
    "run_roles",
    "table_melds",
    "value_choices",
]

_COLOURS: Final = 4


@dataclass(frozen=True, slots=True)
class Position:
    """What the walk needs: counts by tile index (52 entries) of the table's numbered tiles
    (all must stay on the table) and of the hand's, the hand's jokers, the table jokers'
    roles.

    ``readings``: per table meld with jokers, the roles of each of its readings
    (:func:`tournament.rules.solver_roles.meld_role_readings`); the walk chooses one per
    meld as it goes, so one search covers every choice. Empty: the table's jokers keep
    ``roles`` (one reading); else ``roles`` is the first reading of each meld."""

    table: tuple[int, ...]
    hand: tuple[int, ...]
    hand_jokers: int
    roles: TableRoles
    readings: tuple[tuple[TableRoles, ...], ...] = ()


# A release choice at one value: (run role jokers kept per colour, group jokers kept per
# colour, tiles needed per colour, jokers released, units).
Choice = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int, tuple[ReleaseUnit, ...]]


NO_JOKERS: Final[Choice] = ((0,) * _COLOURS, (0,) * _COLOURS, (0,) * _COLOURS, 0, ())


def table_melds(pos: Position) -> tuple[tuple[TableRoles, ...], ...]:
    """The table's melds with jokers, each as the roles of its readings."""
    if pos.readings:
        return pos.readings
    return ((pos.roles,),) if pos.roles.units else ()


def _touches(meld: tuple[TableRoles, ...]) -> set[int]:
    """The values where some reading of a meld has a joker."""
    return {u.value for roles in meld for u in roles.units}


# The release choices of one value: every choice (deduplicated), the melds with a joker at
# the value, and per choice of their readings (one index each) the choices it allows.
ValueChoices = tuple[list[Choice], list[int], dict[tuple[int, ...], list[int]]]


def value_choices(pos: Position, v: int) -> ValueChoices:
    melds = table_melds(pos)
    touching = [j for j, meld in enumerate(melds) if v in _touches(meld)]
    if not touching:
        return [NO_JOKERS], [], {(): [0]}
    found: dict[tuple[object, ...], int] = {}
    choices: list[Choice] = []
    allowed: dict[tuple[int, ...], list[int]] = {}
    at = [c * MAX_VALUE + v for c in range(_COLOURS)]
    for combo in itertools.product(*(range(len(melds[j])) for j in touching)):
        chosen = [melds[j][r] for j, r in zip(touching, combo, strict=True)]
        units = [u for roles in chosen for u in roles.units if u.value == v]
        allowed[combo] = cis = []
        for mask in range(1 << len(units)):
            released = tuple(u for k, u in enumerate(units) if mask >> k & 1)
            run = [sum(roles.run.get(i, 0) for roles in chosen) for i in at]
            slot = [sum(roles.group_slot.get(i, 0) for roles in chosen) for i in at]
            needs = [0] * _COLOURS
            for u in released:
                for c in u.needs:
                    needs[c] += 1
                kept = run if u.kind == "run" else slot
                for i in u.slots:
                    kept[i // MAX_VALUE] -= 1
            if any(needs[c] > pos.table[at[c]] + pos.hand[at[c]] for c in range(_COLOURS)):
                continue
            rel = sum(u.jokers for u in released)
            full = sum(u.kind != "run" for u in released)
            key = (tuple(run), tuple(slot), tuple(needs), rel, full)
            ci = found.get(key)
            if ci is None:
                ci = found[key] = len(choices)
                choices.append((tuple(run), tuple(slot), tuple(needs), rel, released))
            if ci not in cis:
                cis.append(ci)
    return choices, touching, allowed


def release_choices(pos: Position, v: int) -> list[Choice]:
    """Every release choice at value ``v`` (0-based), over every reading of the melds with
    a joker there; the walk's step at a value names one by its index here."""
    return value_choices(pos, v)[0]


def run_roles(pos: Position) -> list[int]:
    """Per tile index, the most run jokers standing for it over the readings."""
    run = [0] * len(pos.table)
    for meld in table_melds(pos):
        for i in {i for roles in meld for i in roles.run}:
            run[i] += max(roles.run.get(i, 0) for roles in meld)
    return run


def reading_steps(
    melds: tuple[tuple[TableRoles, ...], ...], order: list[int], at: list[ValueChoices], hj: int
) -> tuple[list[list[list[tuple[int, int]]]], list[list[int]]]:
    """:attr:`_Plan.steps_at` and :attr:`_Plan.floors`. A word numbers the readings of the
    melds it carries (mixed radix, in the order of the melds)."""
    walked_at = {v: k for k, v in enumerate(order)}
    # per meld and reading, the jokers it releases at most from the k-th value walked on
    later = [
        [
            [sum(u.jokers for u in roles.units if walked_at[u.value] >= k) for k in range(14)]
            for roles in meld
        ]
        for meld in melds
    ]
    span = [sorted(walked_at[v] for v in _touches(meld)) for meld in melds]

    def ahead(roles: TableRoles, k: int) -> tuple[object, ...]:  # its part after the k-th
        return (
            sorted((i, n) for i, n in roles.run.items() if walked_at[i % MAX_VALUE] > k),
            sorted((i, n) for i, n in roles.group_slot.items() if walked_at[i % MAX_VALUE] > k),
            [u for u in roles.units if walked_at[u.value] > k],
        )

    # per meld, value walked and reading: the first reading alike from the next value on,
    # so the states of readings that differ no more are one state
    alike = []
    for meld in melds:
        per_value = []
        for k in range(MAX_VALUE):
            if len(meld) == 1:  # one reading: nothing to tell apart
                per_value.append([0])
                continue
            parts = [ahead(roles, k) for roles in meld]
            per_value.append([parts.index(part) for part in parts])
        alike.append(per_value)
    first = [s[0] for s in span]
    last = [s[-1] for s in span]

    # per k, the melds entered before the k-th value walked and not left
    carried = [[j for j in range(len(melds)) if first[j] < k <= last[j]] for k in range(14)]

    def words(js: list[int]) -> list[dict[int, int]]:
        return [
            dict(zip(js, combo, strict=True))
            for combo in itertools.product(*(range(len(melds[j])) for j in js))
        ]

    def word(js: list[int], chosen: dict[int, int]) -> int:
        number = 0
        for j in js:
            number = number * len(melds[j]) + chosen[j]
        return number

    floors = []
    for k in range(MAX_VALUE):
        outgoing = carried[k + 1]
        unknown = sum(max(r[k + 1] for r in later[j]) for j in range(len(melds)) if first[j] > k)
        floors.append(
            [
                -hj - unknown - sum(later[j][r][k + 1] for j, r in chosen.items())
                for chosen in words(outgoing)
            ]
        )
    steps_at = []
    for k, (_, touching, allowed) in enumerate(at):
        incoming, outgoing = carried[k], carried[k + 1]
        new = [j for j in range(len(melds)) if first[j] == k]
        per_word = []
        for chosen_in in words(incoming):
            moves: list[tuple[int, int]] = []
            for chosen_new in words(new):
                chosen = chosen_in | chosen_new
                out = word(outgoing, {j: alike[j][k][chosen[j]] for j in outgoing})
                for ci in allowed[tuple(chosen[j] for j in touching)]:
                    if (ci, out) not in moves:
                        moves.append((ci, out))
            per_word.append(moves)
        steps_at.append(per_word)
    return steps_at, floors
