"""Search folds accents and special letters: one function for every player search."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.scoring.names import fold
from tournament.ui.session import Session


def test_audit_search_folds_the_same_way(app: QApplication, qtbot: QtBot, played: Session) -> None:
    from tournament.services.dto import PlayerEntry
    from tournament.ui.views.audit import AuditView

    played.perform(
        "add Łukasz", lambda: played.service.players.register_player(PlayerEntry("Łukasz"))
    )
    view = AuditView(played)
    qtbot.addWidget(view)
    view.show()
    qtbot.keyClicks(view.search, "lukasz")
    assert view.model.rowCount() == 1


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Öztürk", "ozturk"),
        ("ŁUKASZ", "lukasz"),
        ("Đorđe", "dorde"),
        ("Straße", "strasse"),
        ("Œuvre Æsir", "oeuvre aesir"),
        ("Çağrı", "cagri"),
        ("Ångström", "angstrom"),
        ("Þór", "thor"),
        ("Zoë", "zoe"),
    ],
)
def test_fold(text: str, folded: str) -> None:
    assert fold(text) == folded
