"""The den Hertog-Hulshof ILP (:mod:`tournament.rules.solver_ilp`) as an independent answer
for the tests and the benchmark, and random positions to ask it about."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tournament.rules.melds import is_valid_meld_indices
from tournament.rules.readings import meld_readings
from tournament.rules.solver_ilp import ilp_model
from tournament.rules.solver_roles import TableRoles, readings_by_meld, roles_of
from tournament.rules.tiles import ALL_NUMBERED, JOKER, JOKER_INDEX, Tile

__all__ = ["hand_tiles", "ilp_answer", "random_instance"]


def ilp_answer(
    hand: Sequence[Tile],
    table: Sequence[Sequence[Tile]],
    *,
    free: bool = False,
    roles: TableRoles | None = None,
) -> tuple[int, list[list[Tile]]]:
    """The ILP's best play: (tiles the hand has fewer, the melds of one optimum), the best
    over every reading of the table's melds (RULINGS §2). ``free``: the table's jokers are
    free jokers (may go anywhere or into the hand), an upper bound on the legal play;
    ``roles``: only that reading of the table. Without it the model chooses a reading for
    each meld that reads several ways."""
    hand_counts = [0] * JOKER_INDEX
    table_counts = [0] * JOKER_INDEX
    for t in hand:
        if not t.is_joker:
            hand_counts[t.index] += 1
    for meld in table:
        for t in meld:
            if not t.is_joker:
                table_counts[t.index] += 1
    hand_jokers = sum(t.is_joker for t in hand)
    if free:
        table_jokers = sum(t.is_joker for m in table for t in m)
        jokers = hand_jokers + table_jokers
        found = ilp_model(jokers).solve(hand_counts, jokers, table_counts, TableRoles())
        assert found is not None, "the table itself is a solution"
        return found[0] - table_jokers, found[1]
    if roles is not None:
        found = ilp_model(hand_jokers + roles.jokers).solve(
            hand_counts, hand_jokers, table_counts, roles
        )
    else:
        per_meld = readings_by_meld(table)
        fixed = roles_of([r[0] for r in per_meld if len(r) == 1])
        open_melds = [[roles_of([r]) for r in rs] for rs in per_meld if len(rs) > 1]
        jokers = fixed.jokers + sum(o[0].jokers for o in open_melds)
        found = ilp_model(hand_jokers + jokers).solve(
            hand_counts, hand_jokers, table_counts, fixed, open_melds
        )
    assert found is not None, "the table itself is a solution"
    return found


def _open(meld: list[int]) -> bool:
    """Whether the meld's jokers may stand for more than one thing (RULINGS §2)."""
    return len(meld_readings([Tile.from_index(i) for i in meld])) > 1


def hand_tiles(counts: Sequence[int], jokers: int) -> list[Tile]:
    """The tiles of hand counts by index plus ``jokers`` jokers."""
    return [ALL_NUMBERED[i] for i, n in enumerate(counts) for _ in range(n)] + [JOKER] * jokers


def random_instance(
    rng: random.Random,
    hand_size: int,
    table_size: int,
    hand_jokers: int,
    table_jokers: int,
    *,
    ambiguous: bool = False,
) -> tuple[list[int], int, list[list[Tile]], int]:
    """A random position: (hand counts by index, hand jokers, table melds, table jokers).

    The table is random runs (3 to 6 tiles) and groups drawn from the supply until it holds
    ``table_size`` tiles or more; then ``table_jokers`` of its tiles are replaced by jokers
    where the meld stays valid (with ``ambiguous``, only where the meld then leaves open
    what its jokers stand for: a run's end, a group of 3, ``X J J``); the hand is drawn
    from what is left."""
    while True:  # a table its jokers cannot be placed in (say, only groups of 4) is drawn anew
        drawn = _table_with_jokers(rng, table_size, table_jokers, ambiguous)
        if drawn is not None:
            bag, melds = drawn
            break
    pool = [i for i in range(JOKER_INDEX) for _ in range(bag[i])]
    hand = [0] * JOKER_INDEX
    for i in rng.sample(pool, hand_size):
        hand[i] += 1
    table = [[Tile.from_index(i) for i in meld] for meld in melds]
    return hand, hand_jokers, table, table_jokers


def _table_with_jokers(
    rng: random.Random, table_size: int, table_jokers: int, ambiguous: bool
) -> tuple[list[int], list[list[int]]] | None:
    """The supply left and the table's melds, or None where ``table_jokers`` jokers find no
    place in them (within 10,000 tries)."""
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
    trials = 0
    while placed < table_jokers:
        trials += 1
        if trials > 10_000 or not melds:
            return None
        meld = rng.choice(melds)
        p = rng.randrange(len(meld))
        if meld[p] == JOKER_INDEX:
            continue
        trial = [*meld[:p], JOKER_INDEX, *meld[p + 1 :]]
        if is_valid_meld_indices(trial) and (not ambiguous or _open(trial)):
            bag[meld[p]] += 1
            meld[p] = JOKER_INDEX
            placed += 1
    return bag, melds
