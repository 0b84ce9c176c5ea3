"""Start-up: the gui command opens a usable window; the system language picks German."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from tournament.ui import app as app_module


def run_gui(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STEIN_RUMMY_TESTING="1")
    return subprocess.run(
        [sys.executable, "-m", "tournament.cli", "gui", "--quit-when-ready", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_gui_command_opens_a_window() -> None:
    result = run_gui()
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ready"
    assert "Traceback" not in result.stderr


def test_gui_command_with_a_file_that_is_not_there(tmp_path: Path) -> None:
    result = run_gui(str(tmp_path / "missing.srt"))
    assert result.returncode == 0
    assert "Traceback" not in result.stderr
    assert result.stdout.strip() == "ready"  # no "open:" line: nothing was opened


def test_gui_command_says_which_tournament_it_opened(tmp_path: Path) -> None:
    from tournament.cli import main

    demo = tmp_path / "demo.srt"
    assert main(["demo", str(demo), "--players", "9", "--rounds", "1"]) == 0
    result = run_gui(str(demo))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "ready"
    assert result.stdout.splitlines()[1].startswith("open: Demo-Turnier (9 Spieler)")


def test_system_language_decides(app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Language.German)))
    assert app_module.system_language() == "de"
    assert app_module.effective_language("") == "de"
    assert app_module.effective_language("en") == "en"
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Language.French)))
    assert app_module.system_language() == "en"
