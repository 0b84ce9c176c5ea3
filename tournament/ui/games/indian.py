"""Indian Rummy's round at a table in the score entry (RULINGS §8): a row per deal.

Each deal: who declared (type the seat number, or pick the name), then each other
player's deadwood, or the losing hand typed as cards (``AS 2S 3S …``: shown as cards, the
engine counts the least deadwood). Beside each field the deal's score and the running
total; under the deals each player's total and, once the match is complete, the match
points. A match to 500 gets a further row until a player reaches 500.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from tournament.rules.cards import parse_cards
from tournament.rules.errors import NotationError
from tournament.services.dto import GameInfo
from tournament.services.preview import deal_rows
from tournament.services.terms import DEALS_MAX
from tournament.ui.entry.card_check import CardCheck, DealTyped, check_indian, number_of
from tournament.ui.entry.card_row import CardField, CardMatchRow, card_rows, signed
from tournament.ui.entry.view import EntryView
from tournament.ui.widgets.cards import CardStrip
from tournament.ui.widgets.fields import BAD_STYLE


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


table_rows = card_rows(IndianMatchRow)
"""The round at a table: one match row."""
