"""A card game's player card in the app: the game's total where Stein-Rummy has tiles left."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.exports.card_samples import import_golden
from tournament.exports.texts import total_label
from tournament.rules.games import Drachenrummy
from tournament.services import open_tournament
from tournament.ui.session import Session
from tournament.ui.views.crosstable import CrosstableDialog


def test_a_drachen_player_card_shows_card_points(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    source = import_golden("drachen-evening", tmp_path / "drachen.srt")
    session = Session(open_tournament(source))
    try:
        emil = next(p for p in session.service.players.all() if p.name == "Emil")
        dialog = CrosstableDialog(session, player_id=emil.id)
        qtbot.addWidget(dialog)
        model = dialog.card_model
        horizontal = Qt.Orientation.Horizontal
        headers = [model.headerData(col, horizontal) for col in range(model.columnCount())]
        assert headers[5] == total_label(Drachenrummy, dialog.language)
        assert "Tiles left" not in headers and "Steine" not in headers
        # Round 1: laid 10, two cards left in hand: 8 card points; round 2: 9.
        assert [model.index(row, 5).data() for row in range(model.rowCount())] == ["8", "9"]
        dialog.close()
    finally:
        session.close()
