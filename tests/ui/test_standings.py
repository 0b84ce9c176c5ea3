"""The standings view and the projector: shared ranks marked "=", the tie-break columns."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.ui.projector.window import ProjectorWindow
from tournament.ui.session import Session
from tournament.ui.views.standings import CLAIMS, GAMES, RANK, TILES, TOTALS, WON, StandingsView


@pytest.fixture
def tied(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """Nine players, round 1 played with the same results at every table: the players of
    the same seat are equal on every tie-break and share their rank."""
    service = create_tournament("Tied", location=tmp_path / "tied.srt")
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 10)])
    for table in service.rounds.start_round().value.tables:
        for game in table.games:
            tiles = {
                p: 0 if p == game.starter_player_id else 4 + i
                for i, p in enumerate(game.player_ids)
            }
            service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    session = Session(service)
    yield session
    session.close()


def test_the_standings_mark_shared_ranks_and_show_the_tie_breaks(
    tied: Session, qtbot: QtBot
) -> None:
    view = StandingsView(tied)
    qtbot.addWidget(view)
    view.show()
    headers = [view.model.headerData(c, Qt.Orientation.Horizontal) for c in range(11)]
    assert [headers[c] for c in (GAMES, WON, CLAIMS, TILES)] == [
        "Games",
        "Won",
        "Claims",
        "Tiles left",
    ]
    ranks = [view.model.index(r, RANK).data() for r in range(view.model.rowCount())]
    assert ranks == ["=1", "=1", "=1", "=4", "=4", "=4", "=7", "=7", "=7"]
    assert all(not view.table.isColumnHidden(c) for c in (WON, TILES))
    assert view.table.isColumnHidden(CLAIMS)  # the basic game has no claims
    assert view.ties_note.text() == (
        "Ranked by percent; ties broken by points, then games won, then fewer tiles left; "
        "else a shared rank (=)."
    )


def test_the_projector_marks_shared_ranks(tied: Session, qtbot: QtBot) -> None:
    projector = ProjectorWindow(tied)
    qtbot.addWidget(projector)
    projector.resize(1280, 720)
    projector.show()
    projector.set_mode("standings")
    assert [row[0] for row in projector.rows] == ["=1"] * 3 + ["=4"] * 3 + ["=7"] * 3
    projector.close()


@pytest.mark.parametrize(
    ("variant", "heading"), [("indian", "Deal scores"), ("drachen", "Card points")]
)
def test_a_card_games_totals_heading_fits_its_column(
    app: QApplication, tmp_path: Path, qtbot: QtBot, variant: str, heading: str
) -> None:
    import random

    from tournament.services.demo import play_round
    from tournament.services.dto import Settings

    service = create_tournament(
        "Cards", location=tmp_path / "cards.srt", settings=Settings(variant=variant)
    )
    service.players.import_players([PlayerEntry(f"Player {n}") for n in range(1, 7)])
    play_round(service, random.Random(5))
    session = Session(service)
    try:
        view = StandingsView(session)
        qtbot.addWidget(view)
        view.resize(1400, 800)
        view.show()
        qtbot.waitExposed(view)
        assert view.model.rowCount() == 6
        header = view.table.horizontalHeader()
        assert view.model.headerData(TOTALS, Qt.Orientation.Horizontal) == heading
        # the column was fitted to the game's heading, not to the model's first "Totals"
        assert header.sectionSize(TOTALS) >= header.sectionSizeHint(TOTALS)
    finally:
        session.close()
