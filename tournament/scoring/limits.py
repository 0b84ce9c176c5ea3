"""The limits every way into a tournament applies: the app, the tournament file, player lists.

One place for them, so that a name the app refuses is refused by ``stein-rummy import`` and
by a player list too, and nothing the store cannot hold (PostgreSQL's ``varchar(200)`` and
32-bit integers) or the Excel workbook cannot write (control characters) gets in.

>>> text_problem("Anna Müller", NAME_LIMIT) is None
True
>>> text_problem("Anna\\x00", NAME_LIMIT)
'contains the control character U+0000'
>>> text_problem("x" * 201, NAME_LIMIT)
'is longer than 200 characters (201)'
"""

from __future__ import annotations

import unicodedata

NAME_LIMIT = 200
"""Names of players, clubs, tournaments, venues and directors."""
ID_LIMIT = 60
"""A player's id in the tournament file."""
GROUP_LIMIT = 40
"""A strength group's name."""
AUTHOR_LIMIT = 100
"""Who entered a result or made a decision."""
REASON_LIMIT = 2000
"""A decision's reason, a note on a result: the only texts that may run over several lines."""
MEMBERSHIP_LIMIT = 40
"""The longest membership number of a player in the club."""

LARGEST_WHOLE = 2**31 - 1
"""The largest whole number (tile count, claims, round, seed ...) a tournament holds: the
store's integer columns are 32 bits on PostgreSQL."""

_LINE_BREAKS = frozenset("\n\r\t")


def text_problem(value: str, limit: int, *, lines: bool = False) -> str | None:
    """What is wrong with a text that is to be stored, or None.

    Control characters (NUL, escape ...) and unpaired surrogates are refused: the store,
    PostgreSQL and Excel cannot hold them. ``lines`` allows line breaks and tabs (reasons).
    """
    if len(value) > limit:
        return f"is longer than {limit} characters ({len(value)})"
    bad = bad_character(value, lines=lines)
    if bad is None:
        return None
    if unicodedata.category(bad) == "Cs":
        return f"contains the unpaired surrogate U+{ord(bad):04X} (not text)"
    return f"contains the control character U+{ord(bad):04X}"


def bad_character(value: str, *, lines: bool = False) -> str | None:
    """The first character of ``value`` that no stored text may hold, or None."""
    for char in value:
        category = unicodedata.category(char)
        if (category == "Cc" and not (lines and char in _LINE_BREAKS)) or category == "Cs":
            return char
    return None


def whole_problem(value: int) -> str | None:
    """What is wrong with a whole number that is to be stored, or None."""
    if -LARGEST_WHOLE - 1 <= value <= LARGEST_WHOLE:
        return None
    return f"is out of range (from {-LARGEST_WHOLE - 1} to {LARGEST_WHOLE})"
