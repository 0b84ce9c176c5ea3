"""Director decisions on a game (RULINGS 5): end early, neutralise, average, set points,
and a player who leaves the table during the round (from this game on).

The reason is required; OK stays disabled without it. An active decision can be withdrawn,
again with a reason; so can a player's leaving, from the first game they missed.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.games import Game, ResultField
from tournament.services.dto import AbsentAwardName, DecisionKind, GameInfo
from tournament.ui.session import Session
from tournament.ui.widgets.fields import PenaltyBox, hint_label
from tournament.ui.widgets.formatting import points_text


def parse_points(text: str) -> Fraction:
    """``"2"``, ``"1.5"``, ``"1,5"`` or ``"3/2"`` as an exact number."""
    cleaned = text.strip().replace(",", ".")
    if not cleaned:
        raise ValueError("empty")
    value = Fraction(cleaned)
    if value < 0:
        raise ValueError("negative")
    return value


class DecisionDialog(QDialog):
    def __init__(
        self,
        session: Session,
        game: GameInfo,
        names: Mapping[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("decision_dialog")
        self.session = session
        self.game = game
        self.names = dict(names)
        self.setWindowTitle(
            self.tr("Decision on round {0}, table {1}, game {2}").format(
                game.round_number, game.table_number, game.number
            )
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        game_rules = session.info().settings.scoring_rules.game
        self.kind = self._kinds(game_rules)
        form.addRow(self.tr("&Decision:"), self.kind)
        self.leaver = QComboBox()
        self.leaver.setObjectName("leaver")
        for pid in game.player_ids:
            self.leaver.addItem(self.names.get(pid, str(pid)), pid)
        self.leaver_label = QLabel(self.tr("Player who &left:"))
        self.leaver_label.setBuddy(self.leaver)
        form.addRow(self.leaver_label, self.leaver)
        self.award = QComboBox()
        self.award.setObjectName("award")
        self.award.addItem(self.tr("Own percentage for each game missed"), AbsentAwardName.AVERAGE)
        self.award.addItem(
            self.tr("Nothing: 0 points, the games count as lost"), AbsentAwardName.NOTHING
        )
        self.award_label = QLabel(self.tr("&Gets:"))
        self.award_label.setBuddy(self.award)
        form.addRow(self.award_label, self.award)
        self.penalty = PenaltyBox(session.info().settings.neutral_penalty)
        self.penalty_label = QLabel(self.tr("&Penalty each:"))
        self.penalty_label.setBuddy(self.penalty)
        form.addRow(self.penalty_label, self.penalty)
        self._value_rows(form, game_rules.has(ResultField.CLAIMS))
        self.reason = QLineEdit()
        self.reason.setObjectName("reason")
        self.reason.setPlaceholderText(self.tr("required, e.g. slow play at this table"))
        form.addRow(self.tr("&Reason:"), self.reason)
        layout.addLayout(form)
        self.hint = hint_label()
        layout.addWidget(self.hint)
        self._undo_buttons(layout)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.reason.textChanged.connect(self._check)
        self._kind_changed()

    def _kinds(self, game_rules: type[Game]) -> QComboBox:
        """The decisions this game allows."""
        game = self.game
        kind = QComboBox()
        kind.setObjectName("kind")
        kind.addItem(self.tr("Neutralise: everyone the same points"), DecisionKind.NEUTRALISED)
        kind.addItem(self.tr("Average: each player keeps their percentage"), DecisionKind.AVERAGE)
        kind.addItem(self.tr("Set the points of each player"), DecisionKind.POINTS)
        # Ending early counts tiles left: Stein-Rummy's; a card game's match is decided by
        # neutralising, averages or points (RULINGS §8, §9).
        if game_rules.has(ResultField.TILES_LEFT):
            kind.addItem(
                self.tr("Ended early: tiles left at that moment"), DecisionKind.ENDED_EARLY
            )
        # The others play on, never fewer than the game's smallest table (RULINGS 7: 3).
        if len(game.player_ids) > min(game_rules.table_sizes):
            kind.addItem(self.tr("Left during the round: a player plays no more"), "left")
        return kind

    def _value_rows(self, form: QFormLayout, plus: bool) -> None:
        """Each player's field for the points (or the tiles left), and claims in Plus."""
        self.values: dict[int, QLineEdit] = {}
        self.value_labels: dict[int, QLabel] = {}
        self.claims: dict[int, QLineEdit] = {}
        """Stein-Rummy Plus: each player's claims on the table when the game was stopped."""
        for pid in self.game.player_ids:
            field = QLineEdit()
            field.setObjectName(f"value_{pid}")
            label = QLabel(self.names.get(pid, str(pid)))
            label.setBuddy(field)
            row = QHBoxLayout()
            row.addWidget(field, 1)
            if plus:
                claim = QLineEdit()
                claim.setObjectName(f"claims_{pid}")
                claim.setValidator(QIntValidator(0, 9, claim))
                claim.setPlaceholderText(self.tr("claims"))
                claim.setToolTip(self.tr("Claims of {0} still on the table").format(label.text()))
                claim.setMaximumWidth(70)
                row.addWidget(claim)
                self.claims[pid] = claim
            form.addRow(label, row)
            self.values[pid] = field
            self.value_labels[pid] = label
            field.textChanged.connect(self._check)

    def _undo_buttons(self, layout: QVBoxLayout) -> None:
        """Withdrawing the active decision; a player who left back at the table."""
        game = self.game
        if game.decision is not None:
            current = QLabel(
                self.tr("Active decision: {0}, reason: {1}, by {2}.").format(
                    game.decision.kind, game.decision.reason, game.decision.author
                )
            )
            current.setWordWrap(True)
            layout.addWidget(current)
            self.withdraw_button = QPushButton(self.tr("&Withdraw the active decision"))
            self.withdraw_button.setObjectName("withdraw_decision")
            self.withdraw_button.clicked.connect(self.withdraw)
            layout.addWidget(self.withdraw_button)
        self.back_buttons: dict[int, QPushButton] = {}
        for pid, absence in game.absent.items():
            if absence.from_game != game.number:
                continue  # taken back only from the first game missed
            button = QPushButton(
                self.tr("&Back at the table: {0}").format(self.names.get(pid, str(pid)))
            )
            button.setObjectName(f"back_{pid}")
            button.clicked.connect(lambda _=False, a=absence.id: self.withdraw_absence(a))
            layout.addWidget(button)
            self.back_buttons[pid] = button

    def current_kind(self) -> str:
        return str(self.kind.currentData())

    def _kind_changed(self) -> None:
        kind = self.current_kind()
        self.penalty.setVisible(kind == DecisionKind.NEUTRALISED)
        self.penalty_label.setVisible(kind == DecisionKind.NEUTRALISED)
        for widget in (self.leaver, self.leaver_label, self.award, self.award_label):
            widget.setVisible(kind == "left")
        for pid, field in self.values.items():
            visible = kind in (DecisionKind.POINTS, DecisionKind.ENDED_EARLY)
            field.setVisible(visible)
            self.value_labels[pid].setVisible(visible)
            if pid in self.claims:
                self.claims[pid].setVisible(kind == DecisionKind.ENDED_EARLY)
            if kind == DecisionKind.ENDED_EARLY:
                field.setValidator(QIntValidator(0, 99, field))
                field.setPlaceholderText(self.tr("tiles left"))
            else:
                field.setValidator(None)  # type: ignore[arg-type]
                field.setPlaceholderText(self.tr("points, e.g. 2 or 1.5"))
        self._check()

    def problem(self) -> str:
        kind = self.current_kind()
        if kind in (DecisionKind.POINTS, DecisionKind.ENDED_EARLY):
            for pid, field in self.values.items():
                try:
                    parse_points(field.text())
                except (ValueError, ZeroDivisionError):
                    return self.tr("{0}: type a number.").format(self.names.get(pid, pid))
        if not self.reason.text().strip():
            return self.tr("The reason is required.")
        return ""

    def _check(self) -> None:
        problem = self.problem()
        self.hint.setText(problem)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok is not None:
            ok.setEnabled(not problem)

    def decision_values(self) -> dict[int, Fraction | int] | None:
        kind = self.current_kind()
        if kind == DecisionKind.ENDED_EARLY:
            return {pid: int(f.text()) for pid, f in self.values.items()}
        if kind == DecisionKind.POINTS:
            return {pid: parse_points(f.text()) for pid, f in self.values.items()}
        return None

    def decision_claims(self) -> dict[int, int] | None:
        """Ended early in Plus: the claims typed per player (RULINGS 5: they count)."""
        if self.current_kind() != DecisionKind.ENDED_EARLY or not self.claims:
            return None
        return {pid: int(f.text()) for pid, f in self.claims.items() if f.text().strip()}

    def apply(self) -> None:
        if self.problem():
            self._check()
            return
        kind = self.current_kind()
        game = self.game
        if kind == "left":
            self.record_absence()
            return
        values = self.decision_values()
        claims = self.decision_claims()
        penalty = self.penalty.penalty() if kind == DecisionKind.NEUTRALISED else None
        reason = self.reason.text().strip()
        session = self.session
        done = session.perform(
            self.tr("decision on round {0}, table {1}, game {2}").format(
                game.round_number, game.table_number, game.number
            ),
            lambda: session.service.decisions.apply_decision(
                game.id,
                kind,  # type: ignore[arg-type]
                reason=reason,
                values=values,
                penalty=penalty,
                claims=claims,
                expected_version=game.version,
            ),
        )
        if done is None:
            self.hint.setText(session.refusal)
            return
        points = done.value.points or {}
        self.hint.setText(
            ", ".join(f"{self.names.get(p, p)} {points_text(v)}" for p, v in points.items())
        )
        self.accept()

    def record_absence(self) -> None:
        game = self.game
        player = int(self.leaver.currentData())
        award = str(self.award.currentData())
        reason = self.reason.text().strip()
        session = self.session
        done = session.perform(
            self.tr("{0} left the table in round {1}, table {2}").format(
                self.names.get(player, player), game.round_number, game.table_number
            ),
            lambda: session.service.decisions.record_absence(
                game.id,
                player,
                award=award,  # type: ignore[arg-type]
                reason=reason,
                expected_version=game.version,
            ),
        )
        if done is not None:
            self.accept()

    def withdraw_absence(self, absence_id: int) -> None:
        reason = self.reason.text().strip()
        if not reason:
            self.hint.setText(self.tr("Type the reason for taking it back."))
            self.reason.setFocus()
            return
        session = self.session
        game = self.game
        done = session.perform(
            self.tr("back at the table in round {0}, table {1}").format(
                game.round_number, game.table_number
            ),
            lambda: session.service.decisions.withdraw_absence(
                absence_id, reason=reason, expected_version=game.version
            ),
        )
        if done is not None:
            self.accept()

    def withdraw(self) -> None:
        decision = self.game.decision
        reason = self.reason.text().strip()
        if decision is None:
            return
        if not reason:
            self.hint.setText(self.tr("Type the reason for withdrawing it."))
            self.reason.setFocus()
            return
        session = self.session
        game = self.game
        done = session.perform(
            self.tr("withdraw decision on round {0}, table {1}, game {2}").format(
                game.round_number, game.table_number, game.number
            ),
            lambda: session.service.decisions.withdraw_decision(
                decision.id, reason=reason, expected_version=game.version
            ),
        )
        if done is None:
            self.hint.setText(session.refusal)
            return
        self.accept()
