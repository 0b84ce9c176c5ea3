"""Errors in plain words: no traceback ever reaches the director.

Domain errors are ``ValueError`` subclasses; those of the services and the store carry a
``code`` and ``data`` and are worded in the user's language (:mod:`tournament.ui.messages`),
others name the problem and where it is and are shown as they are. Files that cannot be
read or written (``OSError``) are worded by the app. Anything else is a defect: the user
sees a short apology and where the details were written, the traceback goes to the log file.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

log = logging.getLogger("tournament.ui")

T = TypeVar("T")


def log_file() -> Path:
    if os.environ.get("STEIN_RUMMY_TESTING"):
        import tempfile

        return Path(tempfile.gettempdir()) / "stein-rummy-test-errors.log"
    import platformdirs

    folder = Path(platformdirs.user_log_dir("stein-rummy", "Stein-Rummy"))
    return folder / "errors.log"


def friendly_message(exc: BaseException) -> str:
    """The sentence the user reads for ``exc``."""
    from tournament.ui.messages import service_text

    worded = service_text(exc)
    if worded is not None:
        return worded
    if isinstance(exc, ValueError):
        text = str(exc).strip()
        return text or QCoreApplication.translate("errors", "The input is not valid.")
    if isinstance(exc, FileNotFoundError):
        return QCoreApplication.translate("errors", "The file {0} does not exist.").format(
            exc.filename or ""
        )
    if isinstance(exc, PermissionError):
        return QCoreApplication.translate(
            "errors", "You may not read or write the file {0}."
        ).format(exc.filename or "")
    if isinstance(exc, OSError):
        name = exc.filename or ""
        return QCoreApplication.translate(
            "errors", "The file {0} could not be read or written: {1}"
        ).format(name, exc.strerror or str(exc))
    return QCoreApplication.translate(
        "errors",
        "Something went wrong inside the program. Nothing you saved is lost. "
        "The details were written to {0}.",
    ).format(str(log_file()))


class ErrorReporter(QObject):
    """Shows errors as a dialog and announces them (tests and status bars listen)."""

    reported = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.interactive = True

    def report(self, exc: BaseException, parent: QWidget | None = None) -> str:
        if not isinstance(exc, ValueError | OSError):
            _write_log(type(exc), exc, exc.__traceback__)
        message = friendly_message(exc)
        self.show_message(message, parent)
        return message

    def show_message(self, message: str, parent: QWidget | None = None) -> None:
        self.reported.emit(message)
        if not self.interactive:
            return
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("errors", "Problem"))
        box.setText(message)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()


_reporter: ErrorReporter | None = None


def reporter() -> ErrorReporter:
    global _reporter
    if _reporter is None:
        _reporter = ErrorReporter()
        _reporter.interactive = not os.environ.get("STEIN_RUMMY_TESTING")
    return _reporter


def guarded(action: Callable[[], T], parent: QWidget | None = None) -> T | None:
    """Run ``action``; a domain or file error becomes a message, the result ``None``."""
    try:
        return action()
    except (ValueError, OSError) as exc:
        reporter().report(exc, parent)
        return None


def _write_log(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    try:
        path = log_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write("".join(traceback.format_exception(kind, exc, tb)))
            fh.write("\n")
    except OSError:  # pragma: no cover - nowhere to write: keep the app alive anyway
        log.exception("could not write the error log")


def _excepthook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, exc, tb)
        return
    exc.__traceback__ = tb
    reporter().report(exc)


def install_excepthook() -> None:
    """Route uncaught exceptions (also those raised in Qt slots) to the reporter."""
    sys.excepthook = _excepthook
