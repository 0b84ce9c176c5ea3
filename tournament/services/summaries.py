"""The audit log's one-line summaries: a code and data, with a plain English sentence.

An action notes what it did as a code and data (``Act.note``); the audit entry keeps
both (under ``data["note"]``) beside the English sentence of ``AUDIT_ENGLISH``, which the
command line shows and which entries written before the codes keep. The app words a
summary from its code and data in the user's language (``tournament.ui.messages``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tournament.store.errors import sentence

AUDIT_ENGLISH: dict[str, str] = {
    "tournament.created": "Tournament {name!r} created",
    "tournament.imported": "Tournament {name!r} imported from {source}",
    "tournament.changed": "Tournament changed: {fields}",
    "backup.restored": "Restored from backup {name}",
    "player.registered": "Player {number} {name} registered",
    "player.registered_late": "Player {number} {name} registered (late entry, from round {round})",
    "players.imported": "{count} players imported",
    "players.grouped": "{count} players put into groups by rating",
    "player.edited": "Player {number} edited: {old} -> {new}",
    "player.withdrawn": "Player {number} {name} withdrawn after round {round}",
    "player.withdrawn_because": "Player {number} {name} withdrawn after round {round}: {reason}",
    "player.reinstated": "Player {number} {name} reinstated",
    "player.removed": "Player {number} {name} removed",
    "round.started": "Round {round} started: {tables} tables",
    "round.started_sitting_out": (
        "Round {round} started: {tables} tables, {sitting_out} sitting out"
    ),
    "round.swapped": "Round {round}: {a} and {b} swapped seats",
    "round.closed": "Round {round} closed",
    "round.reopened": "Round {round} reopened",
    "round.clock_paused": "Round {round}: clock paused",
    "round.clock_resumed": "Round {round}: clock resumed",
    "result.entered": "result entered ({shown})",
    "result.corrected": "result corrected ({shown})",
    "result.cleared": "result cleared",
    "decision.applied": "decision {kind} ({reason})",
    "decision.withdrawn": "decision {kind} withdrawn ({reason})",
    "absence.recorded": "{name} left the table, {award} for the games missed ({reason})",
    "absence.withdrawn": "{name} back at the table (left by mistake: {reason})",
    "history.undo": "Undo: {summary}",
    "history.redo": "Redo: {summary}",
}
"""Every summary code and its English sentence; data naming a game (round, table, game)
puts "Round 2, table 3, game 1: " before it."""


def summary_english(code: str, data: Mapping[str, Any]) -> str:
    return sentence(AUDIT_ENGLISH, code, data, capital=True)


def note(code: str, **data: Any) -> tuple[str, dict[str, Any]]:
    """The English summary and the ``data["note"]`` of an audit entry written directly."""
    return summary_english(code, data), {"code": code, "data": data}
