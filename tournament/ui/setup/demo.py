"""Open a demo tournament: 24 players, three rounds played with plausible results.

Built off the GUI thread behind a progress bar that can cancel between two games.
"""

from __future__ import annotations

import random
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from tournament.ui.setup.wizard import default_folder
from tournament.ui.workers import Progress, run_job

DEMO_PLAYERS = 24
DEMO_ROUNDS = 3


def demo_path() -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return default_folder() / f"demo-{stamp}.srt"


def build_demo_file(
    path: Path,
    progress: Progress | None = None,
    *,
    players: int = DEMO_PLAYERS,
    rounds: int = DEMO_ROUNDS,
) -> str:
    """Create the demo tournament at ``path`` and play ``rounds`` rounds; returns the path.

    A cancel removes the half-built file.
    """
    from tournament.services import open_tournament
    from tournament.services.demo import build_demo, play_round

    build_demo(path, players=players, rounds=0, seed=7)
    total = max(players * rounds, 1)  # each seated player starts one game per round
    done = 0
    service = open_tournament(path, desk="demo")
    rng = random.Random(7)

    def on_game(_game: object) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    try:
        for _ in range(rounds):
            play_round(service, rng, on_game=on_game)
    except BaseException:
        service.close()
        path.unlink(missing_ok=True)
        raise
    service.close()
    return str(path)


def create_demo_file(parent: QWidget | None) -> str | None:
    """Build a demo file behind a progress dialog; its path, or None if cancelled."""
    path = demo_path()
    label = QCoreApplication.translate("demo", "Playing a demo tournament…")
    return run_job(
        parent,
        label,
        lambda progress: build_demo_file(path, progress, players=DEMO_PLAYERS, rounds=DEMO_ROUNDS),
    )
