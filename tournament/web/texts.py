"""The phone page's words in German and English, chosen by the browser's Accept-Language."""

from __future__ import annotations

from fractions import Fraction

from tournament.rules.games import ResultField
from tournament.vocabulary import field_word

LANGUAGES = ("de", "en")

_TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "title": "Ergebnis Tisch {table}",
        "round_table": "Runde {round} · Tisch {table}",
        "players": "Spieler",
        "seat": "Platz",
        "game": "Spiel {n}",
        "starts": "beginnt: {name}",
        "points": "Punkte",
        "rommee": "Rommé in der ersten Runde",
        "show_points": "Punkte anzeigen",
        "confirm_head": "Bitte bestätigen",
        "confirm_help": "Die anderen Spieler tippen ihren Namen an ({need} Namen), dann senden.",
        "send": "An die Turnierleitung senden",
        "back": "Zurück, ändern",
        "done": "eingetragen",
        "pending": "gesendet, wartet auf die Turnierleitung",
        "sent": "Gesendet. Die Turnierleitung prüft das Ergebnis.",
        "all_done": "Alle Spiele dieses Tisches sind eingetragen. Danke!",
        "director_says": "Turnierleitung: {message}",
        "reload": "Seite neu laden",
        "refused": "Nicht angenommen",
        "bad_token": "Dieser Tisch-Link ist unbekannt. Bitte den QR-Code am Tisch scannen.",
        "expired": "Die Runde ist abgeschlossen; dieser Tisch-Link gilt nicht mehr.",
        "bad_game": "Dieses Spiel ist für diesen Tisch nicht (mehr) offen.",
        "card_game": "Ergebnisse per Handy gibt es nur für Stein-Rummy. Bitte das Ergebnis "
        "dieses Kartenspiels bei der Turnierleitung abgeben.",
        "bad_form": "Dieses Formular wurde schon gesendet oder ist abgelaufen. "
        "Bitte die Seite neu laden.",
        "bad_number": "{name}: bitte eine ganze Zahl von 0 bis {most} eingeben.",
        "missing": "{name}: die Zahl fehlt.",
        "bad_input": "Die Eingabe ist ungültig.",
        "checks": "Die Prüfung lehnt das Ergebnis ab: {detail}",
        "problem_several_empty": "Nur ein Spieler kann ausmachen: {names} haben alle 0 Steine.",
        "problem_no_empty": "Niemand hat 0 Steine: beim Spieler, der ausgemacht hat, 0 eingeben.",
        "confirm_missing": "Es müssen alle anderen Spieler bestätigen ({need} Namen).",
        "already": "Für dieses Spiel wurde schon ein Ergebnis gesendet.",
        "too_many": "Zu viele Anfragen. Bitte einen Moment warten.",
        "too_large": "Die Anfrage ist zu groß.",
        "home": "Bitte den QR-Code auf der Tischkarte scannen.",
        "busy": "Die Turnierdatei ist gerade beschäftigt. Die Eingaben sind erhalten: "
        "bitte gleich noch einmal senden.",
        "sender_head": "Wer gibt das Ergebnis ein?",
        "confirm_by": "Die anderen Spieler bestätigen",
        "sender_missing": "Bitte antippen, wer das Ergebnis eingibt.",
        "bad_origin": "Dieses Formular kommt nicht von der Seite dieses Tisches.",
        "not_found": "Diese Seite gibt es nicht. Bitte den QR-Code am Tisch scannen.",
        "bad_method": "Diese Anfrage ist hier nicht erlaubt.",
        "failed": "Etwas ist schiefgegangen. Bitte die Seite neu laden.",
    },
    "en": {
        "title": "Result table {table}",
        "round_table": "Round {round} · table {table}",
        "players": "Players",
        "seat": "Seat",
        "game": "Game {n}",
        "starts": "starts: {name}",
        "points": "Points",
        "rommee": "Rommé in the first round",
        "show_points": "Show points",
        "confirm_head": "Please confirm",
        "confirm_help": "The other players tap their names ({need} names), then send.",
        "send": "Send to the director",
        "back": "Back, change",
        "done": "entered",
        "pending": "sent, waiting for the director",
        "sent": "Sent. The director checks the result.",
        "all_done": "Every game of this table is entered. Thank you!",
        "director_says": "Director: {message}",
        "reload": "Reload the page",
        "refused": "Not accepted",
        "bad_token": "This table link is unknown. Please scan the QR code on the table.",
        "expired": "The round is closed; this table link no longer works.",
        "bad_game": "This game is not (or no longer) open for this table.",
        "card_game": "Results by phone are for Stein-Rummy only. Please hand this card "
        "game's result to the director.",
        "bad_form": "This form was sent already or has expired. Please reload the page.",
        "bad_number": "{name}: please enter a whole number from 0 to {most}.",
        "missing": "{name}: the number is missing.",
        "bad_input": "The input is not valid.",
        "checks": "The checks refuse the result: {detail}",
        "problem_several_empty": "Only one player can go out: {names} all have 0 tiles.",
        "problem_no_empty": "Nobody has 0 tiles: enter 0 for the player who went out.",
        "confirm_missing": "Every other player must confirm ({need} names).",
        "already": "A result for this game was sent already.",
        "too_many": "Too many requests. Please wait a moment.",
        "too_large": "The request is too large.",
        "home": "Please scan the QR code on the table card.",
        "busy": "The tournament file is busy. What you typed is kept: please send again "
        "in a moment.",
        "sender_head": "Who enters the result?",
        "confirm_by": "The other players confirm",
        "sender_missing": "Please tap who enters the result.",
        "bad_origin": "This form does not come from this table's page.",
        "not_found": "There is no such page. Please scan the QR code on the table.",
        "bad_method": "This request is not allowed here.",
        "failed": "Something went wrong. Please reload the page.",
    },
}


for _language, _texts in _TEXTS.items():  # a result's boxes, as the app and printouts say
    _texts["tiles"] = field_word(ResultField.TILES_LEFT, _language, form="long")
    _texts["claims"] = field_word(ResultField.CLAIMS, _language)


def points_text(value: Fraction) -> str:
    """Points as the phones show them: whole, a half as ``,5``, else two decimals."""
    if value.denominator == 1:
        return str(value.numerator)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest * 2 == value.denominator:
        return f"{whole},5" if whole else "0,5"
    return f"{float(value):.2f}".replace(".", ",")


def language_of(accept_language: str | None) -> str:
    """German or English, whichever the browser prefers first (German when neither)."""
    best: tuple[float, int, str] | None = None
    for index, part in enumerate((accept_language or "").split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        code = tag.strip().lower()[:2]
        if code not in LANGUAGES:
            continue
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        key = (-quality, index, code)
        if quality > 0 and (best is None or key < best):
            best = key
    return best[2] if best is not None else "de"


def has_text(key: str) -> bool:
    return key in _TEXTS["de"]


def text(key: str, language: str, **values: object) -> str:
    words = _TEXTS.get(language, _TEXTS["de"])[key]
    return words.format(**values) if values else words
