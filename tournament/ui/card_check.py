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

from tournament.rules.cards import Deck, parse_cards
from tournament.rules.drachen import check_set
from tournament.rules.errors import NotationError
from tournament.rules.games import drachen_table as drachen_scoring
from tournament.rules.games import indian_table as indian_scoring
from tournament.scoring.model import Deal, DrachenResult, IndianResult, ScoringRules
from tournament.scoring.points import score_result
from tournament.scoring.results import GameProblem, GameProblemKind, game_problems
from tournament.services.dto import DealEntry, ResultEntry
from tournament.ui.card_words import drachen_problem_text, too_many_text
from tournament.ui.cards import card_label, card_notation_text

NUMBER = re.compile(r"^[+-−]?\d+$")
NO_WINNER = ""
"""The winner of a deal typed without one: no player, so the validation says so."""

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
    ids = [str(p) for p in players]
    deals: list[Deal] = []
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
        winner = NO_WINNER if deal.winner is None else str(deal.winner)
        deals.append(
            Deal(
                winner,
                {str(p): n for p, n in deadwood.items()},
                {str(p): h for p, h in hands.items()},
            )
        )
        entries.append(DealEntry(deal.winner or 0, deadwood, hands))
    result = IndianResult(tuple(deals), ended_early=ended_early)
    found = game_problems(result, ids, rules)
    shown = [p for p in found if p.kind not in MISSING and not _no_winner(p)]
    missing = [p for p in found if p.kind in MISSING or _no_winner(p)]
    bad = _indian_bad(shown, deals)
    problems = [_indian_text(p, names, len(players)) for p in shown]
    scores, totals = _running(deals, ids, found)
    counted = _counted(typed[: last + 1], players)
    first = _first_missing(missing, typed, last, players)
    entry = ResultEntry(deals=tuple(entries))
    zero = indian_scoring.zero_deadwood_losers(result, ids)
    points = None
    if not found:
        score = score_result(result, ids, rules)
        points = {int(p): v for p, v in score.points.items()}
    return CardCheck(
        tuple(problems),
        tuple(_indian_text(p, names, len(players)) for p in missing),
        frozenset(bad),
        first,
        entry,
        tuple(scores),
        totals,
        counted,
        points,
        tuple(_zero_deadwood_text(deal, names.get(int(p), p)) for deal, p in zero if p.isdigit()),
    )


def _zero_deadwood_text(deal: int, who: str) -> str:
    return QCoreApplication.translate(
        "card_check", "Deal {0}: {1} lost with deadwood 0; check the deal's winner."
    ).format(deal, who)


def _no_winner(problem: GameProblem) -> bool:
    return problem.kind is K.DEAL_WINNER_STRANGER and problem.player == NO_WINNER


def _indian_bad(shown: list[GameProblem], deals: list[Deal]) -> set[tuple[int, int]]:
    bad: set[tuple[int, int]] = set()
    for problem in shown:
        number = problem.data.get("deal")
        for player in problem.players:
            if not player.isdigit():
                continue
            if isinstance(number, int):
                bad.add((number - 1, int(player)))
            else:  # a card held too often: every hand of that player
                bad.update((i, int(player)) for i, deal in enumerate(deals) if player in deal.hands)
    return bad


def _running(
    deals: list[Deal], ids: list[str], found: list[GameProblem]
) -> tuple[list[Mapping[int, int] | None], dict[int, int]]:
    """Each deal's scores while the deals from the first are right; the totals after them."""
    wrong = {p.data.get("deal") for p in found if p.kind is not K.MATCH_WAS_OVER}
    for problem in found:
        if problem.kind is K.CARDS_TOO_MANY:  # of no one deal: none is counted
            wrong.update(range(1, len(deals) + 1))
        elif problem.kind is K.MATCH_WAS_OVER:  # the deals after the match ended
            end = problem.data["deal"]
            assert isinstance(end, int)
            wrong.update(range(end + 1, len(deals) + 1))
    scores: list[Mapping[int, int] | None] = []
    totals = dict.fromkeys(ids, 0)
    going = True
    for number, deal in enumerate(deals, start=1):
        if not going or number in wrong:
            going = False
            scores.append(None)
            continue
        score = indian_scoring.deal_scores(deal, ids)
        for player, value in score.items():
            totals[player] += value
        scores.append({int(p): v for p, v in score.items()})
    return scores, {int(p): v for p, v in totals.items()}


def _counted(typed: Sequence[DealTyped], players: tuple[int, ...]) -> dict[tuple[int, int], int]:
    """The least deadwood of each losing hand typed as cards that the engine can count."""
    counted: dict[tuple[int, int], int] = {}
    for index, deal in enumerate(typed):
        for pid, text in deal.fields.items():
            if pid == deal.winner or not text.strip() or number_of(text) is not None:
                continue
            try:
                counted[(index, pid)] = indian_scoring.hand_deadwood(text, len(players))
            except ValueError:
                continue
    return counted


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


def _hand_reason(hand: str, size: int) -> str:
    """Why a losing hand cannot be counted, in the user's language."""
    try:
        cards = parse_cards(hand)
    except NotationError as exc:
        return card_notation_text(exc)
    if len(cards) != indian_scoring.HAND_SIZE:
        return QCoreApplication.translate(
            "card_check", "the hand holds {0} cards, a losing hand 13"
        ).format(len(cards))
    return too_many_text([cards], Deck.indian(size)) or QCoreApplication.translate(
        "card_check", "the engine cannot count this hand"
    )


def _indian_text(problem: GameProblem, names: Mapping[int, str], size: int) -> str:
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
            deal, who, _hand_reason(str(data["hand"]), size)
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
    ids = [str(p) for p in players]
    result = DrachenResult(
        hands={str(p): h for p, h in hands.items()},
        card_points={str(p): n for p, n in card_points.items()},
        laid={str(p): s for p, s in laid.items()},
        ended_early=ended_early,
    )
    found = game_problems(result, ids, rules)
    shown = [p for p in found if p.kind not in MISSING]
    missing = [p for p in found if p.kind in MISSING]
    totals: dict[int, int] = {}
    wrong = {player for p in found if p.kind is not K.CARD_POINTS_MISSING for player in p.players}
    for player in ids:
        if player in wrong or (player not in result.card_points and not _counts(result, player)):
            continue
        totals[int(player)] = drachen_scoring.player_points(result, player, rules)
    first_missing = None
    for pid in players:
        if pid not in totals and not any(text.strip() for text in typed.get(pid, ("", ""))):
            first_missing = (0, pid)
            break
    points = None
    if not found:
        points = {int(p): v for p, v in score_result(result, ids, rules).points.items()}
    return CardCheck(
        tuple(_drachen_text(p, names, result, rules) for p in shown),
        tuple(_drachen_text(p, names, result, rules) for p in missing),
        frozenset((0, int(player)) for p in shown for player in p.players if player.isdigit()),
        first_missing,
        ResultEntry(card_points=card_points, laid=laid, hands=hands),
        totals=totals,
        points=points,
    )


def _counts(result: DrachenResult, player: str) -> bool:
    return drachen_scoring.counted(result, player)


def _cards_reason(result: DrachenResult, player: str, rules: ScoringRules) -> str:
    """Why a player's laid sets and hand cannot be counted, in the user's language."""
    sets = result.laid.get(player, ())
    for number, text in enumerate(sets, start=1):
        try:
            cards = parse_cards(text)
        except NotationError as exc:
            return card_notation_text(exc.at(meld=number))
        check = check_set(cards)
        if check.problem is not None:
            return QCoreApplication.translate("card_check", "set {0}: {1}").format(
                number, drachen_problem_text(check.problem)
            )
    try:
        hand = parse_cards(result.hands.get(player, ""))
    except NotationError as exc:
        return QCoreApplication.translate("card_check", "hand: {0}").format(card_notation_text(exc))
    if any(card.is_joker for card in hand):
        return QCoreApplication.translate(
            "card_check", "hand: Drachenrummy is played without jokers"
        )
    groups = [parse_cards(text) for text in sets] + [hand]
    return too_many_text(groups, Deck.drachen(rules.decks)) or QCoreApplication.translate(
        "card_check", "the cards cannot be counted"
    )


def _drachen_text(
    problem: GameProblem, names: Mapping[int, str], result: DrachenResult, rules: ScoringRules
) -> str:
    kind, data = problem.kind, problem.data
    who = _who(problem, names)
    if kind is K.CARD_POINTS_MISSING:
        return QCoreApplication.translate(
            "card_check", "{0}: the points (or laid sets and hand) are missing."
        ).format(who)
    if kind is K.CARD_POINTS_CARDS:
        reason = _cards_reason(result, str(problem.player), rules)
        return QCoreApplication.translate("card_check", "{0}: {1}.").format(who, reason)
    if kind is K.CARD_POINTS_DISAGREE:
        return QCoreApplication.translate(
            "card_check", "{0}: {1} points typed, but the cards count {2}."
        ).format(who, data["said"], data["counted"])
    return _common_text(problem, names)


# -- both -----------------------------------------------------------------------------------


def _who(problem: GameProblem, names: Mapping[int, str]) -> str:
    return ", ".join(
        names.get(int(p), p) if p.isdigit() else p for p in problem.players if p != NO_WINNER
    )


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
