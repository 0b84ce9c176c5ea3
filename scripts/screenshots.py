"""Screenshots of the desktop app's main views on a demo tournament.

Run under a virtual X server:

    xvfb-run -s "-screen 0 1600x1000x24" .venv/bin/python scripts/screenshots.py

Writes PNG files to docs/screenshots/. ``--lang de`` takes them in German.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", choices=("en", "de"), default="en")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument(
        "--only", nargs="*", default=(), help="write only the shots whose names start so"
    )
    args = parser.parse_args()
    # Private settings: the screenshots never touch the user's recent list.
    os.environ.setdefault("STEIN_RUMMY_TESTING", "1")

    from PySide6.QtCore import QItemSelectionModel
    from PySide6.QtWidgets import QWidget

    from tournament.ui.app import create_application
    from tournament.ui.language import install_language
    from tournament.ui.main_window import MainWindow
    from tournament.ui.projector.window import ProjectorWindow
    from tournament.ui.setup.demo import build_demo_file

    app = create_application(sys.argv[:1])
    install_language(args.lang)
    app.setStyle("Fusion")
    args.out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.lang == "en" else "-de"

    def settle(ms: int = 150) -> None:
        for _ in range(5):
            app.processEvents()
        from PySide6.QtTest import QTest

        QTest.qWait(ms)

    def shoot(widget: QWidget, name: str) -> None:
        if args.only and not name.startswith(tuple(args.only)):
            return
        settle()
        path = args.out / f"{name}{suffix}.png"
        widget.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)

    folder = Path(tempfile.mkdtemp(prefix="stein-rummy-shots-"))
    demo = folder / "demo.srt"
    build_demo_file(demo, players=24, rounds=3)

    window = MainWindow()
    window.resize(1400, 880)
    window.show()
    from tournament.ui.settings import Settings

    Settings().add_recent(str(demo))
    window.welcome.refresh()
    shoot(window, "01-welcome")

    window.new_tournament()
    wizard = window.wizard
    wizard.resize(720, 520)
    wizard.event_page.name.setText("Club championship 2026")
    wizard.next()
    shoot(wizard, "02-wizard-rules")
    wizard.reject()

    assert window.open_location(str(demo))
    session = window.session
    view = window.view
    assert session is not None and view is not None
    service = session.service
    rnd = service.rounds.start_round().value
    # enter two tables of round 4 so the score entry and standings are mid-round
    import random

    from tournament.services.demo import plausible_result

    rng = random.Random(11)
    settings = service.info().settings
    for table in rnd.tables[:2]:
        for game in table.games:
            service.games.record_result(
                game.id, plausible_result(game, settings, rng), expected_version=game.version
            )
    session.notify("all")

    view.show_page(0)
    shoot(window, "03-players")
    view.show_page(1)
    view.rounds.table.selectionModel().select(
        view.rounds.model.index(3, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    shoot(window, "04-rounds")

    view.show_page(2)
    view.score_entry.show_hands.setChecked(True)
    view.score_entry.select_table(4, 3)
    entry = view.score_entry.entry
    assert entry is not None
    row = entry.rows[0]
    ids = row.game.player_ids
    row.tiles[ids[0]].setText("0")
    row.hands[ids[1]].setText("r4 r5 b9 J")
    row.tiles[ids[2]].setText("0")
    row2 = entry.rows[1]
    row2.tiles[row2.game.player_ids[0]].setText("2")
    row2.tiles[row2.game.player_ids[1]].setText("0")
    row2.tiles[row2.game.player_ids[2]].setText("5")
    row.tiles[ids[2]].setFocus()
    shoot(window, "05-score-entry")

    view.show_page(3)
    standings = view.standings
    standings.table.selectRow(0)
    standings.table.selectionModel().select(
        standings.model.index(1, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    standings.table.selectionModel().select(
        standings.model.index(2, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    standings.update_chart()
    shoot(window, "06-standings")

    view.show_page(4)
    checker = view.checker
    checker.melds.setText("r12 r13 r1 | b5 r5 y5 J | k7 k8 k9 k10 | y3 y4 y5")
    checker.check_now()
    checker.hand.setText("r2 k11 b5 y2 J")
    checker.solve()
    shoot(window, "07-rules-checker")

    view.show_page(5)
    shoot(window, "08-audit")

    game = service.rounds.get(4).tables[2].games[2]
    names = {p.id: p.name for p in service.players.all()}
    from tournament.ui.entry.decisions import DecisionDialog

    dialog = DecisionDialog(session, game, names, window)
    dialog.reason.setText(
        "Tisch hat 20 Minuten später begonnen"
        if args.lang == "de"
        else "table started 20 minutes late"
    )
    dialog.show()
    shoot(dialog, "09-decision")
    dialog.reject()

    from tournament.ui.setup.backups import RestoreDialog
    from tournament.ui.setup.tournament_settings import TournamentSettingsDialog

    settings_dialog = TournamentSettingsDialog(session, window)
    settings_dialog.show()
    settings_dialog.tabs.setCurrentIndex(1)
    shoot(settings_dialog, "12-tournament-settings")
    settings_dialog.reject()

    restore = RestoreDialog(session, window)
    restore.show()
    shoot(restore, "13-restore-backup")
    restore.reject()

    projector = ProjectorWindow(session)
    projector.resize(1280, 720)
    projector.show()
    shoot(projector, "10-projector-standings")
    projector.set_mode("seats")
    shoot(projector, "11-projector-seating")
    projector.close()

    card_games(window, folder, args.lang, shoot)
    window.close()
    app.processEvents()
    return 0


def card_games(window: Any, folder: Path, lang: str, shoot: Any) -> None:
    """The score entry of Indian Rummy (12 players) and Drachenrummy (10), half typed."""
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry, Settings

    names = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank"]
    names += ["Gabi", "Hans", "Ines", "Jana", "Karl", "Lena"]
    title = {"indian": "Indisches Rommé" if lang == "de" else "Indian Rummy"}
    for game, count in (("indian", 12), ("drachen", 10)):
        path = folder / f"{game}.srt"
        service = create_tournament(
            f"{title.get(game, 'Drachenrummy')} {'Clubabend' if lang == 'de' else 'evening'}",
            location=path,
            settings=Settings(variant=game),
        )
        service.players.import_players([PlayerEntry(name) for name in names[:count]])
        service.rounds.start_round()
        service.close()
        assert window.open_location(str(path))
        view = window.view
        view.show_page(2)
        view.score_entry.select_table(1, 1)
        row = view.score_entry.entry.rows[0]
        ids = row.players
        if game == "indian":
            first, second = row.deals[0], row.deals[1]
            first.winner.setCurrentIndex(1)
            first.fields[ids[1]].setText("23")
            first.fields[ids[2]].setText("2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH")
            second.winner.setCurrentIndex(3)
            second.fields[ids[0]].setText("12")
            second.fields[ids[1]].setText("40")
            row.deals[2].winner.setFocus()
            shoot(window, "15-indian-score-entry")
        else:
            row.laid[ids[0]].setText("AS 2S 3S | QH QD QC")
            row.hands[ids[0]].setText("5H 9C")
            row.laid[ids[1]].setText("12")
            row.laid[ids[2]].setText("KS KH KD | 7D 8D 9D 10D")
            row.hands[ids[2]].setText("2C")
            row.hands[ids[2]].setFocus()
            shoot(window, "16-drachen-score-entry")


if __name__ == "__main__":
    sys.exit(main())
