"""Restore a backup of the open tournament file into a new file, and open that.

The service keeps a backup each time a round closes (and on demand). Restoring never
touches the open file: the chosen backup is copied to a new file the director names, which
the window then opens; the old file stays as it was, in case it is needed again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import BackupInfo
from tournament.ui import errors
from tournament.ui.session import Session
from tournament.ui.widgets.itemmodels import RIGHT, Index, RowModel, show_records

ROUND, TIME, SIZE = range(3)


class BackupsModel(RowModel[BackupInfo]):
    """The backups of one tournament file, newest first."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__([self.tr("After round"), self.tr("Made at"), self.tr("Size")], parent)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        backup = self.valid_row(index)
        if backup is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == ROUND:
                if backup.round_number == 0:
                    return self.tr("before round 1")
                return str(backup.round_number)
            if column == TIME:
                return backup.created_at.astimezone().strftime("%Y-%m-%d %H:%M:%S")
            if column == SIZE:
                return self.tr("{0} KB").format(max(1, round(backup.size / 1024)))
        if role == Qt.ItemDataRole.ToolTipRole:
            return backup.path
        if role == Qt.ItemDataRole.UserRole:
            return backup.path
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (ROUND, SIZE):
            return RIGHT
        return None


def restored_name(backup: BackupInfo, tournament_file: str) -> Path:
    """A proposal for the new file: next to the tournament, named by round, never taken."""
    source = Path(tournament_file)
    stem = f"{source.stem}-restored-round{backup.round_number}"
    candidate = source.with_name(stem + ".srt")
    number = 2
    while candidate.exists():
        candidate = source.with_name(f"{stem}-{number}.srt")
        number += 1
    return candidate


class RestoreDialog(QDialog):
    restored = Signal(str)
    """Emitted with the new file once a backup was restored into it."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("restore_backup")
        self.setWindowTitle(self.tr("Restore a backup"))
        self.session = session
        layout = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "A backup is kept each time a round closes. Restoring copies it into a new "
                "file and opens that; the current file stays as it is."
            )
        )
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.model = BackupsModel(self)
        self.table = QTableView()
        show_records(self.table, "backups_table", self.model, stretch=[TIME])
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.doubleClicked.connect(lambda _index: self.restore_selected())
        layout.addWidget(self.table, 1)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        row = QHBoxLayout()
        self.backup_button = QPushButton(self.tr("&Back up now"))
        self.backup_button.setObjectName("backup_now")
        self.backup_button.clicked.connect(self.backup_now)
        self.restore_button = QPushButton(self.tr("&Restore into a new file…"))
        self.restore_button.setObjectName("restore")
        self.restore_button.clicked.connect(self.restore_selected)
        self.restore_button.setDefault(True)
        row.addWidget(self.backup_button)
        row.addStretch(1)
        row.addWidget(self.restore_button)
        layout.addLayout(row)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout.addWidget(close)
        self.resize(560, 380)
        self.reload()

    def reload(self) -> None:
        backups = self.session.query(self.session.service.files.backups) or []
        self.model.replace_rows(backups)
        is_file = "://" not in self.session.info().location
        self.backup_button.setEnabled(is_file)
        if not is_file:
            self.hint.setText(
                self.tr(
                    "This tournament is on a database server; it is backed up on the server, "
                    "not here."
                )
            )
        elif not backups:
            self.hint.setText(self.tr("No backup yet: the first is made when round 1 closes."))
        else:
            self.hint.setText("")
            self.table.selectRow(0)
        self.restore_button.setEnabled(bool(backups))

    def selected_backup(self) -> BackupInfo | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.row_info(index.row())

    def backup_now(self) -> None:
        if errors.guarded(self.session.service.files.backup_now, self) is not None:
            self.reload()

    def choose_target(self, backup: BackupInfo) -> str:
        """Ask where the restored tournament goes (a new .srt file)."""
        proposal = restored_name(backup, self.session.info().location)
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Restore into a new file"),
            str(proposal),
            self.tr("Tournaments (*.srt)"),
        )
        return path

    def restore_selected(self) -> None:
        backup = self.selected_backup()
        if backup is None:
            self.hint.setText(self.tr("Choose a backup in the list first."))
            return
        path = self.choose_target(backup)
        if not path:
            return
        if not path.lower().endswith(".srt"):
            path += ".srt"
        target = Path(path)
        if target.exists():
            # Restoring is into a new file: an existing tournament is never replaced here.
            self.hint.setText(
                self.tr("{0} exists already. Choose a new file name.").format(target.name)
            )
            return
        from tournament.services import restore_backup

        info = errors.guarded(lambda: restore_backup(backup.path, target), self)
        if info is None:
            return
        self.accept()
        self.restored.emit(str(target))
