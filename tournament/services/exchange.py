"""Import and export of the scoring engine's JSON tournament file.

``export_tournament_file`` then ``import_tournament_file`` gives back the same tournament.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tournament.services.api import TournamentService
from tournament.services.dto import TournamentInfo


def load_tournament_model(source: str) -> Any:
    """The scoring engine's tournament-file model of ``source``: a .json tournament file,
    a .srt file or a database URL."""
    raise NotImplementedError


def export_tournament_file(
    source_or_service: str | Path | TournamentService, path: str | Path
) -> None:
    """Write the tournament as the scoring engine's JSON tournament file."""
    raise NotImplementedError


def import_tournament_file(
    json_path: str | Path, target: str | Path, *, desk: str = "import"
) -> TournamentInfo:
    """Create a new tournament at ``target`` (a new .srt path or a database URL) from a
    JSON tournament file. Nothing is created when the file is invalid."""
    raise NotImplementedError
