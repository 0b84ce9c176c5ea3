"""Standings: live, sortable, filtered by group; a chart of points or rank by round."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, Qt, QThread, QTimer, Signal, Slot
from PySide6.QtGui import QColor
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
from tournament.services.dto import PlayerStatus, StandingRow
from tournament.services.listing import RoundStanding
from tournament.services.terms import rank_text
from tournament.ui import errors
from tournament.ui.session import Session
from tournament.ui.widgets.formatting import percent_text, points_text
from tournament.ui.widgets.itemmodels import RIGHT, Index, LazyRowModel, show_records

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
DISPLAY = Qt.ItemDataRole.DisplayRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
FOREGROUND = Qt.ItemDataRole.ForegroundRole
USER = Qt.ItemDataRole.UserRole
GREY = QColor("#888888")
(RANK, NAME, CLUB, GROUP, POINTS, MAX, PERCENT, GAMES, WON, CLAIMS, TILES, TOTALS) = range(12)
TEXT_COLUMNS = frozenset((NAME, CLUB, GROUP))
CHART_PAGE = 8
"""Players a page of the chart shows (the chart pages through the standings)."""
CHART_MOST = 20
"""Selected players the chart shows at most."""


class StandingsModel(LazyRowModel[StandingRow]):
    """Standing rows by player id, sorted and filtered by group here and fetched into the
    view as it scrolls (``LazyRowModel``); a new result moves the rows that changed, and the
    selection moves with them."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__([], parent)
        self._cells: dict[int, tuple[str, ...]] = {}
        self._keys: dict[int, tuple[Any, ...]] = {}
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
        self.sort(RANK)

    def set_header(self, column: int, text: str) -> None:
        """A column's heading for the tournament's game (the card games' totals)."""
        if self._headers[column] != text:
            self._headers[column] = text
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, column, column)

    def set_rows(self, rows: list[StandingRow]) -> None:
        # The texts and sort keys of a row are worked out once per new value of the row.
        old = {r.player_id: r for r in self._all}
        cells, keys = {}, {}
        for row in rows:
            same = old.get(row.player_id) == row and row.player_id in self._cells
            cells[row.player_id] = self._cells[row.player_id] if same else self.cells(row)
            keys[row.player_id] = self._keys[row.player_id] if same else self.sort_values(row)
        self._cells, self._keys = cells, keys
        super().set_rows(rows)

    def row_key(self, row: StandingRow) -> int:
        return row.player_id

    def sort_value(self, row: StandingRow, column: int) -> Any:
        # Ties keep the standings' order (rank, then name).
        return (self._keys[row.player_id][column], row.rank, row.name.casefold())

    def texts(self, row: StandingRow) -> tuple[str, ...]:
        return self._cells[row.player_id]

    def set_group(self, group: str) -> None:
        """Only the players of ``group`` (everyone with "")."""
        self.set_filter((lambda row: row.group == group) if group else None)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Called for every role of every visible cell on each repaint: kept to lookups.
        row = self.valid_row(index)
        if row is None:
            return None
        if role == DISPLAY:
            return self._cells[row.player_id][index.column()]
        if role == ALIGN:
            return None if index.column() in TEXT_COLUMNS else RIGHT
        if role == FOREGROUND:
            return GREY if row.status == PlayerStatus.WITHDRAWN else None
        if role == SORT_ROLE:
            return self._keys[row.player_id][index.column()]
        if role == USER:
            return row.player_id
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


class _RoundsReader(QThread):
    """Reads every player's standing after each round (``standings_by_round``) off the
    GUI thread. Without a parent: the page may close first, and the thread ends alone."""

    read = Signal(object)
    """The standings by round, or the exception that stopped the reading."""

    def __init__(self, service: Any) -> None:
        super().__init__()
        self.service = service

    def run(self) -> None:
        result: object
        try:
            result = self.service.games.standings_by_round()
        except Exception as exc:  # worded on the GUI thread
            result = exc
        self.read.emit(result)


_READING: set[_RoundsReader] = set()
"""Readers still running, kept until they end."""


class StandingsView(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("standings")
        self.session = session
        layout = QVBoxLayout(self)
        layout.addLayout(self._top_row())

        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self._table_box())
        self.chart_host = QWidget()
        self.chart_layout = QVBoxLayout(self.chart_host)
        self.chart_layout.setContentsMargins(0, 0, 0, 0)
        self.splitter.addWidget(self.chart_host)
        self.splitter.setSizes([500, 260])
        layout.addWidget(self.splitter, 1)
        self.chart_view: Any = None
        self._chart_dirty = True
        self._by_round: dict[int, tuple[RoundStanding, ...]] | None = None
        """Every player's points and rank after each round, read when the chart needs it."""
        self._reader: _RoundsReader | None = None
        self._reread = False
        session.closed.connect(self.wait_for_chart)
        # The chart asks for the standings after every round: drawn a moment after a
        # change so that the table shows a new result first.
        self._chart_timer = QTimer(self)
        self._chart_timer.setSingleShot(True)
        self._chart_timer.setInterval(250)
        self._chart_timer.timeout.connect(self.update_chart)

        self.group_box.currentIndexChanged.connect(self._group_chosen)
        self.chart_mode.currentIndexChanged.connect(self._mark_chart_dirty)
        self.chart_back.clicked.connect(lambda: self.turn_chart_page(-1))
        self.chart_next.clicked.connect(lambda: self.turn_chart_page(1))
        self.table.selectionModel().selectionChanged.connect(self._mark_chart_dirty)
        self.export_button.clicked.connect(self.export_excel)
        self.pdf_button.clicked.connect(self.export_pdf)
        self.crosstable_button.clicked.connect(lambda: self.open_crosstable())
        self.table.doubleClicked.connect(self._open_card)
        self.print_button.clicked.connect(self.print_standings)
        session.changed.connect(self._on_changed)
        self.setFocusProxy(self.table)
        self.reload()

    def _top_row(self) -> QHBoxLayout:
        """The group, the chart and its pages, the exports and printing."""
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
        # The chart pages through the standings, CHART_PAGE players at a time.
        self.chart_back = QPushButton("◀")
        self.chart_back.setObjectName("chart_back")
        self.chart_back.setToolTip(self.tr("The players ranked before these in the chart"))
        self.chart_page_label = QLabel()
        self.chart_page_label.setObjectName("chart_page")
        self.chart_next = QPushButton("▶")
        self.chart_next.setObjectName("chart_next")
        self.chart_next.setToolTip(self.tr("The players ranked after these in the chart"))
        for widget in (self.chart_back, self.chart_page_label, self.chart_next):
            top.addWidget(widget)
        self.chart_page = 0
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
        return top

    def _table_box(self) -> QWidget:
        """The standings table and the note on its ties."""
        self.model = StandingsModel(self)
        self.table = QTableView()
        show_records(self.table, "standings_table", self.model, stretch=[NAME], sorted_by=RANK)
        self.table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(24)
        # Column widths are fitted once per new set of rows, not on every change: fitting
        # 300 rows after each saved game would cost more than showing the result. (Qt fits
        # the rows fetched so far: a chunk, not 2,000.)
        self.model.modelReset.connect(self.table.resizeColumnsToContents)
        self.ties_note = QLabel()
        self.ties_note.setObjectName("ties_note")
        self.ties_note.setWordWrap(True)
        table_box = QWidget()
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.table, 1)
        table_layout.addWidget(self.ties_note)
        return table_box

    # -- data --------------------------------------------------------------------------
    def _on_changed(self, _kinds: frozenset[str]) -> None:
        # Hidden, it only notes the change: entering results stays quick, and the
        # standings are read when the page shows again.
        self._by_round = None
        self._reread = self._reader is not None
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    _stale = False

    def reload(self) -> None:
        self._stale = False
        rows = self.session.query(self.session.service.games.standings) or []
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
        if not tiles:
            # fitted to the game's heading ("Deal scores"), wider than the model's "Totals"
            self.table.resizeColumnToContents(TOTALS)
        self.ties_note.setText(self.ties_text(settings.rank_by, plus, tiles, tie_sum_text(game)))
        self._mark_chart_dirty()

    def ties_text(self, rank_by: str, plus: bool, tiles: bool = True, tie_sum: str = "") -> str:
        """How the standings are ordered and ties broken (RULINGS §6); a card game has no
        claims and no tiles left, its tie-break sum (``tie_sum``, worded) in their place."""
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
            parts += [tie_sum] if tie_sum else []
            parts.append(self.tr("else a shared rank (=)"))
        return ", ".join(parts) + "."

    def _group_chosen(self) -> None:
        self.model.set_group(str(self.group_box.currentData() or ""))
        self.chart_page = 0
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

    def chart_players(self) -> list[StandingRow]:
        """The selected players (at most ``CHART_MOST``), else the chart's page of the
        standings in the current order: ``CHART_PAGE`` players."""
        selected = sorted(i.row() for i in self.table.selectionModel().selectedRows())
        if selected:
            return [self.model.row_info(row) for row in selected[:CHART_MOST]]
        shown = self.model.shown_rows()
        first = self.chart_page * CHART_PAGE
        return shown[first : first + CHART_PAGE]

    def chart_pages(self) -> int:
        return max(1, -(-len(self.model.shown_rows()) // CHART_PAGE))

    def turn_chart_page(self, step: int) -> None:
        self.chart_page = min(max(self.chart_page + step, 0), self.chart_pages() - 1)
        self._mark_chart_dirty()

    def _show_chart_page(self, paging: bool) -> None:
        self.chart_page = min(self.chart_page, self.chart_pages() - 1)
        first = self.chart_page * CHART_PAGE
        shown = len(self.model.shown_rows())
        self.chart_page_label.setText(
            self.tr("Players {0}–{1} of {2}").format(
                min(first + 1, shown), min(first + CHART_PAGE, shown), shown
            )
        )
        for widget in (self.chart_back, self.chart_page_label, self.chart_next):
            widget.setVisible(paging)
        self.chart_back.setEnabled(self.chart_page > 0)
        self.chart_next.setEnabled(self.chart_page < self.chart_pages() - 1)

    def series_by_round(self, mode: str) -> dict[int, list[tuple[int, Fraction]]] | None:
        """Player id -> [(round, points or rank)] for the chart's players; None while the
        standings after each round are still being read (off the GUI thread: at 2,000
        players that takes seconds, and the table shows meanwhile)."""
        if self._by_round is None:
            self._read_by_round()
            return None
        return {
            row.player_id: [
                (s.round, Fraction(s.rank) if mode == "rank" else s.points)
                for s in self._by_round.get(row.player_id, ())
            ]
            for row in self.chart_players()
        }

    def _read_by_round(self) -> None:
        if self._reader is not None:
            return  # a change while reading drops the result and reads again
        reader = _RoundsReader(self.session.service)
        reader.read.connect(self._by_round_read, Qt.ConnectionType.QueuedConnection)
        _READING.add(reader)
        reader.finished.connect(lambda: _READING.discard(reader))
        self._reader = reader
        self.chart_page_label.setText(self.tr("Reading the standings after each round…"))
        self.chart_page_label.setVisible(True)
        reader.start()

    def wait_for_chart(self) -> None:
        """Wait until the standings after each round are read (the tournament closes, or
        a test looks at the chart)."""
        if self._reader is not None:
            self._reader.wait()
            QCoreApplication.sendPostedEvents(self)

    @Slot(object)
    def _by_round_read(self, result: object) -> None:
        reader, self._reader = self._reader, None
        if reader is not None:
            reader.wait()
        if self.session.is_closed:
            return
        if isinstance(result, Exception):
            errors.reporter().report(result, self)
            return
        if self._reread:
            self._reread = False
            self._read_by_round()
            return
        self._by_round = cast(dict[int, tuple[RoundStanding, ...]], result)
        self.update_chart()

    def update_chart(self) -> None:
        self._chart_dirty = False
        mode = str(self.chart_mode.currentData() or "")
        self.chart_host.setVisible(bool(mode))
        self._show_chart_page(
            bool(mode) and not self.table.selectionModel().hasSelection() and self.chart_pages() > 1
        )
        if not mode:
            return
        from PySide6.QtCharts import QChart, QLineSeries, QValueAxis

        chart = QChart()
        chart.setTitle(self.tr("Points by round") if mode == "points" else self.tr("Rank by round"))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)
        names = {r.player_id: r.name for r in self.model.rows()}
        data = self.series_by_round(mode)
        if data is None:
            return  # drawn when read
        axis_x = QValueAxis()
        axis_x.setTitleText(self.tr("Round"))
        axis_x.setLabelFormat("%d")
        axis_y = QValueAxis()
        axis_y.setLabelFormat("%d")  # whole points and ranks; no decimal point in any language
        axis_y.setTitleText(self.tr("Points") if mode == "points" else self.tr("Rank"))
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        # Points start from 0 before round 1, so after round 1 each player is a line, not a
        # lone dot; a rank has no such start: ranks are drawn once two rounds have one.
        first_round = 0 if mode == "points" else 1
        last_round = max((n for points in data.values() for n, _value in points), default=0)
        if last_round - first_round < 1:  # nothing that makes a line yet
            chart.setTitle(
                self.tr("Points by round: drawn once a round has results")
                if mode == "points"
                else self.tr("Rank by round: drawn once two rounds have results")
            )
            data = {}
        top = 1.0
        for pid in [r.player_id for r in self.chart_players()] if data else []:
            series = QLineSeries()
            series.setName(names.get(pid, str(pid)))
            series.setPointsVisible(True)
            if first_round == 0:
                series.append(0, 0.0)
            for number, value in data.get(pid, []):
                series.append(number, float(value))
                top = max(top, float(value))
            chart.addSeries(series)
            series.attachAxis(axis_x)
            series.attachAxis(axis_y)
        last_round = max(last_round, first_round + 1)
        axis_x.setRange(first_round, last_round)
        axis_x.setTickCount(last_round - first_round + 1)
        if mode == "rank":
            axis_y.setRange(max(top, 2.0), 1)
            axis_y.setReverse(True)
            axis_y.setRange(1, max(top, 2.0))
        else:
            axis_y.setRange(0, top * 1.1)
            axis_y.applyNiceNumbers()
        from tournament.ui.widgets.charts import show_chart

        self.chart_view = show_chart(self.chart_view, self.chart_layout, chart, "chart")

    # -- exports -----------------------------------------------------------------------
    def export_excel(self) -> None:
        from tournament.ui.printing.printouts import export_standings

        export_standings(self, self.session, "xlsx")

    def export_pdf(self) -> None:
        from tournament.ui.printing.printouts import export_standings

        export_standings(self, self.session, "pdf")

    def open_crosstable(self, player_id: int | None = None) -> Any:
        """The crosstable, or ``player_id``'s card (see ``tournament.ui.views.crosstable``)."""
        from tournament.ui.views.crosstable import open_crosstable

        return open_crosstable(self, self.session, player_id)

    def _open_card(self, index: Any) -> None:
        self.open_crosstable(self.model.row_info(index.row()).player_id)

    def print_standings(self) -> None:
        from tournament.ui.printing.printouts import print_report

        print_report(self, self.session, "standings")


def tie_sum_text(game: type[Game]) -> str:
    """A card game's last tie-break (RULINGS §6, ``Game.tie_break``), worded; empty for a
    game ranked by tiles left."""
    if game.tie_break is None:
        return ""
    if game.has(ResultField.DEADWOOD):
        return QCoreApplication.translate("StandingsView", "then less own deadwood in total")
    if game.has(ResultField.CARD_POINTS):
        return QCoreApplication.translate("StandingsView", "then more card points in total")
    return ""


def totals_heading(game: type[Game]) -> str:
    """The heading of a card game's totals (``Game.result_fields``): the deal scores or
    the card points."""
    if game.has(ResultField.DEADWOOD):
        return QCoreApplication.translate("StandingsView", "Deal scores")
    if game.has(ResultField.CARD_POINTS):
        return QCoreApplication.translate("StandingsView", "Card points")
    return QCoreApplication.translate("StandingsView", "Totals")
