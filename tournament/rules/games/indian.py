"""Indian Rummy in the registry (RULINGS §8); its engine is :mod:`tournament.rules.indian`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tournament.rules.games.base import CardGame, GameOption, GameResult, ResultField, TableRules
from tournament.rules.games.indian_result import Deal, IndianResult
from tournament.rules.games.problems import GameProblem
from tournament.rules.options import JokerRule

if TYPE_CHECKING:
    from tournament.rules import indian
    from tournament.rules.cards import Card, Deck

__all__ = ["Deal", "IndianResult", "IndianRummy"]


class IndianRummy(CardGame):
    """Indian Rummy: 13 cards, sets and sequences, deadwood (RULINGS §8)."""

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
    result_type = IndianResult

    @classmethod
    def own_problems(
        cls, result: IndianResult, players: Sequence[str], rules: TableRules, jokers: JokerRule
    ) -> list[GameProblem]:
        """See :func:`tournament.rules.games.indian_table.round_problems`."""
        from tournament.rules.games import indian_table  # the card engines, for this game

        return indian_table.round_problems(result, players, rules)

    @classmethod
    def round_totals(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        """The players' deal scores summed (RULINGS §8)."""
        from tournament.rules.games import indian_table

        return indian_table.round_totals(cls.own(result), players, rules)

    @classmethod
    def tie_break_sums(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        """Each player's own deadwood summed, lower is better (RULINGS §6)."""
        from tournament.rules.games import indian_table

        return indian_table.round_tie_break(cls.own(result), players, rules)

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
