"""The Monte Carlo of starting hands (issue 16), seeded, on several processes.

A table is one shuffle of the 104 numbered tiles; its players get consecutive slices of 14
(plus the own joker under the default joker rule). Every hand is measured exactly
(:mod:`tournament.statistics.hands`); the table is the cluster of the intervals.

The work is cut into chunks of :data:`CHUNK_TABLES` tables; chunk ``i`` shuffles with its
own generator seeded from (seed, i), and the chunks' integer sums add up in any order, so
the figures depend on the seed and the count only, not on the number of processes.

"Others hold a combination when you hold none": without the joker, the tables where
player 1 holds no meld are the rejection sample (about a quarter of all). With the joker
player 1 holds none only when no two tiles are near (one more tile from a meld), about
one hand in a million, which rejection sampling barely reaches: those tables are drawn from that
condition exactly (:mod:`tournament.statistics.nonear`), player 1's hand uniform among the
hands that meet it and the others dealt from the rest, which is the distribution
rejection sampling would give.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from tournament.statistics.estimators import ClusterSums
from tournament.statistics.hands import DeckShape, HandFigures, analyse
from tournament.statistics.nonear import NoNearSampler

__all__ = [
    "CHUNK_TABLES",
    "Cancelled",
    "HandRules",
    "HandTally",
    "run_hands",
]

CHUNK_TABLES: Final = 250
HAND_SIZE: Final = 14
GIVEN_NONE_SHARE: Final = 10  # with the joker: one conditional table per 10 tables dealt
Progress = Callable[[int, int], None]


class Cancelled(Exception):
    """The run was cancelled before it finished."""


@dataclass(frozen=True, slots=True)
class HandRules:
    """What is dealt: players at the table, the own joker, runs round the cycle."""

    players: int = 3
    joker: bool = True
    wrap: bool = True
    colours: int = 4
    values: int = 13
    hand_size: int = HAND_SIZE

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError(f"a table has 3 or 4 players, not {self.players}")

    @property
    def shape(self) -> DeckShape:
        return DeckShape(self.colours, self.values, self.wrap)


_PROPORTIONS: Final = ("hand_romme", "has_combination", "dead_1_3", "near_miss_ge2")


@dataclass(slots=True)
class HandTally:
    """Sums over tables, mergeable: the cluster sums of each figure and the histograms."""

    hands: int = 0
    tables: int = 0
    sums: dict[str, ClusterSums] = field(default_factory=dict)
    dead: list[int] = field(default_factory=lambda: [0] * 16)
    placed: list[int] = field(default_factory=lambda: [0] * 16)
    near_miss: list[int] = field(default_factory=lambda: [0] * 8)

    def sum(self, name: str) -> ClusterSums:
        if name not in self.sums:
            self.sums[name] = ClusterSums()
        return self.sums[name]

    def add_table(self, figures: list[HandFigures]) -> None:
        self.tables += 1
        self.hands += len(figures)
        n = len(figures)
        self.sum("hand_romme").add(sum(f.dead == 0 for f in figures), n)
        self.sum("has_combination").add(sum(f.placed >= 3 for f in figures), n)
        self.sum("dead_1_3").add(sum(1 <= f.dead <= 3 for f in figures), n)
        self.sum("near_miss_ge2").add(sum(f.near_miss >= 2 for f in figures), n)
        self.sum("dead_mean").add(sum(f.dead for f in figures), n)
        melds = sum(f.melds for f in figures)
        self.sum("group_share_fewest").add(sum(f.groups_fewest for f in figures), melds)
        self.sum("group_share_most").add(sum(f.groups_most for f in figures), melds)
        for f in figures:
            self.dead[f.dead] += 1
            self.placed[f.placed] += 1
            self.near_miss[min(f.near_miss, 7)] += 1

    def add_given_none(self, others: list[HandFigures]) -> None:
        """A table where player 1 holds no combination: the others' figures."""
        self.sum("others_have_given_none").add(sum(f.placed >= 3 for f in others), len(others))

    def merge(self, other: HandTally) -> None:
        self.hands += other.hands
        self.tables += other.tables
        for name, sums in other.sums.items():
            self.sum(name).merge(sums)
        for mine, theirs in (
            (self.dead, other.dead),
            (self.placed, other.placed),
            (self.near_miss, other.near_miss),
        ):
            for i, count in enumerate(theirs):
                mine[i] += count


def _chunk_rng(seed: int, kind: str, chunk: int) -> random.Random:
    # A string seed is hashed with SHA-512 by random.Random: the same on every platform.
    return random.Random(f"stein-rummy-stats:{kind}:{seed}:{chunk}")


def _deck(rules: HandRules) -> list[int]:
    return [t for t in range(rules.colours * rules.values) for _ in range(2)]


def _measure(hand: list[int], rules: HandRules, shape: DeckShape) -> HandFigures:
    return analyse(hand, 1 if rules.joker else 0, shape)


@dataclass(frozen=True, slots=True)
class _Chunk:
    rules: HandRules
    seed: int
    index: int
    tables: int
    last_hands: int  # hands measured at the last table (a partial table at the end)
    given_none: int  # conditional tables (joker rules only)


def _run_chunk(chunk: _Chunk) -> HandTally:
    rules, shape = chunk.rules, chunk.rules.shape
    rng = _chunk_rng(chunk.seed, "deal", chunk.index)
    deck = _deck(rules)
    size = rules.hand_size
    tally = HandTally()
    for t in range(chunk.tables):
        rng.shuffle(deck)
        seats = chunk.last_hands if t == chunk.tables - 1 else rules.players
        figures = [_measure(deck[i * size : (i + 1) * size], rules, shape) for i in range(seats)]
        tally.add_table(figures)
        if not rules.joker and seats == rules.players and figures[0].placed < 3:
            tally.add_given_none(figures[1:])
    if chunk.given_none:
        sampler = NoNearSampler(shape, size)
        cond = _chunk_rng(chunk.seed, "given-none", chunk.index)
        for _ in range(chunk.given_none):
            first = sampler.sample(cond)
            rest = list(deck)
            for tile in first:
                rest.remove(tile)
            cond.shuffle(rest)
            others = [
                _measure(rest[i * size : (i + 1) * size], rules, shape)
                for i in range(rules.players - 1)
            ]
            tally.add_given_none(others)
    return tally


def plan(rules: HandRules, hands: int, seed: int) -> list[_Chunk]:
    """The chunks of a run of ``hands`` hands."""
    if hands < 1:
        raise ValueError(f"the number of hands must be at least 1, got {hands}")
    tables = math.ceil(hands / rules.players)
    last = hands - (tables - 1) * rules.players
    given_none = tables // GIVEN_NONE_SHARE if rules.joker else 0
    chunks: list[_Chunk] = []
    for index, begin in enumerate(range(0, tables, CHUNK_TABLES)):
        count = min(CHUNK_TABLES, tables - begin)
        is_last = begin + count == tables
        share = given_none * (begin + count) // tables - given_none * begin // tables
        chunks.append(_Chunk(rules, seed, index, count, last if is_last else rules.players, share))
    return chunks


def default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def run_hands(
    rules: HandRules,
    hands: int,
    seed: int,
    *,
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> HandTally:
    """Deal and measure ``hands`` hands; ``progress(done, total)`` after each chunk;
    :class:`Cancelled` when ``cancelled()`` turns true."""
    chunks = plan(rules, hands, seed)
    tally: HandTally = run_chunks(_run_chunk, chunks, HandTally(), workers, progress, cancelled)
    return tally


def run_chunks(
    work: Callable[[Any], Any],
    chunks: list[Any],
    total: Any,
    workers: int | None,
    progress: Progress | None,
    cancelled: Callable[[], bool] | None,
) -> Any:
    """Run ``work`` on each chunk, in this process or on ``workers`` processes, merging
    each result into ``total`` (``merge``) as it comes."""
    workers = default_workers() if workers is None else workers
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    done = 0

    def step(result: Any) -> None:
        nonlocal done
        total.merge(result)
        done += 1
        if progress is not None:
            progress(done, len(chunks))

    if workers == 1 or len(chunks) == 1:
        for chunk in chunks:
            if cancelled is not None and cancelled():
                raise Cancelled
            step(work(chunk))
        return total
    # spawn: the app runs this from a thread of a Qt process, which must not be forked
    context = multiprocessing.get_context("spawn")
    with context.Pool(workers) as pool:
        for result in pool.imap_unordered(work, chunks):
            step(result)
            if cancelled is not None and cancelled():
                pool.terminate()
                raise Cancelled
    return total
