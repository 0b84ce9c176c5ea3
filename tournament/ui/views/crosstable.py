"""The crosstable and the player cards in the app; their PDF and workbook; the results site.

Opened from the standings (the button, or a double click on a player for their card). The
data is read through the services once when the dialog opens (``results_data``); the
printouts and the site are written off the GUI thread like the other exports.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.exports.crosstable_data import ResultsData, results_data
from tournament.exports.crosstable_pdf import card_cells, meeting_text, standing_line
from tournament.exports.texts import total_label
from tournament.rules.games import ResultField
from tournament.services.terms import rank_text
from tournament.ui import errors
from tournament.ui.printing.printouts import ask_path, language, suggested, write_in_background
from tournament.ui.session import Session
from tournament.ui.widgets.formatting import points_text
from tournament.ui.widgets.itemmodels import RIGHT, Index, RowModel, show_records


class TextModel(RowModel[tuple[str, ...]]):
    """A read-only table of ready-made texts; the ``numeric`` columns right-aligned."""

    def __init__(self, headers: list[str], numeric: set[int], parent: Any = None) -> None:
        super().__init__(headers, parent)
        self.numeric = numeric
        self.tips: dict[tuple[int, int], str] = {}

    def set_rows(self, headers: list[str], rows: list[tuple[str, ...]]) -> None:
        self.beginResetModel()
        self._headers = headers
        self._rows = rows
        self.endResetModel()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.valid_row(index)
        if row is None or not 0 <= index.column() < len(row):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return row[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self.numeric:
            return RIGHT
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tips.get((index.row(), index.column()))
        return None


class CrosstableDialog(QDialog):
    """Two tabs: the crosstable of everyone, and one player's card (chosen in a list)."""

    def __init__(
        self, session: Session, parent: QWidget | None = None, *, player_id: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("crosstable_dialog")
        self.setWindowTitle(self.tr("Crosstable and player cards"))
        self.resize(1000, 640)
        self.session = session
        self.language = language()
        self.data: ResultsData = results_data(session.service)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)

        self.grid_model = TextModel([], set(), self)
        self.grid = QTableView()
        show_records(self.grid, "crosstable_table", self.grid_model, stretch=[])
        self.grid.setSelectionBehavior(QTableView.SelectionBehavior.SelectItems)
        self.tabs.addTab(self.grid, self.tr("Crosstable"))

        card_page = QWidget()
        card_layout = QVBoxLayout(card_page)
        top = QHBoxLayout()
        label = QLabel(self.tr("&Player:"))
        self.player_box = QComboBox()
        self.player_box.setObjectName("card_player")
        label.setBuddy(self.player_box)
        top.addWidget(label)
        top.addWidget(self.player_box, 1)
        card_layout.addLayout(top)
        self.card_summary = QLabel()
        self.card_summary.setObjectName("card_summary")
        card_layout.addWidget(self.card_summary)
        self.card_model = TextModel([], set(), self)
        self.card_table = QTableView()
        show_records(self.card_table, "card_table", self.card_model, stretch=[4])
        card_layout.addWidget(self.card_table, 1)
        self.tabs.addTab(card_page, self.tr("Player card"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.pdf_button = QPushButton(self.tr("&PDF…"))
        self.pdf_button.setObjectName("crosstable_pdf")
        self.excel_button = QPushButton(self.tr("E&xcel…"))
        self.excel_button.setObjectName("crosstable_excel")
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.excel_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        self.excel_button.clicked.connect(lambda: self.export_excel())

        for player in self.data.players:
            self.player_box.addItem(player.name, player.key)
        self.player_box.currentIndexChanged.connect(self.show_card)
        self.fill_grid()
        if player_id is not None:
            self.player_box.setCurrentIndex(max(0, self.player_box.findData(str(player_id))))
            self.tabs.setCurrentIndex(1)
        self.show_card()

    def fill_grid(self) -> None:
        players = self.data.players
        table = self.data.crosstable()
        headers = [self.tr("Rank"), self.tr("Name")]
        headers += [str(index) for index in range(1, len(players) + 1)]
        headers.append(self.tr("Points"))
        rows = []
        self.grid_model.tips = {}
        for row_index, player in enumerate(players):
            cells = [rank_text(player.standing.rank, player.standing.shared), player.name]
            for column_index, other in enumerate(players):
                record, points = meeting_text(table.meeting(player.key, other.key), self.language)
                cells.append(f"{record}  {points}" if record else "")
                if record:
                    self.grid_model.tips[(row_index, column_index + 2)] = self.tr(
                        "{0} against {1}: ahead–level–behind {2}, points {3}"
                    ).format(player.name, other.name, record, points)
            cells.append(points_text(player.standing.points))
            rows.append(tuple(cells))
        numeric = {0, *range(2, len(headers))}
        self.grid_model.numeric = numeric
        self.grid_model.set_rows(headers, rows)
        self.grid.resizeColumnsToContents()

    def current_key(self) -> str | None:
        key = self.player_box.currentData()
        return str(key) if key is not None else None

    def show_card(self) -> None:
        key = self.current_key()
        played = self.data.tournament.game
        plus = self.data.tournament.plus
        tiles = played.has(ResultField.TILES_LEFT)
        headers = [
            self.tr("Round"),
            self.tr("Table"),
            self.tr("Game"),
            self.tr("Seat"),
            self.tr("Opponents"),
            # A card game's total is worded as on its printouts (Score, Card points).
            self.tr("Tiles left") if tiles else total_label(played, self.language),
        ]
        if plus:
            headers.append(self.tr("Claims"))
        headers += [self.tr("Points"), self.tr("Max"), self.tr("Place"), self.tr("Decision")]
        rows: list[tuple[str, ...]] = []
        summary = ""
        if key is not None:
            player = self.data.player(key)
            summary = standing_line(player, self.language)
            if player.club:
                summary = f"{player.club} · {summary}"
            rating = self.rating_text(int(key))
            if rating:
                summary = f"{summary} · {rating}"
            rows = [
                tuple(card_cells(self.data, game, played, self.language))
                for game in self.data.card(key).games
            ]
            if not rows:
                summary += " · " + self.tr("no games yet")
        self.card_summary.setText(summary)
        self.card_model.numeric = {0, 1, 2, 3, 5, 6, 7, 8, *([9] if plus else [])}
        self.card_model.set_rows(headers, rows)
        self.card_table.resizeColumnsToContents()

    def rating_text(self, player_id: int) -> str:
        """The club rating the player brought to the evening, "" if unrated."""
        info = self.session.service.players.get(player_id)
        if info.rating is None:
            return ""
        if info.rating_provisional:
            return self.tr("rating {0} (provisional)").format(info.rating)
        return self.tr("rating {0}").format(info.rating)

    # -- exports ---------------------------------------------------------------------------
    def export_pdf(self, path: str | None = None) -> bool:
        """The crosstable tab prints the crosstable; the card tab this player's card."""
        from tournament.exports.crosstable_pdf import write_crosstable, write_player_cards

        cards = self.tabs.currentIndex() == 1
        title = self.tr("Player card PDF") if cards else self.tr("Crosstable PDF")
        suffix = "card.pdf" if cards else "crosstable.pdf"
        if path is None:
            path = ask_path(self, title, suggested(self.session, suffix), self.tr("PDF (*.pdf)"))
        if not path:
            return False
        data, lang, key, target = self.data, self.language, self.current_key(), path

        def write(_progress: Any) -> None:
            if cards and key is not None:
                write_player_cards(data, target, players=[key], language=lang)
            else:
                write_crosstable(data, target, language=lang)

        return write_in_background(self, self.tr("Writing {0}…").format(title), write)

    def export_excel(self, path: str | None = None) -> bool:
        from tournament.exports.crosstable_xlsx import write_results_workbook

        title = self.tr("Crosstable workbook")
        if path is None:
            path = ask_path(
                self,
                title,
                suggested(self.session, "crosstable.xlsx"),
                self.tr("Excel workbook (*.xlsx)"),
            )
        if not path:
            return False
        data, lang, target = self.data, self.language, path
        return write_in_background(
            self,
            self.tr("Writing {0}…").format(title),
            lambda _progress: write_results_workbook(data, target, language=lang),
        )


def open_crosstable(
    parent: QWidget, session: Session, player_id: int | None = None
) -> CrosstableDialog | None:
    dialog = errors.guarded(lambda: CrosstableDialog(session, parent, player_id=player_id), parent)
    if dialog is None:
        return None
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def publish_results(parent: QWidget, session: Session, folder: str | None = None) -> bool:
    """Ask for a folder and write the results site into it (the app's language)."""
    from tournament.exports.site import write_site

    asked = folder is None
    if folder is None:
        folder = QFileDialog.getExistingDirectory(
            parent, QCoreApplication.translate("crosstable", "Publish results into folder")
        )
    if not folder:
        return False
    data = errors.guarded(lambda: results_data(session.service), parent)
    if data is None:
        return False
    lang, target = language(), folder
    now = datetime.now().astimezone()
    done = write_in_background(
        parent,
        QCoreApplication.translate("crosstable", "Writing the results site…"),
        lambda _progress: write_site(data, target, language=lang, now=now),
    )
    if done and asked:
        QMessageBox.information(
            parent,
            QCoreApplication.translate("crosstable", "Results published"),
            QCoreApplication.translate(
                "crosstable", "The results are in {0}; open index.html."
            ).format(folder),
        )
    return done
