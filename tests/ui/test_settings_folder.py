"""The app under tests keeps its settings in a private temporary folder and removes it when
it ends (issue 10, item 24: tests left /tmp/stein-rummy-settings-* behind)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
from tournament.ui.app import create_application
from tournament.ui import settings

app = create_application()
settings.Settings().set_language("de")
print(settings._test_dir)
"""


def python(script: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """``script`` run by a Python of its own, which must succeed."""
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result


def test_the_settings_folder_is_removed_at_exit(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STEIN_RUMMY_TESTING="1")
    env["TMPDIR"] = str(tmp_path)
    result = python(SCRIPT, env)
    folder = Path(result.stdout.strip())
    assert folder.parent == tmp_path and folder.name.startswith("stein-rummy-settings-")
    assert not folder.exists()
    assert list(tmp_path.iterdir()) == []


ABOUT = """
import os
from tournament.ui.app import create_application
from tournament.ui.main_window import MainWindow
from tournament.ui.settings import Settings

app = create_application()
Settings().set_language("en")
Settings().sync()
print(MainWindow().about_text())
"""


def test_the_app_keeps_its_files_in_the_systems_folders(tmp_path: Path) -> None:
    """Settings, error log and new tournament files go where platformdirs says, as the
    About box tells (on Linux the XDG folders; on Windows %APPDATA%, %LOCALAPPDATA% and
    the documents folder); a home with spaces and umlauts is no problem (issue 36)."""
    home = tmp_path / "Jürgen Müller"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "STEIN_RUMMY"))}
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "Einstellungen Ä"),
        XDG_STATE_HOME=str(home / "Zustand Ö"),
        XDG_DOCUMENTS_DIR=str(home / "Dokumente Ü"),
        QT_QPA_PLATFORM="offscreen",
    )
    result = python(ABOUT, env)
    settings = home / "Einstellungen Ä" / "Stein-Rummy" / "Stein-Rummy Tournament.ini"
    assert "language=en" in settings.read_text(encoding="utf-8")
    about = result.stdout
    assert f"Settings: {settings}" in about
    assert f"Error log: {home / 'Zustand Ö' / 'stein-rummy' / 'log' / 'errors.log'}" in about
    assert f"New tournament files: {home / 'Dokumente Ü' / 'Stein-Rummy'}" in about
    assert sorted(p.name for p in home.iterdir()) == ["Einstellungen Ä"]  # nothing else


def test_the_settings_folder_is_the_one_platformdirs_gives(tmp_path: Path) -> None:
    # As on macOS or Windows, where Qt's own choice and platformdirs' differ.
    folder = tmp_path / "Application Support"
    patch = f"import platformdirs; platformdirs.user_config_dir = lambda **_: {str(folder)!r}\n"
    env = {k: v for k, v in os.environ.items() if not k.startswith("STEIN_RUMMY")}
    env.update(HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    python(patch + ABOUT, env)
    assert (folder / "Stein-Rummy" / "Stein-Rummy Tournament.ini").is_file()
