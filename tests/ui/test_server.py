"""Connecting to a tournament on a PostgreSQL server (CI provides one)."""

from __future__ import annotations

import os
import uuid

import pytest
from PySide6.QtWidgets import QApplication, QInputDialog
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.dto import PlayerEntry
from tournament.ui.main_window import MainWindow

URL = os.environ.get("STEIN_RUMMY_TEST_PG", "")


@pytest.mark.postgres
@pytest.mark.skipif(not URL, reason="STEIN_RUMMY_TEST_PG is not set")
def test_open_a_tournament_on_the_server(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, reported: list[str]
) -> None:
    name = f"Server evening {uuid.uuid4().hex[:8]}"
    service = create_tournament(name, location=URL)
    service.players.import_players([PlayerEntry(n) for n in ("Anna", "Bernd", "Clara")])
    service.close()

    def choose(parent, title, label, items, current, editable):  # type: ignore[no-untyped-def]
        return next(item for item in items if item.startswith(name)), True

    monkeypatch.setattr(QInputDialog, "getItem", staticmethod(choose))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_location(URL), reported
    assert window.session is not None
    assert window.session.info().name == name
    assert [p.name for p in window.session.service.players.all()] == ["Anna", "Bernd", "Clara"]
    assert "password" not in window.session.info().location
