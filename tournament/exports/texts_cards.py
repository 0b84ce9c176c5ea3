"""The card games' words (RULINGS §8, §9): their options, score sheets and result columns, part
of :data:`tournament.exports.texts.MESSAGES`. A deal is a "Spiel" in German, as the app says."""

from __future__ import annotations

CARDS: dict[str, dict[str, str]] = {
    "de": {
        "opt.variant.indian": "Indisches Rommé",
        "opt.variant.drachen": "Drachenrummy",
        "opt.deals": "Spiele je Runde",
        "opt.deals.default": "ein Spiel je Spieler/in",
        "opt.deals.to-500": "eine Partie bis 500",
        "opt.decks": "Kartenspiel",
        "opt.decks.1": "52 Karten",
        "opt.decks.2": "2×52 Karten",
        "opt.steal": "Stehlregel",
        "opt.steal.same-face": "mehr Würfel derselben Augenzahl (Regeltext)",
        "opt.steal.any-face": "mehr Würfel einer beliebigen Augenzahl",
        "opt.steal.higher-face": "mehr Würfel derselben Augenzahl, oder gleich viele einer höheren",
        "ties.shared": "sonst geteilter Rang (=)",
        "ties.sum.indian": "dann weniger eigenes Deadwood in Summe",
        "ties.sum.drachen": "dann mehr Kartenpunkte in Summe",
        "total.deadwood": "Punktestand",
        "total.card_points": "Kartenpunkte",
        "deal": "Spiel",
        "dealer": "gibt",
        "deals_games": "gibt Spiel",
        "declared": "heraus (Platz)",
        "deadwood": "Deadwood",
        "running_total": "Stand",
        "match_points": "Matchpunkte",
        "laid_sets": "abgelegte Sets",
        "laid_points": "ausgelegt",
        "hand_cards": "Handkarten",
        "hand_points": "Hand",
        "card_total": "Summe",
        "deals_played": "Spiele",
        "deals_won": "heraus",
        "sheet.deals": "Spiele (Deals)",
        "losing_hand": "Blatt",
        "deal_score": "Ergebnis",
        "hint_deadwood": (
            "Deadwood: die Karten außerhalb aller Kombinationen (A, K, D, B je 10, Joker 0, "
            "sonst der Zahlenwert); ohne reine Folge zählen alle Karten, ohne zweite Folge "
            "alle außer der reinen Folge. Wer heraus ist, erhält die Summe der anderen, jede/r "
            "andere minus das eigene Deadwood. Stand: Summe bis zu diesem Spiel."
        ),
        "hint_to_500": (
            "Partie bis 500: Sie endet nach dem Spiel, in dem jemand 500 oder mehr erreicht; "
            "reichen die Zeilen nicht, auf einem zweiten Zettel weiterschreiben."
        ),
        "hint_card_points": (
            "Ausgelegt: je Karte 2-10 ein Punkt, B, D, K, A je zwei Punkte (auch das As als "
            "1). Handkarten: je −1. Summe = ausgelegt − Handkarten."
        ),
        "hint_more_wins": (
            "Rang: mehr Punkte ist besser. MP nach Rang: {scale}; bei Gleichstand geteilt."
        ),
    },
    "en": {
        "opt.variant.indian": "Indian Rummy",
        "opt.variant.drachen": "Drachenrummy",
        "opt.deals": "Deals per round",
        "opt.deals.default": "one deal per player",
        "opt.deals.to-500": "a match to 500",
        "opt.decks": "Deck",
        "opt.decks.1": "52 cards",
        "opt.decks.2": "2×52 cards",
        "opt.steal": "Steal rule",
        "opt.steal.same-face": "more dice of the same face (the rule text)",
        "opt.steal.any-face": "more dice of any one face",
        "opt.steal.higher-face": "more dice of the same face, or as many of a higher face",
        "ties.shared": "else a shared rank (=)",
        "ties.sum.indian": "then less own deadwood in total",
        "ties.sum.drachen": "then more card points in total",
        "total.deadwood": "Score",
        "total.card_points": "Card points",
        "deal": "Deal",
        "dealer": "dealer",
        "deals_games": "deals deal",
        "declared": "declared (seat)",
        "deadwood": "Deadwood",
        "running_total": "Total",
        "match_points": "Match points",
        "laid_sets": "laid sets",
        "laid_points": "laid",
        "hand_cards": "hand cards",
        "hand_points": "hand",
        "card_total": "Total",
        "deals_played": "Deals",
        "deals_won": "declared",
        "sheet.deals": "Deals",
        "losing_hand": "Hand",
        "deal_score": "Score",
        "hint_deadwood": (
            "Deadwood: the cards outside every meld (A, K, Q, J: 10 each, joker 0, others "
            "their number); without a pure sequence every card counts, without a second "
            "sequence all but the pure sequence. Whoever declared scores the others' sum, "
            "each other player minus their deadwood. Total: the sum up to this deal."
        ),
        "hint_to_500": (
            "Match to 500: it ends after the deal in which a player reaches 500 or more; if "
            "the rows run out, go on on a second sheet."
        ),
        "hint_card_points": (
            "Laid: each card 2-10 one point, J, Q, K, A two points each (an ace used as 1 "
            "too). Hand cards: −1 each. Total = laid − hand cards."
        ),
        "hint_more_wins": "Rank: more points is better. MP by rank: {scale}; ties share.",
    },
}
