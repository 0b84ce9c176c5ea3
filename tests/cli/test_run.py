"""The ``stein-rummy`` program as a process: after a command without a window it ends
without Python's teardown (``tournament.cli.run``), yet its output, its exit status and
its exit handlers are all there."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROGRAM = "import sys; from tournament.cli import run; sys.argv[0] = 'stein-rummy'; run()"


def _program(
    *args: str, before: str = "", cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", before + PROGRAM, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
    )


def test_long_output_is_flushed_whole(tmp_path: Path) -> None:
    # Far more than a pipe's buffer: the process must not end before it is written.
    result = _program("seating", "--players", "300", "--rounds", "12", "--json")
    assert result.returncode == 0, result.stderr
    plan = json.loads(result.stdout)
    assert len(plan["rounds"]) == 12
    assert len(result.stdout) > 65_536  # a pipe buffer


def test_bad_input_keeps_its_message_and_status() -> None:
    result = _program("validate", "r12 r13 x1")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "token 3 'x1': unknown colour 'x'" in result.stderr


def test_a_negative_answer_keeps_status_1() -> None:
    result = _program("validate", "r1 b2 y3")
    assert result.returncode == 1, result.stderr


def test_exit_handlers_still_run() -> None:
    before = "import atexit; atexit.register(lambda: print('handler ran', flush=True)); "
    result = _program("validate", "b5 r5 y5", before=before)
    assert result.returncode == 0, result.stderr
    assert result.stdout.rstrip().endswith("handler ran")


def test_the_module_runs_the_program(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tournament.cli", "validate", "--json", "b5 r5 y5"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["valid"] is True


_COLLECTOR = (
    "import atexit, gc; "
    "atexit.register(lambda: print('collector on:', gc.isenabled(), flush=True)); "
)


def test_a_whole_tournament_is_read_with_the_collector_off(tmp_path: Path) -> None:
    path = tmp_path / "t.srt"
    made = _program("demo", str(path), "--players", "9", "--rounds", "2", "--seed", "1")
    assert made.returncode == 0, made.stderr
    standings = _program("standings", str(path), "--json", before=_COLLECTOR)
    assert standings.returncode == 0, standings.stderr
    text, _, last = standings.stdout.rstrip().rpartition("\n")
    assert last == "collector on: False"
    assert len(json.loads(text)["standings"]) == 9
    # Other commands keep it, and so does a command run in a process that goes on (main).
    validated = _program("validate", "b5 r5 y5", before=_COLLECTOR)
    assert validated.stdout.rstrip().endswith("collector on: True")
    check = "from tournament.cli import main; import gc; main(['standings', sys.argv[1]]); "
    inside = subprocess.run(
        [sys.executable, "-c", f"import sys; {check}print('on:', gc.isenabled())", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert inside.stdout.rstrip().endswith("on: True"), inside.stderr
