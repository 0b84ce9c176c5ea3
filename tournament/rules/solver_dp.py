"""The best play when no joker lies on the table: the dynamic program over values.

Without table jokers the joker-release rule of RULINGS §2 cannot matter: the only jokers
are the hand's own, free wildcards that may be laid or kept. Then the walk of
:mod:`tournament.rules.solver_dp_walk` (van Rijn, Takes and Vis, made cyclic; states per
colour are the runs in progress, the jokers counted once for the whole hand) is exact and
legal, and on hands with jokers far faster than the legal walk of
:mod:`tournament.rules.solver_walk`, which follows what each table joker stands for.
:func:`tournament.rules.solver.solve` chooses between them per instance; both are exact,
there is no budget and no fallback.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.rules.solver_dp_walk import walk_counts
from tournament.rules.tiles import JOKER_INDEX, Tile

__all__ = ["dp_play"]


def dp_play(hand: Sequence[Tile], table: Sequence[Tile]) -> tuple[int, list[list[Tile]]]:
    """The hand tiles laid on the best play of ``hand`` against the table tiles ``table``
    (no joker among them), and the melds of the whole table after the play.

    Raises :class:`tournament.rules.errors.IllegalError` when the table tiles cannot all
    be placed.
    """
    if any(t.is_joker for t in table):
        raise ValueError("dp_play: the table holds a joker; the legal walk must solve it")
    hand_counts = [0] * JOKER_INDEX
    hand_jokers = 0
    for t in hand:
        if t.is_joker:
            hand_jokers += 1
        else:
            hand_counts[t.index] += 1
    table_counts = [0] * JOKER_INDEX
    for t in table:
        table_counts[t.index] += 1
    placed, melds = walk_counts(hand_counts, hand_jokers, table_counts, 0, True)
    assert melds is not None
    return placed, melds
