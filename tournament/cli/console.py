"""Output that a legacy code page cannot spoil.

On Windows, output redirected to a file or a pipe is written in the ANSI or OEM code page
(cp1252, cp850), and Python's strict encoding would end a command at the first name those
pages lack ("Łukasz", "Şule", Cyrillic). The program's streams instead write such a
character as its base letter where it has one (Ş as S) and as ``?`` where not, as Windows
itself does.
"""

from __future__ import annotations

import codecs
import io
import os
import sys
import unicodedata

ERRORS = "stein-rummy-readable"


def _stand_in(char: str, encoding: str) -> str:
    base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
    try:
        base.encode(encoding)
    except UnicodeEncodeError:
        return "?"
    return base or "?"


def _readable_error(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    text = exc.object[exc.start : exc.end]
    return "".join(_stand_in(c, exc.encoding) for c in text), exc.end


codecs.register_error(ERRORS, _readable_error)


def readable(text: str, encoding: str) -> str:
    """``text`` as the program's streams write it in ``encoding``."""
    return text.encode(encoding, errors=ERRORS).decode(encoding)


def make_streams_readable() -> None:
    """Let stdout and stderr write what their encoding lacks as stand-ins (see above).

    A program without a console (the bundled app's windowed program on Windows) has no
    streams at all: its output goes nowhere instead of failing."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for good
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - for good
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors in ("strict", "backslashreplace"):
            stream.reconfigure(errors=ERRORS)
