"""The projector view: full screen, large type, paging through standings or the seating plan.

Keys: S standings, P seating plan, Space pause/resume, Left/Right page, Esc close.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tournament.scoring.standings import rank_text
from tournament.ui.formatting import percent_text, points_text
from tournament.ui.session import Session

BACKGROUND = QColor("#0d1b2a")
TEXT = QColor("#f5f5f5")
DIM = QColor("#9fb3c8")
STRIPE = QColor(255, 255, 255, 18)


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
        self.weights: list[float] = []
        self.timer = QTimer(self)
        self.timer.setInterval(10_000)
        self.timer.timeout.connect(self.next_page)
        self.timer.start()
        # A bound method, not a lambda: Qt drops the connection when the window is deleted.
        session.changed.connect(self._on_changed)
        self.reload()

    def _on_changed(self, _kinds: frozenset[str]) -> None:
        self.reload()

    # -- content -----------------------------------------------------------------------
    def reload(self) -> None:
        info = self.session.info()
        if self.mode == "standings":
            rows = self.session.query(self.session.service.standings) or []
            self.title = self.tr("{0} — standings").format(info.name)
            self.headers = [
                self.tr("Rank"),
                self.tr("Name"),
                self.tr("Club"),
                self.tr("Points"),
                self.tr("Percent"),
                self.tr("Games"),
            ]
            self.weights = [0.8, 3.0, 2.7, 1.1, 1.3, 1.0]
            self.rows = [
                [
                    rank_text(r.rank, r.shared),
                    r.name,
                    r.club,
                    points_text(r.points),
                    percent_text(r.percent) if r.max_points else "",
                    str(r.games),
                ]
                for r in rows
                if r.status != "withdrawn"
            ]
        else:
            rounds = self.session.query(self.session.service.rounds) or []
            self.headers = [self.tr("Table"), self.tr("Seat"), self.tr("Player"), self.tr("Starts")]
            self.weights = [1.0, 0.8, 4.0, 1.2]
            self.rows = []
            if rounds:
                rnd = rounds[-1]
                self.title = self.tr("{0} — seating, round {1}").format(info.name, rnd.number)
                for table in rnd.tables:
                    for seat in table.seats:
                        starts = [
                            str(g.number)
                            for g in table.games
                            if g.starter_player_id == seat.player_id
                        ]
                        self.rows.append(
                            [str(table.number), str(seat.seat), seat.player_name, ", ".join(starts)]
                        )
            else:
                self.title = self.tr("{0} — no round yet").format(info.name)
        self.page = min(self.page, max(self.page_count() - 1, 0))
        self.update()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.page = 0
        self.reload()

    # -- paging ------------------------------------------------------------------------
    def _fonts(self) -> tuple[QFont, QFont, int]:
        height = max(self.height(), 300)
        body = QFont(self.font())
        body.setPixelSize(max(18, height // 24))
        title = QFont(body)
        title.setPixelSize(round(body.pixelSize() * 1.5))
        title.setBold(True)
        row_h = round(QFontMetrics(body).height() * 1.35)
        return title, body, row_h

    def rows_per_page(self) -> int:
        title, _body, row_h = self._fonts()
        top = QFontMetrics(title).height() * 2 + row_h * 2
        return max(1, (max(self.height(), 300) - top) // row_h)

    def page_count(self) -> int:
        per = self.rows_per_page()
        return max(1, -(-len(self.rows) // per))

    def next_page(self) -> None:
        if self.paused:
            return
        self.page = (self.page + 1) % self.page_count()
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.close()
        elif key == Qt.Key.Key_S:
            self.set_mode("standings")
        elif key == Qt.Key.Key_P:
            self.set_mode("plan")
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
        painter.fillRect(self.rect(), BACKGROUND)
        title_font, body, row_h = self._fonts()
        margin = self.width() // 30
        width = self.width() - 2 * margin
        title_h = QFontMetrics(title_font).height()
        pages = self.page_count()
        footer = self.tr("page {0} of {1}").format(self.page + 1, pages)
        if self.paused:
            footer += "  " + self.tr("(paused)")
        # The title gets the room the page number leaves; a long one is set smaller
        # (never below the body size), then shortened, so the two never overlap.
        room = width - QFontMetrics(body).horizontalAdvance(footer) - margin
        fitted = QFont(title_font)
        while (
            QFontMetrics(fitted).horizontalAdvance(self.title) > room
            and fitted.pixelSize() > body.pixelSize()
        ):
            fitted.setPixelSize(fitted.pixelSize() - 2)
        painter.setPen(TEXT)
        painter.setFont(fitted)
        painter.drawText(
            QRectF(margin, margin / 2, room, title_h * 1.4),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            QFontMetrics(fitted).elidedText(self.title, Qt.TextElideMode.ElideRight, int(room)),
        )
        painter.setFont(body)
        painter.setPen(DIM)
        painter.drawText(
            QRectF(margin, margin / 2, width, title_h * 1.4),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
            footer,
        )
        total = sum(self.weights) or 1.0
        widths = [width * w / total for w in self.weights]
        y = margin / 2 + title_h * 1.8
        x = float(margin)
        bold = QFont(body)
        bold.setBold(True)
        painter.setFont(bold)
        for header, w in zip(self.headers, widths, strict=False):
            painter.drawText(QRectF(x, y, w - 10, row_h), Qt.AlignmentFlag.AlignVCenter, header)
            x += w
        y += row_h
        painter.setFont(body)
        per = self.rows_per_page()
        for number, row in enumerate(self.rows[self.page * per : (self.page + 1) * per]):
            if number % 2:
                painter.fillRect(QRectF(margin, y, width, row_h), STRIPE)
            painter.setPen(TEXT)
            x = float(margin)
            for text, w in zip(row, widths, strict=False):
                painter.drawText(
                    QRectF(x + 4, y, w - 12, row_h),
                    int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                    QFontMetrics(body).elidedText(text, Qt.TextElideMode.ElideRight, int(w - 12)),
                )
                x += w
            y += row_h
        painter.end()
