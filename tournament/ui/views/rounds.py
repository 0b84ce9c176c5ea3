"""Rounds: start a round, see its plan (tables, seats, starters), swap seats, print; the
round clock with its note when time ran out."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import Done, RoundInfo, RoundStatus
from tournament.services.errors import CancelledError
from tournament.services.listing import PlanSeat, RoundPlanInfo, TablePlan
from tournament.ui.session import ROUNDS, TOURNAMENT, Session
from tournament.ui.views.clock import ClockPanel, RoundClock
from tournament.ui.widgets.itemmodels import RIGHT, Index, LazyRowModel, show_records
from tournament.ui.widgets.round_selector import RoundSelector
from tournament.ui.workers import Cancelled, Progress, run_job

TABLE, SEAT, NUMBER, PLAYER, STARTS, ENTERED = range(6)
SEARCH_STEPS = 1000
"""The progress bar's steps for the seating search's share of work done."""


class RoundPlanModel(LazyRowModel[PlanSeat]):
    """One row per seat of one round: table, seat, player, which game the seat starts;
    fetched into the view as it scrolls (a round of 2,000 players has 667 tables)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__([], parent)
        self._round: RoundPlanInfo | None = None
        self._tables: dict[int, TablePlan] = {}
        self._headers = [
            self.tr("Table"),
            self.tr("Seat"),
            self.tr("No."),
            self.tr("Player"),
            self.tr("Starts game"),
            self.tr("Games entered"),
        ]

    def set_round(self, rnd: RoundPlanInfo | None) -> None:
        self._round = rnd
        self._tables = {t.number: t for t in rnd.tables} if rnd is not None else {}
        self.set_rows([s for t in rnd.tables for s in t.seats] if rnd is not None else [])

    def round(self) -> RoundPlanInfo | None:
        return self._round

    def row_key(self, row: PlanSeat) -> tuple[int, int]:
        return (row.table, row.seat)

    def texts(self, row: PlanSeat) -> tuple[str, ...]:
        return (str(row.table), str(row.player_number), row.player_name)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.valid_row(index)
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == TABLE:
                return row.table
            if column == SEAT:
                return row.seat
            if column == NUMBER:
                return row.player_number
            if column == PLAYER:
                return row.player_name
            if column == STARTS:
                return ", ".join(str(n) for n in row.starts)
            if column == ENTERED:
                table = self._tables[row.table]
                return f"{table.entered} / {table.games}"
        if role == Qt.ItemDataRole.UserRole:
            return row.player_id
        if role == Qt.ItemDataRole.BackgroundRole and row.table % 2 == 0:
            return QColor(0, 0, 0, 14)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (TABLE, SEAT, NUMBER):
            return RIGHT
        return None


class PlanTable(QTableView):
    activated_table = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            model = self.model()
            assert isinstance(model, RoundPlanModel)
            self.activated_table.emit(model.row_info(self.currentIndex().row()).table)
            return
        super().keyPressEvent(event)


class RoundsView(QWidget):
    enter_scores = Signal(int, int)
    """(round number, table number): the director wants to enter that table's scores."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rounds")
        self.session = session
        layout = QVBoxLayout(self)

        layout.addLayout(self._top_row())

        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.figures = QLabel()
        self.figures.setObjectName("figures")
        self.figures.setWordWrap(True)
        layout.addWidget(self.figures)
        self._figures_key: tuple[object, ...] = ()
        self.clock = RoundClock(session, self)
        self.clock_panel = ClockPanel(session, self.clock)
        layout.addWidget(self.clock_panel)

        layout.addWidget(self._plan_table(), 1)

        layout.addLayout(self._bottom_row())

        self.start_button.clicked.connect(self.start_round)
        self.close_button.clicked.connect(self.close_round)
        self.reopen_button.clicked.connect(self.reopen_round)
        self.swap_button.clicked.connect(self.swap_selected)
        self.enter_button.clicked.connect(self._enter_current)
        self.table.activated_table.connect(self._enter_table)
        self.table.doubleClicked.connect(lambda _index: self._enter_current())
        self.sheets_button.clicked.connect(lambda: self.print_document("sheets"))
        self.plan_button.clicked.connect(lambda: self.print_document("plan"))
        self.cards_button.clicked.connect(lambda: self.print_document("cards"))
        self.round_box.currentIndexChanged.connect(self._show_selected_round)
        session.changed.connect(self._on_changed)
        self.setFocusProxy(self.table)
        self.reload()

    def _top_row(self) -> QHBoxLayout:
        """The round, and starting, closing and reopening rounds."""
        top = QHBoxLayout()
        self.round_box = RoundSelector(self.session)
        round_label = self.round_box.make_label()
        self.start_button = QPushButton(self.tr("&Start next round"))
        self.start_button.setObjectName("start_round")
        self.close_button = QPushButton(self.tr("&Close round"))
        self.close_button.setObjectName("close_round")
        self.reopen_button = QPushButton(self.tr("Re&open round"))
        self.reopen_button.setObjectName("reopen_round")
        top.addWidget(round_label)
        top.addWidget(self.round_box)
        top.addStretch(1)
        for button in (self.start_button, self.close_button, self.reopen_button):
            top.addWidget(button)
        return top

    def _plan_table(self) -> PlanTable:
        """The round's seating plan, a row per seat."""
        self.model = RoundPlanModel(self)
        self.table = PlanTable()
        show_records(self.table, "plan", self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        header = self.table.horizontalHeader()
        # Narrow columns fit their (German: longer) headers, whose texts are wider than any
        # value below them; sized once, so a saved result never re-measures 300 rows.
        header.setStyleSheet("QHeaderView::section { padding: 2px 10px; }")
        for column in range(self.model.columnCount()):
            if column != PLAYER:
                header.resizeSection(column, header.sectionSizeHint(column))
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Stretch)
        return self.table

    def _bottom_row(self) -> QHBoxLayout:
        """Swapping seats, entering a table's scores, the printouts."""
        bottom = QHBoxLayout()
        self.swap_button = QPushButton(self.tr("S&wap the two selected seats"))
        self.swap_button.setObjectName("swap")
        self.enter_button = QPushButton(self.tr("&Enter scores of this table"))
        self.enter_button.setObjectName("enter")
        self.sheets_button = QPushButton(self.tr("Score s&heets…"))
        self.sheets_button.setObjectName("print_sheets")
        self.plan_button = QPushButton(self.tr("Seating &plan…"))
        self.plan_button.setObjectName("print_plan")
        self.cards_button = QPushButton(self.tr("&Table cards…"))
        self.cards_button.setObjectName("print_cards")
        self.print_button = QPushButton(self.tr("Pr&int…"))
        self.print_button.setObjectName("print")
        self.print_button.setToolTip(self.tr("Print with a preview; the PDF buttons save files"))
        print_menu = QMenu(self.print_button)
        for kind, text in (
            ("sheets", self.tr("Score sheets")),
            ("plan", self.tr("Seating plan")),
            ("cards", self.tr("Table cards")),
        ):
            action = print_menu.addAction(text)
            action.setObjectName(f"print_{kind}_paper")
            action.triggered.connect(lambda _=False, k=kind: self.print_on_paper(k))
        self.print_button.setMenu(print_menu)
        bottom.addWidget(self.swap_button)
        bottom.addWidget(self.enter_button)
        bottom.addStretch(1)
        for button in (self.sheets_button, self.plan_button, self.cards_button, self.print_button):
            bottom.addWidget(button)
        return bottom

    # -- data --------------------------------------------------------------------------
    def _on_changed(self, kinds: frozenset[str]) -> None:
        if kinds & {ROUNDS, TOURNAMENT}:  # the seating or the movement: figures anew
            self._figures_key = ()
        # Hidden, it only notes the change: entering results stays quick, and the plan is
        # read when the page shows again.
        if self.isVisible():
            self.reload()
        else:
            self._stale = True

    _stale = False

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._stale:
            self.reload()
        else:
            self._show_figures(self.model.round())

    def reload(self) -> None:
        self._stale = False
        self.round_box.reload()
        self._show_selected_round()

    def selected_round(self) -> RoundPlanInfo | None:
        return self.model.round()

    def _read_plan(self, number: int | None) -> RoundPlanInfo | None:
        if number is None:
            return None
        service = self.session.service
        return self.session.query(lambda: service.rounds.round_plan(number))

    def _show_selected_round(self) -> None:
        number = self.round_box.currentData()
        rnd = self._read_plan(number)
        self.model.set_round(rnd)
        # A card game's round at a table is one match (games_per_round): nobody starts a
        # game of their own, so the column is left out, as on the projector.
        game = self.session.info().settings.scoring_rules.game
        one_match = rnd is not None and all(
            game.games_per_round(len(t.seats)) == 1 for t in rnd.tables
        )
        self.table.setColumnHidden(STARTS, one_match)
        numbers = self.session.round_numbers()
        latest = numbers[-1] if numbers else 0
        latest_round = (
            rnd if rnd is not None and rnd.number == latest else self._read_plan(latest or None)
        )
        open_latest = latest_round is not None and latest_round.status == RoundStatus.OPEN
        self.start_button.setEnabled(not open_latest)
        self.close_button.setEnabled(rnd is not None and rnd.status == RoundStatus.OPEN)
        self.reopen_button.setEnabled(
            rnd is not None and rnd.status == RoundStatus.CLOSED and rnd.number == latest
        )
        self.swap_button.setEnabled(rnd is not None and rnd.status == RoundStatus.OPEN)
        for button in (
            self.enter_button,
            self.sheets_button,
            self.plan_button,
            self.cards_button,
            self.print_button,
        ):
            button.setEnabled(rnd is not None)
        if self.isVisible():
            self._show_figures(rnd)
        if rnd is None:
            self.status.setText(self.tr("No round yet. Add the players, then start round 1."))
            return
        state = self.tr("open") if rnd.status == RoundStatus.OPEN else self.tr("closed")
        text = self.tr("Round {0} ({1}): {2} tables, {3} of {4} games entered.").format(
            rnd.number, state, len(rnd.tables), rnd.entered, rnd.games
        )
        planned = self.session.info().settings.planned_rounds
        if planned:
            text += " " + self.tr("{0} rounds planned.").format(planned)
        if rnd.sitting_out:
            names = self.session.names()
            text += " " + self.tr("Sitting out: {0}.").format(
                ", ".join(names.get(pid, str(pid)) for pid in rnd.sitting_out)
            )
        self.status.setText(text)

    def _show_figures(self, rnd: RoundPlanInfo | None) -> None:
        """How well rounds 1..selected mix, each figure beside the best any plan could do:
        worked out when the page shows, and again only when the seating changed."""
        movement = self.session.info().settings.movement
        key = (movement, rnd.number if rnd is not None else 0)
        if key == self._figures_key:
            return
        self._figures_key = key
        service = self.session.service
        f = (
            self.session.query(
                lambda: service.rounds.seating_figures(rnd.number, rotate=movement == "rotate")
            )
            if rnd is not None
            else None
        )
        if f is None:
            self.figures.setText("")
            return
        text = self.tr(
            "Meetings of one pair: at most {0} (no plan below {1}); pairs meeting that often:"
            " {2} (at least {3}); repeat meetings: {4} (at least {5}); 4-table seats per"
            " player: {6} to {7} (no plan narrower than {8} to {9})."
        ).format(
            f.max_meetings,
            f.lower_bound_max_meetings,
            f.pairs_at_max,
            f.lower_bound_pairs_at_max,
            f.repeat_meetings,
            f.lower_bound_repeat_meetings,
            *f.four_table_seats,
            *f.best_four_table_seats,
        )
        if movement == "rotate":
            text += " " + self.tr("Never changed table: {0} (at least {1}).").format(
                f.never_moved, f.lower_bound_never_moved
            )
        self.figures.setText(text)

    # -- actions -----------------------------------------------------------------------
    def start_round(self) -> None:
        session = self.session
        number = len(self.session.round_numbers()) + 1
        planned = session.info().settings.planned_rounds
        if planned and number > planned:
            answer = QMessageBox.question(
                self,
                self.tr("More rounds than planned"),
                self.tr("Planned rounds: {0}. Start round {1} anyway?").format(planned, number),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        # The seating search runs in a worker thread that writes the new round; the window
        # does not look for other desks' changes meanwhile.
        session.poll.stop()
        try:
            session.perform(
                self.tr("start round {0}").format(number),
                lambda: self._seat_in_background(number),
            )
        except Cancelled:
            self.status.setText(
                self.tr("Seating cancelled: round {0} was not started.").format(number)
            )
        finally:
            session.poll.start()

    def _seat_in_background(self, number: int) -> Done[RoundInfo]:
        """``start_round`` behind a progress dialog with Cancel; raises ``Cancelled`` when
        cancelled, and the service's refusal on the GUI thread (``perform`` words it)."""
        service = self.session.service

        def job(progress: Progress) -> Done[RoundInfo] | Exception:
            def report(share: float, _repeats: int) -> None:
                progress(round(share * SEARCH_STEPS), SEARCH_STEPS)

            try:
                return service.rounds.start_round(
                    progress=report, cancelled=lambda: progress.cancelled
                )
            except CancelledError:
                raise Cancelled() from None
            except Exception as exc:  # handed to the GUI thread
                return exc

        focus = QApplication.focusWidget()
        outcome = run_job(self, self.tr("Seating round {0}…").format(number), job)
        if focus is not None and QApplication.focusWidget() is not focus:
            # The progress dialog took the focus (if it showed): give it back now, so that
            # the next key press goes where it went before.
            focus.activateWindow()
            QApplication.processEvents()
            focus.setFocus()
        if outcome is None:
            raise Cancelled()
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    def close_round(self) -> None:
        rnd = self.selected_round()
        if rnd is None:
            return
        session = self.session
        session.perform(
            self.tr("close round {0}").format(rnd.number),
            lambda: session.service.rounds.close_round(rnd.number),
        )

    def reopen_round(self) -> None:
        rnd = self.selected_round()
        if rnd is None:
            return
        session = self.session
        session.perform(
            self.tr("reopen round {0}").format(rnd.number),
            lambda: session.service.rounds.reopen_round(rnd.number),
        )

    def selected_player_ids(self) -> list[int]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.row_info(row).player_id for row in rows]

    def swap_selected(self) -> None:
        rnd = self.selected_round()
        ids = self.selected_player_ids()
        if rnd is None or len(ids) != 2:
            self.status.setText(self.tr("Select exactly two seats (Ctrl+click) to swap them."))
            return
        names = [self.model.row_info(i.row()).player_name for i in self._sorted_selection()]
        session = self.session
        session.perform(
            self.tr("swap {0} and {1}").format(*names),
            lambda: session.service.rounds.swap_players(rnd.number, ids[0], ids[1]),
        )

    def _sorted_selection(self) -> list[QModelIndex]:
        return sorted(self.table.selectionModel().selectedRows(), key=lambda i: i.row())

    def _enter_current(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self._enter_table(self.model.row_info(index.row()).table)

    def _enter_table(self, table_number: int) -> None:
        rnd = self.selected_round()
        if rnd is not None:
            self.enter_scores.emit(rnd.number, table_number)

    def print_document(self, kind: str) -> None:
        rnd = self.selected_round()
        if rnd is None:
            return
        from tournament.ui.printing.printouts import print_round_document

        print_round_document(self, self.session, rnd.number, kind)

    def print_on_paper(self, kind: str) -> None:
        rnd = self.selected_round()
        if rnd is None:
            return
        from tournament.ui.printing.printouts import print_round

        print_round(self, self.session, rnd.number, kind)
