"""Drawing a hand uniformly among the hands in which no two tiles are near.

With the own joker a hand holds no combination exactly when no two of its numbered tiles
are near (two near tiles and the joker are a meld; every meld holds two near tiles). Such
a hand is about one in a million (9.7e-7 of the hands of 14), so this draws it directly.

Near is: the same value in another colour, or the same colour one or two apart. So a hand
without near tiles uses each value in at most one colour (once or twice: the two copies
of a tile are not near each other), and one colour's values lie at least three apart. A
hand of the 2 x colours x values tiles is uniform over its physical tiles, so a choice of
k copies of a tile weighs C(2, k) (2 for one copy, 1 for both). A dynamic program over the
values with the colours of the last two values as its state counts the hands by size;
walking it back draws one in proportion to its weight. Round the cycle the first two
values' colours are fixed in turn and checked against the last two.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from tournament.statistics.hands import DeckShape

__all__ = ["NoNearSampler", "count_no_near"]

_WEIGHT = {0: 1, 1: 2, 2: 1}  # ways to take k of the two copies of a tile


Poly = list[int]  # index: tiles in the hand so far


class NoNearSampler:
    """Uniform draws of a ``size``-tile hand with no two tiles near."""

    def __init__(self, shape: DeckShape, size: int) -> None:
        self.shape = shape
        self.size = size
        self.tables = _tables(shape, size)
        self.total = sum(w for _, _, w in self._ends())
        if self.total == 0:
            raise ValueError(f"no hand of {size} tiles without near tiles exists")

    def _ends(self) -> list[tuple[tuple[int, int], tuple[int, int], int]]:
        out = []
        for start, forward in self.tables.items():
            last = forward[-1]
            for state, poly in last.items():
                if _closes(start, state, self.shape):
                    weight = poly[self.size]
                    if weight:
                        out.append((start, state, weight))
        return out

    def sample(self, rng: random.Random) -> list[int]:
        """One hand: tile indices (``colour * values + value - 1`` form), sorted."""
        start, state = _pick(rng, [((s, e), w) for s, e, w in self._ends()])
        forward = self.tables[start]
        values = self.shape.values
        colours = [-1] * values
        counts = [0] * values
        left = self.size
        for v in range(values - 1, 1, -1):
            before, here = state
            options = []
            for earlier, poly in forward[v - 2].items():
                if earlier[1] != before or not _compatible(earlier[0], here):
                    continue
                for k in (1, 2) if here >= 0 else (0,):
                    if left - k >= 0 and poly[left - k]:
                        options.append((earlier, k, poly[left - k] * _WEIGHT[k]))
            earlier, k = _pick(rng, [((e, k), w) for e, k, w in options])
            colours[v], counts[v] = here, k
            left -= k
            state = earlier
        first, second = state
        pairs = []
        for k0 in (1, 2) if first >= 0 else (0,):
            for k1 in (1, 2) if second >= 0 else (0,):
                if k0 + k1 == left:
                    pairs.append((k0, k1, _WEIGHT[k0] * _WEIGHT[k1]))
        k0, k1 = _pick(rng, [((a, b), w) for a, b, w in pairs])
        colours[0], counts[0], colours[1], counts[1] = first, k0, second, k1
        hand: list[int] = []
        for v in range(values):
            if colours[v] >= 0:
                hand.extend([colours[v] * values + v] * counts[v])
        return sorted(hand)


def count_no_near(shape: DeckShape, size: int) -> int:
    """The number of hands (sets of physical tiles) of ``size`` with no two tiles near."""
    try:
        return NoNearSampler(shape, size).total
    except ValueError:
        return 0


def _pick(rng: random.Random, weighted: list[tuple[tuple[Any, Any], int]]) -> tuple[Any, Any]:
    """One choice with probability proportional to its (integer) weight."""
    pick = rng.randrange(sum(w for _, w in weighted))
    for choice, weight in weighted:
        if pick < weight:
            return choice
        pick -= weight
    raise AssertionError("weights changed while picking")  # pragma: no cover


def _compatible(a: int, b: int) -> bool:
    return a < 0 or b < 0 or a != b


def _closes(start: tuple[int, int], end: tuple[int, int], shape: DeckShape) -> bool:
    """Round the cycle the last two values are within two of the first two."""
    if not shape.wrap:
        return True
    c0, c1 = start
    c_before_last, c_last = end
    return _compatible(c_before_last, c0) and _compatible(c_last, c0) and _compatible(c_last, c1)


@cache
def _tables(
    shape: DeckShape, size: int
) -> dict[tuple[int, int], list[dict[tuple[int, int], Poly]]]:
    """Per pair of colours of the first two values: forward[i] maps the colours of values
    i, i + 1 to the weighted count of hands of values 0..i + 1 by size."""
    if shape.values < 5 or shape.colours < 3:
        # fewer values: round the cycle more pairs than the last two meet the first two;
        # fewer colours: tiles of one value are not near (no group of three)
        raise ValueError("the sampler needs at least 3 colours and 5 values")
    options = [-1, *range(shape.colours)]
    out: dict[tuple[int, int], list[dict[tuple[int, int], Poly]]] = {}
    for c0 in options:
        for c1 in options:
            if not _compatible(c0, c1):
                continue
            base = [0] * (size + 1)
            for k0 in (1, 2) if c0 >= 0 else (0,):
                for k1 in (1, 2) if c1 >= 0 else (0,):
                    if k0 + k1 <= size:
                        base[k0 + k1] += _WEIGHT[k0] * _WEIGHT[k1]
            forward = [{(c0, c1): base}]
            for _v in range(2, shape.values):
                layer: dict[tuple[int, int], Poly] = {}
                for (a, b), poly in forward[-1].items():
                    for c in options:
                        if not (_compatible(a, c) and _compatible(b, c)):
                            continue
                        target = layer.setdefault((b, c), [0] * (size + 1))
                        for k in (1, 2) if c >= 0 else (0,):
                            w = _WEIGHT[k]
                            for d in range(size + 1 - k):
                                if poly[d]:
                                    target[d + k] += poly[d] * w
                forward.append(layer)
            out[(c0, c1)] = forward
    return out
