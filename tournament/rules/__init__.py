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
"""

from tournament.rules.claims import ClaimCheck, ClaimProblem, check_claim
from tournament.rules.errors import AmbiguousError, IllegalError, NotationError, RulesError
from tournament.rules.games import GAMES, Game, find_game
from tournament.rules.layout import LayoutCheck, LayoutProblem, SupplyProblem, check_layout
from tournament.rules.melds import (
    Meld,
    MeldCheck,
    MeldKind,
    MeldProblem,
    candidate_melds,
    check_meld,
    is_valid_meld,
)
from tournament.rules.options import DEFAULT_OPTIONS, JokerRule, RulesOptions
from tournament.rules.submitted import FinishedGameCheck, FinishedGameProblem, check_finished_game
from tournament.rules.tiles import (
    JOKER,
    Colour,
    Tile,
    format_layout,
    format_tiles,
    parse_layout,
    parse_tiles,
)

__all__ = [
    "DEFAULT_OPTIONS",
    "GAMES",
    "JOKER",
    "AmbiguousError",
    "ClaimCheck",
    "ClaimProblem",
    "Colour",
    "FinishedGameCheck",
    "FinishedGameProblem",
    "Game",
    "IllegalError",
    "JokerRule",
    "LayoutCheck",
    "LayoutProblem",
    "Meld",
    "MeldCheck",
    "MeldKind",
    "MeldProblem",
    "NotationError",
    "RulesError",
    "RulesOptions",
    "SupplyProblem",
    "Tile",
    "candidate_melds",
    "check_claim",
    "check_finished_game",
    "check_layout",
    "check_meld",
    "find_game",
    "format_layout",
    "format_tiles",
    "is_valid_meld",
    "parse_layout",
    "parse_tiles",
]
