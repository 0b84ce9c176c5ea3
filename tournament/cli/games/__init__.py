"""Each game's own commands, by the game's key (``tournament.rules.games``).

A game's module adds its subcommands (``register``), its tournament options' flags for
``new`` (``add_options``) and, for a card game, its parts of ``validate --game KEY``
(``CLI``). The shared commands ask :func:`card_game` and never test
which game it is; a new game registers here.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from tournament.cli.games import drachen, indian, rummikub
from tournament.cli.games.cards import CardGameCli
from tournament.rules.games import Drachenrummy, IndianRummy

Command = Callable[[argparse.Namespace], int]

_CARD_GAMES: dict[str, CardGameCli] = {IndianRummy.key: indian.CLI, Drachenrummy.key: drachen.CLI}
CARD_GAMES = tuple(_CARD_GAMES)
"""The keys of the games ``validate --game`` reads cards for."""

_SOLVE: dict[str, Command] = {rummikub.KEY: rummikub.solve}
_VALIDATE: dict[str, Command] = {rummikub.KEY: rummikub.validate}
OWN_SOLVE = tuple(_SOLVE)
"""The keys of the games other than Stein-Rummy that ``solve --game`` knows."""
OWN_VALIDATE = tuple(_VALIDATE)
"""The keys of the tile games other than Stein-Rummy that ``validate --game`` knows."""


def own_command(command: str, key: str) -> Command:
    """A game's own ``solve`` or ``validate`` (``command``), for ``--game key``."""
    return (_SOLVE if command == "solve" else _VALIDATE)[key]


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


__all__ = [
    "CARD_GAMES",
    "OWN_SOLVE",
    "OWN_VALIDATE",
    "add_options",
    "card_game",
    "default_decks",
    "own_command",
    "register",
]
