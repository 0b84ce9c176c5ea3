"""Errors in plain words: no traceback ever reaches the director.

Domain errors are ``ValueError`` subclasses; those of the services and the store carry a
``code`` and ``data`` and are worded in the user's language (:mod:`tournament.ui.messages`),
others name the problem and where it is and are shown as they are. Files that cannot be
read or written (``OSError``) are worded by the app. Anything else is a defect: the user
sees a short apology and where the details were written, in a box over the window that
stays until closed; the traceback goes to the log file and to stderr.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QWidget

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
        # The open boxes: a box without a parent widget is kept alive by nothing else.
        self._boxes: list[QMessageBox] = []

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
        if any(box.text() == message for box in self.open_boxes()):
            return  # the same problem again (a timer, a repeated key): one box is enough
        box = QMessageBox(parent if parent is not None else dialog_parent())
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("errors", "Problem"))
        box.setText(message)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._boxes.append(box)
        box.finished.connect(lambda _result: self._forget(box))
        box.open()

    def _forget(self, box: QMessageBox) -> None:
        if box in self._boxes:
            self._boxes.remove(box)

    def open_boxes(self) -> list[QMessageBox]:
        """The error boxes still on screen. A box goes with the window it was shown over
        (a dialog closed meanwhile) without saying so: such a box is forgotten here."""
        self._boxes = [box for box in self._boxes if shiboken6.isValid(box)]
        return list(self._boxes)


def dialog_parent() -> QWidget | None:
    """The window an error box belongs to when the code that failed named none: the modal
    dialog or the active window, else the app's visible main window."""
    widget = QApplication.activeModalWidget() or QApplication.activeWindow()
    if widget is not None:
        return widget
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QMainWindow) and top.isVisible():
            return top
    return None


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
    """The traceback to the log file and to stderr (a terminal or a service log sees it)."""
    stamp = datetime.now().isoformat(sep=" ", timespec="seconds")
    text = f"{stamp}\n" + "".join(traceback.format_exception(kind, exc, tb))
    if sys.stderr is not None:  # None in a windowed app on Windows
        sys.stderr.write(text)
        sys.stderr.flush()
    try:
        path = log_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as fh:
            fh.write(text)
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
