"""Import players from Excel or CSV: the printouts' preview, problems marked per row.

Nothing is registered until the director accepts a clean list; rows with problems can be
left out with one button.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.exports.players import ImportPreview, ImportRow, preview_player_file
from tournament.services.dto import PlayerEntry
from tournament.ui import errors
from tournament.ui.printing.printouts import language
from tournament.ui.widgets.itemmodels import Index, RowModel, show_records
from tournament.ui.workers import run_job

ROW, NAME, CLUB, GROUP, PROBLEM, MEMBER = range(6)
BAD = QColor("#ffd7d7")


class ImportPreviewModel(RowModel[ImportRow]):
    """The rows a player file would import, each with its problems in words."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__([], parent)
        self._headers = [
            self.tr("Row"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Group"),
            self.tr("Problem"),
            self.tr("Membership no."),
        ]
        self.preview: ImportPreview | None = None

    def set_preview(self, preview: ImportPreview | None) -> None:
        self.preview = preview
        self.replace_rows(list(preview.rows) if preview is not None else [])

    def problems(self, row: ImportRow) -> str:
        if self.preview is None:
            return ""
        return "; ".join(p.message(language()) for p in self.preview.problems_in(row.row))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.valid_row(index)
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            values = {
                ROW: row.row,
                NAME: row.name,
                CLUB: row.club,
                GROUP: row.group,
                MEMBER: row.membership_number,
            }
            return values.get(column, self.problems(row) if column == PROBLEM else None)
        if (
            role == Qt.ItemDataRole.BackgroundRole
            and self.preview is not None
            and any(p.blocking for p in self.preview.problems_in(row.row))
        ):
            return BAD
        return None


class ImportDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        existing: tuple[str, ...] = (),
        groups: tuple[str, ...] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("import_dialog")
        self.setWindowTitle(self.tr("Import players"))
        self.resize(760, 520)
        self.existing = existing
        self.groups = groups
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.path = QLineEdit()
        self.path.setObjectName("path")
        self.path.setPlaceholderText(self.tr("an .xlsx or .csv file with a header row"))
        browse = QPushButton(self.tr("&Choose file…"))
        browse.clicked.connect(self.choose)
        label = QLabel(self.tr("&File:"))
        label.setBuddy(self.path)
        row.addWidget(label)
        row.addWidget(self.path, 1)
        row.addWidget(browse)
        layout.addLayout(row)
        # Enter in the path shows the preview; it must not also press OK (the dialog's
        # default button) and import the file unseen.
        self.path.installEventFilter(self)
        self.model = ImportPreviewModel(self)
        self.table = QTableView()
        show_records(self.table, "preview", self.model, stretch=[PROBLEM])
        layout.addWidget(self.table, 1)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.leave_out = QPushButton(self.tr("&Leave out the rows with problems"))
        self.leave_out.setObjectName("leave_out")
        self.leave_out.clicked.connect(self.leave_out_problems)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.addButton(self.leave_out, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.path
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self.load(self.path.text().strip())
            return True
        return super().eventFilter(watched, event)

    def choose(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Player list"),
            self.path.text(),
            self.tr("Player lists (*.xlsx *.csv *.txt);;All files (*)"),
        )
        if path:
            self.path.setText(path)
            self.load(path)

    def load(self, path: str) -> None:
        if not path:
            return
        preview = run_job(
            self,
            self.tr("Reading {0}…").format(path),
            lambda _progress: preview_player_file(
                path, existing_names=self.existing, groups=self.groups
            ),
        )
        self.model.set_preview(preview)
        self._update()

    def leave_out_problems(self) -> None:
        preview = self.model.preview
        if preview is None:
            return
        self.model.set_preview(preview.without_rows(preview.problem_rows()))
        self._update()

    def _update(self) -> None:
        preview = self.model.preview
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(preview is not None and preview.ok)
        self.leave_out.setEnabled(preview is not None and bool(preview.problem_rows()))
        if preview is None:
            self.summary.setText(self.tr("Choose a file to see what it would import."))
            return
        # Problems of no player row: the file's, and its columns' (unknown, left out, joined).
        whole_file = [
            p.message(language())
            for p in preview.problems
            if p.row is None or p.row == preview.header_row
        ]
        text = self.tr("{0} players to import, {1} problems.").format(
            len(preview.rows), len(preview.blocking)
        )
        if whole_file:
            text += "\n" + "\n".join(whole_file)
        self.summary.setText(text)
        self.summary.setStyleSheet("" if preview.ok else "color: #b00020")

    def entries(self) -> list[PlayerEntry]:
        preview = self.model.preview
        if preview is None:
            return []
        return errors.guarded(preview.entries, self) or []
