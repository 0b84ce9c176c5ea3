"""The statistics view: the rule text's claims about starting hands next to measured
values, histograms of the hands, the seat advantage from bot games, a PDF report.

The Monte Carlo runs in a worker thread (its own processes beneath) with a progress bar
and a Cancel button; the figures come from :mod:`tournament.statistics`, and with a
tournament open, its own numbers through the services.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tournament.statistics.claims import CLAIMS, Figure, Verdict, hand_figures, verdict
from tournament.statistics.estimators import Mean
from tournament.statistics.games import GameTally, game_figures, run_games
from tournament.statistics.montecarlo import Cancelled, HandRules, HandTally, run_hands
from tournament.ui.session import Session


class _Worker(QObject):
    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, work: Callable[[Callable[[int, int], None], Callable[[], bool]], Any]):
        super().__init__()
        self.work = work
        self.stop = threading.Event()

    @Slot()
    def run(self) -> None:
        try:
            result = self.work(self.progressed.emit, self.stop.is_set)
        except Cancelled:
            self.cancelled.emit()
        except Exception as exc:  # worded on the GUI thread
            self.failed.emit(str(exc))
        else:
            self.finished.emit(result)


class StatisticsView(QWidget):
    """Deal hands or play bot games in the background and show what they say."""

    done = Signal()

    def __init__(self, session: Session | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_view")
        self.setWindowTitle(self.tr("Statistics"))
        self.session = session
        self.workers: int | None = None  # processes; None: both cores
        self.rules = HandRules()
        self.hands_run = 0
        self.seed_run = 0
        self.tally: HandTally | None = None
        self.games: GameTally | None = None
        self._thread: QThread | None = None
        self._worker: _Worker | None = None
        self._build()

    # -- layout ------------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        controls = QHBoxLayout()
        controls.addLayout(self._hands_form())
        controls.addLayout(self._games_form())
        controls.addLayout(self._side(), 1)
        layout.addLayout(controls)

        layout.addWidget(self._claims_table())
        self.tournament_line = QLabel()
        self.tournament_line.setObjectName("tournament_figures")
        self.tournament_line.setWordWrap(True)
        layout.addWidget(self.tournament_line)

        layout.addLayout(self._charts(), 1)
        self.show_tournament()

    def _hands_form(self) -> QFormLayout:
        """The hands to deal and how."""
        form = QFormLayout()
        self.hands = QSpinBox()
        self.hands.setObjectName("hands")
        self.hands.setRange(1, 10_000_000)
        self.hands.setSingleStep(10_000)
        self.hands.setValue(30_000)
        self.players = QComboBox()
        self.players.setObjectName("players")
        self.players.addItem("3", 3)
        self.players.addItem("4", 4)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(1)
        self.joker = QCheckBox(self.tr("Own joker"))
        self.joker.setChecked(True)
        self.wrap = QCheckBox(self.tr("Runs wrap 13-1"))
        self.wrap.setChecked(True)
        form.addRow(self.tr("Hands"), self.hands)
        form.addRow(self.tr("Players a table"), self.players)
        form.addRow(self.tr("Seed"), self.seed)
        form.addRow(self.joker)
        form.addRow(self.wrap)
        self.run_hands_button = QPushButton(self.tr("&Deal hands"))
        self.run_hands_button.setObjectName("run_hands")
        self.run_hands_button.clicked.connect(self.start_hands)
        form.addRow(self.run_hands_button)
        return form

    def _games_form(self) -> QFormLayout:
        """The bot games to play."""
        games_form = QFormLayout()
        self.game_count = QSpinBox()
        self.game_count.setObjectName("games")
        self.game_count.setRange(1, 100_000)
        self.game_count.setValue(60)
        self.bots = QLineEdit("greedy,strong,greedy")
        self.bots.setObjectName("bots")
        self.bots_hint = QLabel()
        self.bots_hint.setObjectName("bots_hint")
        self.bots_hint.setStyleSheet("color: #b00020;")
        self.run_games_button = QPushButton(self.tr("&Play bot games"))
        self.run_games_button.setObjectName("run_games")
        self.run_games_button.clicked.connect(self.start_games)
        games_form.addRow(self.tr("Games"), self.game_count)
        games_form.addRow(self.tr("Bots by seat"), self.bots)
        games_form.addRow(self.bots_hint)
        games_form.addRow(self.run_games_button)
        return games_form

    def _side(self) -> QVBoxLayout:
        """The progress, Cancel, the state and the export."""
        side = QVBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("progress")
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.export_button = QPushButton(self.tr("Export &PDF…"))
        self.export_button.setObjectName("export_pdf")
        self.export_button.setEnabled(False)
        self.export_button.clicked.connect(self.export_pdf)
        for widget in (self.progress, self.cancel_button, self.status, self.export_button):
            side.addWidget(widget)
        side.addStretch(1)
        return side

    def _claims_table(self) -> QTableWidget:
        """The rule texts' claims, each with its measure and verdict."""
        self.table = QTableWidget(len(CLAIMS), 4)
        self.table.setObjectName("claims")
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("The text says"),
                self.tr("Text"),
                self.tr("Measured (95 % interval)"),
                self.tr("Verdict"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, claim in enumerate(CLAIMS):
            self.table.setItem(row, 0, QTableWidgetItem(self.claim_text(claim.key)))
            self.table.setItem(row, 1, QTableWidgetItem(claim.stated))
            self.table.setItem(row, 2, QTableWidgetItem("–"))
            self.table.setItem(row, 3, QTableWidgetItem(self.verdict_text(Verdict.UNMEASURED)))
        return self.table

    def _charts(self) -> QGridLayout:
        """The four charts."""
        from PySide6.QtCharts import QChartView

        charts = QGridLayout()
        self.chart_views: dict[str, QChartView] = {}
        for index, name in enumerate(("dead", "placed", "near_miss", "seats")):
            view = QChartView()
            view.setObjectName(f"chart_{name}")
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setMinimumHeight(220)
            charts.addWidget(view, index // 2, index % 2)
            self.chart_views[name] = view
        return charts

    def claim_text(self, key: str) -> str:
        return {
            "hand_romme": self.tr("Hand-Rommé (all tiles laid at once) is under 1 %"),
            "others_have_given_none": self.tr(
                "With no combination yourself, 80 % of the others hold one"
            ),
            "dead_1_3": self.tr("90 % of hands have 1 to 3 dead tiles"),
            "group_share": self.tr("Over half of the combinations are groups"),
            "near_miss_ge2": self.tr(
                "The others hold several combinations that miss one tile (2 or more)"
            ),
        }[key]

    def verdict_text(self, value: Verdict) -> str:
        return {
            Verdict.HOLDS: self.tr("holds"),
            Verdict.FAILS: self.tr("does not hold"),
            Verdict.UNDECIDED: self.tr("undecided"),
            Verdict.UNMEASURED: self.tr("not measured"),
        }[value]

    # -- running -----------------------------------------------------------------------
    def busy(self) -> bool:
        return self._thread is not None

    def start_hands(self) -> None:
        if self.busy():
            return
        rules = HandRules(
            players=int(self.players.currentData()),
            joker=self.joker.isChecked(),
            wrap=self.wrap.isChecked(),
        )
        hands, seed, workers = self.hands.value(), self.seed.value(), self.workers

        def work(progress: Callable[[int, int], None], stop: Callable[[], bool]) -> Any:
            tally = run_hands(
                rules, hands, seed, workers=workers, progress=progress, cancelled=stop
            )
            return ("hands", rules, hands, seed, tally)

        self._start(work, self.tr("Dealing {0} hands…").format(hands))

    def start_games(self) -> None:
        if self.busy():
            return
        from tournament.rules.game.bots import BOTS

        bots = [b.strip() for b in self.bots.text().split(",") if b.strip()]
        unknown = [b for b in bots if b not in BOTS]
        if unknown:
            self.bots_hint.setText(
                self.tr("Unknown bot: {0} (known: {1})").format(unknown[0], ", ".join(BOTS))
            )
            return
        if len(bots) not in (3, 4):
            self.bots_hint.setText(self.tr("A table has 3 or 4 bots, not {0}").format(len(bots)))
            return
        self.bots_hint.clear()
        games, seed, workers = self.game_count.value(), self.seed.value(), self.workers

        def work(progress: Callable[[int, int], None], stop: Callable[[], bool]) -> Any:
            return (
                "games",
                run_games(bots, games, seed, workers=workers, progress=progress, cancelled=stop),
            )

        self._start(work, self.tr("Playing {0} games…").format(games))

    def _start(self, work: Any, label: str) -> None:
        self.status.setText(label)
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.cancel_button.setEnabled(True)
        self.run_hands_button.setEnabled(False)
        self.run_games_button.setEnabled(False)
        thread = QThread(self)
        worker = _Worker(work)
        worker.moveToThread(thread)
        thread.started.connect(worker.run)
        worker.progressed.connect(self._progressed, Qt.ConnectionType.QueuedConnection)
        worker.finished.connect(self._finished, Qt.ConnectionType.QueuedConnection)
        worker.failed.connect(self._failed, Qt.ConnectionType.QueuedConnection)
        worker.cancelled.connect(self._cancelled, Qt.ConnectionType.QueuedConnection)
        self._thread, self._worker = thread, worker
        thread.start()

    def cancel(self) -> None:
        if self._worker is not None:
            self._worker.stop.set()
            self.status.setText(self.tr("Cancelling…"))

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _stopped(self) -> None:
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
            self._thread.deleteLater()
        if self._worker is not None:
            self._worker.deleteLater()
        self._thread = self._worker = None
        self.cancel_button.setEnabled(False)
        self.run_hands_button.setEnabled(True)
        self.run_games_button.setEnabled(True)
        self.done.emit()

    @Slot(object)
    def _finished(self, result: Any) -> None:
        self._stopped()
        if result[0] == "hands":
            _kind, self.rules, self.hands_run, self.seed_run, self.tally = result
            self.show_hands()
            self.status.setText(self.tr("{0} hands dealt.").format(self.hands_run))
        else:
            self.games = result[1]
            self.show_games()
            self.status.setText(self.tr("{0} games played.").format(self.games.games))
        self.export_button.setEnabled(self.tally is not None)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._stopped()
        self.status.setText(self.tr("The run stopped: {0}").format(message))

    @Slot()
    def _cancelled(self) -> None:
        self._stopped()
        self.status.setText(self.tr("Cancelled."))

    def closeEvent(self, event: Any) -> None:
        self.cancel()
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()
        super().closeEvent(event)

    # -- showing -----------------------------------------------------------------------
    def interval_text(self, figure: Figure) -> str:
        if figure is None:
            return self.tr("not seen")
        if isinstance(figure, Mean):
            return f"{100 * figure.mean:.1f} % ({100 * figure.lo:.1f}–{100 * figure.hi:.1f})"
        return f"{100 * figure.p:.2f} % ({100 * figure.lo:.2f}–{100 * figure.hi:.2f})"

    def show_hands(self) -> None:
        assert self.tally is not None
        figures = hand_figures(self.tally)
        for row, claim in enumerate(CLAIMS):
            measured = " / ".join(self.interval_text(figures[name]) for name in claim.figures)
            if claim.key == "group_share":
                measured = self.tr("fewest {0}\nmost {1}").format(
                    *(self.interval_text(figures[name]) for name in claim.figures)
                )
            self.table.setItem(row, 2, QTableWidgetItem(measured))
            self.table.setItem(row, 3, QTableWidgetItem(self.verdict_text(verdict(claim, figures))))
        self.set_histogram("dead", self.tr("Dead tiles"), self.tally.dead)
        self.set_histogram("placed", self.tr("Tiles laid (P)"), self.tally.placed)
        self.set_histogram("near_miss", self.tr("Near-miss pairs"), self.tally.near_miss)

    def set_histogram(self, name: str, title: str, counts: list[int]) -> None:
        last = max((i for i, c in enumerate(counts) if c), default=0)
        total = sum(counts) or 1
        self.set_bars(
            name,
            title,
            [str(i) for i in range(last + 1)],
            [100 * c / total for c in counts[: last + 1]],
            self.tr("% of hands"),
        )

    def set_bars(
        self, name: str, title: str, labels: list[str], values: list[float], unit: str
    ) -> None:
        from PySide6.QtCharts import QBarCategoryAxis, QBarSeries, QBarSet, QChart, QValueAxis

        chart = QChart()
        chart.setTitle(title)
        chart.legend().setVisible(False)
        bars = QBarSet(title)
        for value in values:
            bars.append(value)
        series = QBarSeries()
        series.append(bars)
        chart.addSeries(series)
        axis_x = QBarCategoryAxis()
        axis_x.append(labels)
        axis_y = QValueAxis()
        axis_y.setTitleText(unit)
        axis_y.setRange(0, max([*values, 1.0]) * 1.15)
        axis_y.setLabelFormat("%d")
        chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
        from tournament.ui.widgets.charts import replace_chart

        replace_chart(self.chart_views[name], chart)

    def show_games(self) -> None:
        assert self.games is not None
        figures = game_figures(self.games)
        wins = figures["wins_by_position"]
        labels = [
            self.tr("{0}. ({1:.0f}–{2:.0f} %)").format(i, 100 * w.lo, 100 * w.hi)
            for i, w in enumerate(wins, start=1)
        ]
        self.set_bars(
            "seats",
            self.tr("Wins by position in the turn order"),
            labels,
            [100 * w.p for w in wins],
            self.tr("% of games"),
        )

    def show_tournament(self) -> None:
        """This tournament's own numbers (a tournament open, with results)."""
        if self.session is None:
            return
        from tournament.statistics.results import tournament_figures

        games = self.session.query(self.session.service.rounds.game_results)
        if games is None:
            return
        figures = tournament_figures(games)
        if not figures.games:
            self.tournament_line.setText(self.tr("This tournament has no results yet."))
            return
        s = figures.starter_wins
        self.tournament_line.setText(
            self.tr(
                "This tournament: {0} games; the starting player won {1:.1f} % "
                "({2:.1f}–{3:.1f} %), a fair seat {4:.1f} %; Rommé in the first round "
                "{5:.1f} %; claims a game {6:.2f}."
            ).format(
                figures.games,
                100 * s.p,
                100 * s.lo,
                100 * s.hi,
                100 * figures.fair_share,
                100 * figures.romme_first_round.p,
                figures.claims_per_game.mean,
            )
        )

    # -- report ------------------------------------------------------------------------
    def export_pdf(self, path: str | None = None) -> str | None:
        """Write the PDF report to ``path`` (asked for when not given)."""
        if self.tally is None:
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export the statistics"), "statistics.pdf", "PDF (*.pdf)"
            )
            if not path:
                return None
        from tournament.exports.statistics_report import StatisticsReport, write_report
        from tournament.ui.language import effective_language
        from tournament.ui.settings import Settings

        report = StatisticsReport(self.rules, self.hands_run, self.seed_run, self.tally, self.games)
        language = effective_language(Settings().language())
        try:
            write_report(path, report, language=language)
        except (OSError, ValueError) as exc:
            self.status.setText(self.tr("The report could not be written: {0}").format(exc))
            return None
        self.status.setText(self.tr("Report written to {0}").format(path))
        return path
