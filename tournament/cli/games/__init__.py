"""Each game's own commands, by the game's key (``tournament.rules.games``).

A game's module adds its subcommands (``register``), its tournament options' flags for
``new`` (``add_options``) and, for a card game, its parts of ``validate --game KEY``
(``CLI``). The shared commands ask :func:`card_game` and never test
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


def add_options(parser: argparse.ArgumentParser) -> None:
    """Add every game's tournament options (``--deals``, ...) to ``new``; each is named as
    the game's ``GameOption`` and refused for another game."""
    for module in (indian, drachen):
        module.add_options(parser)


def default_decks() -> str:
    """The packs of 52 each card game's ``validate`` reads with, as ``--decks`` says."""
    return ", ".join(f"{key} {card_game(key).packs}" for key in CARD_GAMES)


def card_game(key: str) -> CardGameCli:
    """The ``validate`` parts of the card game ``key``."""
    return _CARD_GAMES[key]


__all__ = ["CARD_GAMES", "add_options", "card_game", "default_decks", "register"]
