"""The words of the printouts and the workbook in German and English, and number formats.

A plain table keyed by language (no Qt, so the command line and the tests need no GUI).
``text("round", "de") == "Runde"``.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from datetime import datetime
from fractions import Fraction

from tournament import vocabulary
from tournament.exports.model import LANGUAGES, ExportError, TournamentHeader
from tournament.exports.texts_cards import CARDS
from tournament.exports.texts_ratings import RATINGS
from tournament.rules.games import Game, GameOption, ResultField
from tournament.scoring import format as scoring_format

MESSAGES: dict[str, dict[str, str]] = {
    "de": {
        "score_sheet": "Spielzettel",
        "seating_plan": "Sitzplan",
        "by_table": "nach Tischen",
        "by_name": "Wo sitze ich? (alphabetisch)",
        "table_card": "Tischkarte",
        "phone_entry": "Ergebnis per Handy",
        "standings": "Rangliste",
        "standings_after": "Rangliste nach Runde {round}",
        "decisions": "Entscheidungen der Turnierleitung",
        "no_decisions": "Keine Entscheidungen.",
        "round": "Runde",
        "table": "Tisch",
        "seat": "Platz",
        "game": "Spiel",
        "name": "Name",
        "club": "Verein",
        "group": "Gruppe",
        "number": "Nr.",
        "starts": "beginnt",
        "starts_games": "beginnt Spiel",
        "points": "MP",
        "points_long": "Punkte",
        "max_points": "Max.",
        "percent": "%",
        "games": "Spiele",
        "games_won": "gewonnen",
        "rank": "Rang",
        "initials": "Kürzel",
        "total": "Summe",
        "remarks": "Bemerkungen der Turnierleitung",
        "director_signature": "Unterschrift Turnierleitung",
        "player": "Spieler/in",
        "sitting_out": "Setzt aus",
        "time": "Zeit",
        "kind": "Art",
        "reason": "Begründung",
        "author": "Von",
        "decided": "Entscheidung",
        "withdrawn": "zurückgenommen",
        "withdrawn_player": "zurückgezogen",
        "withdrawn_by": "zurückgenommen von {author}, {time}: {reason}",
        "penalty": "Abzug {penalty} je Spieler/in",
        "page": "Seite {page} von {pages}",
        "director": "Turnierleitung",
        "rules": "Regeln",
        "hint_tiles": "Steine: Steine auf der Hand bei Spielende (Joker zählt als ein Stein).",
        "hint_points": "MP nach Rang: {scale}; bei Gleichstand geteilt.",
        "hint_claims": "Claims: eigene Vierer-Gruppen bei Spielende, je 1 MP.",
        "kind.ended_early": "vorzeitig beendet",
        "kind.neutralised": "neutralisiert",
        "kind.average": "Durchschnitt",
        "kind.points": "Punkte gesetzt",
        "ties": "Gleichstand",
        "ties.percent": "Rang nach Prozent; bei Gleichstand entscheiden die Punkte",
        "ties.points": "Rang nach Punkten; bei Gleichstand entscheidet der Prozentwert",
        "ties.rest": "dann gewonnene Spiele",
        "ties.shared": "sonst geteilter Rang (=)",
        "sheet.standings": "Rangliste",
        "sheet.round": "Runde {round}",
        "sheet.games": "Spiele",
        "sheet.decisions": "Entscheidungen",
        "sheet.tournament": "Turnier",
        "date": "Datum",
        "place": "Ort",
        "starter": "Beginner/in",
        "decision": "Entscheidung",
        "entered_by": "erfasst von",
        "entered_at": "erfasst um",
        "first_turn": "Rommé 1. Zug",
        "yes": "ja",
        "no": "nein",
        "value": "Wert",
        "status": "Status",
        "active": "gültig",
    },
    "en": {
        "score_sheet": "Score sheet",
        "seating_plan": "Seating plan",
        "by_table": "by table",
        "by_name": "Where do I sit? (by name)",
        "table_card": "Table card",
        "phone_entry": "Result by phone",
        "standings": "Standings",
        "standings_after": "Standings after round {round}",
        "decisions": "Director's decisions",
        "no_decisions": "No decisions.",
        "round": "Round",
        "table": "Table",
        "seat": "Seat",
        "game": "Game",
        "name": "Name",
        "club": "Club",
        "group": "Group",
        "number": "No.",
        "starts": "starts",
        "starts_games": "starts game",
        "points": "MP",
        "points_long": "Points",
        "max_points": "Max",
        "percent": "%",
        "games": "Games",
        "games_won": "won",
        "rank": "Rank",
        "initials": "Initials",
        "total": "Total",
        "remarks": "Director's remarks",
        "director_signature": "Director's signature",
        "player": "Player",
        "sitting_out": "Sitting out",
        "time": "Time",
        "kind": "Kind",
        "reason": "Reason",
        "author": "By",
        "decided": "Decision",
        "withdrawn": "withdrawn",
        "withdrawn_player": "withdrawn",
        "withdrawn_by": "withdrawn by {author}, {time}: {reason}",
        "penalty": "penalty {penalty} per player",
        "page": "Page {page} of {pages}",
        "director": "Director",
        "rules": "Rules",
        "hint_tiles": "Tiles: tiles left in hand at the end (a joker counts as one tile).",
        "hint_points": "MP by rank: {scale}; ties share.",
        "hint_claims": "Claims: own groups of four on the table at the end, 1 MP each.",
        "kind.ended_early": "ended early",
        "kind.neutralised": "neutralised",
        "kind.average": "average",
        "kind.points": "points set",
        "ties": "Ties",
        "ties.percent": "ranked by percent; ties broken by points",
        "ties.points": "ranked by points; ties broken by percent",
        "ties.rest": "then games won",
        "ties.shared": "else a shared rank (=)",
        "sheet.standings": "Standings",
        "sheet.round": "Round {round}",
        "sheet.games": "Games",
        "sheet.decisions": "Decisions",
        "sheet.tournament": "Tournament",
        "date": "Date",
        "place": "Place",
        "starter": "Starter",
        "decision": "Decision",
        "entered_by": "entered by",
        "entered_at": "entered at",
        "first_turn": "Rommé 1st turn",
        "yes": "yes",
        "no": "no",
        "value": "Value",
        "status": "Status",
        "active": "in force",
    },
}

# Player cards, the crosstable, the season ranking and the results site.
_RESULTS: dict[str, dict[str, str]] = {
    "de": {
        "player_card": "Spielerkarte",
        "player_cards": "Spielerkarten",
        "crosstable": "Kreuztabelle",
        "opponents": "Gegner/innen",
        "finish": "Spielrang",
        "meetings": "Begegnungen",
        "crosstable_note": (
            "Feld: Spiele am selben Tisch als vorn–gleich–hinten (aus Sicht der Zeile) und "
            "Punkte der Zeile : Punkte der Spalte in diesen Spielen; leer: nie am selben "
            "Tisch. Neutralisierte, gemittelte und gesetzte Spiele zählen als Begegnung, "
            "nicht als vorn oder hinten."
        ),
        "no_games": "Noch keine Spiele.",
        "season": "Saisonwertung",
        "season_note": "Saisonwert: Mittel der Prozente der gewerteten Abende.",
        "season_best": "Gewertet: die besten {best} Abende.",
        "season_min": "Gewertet ab {min} Abenden; darunter ohne Rang.",
        "season_merged": (
            "Verschiedene Spiele auf Wunsch der Turnierleitung zusammen gewertet: {games}."
        ),
        "evenings": "Abende",
        "evening": "Abend",
        "unranked": "ohne Rang",
        "teams": "Mannschaften",
        "team": "Mannschaft",
        "team.club": "Verein",
        "team.group": "Gruppe",
        "team_note": (
            "Mannschaftswert je Abend: {mode} der Prozente der besten {size} Spieler/innen "
            "({by}); Saison: Mittel der gewerteten Abende."
        ),
        "team_mode.sum": "Summe",
        "team_mode.mean": "Mittel",
        "site.rounds": "Runden",
        "site.players": "Spieler/innen",
        "site.results": "Ergebnisse",
        "site.updated": "Stand: {time}",
        "site.no_result": "noch offen",
        "site.menu": "Seiten",
        "site.skip": "Zum Inhalt",
        "site.player_list": "Alle Spieler/innen",
    },
    "en": {
        "player_card": "Player card",
        "player_cards": "Player cards",
        "crosstable": "Crosstable",
        "opponents": "Opponents",
        "finish": "Place",
        "meetings": "Meetings",
        "crosstable_note": (
            "Cell: games at one table as ahead–level–behind (from the row's side) and the "
            "row's points : the column's points in those games; empty: never at one table. "
            "Neutralised, averaged and director-set games count as a meeting, not as ahead "
            "or behind."
        ),
        "no_games": "No games yet.",
        "season": "Season ranking",
        "season_note": "Season value: the mean of the percents of the counted evenings.",
        "season_best": "Counted: the best {best} evenings.",
        "season_min": "Ranked from {min} evenings; below that without a rank.",
        "season_merged": "Different games ranked together at the director's request: {games}.",
        "evenings": "Evenings",
        "evening": "Evening",
        "unranked": "no rank",
        "teams": "Teams",
        "team": "Team",
        "team.club": "club",
        "team.group": "group",
        "team_note": (
            "Team value per evening: the {mode} of the percents of the best {size} players "
            "({by}); season: the mean of the counted evenings."
        ),
        "team_mode.sum": "sum",
        "team_mode.mean": "mean",
        "site.rounds": "Rounds",
        "site.players": "Players",
        "site.results": "Results",
        "site.updated": "As of {time}",
        "site.no_result": "open",
        "site.menu": "Pages",
        "site.skip": "Skip to content",
        "site.player_list": "All players",
    },
}
for _language, _words in _RESULTS.items():
    MESSAGES[_language].update(_words)

for _language, _words in RATINGS.items():  # the club rating list's, in their own module
    MESSAGES[_language].update(_words)

for _language, _words in CARDS.items():  # the card games', in their own module
    MESSAGES[_language].update(_words)

for _language in LANGUAGES:  # a result's boxes as the columns name them: "tiles_left", ...
    for _field in ResultField:
        if _word := vocabulary.field_word(_field, _language):
            MESSAGES[_language][_field.value] = _word

# The order the options appear in footers; keys not listed follow in their own order.
OPTION_ORDER = (
    "variant",
    "deals",
    "decks",
    "steal",
    "jokers",
    "first_turn_rommee",
    "neutral_penalty",
    "rank_by",
    "movement",
    "groups",
    "promotion_after_round",
    "winners_group_size",
)


def check_language(language: str) -> str:
    if language not in LANGUAGES:
        raise ExportError(f"language {language!r}: choose one of {', '.join(LANGUAGES)}")
    return language


def text(key: str, language: str, **values: object) -> str:
    """The text ``key`` in ``language``, with ``{placeholders}`` filled from ``values``."""
    message = MESSAGES[check_language(language)][key]
    return message.format(**values) if values else message


def text_or(key: str, language: str, default: str) -> str:
    """The text ``key`` in ``language``, or ``default`` for a key the table lacks."""
    return MESSAGES[check_language(language)].get(key, default)


def format_number(value: Fraction | int, language: str) -> str:
    """An exact value for print, as the scoring engine formats it: whole numbers plain,
    others with at most two decimals (halves stay ``1,5``); German uses a decimal comma.

    >>> format_number(Fraction(3, 2), "de"), format_number(Fraction(7, 3), "en")
    ('1,5', '2.33')
    """
    if type(value) is int:
        return str(value)
    exact = value if isinstance(value, Fraction) else Fraction(value)
    if exact.denominator == 1:
        return str(exact.numerator)
    return _format_fraction(exact, language)


@functools.lru_cache(maxsize=4096)
def _format_fraction(value: Fraction, language: str) -> str:
    """Printouts at 2,000 players format hundreds of thousands of points, a few hundred of
    them different: each is worked out once."""
    return scoring_format.format_number(value, "," if language == "de" else ".")


def format_percent(ratio: Fraction | None, language: str) -> str:
    """A ratio (1 = 100 %) with one decimal: ``87,5 %`` / ``87.5%``; empty for None.

    >>> format_percent(Fraction(2, 3), "de"), format_percent(Fraction(69, 80), "en")
    ('66,7 %', '86.3%')
    """
    if ratio is None:
        return ""
    scaled = Fraction(ratio) * 1000
    tenths = int(abs(scaled) + Fraction(1, 2))  # half away from zero, as scoring rounds
    sign = "-" if scaled < 0 and tenths else ""
    whole, tenth = divmod(tenths, 10)
    mark = "," if language == "de" else "."
    number = f"{sign}{whole}{mark}{tenth}"
    return f"{number} %" if language == "de" else f"{number}%"


def format_time(moment: datetime | None, language: str) -> str:
    """A time as the reader's clock shows it (a zone-aware time in local time)."""
    if moment is None:
        return ""
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    if language == "de":
        return moment.strftime("%d.%m.%Y %H:%M")
    return moment.strftime("%Y-%m-%d %H:%M")


def format_date(iso_date: str, language: str) -> str:
    """An ISO date ``2026-11-29`` as ``29.11.2026`` in German; other text unchanged."""
    try:
        moment = datetime.strptime(iso_date, "%Y-%m-%d")
    except ValueError:
        return iso_date
    return moment.strftime("%d.%m.%Y") if language == "de" else iso_date


def option_value(key: str, value: object, language: str) -> str:
    check_language(language)
    if value is None:
        return vocabulary.option_word(key, None, language) or "–"
    if isinstance(value, str | int) and not isinstance(value, bool):
        worded = vocabulary.option_word(key, value, language)  # 2 decks: "2×52 cards"
        if worded is not None:
            return worded
    if isinstance(value, Fraction | int) and not isinstance(value, bool):
        return format_number(value, language)
    if isinstance(value, tuple | list):
        return ", ".join(str(item) for item in value)
    return str(value)


def _offered(key: str, game: type[Game]) -> bool:
    """Whether an option applies to the game: a game's option (jokers, deals, the steal
    rule, ...) only where the game offers it; every other option always."""
    return key not in tuple(GameOption) or GameOption(key) in game.options


def describe_options(options: Mapping[str, object], language: str) -> list[str]:
    """The tournament's options as ``Label: value`` lines in the footer's order.

    Options that have no effect are left out (no groups, no promotion, and the options
    of other games than the one played: no deals for Stein-Rummy).
    """
    check_language(language)
    game = TournamentHeader(name="", options=options).game
    keys = [key for key in OPTION_ORDER if key in options]
    keys += [key for key in options if key not in OPTION_ORDER]
    keys = [key for key in keys if _offered(key, game)]
    lines = []
    for key in keys:
        value = options[key]
        if key in ("groups", "promotion_after_round", "winners_group_size") and not value:
            continue
        label = vocabulary.option_label(key, language)
        lines.append(f"{label}: {option_value(key, value, language)}")
    return lines


def tie_breaks(options: Mapping[str, object], language: str) -> str:
    """How the standings were ordered and their ties broken (RULINGS §6), as one sentence:
    the ranking, the other of points and percent, games won, the game's other boxes
    (claims in Plus), then its last tie-break (fewer tiles left, or the game's own sum),
    else a shared rank marked "=".

    >>> note = tie_breaks({"rank_by": "percent", "variant": "stein"}, "en")
    >>> print(note)  # doctest: +NORMALIZE_WHITESPACE
    Ties: ranked by percent; ties broken by points, then games won, then fewer tiles left;
    else a shared rank (=).
    """
    ranking = "points" if options.get("rank_by") == "points" else "percent"
    parts = [text(f"ties.{ranking}", language), text("ties.rest", language)]
    game = TournamentHeader(name="", options=options).game
    parts += [vocabulary.field_word(box, language, form="ties") for box in game.result_fields[1:]]
    parts.append(vocabulary.tie_break(game.key, language))
    listed = ", ".join(part for part in parts if part)
    return f"{text('ties', language)}: {listed}; {text('ties.shared', language)}."


def total_label(game: type[Game], language: str) -> str:
    """The header of a game's totals summed in a player's line (the ranking field's
    ``total`` word); empty for a game ranked by the tiles left.

    >>> from tournament.rules.games import SteinRummy
    >>> total_label(SteinRummy, "de")
    ''
    """
    return vocabulary.field_word(game.result_fields[0], check_language(language), form="total")


def result_label(key: str, game: type[Game], language: str) -> str:
    """The head of a result column (a key of ``model.result_keys``): a box's word, or the
    game's totals."""
    return total_label(game, language) if key == "total" else text(key, language)


def points_scale(game: type[Game], players: int) -> str:
    """The points by rank at a table, as printed on score sheets: ``3 / 2 / 1``."""
    return " / ".join(str(p) for p in game.rank_scale(players, went_out=True))
