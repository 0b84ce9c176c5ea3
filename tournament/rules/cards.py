"""Playing cards and their text notation (RULINGS §8), and the decks of the card games.

"Bei zwei oder drei Spielern wird ein Stapel Standardspielkarten (mit zwei Jokern) benutzt,
sodass insgesamt mit 54 Karten gespielt wird. Bei vier Spielern werden zwei Kartenstapel (mit
vier Jokern) benutzt, sodass insgesamt mit 108 Karten gespielt wird." (Indian Rummy);
"Wahlweise 52 oder 2x52 Standardspielkarten." (Drachenrummy, no jokers).

A card is written rank then suit, case-insensitive: ranks ``A K Q J 10 9 8 7 6 5 4 3 2``
(``T`` = 10), suits ``S H D C`` (spades/Pik, hearts/Herz, diamonds/Karo, clubs/Kreuz) or
``♠ ♥ ♦ ♣``; the joker is ``*`` or ``JK``. The canonical form is the rank (``10`` for ten)
and the suit letter in upper case, and ``*`` for the joker.

>>> Card.parse("th")
Card.parse('10H')
>>> format_cards(sorted(parse_cards("*, q♦ 2c As")))
'AS QD 2C *'

Every card has an :attr:`~Card.index` 0..52 (``suit * 13 + rank - 2``, the joker 52); the
canonical order is the order of the indices: spades, hearts, diamonds, clubs, each from 2
up to the ace, jokers last.
"""

from __future__ import annotations

import enum
import itertools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from tournament.rules.errors import IllegalError, NotationError

__all__ = [
    "ACE",
    "ALL_CARDS",
    "CARD_JOKER",
    "CARD_JOKER_INDEX",
    "RANKS",
    "SUITS",
    "Card",
    "Deck",
    "Suit",
    "format_card_melds",
    "format_cards",
    "parse_card_melds",
    "parse_cards",
    "sequence_starts",
    "wraps_round_the_ace",
]

ACE: Final = 14
RANKS: Final = tuple(range(2, ACE + 1))  # 2..10, J=11, Q=12, K=13, A=14
CARD_JOKER_INDEX: Final = 52


class Suit(enum.Enum):
    """The four suits, valued by their canonical letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def index(self) -> int:
        """0..3 in the canonical order spades, hearts, diamonds, clubs."""
        return _SUIT_INDEX[self]

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def german(self) -> str:
        return _GERMAN[self]

    def __str__(self) -> str:
        return self.name.lower()


SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_SUIT_INDEX: Final = {s: i for i, s in enumerate(SUITS)}
_SYMBOLS: Final = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_GERMAN: Final = {
    Suit.SPADES: "Pik",
    Suit.HEARTS: "Herz",
    Suit.DIAMONDS: "Karo",
    Suit.CLUBS: "Kreuz",
}
_SUIT_INPUT: Final = {
    **{s.value.lower(): s for s in SUITS},
    **{s.symbol: s for s in SUITS},
    "♤": Suit.SPADES,
    "♡": Suit.HEARTS,
    "♢": Suit.DIAMONDS,
    "♧": Suit.CLUBS,
}
_RANK_TEXT: Final = {11: "J", 12: "Q", 13: "K", ACE: "A"}
_RANK_INPUT: Final = {
    **{str(r): r for r in range(2, 11)},
    "t": 10,
    "j": 11,
    "q": 12,
    "k": 13,
    "a": ACE,
}
_JOKER_TOKENS: Final = frozenset({"*", "jk"})
_SEPARATORS: Final = re.compile(r"[\s,]+")
_VARIATION_SELECTOR: Final = "\ufe0f"  # "♥️" as phones type it


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card: a rank 2..14 (the ace 14) and a suit, or the joker (both ``None``).

    Equality, hashing and ordering go by :attr:`index`, so sorting gives the canonical order.
    """

    rank: int | None
    suit: Suit | None
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank is None and self.suit is None:
            index = CARD_JOKER_INDEX
        elif self.rank is None or self.suit is None:
            raise ValueError(
                f"a card has both a rank and a suit, or neither (the joker): "
                f"got rank={self.rank!r}, suit={self.suit!r}"
            )
        elif not isinstance(self.suit, Suit):
            raise ValueError(f"suit must be a Suit, got {self.suit!r}")
        elif isinstance(self.rank, bool) or not isinstance(self.rank, int):
            raise ValueError(f"rank must be an int 2..{ACE}, got {self.rank!r}")
        elif not 2 <= self.rank <= ACE:
            raise ValueError(f"rank {self.rank} out of range 2..{ACE} (the ace is {ACE})")
        else:
            index = _SUIT_INDEX[self.suit] * 13 + self.rank - 2
        object.__setattr__(self, "index", index)

    @property
    def is_joker(self) -> bool:
        return self.index == CARD_JOKER_INDEX

    @property
    def rank_text(self) -> str:
        """``A K Q J 10 .. 2``; ``*`` for the joker."""
        if self.rank is None:
            return "*"
        return _RANK_TEXT.get(self.rank, str(self.rank))

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with :attr:`index` ``index`` (0..52).

        >>> Card.from_index(12), Card.from_index(13)
        (Card.parse('AS'), Card.parse('2H'))
        """
        if not 0 <= index <= CARD_JOKER_INDEX:
            raise ValueError(f"card index {index} out of range 0..{CARD_JOKER_INDEX}")
        return _BY_INDEX[index]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card in the notation of RULINGS §8; raises :class:`NotationError`."""
        token = text.strip()
        card = _lookup(token)
        if card is None:
            raise NotationError(token, _why_not_a_card(token))
        return card

    def symbol_text(self) -> str:
        """The card with its suit symbol, for display: ``A♠``, ``10♥``, ``*``."""
        if self.suit is None:
            return "*"
        return f"{self.rank_text}{self.suit.symbol}"

    def __str__(self) -> str:
        if self.suit is None:
            return "*"
        return f"{self.rank_text}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index


ALL_CARDS: Final = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
CARD_JOKER: Final = Card(None, None)
_BY_INDEX: Final = (*ALL_CARDS, CARD_JOKER)
_BY_TOKEN: Final[dict[str, Card]] = {t: CARD_JOKER for t in _JOKER_TOKENS}
for _rank_token, _rank in _RANK_INPUT.items():
    for _suit_token, _suit in _SUIT_INPUT.items():
        _BY_TOKEN[f"{_rank_token}{_suit_token}"] = _BY_INDEX[_suit.index * 13 + _rank - 2]


def _lookup(token: str) -> Card | None:
    return _BY_TOKEN.get(token.lower().replace(_VARIATION_SELECTOR, ""))


def _why_not_a_card(token: str) -> str:
    text = token.lower().replace(_VARIATION_SELECTOR, "")
    if not text:
        return "empty token"
    if text[0] == "*":
        return "a joker has no rank or suit"
    if len(text) == 1:
        if text in _RANK_INPUT:
            return "missing suit"
        if text in _SUIT_INPUT:
            return "missing rank"
        return f"unknown card {token!r}"
    rank, suit = text[:-1], text[-1]
    if suit not in _SUIT_INPUT:
        if text[0] in _SUIT_INPUT and text[1:] in _RANK_INPUT:
            return "rank comes first, then the suit (e.g. 'AS', '10H')"
        return f"unknown suit {token[-1]!r} (suits are S H D C or ♠ ♥ ♦ ♣)"
    if rank == "1":
        return "no rank 1: the ace is 'A'"
    if rank.isdigit() and rank.lstrip("0") in _RANK_INPUT:
        return f"rank {rank!r} has extra leading zeros"
    return f"unknown rank {token[:-1]!r} (ranks are A K Q J 10..2, T for 10)"


def parse_cards(text: str) -> list[Card]:
    """Read cards separated by whitespace and/or commas.

    Raises :class:`NotationError` naming the first bad token and its 1-based position.

    >>> parse_cards("AS 10h")
    [Card.parse('AS'), Card.parse('10H')]
    >>> parse_cards("AS 1H")
    Traceback (most recent call last):
    ...
    tournament.rules.errors.NotationError: token 2 '1H': no rank 1: the ace is 'A'
    """
    cards: list[Card] = []
    for position, token in enumerate(_tokens(text), start=1):
        card = _lookup(token)
        if card is None:
            raise NotationError(token, _why_not_a_card(token), position=position)
        cards.append(card)
    return cards


def _tokens(text: str) -> list[str]:
    return [token for token in _SEPARATORS.split(text) if token]


def format_cards(cards: Iterable[Card]) -> str:
    """The canonical text of ``cards`` in the given order, separated by spaces."""
    return " ".join(str(card) for card in cards)


def parse_card_melds(text: str) -> list[list[Card]]:
    """Read melds separated by ``|``, e.g. ``"AS 2S 3S | QH QD QC"``.

    An empty text is no melds; an empty meld between two bars is an error.

    >>> format_card_melds(parse_card_melds("as 2s 3s | qh qd qc"))
    'AS 2S 3S | QH QD QC'
    >>> parse_card_melds("AS 2S 3S | QH Q")
    Traceback (most recent call last):
    ...
    tournament.rules.errors.NotationError: meld 2, token 2 'Q': missing suit
    """
    if not text.strip():
        return []
    melds: list[list[Card]] = []
    for number, part in enumerate(text.split("|"), start=1):
        if not _tokens(part):
            raise NotationError(part.strip(), "empty meld", meld=number)
        try:
            melds.append(parse_cards(part))
        except NotationError as exc:
            raise exc.at(meld=number) from None
    return melds


def format_card_melds(melds: Iterable[Iterable[Card]]) -> str:
    """The text of melds separated by ``" | "``; :func:`parse_card_melds` reads it."""
    return " | ".join(format_cards(meld) for meld in melds)


@dataclass(frozen=True, slots=True)
class Deck:
    """What a game is played with: ``packs`` packs of 52 cards plus ``jokers`` jokers.

    >>> Deck.indian(3).size, Deck.indian(4).size, Deck.drachen(2).size
    (54, 108, 104)
    """

    packs: int
    jokers: int

    def __post_init__(self) -> None:
        if self.packs not in (1, 2) or not 0 <= self.jokers <= 4:
            raise ValueError(f"a deck has 1 or 2 packs and 0..4 jokers, got {self}")

    @classmethod
    def indian(cls, players: int) -> Deck:
        """RULINGS §8: 2-3 players 52 cards + 2 jokers; 4 players 2x52 + 4 jokers."""
        if not 2 <= players <= 4:
            raise ValueError(f"Indian Rummy is for 2 to 4 players, got {players}")
        return cls(1, 2) if players <= 3 else cls(2, 4)

    @classmethod
    def drachen(cls, packs: int = 1) -> Deck:
        """RULINGS §9: 52 or 2x52 cards, no jokers (default 52)."""
        if packs not in (1, 2):
            raise ValueError(f"Drachenrummy is played with 1 or 2 packs of 52, got {packs}")
        return cls(packs, 0)

    @property
    def size(self) -> int:
        return 52 * self.packs + self.jokers

    def copies(self, card: Card) -> int:
        """How many of ``card`` the deck holds."""
        return self.jokers if card.is_joker else self.packs

    def cards(self) -> list[Card]:
        """Every card of the deck, in canonical order."""
        return [c for c in ALL_CARDS for _ in range(self.packs)] + [CARD_JOKER] * self.jokers

    def describe(self) -> str:
        jokers = {0: "no jokers", 1: "1 joker"}.get(self.jokers, f"{self.jokers} jokers")
        packs = "52 cards" if self.packs == 1 else "2x52 cards"
        return f"{packs} + {jokers}" if self.jokers else f"{packs}, {jokers}"

    def supply_problems(
        self, groups: Sequence[Sequence[Card]], labels: Sequence[str] | None = None
    ) -> list[str]:
        """Every card that occurs in ``groups`` (melds, hands) more often than the deck
        holds it, worded like ``"AS 3 times (melds 1, 2), the deck has 2"``; ``labels``
        names the groups instead of "meld 1", "meld 2", ...

        >>> deck = Deck.indian(3)
        >>> deck.supply_problems([parse_cards("AS 2S 3S"), parse_cards("AS AH AD")])
        ['AS 2 times (melds 1, 2), the deck has 1']
        >>> deck.supply_problems([parse_cards("AS 2S 3S"), parse_cards("AS")], ["set 1", "hand"])
        ['AS 2 times (set 1, hand), the deck has 1']
        """
        seen: Counter[Card] = Counter()
        where: dict[Card, list[int]] = {}
        for number, group in enumerate(groups):
            for card in group:
                seen[card] += 1
                places = where.setdefault(card, [])
                if number not in places:
                    places.append(number)
        problems = []
        for card in sorted(seen):
            if seen[card] > self.copies(card):
                places = where[card]
                if labels is not None:
                    place = ", ".join(labels[i] for i in places)
                else:
                    word = "meld" if len(places) == 1 else "melds"
                    place = f"{word} {', '.join(str(i + 1) for i in places)}"
                problems.append(
                    f"{card} {_times(seen[card])} ({place}), the deck has {self.copies(card)}"
                )
        return problems

    def check_supply(self, cards: Iterable[Card]) -> None:
        """Raise :class:`IllegalError` when ``cards`` hold a card more often than the deck.

        >>> Deck.drachen().check_supply(parse_cards("AS AS"))
        Traceback (most recent call last):
        ...
        tournament.rules.errors.IllegalError: AS 2 times, the deck has 1
        """
        counts = Counter(cards)
        for card in sorted(counts):
            if counts[card] > self.copies(card):
                raise IllegalError(
                    f"{card} {_times(counts[card])}, the deck has {self.copies(card)}"
                )


def _times(count: int) -> str:
    return "once" if count == 1 else f"{count} times"


# --- sequences: the ace low or high, never round the corner ------------------------------

SEQUENCE_MAX: Final = 13
"""A sequence holds each rank at most once, so at most 13 cards (RULINGS §8)."""


def sequence_starts(ranks: Sequence[int], length: int) -> list[int]:
    """The starts ``s`` of the windows ``s .. s+length-1`` of positions 1..14 that can hold
    a sequence of ``length`` cards with the given (distinct) ranks, the ace at position 1
    (A-2-3) or 14 (Q-K-A), every other rank at its own number; empty when none can.

    Used by both card games (RULINGS §8, §9): "A-2-3 und D-K-A sind gültige Folgen, wogegen
    K-A-2 keine gültige Folge ist."

    >>> sequence_starts([ACE, 2], 3), sequence_starts([13, ACE], 3)
    ([1], [12])
    >>> sequence_starts([13, ACE, 2], 3)
    []
    """
    if not 1 <= length <= SEQUENCE_MAX or len(set(ranks)) != len(ranks):
        return []
    starts = []
    for start in range(1, ACE - length + 2):
        end = start + length - 1
        if all(start <= r <= end or (r == ACE and start == 1) for r in ranks):
            starts.append(start)
    return starts


def wraps_round_the_ace(ranks: Sequence[int], length: int) -> bool:
    """Whether distinct ``ranks`` would fit ``length`` consecutive ranks only by going
    round the corner K-A-2, which neither game allows.

    >>> wraps_round_the_ace([13, ACE, 2], 3), wraps_round_the_ace([5, 9], 3)
    (True, False)
    """
    if not ranks or sequence_starts(ranks, length):
        return False
    cyclic = sorted(1 if r == ACE else r for r in set(ranks))  # positions 1..13 on a cycle
    largest_gap = cyclic[0] + 13 - cyclic[-1] - 1
    for a, b in itertools.pairwise(cyclic):
        largest_gap = max(largest_gap, b - a - 1)
    return 13 - largest_gap <= length
