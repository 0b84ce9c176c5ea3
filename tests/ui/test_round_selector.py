"""The round chooser of the rounds view and the score entry: which round it shows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.services import create_tournament
from tournament.services.demo import play_round
from tournament.services.dto import PlayerEntry
from tournament.ui.session import ROUNDS, Session
from tournament.ui.widgets.round_selector import RoundSelector


@pytest.fixture
def session(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    service = create_tournament("Selector", location=tmp_path / "s.srt", desk="desk")
    service.players.import_players([PlayerEntry(f"Player {n}", "") for n in range(1, 10)])
    session = Session(service)
    yield session
    session.close()


def items(box: RoundSelector) -> list[tuple[str, int]]:
    return [(box.itemText(i), box.itemData(i)) for i in range(box.count())]


def new_round(session: Session, seed: int) -> None:
    play_round(session.service, random.Random(seed))
    session.notify(ROUNDS)


def test_follows_new_rounds_and_keeps_a_chosen_one(session: Session, qtbot: QtBot) -> None:
    box = RoundSelector(session)
    qtbot.addWidget(box)
    changes: list[int] = []
    box.currentIndexChanged.connect(changes.append)

    box.reload()
    assert items(box) == [] and box.selected_round() is None

    new_round(session, 1)
    box.reload()
    assert items(box) == [("Round 1", 1)]
    new_round(session, 2)
    box.reload()
    assert items(box) == [("Round 1", 1), ("Round 2", 2)]
    assert box.currentData() == 2  # a round that has just started is shown

    box.setCurrentIndex(box.findData(1))
    changes.clear()
    box.reload()  # nothing new: the director's choice stays
    assert box.currentData() == 1
    selected = box.selected_round()
    assert selected is not None and selected.number == 1

    new_round(session, 3)
    box.reload()
    assert box.currentData() == 3
    assert changes == []  # reload never signals; the owner refreshes after it


def test_label_leads_to_the_box(session: Session, qtbot: QtBot) -> None:
    box = RoundSelector(session)
    qtbot.addWidget(box)
    label = box.make_label()
    qtbot.addWidget(label)
    assert label.buddy() is box
    assert label.text() == "R&ound:"
