"""Playing cards as the players see them: rank and suit symbol, hearts and diamonds red,
spades and clubs black (the card games; RULINGS §8 notation), and the words
for what the card engines say.

The notation is read by the rules engine (``rules/cards.py``); this module draws the cards
(:class:`CardStrip`, the cards' :class:`~tournament.ui.widgets.tiles.TileStrip`), writes them as
coloured text (:func:`cards_html`) and words a notation error in the user's language.
"""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from tournament.rules.cards import Card, Suit
from tournament.rules.errors import NotationError
from tournament.ui.widgets.tiles import Piece, TileStrip

RED = QColor("#c62828")
BLACK = QColor("#202020")
JOKER = QColor("#7b1fa2")
SUIT_COLOURS: dict[Suit | None, QColor] = {
    Suit.SPADES: BLACK,
    Suit.HEARTS: RED,
    Suit.DIAMONDS: RED,
    Suit.CLUBS: BLACK,
    None: JOKER,
}


def card_label(card: Card) -> str:
    """What a card shows: ``A♠``, ``10♥``; the joker a star."""
    return "★" if card.is_joker else card.symbol_text()


class CardStrip(TileStrip):
    """A row of melds of cards, each card white with its rank and suit symbol."""

    WIDTH = 0.78
    TEXT = 0.36
    FACE = QColor("#ffffff")

    def face(self, tile: Piece) -> tuple[str, QColor]:
        assert isinstance(tile, Card)
        return card_label(tile), SUIT_COLOURS[tile.suit]

    def labels(self) -> list[list[str]]:
        """The cards shown, meld by meld, as their labels (``A♠``): what a reader sees."""
        return [[card_label(c) for c in cards if isinstance(c, Card)] for cards, _ in self._melds]


def cards_html(cards: Iterable[Card]) -> str:
    """Cards as rich text with their suit symbols in the suit's colour."""
    parts = []
    for card in cards:
        colour = SUIT_COLOURS[card.suit].name()
        parts.append(f'<span style="color:{colour}">{html.escape(card_label(card))}</span>')
    return " ".join(parts)


def card_notation_text(exc: NotationError, *, sets: bool = True) -> str:
    """A card notation error in the current language, naming the card and its place (the
    place in a meld, or with ``sets`` in one of a game's laid sets)."""
    where = (
        QCoreApplication.translate("cards", "card {0} '{1}'").format(exc.position, exc.token)
        if exc.position is not None
        else QCoreApplication.translate("cards", "'{0}'").format(exc.token)
    )
    if exc.meld is not None:
        place = (
            QCoreApplication.translate("cards", "set {0}, {1}")
            if sets
            else QCoreApplication.translate("cards", "meld {0}, {1}")
        )
        where = place.format(exc.meld, where)
    reason = exc.reason
    if reason == "missing suit":
        reason = QCoreApplication.translate("cards", "the suit is missing (S H D C or ♠ ♥ ♦ ♣)")
    elif reason == "missing rank":
        reason = QCoreApplication.translate("cards", "the rank is missing (A K Q J 10 … 2)")
    elif reason.startswith("unknown suit"):
        reason = QCoreApplication.translate("cards", "unknown suit (S H D C or ♠ ♥ ♦ ♣)")
    elif reason.startswith("unknown rank") or reason.startswith("unknown card"):
        reason = QCoreApplication.translate("cards", "unknown rank (A K Q J 10 … 2, T for 10)")
    elif reason.startswith("no rank 1"):
        reason = QCoreApplication.translate("cards", "there is no 1: the ace is A")
    elif reason.startswith("rank comes first"):
        reason = QCoreApplication.translate(
            "cards", "the rank comes first, then the suit (AS, 10H)"
        )
    elif reason == "empty meld":
        reason = QCoreApplication.translate("cards", "nothing between two bars")
    elif reason.startswith("a joker"):
        reason = QCoreApplication.translate("cards", "a joker is written * alone")
    else:
        reason = QCoreApplication.translate("cards", "not a card")
    return f"{where}: {reason}"
