"""The words users see for the games, their options and the boxes of a result, in German
and English, keyed by the enum values (``Variant``, ``GameOption`` and the tournament's
options, ``ResultField``).

Pure data below every layer: the printouts, the site, the phone pages, the command line and
the app read the same words here. The tournament's options are in ``options.py``; each game
brings its own words in ``games/<game>.py`` (a ``WORDS`` table keyed by language), found
without a list to keep in step.

>>> game_name("stein-plus", "de")
'Stein-Rummy Plus'
>>> option_label("rank_by", "en"), option_word("rank_by", "percent", "en")
('Ranking', 'by percent')
>>> field_word("tiles_left", "de"), field_word("tiles_left", "de", form="long")
('Steine', 'Steine übrig')
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from types import MappingProxyType

from tournament.vocabulary import games as _games
from tournament.vocabulary.options import WORDS as _OPTIONS

LANGUAGES = ("de", "en")

Words = Mapping[str, Mapping[str, str]]
"""Language -> key -> word. Keys: ``game.<key>``, ``option.<name>``,
``option.<name>.<value>`` (``.default`` for an option left unset), ``field.<name>`` (the
box's short name, a column head), ``field.<name>.<form>`` (``long``: a label; ``total``: the
head of the totals summed; ``ties``: the box as a tie-break) and ``ties.<game>`` (the game's
last tie-break, its tiles left or its own sum, RULINGS §6)."""


def _merged(tables: list[Words]) -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {language: {} for language in LANGUAGES}
    for table in tables:
        if set(table) != set(LANGUAGES):
            raise ValueError(f"words in {sorted(table)}: give every one of {LANGUAGES}")
        for language, words in table.items():
            twice = set(words) & set(merged[language])
            if twice:
                raise ValueError(f"words given twice: {sorted(twice)}")
            merged[language].update(words)
    one_only = set(merged["de"]) ^ set(merged["en"])
    if one_only:
        raise ValueError(f"words in one language only: {sorted(one_only)}")
    return merged


def _game_tables() -> list[Words]:
    """Each game's ``WORDS``, the modules of ``vocabulary/games`` in name order."""
    names = sorted(info.name for info in pkgutil.iter_modules(_games.__path__))
    return [importlib.import_module(f"{_games.__name__}.{name}").WORDS for name in names]


_WORDS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        language: MappingProxyType(words)
        for language, words in _merged([_OPTIONS, *_game_tables()]).items()
    }
)


def words(language: str) -> Mapping[str, str]:
    """Every word in ``language`` (``de`` or ``en``), by key."""
    try:
        return _WORDS[language]
    except KeyError:
        raise ValueError(f"language {language!r}: choose one of {', '.join(LANGUAGES)}") from None


def game_name(key: str, language: str) -> str:
    """The game's name (its registry key, ``Variant``'s value); the key for a game without
    words."""
    return words(language).get(f"game.{key}", key)


def option_label(option: str, language: str) -> str:
    """The label of a tournament option (``jokers``, ``deals``, ``variant``, ...); the
    option's own name when it has no words."""
    return words(language).get(f"option.{option}", option)


def option_word(option: str, value: object, language: str) -> str | None:
    """The word for an option's value (None: ``default``, the value left unset), or None
    where the value is printed as it is (a number, a list). The ``variant`` option's value
    is a game, worded by its name."""
    if option == "variant":
        return words(language).get(f"game.{value}")
    return words(language).get(f"option.{option}.{'default' if value is None else value}")


def field_word(field: str, language: str, *, form: str = "") -> str:
    """The word for a box of a result (``ResultField``'s value): its short name, or its
    ``long`` or ``total`` form; empty when the field has no word in that form."""
    return words(language).get(f"field.{field}.{form}" if form else f"field.{field}", "")


def tie_break(game: str, language: str) -> str:
    """The game's last tie-break as the standings' note words it (RULINGS §6): fewer tiles
    left, or the game's own sum; empty for a game without words."""
    return words(language).get(f"ties.{game}", "")


__all__ = [
    "LANGUAGES",
    "Words",
    "field_word",
    "game_name",
    "option_label",
    "option_word",
    "tie_break",
    "words",
]
