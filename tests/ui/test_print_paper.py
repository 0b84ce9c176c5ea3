"""Printing from the app: the printouts' PDF pages go to the printer (here a PDF-file
printer, no dialog), through the print preview, and a cancel stops the print run."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewWidget
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tournament.ui.main_window import MainWindow
from tournament.ui.printing import printouts as printing
from tournament.ui.printing.pages import draw_pages, open_pdf, paper_image
from tournament.ui.session import Session
from tournament.ui.views.rounds import RoundsView
from tournament.ui.workers import Cancelled


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def file_printer(path: Path) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def pages(path: Path) -> list[QImage]:
    """Every page, small, on white paper."""
    document = open_pdf(path)
    try:
        return [
            paper_image(document, n, document.pagePointSize(n).toSize())
            for n in range(document.pageCount())
        ]
    finally:
        document.close()


def lightness(image: QImage) -> list[int]:
    """The page as 24 x 34 grey blocks: what is where, not how a thin line was sampled."""
    small = image.scaled(
        24, 34, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    )
    return [small.pixelColor(x, y).lightness() for y in range(34) for x in range(24)]


def assert_same_pages(exported: Path, printed: Path) -> None:
    """The printer got the printout's pages: as many, each with ink, each looking alike."""
    source, paper = pages(exported), pages(printed)
    assert len(paper) == len(source) >= 1
    for want, got in zip(source, paper, strict=True):
        a, b = lightness(want), lightness(got)
        assert min(b) < 200  # not blank
        differ = sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 12)
        assert differ <= len(a) * 0.02


@pytest.mark.parametrize("kind", ["sheets", "plan", "cards"])
def test_a_round_printout_reaches_the_printer_page_for_page(
    played: Session, parent: QWidget, tmp_path: Path, reported: list[str], kind: str
) -> None:
    exported = tmp_path / "export.pdf"
    assert printing.print_round_document(parent, played, 2, kind, str(exported))
    printed = tmp_path / "printed.pdf"
    assert printing.print_round(parent, played, 2, kind, file_printer(printed)) is True
    assert reported == []
    assert_same_pages(exported, printed)
    document = open_pdf(printed)
    first = open_pdf(exported)
    assert document.pagePointSize(0).toSize() == first.pagePointSize(0).toSize()
    document.close()
    first.close()


@pytest.mark.parametrize("kind", ["standings", "decisions"])
def test_the_reports_print(
    played: Session, parent: QWidget, tmp_path: Path, reported: list[str], kind: str
) -> None:
    exported = tmp_path / "export.pdf"
    if kind == "standings":
        assert printing.export_standings(parent, played, "pdf", str(exported))
    else:
        assert printing.export_decisions(parent, played, str(exported))
    printed = tmp_path / "printed.pdf"
    assert printing.print_report(parent, played, kind, file_printer(printed)) is True
    assert reported == []
    assert_same_pages(exported, printed)


def test_the_preview_shows_every_page(played: Session, qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "sheets.pdf"
    assert printing.print_round_document(None, played, 2, "sheets", str(path))  # type: ignore[arg-type]
    dialog = printing.PrintPreview(path, "Score sheets, round 2")
    qtbot.addWidget(dialog)
    dialog.show()
    preview = dialog.findChild(QPrintPreviewWidget)
    assert preview is not None
    qtbot.waitUntil(lambda: preview.pageCount() == len(pages(path)))
    assert dialog.windowTitle() == "Print preview: Score sheets, round 2"


def test_a_cancel_stops_the_print_run(played: Session, tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    assert printing.print_round_document(None, played, 2, "cards", str(path))  # type: ignore[arg-type]
    assert len(pages(path)) > 1
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        raise Cancelled()

    printer = file_printer(tmp_path / "printed.pdf")
    with pytest.raises(Cancelled):
        draw_pages(printer, path, progress)
    assert seen == [1]
    # The print run stopped: what the printer got (if anything) lacks the other pages.
    try:
        got = len(pages(tmp_path / "printed.pdf"))
    except ValueError:
        got = 0
    assert got < len(pages(path))


def test_an_unreadable_printout_is_named(tmp_path: Path) -> None:
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 nothing")
    with pytest.raises(ValueError, match=r"broken\.pdf cannot be read"):
        draw_pages(file_printer(tmp_path / "out.pdf"), broken)


def test_the_menus_open_the_preview(
    played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[tuple[str, int]] = []

    def exec_(dialog: printing.PrintPreview) -> int:
        preview = dialog.findChild(QPrintPreviewWidget)
        assert preview is not None
        preview.updatePreview()
        shown.append((dialog.windowTitle(), preview.pageCount()))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(printing.PrintPreview, "exec", exec_)
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_session(played)
    assert window.print_menu.isEnabled()
    for action in window.print_menu.actions():
        action.trigger()
    assert [title for title, _count in shown] == [
        "Print preview: Score sheets, round 2",
        "Print preview: Seating plan, round 2",
        "Print preview: Table cards, round 2",
        "Print preview: Standings",
        "Print preview: Director's decisions",
    ]
    assert all(count >= 1 for _title, count in shown)
    rounds = window.view.rounds if window.view is not None else RoundsView(played)
    menu = rounds.print_button.menu()
    assert menu is not None
    menu.actions()[2].trigger()
    assert shown[-1][0] == "Print preview: Table cards, round 2"
    window.close_tournament()
