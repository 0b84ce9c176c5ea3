"""One starting hand, measured exactly (issue 16's definitions).

For a hand on its own: ``placed`` (P), the most tiles that can be laid in disjoint melds
(RULINGS §2: groups of 3-4 of one value in different colours, runs of 3 or more of one
colour, round the cycle 12-13-1 unless ``wrap`` is off; a joker fills any gap); ``dead``
the rest; among the arrangements that reach P with the fewest melds, the fewest and the
most groups; ``near_miss`` (X), the most disjoint near-miss pairs among the dead tiles
over the arrangements that reach P.

The method: two tiles are *near* when one more tile would make the three a meld (same
value in different colours, or same colour one or two apart). Every meld, also one with
the joker, lies inside one connected part of the hand under that relation, and so does
every near-miss pair; so each part is solved on its own by an exhaustive search (the
first tile of the part is dead or in one of the melds through it), with a memo shared by
all hands. A hand holds at most one joker; it goes to the part where it adds most, or
stays dead. The answer is checked against the rules engine's solver in the tests.

A tile is an index ``colour * values + value - 1``; the default deck is the game's 4
colours by 13 values; a smaller deck (for exact checks) has fewer of either.

>>> from tournament.rules.tiles import parse_tiles
>>> f = analyse([t.index for t in parse_tiles("r12 r13 r1 b7 y7")], jokers=1)
>>> f.placed, f.dead, f.melds, f.groups_fewest, f.groups_most
(6, 0, 2, 1, 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Final

__all__ = ["DeckShape", "HandFigures", "analyse", "is_near", "near_pair_exists"]

_MEMO_LIMIT: Final = 400_000


@dataclass(frozen=True, slots=True)
class DeckShape:
    """The tiles' shape: ``colours`` x ``values``; runs wrap round the cycle if ``wrap``."""

    colours: int = 4
    values: int = 13
    wrap: bool = True

    def colour(self, tile: int) -> int:
        return tile // self.values

    def value(self, tile: int) -> int:
        return tile % self.values


GAME_SHAPE: Final = DeckShape()


@dataclass(frozen=True, slots=True)
class HandFigures:
    """The measured figures of one hand (``size`` counts the joker)."""

    size: int
    placed: int
    melds: int
    groups_fewest: int
    groups_most: int
    near_miss: int

    @property
    def dead(self) -> int:
        return self.size - self.placed


@dataclass(frozen=True, slots=True)
class _Part:
    """The best of one connected part: P, then fewest melds with their group range; the
    most near-miss pairs among the dead tiles at P, and whether an arrangement reaching
    that X leaves a dead tile unpaired."""

    placed: int
    melds: int
    groups_fewest: int
    groups_most: int
    near_miss: int
    exposed: bool


_NONE: Final = _Part(-1, 0, 0, 0, 0, False)


def is_near(a: int, b: int, shape: DeckShape = GAME_SHAPE) -> bool:
    """Whether one more tile would make ``a`` and ``b`` a 3-meld."""
    return bool(_near_masks(shape)[a] >> b & 1)


@cache
def _near_masks(shape: DeckShape) -> tuple[int, ...]:
    """Per tile, the bit mask of the tiles near it."""
    count = shape.colours * shape.values
    return tuple(sum(1 << b for b in range(count) if _near(a, b, shape)) for a in range(count))


def _near(a: int, b: int, shape: DeckShape) -> bool:
    va, vb = a % shape.values, b % shape.values
    if va == vb:  # a group of three needs three colours
        return a != b and shape.colours >= 3
    if a // shape.values != b // shape.values:
        return False
    gap = abs(va - vb)
    if shape.wrap:
        gap = min(gap, shape.values - gap)
    return gap <= 2


def near_pair_exists(tiles: Sequence[int], shape: DeckShape = GAME_SHAPE) -> bool:
    """Whether two of ``tiles`` are near (with a joker the hand then holds a meld)."""
    return any(is_near(a, b, shape) for a, b in combinations(tiles, 2))


def analyse(tiles: Iterable[int], jokers: int = 0, shape: DeckShape = GAME_SHAPE) -> HandFigures:
    """The figures of a hand of numbered ``tiles`` (indices, repeats allowed) and
    ``jokers`` (0 or 1)."""
    hand = sorted(tiles)
    if jokers not in (0, 1):
        raise ValueError(f"a hand holds 0 or 1 joker, not {jokers}")
    split = _parts(hand, shape)
    parts = [_solve(p, 0, shape) for p in split]
    base_placed = sum(p.placed for p in parts)
    base_melds = sum(p.melds for p in parts)
    # (placed, -melds, groups_fewest, groups_most, near_miss) for each home of the joker
    options: list[tuple[int, int, int, int, int]] = []
    free_x = sum(p.near_miss for p in parts)
    dead_left = any(p.exposed for p in parts) if jokers else False
    options.append(
        (
            base_placed,
            -base_melds,
            sum(p.groups_fewest for p in parts),
            sum(p.groups_most for p in parts),
            free_x + (1 if dead_left else 0),
        )
    )
    if jokers:
        for i, part in enumerate(split):
            with_joker = _solve(part, 1, shape)
            if with_joker.placed < 0:
                continue
            old = parts[i]
            options.append(
                (
                    base_placed - old.placed + with_joker.placed,
                    -(base_melds - old.melds + with_joker.melds),
                    sum(p.groups_fewest for p in parts)
                    - old.groups_fewest
                    + with_joker.groups_fewest,
                    sum(p.groups_most for p in parts) - old.groups_most + with_joker.groups_most,
                    free_x - old.near_miss + with_joker.near_miss,
                )
            )
    placed = max(o[0] for o in options)
    at_p = [o for o in options if o[0] == placed]
    fewest = max(o[1] for o in at_p)
    at_m = [o for o in at_p if o[1] == fewest]
    return HandFigures(
        size=len(hand) + jokers,
        placed=placed,
        melds=-fewest,
        groups_fewest=min(o[2] for o in at_m),
        groups_most=max(o[3] for o in at_m),
        near_miss=max(o[4] for o in at_p),
    )


def _parts(hand: list[int], shape: DeckShape) -> list[tuple[int, ...]]:
    """The connected parts of the (sorted) hand under :func:`is_near`, each sorted."""
    near = _near_masks(shape)
    left = 0
    for t in hand:
        left |= 1 << t
    parts: list[tuple[int, ...]] = []
    while left:
        seed = left & -left
        part = seed
        frontier = seed
        while frontier:
            bit = frontier & -frontier
            frontier ^= bit
            new = near[bit.bit_length() - 1] & left & ~part
            part |= new
            frontier |= new
        left &= ~part
        parts.append(tuple(t for t in hand if part >> t & 1))
    return parts


_memo: dict[tuple[tuple[int, ...], int, DeckShape], _Part] = {}


def _solve(part: tuple[int, ...], jokers: int, shape: DeckShape) -> _Part:
    """The best of a part; with ``jokers=1`` the joker must be laid (else :data:`_NONE`).

    Parts that differ by a renaming of the colours (and, round the cycle, by a turn of the
    values) have the same figures, so the memo is keyed by the part so renamed."""
    if len(part) <= 2:
        return _small(part, jokers, shape)
    key = (_normal(part, shape), jokers, shape)
    found = _memo.get(key)
    if found is not None:
        return found
    if len(_memo) > _MEMO_LIMIT:
        _memo.clear()
    best = _search(key[0], jokers, shape)
    _memo[key] = best
    return best


_SINGLE: Final = _Part(0, 0, 0, 0, 0, True)
_PAIR: Final = _Part(0, 0, 0, 0, 1, False)
_PAIR_GROUP: Final = _Part(3, 1, 1, 1, 0, False)
_PAIR_RUN: Final = _Part(3, 1, 0, 0, 0, False)


def _small(part: tuple[int, ...], jokers: int, shape: DeckShape) -> _Part:
    """A part of one tile or of the two copies of one (dead), or of two near tiles (a
    pair, or a meld with the joker)."""
    if len(part) == 1 or part[0] == part[1]:  # one tile, or its two copies
        return _NONE if jokers else _SINGLE
    if not jokers:
        return _PAIR
    return _PAIR_GROUP if part[0] % shape.values == part[1] % shape.values else _PAIR_RUN


def _normal(part: tuple[int, ...], shape: DeckShape) -> tuple[int, ...]:
    """``part`` with its colours renamed in the order they first occur by value (and its
    values turned to start at 0 round the cycle)."""
    values = shape.values
    ordered = sorted(part, key=lambda t: (t % values, t // values))
    base = ordered[0] % values if shape.wrap else 0
    names: dict[int, int] = {}
    out = []
    for t in ordered:
        colour = t // values
        name = names.setdefault(colour, len(names))
        out.append(name * values + (t % values - base) % values)
    out.sort()
    return tuple(out)


@dataclass(slots=True)
class _Outcome:
    placed: int
    melds: int
    groups_fewest: int
    groups_most: int
    deads: set[tuple[int, ...]]


def _search(part: tuple[int, ...], jokers: int, shape: DeckShape) -> _Part:
    if _needs_long_runs(part, jokers, shape):
        outcome = _walk(part, jokers, shape, {})
    else:
        one = two = 0
        for t in part:
            if one >> t & 1:
                two |= 1 << t
            one |= 1 << t
        outcome = _walk_masks(one, two, jokers, _candidates(one, jokers, shape), {})
    if outcome is None:
        return _NONE
    best_x = -1
    exposed = False
    for dead in outcome.deads:
        x = _matching(dead, shape)
        if x > best_x:
            best_x, exposed = x, len(dead) > 2 * x
        elif x == best_x:
            exposed = exposed or len(dead) > 2 * x
    return _Part(
        outcome.placed,
        outcome.melds,
        outcome.groups_fewest,
        outcome.groups_most,
        best_x,
        exposed,
    )


def _needs_long_runs(part: tuple[int, ...], jokers: int, shape: DeckShape) -> bool:
    """Whether a colour holds enough tiles for a run longer than the cycle."""
    per_colour = [0] * shape.colours
    for t in part:
        per_colour[t // shape.values] += 1
    return max(per_colour) + jokers > shape.values


# A candidate meld: (types used, types used twice, tiles, jokers used, is a group).
_Candidate = tuple[int, int, int, int, bool]


def _candidates(one: int, jokers: int, shape: DeckShape) -> dict[int, list[_Candidate]]:
    """Every meld of at most one cycle the part's tiles (and the joker) can make, listed
    under its lowest tile: the walk takes the lowest tile left, so only those can hold it."""
    values = shape.values
    found: set[_Candidate] = set()
    held = [t for t in range(shape.colours * values) if one >> t & 1]
    by_value: dict[int, list[int]] = {}
    by_colour: dict[int, set[int]] = {}
    for t in held:
        colour, value = divmod(t, values)
        by_value.setdefault(value, []).append(t)
        by_colour.setdefault(colour, set()).add(value)
    for tiles in by_value.values():
        for size in range(2, len(tiles) + 1):
            for combo in combinations(tiles, size):
                mask = sum(1 << t for t in combo)
                if size >= 3:
                    found.add((mask, 0, size, 0, True))
                if jokers and size < shape.colours:
                    found.add((mask, 0, size + 1, 1, True))
    for colour, present in by_colour.items():
        base = colour * values
        # a run starts at a tile held, or at the joker just before one
        starts = present | {(v - 1) % values for v in present} if jokers else present
        for start in starts:
            if not shape.wrap and not 0 <= start < values:
                continue
            mask = 0
            missing = 0
            for length in range(1, values + 1):
                v = start + length - 1
                if v >= values:
                    if not shape.wrap:
                        break
                    v -= values
                if v in present:
                    mask |= 1 << (base + v)
                else:
                    missing += 1
                    if missing > jokers:
                        break
                if length < 3:
                    continue
                found.add((mask, 0, length, missing, False))
                if jokers and not missing:
                    # the joker may stand for a tile the part holds, which another meld
                    # then takes
                    rest = mask
                    while rest:
                        bit = rest & -rest
                        rest ^= bit
                        found.add((mask & ~bit, 0, length, 1, False))
    out: dict[int, list[_Candidate]] = {}
    for cand in found:
        low = (cand[0] & -cand[0]).bit_length() - 1
        out.setdefault(low, []).append(cand)
    return out


def _walk_masks(
    one: int,
    two: int,
    jokers: int,
    candidates: dict[int, list[_Candidate]],
    memo: dict[tuple[int, int, int], _Outcome | None],
) -> _Outcome | None:
    """:func:`_walk` on the tiles as bit masks: ``one`` the tiles held at least once,
    ``two`` those held twice."""
    key = (one, two, jokers)
    if key in memo:
        return memo[key]
    if not one:
        result = None if jokers else _Outcome(0, 0, 0, 0, {()})
        memo[key] = result
        return result
    low = one & -one
    first = low.bit_length() - 1
    best: _Outcome | None = None
    if two & low:
        sub = _walk_masks(one, two & ~low, jokers, candidates, memo)
    else:
        sub = _walk_masks(one & ~low, two, jokers, candidates, memo)
    if sub is not None:
        best = _Outcome(
            sub.placed,
            sub.melds,
            sub.groups_fewest,
            sub.groups_most,
            {(first, *d) for d in sub.deads},
        )
    for mask, _twice, size, used, is_group in candidates.get(first, ()):
        if used > jokers or mask & ~one:
            continue
        sub = _walk_masks(one & ~(mask & ~two), two & ~mask, jokers - used, candidates, memo)
        if sub is None:
            continue
        placed = sub.placed + size
        melds = sub.melds + 1
        g = 1 if is_group else 0
        if best is None or placed > best.placed:
            best = _Outcome(
                placed, melds, sub.groups_fewest + g, sub.groups_most + g, set(sub.deads)
            )
        elif placed == best.placed:
            best.deads |= sub.deads
            if melds < best.melds:
                best.melds = melds
                best.groups_fewest = sub.groups_fewest + g
                best.groups_most = sub.groups_most + g
            elif melds == best.melds:
                best.groups_fewest = min(best.groups_fewest, sub.groups_fewest + g)
                best.groups_most = max(best.groups_most, sub.groups_most + g)
    memo[key] = best
    return best


def _walk(
    tiles: tuple[int, ...],
    jokers: int,
    shape: DeckShape,
    memo: dict[tuple[tuple[int, ...], int], _Outcome | None],
) -> _Outcome | None:
    """Every arrangement of ``tiles`` that lays the joker if ``jokers``: the most placed,
    the fewest melds and the group range at that, and the dead sets of all reaching P."""
    key = (tiles, jokers)
    if key in memo:
        return memo[key]
    if not tiles:
        result = None if jokers else _Outcome(0, 0, 0, 0, {()})
        memo[key] = result
        return result
    first, rest = tiles[0], tiles[1:]
    best: _Outcome | None = None

    def offer(placed: int, melds: int, fewest: int, most: int, deads: set[tuple[int, ...]]) -> None:
        nonlocal best
        if best is None or placed > best.placed:
            best = _Outcome(placed, melds, fewest, most, set(deads))
            return
        if placed < best.placed:
            return
        best.deads |= deads
        if melds < best.melds:
            best.melds, best.groups_fewest, best.groups_most = melds, fewest, most
        elif melds == best.melds:
            best.groups_fewest = min(best.groups_fewest, fewest)
            best.groups_most = max(best.groups_most, most)

    sub = _walk(rest, jokers, shape, memo)
    if sub is not None:
        offer(
            sub.placed,
            sub.melds,
            sub.groups_fewest,
            sub.groups_most,
            {(first, *d) for d in sub.deads},
        )
    for meld, used_jokers, is_group in _melds_through(first, rest, jokers, shape):
        left = _remove(rest, meld)
        sub = _walk(left, jokers - used_jokers, shape, memo)
        if sub is None:
            continue
        size = len(meld) + 1 + used_jokers
        g = 1 if is_group else 0
        offer(
            sub.placed + size,
            sub.melds + 1,
            sub.groups_fewest + g,
            sub.groups_most + g,
            sub.deads,
        )
    memo[key] = best
    return best


def _remove(tiles: tuple[int, ...], taken: tuple[int, ...]) -> tuple[int, ...]:
    out = list(tiles)
    for t in taken:
        out.remove(t)
    return tuple(out)


def _melds_through(
    first: int, rest: tuple[int, ...], jokers: int, shape: DeckShape
) -> list[tuple[tuple[int, ...], int, bool]]:
    """The melds holding ``first`` and other tiles of ``rest`` (and the joker if one is
    left): the other numbered tiles, the jokers used, whether it is a group."""
    out: list[tuple[tuple[int, ...], int, bool]] = []
    values = shape.values
    colour, value = divmod(first, values)
    present = set(rest)
    # groups: other colours of the same value
    others = sorted({t for t in present if t % values == value and t // values != colour})
    for k in range(2, shape.colours):
        for combo in combinations(others, k):
            out.append((combo, 0, True))
    if jokers:
        for k in range(1, shape.colours - 1):
            for combo in combinations(others, k):
                out.append((combo, 1, True))
    # runs of this colour through ``first``
    have = [0] * values
    for t in rest:
        if t // values == colour:
            have[t % values] += 1
    have[value] += 1
    out.extend(_long_runs(first, have, jokers, len(rest), shape))
    return out


def _long_runs(
    first: int, have: list[int], jokers: int, rest_size: int, shape: DeckShape
) -> list[tuple[tuple[int, ...], int, bool]]:
    """Every run through ``first``, runs of more than one cycle included (RULINGS §2: at
    most 26 tiles); ``have`` counts the colour's tiles by value."""
    values = shape.values
    colour, value = divmod(first, values)
    out: list[tuple[tuple[int, ...], int, bool]] = []
    longest = min(rest_size + 1 + jokers, 2 * values)
    seen: set[tuple[tuple[int, ...], int]] = set()
    for start in range(values) if shape.wrap else range(value + 1):
        reach = (value - start) % values
        end = longest if shape.wrap else min(longest, values - start)
        need = [0] * values
        for step in range(reach):
            need[(start + step) % values] += 1
        for length in range(reach + 1, end + 1):
            need[(start + length - 1) % values] += 1
            if length < 3:
                continue
            missing = sum(max(0, need[v] - have[v]) for v in range(values))
            if missing > jokers:
                break
            used: list[int] = []
            for v in range(values):
                use = min(need[v], have[v]) - (1 if v == value else 0)
                used.extend([colour * values + v] * use)
            options = [(tuple(used), missing)]
            if jokers and not missing:
                # the joker may stand for a tile held, which another meld then takes
                options += [(tuple(used[:i] + used[i + 1 :]), 1) for i in range(len(used))]
            for option in options:
                if option not in seen:
                    seen.add(option)
                    out.append((option[0], option[1], False))
    return out


@lru_cache(maxsize=400_000)
def _matching(dead: tuple[int, ...], shape: DeckShape) -> int:
    """The most disjoint near pairs among ``dead`` (a small general matching, by search)."""
    if len(dead) < 2:
        return 0
    near = _near_masks(shape)
    first, rest = dead[0], dead[1:]
    mask = near[first]
    partners = [i for i, other in enumerate(rest) if mask >> other & 1]
    if not partners:
        return _matching(rest, shape)
    best = 0
    for i in partners:
        best = max(best, 1 + _matching(rest[:i] + rest[i + 1 :], shape))
        if 2 * best >= len(dead) - 1:
            return best
    return max(best, _matching(rest, shape))
