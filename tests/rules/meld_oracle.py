"""A slow, independent reading of RULINGS §2 for the tests: list every meld shape and see
whether the tiles fit one of them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from tournament.rules.tiles import COLOURS, Tile


def readings(tiles: Sequence[Tile]) -> list[tuple[str, Counter[Tile]]]:
    """Every way to read ``tiles`` as a meld: (kind, what the jokers stand for)."""
    n = len(tiles)
    numbered = Counter(t for t in tiles if not t.is_joker)
    jokers = n - sum(numbered.values())
    if n < 3 or not numbered:
        return []
    found: list[tuple[str, Counter[Tile]]] = []
    # Any meld holds the first numbered tile: its value (group) or its colour (run).
    first = next(iter(numbered))
    if n <= 4:
        for value in [first.value]:
            assert value is not None
            colours = [Tile(c, value) for c in COLOURS]
            # every set of n distinct colours of this value
            for mask in range(16):
                chosen = [t for i, t in enumerate(colours) if mask >> i & 1]
                if len(chosen) == n:
                    _fit("group", Counter(chosen), numbered, jokers, found)
    for colour in [c for c in COLOURS if c is first.colour]:
        for start in range(1, 14):
            shape = Counter(Tile(colour, (start - 1 + p) % 13 + 1) for p in range(n))
            _fit("run", shape, numbered, jokers, found)
    return found


def _fit(
    kind: str,
    shape: Counter[Tile],
    numbered: Counter[Tile],
    jokers: int,
    found: list[tuple[str, Counter[Tile]]],
) -> None:
    if all(shape[t] >= c for t, c in numbered.items()):
        missing = shape - numbered
        if sum(missing.values()) == jokers and (kind, missing) not in found:
            found.append((kind, missing))


def is_meld(tiles: Sequence[Tile]) -> bool:
    return len(tiles) <= 26 and bool(readings(tiles))


def determined_jokers(tiles: Sequence[Tile]) -> Counter[Tile]:
    """The joker values that every reading shares."""
    all_readings = readings(tiles)
    common = all_readings[0][1]
    for _, missing in all_readings[1:]:
        common = common & missing
    return common
