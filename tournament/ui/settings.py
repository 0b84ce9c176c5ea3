"""The app's persistent preferences: language, recent tournaments, window layout.

Stored with ``QSettings`` under the organisation and application name set in
:func:`tournament.ui.app.create_application`. Tests (``STEIN_RUMMY_TESTING`` set) keep
their settings in a throwaway folder so they never touch the user's real ones.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

from PySide6.QtCore import QByteArray, QSettings

ORGANISATION = "Stein-Rummy"
APPLICATION = "Stein-Rummy Tournament"
MAX_RECENT = 8

# "" follows the system language; otherwise a language code the app ships ("de", "en").
LANGUAGES = ("", "en", "de")

_test_dir: str | None = None


def settings_root() -> str:
    """The folder of the user's settings on this system (platformdirs): ~/.config (or
    $XDG_CONFIG_HOME) on Linux, %APPDATA% on Windows, ~/Library/Application Support on
    macOS; the settings file is <root>/Stein-Rummy/Stein-Rummy Tournament.ini."""
    import platformdirs

    return platformdirs.user_config_dir(roaming=True)


def configure_storage() -> None:
    """Use INI files in the system's settings folder; under tests, in a private temporary
    folder."""
    global _test_dir
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    if os.environ.get("STEIN_RUMMY_TESTING"):
        if _test_dir is None:
            _test_dir = tempfile.mkdtemp(prefix="stein-rummy-settings-")
            atexit.register(shutil.rmtree, _test_dir, ignore_errors=True)  # leave nothing
            QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, _test_dir)
        return
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, settings_root())


class Settings:
    """Typed access to the few values the app remembers."""

    def __init__(self) -> None:
        # The (organisation, application) constructor always takes the native format; INI
        # is asked for explicitly so that the test folder of configure_storage() applies.
        self._q = QSettings(
            QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANISATION, APPLICATION
        )

    # language ------------------------------------------------------------------------
    def language(self) -> str:
        value = str(self._q.value("language", "") or "")
        return value if value in LANGUAGES else ""

    def set_language(self, code: str) -> None:
        if code not in LANGUAGES:
            raise ValueError(f"unknown language code {code!r}; expected one of {LANGUAGES}")
        self._q.setValue("language", code)

    # recent tournaments ----------------------------------------------------------------
    def recent(self) -> list[str]:
        value = self._q.value("recent", [])
        if isinstance(value, str):
            return [value] if value else []
        if not isinstance(value, list):
            return []
        return [str(v) for v in value if str(v)]

    def add_recent(self, location: str) -> None:
        items = [location] + [v for v in self.recent() if v != location]
        self._q.setValue("recent", items[:MAX_RECENT])

    def remove_recent(self, location: str) -> None:
        self._q.setValue("recent", [v for v in self.recent() if v != location])

    # window layout ---------------------------------------------------------------------
    def geometry(self, key: str) -> QByteArray | None:
        value = self._q.value(f"window/{key}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_geometry(self, key: str, value: QByteArray) -> None:
        self._q.setValue(f"window/{key}", value)

    def sync(self) -> None:
        self._q.sync()

    def file_name(self) -> str:
        """Where the settings are kept."""
        return self._q.fileName()
