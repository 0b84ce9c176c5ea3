"""Start-up: the gui command opens a usable window; the system language picks German."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from tournament.ui import language as app_module


def run_python(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STEIN_RUMMY_TESTING="1")
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=env, timeout=60, check=False
    )


def run_gui(*args: str) -> subprocess.CompletedProcess[str]:
    return run_python("-m", "tournament.cli", "gui", "--quit-when-ready", *args)


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


# What the first window must not wait for: the store and the services (SQLAlchemy), the
# web stack, the printouts, the charts, the score book. They load when first needed.
HEAVY = (
    "sqlalchemy",
    "alembic",
    "tournament.services",
    "tournament.store",
    "tournament.web",
    "uvicorn",
    "starlette",
    "tournament.exports",
    "openpyxl",
    "reportlab",
    "PySide6.QtCharts",
    "tournament.scoring.score_book",
    "tournament.statistics",
)

FIRST_WINDOW = """
import sys
from tournament.cli import _parser, _starts_the_app
assert _starts_the_app([])
_parser(app_only=True)  # what `stein-rummy` reads of its command line
from tournament.ui.app import create_application
from tournament.ui.main_window import MainWindow
app = create_application()
window = MainWindow()
window.show()
app.processEvents()
print(" ".join(sorted(sys.modules)))
"""


def test_the_first_window_comes_before_the_heavy_imports() -> None:
    result = run_python("-c", FIRST_WINDOW)
    assert result.returncode == 0, result.stderr
    loaded = result.stdout.split()
    assert "tournament.ui.main_window" in loaded and "PySide6.QtWidgets" in loaded
    early = [m for m in loaded if any(m == h or m.startswith(h + ".") for h in HEAVY)]
    assert early == []
