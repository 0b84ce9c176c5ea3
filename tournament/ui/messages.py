"""The services' refusals and the audit log's summaries, worded in the user's language.

A service error carries a stable ``code`` and ``data`` (``tournament.services.errors``), an
audit entry a summary code and data (``tournament.services.summaries``). Each code has one
text here, translated through Qt's ``tr`` and filled from the data: the named placeholders
are the data's keys. Data naming a game puts "Round 2, table 3, game 1: " before the text.
An error whose code has no text here keeps the service's English words after a lead in the
user's language; an audit entry written before summaries had codes keeps its English line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from tournament.services.errors import shown


def _tr(text: object) -> str:
    return QCoreApplication.translate("messages", str(text))


_SAME_DESK_CHANGED = QT_TRANSLATE_NOOP(
    "messages",
    "Another desk changed {name} (no. {number}) a moment ago; nothing was saved. Please "
    "check the player and enter your change again.",
)
_NEWER = QT_TRANSLATE_NOOP(
    "messages",
    "{location} was written by a newer version of the program. Please update the program.",
)
_FOREIGN = QT_TRANSLATE_NOOP(
    "messages", "{location} is not a tournament file of this program, so it was not opened."
)
_STRANGERS = QT_TRANSLATE_NOOP("messages", "Players {players} do not sit at this table.")

ERROR_TEXTS: dict[str, object] = {
    "error": QT_TRANSLATE_NOOP("messages", "The input was not accepted."),
    # another desk came first
    "conflict": QT_TRANSLATE_NOOP(
        "messages",
        "Another desk changed this a moment ago. The window now shows the current state; "
        "please check it and enter your change again.",
    ),
    "conflict.game": QT_TRANSLATE_NOOP(
        "messages",
        "Another desk saved this game a moment ago; nothing was saved. The window now "
        "shows that result; please check it.",
    ),
    "conflict.player": _SAME_DESK_CHANGED,
    "conflict.player_removed": _SAME_DESK_CHANGED,
    "conflict.tournament": QT_TRANSLATE_NOOP(
        "messages",
        "Another desk changed the tournament a moment ago; nothing was saved. Please "
        "open the settings again.",
    ),
    "conflict.undo": QT_TRANSLATE_NOOP(
        "messages",
        "Another desk changed the tournament since; this step can no longer be undone "
        "or redone from here.",
    ),
    "conflict.changed_since": QT_TRANSLATE_NOOP(
        "messages",
        "What this step changed has been changed again since; it can no longer be undone "
        "or redone.",
    ),
    "undo.nothing": QT_TRANSLATE_NOOP("messages", "There is nothing to undo."),
    "redo.nothing": QT_TRANSLATE_NOOP("messages", "There is nothing to redo."),
    # files and databases; {location} is the file or the database's address
    "store": QT_TRANSLATE_NOOP("messages", "The tournament file or database cannot be used."),
    "file.exists": QT_TRANSLATE_NOOP(
        "messages",
        "{location} exists already and is never overwritten. Please choose another name.",
    ),
    "file.missing": QT_TRANSLATE_NOOP("messages", "The tournament file {location} does not exist."),
    "file.folder": QT_TRANSLATE_NOOP("messages", "{location} is a folder, not a tournament file."),
    "file.newer": _NEWER,
    "url.newer": _NEWER,
    "file.unknown_revision": QT_TRANSLATE_NOOP(
        "messages",
        "{location} has a schema this program does not know (made by another program or a "
        "newer version of this one), so it was not opened.",
    ),
    "file.replaced": QT_TRANSLATE_NOOP(
        "messages",
        "{location} was restored from a backup or replaced by another program since this "
        "window read it. Nothing was saved; the window now shows the file as it is. Check "
        "and enter again.",
    ),
    "file.busy": QT_TRANSLATE_NOOP(
        "messages",
        "Another program keeps {location} busy, so nothing was saved. Please try again.",
    ),
    "file.older": QT_TRANSLATE_NOOP(
        "messages",
        "{location} was written by an older version of the program and cannot be updated.",
    ),
    "file.foreign": _FOREIGN,
    "file.refused": _FOREIGN,
    "file.damaged": QT_TRANSLATE_NOOP(
        "messages",
        "{location} is damaged and cannot be opened. A backup of it can be restored.",
    ),
    "file.unreadable": QT_TRANSLATE_NOOP("messages", "The file {location} cannot be read."),
    "file.name": QT_TRANSLATE_NOOP("messages", "A tournament file needs a name ending in .srt."),
    "club.refused": QT_TRANSLATE_NOOP("messages", "{path} is not a club register."),
    "club.missing": QT_TRANSLATE_NOOP("messages", "There is no club register {path}."),
    "club.name": QT_TRANSLATE_NOOP("messages", "A club register needs a name ending in .srclub."),
    "players.no_groups": QT_TRANSLATE_NOOP(
        "messages", "The tournament has no strength groups: name them in the settings first."
    ),
    "players.grouping": QT_TRANSLATE_NOOP(
        "messages", "The groups by rating cannot be made: {reason}"
    ),
    "club.no_name": QT_TRANSLATE_NOOP("messages", "A member needs a name."),
    "club.number_taken": QT_TRANSLATE_NOOP(
        "messages", "The membership number {number} is given already."
    ),
    "club.no_member": QT_TRANSLATE_NOOP(
        "messages", "No member has the membership number {number}."
    ),
    "club.unmatched": QT_TRANSLATE_NOOP("messages", "Not in the club register: {names}"),
    "club.ambiguous": QT_TRANSLATE_NOOP(
        "messages", "Several members fit {names}: write the names apart."
    ),
    "file.many": QT_TRANSLATE_NOOP(
        "messages", "{location} holds several tournaments; open it from the server instead."
    ),
    "url.invalid": QT_TRANSLATE_NOOP(
        "messages",
        "{location} is not a database address. Write it like postgresql://user@host/database.",
    ),
    "url.empty": QT_TRANSLATE_NOOP("messages", "The database {location} holds no tournament."),
    "url.foreign": QT_TRANSLATE_NOOP(
        "messages", "The database {location} belongs to another program, so it was not opened."
    ),
    "url.unreachable": QT_TRANSLATE_NOOP(
        "messages",
        "The database server {location} cannot be reached. Check the address, the network "
        "and the password.",
    ),
    "backup.failed": QT_TRANSLATE_NOOP(
        "messages",
        "The backup could not be written in {location}, so the round was not closed. Check "
        "that the folder can be written and the disk has room, then close the round again.",
    ),
    "backup.database": QT_TRANSLATE_NOOP(
        "messages",
        "Backups are made of tournament files. A tournament on a database server is "
        "backed up on the server.",
    ),
    "import.round_numbers": QT_TRANSLATE_NOOP(
        "messages",
        "{source}: the rounds must be numbered 1, 2, 3 ...; round {round} does not fit.",
    ),
    # what does not exist (any more)
    "not_found": QT_TRANSLATE_NOOP("messages", "Not found: {what} {id}."),
    "player.not_found": QT_TRANSLATE_NOOP("messages", "Player {id} does not exist (any more)."),
    "game.not_found": QT_TRANSLATE_NOOP("messages", "Game {id} does not exist (any more)."),
    "round.not_found": QT_TRANSLATE_NOOP("messages", "Round {id} does not exist."),
    "table.not_found": QT_TRANSLATE_NOOP("messages", "Round {round} has no table {id}."),
    "decision.not_found": QT_TRANSLATE_NOOP(
        "messages", "The decision {id} does not exist (any more)."
    ),
    "absence.not_found": QT_TRANSLATE_NOOP(
        "messages", "The absence {id} does not exist (any more)."
    ),
    "tournament.not_found": QT_TRANSLATE_NOOP("messages", "Tournament {id} does not exist."),
    "tournament.not_in_file": QT_TRANSLATE_NOOP("messages", "{location} holds no tournament {id}."),
    # what the user typed
    "field.not_text": QT_TRANSLATE_NOOP("messages", "Please type {field} as text."),
    "field.empty": QT_TRANSLATE_NOOP("messages", "Please fill in {field}."),
    "field.too_long": QT_TRANSLATE_NOOP("messages", "{field} may have at most {limit} characters."),
    "field.control_character": QT_TRANSLATE_NOOP(
        "messages", "The control character {char} is not allowed for {field}."
    ),
    "field.surrogate": QT_TRANSLATE_NOOP(
        "messages", "The character {char} is not text and not allowed for {field}."
    ),
    "date.format": QT_TRANSLATE_NOOP(
        "messages", "The date '{date}' must be written as YYYY-MM-DD."
    ),
    "setting.unknown_value": QT_TRANSLATE_NOOP(
        "messages", "The setting {field} has no value '{value}'. Choose one of: {allowed}."
    ),
    "setting.penalty_negative": QT_TRANSLATE_NOOP("messages", "The penalty must not be negative."),
    "setting.not_whole": QT_TRANSLATE_NOOP(
        "messages", "The setting {field} must be a whole number."
    ),
    "setting.below_one": QT_TRANSLATE_NOOP("messages", "The setting {field} must be 1 or more."),
    "setting.group_name": QT_TRANSLATE_NOOP(
        "messages", "The group name '{group}' must not be empty nor hold a comma."
    ),
    "setting.variant_locked": QT_TRANSLATE_NOOP(
        "messages", "The variant cannot change once results are entered."
    ),
    "demo.too_few_players": QT_TRANSLATE_NOOP(
        "messages", "A demo tournament needs at least 3 players, not {players}."
    ),
    "demo.negative_rounds": QT_TRANSLATE_NOOP(
        "messages", "The number of rounds must not be negative ({rounds})."
    ),
    # players
    "player.unknown_group": QT_TRANSLATE_NOOP(
        "messages", "There is no group '{group}' in this tournament. Groups: {groups}."
    ),
    "players.none": QT_TRANSLATE_NOOP("messages", "There are no players to import."),
    "player.withdrawn_already": QT_TRANSLATE_NOOP(
        "messages", "{name} (no. {number}) has already withdrawn."
    ),
    "player.not_withdrawn": QT_TRANSLATE_NOOP(
        "messages", "{name} (no. {number}) has not withdrawn."
    ),
    "player.in_rounds": QT_TRANSLATE_NOOP(
        "messages",
        "{name} (no. {number}) cannot be removed: the player is in round {rounds} already. "
        "Use Withdraw instead; the player then leaves from the next round.",
    ),
    # rounds
    "round.still_open": QT_TRANSLATE_NOOP(
        "messages", "Round {round} is still open. Close it before starting the next round."
    ),
    "round.closed": QT_TRANSLATE_NOOP("messages", "Round {round} is closed. Reopen it first."),
    "round.seating_cancelled": QT_TRANSLATE_NOOP(
        "messages", "Seating was cancelled: round {round} was not started."
    ),
    # results by phone
    "phone.base_url": QT_TRANSLATE_NOOP(
        "messages", "'{value}' is not a server address. Write it like http://192.168.1.20:8765."
    ),
    "phone.token": QT_TRANSLATE_NOOP("messages", "The table link is not known."),
    "phone.expired": QT_TRANSLATE_NOOP(
        "messages", "Round {round} is closed, so its table links have expired."
    ),
    "phone.no_game": QT_TRANSLATE_NOOP("messages", "Table {table} has no game {number}."),
    "phone.game_closed": QT_TRANSLATE_NOOP(
        "messages", "Table {table}, game {number} is not open for entry any more."
    ),
    "phone.pending": QT_TRANSLATE_NOOP(
        "messages", "Table {table}, game {number}: a result from the table is waiting already."
    ),
    "phone.hands": QT_TRANSLATE_NOOP("messages", "A phone sends the tiles left, not hands."),
    "phone.confirm": QT_TRANSLATE_NOOP(
        "messages", "Every other player at the table must confirm the result."
    ),
    "phone.no_entry": QT_TRANSLATE_NOOP("messages", "There is no result {id} from a phone."),
    "phone.not_waiting": QT_TRANSLATE_NOOP(
        "messages", "The result {id} from a phone was decided already."
    ),
    "phone.status": QT_TRANSLATE_NOOP(
        "messages", "There is no status '{value}'. Choose one of: {allowed}."
    ),
    "phone.reject_reason": QT_TRANSLATE_NOOP(
        "messages", "Please say why the result is rejected; the phone shows it to the table."
    ),
    "phone.message_long": QT_TRANSLATE_NOOP(
        "messages", "The message may have at most {limit} characters."
    ),
    "clock.paused": QT_TRANSLATE_NOOP("messages", "The round clock is paused already."),
    "clock.running": QT_TRANSLATE_NOOP("messages", "The round clock is running already."),
    "clock.closed": QT_TRANSLATE_NOOP("messages", "The round is closed: its clock has stopped."),
    "round.closed_already": QT_TRANSLATE_NOOP("messages", "Round {round} is closed already."),
    "round.games_missing": QT_TRANSLATE_NOOP(
        "messages",
        "Round {round} cannot close yet: {count} games have no result ({games}). Enter them "
        "or give a director's decision.",
    ),
    "round.open": QT_TRANSLATE_NOOP("messages", "Round {round} is still open."),
    "round.later_started": QT_TRANSLATE_NOOP(
        "messages", "Round {round} cannot be reopened: round {later} has started already."
    ),
    "round.numbering": QT_TRANSLATE_NOOP(
        "messages", "Round {round} cannot start: the rounds stored are not 1 to {last}."
    ),
    "round.field_too_small": QT_TRANSLATE_NOOP(
        "messages",
        "Round {round} cannot be seated: {count} players are too few; a table needs at "
        "least {least}.",
    ),
    "round.group_too_small": QT_TRANSLATE_NOOP(
        "messages",
        "Round {round} cannot be seated: group {group} has only {count} players; a table "
        "needs at least {least}. Move players between the groups on the Players page.",
    ),
    "round.no_group": QT_TRANSLATE_NOOP(
        "messages",
        "Round {round} cannot be seated: a player has no strength group. Give every player "
        "a group on the Players page.",
    ),
    "round.unseatable": QT_TRANSLATE_NOOP("messages", "Round {round} cannot be seated: {reason}"),
    "swap.same_player": QT_TRANSLATE_NOOP("messages", "Choose two different players to swap."),
    "swap.table_has_results": QT_TRANSLATE_NOOP(
        "messages",
        "Table {table} of round {round} has results already, so its seats cannot change.",
    ),
    "swap.no_seat": QT_TRANSLATE_NOOP("messages", "Player {player} has no seat in round {round}."),
    # games: results and decisions
    "game.round_closed": QT_TRANSLATE_NOOP(
        "messages", "The round is closed. Reopen it on the Rounds page to correct results."
    ),
    "game.no_result": QT_TRANSLATE_NOOP("messages", "The game has no result to clear."),
    "result.refused": QT_TRANSLATE_NOOP("messages", "The result was not saved: {problems}"),
    "result.strangers": _STRANGERS,
    "result.tiles_not_whole": QT_TRANSLATE_NOOP(
        "messages", "The tiles left of player {player} must be a whole number."
    ),
    "result.claims_not_number": QT_TRANSLATE_NOOP(
        "messages", "The claims of player {player} must be a whole number."
    ),
    "decision.unknown_kind": QT_TRANSLATE_NOOP(
        "messages", "There is no decision '{value}'. Choose one of: {allowed}."
    ),
    "decision.strangers": _STRANGERS,
    "decision.tiles_invalid": QT_TRANSLATE_NOOP(
        "messages", "The tiles left of player {player} must be a whole number, 0 or more."
    ),
    "decision.takes_no_values": QT_TRANSLATE_NOOP(
        "messages", "This decision takes no points or tiles."
    ),
    "decision.penalty_not_neutralised": QT_TRANSLATE_NOOP(
        "messages", "A penalty is given only when a game is neutralised."
    ),
    "decision.tiles_missing": QT_TRANSLATE_NOOP(
        "messages",
        "A game ended early needs the tiles left of every player (missing: players {players}).",
    ),
    "decision.points_missing": QT_TRANSLATE_NOOP(
        "messages", "Setting the points needs the points of every player (missing: {players})."
    ),
    "decision.refused": QT_TRANSLATE_NOOP("messages", "The decision was not saved: {problems}"),
    "decision.withdrawn_already": QT_TRANSLATE_NOOP(
        "messages", "The decision was withdrawn already."
    ),
    # a player who left the table during the round
    "absence.unknown_award": QT_TRANSLATE_NOOP(
        "messages", "There is no award '{value}'. Choose one of: {allowed}."
    ),
    "absence.already": QT_TRANSLATE_NOOP("messages", "{name} has left the table already."),
    "absence.not_at_table": QT_TRANSLATE_NOOP(
        "messages", "Player {player} does not sit at this table."
    ),
    "absence.too_few": QT_TRANSLATE_NOOP(
        "messages",
        "Only {count} players would be left, and a game needs {least}. Neutralise or average the "
        "remaining games instead.",
    ),
    "absence.games_taken": QT_TRANSLATE_NOOP(
        "messages", "Game {games} of this table has a result or a decision already. Clear it first."
    ),
    "absence.games_played": QT_TRANSLATE_NOOP(
        "messages", "Game {games} was played without the player. Clear it first."
    ),
    # the card games
    "setting.above": QT_TRANSLATE_NOOP("messages", "The setting {field} must be at most {limit}."),
    "result.cards_not_whole": QT_TRANSLATE_NOOP(
        "messages", "Player {player}: {value} is not a whole number."
    ),
    "setting.game_seated": QT_TRANSLATE_NOOP(
        "messages",
        "A round is seated already: the game cannot change to one with other tables or games.",
    ),
    "decision.takes_no_result": QT_TRANSLATE_NOOP(
        "messages", "Only a card game's ended-early decision takes the match's result."
    ),
    "decision.result_missing": QT_TRANSLATE_NOOP(
        "messages", "A card game ended early needs the match as it stood (its deals or points)."
    ),
    "phone.card_game": QT_TRANSLATE_NOOP(
        "messages", "{game} results are entered at the desk, not by phone."
    ),
    "result.cards_not_text": QT_TRANSLATE_NOOP(
        "messages", "Player {player}: the cards must be written as text."
    ),
}
"""Every error code's text; its named placeholders are keys of the error's data."""

# Leads for a refusal the app cannot word itself: the service's words follow.
KIND_LEADS: dict[str, object] = {
    "result": QT_TRANSLATE_NOOP("messages", "The result was not saved:"),
    "state": QT_TRANSLATE_NOOP("messages", "Not possible now:"),
    "invalid": QT_TRANSLATE_NOOP("messages", "The input was not accepted:"),
    "not_found": QT_TRANSLATE_NOOP("messages", "Not found:"),
}

# Names of the fields the services check (data["field"]).
FIELDS: dict[str, object] = {
    "name": QT_TRANSLATE_NOOP("messages", "the name"),
    "tournament name": QT_TRANSLATE_NOOP("messages", "the tournament's name"),
    "club": QT_TRANSLATE_NOOP("messages", "the club"),
    "group": QT_TRANSLATE_NOOP("messages", "the group"),
    "place": QT_TRANSLATE_NOOP("messages", "the venue"),
    "director": QT_TRANSLATE_NOOP("messages", "the director"),
    "author": QT_TRANSLATE_NOOP("messages", "the author"),
    "date": QT_TRANSLATE_NOOP("messages", "the date"),
    "the reason": QT_TRANSLATE_NOOP("messages", "the reason"),
    "the decision's reason": QT_TRANSLATE_NOOP("messages", "the reason of the decision"),
    "the reason for withdrawing": QT_TRANSLATE_NOOP("messages", "the reason for withdrawing"),
}

_GAME_AT = QT_TRANSLATE_NOOP("messages", "Round {0}, table {1}, game {2}")
_TABLE_GAME = QT_TRANSLATE_NOOP("messages", "table {0} game {1}")
_ENTRY_AT = QT_TRANSLATE_NOOP("messages", "Player {0}")


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def _fill(template: object, data: Mapping[str, Any], extra: Mapping[str, Any]) -> str | None:
    """``template`` translated and filled from ``data``; None if the data does not fit."""
    values = {key: shown(key, value) for key, value in data.items()}
    values.update(extra)
    try:
        return _tr(template).format_map(values)
    except (KeyError, IndexError, ValueError):
        return None


def _placed(text: str, data: Mapping[str, Any]) -> str:
    """``text`` after the game or the imported player the data names, if any."""
    if all(key in data for key in ("round", "table", "game")):
        where = _tr(_GAME_AT).format(data["round"], data["table"], data["game"])
        return f"{where}: {_first_upper(text)}"
    if "entry" in data:
        return f"{_tr(_ENTRY_AT).format(data['entry'])}: {_first_upper(text)}"
    return _first_upper(text)


def error_text(code: str, data: Mapping[str, Any]) -> str | None:
    """The error ``code`` with ``data`` in the user's language, or None if unknown."""
    template = ERROR_TEXTS.get(code)
    if template is None:
        return None
    field = str(data.get("field", ""))
    extra = {
        "location": data.get("path") or data.get("url") or data.get("location") or "",
        "field": _tr(FIELDS[field]) if field in FIELDS else field,
    }
    missing = data.get("missing")
    if isinstance(missing, list) and isinstance(data.get("shown"), int):
        # Games without a result, as (table, game): the first few, then "...".
        games = [_tr(_TABLE_GAME).format(*place) for place in missing[: data["shown"]]]
        extra["games"] = ", ".join(games) + (" …" if len(missing) > data["shown"] else "")
    text = _fill(template, data, extra)
    return None if text is None else _placed(text, data)


def _refused_problems(data: Mapping[str, Any]) -> dict[str, str]:
    """A refused result's problems (each with the scoring check's code and data) worded
    in the user's language, as the score entry words them."""
    from tournament.services.preview import GameProblem, GameProblemKind
    from tournament.ui.entry.score_check import problem_texts

    found: list[GameProblem] = []
    for detail in data.get("details") or ():
        try:
            kind = GameProblemKind(detail.get("code"))
        except (AttributeError, ValueError):
            return {}
        found.append(GameProblem(kind, detail.get("player"), dict(detail.get("data") or {})))
    return {"problems": " ".join(problem_texts(found, {}))} if found else {}


def service_text(exc: BaseException) -> str | None:
    """``exc`` (a ValueError with ``code`` and ``data``) in the user's language, or None."""
    code = getattr(exc, "code", None)
    if not isinstance(exc, ValueError) or not isinstance(code, str):
        return None
    data = getattr(exc, "data", None)
    data = data if isinstance(data, Mapping) else {}
    if code == "result.refused":
        data = {**data, **_refused_problems(data)}
    worded = error_text(code, data)
    if worded is not None:
        return worded
    message = str(exc).strip()
    kind = getattr(exc, "kind", code)
    if kind in KIND_LEADS and message:
        # An unforeseen refusal: the lead says in the user's language what happened,
        # the service's own words name what and where.
        return f"{_tr(KIND_LEADS[kind])} {message}"
    return None


# -- the audit log's one-line summaries ---------------------------------------------------

SUMMARY_TEXTS: dict[str, object] = {
    "tournament.created": QT_TRANSLATE_NOOP("messages", "Tournament '{name}' created"),
    "tournament.imported": QT_TRANSLATE_NOOP(
        "messages", "Tournament '{name}' imported from {source}"
    ),
    "tournament.changed": QT_TRANSLATE_NOOP("messages", "Tournament changed: {fields}"),
    "backup.restored": QT_TRANSLATE_NOOP("messages", "Restored from backup {name}"),
    "player.registered": QT_TRANSLATE_NOOP("messages", "Player {number} {name} registered"),
    "player.registered_late": QT_TRANSLATE_NOOP(
        "messages", "Player {number} {name} registered (late entry, from round {round})"
    ),
    "players.imported": QT_TRANSLATE_NOOP("messages", "{count} players imported"),
    "players.grouped": QT_TRANSLATE_NOOP("messages", "{count} players put into groups by rating"),
    "player.edited": QT_TRANSLATE_NOOP("messages", "Player {number} edited: {old} → {new}"),
    "player.withdrawn": QT_TRANSLATE_NOOP(
        "messages", "Player {number} {name} withdrawn after round {round}"
    ),
    "player.withdrawn_because": QT_TRANSLATE_NOOP(
        "messages", "Player {number} {name} withdrawn after round {round}: {reason}"
    ),
    "player.reinstated": QT_TRANSLATE_NOOP("messages", "Player {number} {name} reinstated"),
    "player.removed": QT_TRANSLATE_NOOP("messages", "Player {number} {name} removed"),
    "round.started": QT_TRANSLATE_NOOP("messages", "Round {round} started: {tables} tables"),
    "round.started_sitting_out": QT_TRANSLATE_NOOP(
        "messages", "Round {round} started: {tables} tables, {sitting_out} sitting out"
    ),
    "round.swapped": QT_TRANSLATE_NOOP("messages", "Round {round}: {a} and {b} swapped seats"),
    "round.closed": QT_TRANSLATE_NOOP("messages", "Round {round} closed"),
    "round.reopened": QT_TRANSLATE_NOOP("messages", "Round {round} reopened"),
    "round.clock_paused": QT_TRANSLATE_NOOP("messages", "Round {round}: clock paused"),
    "round.clock_resumed": QT_TRANSLATE_NOOP("messages", "Round {round}: clock resumed"),
    "result.entered": QT_TRANSLATE_NOOP("messages", "result entered ({shown})"),
    "result.corrected": QT_TRANSLATE_NOOP("messages", "result corrected ({shown})"),
    "result.cleared": QT_TRANSLATE_NOOP("messages", "result cleared"),
    "decision.applied": QT_TRANSLATE_NOOP("messages", "decision {kind} ({reason})"),
    "decision.withdrawn": QT_TRANSLATE_NOOP("messages", "decision {kind} withdrawn ({reason})"),
    "absence.recorded": QT_TRANSLATE_NOOP(
        "messages", "{name} left the table, {award} for the games missed ({reason})"
    ),
    "absence.withdrawn": QT_TRANSLATE_NOOP(
        "messages", "{name} back at the table (left by mistake: {reason})"
    ),
    "history.undo": QT_TRANSLATE_NOOP("messages", "Undo: {summary}"),
    "history.redo": QT_TRANSLATE_NOOP("messages", "Redo: {summary}"),
}
"""Every summary code's text; its named placeholders are keys of the summary's data."""

DECISION_KINDS: dict[str, object] = {
    "ended_early": QT_TRANSLATE_NOOP("messages", "ended early"),
    "neutralised": QT_TRANSLATE_NOOP("messages", "neutralised"),
    "average": QT_TRANSLATE_NOOP("messages", "averages"),
    "points": QT_TRANSLATE_NOOP("messages", "points set"),
}

AWARDS: dict[str, object] = {
    "average": QT_TRANSLATE_NOOP("messages", "their average"),
    "nothing": QT_TRANSLATE_NOOP("messages", "nothing"),
}

CHANGED_FIELDS: dict[str, object] = {
    "name": QT_TRANSLATE_NOOP("messages", "name"),
    "date": QT_TRANSLATE_NOOP("messages", "date"),
    "place": QT_TRANSLATE_NOOP("messages", "venue"),
    "director": QT_TRANSLATE_NOOP("messages", "director"),
    "settings": QT_TRANSLATE_NOOP("messages", "settings"),
    "nothing": QT_TRANSLATE_NOOP("messages", "nothing"),
}


def _word(words: Mapping[str, object], value: object) -> str:
    text = words.get(str(value))
    return _tr(text) if text is not None else str(value)


def summary_text(code: str, data: Mapping[str, Any], english: str) -> str:
    """An audit summary in the user's language; ``english`` (the stored line) for an entry
    without a known code."""
    template = SUMMARY_TEXTS.get(code)
    if template is None:
        return english
    extra: dict[str, Any] = {}
    if "kind" in data:
        extra["kind"] = _word(DECISION_KINDS, data["kind"])
    if "award" in data:
        extra["award"] = _word(AWARDS, data["award"])
    if isinstance(data.get("fields"), list):
        extra["fields"] = ", ".join(_word(CHANGED_FIELDS, f) for f in data["fields"])
    of = data.get("of")
    if isinstance(of, Mapping):
        inner = of.get("data")
        extra["summary"] = summary_text(
            str(of.get("code", "")),
            inner if isinstance(inner, Mapping) else {},
            str(data.get("summary", "")),
        )
    text = _fill(template, data, extra)
    if text is None:
        return english
    if all(key in data for key in ("round", "table", "game")):
        where = _tr(_GAME_AT).format(data["round"], data["table"], data["game"])
        return f"{where}: {text}"
    return text
