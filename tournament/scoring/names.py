"""How names compare: in a search and in alphabetical lists.

"oz" finds Öztürk, "lukasz" Łukasz, "weiss" Weiß, "soren" Søren; "Łukasz" sorts with "L".
:func:`fold` is the one place that says how; the app's search fields and the printed lists
both use it.
"""

from __future__ import annotations

import re
import unicodedata

# Letters NFKD does not take apart into a base letter and an accent.
_SPECIAL = str.maketrans(
    {
        "ł": "l",
        "ø": "o",
        "đ": "d",
        "ð": "d",
        "ħ": "h",
        "ı": "i",
        "ŧ": "t",
        "ß": "ss",
        "ẞ": "ss",
        "æ": "ae",
        "œ": "oe",
        "þ": "th",
    }
)
_DIGITS = re.compile(r"(\d+)")


def fold(text: str) -> str:
    """``text`` as compared by a search: lower case, accents dropped, special letters
    written with the base letters.

    >>> [fold(name) for name in ("Öztürk", "Łukasz", "Weiß", "Søren", "Ærøskøbing", "Đorđe")]
    ['ozturk', 'lukasz', 'weiss', 'soren', 'aeroskobing', 'dorde']
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold().translate(_SPECIAL))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).translate(
        _SPECIAL
    )


def name_sort_key(name: str) -> tuple[list[str | int], str]:
    """Alphabetical order for names in any Latin script: accents and special letters
    sort with their base letter ("Łukasz" with "L", "Ångström" with "A"), case ignored,
    numbers by value ("Team 9" before "Team 10").

    >>> sorted(["Zoë", "Łukasz", "Anna", "Çağrı", "Team 10", "Team 9"], key=name_sort_key)
    ['Anna', 'Çağrı', 'Łukasz', 'Team 9', 'Team 10', 'Zoë']
    """
    # Text and numbers alternate, so the lists always compare str with str, int with int.
    parts: list[str | int] = [
        int(part) if index % 2 else part for index, part in enumerate(_DIGITS.split(fold(name)))
    ]
    return parts, name
