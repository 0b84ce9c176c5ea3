"""Promotion every k rounds in the wizard and the tournament settings dialog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from tournament.ui.session import Session
from tournament.ui.setup.tournament_settings import TournamentSettingsDialog
from tournament.ui.setup.wizard import NewTournamentWizard


@pytest.fixture
def wizard(app: QApplication, qtbot: QtBot) -> NewTournamentWizard:
    dialog = NewTournamentWizard()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


@pytest.fixture
def fresh(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    from tournament.services import create_tournament

    service = create_tournament("Liga", location=tmp_path / "liga.srt", desk="desk")
    session = Session(service)
    yield session
    session.close()


def test_the_wizard_offers_repeating_only_with_a_promotion(
    wizard: NewTournamentWizard, qtbot: QtBot
) -> None:
    s = wizard.structure_page
    assert not s.promotion_every.isEnabled()
    assert wizard.result_value().settings.promotion_every is False
    qtbot.keyClicks(s.groups, "A, B")
    s.promotion.setValue(2)
    s.winners.setValue(1)
    assert s.promotion_every.isEnabled()
    s.promotion_every.setChecked(True)
    assert s.isComplete()
    got = wizard.result_value().settings
    assert (got.promotion_after_round, got.promotion_every) == (2, True)
    s.promotion.setValue(0)
    assert not s.promotion_every.isEnabled()
    assert wizard.result_value().settings.promotion_every is False


def test_the_settings_dialog_saves_and_shows_it(fresh: Session, qtbot: QtBot) -> None:
    dialog = TournamentSettingsDialog(fresh)
    qtbot.addWidget(dialog)
    dialog.show()
    s = dialog.structure_page
    qtbot.keyClicks(s.groups, "A, B")
    s.promotion.setValue(1)
    s.winners.setValue(3)
    s.promotion_every.setChecked(True)
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert fresh.service.info().settings.promotion_every is True
    again = TournamentSettingsDialog(fresh)
    qtbot.addWidget(again)
    assert again.structure_page.promotion_every.isChecked()
    assert again.structure_page.promotion_every.isEnabled()
