"""The season ranking in the app: evenings in a list, options that re-rank at once, a bad
file named in a hint, the printout and the workbook."""

from __future__ import annotations

import shutil
from pathlib import Path

from openpyxl import load_workbook
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tournament.ui.main_window import MainWindow
from tournament.ui.session import Session
from tournament.ui.views.season import SeasonDialog


def _evenings(played: Session, tmp_path: Path) -> list[str]:
    """The played evening (open in the app, so with its log beside it) and a copy."""
    first = played.info().location
    second = tmp_path / "second.srt"
    shutil.copy(first, second)
    if Path(f"{first}-wal").exists():  # the open file's latest changes are in its log
        shutil.copy(f"{first}-wal", f"{second}-wal")
    return [first, str(second)]


def test_the_evenings_rank_the_players_with_the_evenings_as_columns(
    played: Session, qtbot: QtBot, tmp_path: Path, qtmodeltester: ModelTester
) -> None:
    files = _evenings(played, tmp_path)
    before = Path(files[0]).read_bytes()
    dialog = SeasonDialog(files=files)
    qtbot.addWidget(dialog)
    model = dialog.players_model
    qtmodeltester.check(model)
    assert dialog.hint.text() == ""
    assert model.rowCount() == 9
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers[:3] == ["Rank", "Name", "Club"]
    assert headers[3:5] == ["Test evening", "Test evening"]
    assert model.index(0, 0).data() == "1"
    first = model.index(0, 3).data()
    assert first and model.index(0, 4).data() == first
    dialog.best.setValue(1)
    assert model.index(0, 4).data() == f"({first})"  # the second evening does not count
    assert not dialog.tabs.isTabEnabled(1)
    dialog.team_size.setValue(2)
    assert dialog.tabs.isTabEnabled(1)
    assert dialog.teams_model.rowCount() == 3  # TSV, SC, RC
    assert Path(files[0]).read_bytes() == before


def test_a_file_that_is_no_tournament_is_named_and_the_ranking_stays(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = SeasonDialog(files=_evenings(played, tmp_path)[:1])
    qtbot.addWidget(dialog)
    assert dialog.players_model.rowCount() == 9
    bad = tmp_path / "notes.srt"
    bad.write_text("shopping list", encoding="utf-8")
    dialog.add_files([str(bad)])
    assert f"{bad}: " in dialog.hint.text()  # the file as the user named it
    assert dialog.players_model.rowCount() == 9
    dialog.files.setCurrentRow(1)
    dialog.remove_selected()
    assert dialog.hint.text() == "" and dialog.players_model.rowCount() == 9
    dialog.min_evenings.setValue(2)
    assert "minimum attendance 2" in dialog.hint.text()
    assert not dialog.pdf_button.isEnabled()


def test_the_season_is_printed_and_written_as_a_workbook(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = SeasonDialog(files=_evenings(played, tmp_path))
    qtbot.addWidget(dialog)
    pdf, book = tmp_path / "season.pdf", tmp_path / "season.xlsx"
    assert dialog.export_pdf(str(pdf)) and pdf.stat().st_size > 1000
    assert dialog.export_excel(str(book))
    sheet = load_workbook(book)["Season ranking"]
    assert sheet.max_row == 10


def test_the_file_menu_opens_the_season(app: QApplication, qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_season()
    assert isinstance(window.season_dialog, SeasonDialog)
    assert window.season_dialog.isVisible()
    window.season_dialog.close()


def _plus_evening(path: Path) -> str:
    """Three players, one round of Stein-Rummy Plus played."""
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry, ResultEntry, Settings

    service = create_tournament("Plus", location=path, settings=Settings(variant="stein-plus"))
    try:
        service.players.import_players([PlayerEntry(n) for n in ("Anna", "Bernd", "Clara")])
        rnd = service.rounds.start_round().value
        for game in rnd.tables[0].games:
            tiles = {pid: i * 2 for i, pid in enumerate(game.player_ids)}
            service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    finally:
        service.close()
    return str(path)


def test_an_evening_of_another_game_is_named_until_merged(
    played: Session, qtbot: QtBot, tmp_path: Path
) -> None:
    files = [*_evenings(played, tmp_path)[:1], _plus_evening(tmp_path / "plus.srt")]
    assert played.info().settings.variant == "stein"
    dialog = SeasonDialog(files=files)
    qtbot.addWidget(dialog)
    assert (
        "The evening 'Plus' is Stein-Rummy Plus, the first evening 'Test evening' Stein"
        in dialog.hint.text()
    )
    assert dialog.players_model.rowCount() == 0 and not dialog.pdf_button.isEnabled()
    dialog.merge.setChecked(True)
    assert dialog.hint.text() == ""
    assert dialog.note.text().startswith("Different games ranked together: ")
    assert dialog.players_model.rowCount() > 0 and dialog.pdf_button.isEnabled()
    assert dialog.options()["merge"] is True
