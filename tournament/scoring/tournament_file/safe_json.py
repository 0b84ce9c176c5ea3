"""Reading a tournament file's JSON text within limits, and showing its values in messages.

The limits: the encodings JSON allows (a byte order mark is skipped, other bytes are
refused with their line), lists and objects nested too deeply, and numbers too long to be
a count or points (kept as :class:`LongNumber`, to be refused with their place).
"""

from __future__ import annotations

import json
import reprlib
from typing import Any

from tournament.scoring.tournament_file.problems import Problem, TournamentFileError


def kind_of(value: Any) -> str:
    """What a value is, for a message: "a list", "null", ...; other values shown."""
    return {dict: "an object", list: "a list", str: "a string", type(None): "null"}.get(
        type(value), show(value)
    )


_SHORT = reprlib.Repr()
_SHORT.maxstring = 60
_SHORT.maxother = 60
_SHORT.maxlevel = 3


def show(value: Any) -> str:
    """A value for a message: shortened, so a huge or deeply nested value cannot flood
    (or crash) the message."""
    if isinstance(value, LongNumber):
        return str(value)
    return _SHORT.repr(value)


class LongNumber:
    """A number in the file too long to be a count or points (Python would refuse to read
    numbers of more than 4300 digits at all); kept only to be refused with its place."""

    MAX_DIGITS = 40

    def __init__(self, text: str) -> None:
        self.digits = sum(char.isdigit() for char in text)

    def __str__(self) -> str:
        return f"a number of {self.digits} digits"

    __repr__ = __str__


def _read_int(text: str) -> int | LongNumber:
    return int(text) if len(text) <= LongNumber.MAX_DIGITS else LongNumber(text)


def _read_float(text: str) -> float | LongNumber:
    return float(text) if len(text) <= LongNumber.MAX_DIGITS else LongNumber(text)


def read_json(text: str | bytes, source: str | None = None) -> Any:
    """The JSON data of a tournament file's text (or its bytes: UTF-8, with or without a
    byte order mark; UTF-16 and UTF-32 as JSON allows them)."""
    if isinstance(text, bytes):
        text = _decode(text, source)
    text = text.removeprefix("\ufeff")  # a byte order mark, as editors on Windows write it
    try:
        return json.loads(text, parse_int=_read_int, parse_float=_read_float)
    except json.JSONDecodeError as exc:
        raise TournamentFileError(
            [Problem(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}")],
            source,
        ) from None
    except RecursionError:
        raise TournamentFileError(
            [Problem("not a tournament file: lists or objects nested too deeply")], source
        ) from None


def _decode(raw: bytes, source: str | None) -> str:
    encoding = json.detect_encoding(raw)
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        name = "UTF-8" if encoding.startswith("utf-8") else encoding.upper()
        raise TournamentFileError(
            [
                Problem(
                    f"not {name} text: byte 0x{raw[exc.start]:02x} on line {line} cannot be "
                    "read; save the file as UTF-8"
                )
            ],
            source,
        ) from None
