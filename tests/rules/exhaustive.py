"""Best legal play by exhaustive search, for small positions: every subset of the hand, every
choice of released table jokers, every partition into melds, every reading of each meld.
Written from RULINGS §2 without the solver's modules, as a second oracle beside the ILP;
it also tries the own-joker exchange of a single table tile."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from functools import cache

from tournament.rules.melds import check_meld
from tournament.rules.tiles import JOKER, MAX_VALUE, Tile

# A token on the table: ("n", index) numbered, ("f", k) free joker, ("r", k) a table joker
# that keeps its role k: ("run", index) or ("group", index).
Token = tuple[str, object]
# Jokers released together: (their roles, the tiles that must lie on the table, the value
# of the group that must end with four real colours, or None for a run joker).
Unit = tuple[tuple[tuple[str, int], ...], tuple[int, ...], int | None]


def _units_of(meld: Sequence[Tile]) -> list[list[Unit]]:
    """The release units of a table meld's jokers, one list per reading the meld allows
    (RULINGS §2: an open run joker either meaning, a group-of-3 joker either missing
    colour, a meld that reads both ways as a group or a run, its jokers together)."""
    real = tuple(sorted(t.index for t in meld if not t.is_joker))
    jokers = len(meld) - len(real)
    found: list[list[Unit]] = []
    for kind, stands in _readings(real, jokers):
        if kind == "group":
            value = real[0] % MAX_VALUE
            missing = tuple(
                c * MAX_VALUE + value for c in range(4) if c * MAX_VALUE + value not in real
            )
            found.append([(tuple(("group", i) for i in stands), missing, value)])
        else:
            found.append([((("run", i),), (i,), None) for i in stands])
    assert found
    return found


def _unit_choices(table: Sequence[Sequence[Tile]]) -> list[list[Unit]]:
    """Every choice of one reading per table meld, as the units of all its jokers."""
    per_meld = [_units_of(m) for m in table if any(t.is_joker for t in m)]
    return [[u for units in chosen for u in units] for chosen in itertools.product(*per_meld)]


def _readings(real: tuple[int, ...], jokers: int) -> list[tuple[str, tuple[int, ...]]]:
    """Each way the tiles form a meld: ("run" | "group", the tile each joker stands for)."""
    n = len(real) + jokers
    found = []
    if not real or n < 3:
        return found
    values = {i % MAX_VALUE for i in real}
    colours = [i // MAX_VALUE for i in real]
    if len(values) == 1 and len(set(colours)) == len(colours) and n <= 4:
        v = real[0] % MAX_VALUE
        missing = [c * MAX_VALUE + v for c in range(4) if c not in colours]
        for chosen in itertools.combinations(missing, jokers):
            found.append(("group", chosen))
    if len(set(colours)) == 1 and n <= 26:
        c = colours[0]
        for start in range(MAX_VALUE):
            cells = Counter(c * MAX_VALUE + (start + p) % MAX_VALUE for p in range(n))
            rest = cells - Counter(real)
            if sum(rest.values()) == jokers and not Counter(real) - cells:
                found.append(("run", tuple(sorted(rest.elements()))))
    return found


def _meld_ok(tokens: tuple[Token, ...]) -> bool:
    real = tuple(sorted(int(t[1]) for t in tokens if t[0] == "n"))  # type: ignore[call-overload]
    roles = [t[1] for t in tokens if t[0] == "r"]
    jokers = len(tokens) - len(real)
    for kind, stands in _readings(real, jokers):
        for perm in itertools.permutations(stands, len(roles)):
            if all(_fits(role, kind, cell) for role, cell in zip(roles, perm, strict=True)):
                return True
    return False


def _fits(role: object, kind: str, cell: int) -> bool:
    what, where = role  # type: ignore[misc]
    return bool(kind == what and cell == where)


@cache
def _partitions(tokens: tuple[Token, ...]) -> bool:
    if not tokens:
        return True
    head, rest = tokens[0], tokens[1:]
    for size in range(2, min(len(rest), 25) + 1):
        for chosen in itertools.combinations(range(len(rest)), size):
            meld = (head, *(rest[i] for i in chosen))
            if _meld_ok(meld):
                left = tuple(t for i, t in enumerate(rest) if i not in chosen)
                if _partitions(left):
                    return True
    return False


def best_left(hand: Sequence[Tile], table: Sequence[Sequence[Tile]], exchange: bool = True) -> int:
    """The fewest tiles the hand can hold after a legal play."""
    table_real = [t.index for m in table for t in m if not t.is_joker]
    choices = _unit_choices(table)
    best = min(_best_left(list(hand), table_real, units, 0) for units in choices)
    if exchange and any(t.is_joker for t in hand):
        # The own joker in the place of a single table tile, which goes to the hand; the
        # joker stays on the table, free to move, the table's jokers keep their roles.
        for meld in table:
            for p, tile in enumerate(meld):
                if tile.is_joker or not check_meld([*meld[:p], JOKER, *meld[p + 1 :]]).valid:
                    continue
                new_hand = list(hand)
                new_hand.remove(JOKER)
                new_hand.append(tile)
                rest = list(table_real)
                rest.remove(tile.index)
                for units in choices:
                    best = min(best, _best_left(new_hand, rest, units, 1))
    return best


def _best_left(hand: list[Tile], table_real: list[int], units: list[Unit], own_laid: int) -> int:
    hand_real = [t.index for t in hand if not t.is_joker]
    hand_jokers = sum(t.is_joker for t in hand)
    best = len(hand)
    for laid_real in _sub_multisets(hand_real):
        real = sorted(table_real + list(laid_real))
        counts = Counter(real)
        for released in itertools.product((False, True), repeat=len(units)):
            if not _released_ok(units, released, counts):
                continue
            whole = _complete_groups(units, released)
            if any(counts[i] < n for i, n in whole.items()):
                continue
            kept: list[Token] = [
                ("r", role)
                for (roles, _, _), rel in zip(units, released, strict=True)
                if not rel
                for role in roles
            ]
            freed = sum(
                len(roles) for (roles, _, _), rel in zip(units, released, strict=True) if rel
            )
            free_pool = hand_jokers + freed + own_laid
            for free in range(own_laid, free_pool + 1):
                left = (len(hand_real) - len(laid_real)) + (free_pool - free)
                if left >= best:
                    continue
                rest = Counter(real)
                rest.subtract(whole)  # the complete groups that release group jokers
                numbered: list[Token] = [("n", i) for i in sorted(rest.elements())]
                tokens = tuple(sorted([*numbered, *kept, *[("f", 0)] * free], key=repr))
                if _partitions(tokens):
                    best = left
    return best


def _released_ok(units: list[Unit], released: tuple[bool, ...], counts: Counter[int]) -> bool:
    """Whether the released units' tiles lie on the table, one per unit."""
    need: Counter[int] = Counter()
    for (_, tiles, _), rel in zip(units, released, strict=True):
        if rel:
            need.update(tiles)
    return all(need[i] <= counts[i] for i in need)


def _complete_groups(units: list[Unit], released: tuple[bool, ...]) -> Counter[int]:
    """The real tiles of the groups of four that released group jokers need: a group's
    jokers are released only when the group ends with all four real colours, one such
    group per released group."""
    groups: Counter[int] = Counter()
    for (_, _, value), rel in zip(units, released, strict=True):
        if rel and value is not None:
            groups.update(c * MAX_VALUE + value for c in range(4))
    return groups


def _sub_multisets(items: list[int]) -> list[tuple[int, ...]]:
    counts = Counter(items)
    keys = sorted(counts)
    found = []
    for picks in itertools.product(*(range(counts[k] + 1) for k in keys)):
        found.append(tuple(k for k, n in zip(keys, picks, strict=True) for _ in range(n)))
    return found


def play_is_legal(table: Sequence[Sequence[Tile]], melds: Sequence[Sequence[Tile]]) -> bool:
    """Whether the table after a play (``melds``) keeps the table's jokers as RULINGS §2
    asks: for some reading of each table meld, some choice of released jokers has its
    tiles on the table (and its groups complete), and every other table joker sits in a
    meld that reads with it standing for what it stood for."""
    return any(_legal_with(units, melds) for units in _unit_choices(table))


def _legal_with(units: list[Unit], melds: Sequence[Sequence[Tile]]) -> bool:
    counts = Counter(t.index for m in melds for t in m if not t.is_joker)
    with_jokers = [i for i, m in enumerate(melds) if any(t.is_joker for t in m)]
    complete = Counter(
        m[0].index % MAX_VALUE
        for m in melds
        if len(m) == 4 and not any(t.is_joker for t in m) and len({t.value for t in m}) == 1
    )
    for released in itertools.product((False, True), repeat=len(units)):
        if not _released_ok(units, released, counts):
            continue
        values = Counter(
            v for (_, _, v), rel in zip(units, released, strict=True) if rel and v is not None
        )
        if any(complete[v] < n for v, n in values.items()):
            continue
        kept = [
            role
            for (roles, _, _), rel in zip(units, released, strict=True)
            if not rel
            for role in roles
        ]
        for places in itertools.product(with_jokers, repeat=len(kept)):
            ok = True
            for i in set(places):
                roles = [("r", role) for role, at in zip(kept, places, strict=True) if at == i]
                meld = melds[i]
                free = sum(t.is_joker for t in meld) - len(roles)
                numbered: list[Token] = [("n", t.index) for t in meld if not t.is_joker]
                if free < 0 or not _meld_ok((*numbered, *roles, *[("f", 0)] * free)):
                    ok = False
                    break
            if ok:
                return True
    return False
