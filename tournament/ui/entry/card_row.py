"""The score entry of a card game's round at a table: one game slot, one widget.

Each card game's module under :mod:`tournament.ui.games` lays out its fields (a row per
deal, a field pair per player); they share what this module holds: the players' names over
the columns, the status line with Save and Decision…, saving the match as one result, the
refusal and the decision. By keyboard as the Stein-Rummy entry: Tab from field to field,
Enter saves once the match is complete, else goes to what is still missing.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.services.dto import DecisionInfo, GameInfo, ResultEntry, ResultInfo
from tournament.services.terms import Ruling
from tournament.ui.entry.card_check import CardCheck
from tournament.ui.entry.view import (
    ENTER_KEYS,
    EntryRow,
    EntryView,
    TableRows,
    name_head,
    slot_state,
)
from tournament.ui.widgets.fields import HINT_STYLE
from tournament.ui.widgets.formatting import points_text


class CardField(QLineEdit):
    """A field of the card entry: a number or cards; Enter asks the match to go on."""

    submitted = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER_KEYS:
            self.submitted.emit()
            return
        super().keyPressEvent(event)


def signed(value: int) -> str:
    """A score with its sign, the minus as the typographic one: ``+63``, ``−23``, ``0``."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


class CardMatchRow(QWidget):
    """The one game slot of a card game's round at a table (see the module's doc)."""

    saved = Signal(int)  # game number

    def __init__(self, view: EntryView, game: GameInfo) -> None:
        super().__init__(view)
        self.view = view
        self.game = game
        self.setObjectName(f"card_game_{game.number}")
        self.players = tuple(
            seat.player_id for seat in view.table.seats if seat.player_id in game.player_ids
        )
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        outer.addLayout(self.grid)
        self.column = {pid: column for column, pid in enumerate(self.players, start=1)}
        for seat in view.table.seats:
            if seat.player_id in self.column:
                head = name_head(f"{seat.seat}. {seat.player_name}")
                self.grid.addWidget(head, 0, self.column[seat.player_id])
        controls = QHBoxLayout()
        self.ended_early = QCheckBox(self.tr("Ended early"))
        self.ended_early.setObjectName(f"ended_early_{game.number}")
        self.ended_early.setToolTip(
            self.tr("The director stopped the match: it counts as it stood (a reason is required)")
        )
        self.reason = QLineEdit()
        self.reason.setObjectName(f"reason_{game.number}")
        self.reason.setPlaceholderText(self.tr("reason (required when ended early)"))
        self.reason.setMinimumWidth(180)
        self.reason.setVisible(False)
        self.status = QLabel()
        self.status.setObjectName(f"status_{game.number}")
        self.status.setWordWrap(True)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName(f"save_{game.number}")
        self.save_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter in any field saves
        self.decision_button = QPushButton(self.tr("Decision…"))
        self.decision_button.setObjectName(f"decision_{game.number}")
        self.decision_button.setToolTip(self.tr("A director's decision on this game (Ctrl+D)"))
        self.decision_button.setAutoDefault(True)
        controls.addWidget(self.ended_early)
        controls.addWidget(self.reason)
        controls.addWidget(self.status, 1)
        controls.addWidget(self.save_button)
        controls.addWidget(self.decision_button)
        outer.addLayout(controls)
        outer.addStretch(1)
        self.save_button.clicked.connect(self.save)
        self.decision_button.clicked.connect(self.decide)
        self.ended_early.toggled.connect(self._ended_early_toggled)
        self.ended_early.installEventFilter(self)
        self.reason.textChanged.connect(self.update_check)
        self.reason.returnPressed.connect(self.submit)
        self.check: CardCheck | None = None

    # -- what a game does: subclasses -----------------------------------------------------
    def current_check(self) -> CardCheck:
        raise NotImplementedError

    def fill(self, game: GameInfo) -> None:
        """Show the stored result in the fields (no checking)."""
        raise NotImplementedError

    def show_check(self, check: CardCheck) -> None:
        """Show the check in the fields: marks, cards, running totals, points."""
        raise NotImplementedError

    def typed(self) -> object:
        """What the fields hold now, comparable with :meth:`stored_typed`."""
        raise NotImplementedError

    def stored_typed(self) -> object:
        raise NotImplementedError

    def focus_missing(self, check: CardCheck) -> None:
        """Put the cursor where something is still to be typed."""
        raise NotImplementedError

    def focus_widgets(self) -> list[QWidget]:
        raise NotImplementedError

    def first_field(self) -> QLineEdit:
        raise NotImplementedError

    # -- shared ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in ENTER_KEYS:
                self.submit()
                return True
        return False

    def load(self, game: GameInfo) -> None:
        self.game = game
        self.fill(game)
        early = self.early_decision()
        self.ended_early.blockSignals(True)
        self.ended_early.setChecked(early is not None)
        self.ended_early.blockSignals(False)
        self.reason.setVisible(early is not None)
        self.reason.setText(early.reason if early is not None else "")
        self.update_check()

    def early_decision(self) -> DecisionInfo | None:
        """The director's decision that the match ended early, if that is the one it has."""
        decision = self.game.decision
        return decision if decision is not None and decision.kind == Ruling.ENDED_EARLY else None

    @staticmethod
    def stored_result(game: GameInfo) -> ResultInfo | None:
        """The match as stored: as it stood when ended early, else the result."""
        decision = game.decision
        if decision is not None and decision.kind == Ruling.ENDED_EARLY:
            return decision.result
        return game.result

    def chain_controls(self, last: QWidget) -> None:
        """Tab goes from the last field to Ended early, its reason and Decision…."""
        order = [last, self.ended_early, self.reason, self.decision_button]
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)

    def _ended_early_toggled(self, on: bool) -> None:
        self.reason.setVisible(on)
        self.update_check()

    def _edited(self) -> bool:
        return self.typed() != self.stored_typed()

    def problems(self, check: CardCheck) -> list[str]:
        """What keeps the match from being saved beyond the check: an ended-early match
        without its reason."""
        if self.ended_early.isChecked() and not self.reason.text().strip():
            return [self.tr("Give the reason why the match ended early.")]
        return []

    def update_check(self) -> None:
        check = self.current_check()
        self.check = check
        self.show_check(check)
        extra = self.problems(check)
        self.save_button.setEnabled(check.ok and not extra)
        if check.problems or (extra and not check.empty):
            self._show_problem("\n".join([*check.problems, *extra]))
        elif check.remarks:
            self.status.setText("\n".join([self.state_text(check), *check.remarks]))
            self.status.setStyleSheet(HINT_STYLE)
        else:
            self.status.setText(self.state_text(check))
            self.status.setStyleSheet("")

    def state_text(self, check: CardCheck) -> str:
        if check.missing and not check.empty and self._edited():
            return self.tr("Still to enter: {0}").format(check.missing[0])
        return slot_state(self.game, self._edited())

    def shown_points(self, check: CardCheck) -> dict[int, Fraction] | None:
        """The match points to show: what is stored while the fields show it (a decision's
        too) or are empty, else the preview."""
        if self.game.points is not None and (not self._edited() or check.empty):
            return dict(self.game.points)
        return dict(check.points) if check.points is not None else None

    def points_label(self, pid: int, check: CardCheck) -> str:
        points = self.shown_points(check)
        if points is None or pid not in points:
            return ""
        return self.tr("{0} P.").format(points_text(points[pid]))

    def submit(self) -> None:
        """Enter: save a complete match; else show what is wrong or go where it is missing."""
        check = self.current_check()
        if check.ok and not self.problems(check):
            self.save()
        elif check.problems or check.empty:
            self.update_check()
        else:
            self.update_check()
            self.focus_missing(check)

    def save(self) -> None:
        check = self.current_check()
        if not check.ok or check.entry is None or self.problems(check):
            self.update_check()
            if check.missing:
                self._show_problem(check.missing[0])
            return
        entry: ResultEntry = check.entry
        session = self.view.session
        game = self.game
        label = self.tr("round {0}, table {1}").format(game.round_number, game.table_number)
        if self.ended_early.isChecked():
            reason = self.reason.text().strip()
            done = session.perform(
                self.tr("end early: {0}").format(label),
                lambda: session.service.decisions.apply_decision(
                    game.id,
                    Ruling.ENDED_EARLY,
                    reason=reason,
                    result=entry,
                    expected_version=game.version,
                ),
            )
        else:
            done = session.perform(
                self.tr("result: {0}").format(label),
                lambda: session.service.games.record_result(
                    game.id, entry, expected_version=game.version
                ),
            )
        if done is None:
            self._refused(session.refusal)
            return
        self.saved.emit(game.number)

    def _refused(self, why: str) -> None:
        """The service refused (a closed round, another desk first): show what is stored
        again and say why, so nothing looks saved that is not."""
        session = self.view.session
        stored = session.query(lambda: session.service.games.get(self.game.id))
        self.load(stored if stored is not None else self.game)
        self._show_problem(self.tr("Not saved: {0}").format(why) if why else "")

    def _show_problem(self, text: str) -> None:
        self.status.setText(text)
        self.status.setStyleSheet(HINT_STYLE)

    def decide(self) -> None:
        from tournament.ui.entry.decisions import DecisionDialog

        dialog = DecisionDialog(self.view.session, self.game, self.view.names, self.view)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.view.dialog = dialog
        dialog.open()

    def grid_rows(self) -> int:
        return 1


def card_rows(kind: type[CardMatchRow]) -> TableRows:
    """A card game's rows of a table: its round at a table is one game slot
    (``Game.games_per_round``), one ``kind`` widget with its own columns."""

    def rows(view: EntryView, grid: QGridLayout) -> list[EntryRow]:
        built: list[EntryRow] = []
        for game in view.table.games:
            row = kind(view, game)
            built.append(row)
            grid.addWidget(row, len(built), 0, 1, 2)
        grid.setRowStretch(len(built) + 1, 1)
        grid.setColumnStretch(1, 1)
        return built

    return rows
