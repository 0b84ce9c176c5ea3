"""Drachenrummy's words (RULINGS §9): the game, its deck and steal rule, the card points and
its tie-break sum."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "game.drachen": "Drachenrummy",
        "option.decks": "Kartenspiel",
        "option.decks.1": "52 Karten",
        "option.decks.2": "2×52 Karten",
        "option.steal": "Stehlregel",
        "option.steal.same-face": "mehr Würfel derselben Augenzahl (Regeltext)",
        "option.steal.any-face": "mehr Würfel einer beliebigen Augenzahl",
        "option.steal.higher-face": (
            "mehr Würfel derselben Augenzahl, oder gleich viele einer höheren"
        ),
        "field.card_points.total": "Kartenpunkte",
        "ties.drachen": "dann mehr Kartenpunkte in Summe",
    },
    "en": {
        "game.drachen": "Drachenrummy",
        "option.decks": "Deck",
        "option.decks.1": "52 cards",
        "option.decks.2": "2×52 cards",
        "option.steal": "Steal rule",
        "option.steal.same-face": "more dice of the same face (the rule text)",
        "option.steal.any-face": "more dice of any one face",
        "option.steal.higher-face": "more dice of the same face, or as many of a higher face",
        "field.card_points.total": "Card points",
        "ties.drachen": "then more card points in total",
    },
}
