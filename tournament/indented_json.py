"""JSON indented by two spaces, as ``json.dumps(data, ensure_ascii=False, indent=2)``
writes it, more than three times as fast.

With ``indent`` the standard library encodes in Python, a generator per list and object:
the file of a 2,000-player tournament (11 MB, some 300,000 values in 120,000 lists and
objects) takes close to half a second. This writes the same text, character for
character, strings through the standard library's own C escaping. Most values of a
tournament file are strings and integers in small objects (a game's tiles left and
hands): those are written in their container's own loop, each with what goes before it,
and the texts that open, separate and close a container are made once for each depth.

Data without NaN and infinities (which JSON has no words for; the tournament file's
numbers come from exact fractions) goes to :func:`dumps_finite`: there orjson, compiled,
writes it a few times as fast again, wherever its text is the standard library's.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring
from typing import Any

_INFINITY = float("inf")

_Level = tuple[str, str, str, str, str]
"""At one depth: what opens an object, what opens a list (each with the break and indent
of the first item), the separator between items, what closes an object, a list."""


def dumps_indented(data: Any, *, end: str = "") -> str:
    """``json.dumps(data, ensure_ascii=False, indent=2) + end``; values it does not know
    (other than dict, list, tuple, str, int, float, bool and None) are left to it.

    ``end`` is joined with the rest: adding it to the text afterwards copies the text
    (11 MB for a 2,000-player tournament) into new memory once more."""
    out: list[str] = []
    _write(data, 0, out, [])
    out.append(end)
    return "".join(out)


def dumps_finite(data: Any, *, end: str = "") -> str:
    """:func:`dumps_indented` for data whose floats are finite, written by orjson.

    orjson writes ``indent=2`` as the standard library does but for three things, each
    left to :func:`dumps_indented`: what it refuses (a key that is not a string, an
    integer beyond 64 bits, a lone surrogate), what it hands to ``default`` (a subclass of
    str, int, dict or list, a date-time, a dataclass: here refused), and a float below
    10⁻⁴ (it writes ``1e-7`` and ``0.00001`` where the standard library writes ``1e-07``
    and ``1e-05``), found in its text. NaN and infinity it would write as ``null``."""
    raw = _by_orjson(data, end)
    return dumps_indented(data, end=end) if raw is None else raw.decode()


def encode_finite(data: Any, *, end: str = "") -> bytes:
    """:func:`dumps_finite` in UTF-8, as orjson writes it: a file is written from it
    without decoding and encoding again (UnicodeEncodeError for a lone surrogate)."""
    raw = _by_orjson(data, end)
    return dumps_indented(data, end=end).encode() if raw is None else raw


def _by_orjson(data: Any, end: str) -> bytes | None:
    """orjson's text of ``data`` and ``end`` where it is :func:`dumps_indented`'s (see
    :func:`dumps_finite`), else None."""
    try:
        import orjson  # here, not above: loading it costs more than most commands' output
    except ImportError:  # pragma: no cover - an installation without its wheel
        return None
    newline = end == "\n"
    try:
        raw = orjson.dumps(
            data,
            default=_refuse,
            option=orjson.OPT_INDENT_2
            | orjson.OPT_PASSTHROUGH_SUBCLASS
            | orjson.OPT_PASSTHROUGH_DATETIME
            | orjson.OPT_PASSTHROUGH_DATACLASS
            | (orjson.OPT_APPEND_NEWLINE if newline else 0),
        )
    except orjson.JSONEncodeError:
        return None
    if _small_float(raw):
        return None
    return raw if newline or not end else raw + end.encode()


def _refuse(value: Any) -> Any:
    raise TypeError(type(value).__name__)


def _small_float(text: bytes) -> bool:
    """Whether orjson's ``text`` may hold a float below 10⁻⁴: a number with a negative
    exponent or four zeros after its point. A string holding such a text counts too."""
    for marker, back in ((b"e-", 1), (b"0.0000", 0)):
        at = text.find(marker)
        while at != -1:
            start = at - back
            if back == 0 or text[start] in _DIGITS:
                while start > 0 and text[start - 1] in _NUMBER:
                    start -= 1
                if start == 0 or text[start - 1] in b" \n[":
                    return True
            at = text.find(marker, at + 1)
    return False


_DIGITS = frozenset(b"0123456789")
_NUMBER = frozenset(b"0123456789.-")


def _write(value: Any, depth: int, out: list[str], levels: list[_Level]) -> None:
    kind = type(value)
    if kind is dict:
        if not value:
            out.append("{}")
            return
        if depth >= len(levels):
            _deepen(levels, depth)
        before, _, separator, close, _ = levels[depth]
        for key, item in value.items():
            name = (encode_basestring(key) if type(key) is str else _key(key)) + ": "
            kind = type(item)
            if kind is str:
                out += (before, name, encode_basestring(item))
            elif kind is int:
                out += (before, name, int.__repr__(item))
            else:
                out += (before, name)
                _write(item, depth + 1, out, levels)
            before = separator
        out.append(close)
    elif kind is list or kind is tuple:
        if not value:
            out.append("[]")
            return
        if depth >= len(levels):
            _deepen(levels, depth)
        _, before, separator, _, close = levels[depth]
        for item in value:
            kind = type(item)
            if kind is str:
                out += (before, encode_basestring(item))
            elif kind is int:
                out += (before, int.__repr__(item))
            else:
                out.append(before)
                _write(item, depth + 1, out, levels)
            before = separator
        out.append(close)
    elif kind is str:
        out.append(encode_basestring(value))
    elif kind is int:
        out.append(int.__repr__(value))
    elif kind is float:
        out.append(_float(value))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    else:  # subclasses, and whatever the standard library makes of the rest
        text = json.dumps(value, ensure_ascii=False, indent=2)
        out.append(text.replace("\n", "\n" + "  " * depth))


def _deepen(levels: list[_Level], depth: int) -> None:
    """The texts of every depth down to ``depth`` (see ``_Level``)."""
    while len(levels) <= depth:
        outer = "\n" + "  " * len(levels)
        inner = outer + "  "
        levels.append(("{" + inner, "[" + inner, "," + inner, outer + "}", outer + "]"))


def _float(value: float) -> str:
    """A float as the standard library writes it (``allow_nan`` as by default)."""
    if value != value:
        return "NaN"
    if value == _INFINITY:
        return "Infinity"
    if value == -_INFINITY:
        return "-Infinity"
    return float.__repr__(value)


def _key(key: Any) -> str:
    """A key that is not a string, as the standard library turns it into one."""
    return json.dumps({key: 0}, ensure_ascii=False)[1:-4]
