"""The preview of a result while it is typed: the one validation's problems (with their
codes) and what saving would give, for every game.

The score entry asks here and words what it gets; it never scores a result itself. The
checks are the scoring engine's :func:`tournament.scoring.results.game_problems` (the same
the services apply when a result is saved and the tournament file applies when it is read),
the points its :func:`tournament.scoring.points.score_result`.

A result being typed is a :class:`ResultEntry` as saving would store it; an Indian Rummy
deal whose winner is not chosen yet has the winner :data:`NO_WINNER`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from tournament.rules.cards import Card, Deck, parse_cards
from tournament.rules.drachen import DrachenSetProblem, check_set
from tournament.rules.errors import NotationError
from tournament.rules.games import drachen_table as drachen_scoring
from tournament.rules.games import indian_table as indian_scoring
from tournament.rules.options import JokerRule
from tournament.scoring.model import (
    Deal,
    DrachenResult,
    GameResult,
    IndianResult,
    ScoringRules,
    SteinResult,
)
from tournament.scoring.points import score_result
from tournament.scoring.results import GameProblem, GameProblemKind, game_problems, read_hands
from tournament.services.dto import DealEntry, ResultEntry

__all__ = [
    "NO_WINNER",
    "CardsReason",
    "GameProblem",
    "GameProblemKind",
    "Preview",
    "ReasonKind",
    "deal_rows",
    "preview",
]

NO_WINNER = 0
"""The winner of a deal typed without one (no player id is 0): the validation names the
deal's winner as ``""``, a player not at the table."""

K = GameProblemKind


class ReasonKind(StrEnum):
    """Why cards typed for a player cannot be counted."""

    NOTATION = "notation"
    """A card that cannot be read (``notation``, located in its set)."""
    HAND_SIZE = "hand_size"
    """A losing hand that does not hold 13 cards (``count``)."""
    SET = "set"
    """A laid set that is no set (``set_number``, ``set_problem``)."""
    HAND_NOTATION = "hand_notation"
    """A card of the hand beside laid sets that cannot be read (``notation``)."""
    JOKER_IN_HAND = "joker_in_hand"
    """A joker in a game played without jokers."""
    TOO_MANY = "too_many"
    """Cards held more often than the deck has them (``extra``)."""
    UNKNOWN = "unknown"
    """None of these: the engine cannot count the cards."""


@dataclass(frozen=True, slots=True)
class CardsReason:
    """Why a player's cards cannot be counted, for the outer layers to word."""

    kind: ReasonKind
    notation: NotationError | None = None
    count: int = 0
    set_number: int = 0
    set_problem: DrachenSetProblem | None = None
    extra: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Preview:
    """What the one validation finds in a result being typed and what saving it would give;
    players by their ids."""

    problems: tuple[GameProblem, ...]
    """Every problem found (also what is only still to be typed)."""
    points: Mapping[int, Fraction] | None
    """The points saving would give; None while a problem is found."""
    counts: Mapping[int, int] = field(default_factory=dict)
    """Stein-Rummy: the tiles left, as typed or counted from the hand typed."""
    read: frozenset[int] = frozenset()
    """Stein-Rummy: the players whose hand typed as tiles could be read."""
    deal_scores: tuple[Mapping[int, int] | None, ...] = ()
    """Deals: each deal's scores while the deals from the first are right, else None."""
    totals: Mapping[int, int] = field(default_factory=dict)
    """The round's totals as far as they count (the deals counted so far; the card points
    of each player whose cards count)."""
    counted: Mapping[tuple[int, int], int] = field(default_factory=dict)
    """Deals: the least deadwood the engine counts in a losing hand typed as cards, by
    (deal index from 0, player)."""
    zero_deadwood: tuple[tuple[int, int], ...] = ()
    """Deals: (deal number from 1, player) of each losing hand counted with deadwood 0."""
    reasons: Mapping[int, CardsReason] = field(default_factory=dict)
    """Why the cards a problem names cannot be counted, by the problem's index."""

    def reason(self, problem: GameProblem) -> CardsReason:
        """Why the cards ``problem`` names cannot be counted (UNKNOWN if not said)."""
        for index, found in enumerate(self.problems):
            if found is problem:
                return self.reasons.get(index, CardsReason(ReasonKind.UNKNOWN))
        return CardsReason(ReasonKind.UNKNOWN)


def preview(
    entry: ResultEntry,
    players: Sequence[int],
    rules: ScoringRules,
    *,
    ended_early: bool = False,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> Preview:
    """The preview of ``entry`` for a game of ``players`` by the tournament's ``rules``."""
    ids = [str(p) for p in players]
    if entry.deals:
        return _deals_preview(entry.deals, ids, rules, ended_early=ended_early)
    if entry.card_points or entry.laid:
        return _cards_preview(entry, ids, rules, ended_early=ended_early)
    return _tiles_preview(entry, ids, rules, ended_early=ended_early, jokers=jokers)


def _points(result: GameResult, ids: list[str], rules: ScoringRules) -> dict[int, Fraction]:
    return {int(p): v for p, v in score_result(result, ids, rules).points.items()}


def _tiles_preview(
    entry: ResultEntry,
    ids: list[str],
    rules: ScoringRules,
    *,
    ended_early: bool,
    jokers: JokerRule,
) -> Preview:
    """Tiles left (typed, or counted from the hands typed), claims and a first-turn Rommé."""
    hands = {str(p): h for p, h in entry.hands.items()}
    read = read_hands(hands, ids, rules.game)
    counts = {int(p): n for p, n in read.counts().items()} | dict(entry.tiles_left)
    result = SteinResult(
        tiles_left={str(p): n for p, n in counts.items()},
        claims={str(p): n for p, n in entry.claims.items()},
        romme_first_round=entry.first_turn_rommee,
        ended_early=ended_early,
        hands=hands,
    )
    found = game_problems(result, ids, rules, jokers)
    points = None
    if not found and len(counts) == len(ids):
        try:
            points = _points(result, ids, rules)
        except ValueError:
            points = None
    return Preview(tuple(found), points, counts, frozenset(int(p) for p in read.tiles))


def _deals_preview(
    typed: Sequence[DealEntry], ids: list[str], rules: ScoringRules, *, ended_early: bool
) -> Preview:
    """The deals of a round (RULINGS §8): the running scores as far as the deals are right,
    the deadwood counted in hands typed as cards, losing hands with deadwood 0."""
    deals = [
        Deal(
            str(deal.winner) if deal.winner != NO_WINNER else "",
            {str(p): n for p, n in deal.deadwood.items()},
            {str(p): h for p, h in deal.hands.items()},
        )
        for deal in typed
    ]
    result = IndianResult(tuple(deals), ended_early=ended_early)
    found = game_problems(result, ids, rules)
    scores, totals = _running(deals, ids, found)
    reasons = {
        i: _hand_reason(str(p.data["hand"]), len(ids))
        for i, p in enumerate(found)
        if p.kind is K.DEAL_HAND
    }
    return Preview(
        tuple(found),
        None if found else _points(result, ids, rules),
        deal_scores=tuple(scores),
        totals=totals,
        counted=_counted(typed, len(ids)),
        zero_deadwood=tuple(
            (deal, int(p)) for deal, p in indian_scoring.zero_deadwood_losers(result, ids)
        ),
        reasons=reasons,
    )


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


def _counted(typed: Sequence[DealEntry], size: int) -> dict[tuple[int, int], int]:
    """The least deadwood of each losing hand typed as cards that the engine can count."""
    counted: dict[tuple[int, int], int] = {}
    for index, deal in enumerate(typed):
        for pid, text in deal.hands.items():
            if pid == deal.winner or not text.strip():
                continue
            try:
                counted[(index, pid)] = indian_scoring.hand_deadwood(text, size)
            except ValueError:
                continue
    return counted


def _hand_reason(hand: str, size: int) -> CardsReason:
    """Why a losing hand cannot be counted."""
    try:
        cards = parse_cards(hand)
    except NotationError as exc:
        return CardsReason(ReasonKind.NOTATION, notation=exc)
    if len(cards) != indian_scoring.HAND_SIZE:
        return CardsReason(ReasonKind.HAND_SIZE, count=len(cards))
    return _too_many([cards], Deck.indian(size))


def _too_many(groups: Sequence[Sequence[Card]], deck: Deck) -> CardsReason:
    counts = Counter(card for group in groups for card in group)
    extra = sorted(card for card, count in counts.items() if count > deck.copies(card))
    if extra:
        return CardsReason(ReasonKind.TOO_MANY, extra=tuple(extra))
    return CardsReason(ReasonKind.UNKNOWN)


def _cards_preview(
    entry: ResultEntry, ids: list[str], rules: ScoringRules, *, ended_early: bool
) -> Preview:
    """Each player's card points, or laid sets and hand (RULINGS §9): the points of those
    whose cards count."""
    result = DrachenResult(
        hands={str(p): h for p, h in entry.hands.items()},
        card_points={str(p): n for p, n in entry.card_points.items()},
        laid={str(p): tuple(s) for p, s in entry.laid.items()},
        ended_early=ended_early,
    )
    found = game_problems(result, ids, rules)
    wrong = {player for p in found if p.kind is not K.CARD_POINTS_MISSING for player in p.players}
    totals = {
        int(player): drachen_scoring.player_points(result, player, rules)
        for player in ids
        if player not in wrong
        and (player in result.card_points or drachen_scoring.counted(result, player))
    }
    reasons = {
        i: _cards_reason(result, str(p.player), rules)
        for i, p in enumerate(found)
        if p.kind is K.CARD_POINTS_CARDS
    }
    points = None if found else _points(result, ids, rules)
    return Preview(tuple(found), points, totals=totals, reasons=reasons)


def _cards_reason(result: DrachenResult, player: str, rules: ScoringRules) -> CardsReason:
    """Why a player's laid sets and hand cannot be counted."""
    sets = result.laid.get(player, ())
    groups: list[Sequence[Card]] = []
    for number, text in enumerate(sets, start=1):
        try:
            cards = parse_cards(text)
        except NotationError as exc:
            return CardsReason(ReasonKind.NOTATION, notation=exc.at(meld=number))
        check = check_set(cards)
        if check.problem is not None:
            return CardsReason(ReasonKind.SET, set_number=number, set_problem=check.problem)
        groups.append(cards)
    try:
        hand = parse_cards(result.hands.get(player, ""))
    except NotationError as exc:
        return CardsReason(ReasonKind.HAND_NOTATION, notation=exc)
    if any(card.is_joker for card in hand):
        return CardsReason(ReasonKind.JOKER_IN_HAND)
    return _too_many([*groups, hand], Deck.drachen(rules.decks))


def deal_rows(rules: ScoringRules, size: int) -> int | None:
    """How many deals a complete round at a table of ``size`` has (the rows the score entry
    shows at first); None for a match to 500."""
    return indian_scoring.deals_wanted(rules, size)
