"""The club rating list's words (Glossary: Wertungszahl, Vereinsrangliste, vorläufig), part
of :data:`tournament.exports.texts.MESSAGES`."""

from __future__ import annotations

RATINGS: dict[str, dict[str, str]] = {
    "de": {
        "rating.title": "Vereinsrangliste {game}",
        "rating.columns": "Wertung     mu  sigma  Spiele  Abende  Trend",
        "rating.rating": "Wertungszahl",
        "rating.games": "Spiele",
        "rating.trend": "Trend",
        "rating.provisional": "vorläufig",
        "rating.provisional_note": (
            "* vorläufig: nach einem Abend. Wertungszahl = 1500 + 25 × (mu − 25), "
            "aus jedem gespielten Spiel (Plackett-Luce); entschiedene Spiele zählen nicht."
        ),
        "rating.history": "Wertungszahl über die Abende",
        "rating.plan_groups": "Gruppen nach Wertungszahl eingeteilt (Einstufung)",
        "rating.plan_seated": "Runde 1 nach Wertungszahl gesetzt, die besten an Tisch 1",
    },
    "en": {
        "rating.title": "Club rating list {game}",
        "rating.columns": " Rating     mu  sigma   Games Evenings  Trend",
        "rating.rating": "Rating",
        "rating.games": "Games",
        "rating.trend": "Trend",
        "rating.provisional": "provisional",
        "rating.provisional_note": (
            "* provisional: after one evening. Rating = 1500 + 25 × (mu − 25), from "
            "every game played (Plackett-Luce); games the director decided do not count."
        ),
        "rating.history": "Rating over the evenings",
        "rating.plan_groups": "Groups formed by club rating (Einstufung)",
        "rating.plan_seated": "Round 1 seated by rating, the best at table 1",
    },
}
