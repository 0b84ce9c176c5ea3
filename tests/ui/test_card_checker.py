"""The rules checker for the card games through its widgets: Indian Rummy's melds, a
hand's declaration and least deadwood (RULINGS §8); Drachenrummy's sets and steals (§9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox
from pytestqt.qtbot import QtBot

from tournament.ui.checker.view import RulesCheckerView


@pytest.fixture
def checker(app: QApplication, qtbot: QtBot) -> RulesCheckerView:
    view = RulesCheckerView()
    qtbot.addWidget(view)
    view.show()
    return view


def choose(view: RulesCheckerView, qtbot: QtBot, game: str) -> None:
    """The game picked in the checker's box by keyboard."""
    view.game.setFocus()
    while view.game.currentData() != game:
        qtbot.keyClick(view.game, Qt.Key.Key_Down)


def test_the_game_box_offers_the_four_games_and_shows_each_ones_checks(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    keys = [checker.game.itemData(i) for i in range(checker.game.count())]
    assert keys == ["stein", "stein-plus", "indian", "drachen"]
    assert checker.pages.currentWidget() is checker.tabs
    choose(checker, qtbot, "indian")
    assert checker.pages.currentWidget() is checker.game_pages["indian"]
    choose(checker, qtbot, "drachen")
    assert checker.pages.currentWidget() is checker.game_pages["drachen"]


def test_indian_melds_each_with_its_kind_or_why_not(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    choose(checker, qtbot, "indian")
    box = checker.game_pages["indian"].melds
    qtbot.keyClicks(box.line, "as 2s 3s | QH QD * | 5h * 7h | KS AS 2S")
    assert [row.verdict.text() for row in box.rows] == [
        "valid pure sequence",
        "valid set; joker stands for ?",
        "valid impure sequence; joker stands for 6♥",
        "invalid: round the corner: K-A-2 is no sequence",
    ]
    assert box.summary.text() == "1 of 4 melds are invalid."
    # cards drawn with their suit symbols; the invalid meld outlined
    assert box.rows[0].strip.labels() == [["A♠", "2♠", "3♠"]]
    assert box.rows[3].strip.invalid_melds() == 1
    box.line.clear()
    qtbot.keyClicks(box.line, "AS 2S 3S | AS AH AD")
    # 54 cards hold one ace of spades; the 108 cards two
    assert box.summary.text() == "More copies than the deck has: A♠"
    checker.game_pages["indian"].deck.setCurrentIndex(1)
    assert box.summary.text() == "All 2 melds are valid."


def test_indian_declaration_and_least_deadwood_with_the_arrangement(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    choose(checker, qtbot, "indian")
    panel = checker.game_pages["indian"]
    qtbot.keyClicks(panel.hand, "AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == "Cannot be declared: cards outside the melds: Q♦."
    assert panel.deadwood.text() == (
        "Least deadwood: 10 (a pure and a second sequence: only the cards outside the melds count)."
    )
    # the arrangement: the melds, then the card that counts, outlined
    assert panel.arrangement.labels() == [
        ["A♠", "2♠", "3♠"],
        ["5♥", "6♥", "★"],
        ["9♠", "9♦", "9♣"],
        ["K♥", "K♦", "K♣"],
        ["Q♦"],
    ]
    assert panel.arrangement.invalid_melds() == 1

    panel.hand.clear()
    qtbot.keyClicks(panel.hand, "2S 3S 4S 5S 6S 7S 8S 9S * 10D JD QD KD")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == "Valid declaration: every card is in a meld."
    assert panel.deadwood.text().startswith("Least deadwood: 0 ")
    assert panel.arrangement.invalid_melds() == 0

    panel.hand.clear()
    qtbot.keyClicks(panel.hand, "2S 3S 4S 5S 6S 7S 8S 9S * 10D JD QD KD 4C")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == "Valid declaration after discarding 4♣."

    panel.hand.clear()
    qtbot.keyClicks(panel.hand, "KS KH KD QS QH QD 2C 5C 8C 9H 4D 7D 10S")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == (
        "Cannot be declared: no pure sequence; a declaration needs two sequences, one of them pure."
    )
    # no pure sequence: every card counts, 6 x 10 + 2 + 5 + 8 + 9 + 4 + 7 + 10
    assert panel.deadwood.text().startswith("Least deadwood: 105 (no pure sequence")


def test_indian_hand_that_cannot_be_read_says_why(checker: RulesCheckerView, qtbot: QtBot) -> None:
    choose(checker, qtbot, "indian")
    panel = checker.game_pages["indian"]
    qtbot.keyClicks(panel.hand, "AS 2S 1H")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == "card 3 '1H': there is no 1: the ace is A"
    panel.hand.clear()
    qtbot.keyClicks(panel.hand, "AS 2S 3S")
    qtbot.keyClick(panel.hand, Qt.Key.Key_Return)
    assert panel.declaration.text() == "A hand holds 13 cards (14 before the discard), not 3."
    assert panel.arrangement.tile_count() == 0


def test_drachen_sets_ace_low_or_high_never_round_the_corner(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    choose(checker, qtbot, "drachen")
    box = checker.game_pages["drachen"].sets
    qtbot.keyClicks(box.line, "AS 2S 3S | QH KH AH | 5C 5D 5H | KS AS 2S | 4D *")
    assert [row.verdict.text() for row in box.rows] == [
        "valid set: one suit, values in a row",
        "valid set: one suit, values in a row",
        "valid set: one value, different suits",
        "invalid: round the corner: K-A-2 is no set",
        "invalid: Drachenrummy is played without jokers",
    ]
    assert box.summary.text() == "2 of 5 sets are invalid."
    box.line.clear()
    qtbot.keyClicks(box.line, "AS 2S 3S | 4S Q")
    assert box.summary.text() == "set 2, card 2 'Q': the suit is missing (S H D C or ♠ ♥ ♦ ♣)"


def steal(view: RulesCheckerView, qtbot: QtBot, rule: str, reserved: str, stealing: str) -> str:
    panel = view.game_pages["drachen"]
    panel.rule.setCurrentIndex(panel.rule.findData(rule))
    for (count, face), (count_box, face_box) in (
        (reserved.split("x"), (panel.reserved_count, panel.reserved_face)),
        (stealing.split("x"), (panel.stealing_count, panel.stealing_face)),
    ):
        for box, value in ((count_box, count), (face_box, face)):
            assert isinstance(box, QSpinBox)
            box.selectAll()
            qtbot.keyClicks(box, value)
            assert box.value() == int(value)
    return panel.steal_verdict.text()


def test_steals_as_the_rule_text_tells_of_max_and_moritz(
    checker: RulesCheckerView, qtbot: QtBot
) -> None:
    """ "Max ... reserviert ... ein Herz As mit den drei 6ern. Danach würfelt Moritz vier
    6er und einen 5er. Er stiehlt das Herz As von Max und legt die vier 6er darauf." """
    choose(checker, qtbot, "drachen")
    assert steal(checker, qtbot, "same-face", "3x6", "4x6") == (
        "Allowed: 4x6 is more dice showing 6."
    )
    # the king Max reserved with two 3s: Moritz's 5 alone takes it under no rule
    assert steal(checker, qtbot, "same-face", "2x3", "1x5") == (
        "Not allowed: a steal needs more than 2 dice showing 3."
    )
    assert steal(checker, qtbot, "any-face", "2x3", "3x1") == "Allowed: 3x1 is more dice than 2x3."
    assert steal(checker, qtbot, "any-face", "2x3", "2x6") == (
        "Not allowed: a steal needs more than 2 dice of one face."
    )
    assert steal(checker, qtbot, "higher-face", "2x3", "2x5") == (
        "Allowed: 2x5 is at least as many dice as 2x3, showing a higher face."
    )
    assert steal(checker, qtbot, "higher-face", "2x3", "1x5") == (
        "Not allowed: a steal needs more than 2 dice showing 3, or at least 2 showing a "
        "higher face."
    )
