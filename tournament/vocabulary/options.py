"""The words of the tournament's own options, whatever the game: the game chosen, the
ranking, the movement between rounds, the groups and the neutralising penalty."""

from __future__ import annotations

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "option.variant": "Spiel",
        "option.neutral_penalty": "Abzug beim Neutralisieren",
        "option.rank_by": "Wertung",
        "option.rank_by.points": "nach Punkten",
        "option.rank_by.percent": "nach Prozent",
        "option.movement": "Wechsel",
        "option.movement.rotate": "einer je Tisch rückt weiter",
        "option.movement.mix": "neu gemischt",
        "option.movement.standings": "nach Rangliste",
        "option.groups": "Gruppen",
        "option.promotion_after_round": "Aufstieg nach Runde",
        "option.winners_group_size": "Siegergruppe",
    },
    "en": {
        "option.variant": "Game",
        "option.neutral_penalty": "Neutralising penalty",
        "option.rank_by": "Ranking",
        "option.rank_by.points": "by points",
        "option.rank_by.percent": "by percent",
        "option.movement": "Movement",
        "option.movement.rotate": "one per table moves on",
        "option.movement.mix": "mixed",
        "option.movement.standings": "by standings",
        "option.groups": "Groups",
        "option.promotion_after_round": "Promotion after round",
        "option.winners_group_size": "Winners' group",
    },
}
