"""Drachenrummy: card sets, the dice, reservations and steals, the end count (RULINGS §9).

The rule text: "ein Set von Karten darf abgelegt werden, wenn es aus mindestens 3 Karten
besteht, die entweder alle denselben Wert und unterschiedliche Farben haben oder alle dieselbe
Farbe und aufeinanderfolgende Werte haben. Ein As kann dabei als 1 oder As verwendet werden."

- A set is 3 or 4 cards of one value in different suits, or 3 to 13 cards of one suit with
  consecutive values, the ace low (A-2-3) or high (Q-K-A), never K-A-2 (RULINGS §9). No
  jokers. With two packs no set holds the same card twice (docs/rulings.md §9).
- A player may extend their own laid sets by cards that keep them sets
  (:func:`check_extension`).
- Dice (:mod:`tournament.rules.drachen_dice`): rolls, reservations and steals.
- The end: "Die Karten 2-10 zählen jeweils 1 Punkt, die Karten Bub, Dame, König und As
  jeweils 2 Punkte (auch, wenn das As als 1er verwendet wird). Jede Handkarte, die der
  Spieler nicht ablegen konnte, zählt -1 Punkt." (:func:`score`).

>>> check_set(parse_cards("AS 2S 3S")).kind
<DrachenSetKind.SAME_SUIT: 'same suit'>
>>> check_set(parse_cards("KS AS 2S")).reason
'round the corner: K-A-2 is no set; the ace is low (A-2-3) or high (Q-K-A)'
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.cards import (
    ACE,
    SEQUENCE_MAX,
    Card,
    Deck,
    format_cards,
    parse_cards,  # noqa: F401 - the doctests use it
    sequence_starts,
    wraps_round_the_ace,
)
from tournament.rules.errors import IllegalError

__all__ = [
    "SAME_VALUE_MAX",
    "SET_MIN",
    "DrachenScore",
    "DrachenSetCheck",
    "DrachenSetKind",
    "DrachenSetProblem",
    "card_value",
    "check_extension",
    "check_set",
    "score",
]

SET_MIN: Final = 3
SAME_VALUE_MAX: Final = 4


class DrachenSetKind(enum.Enum):
    SAME_VALUE = "same value"
    SAME_SUIT = "same suit"

    @property
    def german(self) -> str:
        return "gleicher Wert" if self is DrachenSetKind.SAME_VALUE else "gleiche Farbe"


class DrachenSetProblem(enum.Enum):
    """Why cards are not a set; the value is the short English phrase."""

    TOO_SHORT = "too short"
    TOO_LONG = "too long"
    JOKER = "joker"
    SAME_CARD_TWICE = "same card twice"
    MIXED = "mixed values and suits"
    GAP = "gap"
    AROUND_THE_CORNER = "round the corner"

    @property
    def german(self) -> str:
        return _PROBLEM_GERMAN[self]


_PROBLEM_GERMAN: Final = {
    DrachenSetProblem.TOO_SHORT: "zu kurz",
    DrachenSetProblem.TOO_LONG: "zu lang",
    DrachenSetProblem.JOKER: "Joker",
    DrachenSetProblem.SAME_CARD_TWICE: "dieselbe Karte doppelt",
    DrachenSetProblem.MIXED: "gemischte Werte und Farben",
    DrachenSetProblem.GAP: "Lücke",
    DrachenSetProblem.AROUND_THE_CORNER: "über das Ass hinweg",
}


@dataclass(frozen=True, slots=True)
class DrachenSetCheck:
    """The answer of :func:`check_set`: ``cards`` in canonical order (a suit set from its
    lowest card up, the ace first when it is the 1; a value set by suit), the kind, or the
    problem and the reason."""

    cards: tuple[Card, ...]
    kind: DrachenSetKind | None
    problem: DrachenSetProblem | None = None
    reason: str | None = None

    @property
    def valid(self) -> bool:
        return self.problem is None


def check_set(cards: Iterable[Card]) -> DrachenSetCheck:
    """Check whether ``cards``, in any order, form a Drachenrummy set.

    >>> format_cards(check_set(parse_cards("AH QH KH")).cards)
    'QH KH AH'
    >>> check_set(parse_cards("5S 5H 5S")).reason
    'same card twice: 5S twice; no set holds the same card twice'
    """
    given = sorted(cards)
    n = len(given)

    def fail(problem: DrachenSetProblem, detail: str) -> DrachenSetCheck:
        return DrachenSetCheck(tuple(given), None, problem, f"{problem.value}: {detail}")

    if any(c.is_joker for c in given):
        return fail(DrachenSetProblem.JOKER, "Drachenrummy is played without jokers")
    if n < SET_MIN:
        word = "1 card" if n == 1 else f"{n} cards"
        return fail(DrachenSetProblem.TOO_SHORT, f"{word}, a set needs at least {SET_MIN}")
    twice = [c for c, k in Counter(given).items() if k > 1]
    if twice:
        return fail(
            DrachenSetProblem.SAME_CARD_TWICE, f"{twice[0]} twice; no set holds the same card twice"
        )
    if all(c.rank == given[0].rank for c in given):
        if n > SAME_VALUE_MAX:  # pragma: no cover - 5 distinct cards of one rank do not exist
            return fail(DrachenSetProblem.TOO_LONG, f"{n} cards of one value")
        return DrachenSetCheck(tuple(given), DrachenSetKind.SAME_VALUE)
    if not all(c.suit is given[0].suit for c in given):
        return fail(
            DrachenSetProblem.MIXED,
            "a set is one value in different suits or one suit with consecutive values; "
            f"got {format_cards(given)}",
        )
    if n > SEQUENCE_MAX:  # pragma: no cover - 14 distinct cards of one suit do not exist
        return fail(DrachenSetProblem.TOO_LONG, f"{n} cards, a set has at most {SEQUENCE_MAX}")
    ranks = [c.rank for c in given if c.rank is not None]
    starts = sequence_starts(ranks, n)
    if not starts:
        if wraps_round_the_ace(ranks, n):
            return fail(
                DrachenSetProblem.AROUND_THE_CORNER,
                "K-A-2 is no set; the ace is low (A-2-3) or high (Q-K-A)",
            )
        return fail(DrachenSetProblem.GAP, f"{format_cards(given)} are not {n} values in a row")
    ordered = sorted(given, key=lambda c: -1 if c.rank == ACE and starts[0] == 1 else c.index)
    return DrachenSetCheck(tuple(ordered), DrachenSetKind.SAME_SUIT)


def check_extension(laid: Sequence[Card], added: Iterable[Card]) -> DrachenSetCheck:
    """Whether a laid set extended by ``added`` is still a set: "Außerdem kann der Spieler
    bereits abgelegte (eigene) Sets erweitern, wenn durch das Hinzufügen einer Karte diese
    Bedingungen erfüllt bleiben." Raises :class:`IllegalError` when ``laid`` is no set.

    >>> check_extension(parse_cards("QH KH AH"), parse_cards("JH")).valid
    True
    >>> check_extension(parse_cards("QH KH AH"), parse_cards("2H")).reason
    'round the corner: K-A-2 is no set; the ace is low (A-2-3) or high (Q-K-A)'
    """
    before = check_set(laid)
    if not before.valid:
        laid_text = format_cards(before.cards)
        raise IllegalError(f"the laid cards {laid_text} are no set: {before.reason}")
    return check_set([*laid, *added])


def card_value(card: Card) -> int:
    """Points of a laid card: 2-10 one point, J Q K A two (the ace also when used as 1).

    >>> [card_value(c) for c in parse_cards("2S 10H JD AC")]
    [1, 1, 2, 2]
    """
    if card.rank is None:
        raise IllegalError("Drachenrummy is played without jokers")
    return 2 if card.rank > 10 else 1


@dataclass(frozen=True, slots=True)
class DrachenScore:
    """A player's points at the end: ``laid`` (0 or more) plus ``hand`` (0 or less)."""

    laid: int
    hand: int

    @property
    def points(self) -> int:
        return self.laid + self.hand


def score(
    laid: Sequence[Sequence[Card]], hand: Sequence[Card], deck: Deck | None = None
) -> DrachenScore:
    """A player's points from their laid sets and the cards left in hand.

    Every laid set is checked; :class:`IllegalError` names the first that is not a set,
    or a card more often than ``deck`` (default 52 cards) holds.

    >>> result = score([parse_cards("AS 2S 3S"), parse_cards("QH QD QC")], parse_cards("5H 9C"))
    >>> result.laid, result.hand, result.points
    (10, -2, 8)
    """
    deck = deck or Deck.drachen()
    for number, cards in enumerate(laid, start=1):
        check = check_set(cards)
        if not check.valid:
            raise IllegalError(f"set {number} ({format_cards(check.cards)}): {check.reason}")
    if any(c.is_joker for c in hand):
        raise IllegalError("hand: Drachenrummy is played without jokers")
    labels = [f"set {number}" for number in range(1, len(laid) + 1)] + ["hand"]
    problems = deck.supply_problems([*laid, hand], labels)
    if problems:
        raise IllegalError(problems[0])
    return DrachenScore(sum(card_value(c) for cards in laid for c in cards), -len(hand))
