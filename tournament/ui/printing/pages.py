"""A printout's PDF onto a printer: each page rendered (QtPdf) and drawn to the paper.

The printouts are made once, as PDF by the exports; printing sends those same pages to
the printer, so paper and PDF never differ. Drawing runs in a worker thread (QPainter may
paint on a QPrinter outside the GUI thread) behind a progress dialog with Cancel.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QWidget

from tournament.ui.workers import Cancelled, Progress, run_job

MAX_DPI = 300
"""Pages are rendered at the printer's resolution, but never finer than this: enough for
text and lines on paper, and a page stays a few megabytes."""


class PrintError(ValueError):
    """The printout could not be read back or the printer refused to start."""


def open_pdf(path: str | Path) -> QPdfDocument:
    document = QPdfDocument()
    error = document.load(str(path))
    if error != QPdfDocument.Error.None_:
        raise PrintError(
            QCoreApplication.translate("print_pages", "The printout {0} cannot be read.").format(
                Path(path).name
            )
        )
    return document


def match_paper(printer: QPrinter, path: str | Path) -> int:
    """Set the printer's paper size and orientation to the printout's first page; returns
    its number of pages."""
    document = open_pdf(path)
    try:
        count = document.pageCount()
        if count:
            size = document.pagePointSize(0)
            landscape = size.width() > size.height()
            portrait = QSize(
                round(min(size.width(), size.height())), round(max(size.width(), size.height()))
            )
            printer.setPageSize(QPageSize(portrait, "", QPageSize.SizeMatchPolicy.FuzzyMatch))
            printer.setPageOrientation(
                QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
            )
        printer.setFullPage(True)  # the printout brings its own margins
        printer.setDocName(Path(path).stem)
        return count
    finally:
        document.close()


def paper_image(document: QPdfDocument, number: int, pixels: QSize) -> QImage:
    """Page ``number`` on white paper. QtPdf renders onto a transparent image; without
    the transparency the printer gets less data (a third less time per page)."""
    rendered = document.render(number, pixels)
    paper = QImage(pixels, QImage.Format.Format_RGB32)
    paper.fill(Qt.GlobalColor.white)
    painter = QPainter(paper)
    painter.drawImage(0, 0, rendered)
    painter.end()
    return paper


def draw_pages(
    printer: QPrinter,
    path: str | Path,
    progress: Callable[[int, int], None] | None = None,
    pages: list[int] | None = None,
) -> int:
    """Draw the PDF's pages (all, or those numbered in ``pages``, 0-based) onto ``printer``,
    each scaled to fit its paper and centred. ``progress(done, total)`` is called after
    each page and may raise :class:`Cancelled`, which aborts the print run. Returns the
    number of pages drawn."""
    document = open_pdf(path)
    painter = QPainter()
    try:
        chosen = pages if pages is not None else list(range(document.pageCount()))
        if not chosen:
            return 0
        if not painter.begin(printer):
            raise PrintError(
                QCoreApplication.translate("print_pages", "The printer could not be started.")
            )
        dpi = min(printer.resolution(), MAX_DPI)
        for done, number in enumerate(chosen):
            if done:
                printer.newPage()
            paper = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))
            points = document.pagePointSize(number)
            scale = min(paper.width() / points.width(), paper.height() / points.height())
            target = QRectF(0, 0, points.width() * scale, points.height() * scale)
            target.moveCenter(paper.center())
            pixels = QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72))
            painter.drawImage(target, paper_image(document, number, pixels))
            if progress is not None:
                try:
                    progress(done + 1, len(chosen))
                except Cancelled:
                    printer.abort()
                    raise
        return len(chosen)
    finally:
        if painter.isActive():
            painter.end()
        document.close()


def print_in_background(
    parent: QWidget | None, printer: QPrinter, path: str | Path, label: str
) -> bool:
    """:func:`draw_pages` in a worker thread behind a progress dialog; True when every page
    went to the printer (False when cancelled or refused; the user was told why)."""

    def job(progress: Progress) -> bool:
        return draw_pages(printer, path, lambda done, total: progress(done, total)) >= 0

    return bool(run_job(parent, label, job))
