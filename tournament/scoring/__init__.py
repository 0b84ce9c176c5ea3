"""Scoring: one game's result -> match points, director decisions, standings, the file.

Pure code (no Qt, no SQLAlchemy). RULINGS §5 and §6; the file format is in
``docs/tournament-file.md``.

The names are looked up in their modules when first asked for, as in
:mod:`tournament.rules`: every command of the program reads the vocabulary
(:mod:`~tournament.scoring.model`) to build its options, and that should not load the
score book and the file reader with it.
"""

from __future__ import annotations

from typing import Any

from tournament.lazy_names import LazyNames

_MODULE_OF = {
    **dict.fromkeys(("format_number", "json_number"), "format"),
    **dict.fromkeys(
        (
            "FORMAT",
            "Decision",
            "DecisionKind",
            "FirstRoundRomme",
            "GameEntry",
            "GamePosition",
            "GameResult",
            "Player",
            "Ranking",
            "Round",
            "ScoringRules",
            "SteinResult",
            "Table",
            "Tournament",
            "Variant",
        ),
        "model",
    ),
    **dict.fromkeys(("GameScore", "game_maximum", "game_total", "score_game"), "points"),
    **dict.fromkeys(
        ("InvalidGameError", "ScoreBook", "compute_standings", "game_scores"), "score_book"
    ),
    **dict.fromkeys(("Standing", "rank_standings", "rank_text"), "standings"),
    **dict.fromkeys(
        (
            "Problem",
            "TournamentFileError",
            "check_tournament",
            "dump_tournament",
            "dumps",
            "load",
            "loads",
            "parse_tournament",
        ),
        "tournament_file",
    ),
}

__all__ = sorted(_MODULE_OF)
_LAZY = LazyNames(__name__, _MODULE_OF)


def __getattr__(name: str) -> Any:
    return _LAZY.get(name)


def __dir__() -> list[str]:
    return _LAZY.names()
