"""Which game a tournament plays: the one word for it, below every layer that needs it.

The game engine (``rules/game``), scoring, the store and the tournament file all name the
game with :class:`Variant`; its values are the registry's keys (``rules/games/``) and the
words written to disk (the tournament file, the game log's ``"variant"``).

>>> Variant("stein-plus").game.key
'stein-plus'
"""

from __future__ import annotations

from enum import StrEnum

from tournament.rules.games import Game, find_game

__all__ = ["Variant"]


class Variant(StrEnum):
    """Which game a tournament plays: its key in the game registry (``rules/games/``),
    as the store, the tournament file and the game log write it. Scoring, checks, score
    sheets and the score entry ask :attr:`game` what the game has instead of testing for a
    variant."""

    STEIN = "stein"
    STEIN_PLUS = "stein-plus"
    INDIAN = "indian"
    DRACHEN = "drachen"

    @property
    def game(self) -> type[Game]:
        """The registry's game of this key (points scale, result boxes, options)."""
        return _GAMES[self]


_GAMES: dict[str, type[Game]] = {variant: find_game(variant) for variant in Variant}
