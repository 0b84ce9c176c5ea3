"""Drachenrummy's result at a table: card points, or laid sets and hands (RULINGS §9)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from tournament.rules.games.base import GameResult

__all__ = ["DrachenResult"]


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
