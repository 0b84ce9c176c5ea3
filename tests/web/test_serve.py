"""``stein-rummy serve``: a line per table, the pages served until Ctrl-C, bad input."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tournament.cli import main
from tournament.services import TournamentService


def _serve(*args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(
        [sys.executable, "-m", "tournament.cli", "serve", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_serve_prints_the_links_and_stops_on_ctrl_c(
    director: TournamentService, tmp_path: Path
) -> None:
    tables = len(director.rounds.get(1).tables)
    process = _serve(str(tmp_path / "abend.srt"), "--host", "127.0.0.1", "--port", "0")
    try:
        assert process.stdout is not None
        lines = [process.stdout.readline().strip() for _ in range(tables)]
        assert [line.split(":", 1)[0] for line in lines] == [
            f"table {n}" for n in range(1, tables + 1)
        ]
        links = [line.split(": ", 1)[1] for line in lines]
        assert director.phone.links() == dict(enumerate(links, start=1))
        deadline = time.monotonic() + 30
        while True:
            try:
                page = httpx.get(links[0], headers={"Accept-Language": "en"})
                break
            except httpx.ConnectError:
                assert time.monotonic() < deadline
                time.sleep(0.2)
        assert page.status_code == 200 and "Round 1 · table 1" in page.text
    finally:
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert "Traceback" not in err


def test_serve_warns_when_listening_on_all_addresses(
    director: TournamentService, tmp_path: Path
) -> None:
    process = _serve(str(tmp_path / "abend.srt"), "--host", "0.0.0.0", "--port", "0")
    try:
        assert process.stdout is not None
        process.stdout.readline()
    finally:
        process.send_signal(signal.SIGINT)
        _out, err = process.communicate(timeout=30)
    assert "warning: listening on all addresses" in err
    assert process.returncode == 0


def test_serve_refuses_bad_input(
    director: TournamentService, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", str(tmp_path / "missing.srt"), "--host", "127.0.0.1"]) == 2
    assert "missing.srt" in capsys.readouterr().err
    assert main(["serve", str(tmp_path / "abend.srt"), "--port", "70000"]) == 2
    assert "port 70000" in capsys.readouterr().err
    assert main(["serve", str(tmp_path / "abend.srt"), "--host", "192.0.2.77", "--port", "0"]) == 2
    assert "cannot listen on 192.0.2.77" in capsys.readouterr().err
