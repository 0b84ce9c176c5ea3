"""Drachenrummy in the registry (RULINGS §9); its engine is :mod:`tournament.rules.drachen`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from tournament.rules.games.base import CardGame, GameOption, GameResult, ResultField, TableRules
from tournament.rules.games.drachen_result import DrachenResult
from tournament.rules.games.problems import GameProblem
from tournament.rules.options import JokerRule

if TYPE_CHECKING:
    from tournament.rules import drachen
    from tournament.rules.cards import Card, Deck

__all__ = ["DrachenResult", "Drachenrummy"]


class Drachenrummy(CardGame):
    """Drachenrummy: card sets, dice reservations and steals, card points (RULINGS §9)."""

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
    result_type = DrachenResult

    @classmethod
    def own_problems(
        cls, result: DrachenResult, players: Sequence[str], rules: TableRules, jokers: JokerRule
    ) -> list[GameProblem]:
        """See :func:`tournament.rules.games.drachen_table.game_problems`."""
        from tournament.rules.games import drachen_table  # the card engines, for this game

        return drachen_table.game_problems(result, players, rules)

    @classmethod
    def round_totals(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        """Each player's card points (RULINGS §9)."""
        from tournament.rules.games import drachen_table

        return drachen_table.round_totals(cls.own(result), players, rules)

    @classmethod
    def tie_break_sums(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        """The card points, higher is better (RULINGS §6): negated, so lower is better."""
        from tournament.rules.games import drachen_table

        sums = drachen_table.round_tie_break(cls.own(result), players, rules)
        return {player: -value for player, value in sums.items()}

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
