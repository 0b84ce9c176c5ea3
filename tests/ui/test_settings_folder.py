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


def test_the_settings_folder_is_removed_at_exit(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", STEIN_RUMMY_TESTING="1")
    env["TMPDIR"] = str(tmp_path)
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    folder = Path(result.stdout.strip())
    assert folder.parent == tmp_path and folder.name.startswith("stein-rummy-settings-")
    assert not folder.exists()
    assert list(tmp_path.iterdir()) == []
