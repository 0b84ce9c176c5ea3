"""One validation of what a game slot holds: a played result or a director's decision.

The tournament file's reader, the services (a result or decision a desk enters) and the
score entry's live checks all ask :func:`game_problems`, so they refuse the same things.
Each :class:`GameProblem` has a :class:`GameProblemKind` (a code the user interface words
in its language), the player it concerns and its data; :attr:`GameProblem.message` is the
English sentence the tournament file and the services report.

What a result must hold comes from the game (:mod:`tournament.rules.games`): its result
boxes (tiles left, claims for Plus), its pieces for hands written out (RULINGS §1: each
numbered tile twice, the jokers of the joker rule) and the empty hand of RULINGS §5.

>>> from tournament.scoring.model import ScoringRules, SteinResult
>>> [p.message for p in game_problems(SteinResult({"a": 0, "b": 0, "c": 2}), "abc",
...                                     ScoringRules())]
['2 empty hands (a, b) in a game not ended early']
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from tournament.rules.games import Game, IndianRummy, ResultField, SteinRummy
from tournament.rules.options import JokerRule, RulesOptions
from tournament.scoring.model import (
    Deal,
    Decision,
    DecisionKind,
    DrachenResult,
    GameEntry,
    GameResult,
    IndianResult,
    ScoringRules,
    SteinResult,
)

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck

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
    tiles left in Indian Rummy or deals in Stein-Rummy."""
    CARDS_TOO_MANY = "cards_too_many"
    """Hands and sets together hold a card more often than the deck (data: ``supply``,
    ``players``; RULINGS §8, §9)."""
    NO_DEALS = "no_deals"
    """Indian Rummy: a round's match without a deal."""
    DEALS_COUNT = "deals_count"
    """Indian Rummy: not the round's number of deals (data: ``count``, ``wanted``); a match
    ended early may have fewer."""
    MATCH_NOT_OVER = "match_not_over"
    """Indian Rummy to 500: nobody reached 500, the match not ended early (data: ``count``)."""
    MATCH_WAS_OVER = "match_was_over"
    """Indian Rummy to 500: deals after the one in which a player reached 500 (data:
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
    GameProblemKind.NO_DEALS: "no deals: a round of Indian Rummy has at least one deal",
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


@dataclass(frozen=True, slots=True)
class Hands:
    """Hands written out, read by the game: the pieces of those that parse (``tiles``),
    problems of the rest."""

    tiles: Mapping[str, list[Any]]
    problems: tuple[GameProblem, ...]
    game: type[Game] = SteinRummy

    def counts(self) -> dict[str, int]:
        """Tiles left per player whose hand parsed (a joker counts one)."""
        return {player: len(tiles) for player, tiles in self.tiles.items()}

    def notation(self) -> dict[str, str]:
        """The canonical notation of each hand that parsed (``"G7 *"`` -> ``"y7 J"``)."""
        return {player: self.game.write_hand(tiles) for player, tiles in self.tiles.items()}


def read_hands(
    hands: Mapping[str, str], players: Sequence[str], game: type[Game] = SteinRummy
) -> Hands:
    """Read the hands of a table seating ``players`` with the game's notation (empty
    notation: an empty hand)."""
    tiles: dict[str, list[Any]] = {}
    problems: list[GameProblem] = []
    for player, notation in hands.items():
        if player not in players:
            problems.append(GameProblem(GameProblemKind.HAND_STRANGER, player))
            continue
        try:
            tiles[player] = game.read_hand(notation)
        except ValueError as exc:
            data = {"hand": notation, "error": str(exc), "exception": exc}
            problems.append(GameProblem(GameProblemKind.HAND_NOTATION, player, data))
    return Hands(tiles, tuple(problems), game)


def game_problems(
    entry: GameEntry,
    players: Sequence[str],
    rules: ScoringRules,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> list[GameProblem]:
    """Everything wrong with one game slot's entry at a table seating ``players``.

    ``jokers`` is the tournament's joker rule, for hands written out (RULINGS §1).
    """
    if isinstance(entry, Decision):
        return _decision_problems(entry, players)
    return _result_problems(entry, players, rules, jokers)


def _result_problems(
    result: GameResult, players: Sequence[str], rules: ScoringRules, jokers: JokerRule
) -> list[GameProblem]:
    problems = _foreign_keys(result, rules.game)
    if isinstance(result, IndianResult):
        return problems + indian_problems(result, players, rules)
    if isinstance(result, DrachenResult):
        return problems + drachen_problems(result, players, rules)
    assert isinstance(result, SteinResult)
    problems += _hand_problems(result, players, rules.game, jokers)
    bad_hands = {p.player for p in problems}
    for player in result.tiles_left:
        if player not in players and player not in result.hands:
            problems.append(GameProblem(GameProblemKind.COUNT_STRANGER, player))
    for player in players:
        count = result.tiles_left.get(player)
        if count is None:
            if player not in bad_hands:
                problems.append(GameProblem(GameProblemKind.COUNT_MISSING, player))
        elif count < 0:
            problems.append(GameProblem(GameProblemKind.COUNT_NEGATIVE, player, {"count": count}))
    with_claims = rules.game.has(ResultField.CLAIMS)
    for player, claims in result.claims.items():
        if not with_claims:
            problems.append(GameProblem(GameProblemKind.CLAIMS_NOT_IN_GAME, player))
        elif player not in players:
            problems.append(GameProblem(GameProblemKind.CLAIMS_STRANGER, player))
        elif claims < 0:
            problems.append(GameProblem(GameProblemKind.CLAIMS_NEGATIVE, player, {"count": claims}))
    if result.romme_first_round and result.ended_early:
        problems.append(GameProblem(GameProblemKind.FIRST_TURN_ENDED_EARLY))
    if not result.ended_early:
        empty = tuple(p for p in players if result.tiles_left.get(p) == 0)
        if len(empty) > 1:
            problems.append(GameProblem(GameProblemKind.SEVERAL_EMPTY, data={"players": empty}))
        elif not empty and len(result.tiles_left) == len(players):
            problems.append(GameProblem(GameProblemKind.NO_EMPTY))
    return problems


def _foreign_keys(result: GameResult, game: type[Game]) -> list[GameProblem]:
    """The result keys of another game's shape (see :meth:`Game.result`)."""
    return [
        GameProblem(GameProblemKind.NOT_IN_GAME, data={"key": key, "game": game.name})
        for key in result.foreign
    ]


def _hand_problems(
    result: SteinResult, players: Sequence[str], game: type[Game], jokers: JokerRule
) -> list[GameProblem]:
    """Hands that are not tiles, disagree with the tiles left, or together hold a tile more
    often than the set has it (RULINGS §1)."""
    if not result.hands:
        return []
    read = read_hands(result.hands, players, game)
    problems: list[GameProblem] = []
    for player in result.hands:
        problems.extend(p for p in read.problems if p.player == player)
        tiles = read.tiles.get(player)
        said = result.tiles_left.get(player)
        if tiles is not None and said is not None and said != len(tiles):
            counts = {"said": said, "held": len(tiles)}
            problems.append(GameProblem(GameProblemKind.HAND_COUNT, player, counts))
    options = RulesOptions(jokers=jokers, players=min(len(players), 8))
    for supply in game.too_many(read.tiles, options):
        holders = tuple(p for p, tiles in read.tiles.items() if supply.tile in tiles)
        data: dict[str, object] = {
            "supply": str(supply),
            "tile": str(supply.tile),
            "joker": supply.tile.is_joker,
            "held": supply.count,
            "allowed": supply.allowed,
            "players": holders,
        }
        problems.append(GameProblem(GameProblemKind.TOO_MANY, data=data))
    return problems


def _decision_problems(decision: Decision, players: Sequence[str]) -> list[GameProblem]:
    problems = []
    if not decision.reason.strip():
        kind = decision.kind.value
        problems.append(GameProblem(GameProblemKind.DECISION_NO_REASON, data={"kind": kind}))
    if decision.penalty < 0:
        data = {"penalty": decision.penalty}
        problems.append(GameProblem(GameProblemKind.PENALTY_NEGATIVE, data=data))
    if decision.kind is DecisionKind.POINTS:
        for player in decision.points:
            if player not in players:
                problems.append(GameProblem(GameProblemKind.POINTS_STRANGER, player))
        for player in players:
            if player not in decision.points:
                problems.append(GameProblem(GameProblemKind.POINTS_MISSING, player))
            elif decision.points[player] < 0:
                data = {"points": decision.points[player]}
                problems.append(GameProblem(GameProblemKind.POINTS_NEGATIVE, player, data))
    return problems


def table_size_problem(rules: ScoringRules, size: int) -> str | None:
    """Why a table of ``size`` players cannot play the tournament's game, or None."""
    sizes = rules.game.table_sizes
    if size in sizes:
        return None
    return f"a table seats {' or '.join(str(n) for n in sizes)} players, not {size}"


def indian_problems(
    result: IndianResult, players: Sequence[str], rules: ScoringRules
) -> list[GameProblem]:
    """A round of Indian Rummy (RULINGS §8): each deal has a winner at the table and each
    other player's deadwood (0 to 130) or losing hand of 13 cards, the hands of a deal
    within the deck; the round has its number of deals, or ends in the deal in which a
    player reaches 500."""
    from tournament.scoring import indian  # the card games' engines, loaded for their games

    if len(players) not in IndianRummy.table_sizes:
        return []  # table_size_problem says so; no deck to count hands with
    if not result.deals:
        return [GameProblem(GameProblemKind.NO_DEALS)]
    problems: list[GameProblem] = []
    for number, deal in enumerate(result.deals, start=1):
        problems += _deal_problems(number, deal, players)
    if problems:
        return problems
    count = len(result.deals)
    wanted = indian.deals_wanted(rules, len(players))
    if wanted is not None:
        if count > wanted or (count < wanted and not result.ended_early):
            data = {"count": count, "wanted": wanted}
            problems.append(GameProblem(GameProblemKind.DEALS_COUNT, data=data))
        return problems
    end = indian.match_end(indian.running_totals(result.deals, players))
    if end is not None and end < count:
        problems.append(GameProblem(GameProblemKind.MATCH_WAS_OVER, data={"deal": end}))
    elif end is None and not result.ended_early:
        problems.append(GameProblem(GameProblemKind.MATCH_NOT_OVER, data={"count": count}))
    return problems


def _deal_problems(number: int, deal: Deal, players: Sequence[str]) -> list[GameProblem]:
    from tournament.rules.cards import Deck
    from tournament.scoring import indian

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
        if player in players and not 0 <= count <= indian.DEADWOOD_MAX:
            data = {"count": count, "maximum": indian.DEADWOOD_MAX}
            problems.append(problem(GameProblemKind.DEADWOOD_RANGE, player, **data))
    counted: dict[str, list[Card]] = {}
    for player, notation in deal.hands.items():
        if player == deal.winner or player not in players:
            continue
        try:
            least = indian.hand_deadwood(notation, len(players))
        except ValueError as exc:
            bad = problem(GameProblemKind.DEAL_HAND, player, hand=notation, error=str(exc))
            problems.append(bad)
            continue
        counted[player] = IndianRummy.read_hand(notation)
        said = deal.deadwood.get(player)
        if said is not None and said != least:
            problems.append(
                problem(GameProblemKind.DEAL_HAND_DEADWOOD, player, said=said, least=least)
            )
    problems += _cards_too_many(counted, Deck.indian(len(players)))
    for player in players:
        if player != deal.winner and player not in deal.deadwood and player not in deal.hands:
            problems.append(problem(GameProblemKind.DEADWOOD_MISSING, player))
    return problems


def _cards_too_many(cards: Mapping[str, Sequence[Card]], deck: Deck) -> list[GameProblem]:
    """The cards the players' hands (and sets) together hold more often than the deck."""
    owners = list(cards)
    found = []
    for supply in deck.supply_problems([cards[p] for p in owners], owners):
        card = supply.split(" ", 1)[0]  # the worded problem starts with the card
        holders = tuple(p for p in owners if any(str(c) == card for c in cards[p]))
        data: dict[str, object] = {"supply": supply, "card": card, "players": holders}
        found.append(GameProblem(GameProblemKind.CARDS_TOO_MANY, data=data))
    return found


def drachen_problems(
    result: DrachenResult, players: Sequence[str], rules: ScoringRules
) -> list[GameProblem]:
    """A game of Drachenrummy (RULINGS §9): each player's card points, or laid sets and
    hand that the engine counts (every laid set a set, all cards within the deck); card
    points given beside them must agree."""
    from tournament.rules.cards import Deck
    from tournament.rules.drachen import score
    from tournament.scoring import drachen

    problems: list[GameProblem] = []
    named = {*result.card_points, *result.laid, *result.hands}
    for player in sorted(named - set(players)):
        problems.append(GameProblem(GameProblemKind.CARD_POINTS_STRANGER, player))
    cards: dict[str, list[Card]] = {}
    for player in players:
        if player not in result.card_points and not drachen.counted(result, player):
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_MISSING, player))
            continue
        if not drachen.counted(result, player):
            continue
        try:
            laid, hand = drachen.player_cards(result, player)
            counted = score(laid, hand, Deck.drachen(rules.decks)).points
        except ValueError as exc:
            wrong = {"error": str(exc), "exception": exc}
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_CARDS, player, wrong))
            continue
        cards[player] = [card for group in (*laid, hand) for card in group]
        said = result.card_points.get(player)
        if said is not None and said != counted:
            data = {"said": said, "counted": counted}
            problems.append(GameProblem(GameProblemKind.CARD_POINTS_DISAGREE, player, data))
    return problems + _cards_too_many(cards, Deck.drachen(rules.decks))
