"""The Stein-Rummy rules engine: tiles and notation, melds, layouts, claims, finished games.

Pure Python: no Qt, no database. The most used names are importable from here::

    >>> from tournament.rules import check_layout, parse_layout
    >>> check_layout(parse_layout("r12 r13 r1 | b5 r5 y5")).valid
    True

Modules: :mod:`~tournament.rules.tiles` (tiles, notation), :mod:`~tournament.rules.melds`
(groups and runs), :mod:`~tournament.rules.layout` (the table), :mod:`~tournament.rules.claims`
(Stein-Rummy Plus), :mod:`~tournament.rules.submitted` (a finished game as submitted),
:mod:`~tournament.rules.options` (per-tournament options), :mod:`~tournament.rules.errors`
and :mod:`~tournament.rules.games` (the registry of games).

The names are looked up in their modules when first asked for, so that importing one module
of the package (the scoring engine needs only the registry of games) does not load the
whole engine.
"""

from __future__ import annotations

from typing import Any

from tournament.lazy_names import LazyNames

_MODULE_OF = {
    **dict.fromkeys(("ClaimCheck", "ClaimProblem", "check_claim"), "claims"),
    **dict.fromkeys(("AmbiguousError", "IllegalError", "NotationError", "RulesError"), "errors"),
    **dict.fromkeys(("GAMES", "Game", "find_game"), "games"),
    **dict.fromkeys(("LayoutCheck", "LayoutProblem", "SupplyProblem", "check_layout"), "layout"),
    **dict.fromkeys(
        (
            "Meld",
            "MeldCheck",
            "MeldKind",
            "MeldProblem",
            "candidate_melds",
            "check_meld",
            "is_valid_meld",
        ),
        "melds",
    ),
    **dict.fromkeys(("DEFAULT_OPTIONS", "JokerRule", "RulesOptions"), "options"),
    **dict.fromkeys(
        ("FinishedGameCheck", "FinishedGameProblem", "check_finished_game"), "submitted"
    ),
    **dict.fromkeys(
        (
            "JOKER",
            "Colour",
            "Tile",
            "format_layout",
            "format_tiles",
            "parse_layout",
            "parse_tiles",
        ),
        "tiles",
    ),
}

__all__ = sorted(_MODULE_OF)
_LAZY = LazyNames(__name__, _MODULE_OF)


def __getattr__(name: str) -> Any:
    return _LAZY.get(name)


def __dir__() -> list[str]:
    return _LAZY.names()
