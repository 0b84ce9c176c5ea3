"""The program's output under a legacy Windows code page (issue 36, item 4).

On Windows, output redirected to a file or a pipe is written in the ANSI or OEM code page
(cp1252, cp850), not UTF-8. Names those pages cannot show (Polish, Turkish, Cyrillic) must
print as readable stand-ins, never end the command. PYTHONIOENCODING sets the same
encoding here.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.cli.console import readable

PLAYERS = (
    "Name;Verein\nŁukasz Żółć;Zürich\nŞule Öztürk;Köln\nJürgen Müller;Ärger\nИван Петров;Москва\n"
)


def _program(*args: str, encoding: str, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    return subprocess.run(
        [sys.executable, "-m", "tournament.cli", *args],
        capture_output=True,
        env=env,
        cwd=cwd,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("encoding", ["cp1252", "cp850"])
def test_names_print_under_a_legacy_code_page(tmp_path: Path, encoding: str) -> None:
    (tmp_path / "players.csv").write_text(PLAYERS, encoding="utf-8")
    made = _program("new", "t.srt", "--name", "Turnier Łódź", encoding=encoding, cwd=tmp_path)
    assert made.returncode == 0, made.stderr.decode(encoding)
    imported = _program(
        "players", "import", "t.srt", "players.csv", encoding=encoding, cwd=tmp_path
    )
    assert imported.returncode == 0, imported.stderr.decode(encoding)
    shown = _program("standings", "t.srt", encoding=encoding, cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr.decode(encoding)
    assert b"Traceback" not in shown.stderr
    text = shown.stdout.decode(encoding)
    # What the code page has stays as it is; the rest degrades to a readable stand-in.
    assert "Jürgen Müller" in text
    assert "Şule Öztürk" not in text and "Sule Öztürk" in text
    assert "?ukasz Zó?c" in text and "???? ??????" in text
    assert "Turnier ?ódz" in text


@pytest.mark.parametrize("encoding", ["cp1252", "cp850"])
def test_an_error_message_with_a_name_prints_too(tmp_path: Path, encoding: str) -> None:
    missing = tmp_path / "Łódź.srt"
    result = _program("standings", str(missing), encoding=encoding, cwd=tmp_path)
    assert result.returncode == 2
    err = result.stderr.decode(encoding)
    assert "Traceback" not in err and "codec" not in err
    assert "?ódz.srt" in err


def test_readable_keeps_what_the_code_page_has() -> None:
    assert readable("Jürgen Łódź Şule Иван", "cp1252") == "Jürgen ?ódz Sule ????"
    assert readable("Jürgen Łódź Şule Иван", "utf-8") == "Jürgen Łódź Şule Иван"


def test_a_program_without_a_console_runs_its_commands(tmp_path: Path) -> None:
    # The bundle's windowed program on Windows has no stdout and no stderr at all.
    script = (
        "import sys; sys.stdout = sys.stderr = None; from tournament.cli import run; "
        "sys.argv = ['stein-rummy', 'demo', 'demo.srt', '--players', '9', '--rounds', '1']; "
        "run()"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, cwd=tmp_path, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "demo.srt").is_file()
