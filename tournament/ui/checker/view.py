"""The director's rules checker: melds typed or clicked, valid or not and why; best play."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QObject, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.errors import NotationError, RulesError
from tournament.rules.melds import MeldCheck, check_meld
from tournament.rules.tiles import (
    Tile,
    parse_layout,
    parse_tiles,
)
from tournament.ui.checker.palette import TilePalette
from tournament.ui.checker.words import (
    BAD_COLOUR,
    OK_COLOUR,
    game_names,
    meld_verdict,
    notation_text,
)
from tournament.ui.widgets.tiles import TileStrip

if TYPE_CHECKING:
    from tournament.rules.solver import Solution


class MeldRow(QWidget):
    def __init__(self, number: int, check: MeldCheck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(f"{number}."))
        self.strip = TileStrip(tile_height=30)
        self.strip.set_tiles(check.tiles, valid=check.valid)
        self.strip.setMinimumWidth(self.strip.sizeHint().width())
        layout.addWidget(self.strip)
        self.verdict = QLabel(meld_verdict(check))
        self.verdict.setObjectName("verdict")
        self.verdict.setStyleSheet(f"color: {OK_COLOUR if check.valid else BAD_COLOUR}")
        if check.reason and QLocale().language() != QLocale.Language.German:
            # The rules engine's detail is English; the German verdict says it already.
            self.verdict.setToolTip(check.reason)
        layout.addWidget(self.verdict, 1)


class RulesCheckerView(QWidget):
    """Type melds separated by ``|`` (or click tiles); the verdict updates as you type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from tournament.ui.checker.turn_check import TurnCheckPanel
        from tournament.ui.games import checker_pages

        self.setObjectName("checker")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(self._game_row())
        self.pages = QStackedWidget()
        outer.addWidget(self.pages, 1)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("checker_tabs")
        self.game_pages = checker_pages()
        """Each game's own page, by the game's key (the tile games share the tabs)."""
        for page in (self.tabs, *self.game_pages.values()):
            self.pages.addWidget(page)
        self.game.currentIndexChanged.connect(lambda _index: self._game_chosen())
        melds_page = QWidget()
        layout = QVBoxLayout(melds_page)
        self.tabs.addTab(melds_page, self.tr("&Melds and best play"))
        self.turn_check = TurnCheckPanel()
        self.tabs.addTab(self.turn_check, self.tr("Check a t&urn"))

        layout.addWidget(self._table_box(), 3)

        self.tile_palette = TilePalette()
        self.tile_palette.target = self.melds
        layout.addWidget(self.tile_palette)

        layout.addWidget(self._solver_box(), 2)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.check_now)
        self.melds.textChanged.connect(self._timer.start)
        self.hand.textChanged.connect(self._show_hand)
        self.hand.returnPressed.connect(self.solve)
        self.solve_button.clicked.connect(self.solve)
        self.melds.returnPressed.connect(self.check_now)
        self.hand.installEventFilter(self)
        self.melds.installEventFilter(self)
        self.setFocusProxy(self.melds)
        self.checks: list[MeldCheck] = []
        self.solving = False
        self.check_now()

    def _game_row(self) -> QHBoxLayout:
        """The game whose rules are checked."""
        game_row = QHBoxLayout()
        self.game = QComboBox()
        self.game.setObjectName("checker_game")
        for key, name in game_names():
            self.game.addItem(name, key)
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game)
        game_row.addWidget(game_label)
        game_row.addWidget(self.game)
        game_row.addStretch(1)
        return game_row

    def _table_box(self) -> QGroupBox:
        """The melds on the table, typed, and each one's verdict."""
        table_box = QGroupBox(self.tr("Melds on the table"))
        table_layout = QVBoxLayout(table_box)
        self.melds = QLineEdit()
        self.melds.setObjectName("melds")
        self.melds.setPlaceholderText(self.tr("e.g. r12 r13 r1 | b5 r5 y5 J"))
        table_layout.addWidget(
            QLabel(
                self.tr(
                    "Tiles: colour b r y k (or g, s) and value, J for a joker; "
                    "melds separated by |."
                )
            )
        )
        table_layout.addWidget(self.melds)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        table_layout.addWidget(self.summary)
        self.rows_host = QWidget()
        self.rows_layout = QVBoxLayout(self.rows_host)
        self.rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.rows_host)
        table_layout.addWidget(scroll, 1)
        return table_box

    def _solver_box(self) -> QGroupBox:
        """A hand and its best play against the table."""
        solver_box = QGroupBox(self.tr("Best play for a hand against this table"))
        solver_layout = QVBoxLayout(solver_box)
        hand_row = QHBoxLayout()
        self.hand = QLineEdit()
        self.hand.setObjectName("hand")
        self.hand.setPlaceholderText(self.tr("the hand, e.g. r2 r3 k7 J"))
        hand_label = QLabel(self.tr("&Hand:"))
        hand_label.setBuddy(self.hand)
        self.solve_button = QPushButton(self.tr("Find &best play"))
        self.solve_button.setObjectName("solve")
        self.opened = QCheckBox(self.tr("has laid out already"))
        self.opened.setObjectName("opened")
        self.opened.setChecked(True)
        hand_row.addWidget(hand_label)
        hand_row.addWidget(self.hand, 1)
        hand_row.addWidget(self.opened)
        hand_row.addWidget(self.solve_button)
        solver_layout.addLayout(hand_row)
        self.hand_strip = TileStrip(tile_height=26)
        solver_layout.addWidget(self.hand_strip)
        self.solution = QLabel()
        self.solution.setObjectName("solution")
        self.solution.setWordWrap(True)
        self.solution_strip = TileStrip(tile_height=26)
        solver_layout.addWidget(self.solution)
        solver_layout.addWidget(self.solution_strip)
        solver_layout.addStretch(1)
        return solver_box

    def _game_chosen(self) -> None:
        """The tile games share the tiles' checks; a game with a page of its own shows it."""
        page = self.game_pages.get(str(self.game.currentData()), self.tabs)
        self.pages.setCurrentWidget(page)
        self.setFocusProxy(self.melds if page is self.tabs else page)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The palette types into whichever line had the focus last.
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QLineEdit):
            self.tile_palette.target = watched
        return super().eventFilter(watched, event)

    # -- checking ----------------------------------------------------------------------
    def _set_summary(self, text: str, ok: bool) -> None:
        self.summary.setText(text)
        self.summary.setStyleSheet(f"color: {OK_COLOUR if ok else BAD_COLOUR}")

    def _clear_rows(self) -> None:
        while self.rows_layout.count() > 1:
            item = self.rows_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def check_now(self) -> None:
        self._timer.stop()
        self._clear_rows()
        self.checks = []
        text = self.melds.text()
        if not text.strip():
            self._set_summary(self.tr("Type melds to check them."), True)
            return
        try:
            melds = parse_layout(text)
        except NotationError as exc:
            self._set_summary(notation_text(exc), False)
            return
        self.checks = [check_meld(meld) for meld in melds]
        for number, check in enumerate(self.checks, start=1):
            self.rows_layout.insertWidget(number - 1, MeldRow(number, check))
        bad = sum(1 for c in self.checks if not c.valid)
        copies = self._too_many_copies(melds)
        if bad:
            self._set_summary(
                self.tr("{0} of {1} melds are invalid.").format(bad, len(melds)), False
            )
        elif copies:
            self._set_summary(copies, False)
        else:
            self._set_summary(self.tr("All {0} melds are valid.").format(len(melds)), True)

    def _too_many_copies(self, melds: Sequence[Sequence[Tile]]) -> str:
        """Every numbered tile exists twice (RULINGS 1); say which one occurs more often."""
        counts: dict[Tile, int] = {}
        for meld in melds:
            for tile in meld:
                if not tile.is_joker:
                    counts[tile] = counts.get(tile, 0) + 1
        extra = sorted(t for t, n in counts.items() if n > 2)
        if not extra:
            return ""
        return self.tr("More copies than the game has (two of each): {0}").format(
            " ".join(str(t) for t in extra)
        )

    # -- solver ------------------------------------------------------------------------
    def _show_hand(self) -> None:
        try:
            self.hand_strip.set_tiles(parse_tiles(self.hand.text()))
        except NotationError:
            self.hand_strip.clear()

    def solve(self) -> None:
        try:
            hand = parse_tiles(self.hand.text())
            table = parse_layout(self.melds.text())
        except NotationError as exc:
            self.solution.setText(notation_text(exc))
            self.solution_strip.clear()
            return
        if not hand:
            self.solution.setText(self.tr("Type the hand first."))
            return
        if self.solving:
            return
        from tournament.ui.checker.solving import best_play

        self.solving = True
        self.solve_button.setEnabled(False)
        try:
            outcome = best_play(hand, table, opened=self.opened.isChecked(), runner=self._in_worker)
        finally:
            self.solving = False
            self.solve_button.setEnabled(True)
        if outcome is None:  # cancelled: the previous answer stays
            return
        self.solution.setText(outcome.text)
        self.solution.setStyleSheet("" if outcome.ok else f"color: {BAD_COLOUR}")
        self.solution_strip.set_melds([(m, True) for m in outcome.melds])

    def _in_worker(self, work: Callable[[], Solution]) -> Solution | None:
        """Search off the GUI thread behind a progress dialog; None when cancelled."""
        from tournament.ui.workers import Cancelled, Progress, run_job

        def job(progress: Progress) -> Solution | RulesError:
            try:
                value: Solution | RulesError = work()
            except RulesError as exc:  # shown in words by the caller, not as a crash
                value = exc
            if progress.cancelled:
                raise Cancelled()
            return value

        value = run_job(self, self.tr("Best play for a hand against this table"), job)
        if isinstance(value, RulesError):
            raise value
        return value
