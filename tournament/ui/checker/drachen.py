"""The rules checker for Drachenrummy: sets, and whether a reserved card may be stolen
with some dice (RULINGS §9); the rules engine answers (``rules/drachen.py``,
``rules/drachen_dice.py``), worded here."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.rules import drachen
from tournament.rules.cards import Card, Deck
from tournament.rules.drachen_dice import Dice, StealRule, check_steal
from tournament.ui.checker.card_words import steal_rule_names
from tournament.ui.checker.cards import MeldsBox, verdict_style


def drachen_problem_text(problem: drachen.DrachenSetProblem) -> str:
    P = drachen.DrachenSetProblem
    return {
        P.TOO_SHORT: QCoreApplication.translate(
            "card_checker", "too short: a set has at least 3 cards"
        ),
        P.TOO_LONG: QCoreApplication.translate("card_checker", "too long"),
        P.JOKER: QCoreApplication.translate(
            "card_checker", "Drachenrummy is played without jokers"
        ),
        P.SAME_CARD_TWICE: QCoreApplication.translate("card_checker", "the same card twice"),
        P.MIXED: QCoreApplication.translate(
            "card_checker", "mixed: neither one value in different suits nor one suit in a row"
        ),
        P.GAP: QCoreApplication.translate("card_checker", "a gap in the values"),
        P.AROUND_THE_CORNER: QCoreApplication.translate(
            "card_checker", "round the corner: K-A-2 is no set"
        ),
    }[problem]


def drachen_set_verdict(check: drachen.DrachenSetCheck) -> str:
    if check.problem is not None:
        return QCoreApplication.translate("card_checker", "invalid: {0}").format(
            drachen_problem_text(check.problem)
        )
    if check.kind is drachen.DrachenSetKind.SAME_VALUE:
        return QCoreApplication.translate("card_checker", "valid set: one value, different suits")
    return QCoreApplication.translate("card_checker", "valid set: one suit, values in a row")


def steal_text(reserved: Dice, stealing: Dice, rule: StealRule) -> tuple[bool, str]:
    """Whether the steal is allowed under ``rule`` (the engine's answer), worded."""
    allowed = check_steal(reserved, stealing, rule).allowed
    more, same = stealing.count > reserved.count, stealing.face == reserved.face
    if allowed:
        if rule is StealRule.ANY_FACE:
            why = QCoreApplication.translate("card_checker", "{0} is more dice than {1}").format(
                stealing, reserved
            )
        elif same and more:
            why = QCoreApplication.translate("card_checker", "{0} is more dice showing {1}").format(
                stealing, reserved.face
            )
        else:
            why = QCoreApplication.translate(
                "card_checker", "{0} is at least as many dice as {1}, showing a higher face"
            ).format(stealing, reserved)
        return True, QCoreApplication.translate("card_checker", "Allowed: {0}.").format(why)
    if rule is StealRule.SAME_FACE:
        why = QCoreApplication.translate(
            "card_checker", "a steal needs more than {0} dice showing {1}"
        ).format(reserved.count, reserved.face)
    elif rule is StealRule.ANY_FACE:
        why = QCoreApplication.translate(
            "card_checker", "a steal needs more than {0} dice of one face"
        ).format(reserved.count)
    else:
        why = QCoreApplication.translate(
            "card_checker",
            "a steal needs more than {0} dice showing {1}, or at least {0} showing a higher face",
        ).format(reserved.count, reserved.face)
    return False, QCoreApplication.translate("card_checker", "Not allowed: {0}.").format(why)


def _drachen_set(cards: list[Card]) -> tuple[bool, str]:
    check = drachen.check_set(cards)
    return check.valid, drachen_set_verdict(check)


def _dice_boxes(name: str, count: int, face: int) -> tuple[QSpinBox, QSpinBox, QHBoxLayout]:
    count_box = QSpinBox()
    count_box.setObjectName(f"{name}_count")
    count_box.setRange(1, 5)
    count_box.setValue(count)
    face_box = QSpinBox()
    face_box.setObjectName(f"{name}_face")
    face_box.setRange(1, 6)
    face_box.setValue(face)
    row = QHBoxLayout()
    row.addWidget(count_box)
    row.addWidget(QLabel("×"))
    row.addWidget(face_box)
    row.addStretch(1)
    return count_box, face_box, row


class DrachenCheckPanel(QWidget):
    """Drachenrummy: sets, and whether a reserved card may be stolen with some dice."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("drachen_checker")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.deck = QComboBox()
        self.deck.setObjectName("drachen_deck")
        self.deck.addItem(self.tr("52 cards"), 1)
        self.deck.addItem(self.tr("2×52 cards"), 2)
        form.addRow(self.tr("&Deck:"), self.deck)
        layout.addLayout(form)
        self.sets = MeldsBox(
            self.tr("Sets"),
            self.tr(
                "Cards: rank A K Q J 10 … 2 and suit S H D C (or ♠ ♥ ♦ ♣); "
                "sets separated by |. The ace is 1 or above the king."
            ),
            self.tr("e.g. AS 2S 3S | QH QD QC"),
            _drachen_set,
            self.current_deck,
            sets=True,
        )
        layout.addWidget(self.sets, 2)
        steal_box = QGroupBox(self.tr("A steal with the dice"))
        steal_form = QFormLayout(steal_box)
        self.rule = QComboBox()
        self.rule.setObjectName("steal_rule")
        for rule, label in steal_rule_names():
            self.rule.addItem(label, rule)
        self.reserved_count, self.reserved_face, reserved_row = _dice_boxes("reserved", 2, 4)
        self.stealing_count, self.stealing_face, stealing_row = _dice_boxes("stealing", 3, 4)
        steal_form.addRow(self.tr("Steal &rule:"), self.rule)
        steal_form.addRow(self.tr("Reserved with (dice × face):"), reserved_row)
        steal_form.addRow(self.tr("Stealing with (dice × face):"), stealing_row)
        self.steal_verdict = QLabel()
        self.steal_verdict.setObjectName("steal_verdict")
        self.steal_verdict.setWordWrap(True)
        steal_form.addRow(self.steal_verdict)
        layout.addWidget(steal_box, 1)
        self.deck.currentIndexChanged.connect(self.sets.check_now)
        self.rule.currentIndexChanged.connect(self.check_steal)
        for box in (
            self.reserved_count,
            self.reserved_face,
            self.stealing_count,
            self.stealing_face,
        ):
            box.valueChanged.connect(self.check_steal)
        self.setFocusProxy(self.sets.line)
        self.check_steal()

    def current_deck(self) -> Deck:
        return Deck.drachen(int(self.deck.currentData()))

    def check_steal(self) -> None:
        reserved = Dice(self.reserved_count.value(), self.reserved_face.value())
        stealing = Dice(self.stealing_count.value(), self.stealing_face.value())
        allowed, text = steal_text(reserved, stealing, StealRule(self.rule.currentData()))
        self.steal_verdict.setText(text)
        verdict_style(self.steal_verdict, allowed)
