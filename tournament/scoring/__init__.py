"""Scoring: one game's result -> match points, director decisions, standings, the file.

Pure code (no Qt, no SQLAlchemy). RULINGS §5 and §6; the file format is in
``docs/tournament-file.md``.
"""

from tournament.scoring.format import format_number, json_number
from tournament.scoring.model import (
    FORMAT,
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameEntry,
    GamePosition,
    GameResult,
    Player,
    Ranking,
    Round,
    ScoringRules,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.points import GameScore, game_maximum, game_total, score_game
from tournament.scoring.score_book import (
    InvalidGameError,
    ScoreBook,
    compute_standings,
    game_scores,
)
from tournament.scoring.standings import Standing, rank_standings, rank_text
from tournament.scoring.tournament_file import (
    Problem,
    TournamentFileError,
    check_tournament,
    dump_tournament,
    dumps,
    load,
    loads,
    parse_tournament,
)

__all__ = [
    "FORMAT",
    "Decision",
    "DecisionKind",
    "FirstRoundRomme",
    "GameEntry",
    "GamePosition",
    "GameResult",
    "GameScore",
    "InvalidGameError",
    "Player",
    "Problem",
    "Ranking",
    "Round",
    "ScoreBook",
    "ScoringRules",
    "Standing",
    "Table",
    "Tournament",
    "TournamentFileError",
    "Variant",
    "check_tournament",
    "compute_standings",
    "dump_tournament",
    "dumps",
    "format_number",
    "game_maximum",
    "game_scores",
    "game_total",
    "json_number",
    "load",
    "loads",
    "parse_tournament",
    "rank_standings",
    "rank_text",
    "score_game",
]
