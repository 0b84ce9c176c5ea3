"""Printouts and the workbook from the app: ask where, then write off the GUI thread;
or print them: the same PDF pages, shown in the print preview, then sent to the printer.

The service data is read on the GUI thread (it is quick); the writers of
``tournament.exports`` and the drawing of the pages onto the printer run in a worker
thread with a progress bar and Cancel.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QDialog, QFileDialog, QWidget

from tournament.exports import adapter
from tournament.exports import model as em
from tournament.ui import errors
from tournament.ui.language import app_language
from tournament.ui.session import Session
from tournament.ui.workers import Cancelled, Progress, run_job

T = TypeVar("T")


language = app_language
"""The language the printouts are written in: the app's."""


def _cancellable(progress: Progress) -> Callable[[int, int], bool]:
    def report(done: int, total: int) -> bool:
        if progress.cancelled:
            return False
        progress(done, total)
        return True

    return report


def write_in_background(
    parent: QWidget | None, label: str, write: Callable[[Callable[[int, int], bool]], Any]
) -> bool:
    """Run ``write(progress)`` behind a progress dialog; True when it completed."""

    def job(progress: Progress) -> bool:
        try:
            write(_cancellable(progress))
        except em.ExportCancelled:
            raise Cancelled() from None
        return True

    return bool(run_job(parent, label, job))


def ask_path(parent: QWidget, title: str, suggestion: str, pattern: str) -> str:
    path, _ = QFileDialog.getSaveFileName(parent, title, suggestion, pattern)
    return path


def suggested(session: Session, suffix: str) -> str:
    location = session.info().location
    if "://" not in location:
        base = Path(location)
        return str(base.with_name(f"{base.stem}-{suffix}"))
    return suffix


def _export(
    parent: QWidget,
    session: Session,
    path: str | None,
    ask: tuple[str, str, str],
    read: Callable[[], T],
    write: Callable[[T, str, str, Callable[[int, int], bool]], Any],
    *,
    name: str | None = None,
) -> bool:
    """Ask where to write unless ``path`` is given (``ask``: dialog title, suffix of the
    suggested name, file pattern); read the service data on the GUI thread (it is quick);
    then ``write(data, path, language, progress)`` off it. The progress names ``name``, else
    the file. True when the file was written."""
    title, suffix, pattern = ask
    if path is None:
        path = ask_path(parent, title, suggested(session, suffix), pattern)
    if not path:
        return False
    data = errors.guarded(read, parent)
    if data is None:
        return False
    lang, target = language(), path
    label = QCoreApplication.translate("printing", "Writing {0}…").format(name or Path(path).name)
    return write_in_background(parent, label, lambda progress: write(data, target, lang, progress))


def print_round_document(
    parent: QWidget, session: Session, round_number: int, kind: str, path: str | None = None
) -> bool:
    """Score sheets, seating plan or table cards of a round as PDF."""
    from tournament.exports.plan import write_seating_plan, write_table_cards
    from tournament.exports.sheets import write_score_sheets

    titles = {
        "sheets": (
            QCoreApplication.translate("printing", "Score sheets"),
            f"round{round_number}-sheets.pdf",
        ),
        "plan": (
            QCoreApplication.translate("printing", "Seating plan"),
            f"round{round_number}-plan.pdf",
        ),
        "cards": (
            QCoreApplication.translate("printing", "Table cards"),
            f"round{round_number}-cards.pdf",
        ),
    }
    title, suffix = titles[kind]
    service = session.service

    def write(
        data: em.RoundSeating, target: str, lang: str, progress: Callable[[int, int], bool]
    ) -> None:
        if kind == "sheets":
            write_score_sheets(data, target, language=lang, progress=progress)
        elif kind == "plan":
            write_seating_plan(data, target, language=lang)
        else:
            write_table_cards(data, target, language=lang, progress=progress)

    return _export(
        parent,
        session,
        path,
        (title, suffix, QCoreApplication.translate("printing", "PDF (*.pdf)")),
        lambda: adapter.round_seating(service, round_number),
        write,
        name=title,
    )


def export_standings(parent: QWidget, session: Session, kind: str, path: str | None = None) -> bool:
    """The standings workbook (xlsx) or the standings PDF."""
    from tournament.exports.reports import write_standings_report
    from tournament.exports.xlsx import write_standings_workbook

    if kind == "xlsx":
        ask = (
            QCoreApplication.translate("printing", "Export Excel"),
            "standings.xlsx",
            QCoreApplication.translate("printing", "Excel workbook (*.xlsx)"),
        )
    else:
        ask = (
            QCoreApplication.translate("printing", "Standings PDF"),
            "standings.pdf",
            QCoreApplication.translate("printing", "PDF (*.pdf)"),
        )

    def write(
        data: em.WorkbookData, target: str, lang: str, progress: Callable[[int, int], bool]
    ) -> None:
        if kind == "xlsx":
            write_standings_workbook(data, target, language=lang, progress=progress)
        else:
            write_standings_report(data.standings, target, language=lang)

    return _export(
        parent, session, path, ask, lambda: adapter.workbook_data(session.service), write
    )


def export_decisions(parent: QWidget, session: Session, path: str | None = None) -> bool:
    """The director's report of every decision, as PDF."""
    from tournament.exports.reports import write_decisions_report

    ask = (
        QCoreApplication.translate("printing", "Decisions PDF"),
        "decisions.pdf",
        QCoreApplication.translate("printing", "PDF (*.pdf)"),
    )

    def write(
        data: em.DecisionsReport, target: str, lang: str, _progress: Callable[[int, int], bool]
    ) -> None:
        write_decisions_report(data, target, language=lang)

    return _export(
        parent, session, path, ask, lambda: adapter.decisions_report(session.service), write
    )


# -- printing ----------------------------------------------------------------------------
# The printouts go to the printer as the PDF pages the exports write: made in a temporary
# folder off the GUI thread, shown in the print preview, printed page by page off it.


def document_title(kind: str, round_number: int | None = None) -> str:
    titles = {
        "sheets": QCoreApplication.translate("printing", "Score sheets, round {0}"),
        "plan": QCoreApplication.translate("printing", "Seating plan, round {0}"),
        "cards": QCoreApplication.translate("printing", "Table cards, round {0}"),
        "standings": QCoreApplication.translate("printing", "Standings"),
        "decisions": QCoreApplication.translate("printing", "Director's decisions"),
    }
    return titles[kind].format(round_number)


class PrintPreview(QPrintPreviewDialog):
    """The print preview of the PDF at ``path``: its pages as they go to the paper. Its
    Print button opens the system's print dialog; the pages are then drawn onto the
    printer off the GUI thread, with progress and Cancel."""

    def __init__(
        self,
        path: str | Path,
        title: str,
        printer: QPrinter | None = None,
        parent: QWidget | None = None,
    ) -> None:
        from tournament.ui.printing.pages import match_paper

        chosen = printer or QPrinter(QPrinter.PrinterMode.HighResolution)
        match_paper(chosen, path)
        super().__init__(chosen, parent)
        self._printer = chosen  # the dialog does not own it: kept as long as the dialog
        self.setObjectName("print_preview")
        self.setWindowTitle(
            QCoreApplication.translate("printing", "Print preview: {0}").format(title)
        )
        self.path = path
        self.label = QCoreApplication.translate("printing", "Printing {0}…").format(title)
        self.paintRequested.connect(self._paint)

    def _paint(self, target: QPrinter) -> None:
        from tournament.ui.printing.pages import draw_pages

        path = self.path

        def job(progress: Progress) -> int:
            return draw_pages(target, path, lambda done, total: progress(done, total))

        run_job(self, self.label, job)


def print_pdf(
    parent: QWidget | None, path: str | Path, title: str, printer: QPrinter | None = None
) -> bool:
    """Print the PDF at ``path``: with ``printer`` given straight to it (no dialog), else
    through the print preview. True when it went to the printer."""
    if printer is not None:
        from tournament.ui.printing.pages import match_paper, print_in_background

        match_paper(printer, path)
        label = QCoreApplication.translate("printing", "Printing {0}…").format(title)
        return print_in_background(parent, printer, path, label)
    dialog = PrintPreview(path, title, parent=parent)
    return dialog.exec() == QDialog.DialogCode.Accepted


def _print_written(
    parent: QWidget,
    title: str,
    write: Callable[[str], bool],
    printer: QPrinter | None,
) -> bool:
    """``write(path)`` the printout into a temporary folder, then print it."""
    with tempfile.TemporaryDirectory(prefix="stein-rummy-print-") as folder:
        path = str(Path(folder) / "printout.pdf")
        if not write(path):
            return False
        return errors.guarded(lambda: print_pdf(parent, path, title, printer), parent) or False


def print_round(
    parent: QWidget,
    session: Session,
    round_number: int,
    kind: str,
    printer: QPrinter | None = None,
) -> bool:
    """Print the score sheets, seating plan or table cards of a round."""
    return _print_written(
        parent,
        document_title(kind, round_number),
        lambda path: print_round_document(parent, session, round_number, kind, path),
        printer,
    )


def print_report(
    parent: QWidget, session: Session, kind: str, printer: QPrinter | None = None
) -> bool:
    """Print the standings (``kind`` "standings") or the decisions report ("decisions")."""
    if kind == "standings":

        def write(path: str) -> bool:
            return export_standings(parent, session, "pdf", path)
    else:

        def write(path: str) -> bool:
            return export_decisions(parent, session, path)

    return _print_written(parent, document_title(kind), write, printer)
