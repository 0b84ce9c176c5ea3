"""The rules checker's pieces every card game's page shares: a line of melds checked as
typed, each shown as cards with its verdict. Each card game's page is its own module
(registered in :mod:`tournament.ui.games`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.cards import Card, Deck, parse_card_melds
from tournament.rules.errors import NotationError
from tournament.ui.checker.card_words import too_many_text
from tournament.ui.checker.words import BAD_COLOUR, OK_COLOUR
from tournament.ui.widgets.cards import CardStrip, card_notation_text


def verdict_style(label: QLabel, ok: bool) -> None:
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
        verdict_style(self.verdict, valid)
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
        """The game's word is sets, not melds."""
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
        verdict_style(self.summary, ok)
