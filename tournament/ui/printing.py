"""Printouts and the workbook from the app: ask where, then write off the GUI thread.

The service data is read on the GUI thread (it is quick); the writers of
``tournament.exports`` run in a worker thread with a progress bar and Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QFileDialog, QWidget

from tournament.exports import adapter
from tournament.exports import model as em
from tournament.ui import errors
from tournament.ui.session import Session
from tournament.ui.workers import Cancelled, Progress, run_job

T = TypeVar("T")


def language() -> str:
    return "de" if QLocale().language() == QLocale.Language.German else "en"


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
