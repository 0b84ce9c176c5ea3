"""The referee's turn check in the rules checker: legal and illegal turns, the faults
marked, in English and German (the same check as ``stein-rummy check-turn``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tournament.rules.tiles import Tile
from tournament.rules.tiles import parse_tiles as tiles_of
from tournament.ui.checker.turn_check import TurnCheckPanel
from tournament.ui.checker.view import RulesCheckerView
from tournament.ui.language import install_language


@pytest.fixture
def checker(app: QApplication, qtbot: QtBot) -> RulesCheckerView:
    view = RulesCheckerView()
    qtbot.addWidget(view)
    view.show()
    view.tabs.setCurrentWidget(view.turn_check)
    return view


def enter(panel: TurnCheckPanel, qtbot: QtBot, **fields: str) -> str:
    for name, text in fields.items():
        line = getattr(panel, name)
        line.clear()
        qtbot.keyClicks(line, text)
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    return panel.verdict.text()


def test_a_legal_turn(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    text = enter(
        panel,
        qtbot,
        before="r5 r6 r7",
        after="r5 r6 r7 r8 | b9 r9 y9",
        hand="r8 b9 r9 k2",
        drawn="y9 k4",
        discard="k2",
    )
    assert text == "Legal: laid b9 r8 r9 y9; the hand after the turn: k4"
    assert panel.result is not None and panel.result.legal
    assert panel.after_strip.invalid_melds() == 0 and panel.after_strip.marked() == set()


def test_an_invalid_meld_is_marked(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    text = enter(
        panel,
        qtbot,
        before="r5 r6 r7",
        after="r5 r6 r7 | b9 r9 y8",
        hand="b9 r9 y8 k2",
        drawn="k4 k5",
        discard="k2",
    )
    assert (
        text == "Illegal: §2 melds: meld 2 (b9 r9 y8): mixed: neither one value in "
        "different colours nor one colour"
    )
    assert panel.after_strip.invalid_melds() == 1


def test_a_tile_taken_off_the_table_is_marked(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    text = enter(
        panel, qtbot, before="r5 r6 r7 r8", after="r5 r6 r7", hand="k9", drawn="k1 k2", discard="k9"
    )
    assert text.startswith("Illegal: §10 rearranging: every table tile stays on the table; r8")
    assert panel.before_strip.marked() == {Tile.parse("r8")}
    assert "§10 manipulation" in panel.verdict.toolTip()


def test_laying_on_the_table_before_opening(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    panel.opened.setChecked(False)
    text = enter(
        panel,
        qtbot,
        before="r5 r6 r7",
        after="r5 r6 r7 r8",
        hand="r8 k9",
        drawn="k1 k2",
        discard="k9",
    )
    assert text.startswith("Illegal: §10 first laying out: the table meld r5 r6 r7 was changed")
    panel.opened.setChecked(True)
    qtbot.waitUntil(lambda: panel.verdict.text().startswith("Legal"), timeout=2000)


def test_a_claim_of_another_player(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    panel.plus.setChecked(True)
    text = enter(
        panel,
        qtbot,
        before="@1 b7 r7 y7 k7",
        after="b7 r7 y7 | k7 k8 k9",
        hand="k8 k9 b1",
        drawn="k1 k2",
        discard="b1",
    )
    assert text.startswith("Illegal: §4 claims: the claim b7 r7 y7 k7 of player 1 was changed")
    assert panel.before_strip.marked() == set(tiles_of("b7 r7 y7 k7"))


def test_bad_notation_names_the_meld(checker: RulesCheckerView, qtbot: QtBot) -> None:
    text = enter(checker.turn_check, qtbot, before="r5 r6 r7 | r9 x9", hand="k1")
    assert text == "meld 2, tile 2 'x9': unknown colour (use b, r, y/g, k/s or J)"
    assert checker.turn_check.result is None


def test_the_palette_types_into_the_line_last_used(checker: RulesCheckerView, qtbot: QtBot) -> None:
    panel = checker.turn_check
    panel.hand.setFocus()
    qtbot.waitUntil(lambda: panel.palette_tiles.target is panel.hand, timeout=2000)
    panel.palette_tiles._append(Tile.parse("b3"))
    assert panel.hand.text() == "b3"


def test_the_turn_check_in_german(app: QApplication, qtbot: QtBot) -> None:
    install_language("de")
    view = RulesCheckerView()
    qtbot.addWidget(view)
    panel = view.turn_check
    assert view.tabs.tabText(1).replace("&", "") == "Einen Zug prüfen"
    legal = enter(
        panel,
        qtbot,
        before="r5 r6 r7",
        after="r5 r6 r7 r8",
        hand="r8 k2",
        drawn="k4 k5",
        discard="k2",
    )
    assert legal == "Regelgerecht: gelegt r8; die Hand nach dem Zug: k4 k5"
    illegal = enter(
        panel, qtbot, before="r5 r6 r7 r8", after="r5 r6 r7", hand="k9", drawn="k1 k2", discard="k9"
    )
    assert illegal.startswith("Regelwidrig: §10 Manipulieren: betroffen: r8.")
    assert "bleibt" in illegal
    melds = enter(
        panel, qtbot, before="", after="b9 r9 y8", hand="b9 r9 y8 k2", drawn="k4 k5", discard="k2"
    )
    assert melds.startswith("Regelwidrig: §2 Kombinationen: Kombination 1 (b9 r9 y8): ")
    assert "mixed" not in melds
