"""Speed of printing from the app and of the projector with a running clock (issue 18).

    .venv/bin/python benchmarks/bench_print.py [--players 90] [--dpi 300]

Printing: the score sheets of a round (one page a table) are drawn page by page onto a
printer, here a PDF-file printer at the given resolution (the print run a real printer
gets is the same PDF). Figures: seconds per page and for the whole round; the work runs
off the GUI thread, so these say how long the progress bar runs, not how long the window
is blocked. Projector: one repaint of the standings and of the where-do-I-sit page of 300
players (the clock repaints its strip every second; a page change repaints the whole).
Runs offscreen unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("STEIN_RUMMY_TESTING", "1")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=90)
    parser.add_argument("--dpi", type=int, default=300)
    args = parser.parse_args()

    from PySide6.QtPrintSupport import QPrinter

    from tournament.services import create_tournament
    from tournament.services.demo import play_round
    from tournament.services.dto import PlayerEntry, Settings
    from tournament.ui.app import create_application
    from tournament.ui.printing.pages import MAX_DPI, draw_pages
    from tournament.ui.printing.printouts import print_round_document
    from tournament.ui.projector.window import ProjectorWindow
    from tournament.ui.session import Session

    app = create_application([])
    folder = Path(tempfile.mkdtemp(prefix="bench-print-"))
    service = create_tournament(
        "Benchmark", location=folder / "b.srt", settings=Settings(round_minutes=45)
    )
    service.players.import_players(
        [PlayerEntry(f"Player {n:03d}", f"Club {n % 17}") for n in range(args.players)]
    )
    play_round(service, random.Random(1))
    service.rounds.start_round()
    session = Session(service)

    sheets = folder / "sheets.pdf"
    started = time.perf_counter()
    assert print_round_document(None, session, 2, "sheets", str(sheets))  # type: ignore[arg-type]
    written = time.perf_counter() - started
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setResolution(args.dpi)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(folder / "printed.pdf"))
    printer.setFullPage(True)
    started = time.perf_counter()
    pages = draw_pages(printer, sheets)
    drawn = time.perf_counter() - started
    dpi = min(args.dpi, MAX_DPI)
    print(f"score sheets, {args.players} players: {pages} pages")
    print(f"  PDF written in {written:.2f} s (the export, as before)")
    print(
        f"  to the printer at {dpi} dpi: {drawn:.2f} s, {drawn / max(pages, 1):.2f} s a page"
        " (off the GUI thread, with progress and Cancel)"
    )

    big = create_tournament(
        "Projector", location=folder / "p.srt", settings=Settings(round_minutes=45)
    )
    big.players.import_players([PlayerEntry(f"Spielerin Nummer {n}", "Verein") for n in range(300)])
    big.rounds.start_round()
    projector_session = Session(big)
    projector = ProjectorWindow(projector_session)
    projector.resize(1920, 1080)
    projector.show()
    for mode in ("standings", "seats"):
        projector.set_mode(mode)
        projector.grab()  # the first paint fits the columns
        started = time.perf_counter()
        for _ in range(10):
            projector.grab()
        each = (time.perf_counter() - started) / 10 * 1000
        print(f"projector, 300 players, {mode}: {each:.0f} ms a full repaint (1920x1080)")
    projector.close()
    projector_session.close()
    session.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
