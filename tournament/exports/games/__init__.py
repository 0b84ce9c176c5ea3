"""Each game's own parts of the exports, by the game's key (``tournament.rules.games``).

The shared writers (score sheets, the standings workbook) ask :func:`game_exports` and never
test which game it is. A new game registers its :class:`GameExports` here.
"""

from __future__ import annotations

from tournament.exports.games.base import GameExports, SheetMaker
from tournament.exports.games.drachen import DrachenrummyExports
from tournament.exports.games.indian import IndianRummyExports
from tournament.exports.games.stein import SteinRummyExports
from tournament.rules.games import Drachenrummy, Game, IndianRummy, SteinRummy, SteinRummyPlus

_BY_GAME: dict[str, GameExports] = {
    SteinRummy.key: SteinRummyExports(),
    SteinRummyPlus.key: SteinRummyExports(),
    IndianRummy.key: IndianRummyExports(),
    Drachenrummy.key: DrachenrummyExports(),
}


def game_exports(game: type[Game]) -> GameExports:
    """The exports' parts of ``game``."""
    try:
        return _BY_GAME[game.key]
    except KeyError:
        raise ValueError(f"{game.name} has no score sheets or workbook sheets") from None


__all__ = ["GameExports", "SheetMaker", "game_exports"]
