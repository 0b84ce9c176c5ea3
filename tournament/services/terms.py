"""The scoring layer's values, words and formats that the outer layers show, reached
through the services: the rules of a tournament (:class:`ScoringRules`), a decision's
ruling, the limits the wizard offers, how a rank and a number are written, how a name is
folded for a search, and the season's ranking over evenings.

The desktop app, the phone pages and the command line import these from here, never from
:mod:`tournament.scoring` (the layers of docs/architecture.md).
"""

from __future__ import annotations

from tournament.scoring.format import format_number
from tournament.scoring.model import DEALS_MAX, TO_500, AbsentAward, Ruling, ScoringRules
from tournament.scoring.names import fold
from tournament.scoring.season import (
    Evening,
    SeasonGamesError,
    SeasonRanking,
    evening_title,
    season_ranking,
)
from tournament.scoring.standings import rank_text

__all__ = [
    "DEALS_MAX",
    "TO_500",
    "AbsentAward",
    "Evening",
    "Ruling",
    "ScoringRules",
    "SeasonGamesError",
    "SeasonRanking",
    "evening_title",
    "fold",
    "format_number",
    "rank_text",
    "season_ranking",
]
