"""Starting the app without a display: a clear message and exit 2, not Qt's abort that asks
for libxcb-cursor0 (issue 10, item 22)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.cli.gui import missing_display


def _without_display() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    return env


@pytest.mark.parametrize("args", [[], ["gui"], ["club-night.srt"]])
def test_no_display_says_what_to_do(args: list[str], tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tournament.cli", *args],
        capture_output=True,
        text=True,
        env=_without_display(),
        cwd=tmp_path,
        timeout=60,
        check=False,
    )
    assert result.returncode == 2, result.stderr
    assert "no display" in result.stderr
    for way in ("xvfb-run", "QT_QPA_PLATFORM=offscreen", "stein-rummy --help"):
        assert way in result.stderr
    assert "libxcb" not in result.stderr
    assert result.stdout == ""
    assert list(tmp_path.iterdir()) == []  # nothing was opened or created


def test_which_environments_have_a_display() -> None:
    assert missing_display({}, "linux")
    assert missing_display({"DISPLAY": ""}, "linux")
    assert not missing_display({"DISPLAY": ":0"}, "linux")
    assert not missing_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not missing_display({"QT_QPA_PLATFORM": "offscreen"}, "freebsd13")
    assert not missing_display({}, "win32")
    assert not missing_display({}, "darwin")
