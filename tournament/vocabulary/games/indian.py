"""Indian Rummy's words (RULINGS §8): the game, its deals per round, a deal's deadwood and
the match's score, its tie-break sum. A deal is a "Spiel" in German, as the app says."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "game.indian": "Indisches Rommé",
        "option.deals": "Spiele je Runde",
        "option.deals.default": "ein Spiel je Spieler/in",
        "option.deals.to-500": "eine Partie bis 500",
        "field.deadwood": "Deadwood",
        "field.deadwood.total": "Punktestand",
        "ties.indian": "dann weniger eigenes Deadwood in Summe",
    },
    "en": {
        "game.indian": "Indian Rummy",
        "option.deals": "Deals per round",
        "option.deals.default": "one deal per player",
        "option.deals.to-500": "a match to 500",
        "field.deadwood": "Deadwood",
        "field.deadwood.total": "Score",
        "ties.indian": "then less own deadwood in total",
    },
}
