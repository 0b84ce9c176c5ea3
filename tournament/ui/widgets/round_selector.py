"""The round chooser shared by the rounds view and the score entry."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from tournament.services.dto import RoundInfo
from tournament.ui.session import Session


class RoundSelector(QComboBox):
    """A combo box of the tournament's rounds, each item's data its number.

    :meth:`reload` keeps the chosen round while it exists and shows a round that has just
    started; it never emits ``currentIndexChanged``, so the owner refreshes itself after it.
    """

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("round")
        self.session = session
        self._known = 0

    def make_label(self) -> QLabel:
        """The "Round:" label with its shortcut leading here."""
        label = QLabel(self.tr("R&ound:"))
        label.setBuddy(self)
        return label

    def reload(self) -> None:
        numbers = self.session.round_numbers()
        current = self.currentData()
        blocked = self.blockSignals(True)
        try:
            if [self.itemData(i) for i in range(self.count())] != numbers:
                self.clear()
                for number in numbers:
                    self.addItem(self.tr("Round {0}").format(number), number)
            if numbers:
                wanted = current if current in numbers else numbers[-1]
                if len(numbers) > self._known:
                    wanted = numbers[-1]  # a new round: show it
                self.setCurrentIndex(self.findData(wanted))
            self._known = len(numbers)
        finally:
            self.blockSignals(blocked)

    def selected_round(self) -> RoundInfo | None:
        number = self.currentData()
        return self.session.round(number) if number is not None else None
