"""An open tournament's pages (players, rounds, score entry, standings, rules checker,
audit) beside their navigation; each page is built when first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QStackedWidget, QWidget

if TYPE_CHECKING:  # the services load after the window shows (they take a second)
    from tournament.ui.checker.view import RulesCheckerView
    from tournament.ui.entry.score_entry import ScoreEntryView
    from tournament.ui.session import Session
    from tournament.ui.views.audit import AuditView
    from tournament.ui.views.players import PlayersView
    from tournament.ui.views.rounds import RoundsView
    from tournament.ui.views.standings import StandingsView


PLAYERS_PAGE, ROUNDS_PAGE, SCORE_ENTRY_PAGE, STANDINGS_PAGE, CHECKER_PAGE, AUDIT_PAGE = range(6)


class TournamentView(QWidget):
    """Navigation on the left, the chosen page on the right.

    A page is built when it is first shown (or asked for): with 2,000 players the rounds,
    the score entry and the standings each read a whole round or the score book, and the
    window opens on the players."""

    page_changed = Signal(int)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tournament_view")
        self.session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.nav = QListWidget()
        self.nav.setObjectName("navigation")
        self.nav.setFixedWidth(170)
        self.nav.setStyleSheet(
            "QListWidget#navigation { font-size: 11pt; }"
            "QListWidget#navigation::item { padding: 7px 8px; }"
        )
        self.stack = QStackedWidget()
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)
        titles = [
            self.tr("Players"),
            self.tr("Rounds"),
            self.tr("Score entry"),
            self.tr("Standings"),
            self.tr("Rules checker"),
            self.tr("Audit"),
        ]
        self._built: dict[int, QWidget] = {}
        self._stand_ins: dict[int, QWidget] = {}
        for number, title in enumerate(titles, start=1):
            self.nav.addItem(title)
            item = self.nav.item(number - 1)
            if item is not None:
                item.setToolTip(f"Ctrl+{number}")
            stand_in = QWidget()  # until the page is first shown
            self._stand_ins[number - 1] = stand_in
            self.stack.addWidget(stand_in)
        self.nav.currentRowChanged.connect(self._show)
        self.nav.setCurrentRow(0)

    def page(self, row: int) -> QWidget:
        """Page ``row`` of the navigation, built now if it was not yet."""
        built = self._built.get(row)
        if built is not None:
            return built
        page = self._build_page(row)
        self._built[row] = page
        stand_in = self._stand_ins.pop(row)
        current = self.stack.currentIndex()
        self.stack.insertWidget(row, page)
        self.stack.removeWidget(stand_in)
        stand_in.deleteLater()
        self.stack.setCurrentIndex(current)
        return page

    def _build_page(self, row: int) -> QWidget:
        session = self.session
        if row == PLAYERS_PAGE:
            from tournament.ui.views.players import PlayersView

            return PlayersView(session)
        if row == ROUNDS_PAGE:
            from tournament.ui.views.rounds import RoundsView

            rounds = RoundsView(session)
            rounds.enter_scores.connect(self._enter_scores)
            return rounds
        if row == SCORE_ENTRY_PAGE:
            from tournament.ui.entry.score_entry import ScoreEntryView

            return ScoreEntryView(session)
        if row == STANDINGS_PAGE:
            from tournament.ui.views.standings import StandingsView

            return StandingsView(session)
        if row == CHECKER_PAGE:
            from tournament.ui.checker.view import RulesCheckerView

            return RulesCheckerView()
        from tournament.ui.views.audit import AuditView

        return AuditView(session)

    @property
    def players(self) -> PlayersView:
        return cast("PlayersView", self.page(PLAYERS_PAGE))

    @property
    def rounds(self) -> RoundsView:
        return cast("RoundsView", self.page(ROUNDS_PAGE))

    @property
    def score_entry(self) -> ScoreEntryView:
        return cast("ScoreEntryView", self.page(SCORE_ENTRY_PAGE))

    @property
    def standings(self) -> StandingsView:
        return cast("StandingsView", self.page(STANDINGS_PAGE))

    @property
    def checker(self) -> RulesCheckerView:
        return cast("RulesCheckerView", self.page(CHECKER_PAGE))

    @property
    def audit(self) -> AuditView:
        return cast("AuditView", self.page(AUDIT_PAGE))

    def _show(self, row: int) -> None:
        page = self.page(row)
        self.stack.setCurrentIndex(row)
        if row == SCORE_ENTRY_PAGE:
            self.score_entry.focus_next_game()  # the cursor goes where the next result goes
        else:
            page.setFocus(Qt.FocusReason.OtherFocusReason)
        self.page_changed.emit(row)

    def show_page(self, row: int) -> None:
        self.nav.setCurrentRow(row)

    def _enter_scores(self, round_number: int, table_number: int) -> None:
        self.score_entry.select_table(round_number, table_number)
        self.show_page(SCORE_ENTRY_PAGE)
