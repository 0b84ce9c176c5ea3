"""The den Hertog-Hulshof set-partition ILP for Stein-Rummy best play, solved with HiGHS.

An independent answer to the question :mod:`tournament.rules.solver` answers, for the tests
and the benchmark. One integer variable per candidate meld (how often it is laid, 0..2) and
one per kind of hand tile (how many of it are laid, 0..hand count); per tile kind (52
numbered and the joker) one equation: tiles in laid melds = tiles on the table + hand tiles
laid. Maximise the hand tiles laid. The model is built once per joker limit; an instance
changes only bounds (hand counts as column bounds, table counts as row bounds).

Candidates come from :func:`tournament.rules.melds.candidate_melds`: every group, and runs
up to a length that loses nothing: a longer run splits into shorter ones, each with a
numbered tile, once the candidates reach ``jokers + 4`` tiles (5 with at most two jokers).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import highspy
import numpy as np

from tournament.rules.melds import candidate_melds, is_valid_meld_indices
from tournament.rules.tiles import JOKER_INDEX, Tile

KINDS = JOKER_INDEX + 1  # 52 numbered tiles and the joker


def run_length_for(jokers: int) -> int:
    return 5 if jokers <= 2 else jokers + 4


class IlpOracle:
    """Best play by integer programming; one model for all instances with at most
    ``max_jokers`` jokers in hand and on the table together."""

    def __init__(self, max_jokers: int = 3) -> None:
        self.max_jokers = max_jokers
        self.melds: tuple[tuple[Tile, ...], ...] = candidate_melds(
            max_jokers, run_length_for(max_jokers)
        )
        h = highspy.Highs()
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        inf = highspy.kHighsInf
        zeros = np.zeros(KINDS)
        h.addRows(KINDS, zeros, zeros, 0, np.array([], np.int32), np.array([], np.int32), [])
        m = len(self.melds)
        starts, index, value = [], [], []
        for meld in self.melds:
            starts.append(len(index))
            counts: dict[int, int] = {}
            for t in meld:
                counts[t.index] = counts.get(t.index, 0) + 1
            for i, c in sorted(counts.items()):
                index.append(i)
                value.append(float(c))
        h.addCols(
            m,
            np.zeros(m),
            np.zeros(m),
            np.full(m, 2.0),
            len(index),
            np.array(starts, np.int32),
            np.array(index, np.int32),
            np.array(value),
        )
        # hand tiles laid: y_i enters row i with -1; objective +1 each
        h.addCols(
            KINDS,
            np.ones(KINDS),
            np.zeros(KINDS),
            np.zeros(KINDS),
            KINDS,
            np.arange(KINDS, dtype=np.int32),
            np.arange(KINDS, dtype=np.int32),
            np.full(KINDS, -1.0),
        )
        total = m + KINDS
        h.changeColsIntegrality(
            total,
            np.arange(total, dtype=np.int32),
            np.full(total, highspy.HighsVarType.kInteger),
        )
        h.changeObjectiveSense(highspy.ObjSense.kMaximize)
        del inf
        self._h = h
        self._m = m
        self._y = np.arange(m, m + KINDS, dtype=np.int32)
        self._rows = np.arange(KINDS, dtype=np.int32)

    def solve(
        self,
        hand: Sequence[int],
        hand_jokers: int,
        table: Sequence[int],
        table_jokers: int,
    ) -> tuple[int, list[tuple[Tile, ...]]] | None:
        """(hand tiles laid, melds of one optimum), or None when the table tiles cannot all
        be placed. ``hand`` and ``table`` are counts by tile index (52 entries)."""
        if hand_jokers + table_jokers > self.max_jokers:
            raise ValueError(f"model built for at most {self.max_jokers} jokers")
        upper = np.array([*map(float, hand), float(hand_jokers)])
        rhs = np.array([*map(float, table), float(table_jokers)])
        h = self._h
        h.changeColsBounds(KINDS, self._y, np.zeros(KINDS), upper)
        h.changeRowsBounds(KINDS, self._rows, rhs, rhs)
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None
        values = h.getSolution().col_value
        placed = round(sum(values[self._m :]))
        chosen: list[tuple[Tile, ...]] = []
        for j in range(self._m):
            chosen += [self.melds[j]] * round(values[j])
        return placed, chosen


def random_instance(
    rng: random.Random, hand_size: int, table_size: int, hand_jokers: int, table_jokers: int
) -> tuple[list[int], int, list[list[Tile]], int]:
    """A random position: (hand counts by index, hand jokers, table melds, table jokers).

    The table is random runs (3 to 6 tiles) and groups drawn from the supply until it holds
    ``table_size`` tiles or more; then ``table_jokers`` of its tiles are replaced by jokers
    where the meld stays valid; the hand is drawn from what is left."""
    bag = [2] * JOKER_INDEX
    melds: list[list[int]] = []
    size = 0
    tries = 0
    while size < table_size and tries < 10_000:
        tries += 1
        if rng.random() < 0.5:
            value = rng.randrange(13)
            colours = rng.sample(range(4), rng.choice((3, 4)))
            meld = [c * 13 + value for c in colours]
        else:
            colour, start = rng.randrange(4), rng.randrange(13)
            meld = [colour * 13 + (start + p) % 13 for p in range(rng.randint(3, 6))]
        if all(bag[i] > 0 for i in meld):
            for i in meld:
                bag[i] -= 1
            melds.append(meld)
            size += len(meld)
    placed = 0
    while placed < table_jokers:
        meld = rng.choice(melds)
        p = rng.randrange(len(meld))
        if meld[p] == JOKER_INDEX:
            continue
        trial = [*meld[:p], JOKER_INDEX, *meld[p + 1 :]]
        if is_valid_meld_indices(trial):
            bag[meld[p]] += 1
            meld[p] = JOKER_INDEX
            placed += 1
    pool = [i for i in range(JOKER_INDEX) for _ in range(bag[i])]
    hand = [0] * JOKER_INDEX
    for i in rng.sample(pool, hand_size):
        hand[i] += 1
    table = [[Tile.from_index(i) for i in meld] for meld in melds]
    return hand, hand_jokers, table, table_jokers
