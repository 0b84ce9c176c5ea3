"""The projector view: full screen, large type, paging through what the room needs to see.

Keys: S standings (with the tie-break columns), P where do I sit (alphabetical, in
columns), T seating by table, C the round clock; Space pause/resume paging, Left/Right
page, Esc close. While a round clock runs it shows in the top right of every page.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCollator, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tournament.rules.games import ResultField
from tournament.services.dto import PlayerStatus, RankBy, StandingRow
from tournament.services.terms import rank_text
from tournament.ui.projector.layout import (
    PAD,
    ColumnsFit,
    TableFit,
    fit_columns,
    fit_table,
    font_of,
    split_evenly,
)
from tournament.ui.session import Session
from tournament.ui.views.clock import LEVEL_COLOURS, ClockState, RoundClock
from tournament.ui.views.standings import totals_heading
from tournament.ui.widgets.formatting import percent_text, points_text

BACKGROUND = QColor("#0d1b2a")
TEXT = QColor("#f5f5f5")
DIM = QColor("#9fb3c8")
STRIPE = QColor(255, 255, 255, 18)
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter
MODES = {
    Qt.Key.Key_S: "standings",
    Qt.Key.Key_P: "seats",
    Qt.Key.Key_T: "tables",
    Qt.Key.Key_C: "clock",
}
"""The key for each page: standings, where do I sit, seating by table, the round clock."""


class ProjectorWindow(QWidget):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector")
        self.setWindowTitle(self.tr("Projector"))
        self.session = session
        self.mode = "standings"
        self.page = 0
        self.paused = False
        self.title = ""
        self.headers: list[str] = []
        self.rows: list[list[str]] = []
        self.right: set[int] = set()
        """Columns set flush right (numbers)."""
        self.flexible: tuple[int, ...] = ()
        """Columns that share the spare width and are shortened when it is short (names)."""
        # Fitting measures every row at several type sizes: done once per content and size,
        # not on each repaint (the clock repaints every second).
        self._generation = 0
        self._fits: dict[tuple[object, ...], TableFit | ColumnsFit] = {}
        self.timer = QTimer(self)
        self.timer.setInterval(10_000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        self.clock = RoundClock(session, self)
        self.clock.ticked.connect(self._tick)
        # A bound method, not a lambda: Qt drops the connection when the window is deleted.
        session.changed.connect(self._on_changed)
        self.reload()

    def _on_changed(self, _kinds: frozenset[str]) -> None:
        self.reload()

    def _tick(self) -> None:
        """Each second: the whole clock page, else only the strip with the clock."""
        if self.mode == "clock":
            self.update()
        else:
            self.update(0, 0, self.width(), int(self._content().top()))

    # -- content -----------------------------------------------------------------------
    def reload(self) -> None:
        self._generation += 1
        self._fits.clear()
        name = self.session.info().name
        self.right, self.flexible = set(), ()
        if self.mode == "standings":
            self._load_standings(name)
        elif self.mode in ("seats", "tables"):
            self._load_seating(name)
        else:
            self.title = self.tr("{0} — round clock").format(name)
            self.headers, self.rows = [], []
        self.page = min(self.page, max(self.page_count() - 1, 0))
        self.update()

    def _load_standings(self, name: str) -> None:
        rows = self.session.query(self.session.service.games.standings) or []
        settings = self.session.info().settings
        self.title = self.tr("{0} — standings").format(name)
        Column = tuple[str, Callable[[StandingRow], str]]
        percent: Column = (
            self.tr("Percent"),
            lambda r: percent_text(r.percent) if r.max_points else "",
        )
        points: Column = (self.tr("Points"), lambda r: points_text(r.points))
        # The ranking's own figure first, then the tie-breaks in the order they apply
        # (RULINGS 6): the other figure, games won, claims (Plus), tiles left (Stein-Rummy).
        columns: list[Column] = [
            (self.tr("Rank"), lambda r: rank_text(r.rank, r.shared)),
            (self.tr("Name"), lambda r: r.name),
            (self.tr("Club"), lambda r: r.club),
            *((percent, points) if settings.rank_by == RankBy.PERCENT else (points, percent)),
            (self.tr("Won"), lambda r: str(r.games_won)),
        ]
        game = settings.scoring_rules.game
        if game.has(ResultField.CLAIMS):
            columns.append((self.tr("Claims"), lambda r: str(r.claims)))
        if game.has(ResultField.TILES_LEFT):  # the card games count no tiles
            columns.append((self.tr("Tiles left"), lambda r: str(r.tiles_left)))
        else:  # but their totals: deal scores, card points
            columns.append((totals_heading(game), lambda r: str(r.totals)))
        columns.append((self.tr("Games"), lambda r: str(r.games)))
        self.headers = [header for header, _cell in columns]
        self.rows = [
            [cell(r) for _header, cell in columns]
            for r in rows
            if r.status != PlayerStatus.WITHDRAWN
        ]
        self.right = {0, *range(3, len(columns))}
        self.flexible = (1, 2)

    def _load_seating(self, name: str) -> None:
        numbers = self.session.round_numbers()
        service = self.session.service
        # The plan alone (seats and starters), not the round's games with their points.
        rnd = (
            self.session.query(lambda: service.rounds.round_plan(numbers[-1])) if numbers else None
        )
        self.headers, self.rows = [], []
        if rnd is None:
            self.title = self.tr("{0} — no round yet").format(name)
            return
        self.title = self.tr("{0} — seating, round {1}").format(name, rnd.number)
        if self.mode == "seats":
            collator = QCollator()  # the user's language: umlauts sort where readers look
            collator.setNumericMode(True)
            collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.headers = [self.tr("Player"), self.tr("Table"), self.tr("Seat")]
            seated = [
                (seat.player_name, str(table.number), str(seat.seat))
                for table in rnd.tables
                for seat in table.seats
            ]
            seated.sort(key=lambda entry: collator.sortKey(entry[0]))
            self.rows = [list(entry) for entry in seated]
            return
        self.headers = [self.tr("Table"), self.tr("Seat"), self.tr("Player"), self.tr("Starts")]
        # A card game's round at a table is one match (games_per_round): nobody starts
        # a game of their own, so no column says who does.
        game = self.session.info().settings.scoring_rules.game
        one_match = all(game.games_per_round(len(t.seats)) == 1 for t in rnd.tables)
        if one_match:
            self.headers.pop()
        for table in rnd.tables:
            for seat in table.seats:
                starts = ", ".join(str(n) for n in seat.starts)
                row = [str(table.number), str(seat.seat), seat.player_name, starts]
                self.rows.append(row[:3] if one_match else row)
        self.right = {0, 1}
        self.flexible = (2,)

    def set_mode(self, mode: str) -> None:
        if mode not in MODES.values():
            raise ValueError(f"unknown projector page {mode!r}")
        self.mode = mode
        self.page = 0
        self.reload()

    # -- geometry ----------------------------------------------------------------------
    def _sizes(self) -> tuple[int, int, int]:
        """Margin, title type and body type (pixels) for the window's size."""
        height = max(self.height(), 300)
        return max(self.width() // 40, 12), max(20, height // 16), max(18, height // 24)

    def _content(self) -> QRectF:
        margin, title_px, body_px = self._sizes()
        top = margin / 2 + title_px * 1.9
        bottom = self.height() - margin / 2 - body_px * 1.2
        return QRectF(margin, top, self.width() - 2 * margin, max(bottom - top, 1))

    def _fit_key(self) -> tuple[object, ...]:
        return (self.mode, self.width(), self.height(), self._generation)

    def _table_fit(self) -> TableFit:
        key = ("table", *self._fit_key())
        cached = self._fits.get(key)
        if isinstance(cached, TableFit):
            return cached
        _margin, _title, body_px = self._sizes()
        fit = fit_table(
            self.font(),
            self.headers,
            self.rows,
            self.flexible,
            self._content().width(),
            body_px,
            max(14, body_px * 2 // 3),
        )
        self._fits[key] = fit
        return fit

    def _columns_fit(self) -> ColumnsFit:
        key = ("columns", *self._fit_key())
        cached = self._fits.get(key)
        if isinstance(cached, ColumnsFit):
            return cached
        _margin, _title, body_px = self._sizes()
        area = self._content()
        h = self.headers
        fit = fit_columns(
            self.font(),
            (h[0], h[1], h[2]),
            [(r[0], r[1], r[2]) for r in self.rows],
            area.width(),
            area.height(),
            body_px,
            max(14, self.height() // 48),
        )
        self._fits[key] = fit
        return fit

    def rows_per_page(self) -> int:
        if self.mode == "clock":
            return max(len(self.rows), 1)
        if self.mode == "seats" and self.rows:
            return self._columns_fit().per_page
        fit = self._table_fit()
        return max(1, int(self._content().height() // fit.row_h) - 1)

    def page_count(self) -> int:
        per = self.rows_per_page()
        return max(1, -(-len(self.rows) // per))

    # -- paging ------------------------------------------------------------------------
    def next_page(self) -> None:
        if self.paused:
            return
        self.page = (self.page + 1) % self.page_count()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        if key == Qt.Key.Key_Escape:
            self.close()
        elif key in MODES:
            self.set_mode(MODES[key])
        elif key == Qt.Key.Key_Space:
            self.paused = not self.paused
            self.update()
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown):
            self.page = (self.page + 1) % self.page_count()
            self.update()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.page = (self.page - 1) % self.page_count()
            self.update()
        else:
            super().keyPressEvent(event)

    # -- painting ----------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), BACKGROUND)
        state = self.clock.state()
        room = self._paint_clock_corner(painter, state) if self.mode != "clock" else 0.0
        self._paint_title(painter, room)
        if self.mode == "clock":
            self._paint_big_clock(painter, state)
        else:
            self._paint_footer(painter)
            if self.mode == "seats" and self.rows:
                self._paint_columns(painter)
            else:
                self._paint_table(painter)
        painter.end()

    def _paint_title(self, painter: QPainter, clock_width: float) -> None:
        margin, title_px, body_px = self._sizes()
        room = self.width() - 2 * margin - clock_width
        # A long title is set smaller (never below the body size), then shortened, so it
        # never runs into the clock.
        fitted = font_of(self.font(), title_px, bold=True)
        while (
            QFontMetrics(fitted).horizontalAdvance(self.title) > room
            and fitted.pixelSize() > body_px
        ):
            fitted.setPixelSize(fitted.pixelSize() - 2)
        painter.setPen(TEXT)
        painter.setFont(fitted)
        painter.drawText(
            QRectF(margin, margin / 2, room, title_px * 1.5),
            LEFT,
            QFontMetrics(fitted).elidedText(self.title, Qt.TextElideMode.ElideRight, int(room)),
        )

    def _clock_lines(self, state: ClockState) -> tuple[str, str]:
        playing = state.playing_text()
        if state.paused:
            playing += " · " + self.tr("clock paused")
        elif state.ran_out:
            playing = self.tr("Time is up") + " · " + playing
        return state.text, playing

    def _paint_clock_corner(self, painter: QPainter, state: ClockState | None) -> float:
        """The clock at the top right; returns the width it takes."""
        if state is None:
            return 0.0
        margin, title_px, _body_px = self._sizes()
        time_text, playing = self._clock_lines(state)
        big = font_of(self.font(), round(title_px * 1.25), bold=True)
        small = font_of(self.font(), max(14, title_px // 2))
        width = max(
            QFontMetrics(big).horizontalAdvance(time_text),
            QFontMetrics(small).horizontalAdvance(playing),
        )
        x = self.width() - margin - width
        painter.setPen(LEVEL_COLOURS[state.level])
        painter.setFont(big)
        painter.drawText(QRectF(x, margin / 4, width, title_px * 1.35), RIGHT, time_text)
        painter.setPen(DIM)
        painter.setFont(small)
        painter.drawText(
            QRectF(x, margin / 4 + title_px * 1.3, width, title_px * 0.6), RIGHT, playing
        )
        return width + margin

    def _paint_big_clock(self, painter: QPainter, state: ClockState | None) -> None:
        area = self._content()
        if state is None:
            painter.setPen(DIM)
            painter.setFont(font_of(self.font(), self._sizes()[2]))
            painter.drawText(area, CENTRE, self.tr("No round clock is running."))
            return
        time_text, playing = self._clock_lines(state)
        # As large as the screen takes: the digits fill most of the width or half the height.
        big = font_of(self.font(), round(area.height() * 0.5), bold=True)
        wide = QFontMetrics(big).horizontalAdvance(time_text) or 1
        if wide > area.width() * 0.85:
            big.setPixelSize(max(20, int(big.pixelSize() * area.width() * 0.85 / wide)))
        painter.setPen(LEVEL_COLOURS[state.level])
        painter.setFont(big)
        painter.drawText(
            QRectF(area.x(), area.y(), area.width(), area.height() * 0.7), CENTRE, time_text
        )
        painter.setPen(TEXT)
        painter.setFont(font_of(self.font(), self._sizes()[1]))
        line = self.tr("Round {0}").format(state.number) + " · " + playing
        painter.drawText(
            QRectF(area.x(), area.y() + area.height() * 0.7, area.width(), area.height() * 0.3),
            CENTRE,
            line,
        )

    def _paint_footer(self, painter: QPainter) -> None:
        margin, _title_px, body_px = self._sizes()
        pages = self.page_count()
        footer = self.tr("page {0} of {1}").format(self.page + 1, pages) if pages > 1 else ""
        if self.paused:
            footer += ("  " if footer else "") + self.tr("(paused)")
        painter.setPen(DIM)
        painter.setFont(font_of(self.font(), max(14, body_px * 2 // 3)))
        painter.drawText(
            QRectF(
                margin,
                self.height() - margin / 2 - body_px * 1.2,
                self.width() - 2 * margin,
                body_px,
            ),
            RIGHT,
            footer,
        )

    def _paint_table(self, painter: QPainter) -> None:
        area = self._content()
        fit = self._table_fit()
        body = font_of(self.font(), fit.pixels)
        bold = font_of(self.font(), fit.pixels, bold=True)
        pad = QFontMetrics(body).averageCharWidth() * PAD
        y = area.y()
        painter.setPen(DIM)
        painter.setFont(bold)
        self._paint_row(painter, self.headers, fit.widths, y, fit.row_h, pad, bold)
        y += fit.row_h
        per = self.rows_per_page()
        painter.setFont(body)
        for number, row in enumerate(self.rows[self.page * per : (self.page + 1) * per]):
            if number % 2:
                painter.fillRect(QRectF(area.x(), y, area.width(), fit.row_h), STRIPE)
            painter.setPen(TEXT)
            self._paint_row(painter, row, fit.widths, y, fit.row_h, pad, body)
            y += fit.row_h

    def _paint_row(
        self,
        painter: QPainter,
        cells: list[str],
        widths: tuple[float, ...],
        y: float,
        row_h: int,
        pad: float,
        font: QFont,
    ) -> None:
        x = self._content().x()
        metrics = QFontMetrics(font)
        for column, (text, w) in enumerate(zip(cells, widths, strict=False)):
            inner = max(w - 2 * pad, 1.0)
            painter.drawText(
                QRectF(x + pad, y, inner, row_h),
                RIGHT if column in self.right else LEFT,
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(inner)),
            )
            x += w

    def _paint_columns(self, painter: QPainter) -> None:
        """Where do I sit: names in alphabetical order down one column, then the next."""
        area = self._content()
        fit = self._columns_fit()
        body = font_of(self.font(), fit.pixels)
        bold = font_of(self.font(), fit.pixels, bold=True)
        metrics = QFontMetrics(body)
        pad = metrics.averageCharWidth() * PAD
        entries = self.rows[self.page * fit.per_page : (self.page + 1) * fit.per_page]
        column_w = sum(fit.widths)
        for column, chunk in enumerate(split_evenly(entries, fit.rows)):
            x = area.x() + column * (column_w + fit.gap)
            painter.setFont(bold)
            painter.setPen(DIM)
            self._paint_cells(painter, self.headers, x, area.y(), fit, pad, QFontMetrics(bold))
            painter.setFont(body)
            for number, entry in enumerate(chunk):
                y = area.y() + (number + 1) * fit.row_h
                if number % 2:
                    painter.fillRect(QRectF(x, y, column_w, fit.row_h), STRIPE)
                painter.setPen(TEXT)
                self._paint_cells(painter, entry, x, y, fit, pad, metrics)

    def _paint_cells(
        self,
        painter: QPainter,
        cells: list[str],
        x: float,
        y: float,
        fit: ColumnsFit,
        pad: float,
        metrics: QFontMetrics,
    ) -> None:
        for column, (text, w) in enumerate(zip(cells, fit.widths, strict=False)):
            inner = max(w - 2 * pad, 1.0)
            painter.drawText(
                QRectF(x + pad, y, inner, fit.row_h),
                LEFT if column == 0 else RIGHT,
                metrics.elidedText(text, Qt.TextElideMode.ElideRight, int(inner)),
            )
            x += w
