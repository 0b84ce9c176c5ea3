"""The card games' words every card game shares: a card held more often than the deck has
it, the steal rules the wizard and the checker offer. Each card game's own words are in its
checker page's module (``ui/checker/<game>.py``); the rules checker and the score entry
word them the same way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournament.rules.cards import Card, Deck
from tournament.rules.games import GameOption
from tournament.rules.options import StealRule
from tournament.ui.language import app_language
from tournament.ui.widgets.cards import card_label
from tournament.vocabulary import option_word


def too_many_text(groups: Sequence[Sequence[Card]], deck: Deck) -> str:
    """The cards held more often than ``deck`` has them, worded ("" when none)."""
    counts = Counter(card for group in groups for card in group)
    return extra_cards_text(
        sorted(card for card, count in counts.items() if count > deck.copies(card))
    )


def extra_cards_text(extra: Sequence[Card]) -> str:
    """The cards held more often than the deck has them, worded ("" when none)."""
    if not extra:
        return ""
    return QCoreApplication.translate("card_checker", "More copies than the deck has: {0}").format(
        " ".join(card_label(card) for card in extra)
    )


def steal_rule_names() -> list[tuple[StealRule, str]]:
    """The steal rules as the wizard and the checker offer them (RULINGS §9), in the
    vocabulary's words."""
    named = []
    for rule in StealRule:
        word = option_word(GameOption.STEAL, rule.value, app_language()) or rule.value
        named.append((rule, word[:1].upper() + word[1:]))
    return named
