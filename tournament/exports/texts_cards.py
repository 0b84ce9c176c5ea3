"""The card games' words (RULINGS §8, §9): their options, score sheets and result columns, part
of :data:`tournament.exports.texts.MESSAGES`. A deal is a "Spiel" in German, as the app says."""

from __future__ import annotations

CARDS: dict[str, dict[str, str]] = {
    "de": {
        "deal": "Spiel",
        "dealer": "gibt",
        "deals_games": "gibt Spiel",
        "declared": "heraus (Platz)",
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
        "deal": "Deal",
        "dealer": "dealer",
        "deals_games": "deals deal",
        "declared": "declared (seat)",
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
