"""The games the rules engine knows, as a registry (like python-chess's ``VARIANTS``).

Each game is a :class:`~tournament.rules.games.base.Game` subclass in a module of its own
beside this one; :data:`GAMES_BY_KEY` is the one registry, keyed by the word the database
and the tournament file store. Shared code asks the game and never tests which one it is.

>>> find_game("plus").name
'Stein-Rummy Plus'
>>> [game.key for game in GAMES]
['stein', 'stein-plus', 'indian', 'drachen']
>>> find_game("Indisches Rommé").max_players
4
>>> GAMES_BY_KEY["drachen"].name
'Drachenrummy'
"""

from __future__ import annotations

from tournament.rules.games.base import (
    RESULT_KEYS,
    CardGame,
    Game,
    GameOption,
    GameResult,
    ResultField,
)
from tournament.rules.games.drachen import DrachenResult, Drachenrummy
from tournament.rules.games.indian import Deal, IndianResult, IndianRummy
from tournament.rules.games.stein import SteinResult, SteinRummy, SteinRummyPlus

__all__ = [
    "GAMES",
    "GAMES_BY_KEY",
    "RESULT_KEYS",
    "CardGame",
    "Deal",
    "DrachenResult",
    "Drachenrummy",
    "Game",
    "GameOption",
    "GameResult",
    "IndianResult",
    "IndianRummy",
    "ResultField",
    "SteinResult",
    "SteinRummy",
    "SteinRummyPlus",
    "find_game",
]

GAMES_BY_KEY: dict[str, type[Game]] = {
    game.key: game for game in (SteinRummy, SteinRummyPlus, IndianRummy, Drachenrummy)
}
"""Every game by its key: a new game is one line here."""

GAMES: list[type[Game]] = list(GAMES_BY_KEY.values())
"""The games in the order the program offers them."""


def find_game(name: str) -> type[Game]:
    """The game called ``name`` (its key, name or an alias; case and spaces ignored)."""
    wanted = "-".join(name.lower().split())
    for game in GAMES:
        names = {game.key, "-".join(game.name.lower().split()), *game.aliases}
        if wanted in names:
            return game
    known = ", ".join(game.key for game in GAMES)
    raise ValueError(f"unknown game {name!r}; known: {known}")
