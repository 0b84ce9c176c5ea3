"""The card games' results in the store: ``Game.cards`` and ``Decision.cards`` hold a
card game's result in the tournament file's own shape with database ids as text (see
docs/architecture.md, "The games"); here they go to and from the scoring model and the
services' plain data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, TypeVar

from tournament.rules.games import GAMES, Game, ResultField
from tournament.scoring import model as sm
from tournament.scoring.points import round_totals
from tournament.services.dto import DealEntry, ResultEntry, ResultInfo

T = TypeVar("T")


def card_result_info(
    cards: Mapping[str, Any],
    players: Sequence[int],
    rules: sm.ScoringRules | None,
    entered_by: str,
    entered_at: datetime,
) -> ResultInfo:
    """A card game's result as stored (``Game.cards``, ``Decision.cards``), shown."""
    return ResultInfo(
        tiles_left={},
        claims={},
        hands=_by_id(cards.get("hands", {})),
        first_turn_rommee=False,
        entered_by=entered_by,
        entered_at=entered_at,
        deals=tuple(
            DealEntry(int(d["winner"]), _by_id(d.get("deadwood", {})), _by_id(d.get("hands", {})))
            for d in cards.get("deals", [])
        ),
        card_points=_by_id(cards.get("card_points", {})),
        laid={int(p): tuple(sets) for p, sets in cards.get("laid", {}).items()},
        totals=_totals(cards, players, rules),
    )


def _by_id(values: Mapping[str, T]) -> dict[int, T]:
    return {int(p): v for p, v in values.items()}


def _totals(
    cards: Mapping[str, Any], players: Sequence[int], rules: sm.ScoringRules | None
) -> dict[int, int]:
    if rules is None or not players or rules.game.has(ResultField.TILES_LEFT):
        return {}
    try:
        totals = round_totals(card_result(cards), [str(p) for p in players], rules)
    except (KeyError, ValueError):  # a result the checks would refuse: nothing to count
        return {}
    return _by_id(totals)


def card_result(cards: Mapping[str, Any], key: Any = str, **extra: Any) -> sm.GameResult:
    """A card game's result as stored (``Game.cards``, player ids as text) in the scoring
    model, each player named by ``key(database id)``; ``extra`` sets the other fields
    (ended early, who entered it)."""

    def name(pid: str) -> Any:
        return key(int(pid))

    def per_player(values: Mapping[str, Any]) -> dict[Any, Any]:
        return {name(p): v for p, v in values.items()}

    given = {
        "deals": tuple(
            sm.Deal(
                name(deal["winner"]),
                per_player(deal.get("deadwood", {})),
                per_player(deal.get("hands", {})),
            )
            for deal in cards.get("deals", [])
        ),
        "card_points": per_player(cards.get("card_points", {})),
        "laid": {name(p): tuple(sets) for p, sets in cards.get("laid", {}).items()},
        "hands": per_player(cards.get("hands", {})),
    }
    return _stored_game(cards).result(given, **extra)


def _stored_game(cards: Mapping[str, Any]) -> type[Game]:
    """The card game a stored result belongs to: the one whose result type holds its keys
    (a result is stored once checked for its game, so one game's keys only)."""
    return next(
        game
        for game in GAMES
        if not game.has(ResultField.TILES_LEFT) and set(cards) <= game.result_keys()
    )


def model_deal(deal: DealEntry) -> sm.Deal:
    """An Indian Rummy deal as entered, in the scoring model (player ids as text)."""
    return sm.Deal(
        str(deal.winner),
        {str(p): n for p, n in deal.deadwood.items()},
        {str(p): h for p, h in deal.hands.items()},
    )


def card_model(result: ResultEntry, game: type[Game]) -> sm.GameResult:
    """A card game's result as entered, in the scoring model (player ids as text) as the
    game's result type; keys of another game's shape (tiles left, claims, a first-turn
    Rommé) are kept for the one validation to refuse."""
    given = {
        "tiles_left": {str(p): n for p, n in result.tiles_left.items()},
        "deals": tuple(model_deal(deal) for deal in result.deals),
        "card_points": {str(p): n for p, n in result.card_points.items()},
        "laid": {str(p): tuple(sets) for p, sets in result.laid.items()},
        "romme_first_round": bool(result.first_turn_rommee),
        "claims": {str(p): n for p, n in result.claims.items() if n},
        "hands": {str(p): h for p, h in result.hands.items()},
    }
    return game.result(given)


def stored_cards(result: sm.GameResult, ids: Mapping[str, int]) -> dict[str, Any]:
    """A card game's result in the store's shape (``Game.cards``): its file keys
    (:meth:`GameResult.file_keys`) with the model's players given by their database ids
    ``ids``; keys in the model's order, so that a file imported and exported again is the
    same."""

    def pid(player: str) -> str:
        return str(ids[player])

    def per_player(values: Mapping[str, Any]) -> dict[str, Any]:
        return {pid(p): v for p, v in values.items()}

    cards: dict[str, Any] = {}
    for key, value in result.file_keys().items():
        if key == "deals":
            cards[key] = [
                {k: pid(v) if k == "winner" else per_player(v) for k, v in deal.items()}
                for deal in value
            ]
        elif key in ("card_points", "laid", "hands"):
            cards[key] = per_player(value)
    return cards
