"""Indian Rummy in a tournament: a round at a table is a match of deals (RULINGS §8).

"Der Gewinner der Runde erhält die gesamten Deadwood-Punkte aller anderen Spieler als
positiven Punktestand, wogegen den anderen Spieler ein negativer Punktestand gemäß der
Karten in ihren Blättern berechnet wird. Wenn der Punktestand eines Spielers 500 oder mehr
erreicht, endet das Spiel."

RULINGS §8: "a round at a table is ``deals`` deals (default: one per player, so everyone
deals once) or a match to 500; the table's players are ranked by their totals for the
round" -- the ranking itself is :func:`tournament.scoring.points.score_result`'s.
>>> deal_scores(Deal("a", {"b": 23, "c": 40}), ("a", "b", "c"))
{'a': 63, 'b': -23, 'c': -40}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Final

from tournament.rules.cards import Card, Deck, parse_cards
from tournament.rules.games.base import TableRules
from tournament.rules.games.indian_result import TO_500, Deal, IndianResult
from tournament.rules.games.problems import GameProblem, GameProblemKind, cards_too_many
from tournament.rules.indian import minimum_deadwood

HAND_SIZE: Final = 13
"""A losing hand holds 13 cards ("erhält jeder Spieler 13 Karten")."""

DEADWOOD_MAX: Final = 10 * HAND_SIZE
"""No losing hand counts more: 13 cards of at most 10 points ("A, K, D, B zählen jeweils
zehn Punkte")."""

HANDS_KEPT: Final = 4096
"""How many hands' least deadwood :func:`hand_deadwood` keeps (a tournament's worth)."""

MATCH_TARGET: Final = 500
"""A match to 500 ends after the deal in which a player reaches 500 or more."""


def deals_wanted(rules: TableRules, size: int) -> int | None:
    """The deals a complete round at a table of ``size`` has; None for a match to 500.

    >>> from types import SimpleNamespace
    >>> deals_wanted(SimpleNamespace(deals=None), 3), deals_wanted(SimpleNamespace(deals=6), 3)
    (3, 6)
    """
    deals = rules.deals
    if isinstance(deals, int):
        return deals
    return None if deals == TO_500 else size


@lru_cache(maxsize=HANDS_KEPT)
def hand_deadwood(notation: str, size: int) -> int:
    """The least deadwood of a losing hand written out, at a table of ``size`` (the deck:
    52 cards and 2 jokers for 2-3 players, twice that for 4). Raises ValueError for bad
    notation, a card more often than the deck holds it, or not 13 cards. Kept per hand: a
    stored round is checked, scored and shown, each counting its hands.

    >>> hand_deadwood("2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH", 4)
    54
    """
    cards = parse_cards(notation)
    if len(cards) != HAND_SIZE:
        raise ValueError(f"the hand holds {len(cards)} cards, a losing hand {HAND_SIZE}")
    return minimum_deadwood(cards, Deck.indian(size)).points


def deal_deadwood(deal: Deal, players: Sequence[str]) -> dict[str, int]:
    """Each losing player's deadwood in ``deal``: as given, or counted from the hand.

    A hand that cannot be counted raises ValueError (:mod:`tournament.scoring.results`
    refuses such a deal before it is scored)."""
    deadwood = dict(deal.deadwood)
    for player, notation in deal.hands.items():
        deadwood.setdefault(player, hand_deadwood(notation, len(players)))
    return {player: deadwood[player] for player in players if player != deal.winner}


def deal_scores(deal: Deal, players: Sequence[str]) -> dict[str, int]:
    """One deal's score for each player: the winner the sum of the others' deadwood, each
    other player minus their deadwood."""
    losers = deal_deadwood(deal, players)
    scores = {player: -points for player, points in losers.items()}
    scores[deal.winner] = sum(losers.values())
    return {player: scores[player] for player in players}


def running_totals(deals: Sequence[Deal], players: Sequence[str]) -> list[dict[str, int]]:
    """Each player's total after each deal (the score sheet's running totals)."""
    totals = dict.fromkeys(players, 0)
    out = []
    for deal in deals:
        for player, score in deal_scores(deal, players).items():
            totals[player] += score
        out.append(dict(totals))
    return out


def match_end(totals: Sequence[Mapping[str, int]]) -> int | None:
    """The number of the deal after which a match to 500 is over (a player has 500 or
    more), or None while it goes on.

    >>> match_end([{"a": 480, "b": -480}, {"a": 505, "b": -505}])
    2
    """
    for number, after in enumerate(totals, start=1):
        if max(after.values()) >= MATCH_TARGET:
            return number
    return None


def round_totals(result: IndianResult, players: Sequence[str], rules: TableRules) -> dict[str, int]:
    """The players' totals for the round: the sum of their deal scores."""
    totals = running_totals(result.deals, players)
    return totals[-1] if totals else dict.fromkeys(players, 0)


def round_tie_break(
    result: IndianResult, players: Sequence[str], rules: TableRules
) -> dict[str, int]:
    """RULINGS §6's tie-break sum of the round, lower is better: "the sum of the player's
    own deal scores", read as what each deal scores the player's own hand, its deadwood
    (0 for the deal's winner). The winner's plus is the others' deadwood, not the own hand.

    >>> round_tie_break(IndianResult((Deal("a", {"b": 23, "c": 40}),
    ...     Deal("b", {"a": 5, "c": 0}))), ("a", "b", "c"), None)
    {'a': 5, 'b': 23, 'c': 40}
    """
    own = dict.fromkeys(players, 0)
    for deal in result.deals:
        for player, points in deal_deadwood(deal, players).items():
            own[player] += points
    return own


def zero_deadwood_losers(result: IndianResult, players: Sequence[str]) -> list[tuple[int, str]]:
    """(deal number from 1, player) of each losing hand with deadwood 0: all 13 cards in
    melds with two sequences, one of them pure, could have declared and won the deal.
    Allowed (the winner may have declared first), worth a remark to the desk.

    >>> zero_deadwood_losers(IndianResult((Deal("a", {"b": 0, "c": 4}),)), "abc")
    [(1, 'b')]
    """
    out: list[tuple[int, str]] = []
    for number, deal in enumerate(result.deals, start=1):
        try:
            deadwood = deal_deadwood(deal, players)
        except (KeyError, ValueError):
            continue  # a deal the validation refuses: its problems say what is wrong
        out.extend((number, player) for player, points in deadwood.items() if points == 0)
    return out


def round_problems(
    result: IndianResult, players: Sequence[str], rules: TableRules
) -> list[GameProblem]:
    """A round of Indian Rummy (RULINGS §8): each deal has a winner at the table and each
    other player's deadwood (0 to 130) or losing hand of 13 cards, the hands of a deal
    within the deck; the round has its number of deals, or ends in the deal in which a
    player reaches 500."""
    if len(players) not in (2, 3, 4):
        return []  # table_size_problem says so; no deck to count hands with
    if not result.deals:
        return [GameProblem(GameProblemKind.NO_DEALS, data={"game": "Indian Rummy"})]
    problems: list[GameProblem] = []
    for number, deal in enumerate(result.deals, start=1):
        problems += _deal_problems(number, deal, players)
    if problems:
        return problems
    count = len(result.deals)
    wanted = deals_wanted(rules, len(players))
    if wanted is not None:
        if count > wanted or (count < wanted and not result.ended_early):
            data = {"count": count, "wanted": wanted}
            problems.append(GameProblem(GameProblemKind.DEALS_COUNT, data=data))
        return problems
    end = match_end(running_totals(result.deals, players))
    if end is not None and end < count:
        problems.append(GameProblem(GameProblemKind.MATCH_WAS_OVER, data={"deal": end}))
    elif end is None and not result.ended_early:
        problems.append(GameProblem(GameProblemKind.MATCH_NOT_OVER, data={"count": count}))
    return problems


def _deal_problems(number: int, deal: Deal, players: Sequence[str]) -> list[GameProblem]:
    def problem(kind: GameProblemKind, player: str | None = None, **data: object) -> GameProblem:
        return GameProblem(kind, player, {"deal": number, **data})

    if deal.winner not in players:
        return [problem(GameProblemKind.DEAL_WINNER_STRANGER, deal.winner)]
    problems: list[GameProblem] = []
    for player in {**deal.deadwood, **deal.hands}:
        if player == deal.winner:
            problems.append(problem(GameProblemKind.DEAL_WINNER_DEADWOOD, player))
        elif player not in players:
            problems.append(problem(GameProblemKind.DEADWOOD_STRANGER, player))
    for player, count in deal.deadwood.items():
        if player in players and not 0 <= count <= DEADWOOD_MAX:
            data = {"count": count, "maximum": DEADWOOD_MAX}
            problems.append(problem(GameProblemKind.DEADWOOD_RANGE, player, **data))
    counted: dict[str, list[Card]] = {}
    for player, notation in deal.hands.items():
        if player == deal.winner or player not in players:
            continue
        try:
            least = hand_deadwood(notation, len(players))
        except ValueError as exc:
            bad = problem(GameProblemKind.DEAL_HAND, player, hand=notation, error=str(exc))
            problems.append(bad)
            continue
        counted[player] = parse_cards(notation)
        said = deal.deadwood.get(player)
        if said is not None and said != least:
            problems.append(
                problem(GameProblemKind.DEAL_HAND_DEADWOOD, player, said=said, least=least)
            )
    problems += cards_too_many(counted, Deck.indian(len(players)))
    for player in players:
        if player != deal.winner and player not in deal.deadwood and player not in deal.hands:
            problems.append(problem(GameProblemKind.DEADWOOD_MISSING, player))
    return problems
