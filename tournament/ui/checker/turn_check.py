"""The referee's turn check in the rules checker: the table before and after a turn, the
tiles drawn, the player's hand; legal, or the rule broken with the tiles and melds at fault
marked (the same check as ``stein-rummy check-turn``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournament.rules.errors import NotationError
from tournament.rules.game import Draw, DrawSource, TurnCheck, TurnPosition, check_turn
from tournament.rules.game.review import parse_table
from tournament.rules.tiles import Tile, parse_tiles
from tournament.rules.variant import Variant
from tournament.ui.checker.palette import TilePalette
from tournament.ui.checker.turn_words import fault_text, legal_text, rule_text
from tournament.ui.checker.words import BAD_COLOUR, OK_COLOUR, notation_text
from tournament.ui.widgets.tiles import TileStrip


class TurnCheckPanel(QWidget):
    """Type (or click) the turn; the verdict updates as you type."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_check")
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    'Melds separated by |; a claim starts with its owner\'s seat: "@1 b7 r7 y7 k7".'
                )
            )
        )
        form = QFormLayout()
        self.before = self._line("before", self.tr("e.g. r5 r6 r7 | b9 r9 J"))
        self.after = self._line("after", self.tr("e.g. r5 r6 r7 r8 | b9 r9 y9 J"))
        self.hand = self._line("turn_hand", self.tr("the hand before the turn, e.g. r8 y9 k2 J"))
        self.drawn = self._line("drawn", self.tr("tiles drawn from the pool, e.g. k4 b1"))
        self.from_discard = self._line("from_discard", self.tr("the discard pile's top, if taken"))
        self.taken = self._line("taken", self.tr("table tiles taken into the hand"))
        self.discard = self._line("discard", self.tr("the tile discarded"))
        form.addRow(self.tr("Table &before:"), self.before)
        form.addRow(self.tr("Table &after:"), self.after)
        form.addRow(self.tr("Ha&nd before the turn:"), self.hand)
        form.addRow(self.tr("&Drawn from the pool:"), self.drawn)
        form.addRow(self.tr("From the discard &pile:"), self.from_discard)
        form.addRow(self.tr("Ta&ken from the table:"), self.taken)
        form.addRow(self.tr("Disca&rded:"), self.discard)
        options = QHBoxLayout()
        self.opened = QCheckBox(self.tr("had opened before the turn"))
        self.opened.setObjectName("turn_opened")
        self.opened.setChecked(True)
        self.plus = QCheckBox(self.tr("Stein-Rummy Plus (claims)"))
        self.plus.setObjectName("plus")
        self.seat = QSpinBox()
        self.seat.setObjectName("seat")
        self.seat.setRange(0, 3)
        seat_label = QLabel(self.tr("Player's &seat:"))
        seat_label.setBuddy(self.seat)
        self.check_button = QPushButton(self.tr("Check the &turn"))
        self.check_button.setObjectName("check_turn")
        for widget in (self.opened, self.plus, seat_label, self.seat):
            options.addWidget(widget)
        options.addStretch(1)
        options.addWidget(self.check_button)
        form.addRow(options)
        layout.addLayout(form)

        self.palette_tiles = TilePalette()
        self.palette_tiles.target = self.before
        layout.addWidget(self.palette_tiles)

        self.verdict = QLabel()
        self.verdict.setObjectName("turn_verdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        shown = QGroupBox(self.tr("The table before and after the turn"))
        shown_layout = QFormLayout(shown)
        self.before_strip = TileStrip(tile_height=28)
        self.after_strip = TileStrip(tile_height=28)
        shown_layout.addRow(self.tr("Before:"), self.before_strip)
        shown_layout.addRow(self.tr("After:"), self.after_strip)
        layout.addWidget(shown, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.check_now)
        for line in self._lines():
            line.textChanged.connect(self._timer.start)
            line.returnPressed.connect(self.check_now)
        for box in (self.opened, self.plus):
            box.toggled.connect(self._timer.start)
        self.seat.valueChanged.connect(self._timer.start)
        self.check_button.clicked.connect(self.check_now)
        self.result: TurnCheck | None = None
        self.setFocusProxy(self.before)
        self.check_now()

    def _line(self, name: str, hint: str) -> QLineEdit:
        line = QLineEdit()
        line.setObjectName(name)
        line.setPlaceholderText(hint)
        line.installEventFilter(self)
        return line

    def _lines(self) -> tuple[QLineEdit, ...]:
        return (
            self.before,
            self.after,
            self.hand,
            self.drawn,
            self.from_discard,
            self.taken,
            self.discard,
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The palette types into whichever line had the focus last.
        if event.type() == QEvent.Type.FocusIn and isinstance(watched, QLineEdit):
            self.palette_tiles.target = watched
        return super().eventFilter(watched, event)

    def _say(self, text: str, ok: bool, tip: str = "") -> None:
        self.verdict.setText(text)
        self.verdict.setToolTip(tip)
        self.verdict.setStyleSheet(f"color: {OK_COLOUR if ok else BAD_COLOUR}")

    def _one_tile(self, line: QLineEdit, what: str) -> Tile | None:
        tiles = parse_tiles(line.text())
        if len(tiles) > 1:
            raise NotationError(line.text().strip(), what)
        return tiles[0] if tiles else None

    def check_now(self) -> None:
        self._timer.stop()
        self.result = None
        if not self.hand.text().strip():
            self.before_strip.clear()
            self.after_strip.clear()
            self._say(self.tr("Type the turn to check it: at least the player's hand."), True)
            return
        try:
            before = parse_table(self.before.text())
            after = parse_table(self.after.text())
            hand = tuple(parse_tiles(self.hand.text()))
            draws = [Draw(DrawSource.POOL, t) for t in parse_tiles(self.drawn.text())]
            top = self._one_tile(self.from_discard, "one tile only")
            taken = parse_tiles(self.taken.text())
            discard = self._one_tile(self.discard, "one tile only")
        except NotationError as exc:
            self._say(notation_text(exc), False)
            return
        if top is not None:
            draws.append(Draw(DrawSource.DISCARD, top))
        position = TurnPosition(
            table=before,
            hand=hand,
            opened=self.opened.isChecked(),
            player=self.seat.value(),
            variant=Variant.STEIN_PLUS if self.plus.isChecked() else Variant.STEIN,
            discard_top=top,
        )
        check = check_turn(position, draws, after, taken=taken, discard=discard)
        self.result = check
        self.before_strip.set_melds([(m.tiles, True) for m in before])
        self.after_strip.set_melds([(m.tiles, i not in check.melds) for i, m in enumerate(after)])
        self.before_strip.set_marked(check.tiles)
        self.after_strip.set_marked(check.tiles)
        if check.legal:
            self._say(legal_text(check), True)
            return
        rule = check.rule or ""
        text = fault_text(rule, check.reason or "", check, after)
        self._say(
            self.tr("Illegal: {0}").format(text),
            False,
            f"{check.message}\n{rule_text(rule)}".strip(),
        )
