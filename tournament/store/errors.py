"""Errors of the store and the services: a stable ``code`` and the ``data`` to word it.

Every error is a ``ValueError``. The UI words it in German or English from ``code`` and
``data`` (``tournament.ui.messages``); ``str(error)`` is a plain English sentence for the
command line and the logs, built here from the same code and data (``ENGLISH``), so no
raise site writes a sentence of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

ENGLISH: dict[str, str] = {
    "error": "refused",
    "conflict": "another desk saved a change to the same data first; nothing was saved",
    "conflict.changed_since": "{table} {id} was changed again since; it cannot be set back",
    "store": "the tournament store cannot be used",
    "file.refused": "{path}: not a tournament file",
    "file.missing": "{path}: no such tournament file",
    "file.folder": "{path}: is a folder, not a tournament file",
    "file.unreadable": "{path}: cannot be read ({reason})",
    "file.foreign": "{path}: not a tournament file ({reason})",
    "file.damaged": "{path}: the tournament file is damaged ({reason})",
    "file.newer": "{path}: made by a newer version of the program (schema {revision})",
    "file.unknown_revision": "{path}: schema {revision} is not one of this program's "
    "(made by another program, or by a newer version of this one)",
    "file.older": "{path}: schema {revision} is older than this program's",
    "file.exists": "{path}: a file of that name exists; not overwritten",
    "file.replaced": "{path}: the tournament file was restored or replaced by another "
    "program since this desk read it; nothing was saved. The desk now shows the file as it "
    "is: check and enter again",
    "file.busy": "{path}: another program keeps the tournament file busy; nothing was saved, "
    "try again",
    "file.name": "{path}: a tournament file needs the .srt extension",
    "url.invalid": "{url}: not a database URL ({reason})",
    "url.empty": "{url}: holds no tournament",
    "url.foreign": "{url}: the database holds other tables, not a tournament store",
    "url.newer": "{url}: made by a newer version of the program (schema {revision})",
    "url.unreachable": "{url}: cannot connect ({reason})",
    "backup.failed": "{path}: the backup could not be written ({reason})",
    "club.refused": "{path}: not a club register ({reason})",
    "club.missing": "{path}: no such club register",
    "club.name": "{path}: a club register needs the .srclub extension",
}
"""The English sentence of every code, formatted from the error's data. The services add
theirs (``tournament.services.errors``); a test checks each has a text in both languages."""

GAME_AT = ("round", "table", "game")
"""Data naming a game: its sentence starts "round 2, table 3, game 1: "."""


def shown(key: str, value: Any) -> Any:
    """A data value as a sentence shows it: lists joined by commas (problems by
    semicolons, as they hold commas themselves)."""
    if isinstance(value, list | tuple | set | frozenset):
        return ("; " if key == "problems" else ", ").join(str(v) for v in value)
    return value


def sentence(
    texts: Mapping[str, str], code: str, data: Mapping[str, Any], *, capital: bool = False
) -> str:
    """The English sentence of ``code`` in ``texts``, formatted from ``data``; data naming a
    game puts "round 2, table 3, game 1: " before it (capitalised with ``capital``)."""
    template = texts.get(code)
    values = {key: shown(key, value) for key, value in data.items()}
    try:
        text = template.format_map(values) if template is not None else code
    except (KeyError, IndexError, ValueError):
        text = f"{template} {values}"
    if all(key in data for key in GAME_AT):
        where = f"round {data['round']}, table {data['table']}, game {data['game']}: "
        return (where[:1].upper() + where[1:] if capital else where) + text
    if "entry" in data:
        return f"player {data['entry']}: {text}"
    return text


def english(code: str, data: Mapping[str, Any]) -> str:
    """The plain English sentence of the error ``code`` with ``data``."""
    return sentence(ENGLISH, code, data)


class TournamentError(ValueError):
    """Base of the store's and the services' errors: ``code`` plus ``data``.

    Raise it as ``InvalidStateError(code="round.still_open", round=3)``: the message is
    built from ``ENGLISH``. A message given as well is kept (errors of other programs'
    words, e.g. a database driver's)."""

    code = "error"

    def __init__(self, message: str | None = None, *, code: str | None = None, **data: Any):
        if code is not None:
            self.code = code
        self.data: Mapping[str, Any] = data
        super().__init__(english(self.code, data) if message is None else message)

    @property
    def kind(self) -> str:
        """The kind of refusal: the class's code (``invalid``, ``state``, ``not_found``...)."""
        return type(self).code

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""


class StoreError(TournamentError):
    """A tournament file or database cannot be opened or written."""

    code = "store"


class FileRefusedError(StoreError):
    """The file is not a tournament file (foreign, damaged, or from a newer version)."""

    code = "file.refused"


class ConflictError(TournamentError):
    """Somebody else changed the row since it was read: ``data["current"]`` holds it now."""

    code = "conflict"
