"""The den Hertog-Hulshof set-partition ILP for Stein-Rummy best play, solved with HiGHS.

The exact walk of :mod:`tournament.rules.solver` hands an instance over to this model when
it exceeds its work budget. One integer variable per candidate meld (how often it is laid,
0..2) and one per kind of hand tile (how many of it are laid, 0..hand count); per tile kind
(52 numbered and the joker) one equation: tiles in laid melds = tiles on the table + hand
tiles laid. Maximise the hand tiles laid. The model is built once per joker limit and
process; an instance changes only bounds (hand counts as column bounds, table counts as row
bounds).

Candidates come from :func:`tournament.rules.melds.candidate_melds`: every group, and runs
up to a length that loses nothing: a longer run splits into shorter ones, each with a
numbered tile, once the candidates reach ``jokers + 4`` tiles (5 with at most two jokers).

highspy is imported when a model is first built, so the rules engine loads without it.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

from tournament.rules.melds import candidate_melds
from tournament.rules.tiles import JOKER_INDEX, Tile

__all__ = ["KINDS", "IlpModel", "ilp_model", "run_length_for"]

KINDS = JOKER_INDEX + 1  # 52 numbered tiles and the joker


def run_length_for(jokers: int) -> int:
    """The longest candidate run that loses nothing with ``jokers`` jokers in play."""
    return 5 if jokers <= 2 else jokers + 4


def _quiet(make: Callable[[], Any]) -> Any:
    """``make()`` with the process's standard output muted: HiGHS prints its banner there
    once, which would spoil the output of a command asked for JSON."""
    try:
        sys.stdout.flush()
        saved = os.dup(1)
    except (OSError, ValueError, AttributeError):
        return make()
    try:
        with open(os.devnull, "w") as sink:
            os.dup2(sink.fileno(), 1)
            return make()
    finally:
        os.dup2(saved, 1)
        os.close(saved)


class IlpModel:
    """Best play by integer programming; one model for all instances with at most
    ``max_jokers`` jokers in hand and on the table together. Not for use by two threads
    at once (:func:`ilp_model` hands out one model per thread)."""

    def __init__(self, max_jokers: int = 3) -> None:
        import highspy as highs_module
        import numpy as np

        highspy: Any = highs_module  # no type information in the package

        self.max_jokers = max_jokers
        self.melds: tuple[tuple[Tile, ...], ...] = candidate_melds(
            max_jokers, run_length_for(max_jokers)
        )
        h: Any = _quiet(highspy.Highs)
        h.setOptionValue("output_flag", False)
        h.setOptionValue("threads", 1)
        zeros = np.zeros(KINDS)
        h.addRows(KINDS, zeros, zeros, 0, np.array([], np.int32), np.array([], np.int32), [])
        m = len(self.melds)
        starts: list[int] = []
        index: list[int] = []
        value: list[float] = []
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
        self._np: Any = np
        self._optimal: Any = highspy.HighsModelStatus.kOptimal
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
        """(hand tiles laid, jokers included; melds of one optimum), or None when the table
        tiles cannot all be placed. ``hand`` and ``table`` are counts by tile index (52
        entries)."""
        if hand_jokers + table_jokers > self.max_jokers:
            raise ValueError(f"model built for at most {self.max_jokers} jokers")
        np = self._np
        upper = np.array([*map(float, hand), float(hand_jokers)])
        rhs = np.array([*map(float, table), float(table_jokers)])
        h = self._h
        h.changeColsBounds(KINDS, self._y, np.zeros(KINDS), upper)
        h.changeRowsBounds(KINDS, self._rows, rhs, rhs)
        h.run()
        if h.getModelStatus() != self._optimal:
            return None
        values = h.getSolution().col_value
        placed = round(sum(values[self._m :]))
        chosen: list[tuple[Tile, ...]] = []
        for j in range(self._m):
            chosen += [self.melds[j]] * round(values[j])
        return placed, chosen


_models = threading.local()


def ilp_model(jokers: int) -> IlpModel:
    """The model for ``jokers`` jokers in play, built once per process and thread."""
    cache: dict[int, IlpModel] | None = getattr(_models, "by_jokers", None)
    if cache is None:
        cache = {}
        _models.by_jokers = cache
    model = cache.get(jokers)
    if model is None:
        model = cache[jokers] = IlpModel(jokers)
    return model
