"""The services' refusals worded in the user's language from their code and data.

A service error carries a stable ``code`` and ``data``; its ``str()`` is a plain English
sentence whose shape is fixed for each kind of refusal. Where ``data`` names everything, the
sentence is built from it; otherwise the English sentence is read with a pattern (the parts
it names: round, table, player, counts) and worded anew. Only a refusal none of these know
keeps the service's own words, after a lead in the user's language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


def _tr(text: object) -> str:
    return QCoreApplication.translate("messages", str(text))


# Texts for a code alone; {0} is the file or URL the error names.
CODE_TEXTS: dict[str, object] = {
    "conflict": QT_TRANSLATE_NOOP(
        "messages",
        "Another desk changed this a moment ago. The window now shows the current state; "
        "please check it and enter your change again.",
    ),
    "undo.nothing": QT_TRANSLATE_NOOP("messages", "There is nothing to undo."),
    "redo.nothing": QT_TRANSLATE_NOOP("messages", "There is nothing to redo."),
    "file.exists": QT_TRANSLATE_NOOP(
        "messages", "{0} exists already and is never overwritten. Please choose another name."
    ),
    "file.missing": QT_TRANSLATE_NOOP("messages", "The tournament file {0} does not exist."),
    "file.newer": QT_TRANSLATE_NOOP(
        "messages",
        "{0} was written by a newer version of the program. Please update the program.",
    ),
    "file.older": QT_TRANSLATE_NOOP(
        "messages", "{0} was written by an older version of the program and cannot be updated."
    ),
    "file.foreign": QT_TRANSLATE_NOOP(
        "messages", "{0} is not a tournament file of this program, so it was not opened."
    ),
    "file.refused": QT_TRANSLATE_NOOP(
        "messages", "{0} is not a tournament file of this program, so it was not opened."
    ),
    "file.damaged": QT_TRANSLATE_NOOP(
        "messages", "{0} is damaged and cannot be opened. A backup of it can be restored."
    ),
    "file.unreadable": QT_TRANSLATE_NOOP("messages", "The file {0} cannot be read."),
    "file.name": QT_TRANSLATE_NOOP("messages", "A tournament file needs a name ending in .srt."),
    "file.many": QT_TRANSLATE_NOOP(
        "messages", "{0} holds several tournaments; open it from the server instead."
    ),
    "url.invalid": QT_TRANSLATE_NOOP(
        "messages",
        "{0} is not a database address. Write it like postgresql://user@host/database.",
    ),
    "url.empty": QT_TRANSLATE_NOOP("messages", "The database {0} holds no tournament."),
    "url.foreign": QT_TRANSLATE_NOOP(
        "messages", "The database {0} belongs to another program, so it was not opened."
    ),
    "url.unreachable": QT_TRANSLATE_NOOP(
        "messages",
        "The database server {0} cannot be reached. Check the address, the network and "
        "the password.",
    ),
    "backup.failed": QT_TRANSLATE_NOOP(
        "messages",
        "The backup could not be written in {0}, so the round was not closed. Check that "
        "the folder can be written and the disk has room, then close the round again.",
    ),
    "backup.database": QT_TRANSLATE_NOOP(
        "messages",
        "Backups are made of tournament files. A tournament on a database server is "
        "backed up on the server.",
    ),
    # The round clock (services/clock.py).
    "clock.paused": QT_TRANSLATE_NOOP("messages", "The round clock is paused already."),
    "clock.running": QT_TRANSLATE_NOOP("messages", "The round clock is running already."),
    "clock.closed": QT_TRANSLATE_NOOP("messages", "The round is closed: its clock has stopped."),
}

# Leads for a refusal the app cannot word itself: the service's words follow.
CODE_LEADS: dict[str, object] = {
    "result": QT_TRANSLATE_NOOP("messages", "The result was not saved:"),
    "state": QT_TRANSLATE_NOOP("messages", "Not possible now:"),
    "invalid": QT_TRANSLATE_NOOP("messages", "The input was not accepted:"),
    "not_found": QT_TRANSLATE_NOOP("messages", "Not found:"),
}

# What a not_found error names (data["what"]); {0} is its number.
WHATS: dict[str, object] = {
    "player": QT_TRANSLATE_NOOP("messages", "Player {0} does not exist (any more)."),
    "game": QT_TRANSLATE_NOOP("messages", "Game {0} does not exist (any more)."),
    "round": QT_TRANSLATE_NOOP("messages", "Round {0} does not exist."),
    "decision": QT_TRANSLATE_NOOP("messages", "The decision {0} does not exist (any more)."),
    "tournament": QT_TRANSLATE_NOOP("messages", "Tournament {0} does not exist."),
    "backup": QT_TRANSLATE_NOOP("messages", "The backup {0} does not exist."),
}

# Names of the fields the services check (data["field"] or the start of the sentence).
FIELDS: dict[str, object] = {
    "name": QT_TRANSLATE_NOOP("messages", "the name"),
    "tournament name": QT_TRANSLATE_NOOP("messages", "the tournament's name"),
    "club": QT_TRANSLATE_NOOP("messages", "the club"),
    "group": QT_TRANSLATE_NOOP("messages", "the group"),
    "place": QT_TRANSLATE_NOOP("messages", "the venue"),
    "director": QT_TRANSLATE_NOOP("messages", "the director"),
    "author": QT_TRANSLATE_NOOP("messages", "the author"),
    "date": QT_TRANSLATE_NOOP("messages", "the date"),
    "the decision's reason": QT_TRANSLATE_NOOP("messages", "the reason of the decision"),
    "the reason for withdrawing": QT_TRANSLATE_NOOP("messages", "the reason for withdrawing"),
}

_WHERE = re.compile(
    r"^round (?P<r>\d+), table (?P<t>\d+), game (?P<g>\d+)(?: \((?P<who>[^)]*)\))?: "
)
_PLAYER_WHERE = re.compile(r"^(?P<where>.+?): (?P<field>name|club|group) ")

# (pattern of the service's English sentence, the text in the user's language). The named
# groups of the pattern fill the placeholders of the same name.
PATTERNS: list[tuple[re.Pattern[str], object]] = [
    (
        re.compile(r"^(?P<field>.+) must not be empty$"),
        QT_TRANSLATE_NOOP("messages", "Please fill in {field}."),
    ),
    (
        re.compile(r"^(?P<field>.+) is longer than (?P<n>\d+) characters$"),
        QT_TRANSLATE_NOOP("messages", "{field} may have at most {n} characters."),
    ),
    (
        re.compile(r"^(?:.*: )?unknown group '(?P<group>[^']*)'(?: \(groups: (?P<groups>.*)\))?$"),
        QT_TRANSLATE_NOOP(
            "messages", "There is no group '{group}' in this tournament. Groups: {groups}."
        ),
    ),
    (
        re.compile(r"^player (?P<n>\d+) (?P<name>.+) is already withdrawn$"),
        QT_TRANSLATE_NOOP("messages", "{name} (no. {n}) has already withdrawn."),
    ),
    (
        re.compile(r"^player (?P<n>\d+) (?P<name>.+) is not withdrawn$"),
        QT_TRANSLATE_NOOP("messages", "{name} (no. {n}) has not withdrawn."),
    ),
    (
        re.compile(
            r"^player (?P<n>\d+) (?P<name>.+) was changed meanwhile; nothing was (?:saved|removed)$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "Another desk changed {name} (no. {n}) a moment ago; nothing was saved. "
            "Please check the player and enter your change again.",
        ),
    ),
    (
        re.compile(
            r"^round (?P<r>\d+) cannot be seated: round \d+: the field has only (?P<k>\d+) "
            r"players; a table needs at least (?P<m>\d+)$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "Round {r} cannot be seated: {k} players are too few; a table needs at least {m}.",
        ),
    ),
    (
        re.compile(
            r"^round (?P<r>\d+) cannot be seated: round \d+: group '(?P<g>[^']*)' has only "
            r"(?P<k>\d+) players; a table needs at least (?P<m>\d+)$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "Round {r} cannot be seated: group {g} has only {k} players; a table needs at "
            "least {m}. Move players between the groups on the Players page.",
        ),
    ),
    (
        re.compile(r"^round (?P<r>\d+) cannot be seated: player (?P<p>\d+) has no strength group$"),
        QT_TRANSLATE_NOOP(
            "messages",
            "Round {r} cannot be seated: a player has no strength group. Give every player "
            "a group on the Players page.",
        ),
    ),
    (
        re.compile(
            r"^player (?P<n>\d+) (?P<name>.+) cannot be removed: already in rounds? "
            r"(?P<rounds>[\d, ]+); withdraw the player instead$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "{name} (no. {n}) cannot be removed: the player is in round {rounds} already. "
            "Use Withdraw instead; the player then leaves from the next round.",
        ),
    ),
    (
        re.compile(r"^round (?P<r>\d+) is still open: close it before starting the next$"),
        QT_TRANSLATE_NOOP(
            "messages", "Round {r} is still open. Close it before starting the next round."
        ),
    ),
    (
        re.compile(
            r"^table (?P<t>\d+) of round (?P<r>\d+) already has results: seats cannot change$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "Table {t} of round {r} has results already, so its seats cannot change.",
        ),
    ),
    (
        re.compile(r"^a player cannot swap with themself$"),
        QT_TRANSLATE_NOOP("messages", "Choose two different players to swap."),
    ),
    (
        re.compile(r"^player (?P<p>\d+) has no seat in round (?P<r>\d+)$"),
        QT_TRANSLATE_NOOP("messages", "Player {p} has no seat in round {r}."),
    ),
    (
        re.compile(r"^round (?P<r>\d+) is closed$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} is closed. Reopen it first."),
    ),
    (
        re.compile(r"^round (?P<r>\d+) is already closed$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} is closed already."),
    ),
    (
        re.compile(
            r"^round (?P<r>\d+) cannot close: (?P<k>\d+) games without a result \((?P<games>.*)\)$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "Round {r} cannot close yet: {k} games have no result ({games}). Enter them or "
            "give a director's decision.",
        ),
    ),
    (
        re.compile(r"^round (?P<r>\d+) cannot reopen: round (?P<s>\d+) has started$"),
        QT_TRANSLATE_NOOP(
            "messages", "Round {r} cannot be reopened: round {s} has started already."
        ),
    ),
    (
        re.compile(r"^round (?P<r>\d+) is open$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} is still open."),
    ),
    (
        re.compile(r"^the round is closed; reopen it to correct results$"),
        QT_TRANSLATE_NOOP(
            "messages", "The round is closed. Reopen it on the Rounds page to correct results."
        ),
    ),
    (
        re.compile(r"^has no result to clear$"),
        QT_TRANSLATE_NOOP("messages", "The game has no result to clear."),
    ),
    (
        re.compile(r"^the decision is already withdrawn$"),
        QT_TRANSLATE_NOOP("messages", "The decision was withdrawn already."),
    ),
    (
        re.compile(r"^another desk saved this game meanwhile; nothing was saved$"),
        QT_TRANSLATE_NOOP(
            "messages",
            "Another desk saved this game a moment ago; nothing was saved. The window now "
            "shows that result; please check it.",
        ),
    ),
    (
        re.compile(r"^the variant cannot change once results are entered$"),
        QT_TRANSLATE_NOOP("messages", "The variant cannot change once results are entered."),
    ),
    (
        re.compile(r"^date '(?P<date>[^']*)' must be YYYY-MM-DD$"),
        QT_TRANSLATE_NOOP("messages", "The date '{date}' must be written as YYYY-MM-DD."),
    ),
    (
        re.compile(r"^no players to import$"),
        QT_TRANSLATE_NOOP("messages", "There are no players to import."),
    ),
    (
        re.compile(r"^(?:.*: )?setting neutral_penalty must not be negative$"),
        QT_TRANSLATE_NOOP("messages", "The penalty must not be negative."),
    ),
    (
        re.compile(r"^(?:.*: )?setting (?P<name>\w+) must be 1 or more$"),
        QT_TRANSLATE_NOOP("messages", "The setting {name} must be 1 or more."),
    ),
    (
        re.compile(r"^group name '(?P<group>[^']*)' must be non-empty, no commas$"),
        QT_TRANSLATE_NOOP(
            "messages", "The group name '{group}' must not be empty nor hold a comma."
        ),
    ),
    (
        re.compile(r"^tiles left of player (?P<p>\d+) must be a whole number.*$"),
        QT_TRANSLATE_NOOP("messages", "The tiles left of player {p} must be a whole number."),
    ),
    (
        re.compile(
            r"^player (?P<p>\d+): tiles left says (?P<a>\d+) but the hand holds (?P<b>\d+) tiles$"
        ),
        QT_TRANSLATE_NOOP(
            "messages", "Player {p}: {a} tiles left were typed, but the hand holds {b} tiles."
        ),
    ),
    (
        re.compile(
            r"^hand of player (?P<p>\d+) holds a joker, but this tournament plays without jokers$"
        ),
        QT_TRANSLATE_NOOP(
            "messages",
            "The hand of player {p} holds a joker, but this tournament plays without jokers.",
        ),
    ),
    (
        re.compile(r"^(?:tiles left|claims) for players not at this table: (?P<p>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Players {p} do not sit at this table."),
    ),
    (
        re.compile(r"^values for players not at this table: (?P<p>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Players {p} do not sit at this table."),
    ),
    (
        re.compile(r"^ended early needs the tiles left of every player \(missing: (?P<p>.*)\)$"),
        QT_TRANSLATE_NOOP(
            "messages",
            "A game ended early needs the tiles left of every player (missing: players {p}).",
        ),
    ),
    (
        re.compile(r"^tiles left of player (?P<p>\d+) must be a whole number >= 0$"),
        QT_TRANSLATE_NOOP(
            "messages", "The tiles left of player {p} must be a whole number, 0 or more."
        ),
    ),
    (
        re.compile(r"^a points decision needs every player's points \(missing: (?P<p>.*)\)$"),
        QT_TRANSLATE_NOOP(
            "messages", "Setting the points needs the points of every player (missing: {p})."
        ),
    ),
    (
        re.compile(r"^a (?P<kind>\w+) decision takes no values$"),
        QT_TRANSLATE_NOOP("messages", "This decision takes no points or tiles."),
    ),
    (
        re.compile(r"^a penalty belongs to a neutralised game$"),
        QT_TRANSLATE_NOOP("messages", "A penalty is given only when a game is neutralised."),
    ),
    (
        re.compile(r"^the last action is no longer the one to (?P<word>undo|redo): .*$"),
        QT_TRANSLATE_NOOP(
            "messages",
            "Another desk changed the tournament since; this step can no longer be undone "
            "or redone from here.",
        ),
    ),
    (
        re.compile(r"^the tournament was changed meanwhile; nothing was saved$"),
        QT_TRANSLATE_NOOP(
            "messages",
            "Another desk changed the tournament a moment ago; nothing was saved. Please "
            "open the settings again.",
        ),
    ),
]


def _field(name: str) -> str:
    text = FIELDS.get(name)
    return _tr(text) if text is not None else name


def _first_upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def word_sentence(sentence: str) -> str | None:
    """The service's English ``sentence`` in the user's language, or None if unknown."""
    where = ""
    match = _WHERE.match(sentence)
    if match:
        where = _tr(QT_TRANSLATE_NOOP("messages", "Round {0}, table {1}, game {2}")).format(
            match["r"], match["t"], match["g"]
        )
        sentence = sentence[match.end() :]
    for pattern, template in PATTERNS:
        found = pattern.match(sentence)
        if found is None:
            continue
        values: dict[str, Any] = {k: (v or "") for k, v in found.groupdict().items()}
        if "field" in values:
            values["field"] = _field(values["field"])
        text = _tr(template).format(**values)
        text = _first_upper(text)
        return f"{where}: {text}" if where else text
    return None


def service_text(exc: BaseException) -> str | None:
    """``exc`` (a ValueError with ``code`` and ``data``) in the user's language, or None."""
    code = getattr(exc, "code", None)
    if not isinstance(exc, ValueError) or not isinstance(code, str):
        return None
    data = getattr(exc, "data", None)
    data = data if isinstance(data, Mapping) else {}
    message = str(exc).strip()
    cause = exc.__cause__
    if code == "result" and cause is not None and type(cause).__name__ == "NotationError":
        from tournament.rules.errors import NotationError
        from tournament.ui.checker import notation_text

        if isinstance(cause, NotationError):
            player = data.get("player", "")
            return _tr(QT_TRANSLATE_NOOP("messages", "The hand of player {0}: {1}")).format(
                player, notation_text(cause)
            )
    worded = word_sentence(message)
    if worded is not None:
        return worded
    if code in CODE_TEXTS:
        location = data.get("path") or data.get("url") or _location_of(message)
        return _tr(CODE_TEXTS[code]).format(location)
    if code == "not_found" and data.get("what") in WHATS:
        return _tr(WHATS[str(data["what"])]).format(data.get("id", ""))
    if code in CODE_LEADS and message:
        # An unforeseen refusal: the lead says in the user's language what happened,
        # the service's own words name what and where.
        return f"{_tr(CODE_LEADS[code])} {message}"
    return None


def _location_of(message: str) -> str:
    """The file or URL an error message starts with (``"x.srt: cannot ..."``)."""
    head, _, _rest = message.partition(": ")
    return head.strip("'") if _rest else ""


# -- the audit log's one-line summaries ---------------------------------------------------

DECISION_KINDS: dict[str, object] = {
    "ended_early": QT_TRANSLATE_NOOP("messages", "ended early"),
    "neutralised": QT_TRANSLATE_NOOP("messages", "neutralised"),
    "average": QT_TRANSLATE_NOOP("messages", "averages"),
    "points": QT_TRANSLATE_NOOP("messages", "points set"),
}

CHANGED_FIELDS: dict[str, object] = {
    "name": QT_TRANSLATE_NOOP("messages", "name"),
    "date": QT_TRANSLATE_NOOP("messages", "date"),
    "place": QT_TRANSLATE_NOOP("messages", "venue"),
    "director": QT_TRANSLATE_NOOP("messages", "director"),
    "settings": QT_TRANSLATE_NOOP("messages", "settings"),
    "nothing": QT_TRANSLATE_NOOP("messages", "nothing"),
}

SUMMARIES: list[tuple[re.Pattern[str], object]] = [
    (
        re.compile(r"^Tournament '(?P<name>.*)' created$"),
        QT_TRANSLATE_NOOP("messages", "Tournament '{name}' created"),
    ),
    (
        re.compile(r"^Tournament '(?P<name>.*)' imported from (?P<source>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Tournament '{name}' imported from {source}"),
    ),
    (
        re.compile(r"^Tournament changed: (?P<fields>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Tournament changed: {fields}"),
    ),
    (
        re.compile(
            r"^Player (?P<n>\d+) (?P<name>.+) registered \(late entry, from round (?P<r>\d+)\)$"
        ),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} registered (late entry, from round {r})"),
    ),
    (
        re.compile(r"^Player (?P<n>\d+) (?P<name>.+) registered$"),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} registered"),
    ),
    (
        re.compile(r"^(?P<k>\d+) players imported$"),
        QT_TRANSLATE_NOOP("messages", "{k} players imported"),
    ),
    (
        re.compile(r"^Player (?P<n>\d+) edited: (?P<old>.*) -> (?P<new>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Player {n} edited: {old} → {new}"),
    ),
    (
        re.compile(
            r"^Player (?P<n>\d+) (?P<name>.+) withdrawn after round (?P<r>\w+): (?P<why>.*)$"
        ),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} withdrawn after round {r}: {why}"),
    ),
    (
        re.compile(r"^Player (?P<n>\d+) (?P<name>.+) withdrawn after round (?P<r>\w+)$"),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} withdrawn after round {r}"),
    ),
    (
        re.compile(r"^Player (?P<n>\d+) (?P<name>.+) reinstated$"),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} reinstated"),
    ),
    (
        re.compile(r"^Player (?P<n>\d+) (?P<name>.+) removed$"),
        QT_TRANSLATE_NOOP("messages", "Player {n} {name} removed"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+) started: (?P<t>\d+) tables, (?P<s>\d+) sitting out$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} started: {t} tables, {s} sitting out"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+) started: (?P<t>\d+) tables$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} started: {t} tables"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+): (?P<a>.+) and (?P<b>.+) swapped seats$"),
        QT_TRANSLATE_NOOP("messages", "Round {r}: {a} and {b} swapped seats"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+): clock paused$"),
        QT_TRANSLATE_NOOP("messages", "Round {r}: clock paused"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+): clock resumed$"),
        QT_TRANSLATE_NOOP("messages", "Round {r}: clock resumed"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+) closed$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} closed"),
    ),
    (
        re.compile(r"^Round (?P<r>\d+) reopened$"),
        QT_TRANSLATE_NOOP("messages", "Round {r} reopened"),
    ),
    (
        re.compile(r"^result entered \((?P<shown>.*)\)$"),
        QT_TRANSLATE_NOOP("messages", "result entered ({shown})"),
    ),
    (
        re.compile(r"^result corrected \((?P<shown>.*)\)$"),
        QT_TRANSLATE_NOOP("messages", "result corrected ({shown})"),
    ),
    (
        re.compile(r"^result cleared$"),
        QT_TRANSLATE_NOOP("messages", "result cleared"),
    ),
    (
        re.compile(r"^decision (?P<kind>\w+) withdrawn \((?P<why>.*)\)$"),
        QT_TRANSLATE_NOOP("messages", "decision {kind} withdrawn ({why})"),
    ),
    (
        re.compile(r"^decision (?P<kind>\w+) \((?P<why>.*)\)$"),
        QT_TRANSLATE_NOOP("messages", "decision {kind} ({why})"),
    ),
    (
        re.compile(r"^Restored from backup (?P<name>.*)$"),
        QT_TRANSLATE_NOOP("messages", "Restored from backup {name}"),
    ),
]

_UNDO = re.compile(r"^(?P<word>Undo|Redo): (?P<inner>.*)$", re.DOTALL)
_SUMMARY_WHERE = re.compile(r"^Round (?P<r>\d+), table (?P<t>\d+), game (?P<g>\d+): ")


def word_summary(summary: str) -> str:
    """An audit entry's English one-liner in the user's language (as it is if unknown)."""
    undo = _UNDO.match(summary)
    if undo:
        template = (
            QT_TRANSLATE_NOOP("messages", "Undo: {0}")
            if undo["word"] == "Undo"
            else QT_TRANSLATE_NOOP("messages", "Redo: {0}")
        )
        return _tr(template).format(word_summary(undo["inner"]))
    where = ""
    rest = summary
    match = _SUMMARY_WHERE.match(summary)
    if match:
        where = _tr(QT_TRANSLATE_NOOP("messages", "Round {0}, table {1}, game {2}")).format(
            match["r"], match["t"], match["g"]
        )
        rest = summary[match.end() :]
    for pattern, template in SUMMARIES:
        found = pattern.match(rest)
        if found is None:
            continue
        values: dict[str, Any] = {k: (v or "") for k, v in found.groupdict().items()}
        if "kind" in values and values["kind"] in DECISION_KINDS:
            values["kind"] = _tr(DECISION_KINDS[values["kind"]])
        if "fields" in values:
            values["fields"] = ", ".join(
                _tr(CHANGED_FIELDS[f]) if f in CHANGED_FIELDS else f
                for f in values["fields"].split(", ")
            )
        text = _tr(template).format(**values)
        return f"{where}: {text}" if where else text
    return summary
