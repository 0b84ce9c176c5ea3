"""The first page: recent tournaments, New, Open file, Connect to a server, Open the demo."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.ui.settings import Settings


class RecentList(QListWidget):
    """Recent tournaments; Enter or a double click opens one, Delete forgets it."""

    chosen = Signal(str)
    forget = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.itemActivated.connect(
            lambda item: self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        item = self.currentItem()
        if event.key() == Qt.Key.Key_Delete and item is not None:
            self.forget.emit(item.data(Qt.ItemDataRole.UserRole))
            return
        super().keyPressEvent(event)


class WelcomePage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    connect_requested = Signal()
    demo_requested = Signal()
    location_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        outer = QHBoxLayout(self)
        outer.addStretch(1)
        column = QVBoxLayout()
        outer.addLayout(column, 3)
        outer.addStretch(1)

        title = QLabel(self.tr("Stein-Rummy tournament manager"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2)
        font.setBold(True)
        title.setFont(font)
        column.addStretch(1)
        column.addWidget(title)
        column.addWidget(
            QLabel(
                self.tr(
                    "Run a whole tournament evening from one window. Everything is saved at once."
                )
            )
        )

        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("&New tournament…"))
        self.new_button.setObjectName("new")
        self.open_button = QPushButton(self.tr("&Open file…"))
        self.open_button.setObjectName("open")
        self.connect_button = QPushButton(self.tr("&Connect to server…"))
        self.connect_button.setObjectName("connect")
        self.demo_button = QPushButton(self.tr("Open &demo"))
        self.demo_button.setObjectName("demo")
        for button in (self.new_button, self.open_button, self.connect_button, self.demo_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        column.addLayout(buttons)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.connect_button.clicked.connect(self.connect_requested)
        self.demo_button.clicked.connect(self.demo_requested)

        recent_label = QLabel(self.tr("&Recent tournaments (Enter opens, Delete forgets):"))
        self.recent = RecentList()
        self.recent.setObjectName("recent")
        recent_label.setBuddy(self.recent)
        column.addWidget(recent_label)
        column.addWidget(self.recent, 2)
        column.addStretch(1)
        self.recent.chosen.connect(self.location_chosen)
        self.recent.forget.connect(self._forget)
        self.refresh()

    def refresh(self) -> None:
        self.recent.clear()
        for location in Settings().recent():
            label = location
            if "://" not in location:
                path = Path(location)
                label = f"{path.stem}  —  {path.parent}"
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, location)
            item.setToolTip(location)
            self.recent.addItem(item)
        if self.recent.count():
            self.recent.setCurrentRow(0)

    def _forget(self, location: str) -> None:
        Settings().remove_recent(location)
        self.refresh()
