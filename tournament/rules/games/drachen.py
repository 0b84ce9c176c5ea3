"""Drachenrummy in the registry (RULINGS §9); its engine is :mod:`tournament.rules.drachen`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tournament.rules.games.base import CardGame, GameOption, ResultField
from tournament.rules.games.drachen_result import DrachenResult

if TYPE_CHECKING:
    from tournament.rules import drachen
    from tournament.rules.cards import Card, Deck

__all__ = ["DrachenResult", "Drachenrummy"]


class Drachenrummy(CardGame):
    """Drachenrummy: card sets, dice reservations and steals, card points (RULINGS §9).

    >>> Drachenrummy.game_maximum(5), Drachenrummy.games_per_round(5)
    (5, 1)
    """

    key = "drachen"
    name = "Drachenrummy"
    german_name = "Drachenrummy"
    aliases = ("drachenrummy", "dragon-rummy")
    min_players = 2
    max_players = 5
    rule_file = "drachenrummy.de.txt"
    result_fields = (ResultField.CARD_POINTS,)
    tie_break = "higher"
    table_sizes = (2, 3, 4, 5)
    options = (GameOption.DECKS, GameOption.STEAL)
    table_module = "tournament.rules.games.drachen_table"
    result_type = DrachenResult

    @staticmethod
    def deck(packs: int = 1) -> Deck:
        from tournament.rules.cards import Deck

        return Deck.drachen(packs)

    @staticmethod
    def check_meld(cards: Iterable[Card]) -> drachen.DrachenSetCheck:
        from tournament.rules import drachen

        return drachen.check_set(cards)

    @staticmethod
    def count_cards(
        laid: Sequence[Sequence[Card]], hand: Sequence[Card], deck: Deck | None = None
    ) -> drachen.DrachenScore:
        from tournament.rules import drachen

        return drachen.score(laid, hand, deck)
