"""What the score entry checks in a card game's input, and what it would score.

Indian Rummy (RULINGS §8): a row per deal, the player who declared and each other player's
deadwood or losing hand; Drachenrummy (§9): each player's card points, or laid sets and the
cards left in hand. The checks are the scoring engine's one validation
(:func:`tournament.scoring.results.game_problems`), worded here in the user's language;
the deal scores, totals and match points are the scoring engine's too.

While a match is still being typed, what is only missing so far (a deal's deadwood, deals
still to come) is not shown as a problem: it keeps the match from being saved and the
cursor goes there on Enter.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from tournament.rules.cards import parse_cards
from tournament.services.dto import DealEntry, ResultEntry
from tournament.services.preview import (
    NO_WINNER,
    CardsReason,
    GameProblem,
    GameProblemKind,
    Preview,
    ReasonKind,
    preview,
)
from tournament.services.terms import ScoringRules
from tournament.ui.checker.card_words import drachen_problem_text, extra_cards_text
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
    """The fields to mark: (deal index, player id); Drachenrummy's deal index is 0."""
    first_missing: tuple[int, int | None] | None
    """Where the cursor goes on Enter: (deal index, player id or None for the winner)."""
    entry: ResultEntry | None
    """What saving stores (None while nothing is typed)."""
    scores: tuple[Mapping[int, int] | None, ...] = ()
    """Indian Rummy: each deal's scores, None for a deal not complete and right."""
    totals: Mapping[int, int] = field(default_factory=dict)
    """The running totals after the deals counted so far; Drachenrummy's card points."""
    counted: Mapping[tuple[int, int], int] = field(default_factory=dict)
    """Deadwood the engine counted from a hand typed as cards, by (deal index, player)."""
    points: Mapping[int, Fraction] | None = None
    """The match points saving would give (None until the match is complete and right)."""
    remarks: tuple[str, ...] = ()
    """What is allowed but worth a second look, worded (Indian Rummy: a losing hand with
    deadwood 0); shown beside the state, never keeping the match from being saved."""

    @property
    def empty(self) -> bool:
        return self.entry is None

    @property
    def ok(self) -> bool:
        return self.entry is not None and not self.problems and not self.missing


# -- Indian Rummy ---------------------------------------------------------------------------


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


def _reason_text(reason: CardsReason) -> str:
    """Why cards typed cannot be counted, in the user's language."""
    kind = reason.kind
    if kind is ReasonKind.NOTATION and reason.notation is not None:
        return card_notation_text(reason.notation)
    if kind is ReasonKind.HAND_SIZE:
        return QCoreApplication.translate(
            "card_check", "the hand holds {0} cards, a losing hand 13"
        ).format(reason.count)
    if kind is ReasonKind.SET and reason.set_problem is not None:
        return QCoreApplication.translate("card_check", "set {0}: {1}").format(
            reason.set_number, drachen_problem_text(reason.set_problem)
        )
    if kind is ReasonKind.HAND_NOTATION and reason.notation is not None:
        return QCoreApplication.translate("card_check", "hand: {0}").format(
            card_notation_text(reason.notation)
        )
    if kind is ReasonKind.JOKER_IN_HAND:
        return QCoreApplication.translate(
            "card_check", "hand: Drachenrummy is played without jokers"
        )
    if kind is ReasonKind.TOO_MANY:
        return extra_cards_text(reason.extra)
    return QCoreApplication.translate("card_check", "the cards cannot be counted")


def _indian_text(problem: GameProblem, names: Mapping[int, str], seen: Preview) -> str:
    kind, data = problem.kind, problem.data
    who = _who(problem, names)
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
            deal, who, _reason_text(seen.reason(problem))
        )
    if kind is K.DEAL_HAND_DEADWOOD:
        return QCoreApplication.translate(
            "card_check", "Deal {0}: {1}: {2} typed, but the hand's least deadwood is {3}."
        ).format(deal, who, data["said"], data["least"])
    return _common_text(problem, names)


# -- Drachenrummy ---------------------------------------------------------------------------


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
    entry = ResultEntry(card_points=card_points, laid=laid, hands=hands)
    seen = preview(entry, players, rules, ended_early=ended_early)
    shown = [p for p in seen.problems if p.kind not in MISSING]
    missing = [p for p in seen.problems if p.kind in MISSING]
    first_missing = next(
        (
            (0, pid)
            for pid in players
            if pid not in seen.totals and not any(t.strip() for t in typed.get(pid, ("", "")))
        ),
        None,
    )
    return CardCheck(
        tuple(_drachen_text(p, names, seen) for p in shown),
        tuple(_drachen_text(p, names, seen) for p in missing),
        frozenset((0, int(player)) for p in shown for player in p.players if player.isdigit()),
        first_missing,
        entry,
        totals=seen.totals,
        points=seen.points,
    )


def _drachen_text(problem: GameProblem, names: Mapping[int, str], seen: Preview) -> str:
    kind, data = problem.kind, problem.data
    who = _who(problem, names)
    if kind is K.CARD_POINTS_MISSING:
        return QCoreApplication.translate(
            "card_check", "{0}: the points (or laid sets and hand) are missing."
        ).format(who)
    if kind is K.CARD_POINTS_CARDS:
        reason = _reason_text(seen.reason(problem))
        return QCoreApplication.translate("card_check", "{0}: {1}.").format(who, reason)
    if kind is K.CARD_POINTS_DISAGREE:
        return QCoreApplication.translate(
            "card_check", "{0}: {1} points typed, but the cards count {2}."
        ).format(who, data["said"], data["counted"])
    return _common_text(problem, names)


# -- both -----------------------------------------------------------------------------------


def _who(problem: GameProblem, names: Mapping[int, str]) -> str:
    return ", ".join(names.get(int(p), p) if p.isdigit() else p for p in problem.players if p != "")


def _common_text(problem: GameProblem, names: Mapping[int, str]) -> str:
    if problem.kind is K.CARDS_TOO_MANY:
        card = parse_cards(str(problem.data["card"]))[0]
        return QCoreApplication.translate(
            "card_check", "{0} is held more often than the deck has it ({1})."
        ).format(card_label(card), _who(problem, names))
    # A player not at the table, a key of another game: the rows only have their fields.
    return QCoreApplication.translate("card_check", "{0}: not at this table.").format(
        _who(problem, names) or "?"
    )
