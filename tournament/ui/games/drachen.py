"""Drachenrummy's game at a table in the score entry (RULINGS §9): one game per round.

Per player: the card points (``8``, ``-2``), or the laid sets (``AS 2S 3S | QH QD QC``)
and, in the second field, the cards left in hand (``5H 9C``): shown as cards, each set
checked as it is typed and the points counted by the engine. Beside them the points,
the rank at the table and, once everyone's are in, the match points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from tournament.rules.cards import Card, parse_cards
from tournament.rules.drachen import check_set
from tournament.rules.errors import NotationError
from tournament.services.dto import GameInfo, ResultEntry
from tournament.services.preview import (
    CardsReason,
    GameProblem,
    GameProblemKind,
    Preview,
    ReasonKind,
    preview,
)
from tournament.services.terms import ScoringRules
from tournament.ui.checker.drachen import drachen_problem_text
from tournament.ui.entry.card_check import (
    MISSING,
    CardCheck,
    common_text,
    number_of,
    reason_text,
    who_text,
)
from tournament.ui.entry.card_row import CardField, CardMatchRow, card_rows, signed
from tournament.ui.entry.view import EntryView
from tournament.ui.widgets.cards import CardStrip, card_notation_text
from tournament.ui.widgets.fields import BAD_STYLE

K = GameProblemKind


class DrachenMatchRow(CardMatchRow):
    def __init__(self, view: EntryView, game: GameInfo) -> None:
        super().__init__(view, game)
        names = view.names
        self.grid.addWidget(QLabel(self.tr("Points or\nlaid sets;\nhand")), 1, 0)
        self.laid: dict[int, CardField] = {}
        self.hands: dict[int, CardField] = {}
        self.laid_strips: dict[int, CardStrip] = {}
        self.hand_strips: dict[int, CardStrip] = {}
        self.results: dict[int, QLabel] = {}
        for pid in self.players:
            column = self.column[pid]
            cell = QWidget()
            box = QVBoxLayout(cell)
            box.setContentsMargins(2, 2, 2, 2)
            laid = CardField()
            laid.setObjectName(f"laid_{column}")
            laid.setPlaceholderText(self.tr("points, or sets: AS 2S 3S | …"))
            laid.setToolTip(
                self.tr("{0}'s card points, or the laid sets with | between them").format(
                    names.get(pid, pid)
                )
            )
            laid.setMinimumWidth(150)
            hand = CardField()
            hand.setObjectName(f"hand_{column}")
            hand.setPlaceholderText(self.tr("cards left in hand"))
            hand.setToolTip(self.tr("The cards left in {0}'s hand").format(names.get(pid, pid)))
            laid_strip = CardStrip(tile_height=24)
            hand_strip = CardStrip(tile_height=24)
            result = QLabel()
            result.setObjectName(f"result_{column}")
            for widget in (laid, laid_strip, hand, hand_strip, result):
                box.addWidget(widget)
            self.grid.addWidget(cell, 1, column)
            self.laid[pid], self.hands[pid] = laid, hand
            self.laid_strips[pid], self.hand_strips[pid] = laid_strip, hand_strip
            self.results[pid] = result
            for field in (laid, hand):
                field.textChanged.connect(self.update_check)
                field.submitted.connect(self.submit)
        self.chain_controls(self.hands[self.players[-1]])
        self.load(game)

    def focus_widgets(self) -> list[QWidget]:
        fields = [w for pid in self.players for w in (self.laid[pid], self.hands[pid])]
        return [*fields, self.ended_early, self.reason, self.decision_button]

    def first_field(self) -> QLineEdit:
        return self.laid[self.players[0]]

    def typed(self) -> object:
        return {
            pid: (" ".join(self.laid[pid].text().split()), " ".join(self.hands[pid].text().split()))
            for pid in self.players
        }

    def stored_typed(self) -> object:
        return {pid: _stored_fields(self.game, pid) for pid in self.players}

    def fill(self, game: GameInfo) -> None:
        for pid in self.players:
            laid, hand = _stored_fields(game, pid)
            for field, text in ((self.laid[pid], laid), (self.hands[pid], hand)):
                field.blockSignals(True)
                field.setText(text)
                field.blockSignals(False)

    def current_check(self) -> CardCheck:
        typed = {pid: (self.laid[pid].text(), self.hands[pid].text()) for pid in self.players}
        return check_drachen(
            self.players,
            self.view.names,
            typed,
            self.view.rules,
            ended_early=self.ended_early.isChecked(),
        )

    def show_check(self, check: CardCheck) -> None:
        totals = check.totals
        for pid in self.players:
            self.laid[pid].setStyleSheet(BAD_STYLE if (0, pid) in check.bad else "")
            self._show_laid(pid)
            _show_cards(self.hand_strips[pid], self.hands[pid].text())
            parts = []
            if pid in totals:
                parts.append(self.tr("<b>= {0}</b>").format(signed(totals[pid])))
                if len(totals) == len(self.players):
                    rank = 1 + sum(1 for other in totals.values() if other > totals[pid])
                    parts.append(self.tr("rank {0}").format(rank))
            points = self.points_label(pid, check)
            if points:
                parts.append(points)
            self.results[pid].setText("  ".join(parts))

    def _show_laid(self, pid: int) -> None:
        text = self.laid[pid].text()
        strip = self.laid_strips[pid]
        if number_of(text) is not None or not text.strip():
            strip.clear()
            strip.setVisible(False)
            return
        melds: list[tuple[Sequence[Card], bool]] = []
        for part in text.split("|"):
            try:
                cards = parse_cards(part)
            except NotationError:
                continue
            melds.append((cards, check_set(cards).valid))
        strip.set_melds(melds)
        strip.setVisible(bool(melds))

    def focus_missing(self, check: CardCheck) -> None:
        if check.first_missing is not None and check.first_missing[1] is not None:
            self.laid[check.first_missing[1]].setFocus()


def _stored_fields(game: GameInfo, pid: int) -> tuple[str, str]:
    """The two fields of a player as the stored result fills them."""
    result = DrachenMatchRow.stored_result(game)
    if result is None:
        return "", ""
    if pid in result.card_points:
        laid = str(result.card_points[pid])
    else:
        laid = " | ".join(result.laid.get(pid, ()))
    return " ".join(laid.split()), " ".join(result.hands.get(pid, "").split())


def _show_cards(strip: CardStrip, text: str) -> None:
    try:
        cards = parse_cards(text)
    except NotationError:
        cards = []
    strip.set_tiles(cards)
    strip.setVisible(bool(cards))


# -- the check of what was typed ----------------------------------------------------------


def check_drachen(
    players: tuple[int, ...],
    names: Mapping[int, str],
    typed: Mapping[int, tuple[str, str]],
    rules: ScoringRules,
    *,
    ended_early: bool = False,
) -> CardCheck:
    """Check each player's card points, or laid sets (``|`` between sets) and hand
    (RULINGS §9); ``typed`` holds per player the points-or-sets field and the hand field."""
    if not any(a.strip() or b.strip() for a, b in typed.values()):
        return CardCheck((), (), frozenset(), (0, players[0] if players else None), None)
    entry = _typed_entry(players, typed)
    seen = preview(entry, players, rules, ended_early=ended_early)
    shown = [p for p in seen.problems if p.kind not in MISSING]
    missing = [p for p in seen.problems if p.kind in MISSING]
    untouched = (pid for pid in players if not any(t.strip() for t in typed.get(pid, ("", ""))))
    first_missing = next(((0, pid) for pid in untouched if pid not in seen.totals), None)
    return CardCheck(
        tuple(_drachen_text(p, names, seen) for p in shown),
        tuple(_drachen_text(p, names, seen) for p in missing),
        frozenset((0, int(player)) for p in shown for player in p.players if player.isdigit()),
        first_missing,
        entry,
        totals=seen.totals,
        points=seen.points,
    )


def _typed_entry(players: tuple[int, ...], typed: Mapping[int, tuple[str, str]]) -> ResultEntry:
    """What was typed as saving would store it: a number is the card points, anything else
    the laid sets (``|`` between sets); the second field the hand."""
    card_points: dict[int, int] = {}
    laid: dict[int, tuple[str, ...]] = {}
    hands: dict[int, str] = {}
    for pid in players:
        first, hand = (text.strip() for text in typed.get(pid, ("", "")))
        number = number_of(first)
        if number is not None:
            card_points[pid] = number
        elif first:
            laid[pid] = tuple(part.strip() for part in first.split("|"))
        if hand:
            hands[pid] = hand
    return ResultEntry(card_points=card_points, laid=laid, hands=hands)


def _drachen_text(problem: GameProblem, names: Mapping[int, str], seen: Preview) -> str:
    kind, data = problem.kind, problem.data
    who = who_text(problem, names)
    if kind is K.CARD_POINTS_MISSING:
        return QCoreApplication.translate(
            "card_check", "{0}: the points (or laid sets and hand) are missing."
        ).format(who)
    if kind is K.CARD_POINTS_CARDS:
        reason = _reason(seen.reason(problem))
        return QCoreApplication.translate("card_check", "{0}: {1}.").format(who, reason)
    if kind is K.CARD_POINTS_DISAGREE:
        return QCoreApplication.translate(
            "card_check", "{0}: {1} points typed, but the cards count {2}."
        ).format(who, data["said"], data["counted"])
    return common_text(problem, names)


def _reason(reason: CardsReason) -> str:
    """Why a player's laid sets and hand cannot be counted, in the user's language."""
    if reason.kind is ReasonKind.SET and reason.set_problem is not None:
        return QCoreApplication.translate("card_check", "set {0}: {1}").format(
            reason.set_number, drachen_problem_text(reason.set_problem)
        )
    if reason.kind is ReasonKind.HAND_NOTATION and reason.notation is not None:
        return QCoreApplication.translate("card_check", "hand: {0}").format(
            card_notation_text(reason.notation)
        )
    if reason.kind is ReasonKind.JOKER_IN_HAND:
        return QCoreApplication.translate(
            "card_check", "hand: Drachenrummy is played without jokers"
        )
    return reason_text(reason)


table_rows = card_rows(DrachenMatchRow)
"""The round at a table: one match row."""
