"""The search behind Indian Rummy's minimum deadwood (RULINGS §8, tier "pure + second").

Given a hand as card counts and jokers, find disjoint melds with at least one pure sequence
and at least two sequences that cover the most deadwood points. Jokers count 0, so a joker
left outside the melds costs nothing; that lets the search use only *small* melds without
losing an optimum:

- a sequence of 6 or more cards, its end cards real (jokers at the ends can go), splits in
  the middle into two sequences of 3 or more, each with a real end card: the same cards
  covered, one sequence more, still at least one pure if it was pure; so sequences of 3 to
  5 positions suffice, with jokers only in gaps, or padding one or two real cards to 3;
- a set of one card and two jokers is also an impure sequence, which counts for more;
  a set never needs more jokers than it takes to reach 3 cards.

The search takes the lowest card type left and either leaves one copy of it out or puts it
in one of the melds whose lowest card it is, memoising on (cards left, jokers left, what is
still needed). Cards left are one integer: a 3-bit field per distinct card of the hand
holding ``4 + count``, so taking a meld is one subtraction and "are its cards there" one
mask test (a field without the card borrows from its 4-bit).

This module works on card indices (``Card.index``, 0..51) only; :mod:`tournament.rules.indian`
wraps it in cards and melds.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

__all__ = ["Candidate", "Cover", "best_cover", "index_points", "max_pure_sequence"]

PURE, IMPURE, SET = 0, 1, 2
_NEED_START: Final = 5  # needs a pure sequence (3) and two sequences (2): 3 * 1 + 2
_NEG: Final = -(10**6)
_SEQ_SPAN_MAX: Final = 5
_JOKERS_LIMIT: Final = 16  # the memo key holds the jokers left in 4 bits


def index_points(index: int) -> int:
    """Deadwood points of card ``index`` (0..51): 2..10 face value, J Q K A ten."""
    return min(index % 13 + 2, 10)


def _card_at(suit: int, position: int) -> int:
    """The card index of ``position`` 1..14 in ``suit`` (1 and 14 are the ace)."""
    rank = 14 if position in (1, 14) else position
    return suit * 13 + rank - 2


_SUIT_POSITIONS: Final = tuple(
    tuple((p, _card_at(suit, p)) for p in range(1, 15)) for suit in range(4)
)


@dataclass(frozen=True, slots=True)
class Candidate:
    """A meld of real cards ``cards`` (distinct indices) plus ``jokers`` jokers."""

    cards: tuple[int, ...]
    jokers: int
    kind: int  # PURE, IMPURE or SET
    points: int


@dataclass(frozen=True, slots=True)
class Cover:
    """The most deadwood points ``points`` that melds meeting the rule can cover, and the
    melds that do; ``None`` from :func:`best_cover` when no such melds exist."""

    points: int
    melds: tuple[Candidate, ...]


def max_pure_sequence(counts: Sequence[int]) -> tuple[int, tuple[int, ...]] | None:
    """The pure sequence of the most points (any length) among cards with ``counts[i] > 0``,
    as (points, card indices low to high); ``None`` when there is none."""
    best: tuple[int, tuple[int, ...]] | None = None
    for positions in _SUIT_POSITIONS:
        run: list[int] = []
        for _, card in (*positions, (15, -1)):
            if card >= 0 and counts[card]:
                run.append(card)
                continue
            if len(run) >= 3:
                points = sum(index_points(c) for c in run)
                if best is None or points > best[0]:
                    best = (points, tuple(run))
            run = []
    return best


def candidates(counts: Sequence[int], jokers: int) -> list[Candidate]:
    """The small melds of the module docstring that the hand can make."""
    found: dict[tuple[tuple[int, ...], int], int] = {}
    for positions in _SUIT_POSITIONS:
        present = [(p, card) for p, card in positions if counts[card]]
        for i, (a, low) in enumerate(present):
            for j in range(i, len(present)):
                b, high = present[j]
                span = b - a + 1
                if span > _SEQ_SPAN_MAX:
                    break
                inner = [card for _, card in present[i + 1 : j]]
                ends = (low,) if i == j else (low, high)
                for k in range(len(inner) + 1):
                    need = span - len(ends) - k + max(0, 3 - span)
                    if need > jokers:
                        continue
                    kind = PURE if need == 0 else IMPURE
                    for chosen in itertools.combinations(inner, k):
                        found[(tuple(sorted((*ends, *chosen))), need)] = kind
    for rank in range(13):
        suits = [s * 13 + rank for s in range(4) if counts[s * 13 + rank]]
        for size in (2, 3, 4):
            need = max(0, 3 - size)
            if need > jokers:
                continue
            for same_rank in itertools.combinations(suits, size):
                found.setdefault((same_rank, need), SET)
    return [
        Candidate(cards, need, kind, sum(index_points(c) for c in cards))
        for (cards, need), kind in found.items()
    ]


def _after(need: int, kind: int) -> int:
    """What is still needed after a meld of ``kind``: ``need`` is 3 x (a pure sequence
    still needed) + (sequences still needed, 0..2)."""
    if kind == SET:
        return need
    pure = 0 if kind == PURE else need // 3
    return pure * 3 + max(0, need % 3 - 1)


_TRANSITIONS: Final = tuple(
    tuple(_after(need, kind) for kind in (PURE, IMPURE, SET)) for need in range(6)
)

_Move = tuple[int, int, int, int, Candidate]  # delta, jokers, kind, points, the meld


class _Search:
    """The memoised search of the module docstring for one hand (a class rather than a
    closure, so that no reference cycle is left for the garbage collector)."""

    __slots__ = ("by_lowest", "guard", "memo")

    def __init__(self, guard: int, by_lowest: list[list[_Move]]) -> None:
        self.guard = guard
        self.by_lowest = by_lowest
        self.memo: dict[int, int] = {}

    def lowest(self, left: int) -> int:
        counts_left = left - self.guard
        return ((counts_left & -counts_left).bit_length() - 1) // 3

    def best(self, left: int, jokers_left: int, need: int) -> int:
        if left == self.guard:
            return 0 if need == 0 else _NEG
        key = ((left << 4) | jokers_left) * 6 + need
        known = self.memo.get(key)
        if known is not None:
            return known
        k = self.lowest(left)
        best = self.best(left - (1 << (3 * k)), jokers_left, need)
        guard = self.guard
        for delta, meld_jokers, kind, points, _ in self.by_lowest[k]:
            if meld_jokers <= jokers_left and (left - delta) & guard == guard:
                then = _TRANSITIONS[need][kind]
                value = points + self.best(left - delta, jokers_left - meld_jokers, then)
                if value > best:
                    best = value
        self.memo[key] = best
        return best

    def melds(self, left: int, jokers_left: int, need: int) -> list[Candidate]:
        """Walk the memo again to read off melds that reach the best value."""
        chosen: list[Candidate] = []
        value = self.best(left, jokers_left, need)
        while left != self.guard:
            k = self.lowest(left)
            if self.best(left - (1 << (3 * k)), jokers_left, need) == value:
                left -= 1 << (3 * k)
                continue
            for delta, meld_jokers, kind, points, meld in self.by_lowest[k]:
                if meld_jokers <= jokers_left and (left - delta) & self.guard == self.guard:
                    then = _TRANSITIONS[need][kind]
                    rest = self.best(left - delta, jokers_left - meld_jokers, then)
                    if points + rest == value:
                        chosen.append(meld)
                        left, jokers_left, need, value = (
                            left - delta,
                            jokers_left - meld_jokers,
                            then,
                            rest,
                        )
                        break
            else:  # pragma: no cover - the memo always holds a way to its own value
                raise AssertionError("no meld reaches the recorded value")
        return chosen


def best_cover(counts: Sequence[int], jokers: int) -> Cover | None:
    """The most points that disjoint melds with at least one pure sequence and at least two
    sequences can cover in the hand (``counts`` per card index 0..51, ``jokers``)."""
    if not 0 <= jokers < _JOKERS_LIMIT:
        raise ValueError(f"jokers must be 0..{_JOKERS_LIMIT - 1}, got {jokers}")
    types = [i for i in range(52) if counts[i]]
    slot = {card: k for k, card in enumerate(types)}
    guard = sum(4 << (3 * k) for k in range(len(types)))
    start = guard + sum(counts[card] << (3 * slot[card]) for card in types)
    by_lowest: list[list[_Move]] = [[] for _ in types]
    for meld in candidates(counts, jokers):
        delta = sum(1 << (3 * slot[c]) for c in meld.cards)
        lowest = min(slot[c] for c in meld.cards)
        by_lowest[lowest].append((delta, meld.jokers, meld.kind, meld.points, meld))
    for moves in by_lowest:
        moves.sort(key=lambda m: -m[3])
    search = _Search(guard, by_lowest)
    total = search.best(start, jokers, _NEED_START)  # recursion depth: one level per card
    if total < 0:
        return None
    return Cover(total, tuple(search.melds(start, jokers, _NEED_START)))
