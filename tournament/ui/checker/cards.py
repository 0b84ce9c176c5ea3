"""The rules checker for the card games: Indian Rummy's melds, declaration and least
deadwood (RULINGS §8); Drachenrummy's sets and a steal with the dice (RULINGS §9).

Everything is checked as it is typed; the rules engine answers (``rules/indian.py``,
``rules/drachen.py``, ``rules/drachen_dice.py``) and ``card_words`` words its answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.rules import drachen, indian
from tournament.rules.cards import Card, Deck, parse_card_melds, parse_cards
from tournament.rules.drachen_dice import Dice, StealRule
from tournament.rules.errors import NotationError, RulesError
from tournament.ui.checker.card_words import (
    declaration_text,
    drachen_set_verdict,
    indian_meld_verdict,
    steal_rule_names,
    steal_text,
    tier_text,
    too_many_text,
)
from tournament.ui.widgets.cards import CardStrip, card_notation_text

OK_COLOUR = "#2e7d32"
BAD_COLOUR = "#b00020"


def _verdict_style(label: QLabel, ok: bool) -> None:
    label.setStyleSheet(f"color: {OK_COLOUR if ok else BAD_COLOUR}")


class CardMeldRow(QWidget):
    """One meld: its cards and the verdict."""

    def __init__(self, number: int, cards: Sequence[Card], valid: bool, verdict: str) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(f"{number}."))
        self.strip = CardStrip(tile_height=34)
        self.strip.set_tiles(cards, valid=valid)
        self.strip.setMinimumWidth(self.strip.sizeHint().width())
        layout.addWidget(self.strip)
        self.verdict = QLabel(verdict)
        self.verdict.setObjectName("verdict")
        _verdict_style(self.verdict, valid)
        layout.addWidget(self.verdict, 1)


class MeldsBox(QGroupBox):
    """A line of melds separated by ``|``, checked by ``check`` as it is typed."""

    def __init__(
        self,
        title: str,
        help_text: str,
        placeholder: str,
        check: Callable[[list[Card]], tuple[bool, str]],
        deck: Callable[[], Deck],
        *,
        sets: bool = False,
    ) -> None:
        super().__init__(title)
        self.sets = sets
        """Drachenrummy's word: sets, not melds."""
        self._check = check
        self._deck = deck
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(help_text))
        self.line = QLineEdit()
        self.line.setObjectName("card_melds")
        self.line.setPlaceholderText(placeholder)
        layout.addWidget(self.line)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.rows_host = QWidget()
        self.rows_layout = QVBoxLayout(self.rows_host)
        self.rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rows_host)
        layout.addWidget(scroll, 1)
        self.rows: list[CardMeldRow] = []
        self.line.textChanged.connect(self.check_now)
        self.check_now()

    def check_now(self) -> None:
        for row in self.rows:
            self.rows_layout.removeWidget(row)
            row.deleteLater()
        self.rows = []
        text = self.line.text()
        if not text.strip():
            self._summary(
                QCoreApplication.translate("card_checker", "Type sets to check them.")
                if self.sets
                else QCoreApplication.translate("card_checker", "Type melds to check them."),
                True,
            )
            return
        try:
            melds = parse_card_melds(text)
        except NotationError as exc:
            self._summary(card_notation_text(exc, sets=self.sets), False)
            return
        bad = 0
        for number, cards in enumerate(melds, start=1):
            valid, verdict = self._check(cards)
            bad += not valid
            row = CardMeldRow(number, cards, valid, verdict)
            self.rows_layout.insertWidget(number - 1, row)
            self.rows.append(row)
        copies = too_many_text(melds, self._deck())
        if bad:
            text = (
                QCoreApplication.translate("card_checker", "{0} of {1} sets are invalid.")
                if self.sets
                else QCoreApplication.translate("card_checker", "{0} of {1} melds are invalid.")
            )
            self._summary(text.format(bad, len(melds)), False)
        elif copies:
            self._summary(copies, False)
        else:
            text = (
                QCoreApplication.translate("card_checker", "All {0} sets are valid.")
                if self.sets
                else QCoreApplication.translate("card_checker", "All {0} melds are valid.")
            )
            self._summary(text.format(len(melds)), True)

    def _summary(self, text: str, ok: bool) -> None:
        self.summary.setText(text)
        _verdict_style(self.summary, ok)


def _indian_meld(cards: list[Card]) -> tuple[bool, str]:
    check = indian.check_meld(cards)
    return check.valid, indian_meld_verdict(check)


def _drachen_set(cards: list[Card]) -> tuple[bool, str]:
    check = drachen.check_set(cards)
    return check.valid, drachen_set_verdict(check)


class IndianCheckPanel(QWidget):
    """Indian Rummy: melds; a hand's declaration and least deadwood with its arrangement."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("indian_checker")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.deck = QComboBox()
        self.deck.setObjectName("indian_deck")
        self.deck.addItem(self.tr("54 cards: 52 and 2 jokers (2-3 players)"), 3)
        self.deck.addItem(self.tr("108 cards: 2×52 and 4 jokers (4 players)"), 4)
        form.addRow(self.tr("&Deck:"), self.deck)
        layout.addLayout(form)
        self.melds = MeldsBox(
            self.tr("Melds"),
            self.tr(
                "Cards: rank A K Q J 10 … 2 and suit S H D C (or ♠ ♥ ♦ ♣), * a joker; "
                "melds separated by |."
            ),
            self.tr("e.g. AS 2S 3S | QH QD *"),
            _indian_meld,
            self.current_deck,
        )
        layout.addWidget(self.melds, 2)
        hand_box = QGroupBox(self.tr("A hand: declaration and least deadwood"))
        hand_layout = QVBoxLayout(hand_box)
        row = QHBoxLayout()
        label = QLabel(self.tr("&Hand (13 cards, 14 before the discard):"))
        self.hand = QLineEdit()
        self.hand.setObjectName("indian_hand")
        self.hand.setPlaceholderText(self.tr("e.g. AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD"))
        label.setBuddy(self.hand)
        row.addWidget(label)
        row.addWidget(self.hand, 1)
        hand_layout.addLayout(row)
        self.hand_strip = CardStrip(tile_height=34)
        hand_layout.addWidget(self.hand_strip)
        self.declaration = QLabel()
        self.declaration.setObjectName("declaration")
        self.declaration.setWordWrap(True)
        hand_layout.addWidget(self.declaration)
        self.deadwood = QLabel()
        self.deadwood.setObjectName("deadwood")
        self.deadwood.setWordWrap(True)
        hand_layout.addWidget(self.deadwood)
        self.arrangement = CardStrip(tile_height=34)
        self.arrangement.setObjectName("arrangement")
        hand_layout.addWidget(self.arrangement)
        hand_layout.addStretch(1)
        layout.addWidget(hand_box, 2)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.check_hand)
        self.hand.textChanged.connect(self._timer.start)
        self.hand.returnPressed.connect(self.check_hand)
        self.deck.currentIndexChanged.connect(self.melds.check_now)
        self.deck.currentIndexChanged.connect(self.check_hand)
        self.setFocusProxy(self.melds.line)
        self.check_hand()

    def current_deck(self) -> Deck:
        return Deck.indian(int(self.deck.currentData()))

    def check_hand(self) -> None:
        self._timer.stop()
        self.arrangement.clear()
        self.deadwood.setText("")
        text = self.hand.text()
        try:
            cards = parse_cards(text)
        except NotationError as exc:
            self.hand_strip.clear()
            self._say(card_notation_text(exc), False)
            return
        self.hand_strip.set_tiles(cards)
        if not cards:
            self._say(self.tr("Type a hand to check its declaration."), True)
            return
        copies = too_many_text([cards], self.current_deck())
        if copies:
            self._say(copies, False)
            return
        if len(cards) not in (indian.DECLARATION_SIZE, indian.DECLARATION_SIZE + 1):
            self._say(
                self.tr("A hand holds 13 cards (14 before the discard), not {0}.").format(
                    len(cards)
                ),
                False,
            )
            return
        try:
            found = indian.check_declaration(cards, self.current_deck())
        except RulesError:  # the checks above leave nothing the engine refuses
            self._say(self.tr("The rules engine cannot read this hand."), False)
            return
        self._say(declaration_text(found), found.valid)
        shown = found.deadwood
        self.deadwood.setText(
            self.tr("Least deadwood: {0} ({1}).").format(shown.points, tier_text(shown.tier))
        )
        melds: list[tuple[Sequence[Card], bool]] = [(m.cards, True) for m in shown.melds]
        if shown.counted:
            melds.append((shown.counted, False))
        self.arrangement.set_melds(melds)

    def _say(self, text: str, ok: bool) -> None:
        self.declaration.setText(text)
        _verdict_style(self.declaration, ok)


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
        _verdict_style(self.steal_verdict, allowed)
