"""One game of the score entry as a row of fields, by number keys, Tab and Enter only.

Each game is a row: tiles left per player (and claims in Plus), the points preview beside
each field, the flags "Rommé in the first round" and "ended early". Wrong input is marked
at once and the game cannot be saved until it is right. Enter saves the game.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.errors import NotationError
from tournament.rules.games import ResultField
from tournament.rules.options import JokerRule
from tournament.rules.tiles import parse_tiles
from tournament.services.dto import DecisionInfo, GameInfo, ResultEntry
from tournament.services.terms import AbsentAward, Ruling
from tournament.ui.entry.score_check import Check, check_input
from tournament.ui.entry.view import (
    ENTER_KEYS,
    EntryRow,
    EntryView,
    breakable,
    name_head,
    slot_state,
)
from tournament.ui.widgets.fields import BAD_STYLE, HINT_STYLE
from tournament.ui.widgets.formatting import points_text
from tournament.ui.widgets.tiles import TileStrip

MAX_TILES = 99


class NumberField(QLineEdit):
    """Digits only; Enter asks the row to save."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setValidator(QIntValidator(0, MAX_TILES, self))
        self.setMaxLength(2)
        self.setFixedWidth(48)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ENTER_KEYS:
            self.submitted.emit()
            return
        super().keyPressEvent(event)


class GameRow(QObject):
    """The widgets of one game and what they say."""

    saved = Signal(int)  # game number

    def __init__(self, view: EntryView, game: GameInfo, grid: QGridLayout, row: int) -> None:
        super().__init__(view)
        self.view = view
        self.game = game
        grid.addWidget(self._title(), row, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        self.tiles: dict[int, NumberField] = {}
        self.claims: dict[int, NumberField] = {}
        self.hands: dict[int, QLineEdit] = {}
        self.points: dict[int, QLabel] = {}
        self.strips: dict[int, TileStrip] = {}
        plus = view.rules.game.has(ResultField.CLAIMS)
        for column, seat in enumerate(view.table.seats, start=1):
            pid = seat.player_id
            if pid in game.absent:
                grid.addWidget(self._absent_cell(game, pid, column), row, column)
            else:
                grid.addWidget(self._player_cell(pid, column, plus), row, column)
        # The flags, the state and the buttons go on a line of their own under the players'
        # fields, so that four long names and the decision fit a 1500 px window.
        grid.addWidget(self._controls(), row + 1, 1, 1, len(game.player_ids))
        self._connect()
        self.load(game)

    def _title(self) -> QLabel:
        """The game's number and who starts: as wide as its lines up to a limit, wrapped
        beyond it (a long name)."""
        game = self.game
        starter = self.view.names.get(game.starter_player_id, "?")
        title = QLabel(self.tr("Game {0}\n{1} starts").format(game.number, breakable(starter)))
        title.setObjectName(f"game_{game.number}_title")
        title.setWordWrap(True)
        metrics = title.fontMetrics()
        limit = metrics.horizontalAdvance("M" * 14)
        natural = max(metrics.horizontalAdvance(line) for line in title.text().split("\n"))
        title.setFixedWidth(min(natural + 2, limit))
        return title

    def _player_cell(self, pid: int, column: int, plus: bool) -> QWidget:
        """A player's fields: tiles left (and claims in Plus), the points, the hand."""
        number, name = self.game.number, self.view.names[pid]
        cell = QWidget()
        box = QVBoxLayout(cell)
        box.setContentsMargins(2, 2, 2, 2)
        line = QHBoxLayout()
        field = NumberField()
        field.setObjectName(f"tiles_{number}_{column}")
        field.setToolTip(self.tr("Tiles left in {0}'s hand").format(name))
        line.addWidget(field)
        self.tiles[pid] = field
        if plus:
            claim = NumberField()
            claim.setObjectName(f"claims_{number}_{column}")
            claim.setPlaceholderText(self.tr("cl."))
            claim.setToolTip(self.tr("Claims of {0} still on the table").format(name))
            line.addWidget(claim)
            self.claims[pid] = claim
        label = QLabel()
        label.setObjectName(f"points_{number}_{column}")
        label.setMinimumWidth(60)
        line.addWidget(label)
        line.addStretch(1)
        self.points[pid] = label
        box.addLayout(line)
        hand = QLineEdit()
        hand.setObjectName(f"hand_{number}_{column}")
        hand.setPlaceholderText(self.tr("tiles, e.g. r4 r5 J"))
        hand.setVisible(self.view.show_hands)
        box.addWidget(hand)
        strip = TileStrip(tile_height=20)
        strip.setVisible(self.view.show_hands)
        box.addWidget(strip)
        self.hands[pid] = hand
        self.strips[pid] = strip
        return cell

    def _controls(self) -> QWidget:
        """The flags, the reason, the state line and the buttons."""
        number = self.game.number
        controls = QWidget()
        line = QHBoxLayout(controls)
        line.setContentsMargins(2, 0, 2, 2)
        self.first_turn = QCheckBox(self.tr("Rommé in the first round"))
        self.first_turn.setObjectName(f"first_turn_{number}")
        self.ended_early = QCheckBox(self.tr("Ended early"))
        self.ended_early.setObjectName(f"ended_early_{number}")
        self.reason = QLineEdit()
        self.reason.setObjectName(f"reason_{number}")
        self.reason.setPlaceholderText(self.tr("reason (required when ended early)"))
        self.reason.setMinimumWidth(180)
        self.reason.setVisible(False)
        self.status = QLabel()
        self.status.setObjectName(f"status_{number}")
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(140)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.setObjectName(f"save_{number}")
        self.save_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Enter in any field saves
        self.decision_button = QPushButton(self.tr("Decision…"))
        self.decision_button.setObjectName(f"decision_{number}")
        self.decision_button.setToolTip(self.tr("A director's decision on this game (Ctrl+D)"))
        self.decision_button.setAutoDefault(True)  # Enter presses it once Tab got there
        line.addWidget(self.first_turn)
        line.addWidget(self.ended_early)
        line.addWidget(self.reason)
        line.addWidget(self.status, 1)
        line.addWidget(self.save_button)
        line.addWidget(self.decision_button)
        return controls

    def _connect(self) -> None:
        for field in [*self.tiles.values(), *self.claims.values()]:
            field.textChanged.connect(self.update_check)
            field.submitted.connect(self.save)
        for hand in self.hands.values():
            hand.textChanged.connect(self.update_check)
            hand.returnPressed.connect(self.save)
        self.reason.returnPressed.connect(self.save)
        self.reason.textChanged.connect(self.update_check)
        self.first_turn.toggled.connect(self.update_check)
        self.ended_early.toggled.connect(self._ended_early_toggled)
        self.save_button.clicked.connect(self.save)
        self.decision_button.clicked.connect(self.decide)
        for widget in [self.first_turn, self.ended_early]:
            widget.installEventFilter(self)

    def _absent_cell(self, game: GameInfo, pid: int, column: int) -> QLabel:
        """A player who left the table during the round does not play this game."""
        awards = {
            AbsentAward.AVERAGE: self.tr("own percentage"),
            AbsentAward.NOTHING: self.tr("no points"),
        }
        absence = game.absent[pid]
        label = QLabel(self.tr("— left, not played\n({0})").format(awards[absence.award]))
        label.setObjectName(f"absent_{game.number}_{column}")
        label.setToolTip(
            self.tr("{0} left the table during the round: {1}").format(
                self.view.names.get(pid, pid), absence.reason
            )
        )
        label.setStyleSheet("color: #666")
        return label

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in ENTER_KEYS:
                self.save()
                return True
        return False

    def focus_widgets(self) -> list[QWidget]:
        """The Tab order within this game."""
        widgets: list[QWidget] = []
        for pid in self.game.player_ids:
            widgets.append(self.tiles[pid])
            if pid in self.claims:
                widgets.append(self.claims[pid])
            widgets.append(self.hands[pid])
        widgets += [self.first_turn, self.ended_early, self.reason, self.decision_button]
        return widgets

    def first_field(self) -> QLineEdit:
        return self.tiles[self.game.player_ids[0]]

    # -- state -------------------------------------------------------------------------
    def _early_decision(self) -> DecisionInfo | None:
        """The director's decision that the game ended early, if that is the one it has."""
        decision = self.game.decision
        return decision if decision is not None and decision.kind == "ended_early" else None

    def stored(self) -> tuple[dict[int, int], dict[int, int]]:
        """Tiles left and claims as saved: those of an ended-early decision, else those of
        the result (empty for an open game)."""
        decision = self._early_decision()
        if decision is not None:
            return {p: int(v) for p, v in decision.values.items()}, dict(decision.claims)
        result = self.game.result
        if result is None:
            return {}, {}
        return dict(result.tiles_left), dict(result.claims)

    def load(self, game: GameInfo) -> None:
        self.game = game
        result = game.result
        early = self._early_decision()
        tiles, claims = self.stored()
        for pid in game.player_ids:
            self.tiles[pid].setText(str(tiles[pid]) if pid in tiles else "")
            if pid in self.claims:
                self.claims[pid].setText(str(claims[pid]) if claims.get(pid) else "")
            self.hands[pid].setText(result.hands.get(pid, "") if result is not None else "")
        self.first_turn.blockSignals(True)
        self.first_turn.setChecked(bool(result and result.first_turn_rommee))
        self.first_turn.blockSignals(False)
        self.ended_early.blockSignals(True)
        self.ended_early.setChecked(early is not None)
        self.ended_early.blockSignals(False)
        self.reason.setVisible(early is not None)
        self.reason.setText(early.reason if early is not None else "")
        self.update_check()

    def _ended_early_toggled(self, on: bool) -> None:
        self.reason.setVisible(on)
        self.update_check()

    def current_check(self) -> Check:
        players = self.game.player_ids
        return check_input(
            players,
            self.view.names,
            {p: self.tiles[p].text() for p in players},
            {p: self.claims[p].text() for p in players if p in self.claims},
            {p: self.hands[p].text() for p in players} if self.view.show_hands else {},
            ended_early=self.ended_early.isChecked(),
            first_turn=self.first_turn.isChecked(),
            rules=self.view.rules,
            jokers=JokerRule(self.view.session.info().settings.jokers),
        )

    def problems(self) -> list[str]:
        check = self.current_check()
        problems = list(check.problems)
        if self.ended_early.isChecked() and not self.reason.text().strip():
            problems.append(self.tr("Give the reason why the game ended early."))
        return problems

    def update_check(self) -> None:
        check = self.current_check()
        for pid, field in self.tiles.items():
            field.setStyleSheet(BAD_STYLE if pid in check.bad_fields else "")
        for pid, hand in self.hands.items():
            text = hand.text().strip()
            if not self.view.show_hands or not text:
                self.strips[pid].clear()
                continue
            try:
                self.strips[pid].set_tiles(parse_tiles(text))
            except NotationError:
                self.strips[pid].clear()
        shown = check.points
        if self.game.points is not None and (
            (shown is None and check.empty)
            or (self.game.decision is not None and not self._edited())
        ):
            shown = dict(self.game.points)
        for pid, label in self.points.items():
            value = shown.get(pid) if shown is not None else None
            label.setText(self.tr("{0} P.").format(points_text(value)) if value is not None else "")
        problems = self.problems()
        self.save_button.setEnabled(check.ok and not problems)
        if problems and not check.empty:
            self._show_problem("\n".join(problems))
        else:
            self.status.setText(self.state_text())
            self.status.setStyleSheet("")

    def _edited(self) -> bool:
        """The row no longer shows what is saved."""
        tiles, claims = self.stored()
        for pid in self.game.player_ids:
            if self.tiles[pid].text().strip() != (str(tiles[pid]) if pid in tiles else ""):
                return True
            if pid in self.claims:
                text = self.claims[pid].text().strip()
                if int(text or 0) != claims.get(pid, 0):
                    return True
        return False

    def state_text(self) -> str:
        return slot_state(self.game, self._edited())

    # -- actions -----------------------------------------------------------------------
    def save(self) -> None:
        check = self.current_check()
        problems = self.problems()
        if not check.ok or problems:
            self.update_check()
            if check.empty:
                self._show_problem(self.tr("Type the tiles left of every player first."))
            return
        session = self.view.session
        game = self.game
        label = self.tr("round {0}, table {1}, game {2}").format(
            game.round_number, game.table_number, game.number
        )
        if self.ended_early.isChecked():
            reason = self.reason.text().strip()
            values: dict[int, Fraction | int] = dict(check.tiles)
            claims = dict(check.claims)  # RULINGS 5: "Plus 1 CMP a claim", ended early too
            done = session.perform(
                self.tr("end early: {0}").format(label),
                lambda: session.service.decisions.apply_decision(
                    game.id,
                    Ruling.ENDED_EARLY,
                    reason=reason,
                    values=values,
                    claims=claims,
                    expected_version=game.version,
                ),
            )
        else:
            entry = ResultEntry(
                tiles_left=dict(check.tiles),
                claims=dict(check.claims),
                hands=dict(check.hands),
                first_turn_rommee=self.first_turn.isChecked(),
            )
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
        """The service refused the change (a closed round, another desk first): the row
        shows what is stored again and says why, so nothing looks saved that is not."""
        session = self.view.session
        stored = session.query(lambda: session.service.games.get(self.game.id))
        self.load(stored if stored is not None else self.game)
        self._show_problem(self.tr("Not saved: {0}").format(why) if why else "")

    def _show_problem(self, text: str) -> None:
        """The status line in red: what keeps the game from being saved."""
        self.status.setText(text)
        self.status.setStyleSheet(HINT_STYLE)

    def decide(self) -> None:
        from tournament.ui.entry.decisions import DecisionDialog

        dialog = DecisionDialog(self.view.session, self.game, self.view.names, self.view)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.view.dialog = dialog
        dialog.open()


def table_rows(view: EntryView, grid: QGridLayout) -> list[EntryRow]:
    """The games of a table, each three grid rows (the players' fields, the flags and
    buttons, a rule) under the players' names over the columns."""
    table = view.table
    for column, seat in enumerate(table.seats, start=1):
        grid.addWidget(name_head(f"{seat.seat}. {seat.player_name}"), 0, column)
    rows: list[GameRow] = []
    for index, game in enumerate(table.games):
        rows.append(GameRow(view, game, grid, 1 + 3 * index))
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setFrameShadow(QFrame.Shadow.Sunken)
        grid.addWidget(rule, 3 + 3 * index, 0, 1, len(table.seats) + 1)
    grid.setRowStretch(1 + 3 * len(table.games), 1)
    grid.setColumnStretch(len(table.seats) + 1, 1)
    order = [w for r in rows for w in r.focus_widgets()]
    for first, second in itertools.pairwise(order):
        QWidget.setTabOrder(first, second)
    return list(rows)
