"""The games the rules engine knows, as a registry (like python-chess's ``VARIANTS``).

Stein-Rummy and Stein-Rummy Plus share tiles, melds and the layout check; Plus adds claims
and scores them. Indian Rummy (RULINGS §8) and Drachenrummy (§9) play with cards and have
their own modules (``cards.py``, ``indian.py``, ``drachen.py``); their entries here name
them and hand their checks on.

>>> find_game("plus").name
'Stein-Rummy Plus'
>>> [game.key for game in GAMES]
['stein', 'stein-plus', 'indian', 'drachen']
>>> find_game("Indisches Rommé").max_players
4
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import ClassVar

from tournament.rules import drachen, indian
from tournament.rules.cards import Card, Deck, format_cards, parse_cards
from tournament.rules.claims import ClaimCheck, check_claim
from tournament.rules.layout import LayoutCheck, check_layout
from tournament.rules.melds import MeldCheck, check_meld
from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
from tournament.rules.submitted import FinishedGameCheck, check_finished_game
from tournament.rules.tiles import Tile, format_tiles, parse_tiles

__all__ = [
    "GAMES",
    "Drachenrummy",
    "Game",
    "IndianRummy",
    "SteinRummy",
    "SteinRummyPlus",
    "find_game",
]


class Game:
    """A game of the rummy family: its names, table sizes and what it has.

    Subclasses set the class-level flags and provide the checks for their pieces.
    """

    key: ClassVar[str]
    name: ClassVar[str]
    german_name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    has_claims: ClassVar[bool] = False
    rule_file: ClassVar[str]  # the German rule text under shared/rules


class SteinRummy(Game):
    """Stein-Rummy: 104 tiles plus one joker per player (RULINGS §1-§3)."""

    key = "stein"
    name = "Stein-Rummy"
    german_name = "Stein-Rummy"
    aliases = ("stein-rummy", "steinrummy", "rummy")
    min_players = 2
    max_players = 4
    rule_file = "stein-rummy.de.txt"

    @staticmethod
    def parse(text: str) -> list[Tile]:
        return parse_tiles(text)

    @staticmethod
    def format(tiles: Iterable[Tile]) -> str:
        return format_tiles(tiles)

    @staticmethod
    def check_meld(tiles: Iterable[Tile]) -> MeldCheck:
        return check_meld(tiles)

    @staticmethod
    def check_layout(
        melds: Iterable[Iterable[Tile]], options: RulesOptions = DEFAULT_OPTIONS
    ) -> LayoutCheck:
        return check_layout(melds, options)

    @classmethod
    def check_finished_game(
        cls,
        hands: Mapping[str, Sequence[Tile]],
        claims: Mapping[str, Sequence[Sequence[Tile]]] | None = None,
        table: Sequence[Sequence[Tile]] | None = None,
        *,
        ended_early: bool = False,
        options: RulesOptions = DEFAULT_OPTIONS,
    ) -> FinishedGameCheck:
        if claims and not cls.has_claims:
            raise ValueError(f"{cls.name} has no claims; claims are Stein-Rummy Plus")
        return check_finished_game(
            hands, claims or {}, table, ended_early=ended_early, options=options
        )


class SteinRummyPlus(SteinRummy):
    """Stein-Rummy Plus: Stein-Rummy with claims (RULINGS §4)."""

    key = "stein-plus"
    name = "Stein-Rummy Plus"
    german_name = "Stein-Rummy Plus"
    aliases = ("plus", "stein-rummy-plus", "steinrummyplus")
    has_claims = True

    @staticmethod
    def check_claim(tiles: Iterable[Tile]) -> ClaimCheck:
        return check_claim(tiles)


class _CardGame(Game):
    """A game played with playing cards (RULINGS §8 notation)."""

    @staticmethod
    def parse(text: str) -> list[Card]:
        return parse_cards(text)

    @staticmethod
    def format(cards: Iterable[Card]) -> str:
        return format_cards(cards)


class IndianRummy(_CardGame):
    """Indian Rummy: 13 cards, sets and sequences, deadwood (RULINGS §8)."""

    key = "indian"
    name = "Indian Rummy"
    german_name = "Indisches Rommé"
    aliases = ("indian-rummy", "indisches-rommé", "indisches-romme")
    min_players = 2
    max_players = 4
    rule_file = "indisches-romme.de.txt"

    @staticmethod
    def deck(players: int) -> Deck:
        return Deck.indian(players)

    @staticmethod
    def check_meld(cards: Iterable[Card]) -> indian.IndianMeldCheck:
        return indian.check_meld(cards)

    @staticmethod
    def minimum_deadwood(hand: Iterable[Card], deck: Deck = indian.TWO_PACKS) -> indian.Deadwood:
        return indian.minimum_deadwood(hand, deck)

    @staticmethod
    def check_declaration(
        hand: Iterable[Card], deck: Deck = indian.TWO_PACKS
    ) -> indian.Declaration:
        return indian.check_declaration(hand, deck)


class Drachenrummy(_CardGame):
    """Drachenrummy: card sets, dice reservations and steals, card points (RULINGS §9)."""

    key = "drachen"
    name = "Drachenrummy"
    german_name = "Drachenrummy"
    aliases = ("drachenrummy", "dragon-rummy")
    min_players = 2
    max_players = 5
    rule_file = "drachenrummy.de.txt"

    @staticmethod
    def deck(packs: int = 1) -> Deck:
        return Deck.drachen(packs)

    @staticmethod
    def check_meld(cards: Iterable[Card]) -> drachen.DrachenSetCheck:
        return drachen.check_set(cards)

    @staticmethod
    def score(
        laid: Sequence[Sequence[Card]], hand: Sequence[Card], deck: Deck | None = None
    ) -> drachen.DrachenScore:
        return drachen.score(laid, hand, deck)


GAMES: list[type[Game]] = [SteinRummy, SteinRummyPlus, IndianRummy, Drachenrummy]


def find_game(name: str) -> type[Game]:
    """The game called ``name`` (its key, name or an alias; case and spaces ignored)."""
    wanted = "-".join(name.lower().split())
    for game in GAMES:
        names = {game.key, "-".join(game.name.lower().split()), *game.aliases}
        if wanted in names:
            return game
    known = ", ".join(game.key for game in GAMES)
    raise ValueError(f"unknown game {name!r}; known: {known}")
