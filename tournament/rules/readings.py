"""Every reading of a meld's jokers that the rulings allow (RULINGS §2).

"Where the run leaves open what its joker stands for (``J k11 k12 k13``: k10 or k1, the
cycle allows both), the joker may keep either meaning; likewise a joker in a group of 3 may
fill either missing colour, and a meld that reads both as a group and as a run (``b4 J J``:
a group of fours, or b2-b4, b3-b5, b4-b6) may keep any of its readings, its jokers
together."

A :class:`Reading` says what the jokers of one meld stand for together; a table meld keeps
any one of its readings when the table is rearranged, and the solver, the turn check and
the rules checker all take the readings from :func:`meld_readings`.

>>> from tournament.rules.tiles import parse_tiles
>>> [str(r) for r in meld_readings(parse_tiles("J k11 k12 k13"))]
['k10 in a run', 'k1 in a run']
>>> [str(r) for r in meld_readings(parse_tiles("b7 J k7"))]
['r7 in a group', 'y7 in a group']
>>> describe_readings(meld_readings(parse_tiles("b4 J J")))
'J J = r4 y4, r4 k4, y4 k4 (group) or b2 b3, b3 b5, b5 b6 (run)'
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tournament.rules.melds import MeldKind, check_meld
from tournament.rules.tiles import ALL_NUMBERED, JOKER_INDEX, MAX_VALUE, Tile, format_tiles

__all__ = ["Reading", "describe_readings", "meld_readings", "readings_words"]


@dataclass(frozen=True, slots=True)
class Reading:
    """One reading of a meld's jokers: the ``kind`` of meld and the tiles its jokers stand
    for (sorted). For a group, ``missing`` are the colours' tiles the group lacks: the tiles
    that complete it to four real colours and so release its jokers."""

    kind: MeldKind
    jokers: tuple[Tile, ...]
    missing: tuple[Tile, ...] = ()

    def __str__(self) -> str:
        return f"{format_tiles(self.jokers)} in a {self.kind.value}"


def meld_readings(tiles: Sequence[Tile]) -> tuple[Reading, ...]:
    """The readings of a valid meld's jokers, groups first, runs by their first value;
    ``()`` for an invalid meld, one reading with no jokers for a meld without them."""
    check = check_meld(tiles)
    if not check.valid or check.kind is None:
        return ()
    numbered = sorted(t.index for t in tiles if t.index != JOKER_INDEX)
    jokers = len(tiles) - len(numbered)
    if not jokers:
        return (Reading(check.kind, ()),)
    found: list[Reading] = []
    if MeldKind.GROUP in check.kinds:
        value = numbered[0] % MAX_VALUE
        have = {i // MAX_VALUE for i in numbered}
        missing = tuple(ALL_NUMBERED[c * MAX_VALUE + value] for c in range(4) if c not in have)
        for chosen in itertools.combinations(missing, jokers):
            found.append(Reading(MeldKind.GROUP, chosen, missing))
    if MeldKind.RUN in check.kinds:
        found += _run_readings(numbered, len(tiles))
    return tuple(found)


def _run_readings(numbered: list[int], n: int) -> list[Reading]:
    base = numbered[0] - numbered[0] % MAX_VALUE
    counts = [0] * MAX_VALUE
    for i in numbered:
        counts[i % MAX_VALUE] += 1
    laps, rest = divmod(n, MAX_VALUE)
    seen: dict[tuple[Tile, ...], int] = {}
    for start in range(MAX_VALUE):
        spare = [laps + ((v - start) % MAX_VALUE < rest) - counts[v] for v in range(MAX_VALUE)]
        if min(spare) < 0:
            continue
        stands = tuple(ALL_NUMBERED[base + v] for v in range(MAX_VALUE) for _ in range(spare[v]))
        if stands not in seen:
            # along the cycle: the run that begins the most jokers before the tiles first
            seen[stands] = (start - _first_value(counts) + n - len(numbered)) % MAX_VALUE
    ordered = sorted(seen, key=lambda s: (seen[s], s))
    return [Reading(MeldKind.RUN, stands) for stands in ordered]


def _first_value(counts: list[int]) -> int:
    """The value a run of these tiles would begin with in the preferred reading."""
    for v in range(MAX_VALUE):
        if counts[v] and not counts[v - 1]:
            return v
    return 0


def describe_readings(readings: Sequence[Reading]) -> str:
    """What the jokers stand for, every reading named: ``"J = k10 or k1"``; for a meld that
    reads both as a group and as a run, each kind named. ``""`` without jokers."""
    if not readings or not readings[0].jokers:
        return ""
    head = " ".join(["J"] * len(readings[0].jokers))
    return f"{head} = {readings_words(readings)}"


def readings_words(
    readings: Sequence[Reading],
    or_words: Callable[[list[str]], str] | None = None,
    kind_word: Callable[[MeldKind], str] | None = None,
) -> str:
    """The readings as words: ``"k10 or k1"``; where the meld reads as a group and as a run,
    ``"r4 y4, r4 k4 (group) or b2 b3, b3 b5 (run)"``. ``or_words`` and ``kind_word`` word
    the list and the kinds (the UI's translations; English by default)."""
    join = or_words or _or_list
    name = kind_word or (lambda kind: kind.value)
    kinds = [k for k in MeldKind if any(r.kind is k for r in readings)]
    parts = []
    for kind in kinds:
        words = [format_tiles(r.jokers) for r in readings if r.kind is kind]
        parts.append(join(words) if len(kinds) == 1 else f"{', '.join(words)} ({name(kind)})")
    return join(parts)


def _or_list(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} or {words[-1]}"
