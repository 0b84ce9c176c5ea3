"""The club rating list in the app: the club's evenings, the list, a chart per player; with
an open tournament, its groups by rating (Einstufung) and round 1 in rating order.

The evenings are read through the services without changing them (as the season ranking
reads them), once when the list of files or the club register changes.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.ratings.club_list import BASE, RatingList, RatingRow
from tournament.ui.widgets.evening_files import EveningFiles
from tournament.ui.widgets.itemmodels import LazyRowModel, show_records

RANK, NAME, CLUB, RATING, MU, SIGMA, GAMES, EVENINGS, TREND = range(9)


def club_ratings(sources: list[str], club: str) -> tuple[RatingList | None, dict[str, str]]:
    """The rating list of the evening files ``sources`` (None without any), players
    matched by the club register at ``club`` ("" for none: by name and club), and the
    players' membership numbers by their key in the list (the register's, else the
    latest evening's). Raises ValueError or OSError
    naming a file or register that cannot be read."""
    from tournament.exports.season_data import opened_evenings
    from tournament.ratings.evenings import name_key
    from tournament.services.club import ClubRegister, member_key
    from tournament.services.ratings import evening_model, rating_list

    evenings = [evening_model(s) for s in opened_evenings(sources)] if sources else []
    if not evenings:
        return None, {}
    register = ClubRegister.open(club) if club else None
    try:
        ratings = rating_list(evenings, register=register)
        if register is not None:
            numbers = {member_key(m.id): m.number for m in register.members() if m.number}
        else:  # the number a player carried on their latest evening
            numbers = {
                name_key(p): p.membership_number
                for evening in evenings
                for p in evening.players
                if p.membership_number
            }
    finally:
        if register is not None:
            register.close()
    return ratings, numbers


class RatingModel(LazyRowModel[RatingRow]):
    """The rating list, sortable by every column."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            [
                self.tr("Rank"),
                self.tr("Name"),
                self.tr("Club"),
                self.tr("Rating"),
                "mu",
                "sigma",
                self.tr("Games"),
                self.tr("Evenings"),
                self.tr("Trend"),
            ],
            parent,
        )

    def row_key(self, row: RatingRow) -> str:
        return row.player

    def sort_value(self, row: RatingRow, column: int) -> Any:
        trend = row.trend if row.trend is not None else 0
        return (
            row.rank,
            row.name.casefold(),
            row.club.casefold(),
            row.rating,
            row.mu,
            row.sigma,
            row.games,
            row.evenings,
            trend,
        )[column]

    def texts(self, row: RatingRow) -> tuple[str, ...]:
        return (row.name, row.club)

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.valid_row(index)
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cell(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (NAME, CLUB):
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == Qt.ItemDataRole.ToolTipRole and column == RATING and row.provisional:
            return self.tr("Provisional: one evening so far")
        return None

    def cell(self, row: RatingRow, column: int) -> str:
        if column == RATING:
            return f"{row.rating} *" if row.provisional else str(row.rating)
        if column == TREND:
            return "" if row.trend is None else f"{row.trend:+d}"
        if column in (MU, SIGMA):
            return f"{row.mu if column == MU else row.sigma:.2f}"
        return str((row.rank, row.name, row.club, 0, 0, 0, row.games, row.evenings)[column])


class RatingDialog(QDialog):
    """The evenings (files) and a club register on the left, the list and a player's
    chart on the right; ``session`` (an open tournament) adds the Einstufung."""

    def __init__(self, parent: QWidget | None = None, session: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("rating_dialog")
        self.setWindowTitle(self.tr("Club rating list"))
        self.resize(1100, 700)
        self.session = session
        self.ratings: RatingList | None = None
        layout = QVBoxLayout(self)
        splitter = QSplitter()
        layout.addWidget(splitter, 1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.addWidget(QLabel(self.tr("Evenings (tournament files):")))
        self.files = EveningFiles()
        self.files.setObjectName("rating_files")
        left_layout.addWidget(self.files, 1)
        row = QHBoxLayout()
        self.files.add_button.setObjectName("rating_add")
        self.files.remove_button.setObjectName("rating_remove")
        row.addWidget(self.files.add_button)
        row.addWidget(self.files.remove_button)
        left_layout.addLayout(row)
        form = QFormLayout()
        self.club = QLineEdit()
        self.club.setObjectName("rating_club")
        self.club.setPlaceholderText(self.tr("none: players by name and club"))
        self.club.editingFinished.connect(self.read)
        form.addRow(self.tr("Club &register:"), self.club)
        left_layout.addLayout(form)
        self.hint = QLabel()
        self.hint.setObjectName("rating_hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #a00000;")
        left_layout.addWidget(self.hint)
        if session is not None:
            left_layout.addWidget(self._einstufung())
        splitter.addWidget(left)

        right = QSplitter(Qt.Orientation.Vertical)
        self.model = RatingModel(self)
        self.table = QTableView()
        show_records(self.table, "rating_table", self.model, stretch=[NAME], sorted_by=RANK)
        right.addWidget(self.table)
        self.chart_view: Any = None
        self.chart_host = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_host)
        right.addWidget(self.chart_host)
        right.setSizes([400, 300])
        splitter.addWidget(right)
        splitter.setSizes([330, 770])
        self.note = QLabel(
            self.tr(
                "Rating = 1500 + 25 × (mu − 25) from every game played (Plackett-Luce); "
                "games the director decided do not count. * provisional: one evening so far."
            )
        )
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.files.changed.connect(self.read)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self.update_chart())

    # -- the evenings ----------------------------------------------------------------------
    def sources(self) -> list[str]:
        return self.files.sources()

    def add_files(self, paths: list[str]) -> None:
        self.files.add_files(paths)

    def read(self) -> None:
        """Read the evenings and rate them; a file or register that cannot be read is
        named in the hint and the list stays as it was."""
        try:
            self.ratings, _numbers = club_ratings(self.sources(), self.club.text().strip())
        except (ValueError, OSError) as exc:
            self.hint.setText(self.tr("Cannot rate the evenings: {0}").format(exc))
            return
        self.hint.clear()
        self.model.set_rows(list(self.ratings.rows) if self.ratings else [])
        self.table.resizeColumnsToContents()
        if self.ratings and self.ratings.rows:
            self.table.selectRow(0)
        self.update_chart()
        self._update_einstufung()

    def _register(self) -> Any:
        from tournament.services.club import ClubRegister

        location = self.club.text().strip()
        return ClubRegister.open(location) if location else None

    # -- the chart of one player -------------------------------------------------------------
    def selected(self) -> RatingRow | None:
        index = self.table.currentIndex()
        return self.model.row_info(index.row()) if index.isValid() else None

    def update_chart(self) -> None:
        from PySide6.QtCharts import QChart, QLineSeries, QValueAxis

        row = self.selected()
        chart = QChart()
        chart.legend().hide()
        if row is not None and self.ratings is not None:
            chart.setTitle(self.tr("{0}: rating over the evenings").format(row.name))
            series = QLineSeries()
            series.setPointsVisible(True)
            series.append(0, float(BASE))
            for index, rating in row.history:
                series.append(index + 1, float(rating))
            chart.addSeries(series)
            axis_x = QValueAxis()
            axis_x.setTitleText(self.tr("Evening"))
            axis_x.setLabelFormat("%d")
            count = len(self.ratings.evenings)
            axis_x.setRange(0, max(count, 1))
            axis_x.setTickCount(min(count, 20) + 1)
            axis_y = QValueAxis()
            axis_y.setTitleText(self.tr("Rating"))
            axis_y.setLabelFormat("%d")
            values = [BASE, *(rating for _index, rating in row.history)]
            axis_y.setRange(min(values) - 50, max(values) + 50)
            axis_y.applyNiceNumbers()
            chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
            chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
            series.attachAxis(axis_x)
            series.attachAxis(axis_y)
        from tournament.ui.widgets.charts import show_chart

        self.chart_view = show_chart(self.chart_view, self.chart_layout, chart, "rating_chart")

    # -- Einstufung: the open tournament's groups and round 1 by rating --------------------
    def _einstufung(self) -> QWidget:
        box = QWidget()
        form = QFormLayout(box)
        form.addRow(QLabel(self.tr("<b>This tournament</b>")))
        self.sizes = QLineEdit()
        self.sizes.setObjectName("rating_sizes")
        self.sizes.setPlaceholderText(self.tr("even, e.g. 9, 9, 12"))
        form.addRow(self.tr("Group &sizes:"), self.sizes)
        self.unrated = QComboBox()
        self.unrated.setObjectName("rating_unrated")
        form.addRow(self.tr("&Unrated players:"), self.unrated)
        self.group_button = QPushButton(self.tr("&Groups by rating"))
        self.group_button.setObjectName("rating_groups")
        self.group_button.clicked.connect(self.group_players)
        self.seat_button = QPushButton(self.tr("&Seat round 1 by rating"))
        self.seat_button.setObjectName("rating_seat")
        self.seat_button.clicked.connect(self.seat_first_round)
        form.addRow(self.group_button)
        form.addRow(self.seat_button)
        self._update_einstufung()
        return box

    def _update_einstufung(self) -> None:
        if self.session is None:
            return
        info = self.session.info()
        groups = tuple(info.settings.groups)
        current = self.unrated.currentData()
        self.unrated.clear()
        self.unrated.addItem(self.tr("after the rated"), "last")
        self.unrated.addItem(self.tr("before the rated"), "first")
        for label in groups:
            self.unrated.addItem(self.tr("into group {0}").format(label), label)
        found = self.unrated.findData(current)
        self.unrated.setCurrentIndex(max(found, 0))
        self.group_button.setEnabled(bool(groups) and self.ratings is not None)
        self.group_button.setToolTip(
            "" if groups else self.tr("Name the strength groups in the settings first")
        )
        started = info.current_round > 0
        self.seat_button.setEnabled(self.ratings is not None and not started)

    def _player_rows(self) -> dict[int, RatingRow]:
        from tournament.services.ratings import player_rows

        assert self.ratings is not None
        register = self._register()
        try:
            return player_rows(self.session.service, self.ratings, register)
        finally:
            if register is not None:
                register.close()

    def group_players(self) -> None:
        from tournament.services.ratings import group_by_rating

        if self.ratings is None:
            return
        text = self.sizes.text().replace(";", ",").strip()
        try:
            sizes = [int(part) for part in text.split(",") if part.strip()] if text else None
        except ValueError:
            self.hint.setText(self.tr("Group sizes: whole numbers separated by commas"))
            return
        rows = self._player_rows()
        ratings = {pid: row.rating for pid, row in rows.items()}
        provisional = {pid for pid, row in rows.items() if row.provisional}
        unrated = str(self.unrated.currentData())
        service = self.session.service
        done = self.session.perform(
            self.tr("groups by rating"),
            lambda: group_by_rating(
                service, ratings, sizes=sizes, unrated=unrated, provisional=provisional
            ),
        )
        self.hint.setText("" if done is not None else self.session.refusal)

    def seat_first_round(self) -> None:
        from tournament.services.ratings import first_round_order

        if self.ratings is None:
            return
        service = self.session.service
        rows = self._player_rows()
        order = first_round_order(service, {pid: row.rating for pid, row in rows.items()})
        done = self.session.perform(
            self.tr("start round 1 by rating"),
            lambda: service.rounds.start_round(first_order=order),
        )
        self.hint.setText("" if done is not None else self.session.refusal)
        self._update_einstufung()
