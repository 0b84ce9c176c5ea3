"""A 30-player evening scored entirely from the tables' phones, the director accepting in
the app: three rounds, every game sent by its table's phone over HTTP and accepted with
the score entry's button (the last round with confirmed results counting at once)."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tournament.ui.entry.score_entry import ScoreEntryView
from tournament.ui.phone.control import PhoneControl
from tournament.ui.session import Session

from .phones import make_tournament, send_every_game

PLAYERS = 30
ROUNDS = 3


@pytest.mark.slow
@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")  # offscreen
def test_a_30_player_evening_from_the_phones(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    service = make_tournament(tmp_path / "evening.srt", players=PLAYERS)
    session = Session(service)
    window = QWidget()
    qtbot.addWidget(window)
    control = PhoneControl(window)
    control.set_session(session)
    view = ScoreEntryView(session)
    qtbot.addWidget(view)
    view.show()
    try:
        assert control.start("127.0.0.1", 0)
        with httpx.Client(timeout=60, follow_redirects=False) as phone:
            for number in range(1, ROUNDS + 1):
                if number == ROUNDS:
                    service.phone.set_setup(auto_accept=True)
                links = service.phone.links()
                games = sum(len(t.games) for t in service.rounds.get(number).tables)
                assert len(links) == len(service.rounds.get(number).tables)
                sent = sum(send_every_game(phone, link) for link in links.values())
                assert sent == games
                if number < ROUNDS:
                    view.phones.refresh()
                    assert len(view.phones.entries) == games
                    while view.phones.entries:
                        entry = view.phones.entries[0]
                        button = view.phones.findChild(QPushButton, f"accept_{entry.id}")
                        assert button is not None
                        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                    assert session.undo_stack.count() >= games
                assert service.phone.entries() == []
                rnd = service.rounds.get(number)
                assert all(g.status == "entered" for t in rnd.tables for g in t.games)
                done = session.perform("close", lambda n=number: service.rounds.close_round(n))
                assert done is not None
                if number < ROUNDS:
                    session.perform("start", service.rounds.start_round)
        standings = service.games.standings()
        assert len(standings) == PLAYERS
        played = [g for r in service.rounds.all() for t in r.tables for g in t.games]
        assert sum(row.games for row in standings) == sum(len(g.player_ids) for g in played)
        assert all(row.games > 0 and row.points >= 0 for row in standings)
        accepted = service.phone.entries(status="accepted")
        assert len(accepted) == len(played)
    finally:
        control.set_session(None)
        session.close()
