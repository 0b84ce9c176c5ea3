"""What can be wrong with a game slot's entry: problem codes with their data.

Each :class:`GameProblem` has a :class:`GameProblemKind` (a code the user interface words in
its language), the player it concerns and its data; :attr:`GameProblem.message` is the
English sentence the tournament file and the services report. The games' checks
(:meth:`tournament.rules.games.base.Game.check`) and the decisions' check
(:mod:`tournament.scoring.results`) return them.

>>> GameProblem(GameProblemKind.COUNT_NEGATIVE, "a", {"count": -1}).message
'negative tile count -1'
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck

__all__ = ["GameProblem", "GameProblemKind", "cards_too_many"]

_SHORT = reprlib.Repr()
_SHORT.maxstring = 60


class GameProblemKind(StrEnum):
    """Why a game slot's entry is refused; the values are stable codes."""

    HAND_STRANGER = "hand_stranger"
    """A hand for a player not at this table."""
    HAND_NOTATION = "hand_notation"
    """A hand that is not tiles (data: ``hand``, ``error``: the rules engine's words)."""
    HAND_COUNT = "hand_count"
    """The tiles left given disagree with the hand (data: ``said``, ``held``)."""
    TOO_MANY = "too_many"
    """The hands together hold a tile more often than the set (data: ``tile``, ``held``,
    ``allowed``, ``players``: who holds it; RULINGS §1)."""
    COUNT_STRANGER = "count_stranger"
    """Tiles left for a player not at this table."""
    COUNT_MISSING = "count_missing"
    """A player of the table without tiles left (nor a hand)."""
    COUNT_NEGATIVE = "count_negative"
    """Tiles left below zero (data: ``count``)."""
    CLAIMS_NOT_IN_GAME = "claims_not_in_game"
    """Claims in a game without claims (basic Stein-Rummy)."""
    CLAIMS_STRANGER = "claims_stranger"
    """Claims for a player not at this table."""
    CLAIMS_NEGATIVE = "claims_negative"
    """Claims below zero (data: ``count``)."""
    FIRST_TURN_ENDED_EARLY = "first_turn_ended_early"
    """A game both a first-turn Rommé and ended early."""
    SEVERAL_EMPTY = "several_empty"
    """More than one empty hand (data: ``players``); only one player can go out."""
    NO_EMPTY = "no_empty"
    """Every count given, none zero, and the game not marked ended early."""
    DECISION_NO_REASON = "decision_no_reason"
    """A decision without a reason (data: ``kind``)."""
    PENALTY_NEGATIVE = "penalty_negative"
    """A neutralised game's penalty below zero (data: ``penalty``)."""
    POINTS_STRANGER = "points_stranger"
    """A points decision giving points to a player not at this table."""
    POINTS_MISSING = "points_missing"
    """A points decision that gives a player of the table nothing."""
    POINTS_NEGATIVE = "points_negative"
    """Points below zero in a points decision (data: ``points``)."""
    NOT_IN_GAME = "not_in_game"
    """A result key the tournament's game has no use for (data: ``key``, ``game``), e.g.
    tiles left in a card game or deals in Stein-Rummy."""
    CARDS_TOO_MANY = "cards_too_many"
    """Hands and sets together hold a card more often than the deck (data: ``supply``,
    ``players``; RULINGS §8, §9)."""
    NO_DEALS = "no_deals"
    """RULINGS §8: a round's match without a deal (data: ``game``)."""
    DEALS_COUNT = "deals_count"
    """RULINGS §8: not the round's number of deals (data: ``count``, ``wanted``); a match
    ended early may have fewer."""
    MATCH_NOT_OVER = "match_not_over"
    """RULINGS §8, a match to 500: nobody reached 500, the match not ended early (data:
    ``count``)."""
    MATCH_WAS_OVER = "match_was_over"
    """RULINGS §8, a match to 500: deals after the one in which a player reached 500 (data:
    ``deal``)."""
    DEAL_WINNER_STRANGER = "deal_winner_stranger"
    """A deal's winner not at this table (data: ``deal``)."""
    DEAL_WINNER_DEADWOOD = "deal_winner_deadwood"
    """Deadwood or a losing hand for the deal's winner (data: ``deal``)."""
    DEADWOOD_STRANGER = "deadwood_stranger"
    """Deadwood or a hand for a player not at this table (data: ``deal``)."""
    DEADWOOD_MISSING = "deadwood_missing"
    """A losing player of a deal without deadwood nor hand (data: ``deal``)."""
    DEADWOOD_RANGE = "deadwood_range"
    """Deadwood below 0 or above what 13 cards count (data: ``deal``, ``count``,
    ``maximum``)."""
    DEAL_HAND = "deal_hand"
    """A losing hand the engine cannot count (data: ``deal``, ``hand``, ``error``: bad
    notation, not 13 cards, more copies than the deck)."""
    DEAL_HAND_DEADWOOD = "deal_hand_deadwood"
    """Deadwood given that is not the hand's least (data: ``deal``, ``said``, ``least``)."""
    CARD_POINTS_STRANGER = "card_points_stranger"
    """Card points, laid sets or a hand for a player not at this table."""
    CARD_POINTS_MISSING = "card_points_missing"
    """A player of the table without card points nor laid sets and hand."""
    CARD_POINTS_CARDS = "card_points_cards"
    """Laid sets and hand the engine cannot count (data: ``error``: a bad card, a laid set
    that is no set, a card more often than the deck)."""
    CARD_POINTS_DISAGREE = "card_points_disagree"
    """Card points given that are not what the laid sets and hand count (data: ``said``,
    ``counted``)."""


_MESSAGES: dict[GameProblemKind, str] = {
    GameProblemKind.HAND_STRANGER: "hand of a player not at this table",
    GameProblemKind.HAND_NOTATION: "hand {hand}: {error}",
    GameProblemKind.HAND_COUNT: "'tiles_left' says {said} but the hand holds {held} tiles",
    GameProblemKind.TOO_MANY: "too many tiles: {supply}",
    GameProblemKind.COUNT_STRANGER: "tile count for a player not at this table",
    GameProblemKind.COUNT_MISSING: "missing tile count",
    GameProblemKind.COUNT_NEGATIVE: "negative tile count {count}",
    GameProblemKind.CLAIMS_NOT_IN_GAME: (
        "claims in the basic variant (claims belong to stein-plus)"
    ),
    GameProblemKind.CLAIMS_STRANGER: "claims for a player not at this table",
    GameProblemKind.CLAIMS_NEGATIVE: "negative claim count {count}",
    GameProblemKind.FIRST_TURN_ENDED_EARLY: "a first-round Rommé cannot also be ended early",
    GameProblemKind.SEVERAL_EMPTY: "{count} empty hands ({names}) in a game not ended early",
    GameProblemKind.NO_EMPTY: "no empty hand: a game nobody finished must be marked ended_early",
    GameProblemKind.DECISION_NO_REASON: "the {kind} decision has no reason",
    GameProblemKind.PENALTY_NEGATIVE: "negative penalty {penalty}",
    GameProblemKind.POINTS_STRANGER: "points for a player not at this table",
    GameProblemKind.POINTS_MISSING: "the points decision gives this player no points",
    GameProblemKind.POINTS_NEGATIVE: "negative points {points}",
    GameProblemKind.NOT_IN_GAME: "{key!r} does not belong to {game}",
    GameProblemKind.CARDS_TOO_MANY: "too many cards: {supply}",
    GameProblemKind.NO_DEALS: "no deals: a round of {game} has at least one deal",
    GameProblemKind.DEALS_COUNT: "the round has {wanted} deals, not {count}",
    GameProblemKind.MATCH_NOT_OVER: (
        "nobody reached 500 in {count} deals: a match to 500 cut short must be marked ended_early"
    ),
    GameProblemKind.MATCH_WAS_OVER: "a player reached 500 in deal {deal}: the match ended there",
    GameProblemKind.DEAL_WINNER_STRANGER: "deal {deal}: the winner is not at this table",
    GameProblemKind.DEAL_WINNER_DEADWOOD: "deal {deal}: the winner declared and has no deadwood",
    GameProblemKind.DEADWOOD_STRANGER: "deal {deal}: deadwood for a player not at this table",
    GameProblemKind.DEADWOOD_MISSING: "deal {deal}: missing deadwood",
    GameProblemKind.DEADWOOD_RANGE: "deal {deal}: deadwood {count} is not between 0 and {maximum}",
    GameProblemKind.DEAL_HAND: "deal {deal}: hand {hand}: {error}",
    GameProblemKind.DEAL_HAND_DEADWOOD: (
        "deal {deal}: 'deadwood' says {said} but the hand's least deadwood is {least}"
    ),
    GameProblemKind.CARD_POINTS_STRANGER: "card points for a player not at this table",
    GameProblemKind.CARD_POINTS_MISSING: "missing card points (nor laid sets and hand)",
    GameProblemKind.CARD_POINTS_CARDS: "laid sets and hand: {error}",
    GameProblemKind.CARD_POINTS_DISAGREE: (
        "'card_points' says {said} but the laid sets and hand count {counted}"
    ),
}


@dataclass(frozen=True, slots=True)
class GameProblem:
    """One thing wrong with a game slot's entry: its kind, the player, its data."""

    kind: GameProblemKind
    player: str | None = None
    data: Mapping[str, object] = field(default_factory=dict)

    @property
    def message(self) -> str:
        """The problem in English, as the tournament file and the services word it."""
        data = dict(self.data)
        if self.kind is GameProblemKind.SEVERAL_EMPTY:
            names = [str(p) for p in self.players]
            data = {"count": len(names), "names": ", ".join(names)}
        elif self.kind in (GameProblemKind.HAND_NOTATION, GameProblemKind.DEAL_HAND):
            data["hand"] = _SHORT.repr(data["hand"])
        return _MESSAGES[self.kind].format(**data)

    @property
    def players(self) -> tuple[str, ...]:
        """Every player the problem marks: its player, or those its data names."""
        named = self.data.get("players")
        if isinstance(named, tuple):
            return tuple(str(p) for p in named)
        return () if self.player is None else (self.player,)


def cards_too_many(cards: Mapping[str, Sequence[Card]], deck: Deck) -> list[GameProblem]:
    """The cards the players' hands (and sets) together hold more often than the deck."""
    owners = list(cards)
    found = []
    for supply in deck.supply_problems([cards[p] for p in owners], owners):
        card = supply.split(" ", 1)[0]  # the worded problem starts with the card
        holders = tuple(p for p in owners if any(str(c) == card for c in cards[p]))
        data: dict[str, object] = {"supply": supply, "card": card, "players": holders}
        found.append(GameProblem(GameProblemKind.CARDS_TOO_MANY, data=data))
    return found
