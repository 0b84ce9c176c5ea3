"""Application start-up: QApplication, translations, error hook, the first window."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tournament import __version__
from tournament.ui import errors
from tournament.ui.language import effective_language, install_language
from tournament.ui.resources import icons_dir
from tournament.ui.settings import APPLICATION, ORGANISATION, Settings, configure_storage


def create_application(argv: Sequence[str] | None = None) -> QApplication:
    """The QApplication with names, icon, translations and the error hook set up."""
    existing = QApplication.instance()
    app = (
        existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv[:1]))
    )
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    configure_storage()
    icon = icons_dir() / "app.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    install_language(effective_language(Settings().language()))
    errors.install_excepthook()
    return app


def _load_services_in_background() -> None:
    """The services (SQLAlchemy, Alembic) take about a second to import: load them while
    the director looks at the welcome page, so New and Open respond at once."""
    import importlib
    import threading

    threading.Thread(
        target=importlib.import_module, args=("tournament.services",), daemon=True
    ).start()


def run(
    target: str | None = None,
    argv: Sequence[str] | None = None,
    *,
    quit_when_ready: bool = False,
) -> int:
    """Start the desktop app; ``target`` is a tournament file or server URL to open.

    ``quit_when_ready`` (for the start-up benchmark and the bundle's test) prints ``ready``
    once the window is shown and the event loop idles, and ``open: <window title>`` if
    ``target`` was opened, then quits.
    """
    app = create_application(argv)
    from tournament.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    opened = window.open_location(target) if target else False
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, _load_services_in_background)
    if quit_when_ready:

        def ready() -> None:
            print("ready", flush=True)
            if opened:  # what the bundle's test checks: the tournament did open
                print(f"open: {window.windowTitle()}", flush=True)
            window.close()
            app.quit()

        QTimer.singleShot(0, ready)
    return int(app.exec())
