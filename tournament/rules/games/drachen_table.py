"""Drachenrummy in a tournament: one game per table and round, ranked by card points
(RULINGS §9).

"Die Karten 2-10 zählen jeweils 1 Punkt, die Karten Bub, Dame, König und As jeweils 2 Punkte
(auch, wenn das As als 1er verwendet wird). Jede Handkarte, die der Spieler nicht ablegen
konnte, zählt -1 Punkt. Der Spieler mit den meisten Punkte gewinnt."

A player's card points are given as a number or counted by the engine
(:func:`tournament.rules.drachen.score`) from the laid sets and the cards left in hand; the
ranking itself is :func:`tournament.scoring.points.score_result`'s.

>>> from types import SimpleNamespace
>>> result = DrachenResult(laid={"a": ("AS 2S 3S", "QH QD QC")}, hands={"a": "5H 9C"})
>>> player_points(result, "a", SimpleNamespace(decks=1))
8
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.rules.cards import Card, Deck, parse_cards
from tournament.rules.drachen import score
from tournament.rules.games.base import TableRules
from tournament.rules.games.drachen_result import DrachenResult
from tournament.rules.games.problems import GameProblem, GameProblemKind, cards_too_many


def counted(result: DrachenResult, player: str) -> bool:
    """Whether the result gives the player's laid sets or hand (not only a number)."""
    return player in result.laid or player in result.hands


def player_cards(result: DrachenResult, player: str) -> tuple[list[list[Card]], list[Card]]:
    """The player's laid sets and hand cards as read (raises ValueError naming a bad
    token)."""
    laid = [parse_cards(cards) for cards in result.laid.get(player, ())]
    return laid, parse_cards(result.hands.get(player, ""))


def player_points(result: DrachenResult, player: str, rules: TableRules) -> int:
    """The player's card points: as given, else counted from laid sets and hand (raises
    ValueError for a bad card, a laid set that is no set, or a card more often than the
    tournament's deck holds it)."""
    given = result.card_points.get(player)
    if given is not None:
        return given
    laid, hand = player_cards(result, player)
    return score(laid, hand, Deck.drachen(rules.decks)).points


def round_totals(
    result: DrachenResult, players: Sequence[str], rules: TableRules
) -> dict[str, int]:
    """Each player's card points for the round's game."""
    return {player: player_points(result, player, rules) for player in players}


round_tie_break = round_totals
"""RULINGS §6's tie-break sum of the round, higher is better: the card points."""


def round_problems(
    result: DrachenResult, players: Sequence[str], rules: TableRules
) -> list[GameProblem]:
    """A game of Drachenrummy (RULINGS §9): each player's card points, or laid sets and
    hand that the engine counts (every laid set a set, all cards within the deck); card
    points given beside them must agree."""
    problems: list[GameProblem] = []
    named = {*result.card_points, *result.laid, *result.hands}
    for player in sorted(named - set(players)):
        problems.append(GameProblem(GameProblemKind.CARD_POINTS_STRANGER, player))
    cards: dict[str, list[Card]] = {}
    for player in players:
        if player not in result.card_points and not counted(result, player):
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_MISSING, player))
            continue
        if not counted(result, player):
            continue
        try:
            laid, hand = player_cards(result, player)
            points = score(laid, hand, Deck.drachen(rules.decks)).points
        except ValueError as exc:
            wrong = {"error": str(exc), "exception": exc}
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_CARDS, player, wrong))
            continue
        cards[player] = [card for group in (*laid, hand) for card in group]
        said = result.card_points.get(player)
        if said is not None and said != points:
            data = {"said": said, "counted": points}
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_DISAGREE, player, data))
    return problems + cards_too_many(cards, Deck.drachen(rules.decks))
