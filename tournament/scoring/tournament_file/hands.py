"""Hands given as tiles in a tournament file, counted (:mod:`tournament.scoring.results`
checks them)."""

from __future__ import annotations


def count_hand(notation: str) -> int:
    """Tiles in a hand written in tile notation ("r4 r5 b9 J" -> 4); a joker counts one.

    Uses the rules engine's parser, so a bad token raises its NotationError (a ValueError)
    naming the token and its position.
    """
    from tournament.rules.tiles import parse_tiles

    return len(parse_tiles(notation))
