"""Stein-Rummy's and Stein-Rummy Plus's words: the games, their options (jokers, a Rommé in
the first turn, RULINGS §1 and §5), the boxes of a result (tiles left, claims) and the
tie-breaks they give (RULINGS §6)."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "game.stein": "Stein-Rummy",
        "game.stein-plus": "Stein-Rummy Plus",
        "option.jokers": "Joker",
        "option.jokers.per_player": "einer je Spieler/in",
        "option.jokers.none": "ohne Joker",
        "option.jokers.two_in_pool": "zwei im Bestand",
        "option.first_turn_rommee": "Rommé im ersten Zug",
        "option.first_turn_rommee.winner_full": "Sieger volle Punkte, Rest geteilt",
        "option.first_turn_rommee.equal": "alle gleich",
        "field.tiles_left": "Steine",
        "field.tiles_left.long": "Steine übrig",
        "field.claims": "Claims",
        "field.claims.ties": "dann Claims",
        "ties.stein": "dann weniger Reststeine",
        "ties.stein-plus": "dann weniger Reststeine",
    },
    "en": {
        "game.stein": "Stein-Rummy",
        "game.stein-plus": "Stein-Rummy Plus",
        "option.jokers": "Jokers",
        "option.jokers.per_player": "one per player",
        "option.jokers.none": "no jokers",
        "option.jokers.two_in_pool": "two in the pool",
        "option.first_turn_rommee": "Rommé in the first turn",
        "option.first_turn_rommee.winner_full": "winner full points, others share",
        "option.first_turn_rommee.equal": "all equal",
        "field.tiles_left": "Tiles",
        "field.tiles_left.long": "Tiles left",
        "field.claims": "Claims",
        "field.claims.ties": "then claims",
        "ties.stein": "then fewer tiles left",
        "ties.stein-plus": "then fewer tiles left",
    },
}
