"""What the score entry shows of a card game's check: the outcome (:class:`CardCheck`) and
the words every card game shares; each game's module under :mod:`tournament.ui.games`
builds its entry from what was typed, asks the services' preview
(:mod:`tournament.services.preview`: the scoring engine's one validation, the totals and
match points) and words the problems of its own.

While a match is still being typed, what is only missing so far (a deal's deadwood, deals
still to come) is not shown as a problem: it keeps the match from being saved and the
cursor goes there on Enter.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from tournament.rules.cards import parse_cards
from tournament.services.dto import ResultEntry
from tournament.services.preview import (
    CardsReason,
    GameProblem,
    GameProblemKind,
    ReasonKind,
)
from tournament.ui.checker.card_words import extra_cards_text
from tournament.ui.widgets.cards import card_label, card_notation_text

NUMBER = re.compile(r"^[+-−]?\d+$")
K = GameProblemKind
MISSING = frozenset(
    {K.DEADWOOD_MISSING, K.DEALS_COUNT, K.MATCH_NOT_OVER, K.NO_DEALS, K.CARD_POINTS_MISSING}
)
"""Kinds that only say something is still to be typed."""


def number_of(text: str) -> int | None:
    """A typed whole number (``-3``, ``−3``, ``12``), or None for anything else."""
    cleaned = text.strip()
    if not NUMBER.match(cleaned):
        return None
    return int(cleaned.replace("−", "-"))


@dataclass(frozen=True, slots=True)
class CardCheck:
    """The outcome of checking a card game's input."""

    problems: tuple[str, ...]
    """What is wrong, worded (what is only missing is not among them)."""
    missing: tuple[str, ...]
    """What is still to be typed, worded (shown when Enter cannot save)."""
    bad: frozenset[tuple[int, int]]
    """The fields to mark: (deal index, player id); 0 for a game without deals."""
    first_missing: tuple[int, int | None] | None
    """Where the cursor goes on Enter: (deal index, player id or None for the winner)."""
    entry: ResultEntry | None
    """What saving stores (None while nothing is typed)."""
    scores: tuple[Mapping[int, int] | None, ...] = ()
    """A game of deals: each deal's scores, None for a deal not complete and right."""
    totals: Mapping[int, int] = field(default_factory=dict)
    """The running totals after the deals counted so far, or each player's card points."""
    counted: Mapping[tuple[int, int], int] = field(default_factory=dict)
    """Deadwood the engine counted from a hand typed as cards, by (deal index, player)."""
    points: Mapping[int, Fraction] | None = None
    """The match points saving would give (None until the match is complete and right)."""
    remarks: tuple[str, ...] = ()
    """What is allowed but worth a second look, worded (a losing hand with deadwood 0);
    shown beside the state, never keeping the match from being saved."""

    @property
    def empty(self) -> bool:
        return self.entry is None

    @property
    def ok(self) -> bool:
        return self.entry is not None and not self.problems and not self.missing


def reason_text(reason: CardsReason) -> str:
    """Why cards typed cannot be counted, in the user's language (a game words its own
    reasons first: :mod:`tournament.ui.games`)."""
    if reason.kind is ReasonKind.NOTATION and reason.notation is not None:
        return card_notation_text(reason.notation)
    if reason.kind is ReasonKind.TOO_MANY:
        return extra_cards_text(reason.extra)
    return QCoreApplication.translate("card_check", "the cards cannot be counted")


def who_text(problem: GameProblem, names: Mapping[int, str]) -> str:
    return ", ".join(names.get(int(p), p) if p.isdigit() else p for p in problem.players if p != "")


def common_text(problem: GameProblem, names: Mapping[int, str]) -> str:
    if problem.kind is K.CARDS_TOO_MANY:
        card = parse_cards(str(problem.data["card"]))[0]
        return QCoreApplication.translate(
            "card_check", "{0} is held more often than the deck has it ({1})."
        ).format(card_label(card), who_text(problem, names))
    # A player not at the table, a key of another game: the rows only have their fields.
    return QCoreApplication.translate("card_check", "{0}: not at this table.").format(
        who_text(problem, names) or "?"
    )
