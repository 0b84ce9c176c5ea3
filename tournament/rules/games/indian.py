"""Indian Rummy in the registry (RULINGS §8); its engine is :mod:`tournament.rules.indian`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tournament.rules.games.base import CardGame, GameOption, GameResult, ResultField

if TYPE_CHECKING:
    from tournament.rules import indian
    from tournament.rules.cards import Card, Deck

__all__ = ["Deal", "IndianResult", "IndianRummy"]


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal of Indian Rummy (RULINGS §8): the player who declared (``winner``) and each
    other player's deadwood, given as a number or as the losing hand's 13 cards written out
    (``hands``, the engine counts the least deadwood)."""

    winner: str
    deadwood: Mapping[str, int] = field(default_factory=dict)
    hands: Mapping[str, str] = field(default_factory=dict)

    def file_keys(self) -> dict[str, Any]:
        """The deal as the tournament file's ``deals`` hold it."""
        obj: dict[str, Any] = {"winner": self.winner}
        if self.deadwood:
            obj["deadwood"] = dict(self.deadwood)
        if self.hands:
            obj["hands"] = dict(self.hands)
        return obj


@dataclass(frozen=True, slots=True)
class IndianResult(GameResult):
    """A round of Indian Rummy at a table: its deals in the order they were dealt
    (RULINGS §8); the players rank by their totals for the round.

    >>> IndianResult((Deal("a", {"b": 23}),)).deals[0].winner
    'a'
    """

    deals: tuple[Deal, ...] = ()


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
