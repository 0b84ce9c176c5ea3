"""Errors the services raise; all are ``ValueError`` subclasses with ``code`` and ``data``.

Each refusal has its own stable code (``round.still_open``, ``player.withdrawn_already``)
and names what and where in ``data``; ``ENGLISH`` below holds its plain English sentence
(``str(error)``, for the command line and the logs), and the UI words it from the same code
and data in the user's language (``tournament.ui.messages``). Data that names a game
(``round``, ``table``, ``game``) puts "round 2, table 3, game 1: " before the sentence.

The classes say what kind of refusal it is: ``NotFoundError`` (no such row),
``InvalidInputError`` (bad input, ``data["field"]`` names it), ``InvalidStateError`` (not
possible now), ``InvalidResultError`` (a result the checks reject), ``ConflictError``
(another desk changed it first; ``data["current"]`` is the current value), ``StoreError``
and ``FileRefusedError`` (files and databases, see ``tournament.store.errors``) and
``CancelledError`` (the caller cancelled a long action, seating a round; nothing changed).
"""

from __future__ import annotations

from tournament.store.errors import (
    ENGLISH,
    ConflictError,
    FileRefusedError,
    StoreError,
    TournamentError,
    shown,
)

__all__ = [
    "ENGLISH",
    "CancelledError",
    "ConflictError",
    "FileRefusedError",
    "InvalidInputError",
    "InvalidResultError",
    "InvalidStateError",
    "NotFoundError",
    "StoreError",
    "TournamentError",
    "shown",
]

SERVICE_ENGLISH: dict[str, str] = {
    "not_found": "{what} {id} does not exist",
    "player.not_found": "player {id} does not exist",
    "game.not_found": "game {id} does not exist",
    "round.not_found": "round {id} does not exist",
    "table.not_found": "round {round} has no table {id}",
    "decision.not_found": "decision {id} does not exist",
    "absence.not_found": "absence {id} does not exist",
    "tournament.not_found": "tournament {id} does not exist",
    "tournament.not_in_file": "{location}: no tournament {id}",
    # what the user typed
    "field.not_text": "{field} must be text, not {value}",
    "field.empty": "{field} must not be empty",
    "field.too_long": "{field} is longer than {limit} characters ({length})",
    "field.control_character": "{field} contains the control character {char}",
    "field.surrogate": "{field} contains the unpaired surrogate {char} (not text)",
    "date.format": "date {date!r} must be YYYY-MM-DD",
    "setting.unknown_value": "setting {field}: unknown value {value!r} (use one of {allowed})",
    "setting.penalty_negative": "setting neutral_penalty must not be negative",
    "setting.not_whole": "setting {field} must be a whole number",
    "setting.below_one": "setting {field} must be 1 or more",
    "setting.above": "setting {field} must be at most {limit}",
    "setting.group_name": "group name {group!r} must be non-empty, no commas",
    "setting.variant_locked": "the variant cannot change once results are entered",
    "setting.game_seated": (
        "the game cannot change to one with other tables or games once a round is seated"
    ),
    "conflict.tournament": "the tournament was changed meanwhile; nothing was saved",
    # players
    "player.unknown_group": "unknown group {group!r} (groups: {groups})",
    "players.none": "no players to import",
    "player.withdrawn_already": "player {number} {name} is already withdrawn",
    "player.not_withdrawn": "player {number} {name} is not withdrawn",
    "player.in_rounds": (
        "player {number} {name} cannot be removed: already in round {rounds}; "
        "withdraw the player instead"
    ),
    "conflict.player": "player {number} {name} was changed meanwhile; nothing was saved",
    "conflict.player_removed": (
        "player {number} {name} was changed meanwhile; nothing was removed"
    ),
    # rounds
    "round.still_open": "round {round} is still open: close it before starting the next",
    "round.closed": "round {round} is closed",
    "round.seating_cancelled": "round {round}: the seating was cancelled",
    # results by phone (services/phone.py)
    "phone.base_url": "{value!r} is not a server address like http://192.168.1.20:8765",
    "phone.token": "unknown table link",
    "phone.expired": "round {round} is closed: the table link has expired",
    "phone.no_game": "table {table} has no game {number}",
    "phone.card_game": "{game} results are entered at the desk, not by phone",
    "phone.game_closed": "table {table}, game {number} is not open for entry",
    "phone.pending": "table {table}, game {number}: a result was sent already",
    "phone.hands": "a phone sends tiles left, not hands",
    "phone.confirm": "every other player at the table must confirm the result",
    "phone.no_entry": "no result {id} from a phone",
    "phone.not_waiting": "result {id} from a phone is not waiting",
    "phone.status": "unknown status {value!r} (use one of {allowed})",
    "phone.reject_reason": "say why the result is rejected",
    "phone.message_long": "the message is longer than {limit} characters",
    "clock.closed": "round {round} is closed: its clock has stopped",
    "clock.paused": "the clock of round {round} is already paused",
    "clock.running": "the clock of round {round} is not paused",
    "round.closed_already": "round {round} is already closed",
    "round.games_missing": "round {round} cannot close: {count} games without a result ({games})",
    "round.open": "round {round} is open",
    "round.later_started": "round {round} cannot reopen: round {later} has started",
    "round.numbering": "round {round}: the stored rounds are not 1..{last}",
    "round.field_too_small": (
        "round {round} cannot be seated: the field has only {count} players; "
        "a table needs at least {least}"
    ),
    "round.group_too_small": (
        "round {round} cannot be seated: group {group!r} has only {count} players; "
        "a table needs at least {least}"
    ),
    "round.no_group": "round {round} cannot be seated: player {player} has no strength group",
    "round.unseatable": "round {round} cannot be seated: {reason}",
    "swap.same_player": "a player cannot swap with themself",
    "swap.table_has_results": (
        "table {table} of round {round} already has results: seats cannot change"
    ),
    "swap.no_seat": "player {player} has no seat in round {round}",
    "backup.database": (
        "backups are made of tournament files; back up the database server instead"
    ),
    # games, results and decisions
    "game.round_closed": "the round is closed; reopen it to correct results",
    "conflict.game": "another desk saved this game meanwhile; nothing was saved",
    "game.no_result": "has no result to clear",
    "result.refused": "result refused: {problems}",
    "result.strangers": "{what} for players not at this table: {players}",
    "result.tiles_not_whole": "tiles left of player {player} must be a whole number, not {value}",
    "result.claims_not_number": "claims of player {player}: not a number",
    "result.cards_not_whole": "{what} of player {player} must be a whole number, not {value}",
    "result.cards_not_text": "{what} of player {player} must be cards as text",
    "decision.unknown_kind": "unknown decision {value!r} (use one of {allowed})",
    "decision.strangers": "values for players not at this table: {players}",
    "decision.tiles_invalid": "tiles left of player {player} must be a whole number >= 0",
    "decision.takes_no_values": "a {kind} decision takes no values",
    "decision.takes_no_result": "only a card game's ended-early decision takes the match's result",
    "decision.result_missing": "a card game ended early needs the match as it stood",
    "decision.penalty_not_neutralised": "a penalty belongs to a neutralised game",
    "decision.tiles_missing": (
        "ended early needs the tiles left of every player (missing: {players})"
    ),
    "decision.points_missing": (
        "a points decision needs every player's points (missing: {players})"
    ),
    "decision.refused": "decision refused: {problems}",
    "decision.withdrawn_already": "the decision is already withdrawn",
    # a player who left the table
    "absence.unknown_award": "unknown award {value!r} (use one of {allowed})",
    "absence.already": "{name} has already left the table",
    "absence.not_at_table": "player {player} is not at this table",
    "absence.too_few": (
        "only {count} players would be left; a game needs {least}: neutralise or average the "
        "remaining games instead"
    ),
    "absence.games_taken": "game {games} of the table already has a result or a decision; "
    "clear it first",
    "absence.games_played": "game {games} was played without the player; clear it first",
    # history
    "undo.nothing": "nothing to undo",
    "redo.nothing": "nothing to redo",
    "conflict.undo": (
        "the last action is no longer the one to {word}: {summary!r} (by {author}) came in between"
    ),
    # files
    "file.many": "{path}: holds {count} tournaments",
    "import.round_numbers": "{source}: rounds must be numbered 1, 2, ...; found round {round}",
    "demo.too_few_players": "a demo needs at least 3 players, not {players}",
    "demo.negative_rounds": "rounds must not be negative ({rounds})",
    # the club register and groups by rating
    "players.no_groups": "the tournament has no strength groups: name them in the settings",
    "players.grouping": "the groups by rating cannot be made: {reason}",
    "club.no_name": "a member needs a name",
    "club.number_taken": "membership number {number} is given already",
    "club.no_member": "no member has the membership number {number}",
    "club.unmatched": "not in the club register: {names}",
    "club.ambiguous": "several members fit {names}: write the names apart",
}
"""The services' codes and their English sentences (``str(error)``)."""
ENGLISH.update(SERVICE_ENGLISH)


class NotFoundError(TournamentError):
    code = "not_found"


class InvalidInputError(TournamentError):
    code = "invalid"


class InvalidStateError(TournamentError):
    code = "state"


class InvalidResultError(TournamentError):
    code = "result"


class CancelledError(TournamentError):
    code = "cancelled"
