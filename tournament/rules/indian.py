"""Indian Rummy (Indisches Rommé): melds, the declaration, the minimum deadwood (RULINGS §8).

The rule text: "Ein Satz besteht aus drei oder mehr Karten des gleichen Rangs, die alle eine
andere Kartenfarbe haben. [...] Eine reine Folge wird aus drei oder mehr aufeinanderfolgenden
Karten derselben Kartenfarbe gebildet und enthält keinen Joker, wogegen eine normale Folge aus
drei oder mehr aufeinanderfolgenden Karten derselben Kartenfarbe und einem Joker besteht.
Beachten Sie, dass A-2-3 und D-K-A gültige Folgen sind, wogegen K-A-2 keine gültige Folge ist."

- A set (Satz) is 3 or 4 cards of one rank, all suits different; a joker stands for a
  missing suit.
- A pure sequence (reine Folge) is 3 or more consecutive cards of one suit without a joker;
  an impure sequence (normale Folge) the same with jokers standing for missing cards. The
  ace is low (A-2-3) or high (Q-K-A), never both (K-A-2 is no sequence); at most 13 cards.
- Every meld holds at least one real card; with two packs no meld holds the same card twice.

:func:`check_meld` answers for one meld (kind, canonical order, what each joker stands for,
why not); :func:`minimum_deadwood` and :func:`check_declaration` answer for a whole hand.

>>> check = check_meld(parse_cards("KS AS QS"))
>>> check.valid, check.kind, format_cards(check.cards)
(True, <IndianMeldKind.PURE: 'pure sequence'>, 'QS KS AS')
>>> check_meld(parse_cards("KS AS 2S")).reason
'round the corner: K-A-2 is no sequence; the ace is low (A-2-3) or high (Q-K-A)'
"""

from __future__ import annotations

import enum
import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.cards import (
    ACE,
    CARD_JOKER,
    SEQUENCE_MAX,
    SUITS,
    Card,
    Deck,
    format_cards,
    parse_cards,
    sequence_starts,
    wraps_round_the_ace,
)
from tournament.rules.errors import AmbiguousError, IllegalError
from tournament.rules.indian_search import Cover, best_cover, max_pure_sequence

__all__ = [
    "MELD_MIN",
    "SET_MAX",
    "TWO_PACKS",
    "Deadwood",
    "DeadwoodTier",
    "Declaration",
    "IndianMeld",
    "IndianMeldCheck",
    "IndianMeldKind",
    "IndianMeldProblem",
    "card_points",
    "check_declaration",
    "check_meld",
    "minimum_deadwood",
]

MELD_MIN: Final = 3
SET_MAX: Final = 4


def card_points(card: Card) -> int:
    """Deadwood points: "A, K, D, B zählen jeweils zehn Punkte, Joker zählen null Punkte und
    die anderen Karten zählen Punkte gemäß ihrer Zahl".

    >>> [card_points(c) for c in parse_cards("AS KH 10D 7C *")]
    [10, 10, 10, 7, 0]
    """
    if card.rank is None:
        return 0
    return min(card.rank, 10)


class IndianMeldKind(enum.Enum):
    SET = "set"
    PURE = "pure sequence"
    IMPURE = "impure sequence"

    @property
    def is_sequence(self) -> bool:
        return self is not IndianMeldKind.SET

    @property
    def german(self) -> str:
        return _KIND_GERMAN[self]


_KIND_GERMAN: Final = {
    IndianMeldKind.SET: "Satz",
    IndianMeldKind.PURE: "reine Folge",
    IndianMeldKind.IMPURE: "normale Folge",
}


class IndianMeldProblem(enum.Enum):
    """Why cards are not a meld; the value is the short English phrase."""

    TOO_SHORT = "too short"
    TOO_LONG = "too long"
    NO_REAL_CARD = "no real card"
    SAME_CARD_TWICE = "same card twice"
    MIXED = "mixed ranks and suits"
    GAP = "gap"
    AROUND_THE_CORNER = "round the corner"

    @property
    def german(self) -> str:
        return _PROBLEM_GERMAN[self]


_PROBLEM_GERMAN: Final = {
    IndianMeldProblem.TOO_SHORT: "zu kurz",
    IndianMeldProblem.TOO_LONG: "zu lang",
    IndianMeldProblem.NO_REAL_CARD: "keine echte Karte",
    IndianMeldProblem.SAME_CARD_TWICE: "dieselbe Karte doppelt",
    IndianMeldProblem.MIXED: "gemischte Ränge und Farben",
    IndianMeldProblem.GAP: "Lücke",
    IndianMeldProblem.AROUND_THE_CORNER: "über das Ass hinweg",
}


@dataclass(frozen=True, slots=True)
class IndianMeldCheck:
    """The answer of :func:`check_meld`.

    ``cards`` is the canonical order: a sequence from its lowest card up, each joker in the
    place it fills; a set by suit (spades, hearts, diamonds, clubs), then the jokers. An
    invalid meld keeps its cards sorted.

    ``represents`` runs parallel to ``cards``: a real card stands for itself, a joker for
    the card it replaces when every reading agrees on it, else ``None``. ``kinds`` holds
    every kind the cards can be read as: one real card with two jokers is a set and an
    impure sequence; ``kind`` is then the sequence, the reading that counts towards a
    declaration.
    """

    cards: tuple[Card, ...]
    kind: IndianMeldKind | None
    problem: IndianMeldProblem | None = None
    reason: str | None = None
    represents: tuple[Card | None, ...] = ()
    kinds: frozenset[IndianMeldKind] = frozenset()

    @property
    def valid(self) -> bool:
        return self.problem is None

    @property
    def jokers(self) -> tuple[Card | None, ...]:
        """What each joker stands for, in canonical order (``None`` where undetermined)."""
        if not self.valid:
            return ()
        return tuple(r for c, r in zip(self.cards, self.represents, strict=True) if c.is_joker)

    def joker_cards(self) -> tuple[Card, ...]:
        """What each joker stands for; :class:`AmbiguousError` when the cards leave it open
        (``5S 6S *``: 4S or 7S), :class:`IllegalError` for an invalid meld."""
        if not self.valid:
            raise IllegalError(f"{format_cards(self.cards)}: {self.reason}")
        jokers = self.jokers
        if any(j is None for j in jokers):
            raise AmbiguousError(
                f"{format_cards(self.cards)}: what the jokers stand for is not determined"
            )
        return tuple(j for j in jokers if j is not None)

    def meld(self) -> IndianMeld:
        """The valid meld; raises :class:`IllegalError` with the reason otherwise."""
        if self.kind is None or self.problem is not None:
            raise IllegalError(f"{format_cards(self.cards)}: {self.reason}")
        return IndianMeld(self.cards, self.kind)


@dataclass(frozen=True, slots=True)
class IndianMeld:
    """A valid meld in canonical order; build it with :meth:`of` or :meth:`parse`.

    >>> str(IndianMeld.parse("3s * as"))
    'AS * 3S'
    """

    cards: tuple[Card, ...]
    kind: IndianMeldKind

    @classmethod
    def of(cls, cards: Iterable[Card]) -> IndianMeld:
        return check_meld(cards).meld()

    @classmethod
    def parse(cls, text: str) -> IndianMeld:
        return cls.of(parse_cards(text))

    @property
    def points(self) -> int:
        return sum(card_points(c) for c in self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __str__(self) -> str:
        return format_cards(self.cards)


@dataclass(frozen=True, slots=True)
class _Reading:
    kind: IndianMeldKind
    cards: tuple[Card, ...]
    represents: tuple[Card | None, ...]


_Failure = tuple[IndianMeldProblem, str]


def check_meld(cards: Iterable[Card]) -> IndianMeldCheck:
    """Check whether ``cards``, in any order, form an Indian Rummy meld.

    >>> format_cards(check_meld(parse_cards("5S * 7S")).jokers)
    '6S'
    >>> check_meld(parse_cards("5S 6S *")).jokers
    (None,)
    >>> check_meld(parse_cards("QH QD *")).kind
    <IndianMeldKind.SET: 'set'>
    >>> check_meld(parse_cards("QH QH QD")).reason
    'same card twice: QH twice; no meld holds the same card twice'
    """
    given = sorted(cards)
    n = len(given)
    real = [c for c in given if not c.is_joker]
    jokers = n - len(real)

    def fail(problem: IndianMeldProblem, detail: str) -> IndianMeldCheck:
        return IndianMeldCheck(tuple(given), None, problem, f"{problem.value}: {detail}")

    if n < MELD_MIN:
        word = "1 card" if n == 1 else f"{n} cards"
        return fail(IndianMeldProblem.TOO_SHORT, f"{word}, a meld needs at least {MELD_MIN}")
    if not real:
        return fail(IndianMeldProblem.NO_REAL_CARD, "a meld needs at least one card besides jokers")
    twice = [c for c, k in Counter(real).items() if k > 1]
    if twice:
        return fail(
            IndianMeldProblem.SAME_CARD_TWICE,
            f"{twice[0]} twice; no meld holds the same card twice",
        )

    found: list[_Reading] = []
    failures: list[_Failure] = []
    if all(c.suit is real[0].suit for c in real):
        _add(found, failures, _sequence_reading(real, jokers))
    if all(c.rank == real[0].rank for c in real):
        _add(found, failures, _set_reading(real, jokers))
    if not found:
        if failures:
            return fail(*failures[0])
        return fail(
            IndianMeldProblem.MIXED,
            "a set is one rank in different suits and a sequence one suit; got "
            f"{format_cards(real)}",
        )
    chosen = found[0]  # the sequence when the cards read both ways
    represents = chosen.represents
    if len(found) > 1:
        represents = tuple(None if c.is_joker else c for c in chosen.cards)
    return IndianMeldCheck(
        chosen.cards, chosen.kind, None, None, represents, frozenset(r.kind for r in found)
    )


def _add(found: list[_Reading], failures: list[_Failure], result: _Reading | _Failure) -> None:
    if isinstance(result, _Reading):
        found.append(result)
    else:
        failures.append(result)


def _set_reading(real: list[Card], jokers: int) -> _Reading | _Failure:
    n = len(real) + jokers
    if n > SET_MAX:
        return IndianMeldProblem.TOO_LONG, f"{n} cards, a set has at most {SET_MAX}"
    rank = real[0].rank
    missing = [Card(rank, s) for s in SUITS if all(c.suit is not s for c in real)]
    # Jokers stand for missing suits; which ones is known only when they fill all of them.
    fills: list[Card | None] = list(missing) if jokers == len(missing) else [None] * jokers
    return _Reading(IndianMeldKind.SET, (*real, *([CARD_JOKER] * jokers)), (*real, *fills))


def _sequence_reading(real: list[Card], jokers: int) -> _Reading | _Failure:
    n = len(real) + jokers
    if n > SEQUENCE_MAX:
        return IndianMeldProblem.TOO_LONG, f"{n} cards, a sequence has at most {SEQUENCE_MAX}"
    ranks = [c.rank for c in real if c.rank is not None]
    starts = sequence_starts(ranks, n)
    if not starts:
        if wraps_round_the_ace(ranks, n):
            return (
                IndianMeldProblem.AROUND_THE_CORNER,
                "K-A-2 is no sequence; the ace is low (A-2-3) or high (Q-K-A)",
            )
        helped = f" with {jokers} joker{'s' if jokers != 1 else ''}" if jokers else ""
        return IndianMeldProblem.GAP, f"{format_cards(real)}{helped} are not {n} in a row"
    suit = real[0].suit

    def window(start: int) -> list[Card]:
        return [Card(ACE if p in (1, ACE) else p, suit) for p in range(start, start + n)]

    # Preferred reading: starting with a real card, then the lowest start.
    start = min(starts, key=lambda s: (s not in _held(ranks, s), s))
    held = _held(ranks, start)
    cards = tuple(c if p in held else CARD_JOKER for p, c in enumerate(window(start), start=start))
    # A joker's card is determined when every reading puts the same cards under the jokers.
    joker_sets = {
        tuple(sorted(c for p, c in enumerate(window(s), start=s) if p not in _held(ranks, s)))
        for s in starts
    }
    represents: tuple[Card | None, ...] = tuple(
        c if not j.is_joker else (c if len(joker_sets) == 1 else None)
        for c, j in zip(window(start), cards, strict=True)
    )
    kind = IndianMeldKind.IMPURE if jokers else IndianMeldKind.PURE
    return _Reading(kind, cards, represents)


def _at(rank: int, start: int) -> int:
    """The position 1..14 of ``rank`` in the window starting at ``start``."""
    return 1 if rank == ACE and start == 1 else rank


def _held(ranks: Sequence[int], start: int) -> set[int]:
    return {_at(r, start) for r in ranks}


# --- a whole hand: the minimum deadwood and the declaration ------------------------------

TWO_PACKS: Final = Deck.indian(4)
"""The larger Indian Rummy deck; every hand of either deck fits it."""


class DeadwoodTier(enum.Enum):
    """Which sentence of the rule text counts a losing hand (RULINGS §8)."""

    ALL = "no pure sequence"
    PURE_ONLY = "a pure sequence, no second sequence"
    MELDS = "a pure sequence and a second sequence"


@dataclass(frozen=True, slots=True)
class Deadwood:
    """The least deadwood of a hand and an arrangement that reaches it.

    ``counted`` are the cards outside ``melds`` that count (jokers among them count 0).
    """

    points: int
    tier: DeadwoodTier
    melds: tuple[IndianMeld, ...]
    counted: tuple[Card, ...]


def minimum_deadwood(hand: Iterable[Card], deck: Deck = TWO_PACKS) -> Deadwood:
    """The least deadwood over every arrangement of ``hand``, per RULINGS §8:

    "Wenn ein Spieler eine reine Folge gebildet hat, werden diese Karten nicht als Deadwoods
    gezählt. Wenn ein Spieler eine reine Folge und eine weitere reine/normale Folge gebildet
    hat, werden alle Karten in seinem Blatt, die reine/normale Folgen und Sätze bilden, nicht
    als Deadwoods gezählt. Wenn ein Spieler nur Sätze gebildet hat, werden alle Karten in
    seinem Blatt als Deadwoods gezählt."

    Raises :class:`IllegalError` when the hand holds a card more often than ``deck``.

    >>> dw = minimum_deadwood(parse_cards("2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"))
    >>> dw.points, dw.tier.name, [str(m) for m in dw.melds], format_cards(dw.counted)
    (54, 'MELDS', ['2S 3S 4S 5S', '7H 8H *'], 'QH 6D 9D KD 9C KC')
    """
    cards = sorted(hand)
    deck.check_supply(cards)
    counts, jokers = _counts(cards)
    total = sum(card_points(c) for c in cards)
    best = Deadwood(total, DeadwoodTier.ALL, (), tuple(cards))
    pure = max_pure_sequence(counts)
    if pure is None:
        return best  # the other two tiers need a pure sequence
    meld = IndianMeld.of(Card.from_index(i) for i in pure[1])
    best = min(
        best,
        Deadwood(total - pure[0], DeadwoodTier.PURE_ONLY, (meld,), _without(cards, meld.cards)),
        key=_order,
    )
    cover = best_cover(counts, jokers)
    if cover is not None:
        best = min(best, _covered(cards, cover, total), key=_order)
    return best


def _counts(cards: Sequence[Card]) -> tuple[list[int], int]:
    """Copies of each card index 0..51 in ``cards``, and the number of jokers."""
    counts = [0] * 52
    for card in cards:
        if not card.is_joker:
            counts[card.index] += 1
    return counts, len(cards) - sum(counts)


def _order(deadwood: Deadwood) -> tuple[int, int]:
    """Least points first; among equals the arrangement with the most melds shown."""
    return deadwood.points, -list(DeadwoodTier).index(deadwood.tier)


def _without(cards: Sequence[Card], taken: Iterable[Card]) -> tuple[Card, ...]:
    left = list(cards)
    for card in taken:
        left.remove(card)
    return tuple(left)


def _covered(cards: Sequence[Card], cover: Cover, total: int) -> Deadwood:
    melds = [
        IndianMeld.of([*(Card.from_index(i) for i in m.cards), *[CARD_JOKER] * m.jokers])
        for m in cover.melds
    ]
    counted = list(_without(cards, (c for m in melds for c in m.cards)))
    _join_sequences(melds)
    while CARD_JOKER in counted and _absorb_joker(melds):
        counted.remove(CARD_JOKER)
    melds.sort(key=lambda m: (_KIND_ORDER.index(m.kind), min(m.cards)))
    return Deadwood(total - cover.points, DeadwoodTier.MELDS, tuple(melds), tuple(counted))


_KIND_ORDER: Final = (IndianMeldKind.PURE, IndianMeldKind.IMPURE, IndianMeldKind.SET)


def _join_sequences(melds: list[IndianMeld]) -> None:
    """Join sequences the search split (it uses short ones) while the declaration's
    conditions still hold: ``2S 3S 4S`` and ``5S 6S 7S`` show as one sequence."""
    joined = True
    while joined:
        joined = False
        for a, b in itertools.combinations(range(len(melds)), 2):
            first, second = melds[a], melds[b]
            if not (first.kind.is_sequence and second.kind.is_sequence):
                continue
            check = check_meld([*first.cards, *second.cards])
            if not check.valid or check.kind is None or not check.kind.is_sequence:
                continue
            rest = [m for i, m in enumerate(melds) if i not in (a, b)] + [check.meld()]
            sequences = [m for m in rest if m.kind.is_sequence]
            if len(sequences) >= 2 and any(m.kind is IndianMeldKind.PURE for m in sequences):
                melds[:] = rest
                joined = True
                break


def _absorb_joker(melds: list[IndianMeld]) -> bool:
    """Put a joker left over into a meld without breaking the declaration's conditions:
    a set of 3, else an impure sequence, else a pure one when another pure one remains."""
    pure = sum(m.kind is IndianMeldKind.PURE for m in melds)
    order = [IndianMeldKind.SET, IndianMeldKind.IMPURE]
    if pure > 1:
        order.append(IndianMeldKind.PURE)
    for kind in order:
        for number, meld in enumerate(melds):
            if meld.kind is kind:
                check = check_meld([*meld.cards, CARD_JOKER])
                if check.kind is not None and check.kind.is_sequence == kind.is_sequence:
                    melds[number] = check.meld()
                    return True
    return False


DECLARATION_SIZE: Final = 13


@dataclass(frozen=True, slots=True)
class Declaration:
    """The answer of :func:`check_declaration`.

    ``deadwood`` is the hand's minimum deadwood with ``melds`` an arrangement reaching it
    (for a valid declaration: every card in a meld); ``reason`` says why the hand cannot be
    declared (``None`` when it can); ``discard`` is the card to throw for a 14-card hand.
    """

    valid: bool
    deadwood: Deadwood
    reason: str | None = None
    discard: Card | None = None


def check_declaration(hand: Iterable[Card], deck: Deck = TWO_PACKS) -> Declaration:
    """Whether ``hand`` can go out: "Wenn die Karten in Ihrem Blatt alle gültige Sätze
    und/oder Folgen bilden können und es sind mindestens zwei Folgen, von denen mindestens
    eine reine Folge ist, können Sie herausgehen."

    13 cards, or 14 before the discard (then some card must be thrown so that the other 13
    can be declared). Raises :class:`IllegalError` for another count or a card more often
    than ``deck`` holds.

    >>> ok = check_declaration(parse_cards("AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD"))
    >>> ok.valid, [str(m) for m in ok.deadwood.melds]
    (False, ['AS 2S 3S', '5H 6H *', '9S 9D 9C', 'KH KD KC'])
    >>> ok.reason
    'cards outside the melds: QD (deadwood 10)'
    >>> ok = check_declaration(parse_cards("2S 3S 4S 5S 6S 7S 8S 9S * 10D JD QD KD"))
    >>> ok.valid, [str(m) for m in ok.deadwood.melds]
    (True, ['2S 3S 4S 5S 6S 7S 8S 9S', '10D JD QD KD *'])
    """
    cards = sorted(hand)
    deck.check_supply(cards)
    if len(cards) == DECLARATION_SIZE + 1:
        return _declare_after_discard(cards, deck)
    if len(cards) != DECLARATION_SIZE:
        raise IllegalError(
            f"a declaration needs {DECLARATION_SIZE} cards "
            f"({DECLARATION_SIZE + 1} before the discard), got {len(cards)}"
        )
    deadwood = minimum_deadwood(cards, deck)
    if deadwood.tier is DeadwoodTier.MELDS and not deadwood.counted:
        return Declaration(True, deadwood)
    return Declaration(False, deadwood, _why_not(cards, deadwood))


def _why_not(cards: Sequence[Card], deadwood: Deadwood) -> str:
    if deadwood.tier is DeadwoodTier.ALL:
        return "no pure sequence; a declaration needs two sequences, one of them pure"
    if deadwood.tier is DeadwoodTier.MELDS:
        left = format_cards(deadwood.counted)
        return f"cards outside the melds: {left} (deadwood {deadwood.points})"
    # Counting only the pure sequence is cheaper here; say what the best melds leave.
    counts, jokers = _counts(cards)
    cover = best_cover(counts, jokers)
    if cover is None:
        return "no second sequence besides the pure one; a declaration needs two sequences"
    melded = _covered(cards, cover, sum(card_points(c) for c in cards))
    return f"cards outside the melds: {format_cards(melded.counted)}"


def _declare_after_discard(cards: list[Card], deck: Deck) -> Declaration:
    deadwood = minimum_deadwood(cards, deck)
    for discard in sorted(set(cards), key=lambda c: -card_points(c)):
        rest = _without(cards, [discard])
        check = check_declaration(rest, deck)
        if check.valid:
            return Declaration(True, check.deadwood, None, discard)
    return Declaration(
        False,
        deadwood,
        "no discard leaves 13 cards that can be declared; "
        + (_why_not(cards, deadwood) if deadwood.counted else "every card is in a meld"),
    )
