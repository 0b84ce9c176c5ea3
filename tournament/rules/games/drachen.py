"""Drachenrummy in the registry (RULINGS §9); its engine is :mod:`tournament.rules.drachen`."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tournament.rules.games.base import CardGame, GameOption, GameResult, ResultField

if TYPE_CHECKING:
    from tournament.rules import drachen
    from tournament.rules.cards import Card, Deck

__all__ = ["DrachenResult", "Drachenrummy"]


@dataclass(frozen=True, slots=True)
class DrachenResult(GameResult):
    """A game of Drachenrummy at a table (RULINGS §9): each player's ``card_points``, or
    their ``laid`` sets and the cards left in hand (``hands``) as written, from which the
    engine counts them.

    >>> DrachenResult(card_points={"a": 8}).card_points
    {'a': 8}
    """

    card_points: Mapping[str, int] = field(default_factory=dict)
    laid: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    hands: Mapping[str, str] = field(default_factory=dict)


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

    @staticmethod
    def deck(packs: int = 1) -> Deck:
        from tournament.rules.cards import Deck

        return Deck.drachen(packs)

    @staticmethod
    def check_meld(cards: Iterable[Card]) -> drachen.DrachenSetCheck:
        from tournament.rules import drachen

        return drachen.check_set(cards)

    @staticmethod
    def score(
        laid: Sequence[Sequence[Card]], hand: Sequence[Card], deck: Deck | None = None
    ) -> drachen.DrachenScore:
        from tournament.rules import drachen

        return drachen.score(laid, hand, deck)
