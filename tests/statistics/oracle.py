"""A slow, independent reading of issue 16's definitions for the tests: every arrangement
of a small hand into melds and dead tiles, listed by brute force."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from tournament.statistics.hands import DeckShape, HandFigures

JOKER = -1


def is_meld(tiles: Sequence[int], jokers: int, shape: DeckShape) -> str | None:
    """ "group", "run" or None for numbered ``tiles`` and ``jokers`` jokers (RULINGS §2)."""
    size = len(tiles) + jokers
    if size < 3 or not tiles:
        return None
    values = [t % shape.values for t in tiles]
    colours = [t // shape.values for t in tiles]
    if len(set(values)) == 1 and len(set(colours)) == len(tiles) and size <= shape.colours:
        return "group"
    if len(set(colours)) != 1 or len(set(values)) != len(values) or size > shape.values:
        return None
    starts = range(shape.values) if shape.wrap else range(shape.values - size + 1)
    for start in starts:
        window = {(start + i) % shape.values for i in range(size)}
        if set(values) <= window:
            return "run"
    return None


def arrangements(
    hand: Sequence[int], jokers: int, shape: DeckShape
) -> list[tuple[int, int, int, tuple[int, ...]]]:
    """(tiles laid, melds, groups, dead tiles with JOKER for a dead joker) of every
    arrangement."""
    out: list[tuple[int, int, int, tuple[int, ...]]] = []

    def walk(left: list[int], j: int, laid: int, melds: int, groups: int, dead: list[int]) -> None:
        if not left:
            out.append((laid, melds, groups, tuple(dead + [JOKER] * j)))
            return
        first, rest = left[0], left[1:]
        walk(rest, j, laid, melds, groups, [*dead, first])
        seen = set()
        for size in range(2, len(rest) + 2):
            for idx in combinations(range(len(rest)), size - 1):
                others = tuple(rest[i] for i in idx)
                if others in seen:
                    continue
                seen.add(others)
                tiles = (first, *others)
                remaining = [t for i, t in enumerate(rest) if i not in idx]
                for used in range(j + 1):
                    kind = is_meld(tiles, used, shape)
                    if kind is not None:
                        walk(
                            remaining,
                            j - used,
                            laid + len(tiles) + used,
                            melds + 1,
                            groups + (kind == "group"),
                            dead,
                        )

    walk(sorted(hand), jokers, 0, 0, 0, [])
    return out


def near(a: int, b: int, shape: DeckShape) -> bool:
    if a == JOKER or b == JOKER:
        return a != b
    return is_meld((a, b), 1, shape) is not None


def matching(dead: Sequence[int], shape: DeckShape) -> int:
    if len(dead) < 2:
        return 0
    first, rest = dead[0], list(dead[1:])
    best = matching(rest, shape)
    for i, other in enumerate(rest):
        if near(first, other, shape):
            best = max(best, 1 + matching(rest[:i] + rest[i + 1 :], shape))
    return best


def figures(hand: Sequence[int], jokers: int, shape: DeckShape) -> HandFigures:
    every = arrangements(hand, jokers, shape)
    placed = max(a[0] for a in every)
    best = [a for a in every if a[0] == placed]
    melds = min(a[1] for a in best)
    fewest = [a for a in best if a[1] == melds]
    return HandFigures(
        size=len(hand) + jokers,
        placed=placed,
        melds=melds,
        groups_fewest=min(a[2] for a in fewest),
        groups_most=max(a[2] for a in fewest),
        near_miss=max(matching(a[3], shape) for a in best),
    )
