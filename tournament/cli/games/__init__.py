"""Each game's own commands, by the game's key (``tournament.rules.games``).

A game's module adds its subcommands (``register``) and, for a card game, its parts of
``validate --game KEY`` (``CLI``). The shared commands ask :func:`card_game` and never test
which game it is; a new game registers here.
"""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli.games import drachen, indian
from tournament.cli.games.cards import CardGameCli
from tournament.rules.games import Drachenrummy, IndianRummy

_CARD_GAMES: dict[str, CardGameCli] = {IndianRummy.key: indian.CLI, Drachenrummy.key: drachen.CLI}
CARD_GAMES = tuple(_CARD_GAMES)
"""The keys of the games ``validate --game`` reads cards for."""


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add every game's own subcommands."""
    for module in (indian, drachen):
        module.register(subparsers)


def card_game(key: str) -> CardGameCli:
    """The ``validate`` parts of the card game ``key``."""
    return _CARD_GAMES[key]


__all__ = ["CARD_GAMES", "card_game", "register"]
