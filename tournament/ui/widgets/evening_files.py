"""A list of evening files (tournament files or database URLs) with Add and Remove: the
evenings a club rating list is made of."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFileDialog, QListWidget, QPushButton, QWidget


class EveningFiles(QListWidget):
    """The evenings, in the order added; :attr:`changed` after each addition or removal.
    Its two buttons are placed by the owner."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.add_button = QPushButton(self.tr("&Add evenings…"))
        self.remove_button = QPushButton(self.tr("Re&move"))
        self.add_button.clicked.connect(self.ask)
        self.remove_button.clicked.connect(self.remove_selected)

    def sources(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]

    def ask(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Add evenings"), "", self.tr("Tournaments (*.srt *.json);;All files (*)")
        )
        if paths:
            self.add_files(paths)

    def add_files(self, paths: list[str]) -> None:
        known = set(self.sources())
        for path in paths:
            if path not in known:
                self.addItem(path)
                known.add(path)
        self.changed.emit()

    def remove_selected(self) -> None:
        for item in self.selectedItems():
            self.takeItem(self.row(item))
        self.changed.emit()
