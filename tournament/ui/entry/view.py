"""What a game's entry rows see of the table they are in, and what the table sees of them.

The table (:class:`tournament.ui.entry.table_entry.TableEntry`) is an :class:`EntryView`;
each game's module under :mod:`tournament.ui.games` builds its rows into it
(:data:`TableRows`), so the table never asks which game is played.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt, SignalInstance
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from tournament.services.dto import GameInfo, GameStatus, TableInfo
from tournament.services.terms import Ruling, ScoringRules

if TYPE_CHECKING:
    from tournament.ui.session import Session

LONG_RUN = re.compile(r"[^\s-]{17,}")
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EntryView(QWidget):
    """A table of the score entry as its rows see it: the open tournament, the table, the
    rules, the players' names, whether hands are typed, the decision dialog open."""

    session: Session
    table: TableInfo
    rules: ScoringRules
    names: Mapping[int, str]
    show_hands: bool
    dialog: QWidget | None


class EntryRow(Protocol):
    """One game slot's row as the table uses it."""

    game: GameInfo
    status: QLabel
    """The row's state line (what the phones' panel marks too)."""

    @property
    def saved(self) -> SignalInstance: ...

    def focus_widgets(self) -> list[QWidget]: ...

    def decide(self) -> None: ...

    def load(self, game: GameInfo) -> None: ...


TableRows = Callable[[EntryView, QGridLayout], list[EntryRow]]
"""A game's rows of one table, built into the table's grid (row 0 is the table's
heading row)."""


def name_head(text: str) -> QLabel:
    """A player's name over the column: wrapped, never wider than the column's fields
    (the tooltip has the name as typed)."""
    head = QLabel(f"<b>{html.escape(breakable(text))}</b>")
    head.setWordWrap(True)
    head.setToolTip(text)
    head.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    head.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
    return head


def breakable(text: str) -> str:
    """``text`` with zero-width spaces inside a run of more than 16 letters without a space
    or hyphen, so that a label can wrap such a name at all."""
    return LONG_RUN.sub(lambda run: "\u200b".join(run.group()), text)


def slot_state(game: GameInfo, edited: bool) -> str:
    """What a game slot's status line says: open, saved, changed, or its decision."""
    decision = game.decision

    if game.status != GameStatus.OPEN and edited:
        return QCoreApplication.translate("GameRow", "changed, not saved yet (Enter saves)")
    if decision is not None:
        kinds = {
            Ruling.ENDED_EARLY: QCoreApplication.translate("GameRow", "ended early"),
            Ruling.NEUTRALISED: QCoreApplication.translate("GameRow", "neutralised"),
            Ruling.AVERAGE: QCoreApplication.translate("GameRow", "averages"),
            Ruling.POINTS: QCoreApplication.translate("GameRow", "points set"),
        }
        return QCoreApplication.translate("GameRow", "⚑ Decision: {0} ({1})").format(
            kinds[decision.kind], decision.reason
        )
    if game.status == GameStatus.ENTERED:
        return QCoreApplication.translate("GameRow", "✓ saved")
    return QCoreApplication.translate("GameRow", "open")
