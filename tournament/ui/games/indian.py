"""Indian Rummy's round at a table in the score entry (RULINGS §8): a row per deal.

Each deal: who declared (type the seat number, or pick the name), then each other
player's deadwood, or the losing hand typed as cards (``AS 2S 3S …``: shown as cards, the
engine counts the least deadwood). Beside each field the deal's score and the running
total; under the deals each player's total and, once the match is complete, the match
points. A match to 500 gets a further row until a player reaches 500.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tournament.rules.cards import parse_cards
from tournament.rules.errors import NotationError
from tournament.services.dto import DealEntry, GameInfo, ResultEntry
from tournament.services.preview import (
    NO_WINNER,
    CardsReason,
    GameProblem,
    GameProblemKind,
    Preview,
    ReasonKind,
    deal_rows,
    preview,
)
from tournament.services.terms import DEALS_MAX, ScoringRules
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
from tournament.ui.widgets.cards import CardStrip
from tournament.ui.widgets.fields import BAD_STYLE

K = GameProblemKind


class DealRow:
    """The widgets of one deal."""

    def __init__(self, entry: IndianMatchRow, index: int) -> None:
        self.index = index
        names = entry.view.names
        seats = {s.player_id: s.seat for s in entry.view.table.seats}
        self.title = QLabel(
            QCoreApplication.translate("IndianMatchRow", "Deal {0}").format(index + 1)
        )
        self.winner = QComboBox()
        self.winner.setObjectName(f"winner_{index + 1}")
        self.winner.setToolTip(
            QCoreApplication.translate("IndianMatchRow", "Who declared (type the seat number)")
        )
        self.winner.addItem(QCoreApplication.translate("IndianMatchRow", "— declared?"), None)
        for pid in entry.players:
            self.winner.addItem(f"{seats[pid]}. {names.get(pid, pid)}", pid)
        head = QWidget()
        box = QVBoxLayout(head)
        box.setContentsMargins(0, 2, 0, 2)
        box.addWidget(self.title)
        box.addWidget(self.winner)
        self.head = head
        self.fields: dict[int, CardField] = {}
        self.scores: dict[int, QLabel] = {}
        self.strips: dict[int, CardStrip] = {}
        self.cells: dict[int, QWidget] = {}
        for pid in entry.players:
            cell = QWidget()
            cell_box = QVBoxLayout(cell)
            cell_box.setContentsMargins(2, 2, 2, 2)
            line = QHBoxLayout()
            field = CardField()
            field.setObjectName(f"deadwood_{index + 1}_{entry.column[pid]}")
            field.setPlaceholderText(
                QCoreApplication.translate("IndianMatchRow", "deadwood or cards")
            )
            field.setToolTip(
                QCoreApplication.translate(
                    "IndianMatchRow", "{0}'s deadwood, or the losing hand as cards (AS 2S 3S …)"
                ).format(names.get(pid, pid))
            )
            field.setMinimumWidth(90)
            score = QLabel()
            score.setObjectName(f"score_{index + 1}_{entry.column[pid]}")
            score.setMinimumWidth(90)
            line.addWidget(field, 1)
            line.addWidget(score)
            cell_box.addLayout(line)
            strip = CardStrip(tile_height=26)
            strip.setVisible(False)
            cell_box.addWidget(strip)
            self.fields[pid] = field
            self.scores[pid] = score
            self.strips[pid] = strip
            self.cells[pid] = cell

    def typed(self) -> DealTyped:
        winner = self.winner.currentData()
        return DealTyped(
            None if winner is None else int(winner),
            {pid: field.text() for pid, field in self.fields.items()},
        )


class IndianMatchRow(CardMatchRow):
    def __init__(self, view: EntryView, game: GameInfo) -> None:
        super().__init__(view, game)
        self.deals: list[DealRow] = []
        self.total_title = QLabel(self.tr("<b>Total</b>"))
        self.totals: dict[int, QLabel] = {}
        for pid in self.players:
            label = QLabel()
            label.setObjectName(f"total_{self.column[pid]}")
            self.totals[pid] = label
        wanted = deal_rows(view.rules, len(self.players))
        self.to_500 = wanted is None
        result = self.stored_result(game)
        stored = len(result.deals) if result is not None else 0
        for _ in range(max(wanted or 1, stored)):
            self._add_deal()
        self.load(game)

    # -- building -------------------------------------------------------------------------
    def _add_deal(self) -> DealRow:
        deal = DealRow(self, len(self.deals))
        row = 1 + deal.index
        self.grid.addWidget(deal.head, row, 0)
        for pid, cell in deal.cells.items():
            self.grid.addWidget(cell, row, self.column[pid])
        deal.winner.currentIndexChanged.connect(lambda _i, d=deal: self._winner_chosen(d))
        deal.winner.installEventFilter(self)
        for field in deal.fields.values():
            field.textChanged.connect(self.update_check)
            field.submitted.connect(self.submit)
        previous = self.deals[-1].fields[self.players[-1]] if self.deals else None
        self.deals.append(deal)
        # The footer goes under the last deal.
        footer = 1 + len(self.deals)
        self.grid.addWidget(self.total_title, footer, 0)
        for pid, label in self.totals.items():
            self.grid.addWidget(label, footer, self.column[pid])
        order = [deal.winner, *deal.fields.values()]
        if previous is not None:
            QWidget.setTabOrder(previous, order[0])
        for first, second in itertools.pairwise(order):
            QWidget.setTabOrder(first, second)
        self.chain_controls(order[-1])
        self._enable_fields(deal)
        return deal

    def _winner_chosen(self, deal: DealRow) -> None:
        self._enable_fields(deal)
        self.update_check()

    def _enable_fields(self, deal: DealRow) -> None:
        winner = deal.winner.currentData()
        for pid, field in deal.fields.items():
            declared = pid == winner
            if declared and field.text():
                field.blockSignals(True)
                field.clear()
                field.blockSignals(False)
            field.setEnabled(not declared)
            field.setPlaceholderText(
                self.tr("declared") if declared else self.tr("deadwood or cards")
            )

    # -- the protocol of CardMatchRow -----------------------------------------------------
    def focus_widgets(self) -> list[QWidget]:
        deals = [w for d in self.deals for w in (d.winner, *d.fields.values())]
        return [*deals, self.ended_early, self.reason, self.decision_button]

    def first_field(self) -> QLineEdit:
        # The first deal's first field; the winner box before it takes the seat number.
        return self.deals[0].fields[self.players[0]]

    def typed(self) -> object:
        return [_normal(d.typed()) for d in self.deals if d.typed().used]

    def stored_typed(self) -> object:
        result = self.stored_result(self.game)
        if result is None:
            return []
        out = []
        for deal in result.deals:
            fields = {p: str(n) for p, n in deal.deadwood.items()} | dict(deal.hands)
            out.append(_normal(DealTyped(deal.winner, fields)))
        return out

    def fill(self, game: GameInfo) -> None:
        result = self.stored_result(game)
        deals = result.deals if result is not None else ()
        while len(self.deals) < len(deals):
            self._add_deal()
        for index, deal_row in enumerate(self.deals):
            stored = deals[index] if index < len(deals) else None
            deal_row.winner.blockSignals(True)
            at = deal_row.winner.findData(stored.winner) if stored is not None else 0
            deal_row.winner.setCurrentIndex(max(at, 0))
            deal_row.winner.blockSignals(False)
            for pid, field in deal_row.fields.items():
                text = ""
                if stored is not None and pid in stored.hands:
                    text = stored.hands[pid]
                elif stored is not None and pid in stored.deadwood:
                    text = str(stored.deadwood[pid])
                field.blockSignals(True)
                field.setText(text)
                field.blockSignals(False)
            self._enable_fields(deal_row)

    def current_check(self) -> CardCheck:
        return check_indian(
            self.players,
            self.view.names,
            [deal.typed() for deal in self.deals],
            self.view.rules,
            ended_early=self.ended_early.isChecked(),
        )

    def show_check(self, check: CardCheck) -> None:
        running = dict.fromkeys(self.players, 0)
        for deal in self.deals:
            scores = check.scores[deal.index] if deal.index < len(check.scores) else None
            for pid, field in deal.fields.items():
                field.setStyleSheet(BAD_STYLE if (deal.index, pid) in check.bad else "")
                self._show_cards(deal, pid, field.text())
                text = ""
                counted = check.counted.get((deal.index, pid))
                if scores is not None and pid in scores:
                    running[pid] += scores[pid]
                    text = self.tr("{0}  Σ {1}").format(signed(scores[pid]), signed(running[pid]))
                elif counted is not None:
                    text = self.tr("= {0}").format(counted)
                deal.scores[pid].setText(text)
        for pid, label in self.totals.items():
            total = check.totals.get(pid) if not check.empty else None
            parts = [] if total is None else [self.tr("<b>Σ {0}</b>").format(signed(total))]
            points = self.points_label(pid, check)
            if points:
                parts.append(points)
            label.setText("  ".join(parts))

    def _show_cards(self, deal: DealRow, pid: int, text: str) -> None:
        strip = deal.strips[pid]
        if not text.strip() or number_of(text) is not None:
            strip.clear()
            strip.setVisible(False)
            return
        try:
            cards = parse_cards(text)
        except NotationError:
            strip.clear()
            strip.setVisible(False)
            return
        strip.set_tiles(cards)
        strip.setVisible(True)

    def focus_missing(self, check: CardCheck) -> None:
        """Enter with something still to type: the cursor goes there; a match to 500 whose
        deals are all in and nobody has 500 gets its next deal's row (up to DEALS_MAX)."""
        where = check.first_missing
        if where is None:
            return
        index, pid = where
        if index >= len(self.deals):
            if not self.to_500 or len(self.deals) >= DEALS_MAX:
                return
            self._add_deal()
            index, pid = len(self.deals) - 1, None
        deal = self.deals[index]
        widget: QWidget = deal.winner if pid is None else deal.fields[pid]
        widget.setFocus()


def _normal(deal: DealTyped) -> tuple[int | None, tuple[tuple[int, str], ...]]:
    """A deal as typed, without blanks, the winner's field left out: for comparing."""
    fields = tuple(
        sorted(
            (pid, " ".join(text.split()))
            for pid, text in deal.fields.items()
            if text.strip() and pid != deal.winner
        )
    )
    return deal.winner, fields


# -- the check of what was typed ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealTyped:
    """One deal's row as typed: who declared, each player's field."""

    winner: int | None
    fields: Mapping[int, str]

    @property
    def used(self) -> bool:
        return self.winner is not None or any(text.strip() for text in self.fields.values())


def check_indian(
    players: tuple[int, ...],
    names: Mapping[int, str],
    typed: Sequence[DealTyped],
    rules: ScoringRules,
    *,
    ended_early: bool = False,
) -> CardCheck:
    """Check the deals typed for a round at a table of ``players`` (RULINGS §8); a match
    the director ended early may have fewer deals and nobody at 500."""
    last = max((i for i, deal in enumerate(typed) if deal.used), default=-1)
    if last < 0:
        return CardCheck((), (), frozenset(), (0, None), None)
    entries: list[DealEntry] = []
    for deal in typed[: last + 1]:
        deadwood: dict[int, int] = {}
        hands: dict[int, str] = {}
        for pid in players:
            text = deal.fields.get(pid, "").strip()
            if pid == deal.winner or not text:
                continue
            number = number_of(text)
            if number is None:
                hands[pid] = text
            else:
                deadwood[pid] = number
        winner = NO_WINNER if deal.winner is None else deal.winner
        entries.append(DealEntry(winner, deadwood, hands))
    entry = ResultEntry(deals=tuple(entries))
    seen = preview(entry, players, rules, ended_early=ended_early)
    found = seen.problems
    shown = [p for p in found if p.kind not in MISSING and not _no_winner(p)]
    missing = [p for p in found if p.kind in MISSING or _no_winner(p)]
    return CardCheck(
        tuple(_indian_text(p, names, seen) for p in shown),
        tuple(_indian_text(p, names, seen) for p in missing),
        frozenset(_indian_bad(shown, entries)),
        _first_missing(missing, typed, last, players),
        entry,
        seen.deal_scores,
        seen.totals,
        seen.counted,
        seen.points,
        tuple(_zero_deadwood_text(deal, names.get(p, str(p))) for deal, p in seen.zero_deadwood),
    )


def _zero_deadwood_text(deal: int, who: str) -> str:
    return QCoreApplication.translate(
        "card_check", "Deal {0}: {1} lost with deadwood 0; check the deal's winner."
    ).format(deal, who)


def _no_winner(problem: GameProblem) -> bool:
    return problem.kind is K.DEAL_WINNER_STRANGER and problem.player == ""


def _indian_bad(shown: list[GameProblem], deals: list[DealEntry]) -> set[tuple[int, int]]:
    bad: set[tuple[int, int]] = set()
    for problem in shown:
        number = problem.data.get("deal")
        for player in problem.players:
            if not player.isdigit():
                continue
            if isinstance(number, int):
                bad.add((number - 1, int(player)))
            else:  # a card held too often: every hand of that player
                bad.update(
                    (i, int(player)) for i, deal in enumerate(deals) if int(player) in deal.hands
                )
    return bad


def _first_missing(
    missing: list[GameProblem],
    typed: Sequence[DealTyped],
    last: int,
    players: tuple[int, ...],
) -> tuple[int, int | None] | None:
    """The first place still empty: a winner or a field of the deals typed, else the next
    deal's row."""
    if not missing:
        return None
    for index, deal in enumerate(typed[: last + 1]):
        if deal.winner is None:
            return index, None
        for pid in players:
            if pid != deal.winner and not deal.fields.get(pid, "").strip():
                return index, pid
    return last + 1, None


def _indian_text(problem: GameProblem, names: Mapping[int, str], seen: Preview) -> str:
    kind, data = problem.kind, problem.data
    who = who_text(problem, names)
    deal = data.get("deal", "?")
    if _no_winner(problem):
        return QCoreApplication.translate("card_check", "Deal {0}: choose who declared.").format(
            deal
        )
    if kind is K.DEADWOOD_MISSING:
        return QCoreApplication.translate(
            "card_check", "Deal {0}: the deadwood of {1} is missing."
        ).format(deal, who)
    if kind is K.DEALS_COUNT:
        return QCoreApplication.translate(
            "card_check", "The round has {0} deals; {1} are entered."
        ).format(data["wanted"], data["count"])
    if kind is K.MATCH_NOT_OVER:
        return QCoreApplication.translate("card_check", "Nobody has 500 yet: enter the next deal.")
    if kind is K.NO_DEALS:
        return QCoreApplication.translate("card_check", "Enter the deals first.")
    if kind is K.MATCH_WAS_OVER:
        return QCoreApplication.translate(
            "card_check", "A player reached 500 in deal {0}: the match ended there."
        ).format(deal)
    if kind is K.DEAL_WINNER_DEADWOOD:
        return QCoreApplication.translate(
            "card_check", "Deal {0}: {1} declared and has no deadwood."
        ).format(deal, who)
    if kind is K.DEADWOOD_RANGE:
        return QCoreApplication.translate(
            "card_check", "Deal {0}: {1}: deadwood goes from 0 to {2}."
        ).format(deal, who, data["maximum"])
    if kind is K.DEAL_HAND:
        return QCoreApplication.translate("card_check", "Deal {0}: {1}: {2}.").format(
            deal, who, _reason(seen.reason(problem))
        )
    if kind is K.DEAL_HAND_DEADWOOD:
        return QCoreApplication.translate(
            "card_check", "Deal {0}: {1}: {2} typed, but the hand's least deadwood is {3}."
        ).format(deal, who, data["said"], data["least"])
    return common_text(problem, names)


def _reason(reason: CardsReason) -> str:
    """Why a losing hand cannot be counted, in the user's language."""
    if reason.kind is ReasonKind.HAND_SIZE:
        return QCoreApplication.translate(
            "card_check", "the hand holds {0} cards, a losing hand 13"
        ).format(reason.count)
    if reason.kind is ReasonKind.UNKNOWN:
        return QCoreApplication.translate("card_check", "the engine cannot count this hand")
    return reason_text(reason)


table_rows = card_rows(IndianMatchRow)
"""The round at a table: one match row."""
