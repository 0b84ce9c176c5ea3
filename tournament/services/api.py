"""The services' public entry points, as ``tournament.services`` exports them.

The use cases live in one module per topic (players, rounds, games, history, files);
``TournamentService`` in ``tournament.services.service`` gathers them.
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
