"""Progress on stderr: for a person at a terminal, never in a pipe or a log, not with
--quiet; every command that can run long shows it."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.cli.progress import Progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_one_line_rewritten_and_ended() -> None:
    terminal = Terminal()
    progress = Progress("score sheets", stream=terminal)
    progress(0, 3)
    progress(1, 3)  # within a tenth of a second of the last: not drawn again
    progress(3, 3)
    assert terminal.getvalue() == "\rscore sheets: 0 of 3\x1b[K\rscore sheets: 3 of 3\x1b[K\n"
    in_percent = Terminal()
    Progress("hands", stream=in_percent, percent=True)(1, 3)
    assert in_percent.getvalue() == "\rhands: 33 %\x1b[K"


def test_nothing_in_a_pipe_or_when_quiet() -> None:
    pipe = io.StringIO()
    Progress("hands", stream=pipe)(3, 3)
    terminal = Terminal()
    Progress("hands", stream=terminal, quiet=True)(3, 3)
    assert pipe.getvalue() == terminal.getvalue() == ""


@pytest.mark.parametrize(
    ("argv", "shown"),
    [
        (["demo", "{tmp}/demo.srt", "--players", "6", "--rounds", "2"], "rounds played: 2 of 2"),
        (["stats", "games", "--games", "2", "--workers", "1"], "games: 100 %"),
        (["stats", "hands", "--hands", "30", "--workers", "1"], "hands: 100 %"),
        (["publish", "{evening}", "-o", "{tmp}/site"], "pages written: "),
        (["export", "{evening}", "--xlsx", "{tmp}/e.xlsx"], "workbook sheets: "),
        (["cards", "{evening}", "--round", "1", "-o", "{tmp}/c.pdf"], "table cards: 2 of 2"),
    ],
)
def test_long_commands_show_progress_on_a_terminal(
    argv: list[str],
    shown: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tournament.services.demo import build_demo

    evening = tmp_path / "evening.srt"
    if any("{evening}" in arg for arg in argv):
        build_demo(evening, players=6, rounds=1, seed=1)
    filled = [arg.format(tmp=tmp_path, evening=evening) for arg in argv]
    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(filled) == 0
    assert shown in terminal.getvalue() and terminal.getvalue().endswith("\x1b[K\n")
    quiet = Terminal()
    monkeypatch.setattr(sys, "stderr", quiet)
    again = [arg.replace("demo.srt", "again.srt") for arg in filled]
    assert main([*again, "--quiet"]) == 0
    assert quiet.getvalue() == ""
    capsys.readouterr()
