"""An independent, slow reading of Indian Rummy's deadwood and declaration (RULINGS §8).

It enumerates every arrangement of a hand: every way to pick disjoint melds (any size,
any jokers, checked by :func:`check_meld` on the subsets of the cards) and leave the rest,
and counts each arrangement by the literal words of the three tiers. Nothing is assumed
about which melds suffice; only the meld check is shared with the engine.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tournament.rules.cards import Card
from tournament.rules.indian import IndianMeldKind, card_points, check_meld


def _melds(hand: Sequence[Card]) -> list[list[tuple[int, bool, bool, int]]]:
    """Valid melds as (slot mask, is a sequence, is pure, points), by lowest slot.

    Every subset of the cards that could be a meld at all (its real cards of one suit or of
    one rank, jokers anywhere) goes through :func:`check_meld`.
    """
    n = len(hand)
    jokers = [i for i in range(n) if hand[i].is_joker]
    families = [
        [i for i in range(n) if hand[i].suit is key or hand[i].rank == key] + jokers
        for key in {*(c.suit for c in hand if c.suit), *(c.rank for c in hand if c.rank)}
    ]
    masks: set[int] = set()
    for family in families:
        for size in range(3, len(family) + 1):
            for chosen in itertools.combinations(family, size):
                masks.add(sum(1 << i for i in chosen))
    by_lowest: list[list[tuple[int, bool, bool, int]]] = [[] for _ in range(n)]
    for mask in sorted(masks):
        cards = [hand[i] for i in range(n) if mask >> i & 1]
        check = check_meld(cards)
        if check.valid:
            sequence = any(kind.is_sequence for kind in check.kinds)
            pure = IndianMeldKind.PURE in check.kinds
            points = sum(card_points(c) for c in cards)
            by_lowest[(mask & -mask).bit_length() - 1].append((mask, sequence, pure, points))
    return by_lowest


def brute_force_deadwood(hand: Sequence[Card]) -> int:
    """The least deadwood over every arrangement, each counted by the tier it falls in."""
    n = len(hand)
    total = sum(card_points(c) for c in hand)
    by_lowest = _melds(hand)
    best = total

    def walk(
        free: int, slot: int, sequences: int, pure: int, covered: int, pure_points: int
    ) -> None:
        nonlocal best
        while slot < n and not free >> slot & 1:
            slot += 1
        if slot == n:
            if pure >= 1 and sequences >= 2:
                value = total - covered
            elif pure >= 1:  # one sequence, and it is pure: only it does not count
                value = total - pure_points
            else:
                value = total
            best = min(best, value)
            return
        walk(free & ~(1 << slot), slot + 1, sequences, pure, covered, pure_points)  # left out
        for mask, sequence, is_pure, points in by_lowest[slot]:
            if mask & free == mask:
                walk(
                    free & ~mask,
                    slot + 1,
                    sequences + sequence,
                    pure + is_pure,
                    covered + points,
                    pure_points + (points if is_pure else 0),
                )

    walk((1 << n) - 1, 0, 0, 0, 0, 0)
    return best


def brute_force_declarable(hand: Sequence[Card]) -> bool:
    """Whether every card of the hand lies in disjoint melds with at least two sequences,
    one of them pure."""
    n = len(hand)
    by_lowest = _melds(hand)

    def walk(free: int, sequences: int, pure: int) -> bool:
        if not free:
            return pure >= 1 and sequences >= 2
        slot = (free & -free).bit_length() - 1
        return any(
            walk(free & ~mask, sequences + sequence, pure + is_pure)
            for mask, sequence, is_pure, _ in by_lowest[slot]
            if mask & free == mask
        )

    return walk((1 << n) - 1, 0, 0)
