"""Import and export of the scoring engine's JSON tournament file.

``export_tournament_file`` then ``import_tournament_file`` gives back the same tournament:
the tournament-file model read from the export equals the one read from the original, and
exporting the copy gives the same file byte for byte. The file holds the settings, the
players with status, group and rounds, every round with its sitting-out players, every
game slot (open ones between played ones too), the result under a decision and the
withdrawn decisions.

What the file does not hold: the audit log (and so the undo history), the start and close
times of rounds, and who last touched a game; an import starts a new history.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tournament.gcpause import collector_paused
from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.scoring.standings import Standing
from tournament.services.dto import TournamentInfo
from tournament.services.file_data import tournament_file_data
from tournament.services.files import open_tournament, remove_new_file
from tournament.services.model_read import (
    game_places,
    player_codes,
    tournament_model,
    tournament_standings,
)
from tournament.services.model_write import import_round_results, write_tournament
from tournament.services.service import TournamentService
from tournament.store.database import is_url, open_location

__all__ = [
    "export_tournament_file",
    "game_places",
    "import_round_results",
    "import_tournament_file",
    "load_standings",
    "load_tournament_model",
    "player_codes",
    "tournament_model",
]


@contextmanager
def _service(source: str | os.PathLike[str] | TournamentService) -> Iterator[TournamentService]:
    if isinstance(source, TournamentService):
        yield source
        return
    service = open_tournament(os.fspath(source), desk="export")
    try:
        yield service
    finally:
        service.close()


def load_tournament_model(source: str) -> sm.Tournament:
    """The scoring engine's tournament-file model of ``source``: a .json tournament file,
    a .srt file or a database URL."""
    if not is_url(source) and Path(source).suffix.lower() == ".json":
        return tf.load(source)
    with _service(source) as service:
        return tournament_model(service)


def load_standings(source: str) -> tuple[sm.Tournament, list[Standing]]:
    """The standings of ``source`` (a .srt file or a database URL) as its tournament file
    would give them, with the tournament without its rounds (``tournament_standings``)."""
    with _service(source) as service:
        return tournament_standings(service.uow)


def export_tournament_file(
    source_or_service: str | os.PathLike[str] | TournamentService, path: str | Path
) -> None:
    """Write the tournament as the scoring engine's JSON tournament file (atomically)."""
    # The JSON-ready data and the text all stay alive until written: the cyclic
    # collector paused meanwhile, as for the model's read (see tournament.gcpause).
    with collector_paused():
        with _service(source_or_service) as service:
            data = tournament_file_data(service)
        text = tf.encode_data(data)
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(text)
    partial.replace(target)


def import_tournament_file(
    json_path: str | Path, target: str | Path, *, desk: str = "import"
) -> TournamentInfo:
    """Create a new tournament at ``target`` (a new .srt path or a database URL) from a
    JSON tournament file. Nothing is created when the file is invalid."""
    model = tf.load(json_path)  # raises TournamentFileError listing every problem
    store = open_location(os.fspath(target), create=True)
    try:
        with store.transaction() as session:
            tid = write_tournament(session, model, desk, Path(json_path).name)
    except BaseException:
        store.dispose()
        if store.is_file and store.path is not None:
            remove_new_file(store.path)
        raise
    service = TournamentService(store, tid, desk=desk)
    try:
        return service.info()
    finally:
        service.close()
