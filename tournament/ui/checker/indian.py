"""The rules checker for Indian Rummy: melds, a hand's declaration and least deadwood
(RULINGS §8); the rules engine answers (``rules/indian.py``), worded here."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tournament.rules import indian
from tournament.rules.cards import Card, Deck, parse_cards
from tournament.rules.errors import NotationError, RulesError
from tournament.ui.checker.card_words import too_many_text
from tournament.ui.checker.cards import MeldsBox, verdict_style
from tournament.ui.widgets.cards import CardStrip, card_label, card_notation_text


def indian_kind_text(kind: indian.IndianMeldKind) -> str:
    return {
        indian.IndianMeldKind.SET: QCoreApplication.translate("card_checker", "set"),
        indian.IndianMeldKind.PURE: QCoreApplication.translate("card_checker", "pure sequence"),
        indian.IndianMeldKind.IMPURE: QCoreApplication.translate("card_checker", "impure sequence"),
    }[kind]


def indian_problem_text(problem: indian.IndianMeldProblem) -> str:
    P = indian.IndianMeldProblem
    return {
        P.TOO_SHORT: QCoreApplication.translate(
            "card_checker", "too short: a meld has at least 3 cards"
        ),
        P.TOO_LONG: QCoreApplication.translate(
            "card_checker", "too long: a set has at most 4 cards"
        ),
        P.NO_REAL_CARD: QCoreApplication.translate(
            "card_checker", "only jokers: a meld holds at least one real card"
        ),
        P.SAME_CARD_TWICE: QCoreApplication.translate("card_checker", "the same card twice"),
        P.MIXED: QCoreApplication.translate(
            "card_checker", "mixed: neither one rank in different suits nor one suit in a row"
        ),
        P.GAP: QCoreApplication.translate("card_checker", "a gap in the sequence"),
        P.AROUND_THE_CORNER: QCoreApplication.translate(
            "card_checker", "round the corner: K-A-2 is no sequence"
        ),
    }[problem]


def indian_meld_verdict(check: indian.IndianMeldCheck) -> str:
    if check.problem is not None:
        return QCoreApplication.translate("card_checker", "invalid: {0}").format(
            indian_problem_text(check.problem)
        )
    assert check.kind is not None
    kind = indian_kind_text(check.kind)
    jokers = ["?" if j is None else card_label(j) for j in check.jokers]
    if jokers:
        return QCoreApplication.translate("card_checker", "valid {0}; joker stands for {1}").format(
            kind, ", ".join(jokers)
        )
    return QCoreApplication.translate("card_checker", "valid {0}").format(kind)


def tier_text(tier: indian.DeadwoodTier) -> str:
    """Which sentence of the rule text counted the hand (RULINGS §8)."""
    return {
        indian.DeadwoodTier.ALL: QCoreApplication.translate(
            "card_checker", "no pure sequence: every card counts"
        ),
        indian.DeadwoodTier.PURE_ONLY: QCoreApplication.translate(
            "card_checker", "a pure sequence but no second sequence: every card outside it counts"
        ),
        indian.DeadwoodTier.MELDS: QCoreApplication.translate(
            "card_checker", "a pure and a second sequence: only the cards outside the melds count"
        ),
    }[tier]


def declaration_text(found: indian.Declaration) -> str:
    """Whether the hand can be declared, or why not, in the user's language."""
    deadwood = found.deadwood
    if found.valid:
        if found.discard is not None:
            return QCoreApplication.translate(
                "card_checker", "Valid declaration after discarding {0}."
            ).format(card_label(found.discard))
        return QCoreApplication.translate(
            "card_checker", "Valid declaration: every card is in a meld."
        )
    if deadwood.tier is indian.DeadwoodTier.ALL:
        why = QCoreApplication.translate(
            "card_checker", "no pure sequence; a declaration needs two sequences, one of them pure"
        )
    elif deadwood.tier is indian.DeadwoodTier.PURE_ONLY:
        why = QCoreApplication.translate("card_checker", "no second sequence besides the pure one")
    else:
        why = QCoreApplication.translate("card_checker", "cards outside the melds: {0}").format(
            " ".join(card_label(c) for c in deadwood.counted)
        )
    return QCoreApplication.translate("card_checker", "Cannot be declared: {0}.").format(why)


def _indian_meld(cards: list[Card]) -> tuple[bool, str]:
    check = indian.check_meld(cards)
    return check.valid, indian_meld_verdict(check)


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
        verdict_style(self.declaration, ok)
