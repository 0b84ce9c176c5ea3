"""Input widgets and labels that several forms share."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QWidget

HINT_STYLE = "color: #b00020"
BAD_STYLE = "background: #ffd7d7; border: 1px solid #b00020;"
"""A field whose text is refused (tiles, cards, numbers)."""


def hint_label(*, wrap: bool = True) -> QLabel:
    """The red line of a form that says what keeps it from being saved."""
    label = QLabel()
    label.setObjectName("hint")
    label.setStyleSheet(HINT_STYLE)
    label.setWordWrap(wrap)
    return label


class PenaltyBox(QDoubleSpinBox):
    """The points each player loses when the director neutralises a game: 0 to 4 in halves
    (RULINGS 5)."""

    def __init__(self, penalty: Fraction = Fraction(0), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("penalty")
        self.setDecimals(1)
        self.setSingleStep(0.5)
        self.setRange(0.0, 4.0)
        self.set_penalty(penalty)

    def penalty(self) -> Fraction:
        """The value shown, exact (a typed 1.3 counts as the nearest half point, 1.5)."""
        return Fraction(round(self.value() * 2), 2)

    def set_penalty(self, penalty: Fraction) -> None:
        self.setValue(float(penalty))
