"""Crash safety: SIGKILL at random moments while results are being entered."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tournament.services import create_tournament, open_tournament
from tournament.services.dto import PlayerEntry

WRITER = Path(__file__).with_name("entry_writer.py")
ENTRIES = 500


def _prepare(path: Path) -> None:
    service = create_tournament("Crash test", location=path)
    service.players.import_players([PlayerEntry(f"P{i}") for i in range(9)])
    service.rounds.start_round()
    service.close()


def _confirmed(lines: list[str]) -> list[tuple[int, int, int, int, int, int]]:
    out = []
    for line in lines:
        parts = line.split()
        if len(parts) == 7 and parts[0] == "ok":
            out.append(tuple(int(p) for p in parts[1:]))
    return out  # type: ignore[return-value]


def _run_until_killed(path: Path, first: int, rng: random.Random) -> list[str]:
    """Start a writer at entry ``first`` and kill it after a random number of entries."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    proc = subprocess.Popen(
        [sys.executable, str(WRITER), str(path), str(first), str(ENTRIES), "crash"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    wanted = rng.randint(1, 100)
    lines: list[str] = []
    # Kill after ``wanted`` confirmations plus a random fraction of the next entry's time,
    # so the kill lands anywhere inside a transaction or between two.
    while len(lines) < wanted:
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line)
    time.sleep(rng.random() * 0.01)
    proc.send_signal(signal.SIGKILL)
    rest, err = proc.communicate(timeout=30)
    lines.extend(line + "\n" for line in rest.splitlines())
    assert proc.returncode in (-signal.SIGKILL, 0), err
    return lines


@pytest.mark.slow
def test_confirmed_entries_survive_sigkill(tmp_path: Path) -> None:
    path = tmp_path / "crash.srt"
    _prepare(path)
    rng = random.Random(20261129)
    confirmed: list[tuple[int, int, int, int, int, int]] = []
    next_entry = 0
    for _ in range(3):
        lines = _run_until_killed(path, next_entry, rng)
        confirmed.extend(_confirmed(lines))
        if confirmed:
            next_entry = confirmed[-1][0] + 1

        con = sqlite3.connect(path)
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        con.close()
        service = open_tournament(path)
        audit_ids = {e.id for e in service.history.audit_log()}
        last_per_game: dict[int, tuple[int, int, int, int, int, int]] = {}
        for item in confirmed:
            assert item[3] in audit_ids, f"confirmed entry {item[0]} lost from the audit log"
            last_per_game[item[1]] = item
        for game_id, (entry, _g, version, _a, winner, others) in last_per_game.items():
            game = service.games.get(game_id)
            # Later entries may have been committed without being confirmed, never fewer.
            assert game.version >= version, f"entry {entry} lost"
            if game.version == version:
                assert game.result is not None
                expected = {
                    p: (0 if seat == winner else others + seat)
                    for seat, p in enumerate(game.player_ids)
                }
                assert game.result.tiles_left == expected
        service.close()
    assert len(confirmed) >= 3
