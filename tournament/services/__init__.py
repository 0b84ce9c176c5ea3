"""Use cases of a tournament, one transaction each, returning plain data.

Entry points: ``create_tournament``, ``open_tournament`` (-> ``TournamentService``),
``tournament.services.exchange`` (JSON tournament file), ``tournament.services.demo``.
"""

from tournament.services.files import (
    create_tournament,
    default_folder,
    list_tournaments,
    open_tournament,
    restore_backup,
)
from tournament.services.service import TournamentService

__all__ = [
    "TournamentService",
    "create_tournament",
    "default_folder",
    "list_tournaments",
    "open_tournament",
    "restore_backup",
]
