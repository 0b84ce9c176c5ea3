"""Long work off the GUI thread, with a progress dialog and a Cancel button.

The work is a function ``fn(progress)``; it calls ``progress(done, total)`` now and then,
which raises :class:`Cancelled` once the user pressed Cancel. :func:`run_job` shows the
dialog, keeps the window responsive while the thread works and returns the result (or
``None`` when cancelled or failed, after telling the user in plain words).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QThread, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from tournament.ui import errors

T = TypeVar("T")


class Cancelled(Exception):
    """The user cancelled a long job."""


class Progress:
    """Handed to the work function: report progress, learn about a cancel."""

    def __init__(self, job: _Worker[Any]) -> None:
        self._job = job
        self._cancel = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def cancel(self) -> None:
        self._cancel.set()

    def __call__(self, done: int, total: int, text: str = "") -> None:
        if self._cancel.is_set():
            raise Cancelled()
        self._job.progressed.emit(int(done), int(total), text)


class _Worker(QObject, Generic[T]):
    progressed = Signal(int, int, str)
    finished = Signal()

    def __init__(self, fn: Callable[[Progress], T]) -> None:
        super().__init__()
        self.fn = fn
        self.progress = Progress(self)
        self.result: T | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.result = self.fn(self.progress)
        except BaseException as exc:  # handed to the GUI thread, reported there
            self.error = exc
        finally:
            self.finished.emit()


class _Listener(QObject):
    """Lives on the GUI thread, so the worker's signals are handled there."""

    finished = Signal()

    def __init__(self, dialog: QProgressDialog) -> None:
        super().__init__()
        self.dialog = dialog

    @Slot(int, int, str)
    def on_progress(self, done: int, total: int, text: str) -> None:
        self.dialog.setMaximum(max(total, 0))
        self.dialog.setValue(min(done, total) if total > 0 else 0)
        if text:
            self.dialog.setLabelText(text)


def run_job(
    parent: QWidget | None,
    label: str,
    fn: Callable[[Progress], T],
    *,
    show_after_ms: int = 300,
) -> T | None:
    """Run ``fn`` in a worker thread behind a modal progress dialog; its result or None."""
    worker: _Worker[T] = _Worker(fn)
    thread = QThread()
    worker.moveToThread(thread)
    dialog = QProgressDialog(label, QCoreApplication.translate("workers", "Cancel"), 0, 0, parent)
    dialog.setObjectName("progress")
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(show_after_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)

    listener = _Listener(dialog)
    worker.progressed.connect(listener.on_progress, Qt.ConnectionType.QueuedConnection)
    worker.finished.connect(listener.finished, Qt.ConnectionType.QueuedConnection)
    loop = QEventLoop()
    listener.finished.connect(loop.quit)
    dialog.canceled.connect(worker.progress.cancel)
    thread.started.connect(worker.run)
    thread.start()
    loop.exec()
    thread.quit()
    thread.wait()
    dialog.close()
    dialog.deleteLater()
    if isinstance(worker.error, Cancelled):
        return None
    if worker.error is not None:
        errors.reporter().report(worker.error, parent)
        return None
    return worker.result
