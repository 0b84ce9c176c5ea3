"""Indian Rummy in the registry (RULINGS §8); its engine is :mod:`tournament.rules.indian`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tournament.rules.games.base import CardGame, GameOption, ResultField
from tournament.rules.games.indian_result import Deal, IndianResult

if TYPE_CHECKING:
    from tournament.rules import indian
    from tournament.rules.cards import Card, Deck

__all__ = ["Deal", "IndianResult", "IndianRummy"]


class IndianRummy(CardGame):
    """Indian Rummy: 13 cards, sets and sequences, deadwood (RULINGS §8).

    >>> IndianRummy.rank_scale(2, went_out=True), IndianRummy.game_total(4)
    ((2, 1), 10)
    >>> IndianRummy.result({"tiles_left": {"a": 0}, "deals": ()}).foreign
    {'tiles_left': {'a': 0}}
    """

    key = "indian"
    name = "Indian Rummy"
    german_name = "Indisches Rommé"
    aliases = ("indian-rummy", "indisches-rommé", "indisches-romme")
    min_players = 2
    max_players = 4
    rule_file = "indisches-romme.de.txt"
    result_fields = (ResultField.DEADWOOD,)
    tie_break = "lower"
    table_sizes = (2, 3, 4)
    options = (GameOption.DEALS,)
    table_module = "tournament.rules.games.indian_table"
    result_type = IndianResult

    @staticmethod
    def deck(players: int) -> Deck:
        from tournament.rules.cards import Deck

        return Deck.indian(players)

    @staticmethod
    def check_meld(cards: Iterable[Card]) -> indian.IndianMeldCheck:
        from tournament.rules import indian

        return indian.check_meld(cards)

    @staticmethod
    def minimum_deadwood(hand: Iterable[Card], deck: Deck | None = None) -> indian.Deadwood:
        """The least deadwood of ``hand``, from ``deck`` (default: two packs)."""
        from tournament.rules import indian

        return indian.minimum_deadwood(hand, indian.TWO_PACKS if deck is None else deck)

    @staticmethod
    def check_declaration(hand: Iterable[Card], deck: Deck | None = None) -> indian.Declaration:
        """Whether ``hand`` may be declared, from ``deck`` (default: two packs)."""
        from tournament.rules import indian

        return indian.check_declaration(hand, indian.TWO_PACKS if deck is None else deck)
