"""Standings: live, sortable, filtered by group; a chart of points or rank by round."""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.games import Game, ResultField
from tournament.scoring.standings import rank_text
from tournament.services.dto import PlayerStatus, StandingRow
from tournament.ui.formatting import percent_text, points_text
from tournament.ui.itemmodels import RIGHT, Index, RowModel, show_records
from tournament.ui.session import Session

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
USER = Qt.ItemDataRole.UserRole
GREY = QColor("#888888")
(RANK, NAME, CLUB, GROUP, POINTS, MAX, PERCENT, GAMES, WON, CLAIMS, TILES, TOTALS) = range(12)
TEXT_COLUMNS = frozenset((NAME, CLUB, GROUP))


class StandingsModel(RowModel[StandingRow]):
    """Standing rows by player id; updates in place so selection and scrolling stay."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__([], parent)
        self._keys: list[tuple[Any, ...]] = []
        self._cells: list[tuple[str, ...]] = []
        self._row_of: dict[int, int] = {}
        self._headers = [
            self.tr("Rank"),
            self.tr("Name"),
            self.tr("Club"),
            self.tr("Group"),
            self.tr("Points"),
            self.tr("Max"),
            self.tr("Percent"),
            self.tr("Games"),
            self.tr("Won"),
            self.tr("Claims"),
            self.tr("Tiles left"),
            self.tr("Totals"),
        ]

    def set_header(self, column: int, text: str) -> None:
        """A column's heading for the tournament's game (the card games' totals)."""
        if self._headers[column] != text:
            self._headers[column] = text
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, column, column)

    def set_rows(self, rows: list[StandingRow]) -> None:
        if {r.player_id for r in rows} == set(self._row_of) and len(rows) == len(self._rows):
            ordered = list(self._rows)
            changed: list[int] = []
            for row in rows:
                at = self._row_of[row.player_id]
                if ordered[at] != row:
                    ordered[at] = row
                    self._keys[at] = self.sort_values(row)
                    self._cells[at] = self.cells(row)
                    changed.append(at)
            self._rows = ordered
            # Only the rows that changed: the proxy then re-sorts just those.
            last = len(self._headers) - 1
            for at in changed:
                self.dataChanged.emit(self.index(at, 0), self.index(at, last))
            return
        self._row_of = {r.player_id: i for i, r in enumerate(rows)}
        self._keys = [self.sort_values(r) for r in rows]
        self._cells = [self.cells(r) for r in rows]
        self.replace_rows(rows)

    def sort_key(self, row: int, column: int) -> Any:
        """What column ``column`` of ``row`` sorts by, computed once per update."""
        return self._keys[row][column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every role of every visible cell on each repaint: kept to lookups.
        try:
            at = index.row()
            if role == DISPLAY:
                return self._cells[at][index.column()]
            if role == ALIGN:
                return None if index.column() in TEXT_COLUMNS else RIGHT
            if role == FOREGROUND:
                return GREY if self._rows[at].status == PlayerStatus.WITHDRAWN else None
            if role == SORT_ROLE:
                return self._keys[at][index.column()]
            if role == USER:
                return self._rows[at].player_id
        except IndexError:
            return None
        return None

    @staticmethod
    def cells(row: StandingRow) -> tuple[str, ...]:
        """The displayed text of every column of ``row``."""
        return (
            rank_text(row.rank, row.shared),
            row.name,
            row.club,
            row.group,
            points_text(row.points),
            points_text(row.max_points),
            percent_text(row.percent) if row.max_points else "",
            str(row.games),
            str(row.games_won),
            str(row.claims),
            str(row.tiles_left),
            str(row.totals),
        )

    @staticmethod
    def sort_values(row: StandingRow) -> tuple[Any, ...]:
        return (
            row.rank,
            row.name.casefold(),
            row.club.casefold(),
            row.group,
            row.points,
            row.max_points,
            row.percent,
            row.games,
            row.games_won,
            row.claims,
            row.tiles_left,
            row.totals,
        )


class StandingsProxy(QSortFilterProxyModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self.group = ""

    def set_group(self, group: str) -> None:
        self.beginFilterChange()
        self.group = group
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if not self.group:
            return True
        model = self.sourceModel()
        assert isinstance(model, StandingsModel)
        return model.row_info(source_row).group == self.group

    def lessThan(self, left: Index, right: Index) -> bool:
        # Straight from the model's precomputed keys: asking data() through Qt for every
        # comparison would cost more than the rest of an update with 300 players.
        model = self.sourceModel()
        assert isinstance(model, StandingsModel)
        column = left.column()
        a, b = model.sort_key(left.row(), column), model.sort_key(right.row(), column)
        if a == b:
            return left.row() < right.row()
        return bool(a < b)


class StandingsView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standings")
        self.session = session
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.group_label = QLabel(self.tr("&Group:"))
        self.group_box = QComboBox()
        self.group_box.setObjectName("group")
        self.group_label.setBuddy(self.group_box)
        top.addWidget(self.group_label)
        top.addWidget(self.group_box)
        self.chart_mode = QComboBox()
        self.chart_mode.setObjectName("chart_mode")
        self.chart_mode.addItem(self.tr("Chart: points by round"), "points")
        self.chart_mode.addItem(self.tr("Chart: rank by round"), "rank")
        self.chart_mode.addItem(self.tr("No chart"), "")
        top.addWidget(self.chart_mode)
        top.addStretch(1)
        self.export_button = QPushButton(self.tr("E&xport Excel…"))
        self.export_button.setObjectName("export_excel")
        self.pdf_button = QPushButton(self.tr("Standings &PDF…"))
        self.pdf_button.setObjectName("export_pdf")
        self.print_button = QPushButton(self.tr("Pr&int…"))
        self.print_button.setObjectName("print_standings")
        top.addWidget(self.export_button)
        top.addWidget(self.pdf_button)
        self.crosstable_button = QPushButton(self.tr("&Crosstable && cards…"))
        self.crosstable_button.setObjectName("crosstable")
        self.crosstable_button.setToolTip(self.tr("Double-click a player for their card"))
        top.addWidget(self.crosstable_button)
        top.addWidget(self.print_button)
        layout.addLayout(top)

        self.model = StandingsModel(self)
        self.proxy = StandingsProxy(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView()
        show_records(self.table, "standings_table", self.proxy, stretch=[NAME])
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(RANK, Qt.SortOrder.AscendingOrder)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(24)
        # Column widths are fitted once per new set of rows, not on every change: fitting
        # 300 rows after each saved game would cost more than showing the result.
        self.model.modelReset.connect(self.table.resizeColumnsToContents)
        self.ties_note = QLabel()
        self.ties_note.setObjectName("ties_note")
        self.ties_note.setWordWrap(True)
        table_box = QWidget()
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.table, 1)
        table_layout.addWidget(self.ties_note)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(table_box)
        self.chart_host = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_host)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(self.chart_host)
        self.splitter.setSizes([500, 260])
        layout.addWidget(self.splitter, 1)
        self.chart_view: Any = None
        self._chart_dirty = True
        # The chart asks for the standings after every round: drawn a moment after a
        # change so that the table shows a new result first.
        self._chart_timer = QTimer(self)
        self._chart_timer.setSingleShot(True)
        self._chart_timer.setInterval(250)
        self._chart_timer.timeout.connect(self.update_chart)

        self.group_box.currentIndexChanged.connect(self._group_chosen)
        self.chart_mode.currentIndexChanged.connect(self._mark_chart_dirty)
        self.table.selectionModel().selectionChanged.connect(self._mark_chart_dirty)
        self.export_button.clicked.connect(self.export_excel)
        self.pdf_button.clicked.connect(self.export_pdf)
        self.crosstable_button.clicked.connect(lambda: self.open_crosstable())
        self.table.doubleClicked.connect(self._open_card)
        self.print_button.clicked.connect(self.print_standings)
        session.changed.connect(self._on_changed)
        self.setFocusProxy(self.table)
        self.reload()

    # -- data --------------------------------------------------------------------------
    def _on_changed(self, _kinds: frozenset[str]) -> None:
        # Hidden, it only notes the change: entering results stays quick, and the
        # standings are read when the page shows again.
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    _stale = False

    def reload(self) -> None:
        self._stale = False
        rows = self.session.query(self.session.service.standings) or []
        self.model.set_rows(rows)
        groups = sorted({r.group for r in rows if r.group})
        current = self.group_box.currentData()
        if [self.group_box.itemData(i) for i in range(1, self.group_box.count())] != groups:
            self.group_box.blockSignals(True)
            self.group_box.clear()
            self.group_box.addItem(self.tr("All"), "")
            for group in groups:
                self.group_box.addItem(group, group)
            self.group_box.setCurrentIndex(max(0, self.group_box.findData(current or "")))
            self.group_box.blockSignals(False)
        self.group_box.setEnabled(bool(groups))
        # One field: no filter to offer (an empty box would only puzzle).
        self.group_box.setVisible(bool(groups))
        self.group_label.setVisible(bool(groups))
        self.table.setColumnHidden(GROUP, not groups)
        settings = self.session.info().settings
        game = settings.scoring_rules.game
        plus = game.has(ResultField.CLAIMS)
        tiles = game.has(ResultField.TILES_LEFT)  # the card games count no tiles
        self.table.setColumnHidden(CLAIMS, not plus)
        self.table.setColumnHidden(TILES, not tiles)
        self.table.setColumnHidden(TOTALS, tiles)
        self.model.set_header(TOTALS, totals_heading(game))
        self.ties_note.setText(self.ties_text(settings.rank_by, plus, tiles))
        self._mark_chart_dirty()

    def ties_text(self, rank_by: str, plus: bool, tiles: bool = True) -> str:
        """How the standings are ordered and ties broken (RULINGS §6); a card game has no
        claims and no tiles left to break a tie with."""
        if rank_by == "points":
            first = self.tr("Ranked by points; ties broken by percent")
        else:
            first = self.tr("Ranked by percent; ties broken by points")
        parts = [first, self.tr("then games won")]
        if plus:
            parts.append(self.tr("then claims"))
        if tiles:
            parts.append(self.tr("then fewer tiles left; else a shared rank (=)"))
        else:
            parts.append(self.tr("else a shared rank (=)"))
        return ", ".join(parts) + "."

    def _group_chosen(self) -> None:
        self.proxy.set_group(str(self.group_box.currentData() or ""))
        self._mark_chart_dirty()

    def _mark_chart_dirty(self) -> None:
        self._chart_dirty = True
        if self.isVisible():
            self._chart_timer.start()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._stale:
            self.reload()
        if self._chart_dirty:
            self.update_chart()

    def chart_players(self, limit: int = 8) -> list[StandingRow]:
        """The selected players, else the top ``limit`` in the current order."""
        selected = self.table.selectionModel().selectedRows()
        rows = [self.model.row_info(self.proxy.mapToSource(i).row()) for i in selected]
        if rows:
            return rows[:20]
        return [
            self.model.row_info(self.proxy.mapToSource(self.proxy.index(r, 0)).row())
            for r in range(min(limit, self.proxy.rowCount()))
        ]

    def series_by_round(self, mode: str) -> dict[int, list[tuple[int, Fraction]]]:
        """Player id -> [(round, points or rank)] for the chart."""
        rounds = [r.number for r in (self.session.query(self.session.service.rounds) or [])]
        wanted = {r.player_id for r in self.chart_players()}
        series: dict[int, list[tuple[int, Fraction]]] = {pid: [] for pid in wanted}
        for number in rounds:
            rows = self.session.query(partial(self.session.service.standings, through_round=number))
            for row in rows or []:
                if row.player_id in wanted:
                    value = Fraction(row.rank) if mode == "rank" else row.points
                    series[row.player_id].append((number, value))
        return series

    def update_chart(self) -> None:
        self._chart_dirty = False
        mode = str(self.chart_mode.currentData() or "")
        self.chart_host.setVisible(bool(mode))
        if not mode:
            return
        from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis

        chart = QChart()
        chart.setTitle(self.tr("Points by round") if mode == "points" else self.tr("Rank by round"))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        names = {r.player_id: r.name for r in self.model.rows()}
        data = self.series_by_round(mode)
        axis_x = QValueAxis()
        axis_x.setTitleText(self.tr("Round"))
        axis_x.setLabelFormat("%d")
        axis_y = QValueAxis()
        axis_y.setLabelFormat("%d")  # whole points and ranks; no decimal point in any language
        axis_y.setTitleText(self.tr("Points") if mode == "points" else self.tr("Rank"))
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        top = 1.0
        last_round = 1
        for pid in [r.player_id for r in self.chart_players()]:
            points = data.get(pid, [])
            series = QLineSeries()
            series.setName(names.get(pid, str(pid)))
            series.setPointsVisible(True)
            for number, value in points:
                series.append(number, float(value))
                top = max(top, float(value))
                last_round = max(last_round, number)
            chart.addSeries(series)
            series.attachAxis(axis_x)
            series.attachAxis(axis_y)
        axis_x.setRange(1, max(last_round, 2))
        axis_x.setTickCount(max(last_round, 2))
        if mode == "rank":
            axis_y.setRange(max(top, 2.0), 1)
            axis_y.setReverse(True)
            axis_y.setRange(1, max(top, 2.0))
        else:
            axis_y.setRange(0, top * 1.1)
            axis_y.applyNiceNumbers()
        if self.chart_view is None:
            self.chart_view = QChartView()
            self.chart_view.setObjectName("chart")
            self.chart_view.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.chart_layout.addWidget(self.chart_view)
        old = self.chart_view.chart()
        self.chart_view.setChart(chart)
        if old is not None:
            old.deleteLater()

    # -- exports -----------------------------------------------------------------------
    def export_excel(self) -> None:
        from tournament.ui.printing import export_standings

        export_standings(self, self.session, "xlsx")

    def export_pdf(self) -> None:
        from tournament.ui.printing import export_standings

        export_standings(self, self.session, "pdf")

    def open_crosstable(self, player_id: int | None = None) -> Any:
        """The crosstable, or ``player_id``'s card (see ``tournament.ui.crosstable``)."""
        from tournament.ui.crosstable import open_crosstable

        return open_crosstable(self, self.session, player_id)

    def _open_card(self, index: Any) -> None:
        self.open_crosstable(self.model.row_info(self.proxy.mapToSource(index).row()).player_id)

    def print_standings(self) -> None:
        from tournament.ui.printing import print_report

        print_report(self, self.session, "standings")


def totals_heading(game: type[Game]) -> str:
    """The heading of a card game's totals (``Game.result_fields``): Indian Rummy's deal
    scores, Drachenrummy's card points."""
    if game.has(ResultField.DEADWOOD):
        return QCoreApplication.translate("StandingsView", "Deal scores")
    if game.has(ResultField.CARD_POINTS):
        return QCoreApplication.translate("StandingsView", "Card points")
    return QCoreApplication.translate("StandingsView", "Totals")
