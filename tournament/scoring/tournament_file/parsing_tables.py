"""Reading a round's tables from a tournament file: their games, each game's history
(an overridden result, withdrawn decisions) and the players who left the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tournament.scoring.limits import AUTHOR_LIMIT, GROUP_LIMIT, REASON_LIMIT
from tournament.scoring.model import (
    Absence,
    AbsentAward,
    Deal,
    Decision,
    DecisionKind,
    GameEntry,
    GameHistory,
    GameResult,
    Table,
    WithdrawnDecision,
)
from tournament.scoring.tournament_file.fields import Reader
from tournament.scoring.tournament_file.safe_json import kind_of, show

_TABLE_KEYS = {"number", "group", "players", "games", "left"}
_LEFT_KEYS = {"player", "from_game", "award", "reason", "author", "time"}
_RESULT_KEYS = {
    "tiles_left",
    "hands",
    "claims",
    "romme_first_round",
    "ended_early",
    "reason",
    "author",
    "time",
    "deals",
    "card_points",
    "laid",
}
"""A played result's keys: Stein-Rummy's, Indian Rummy's ``deals`` and Drachenrummy's
``card_points`` and ``laid`` (the one validation refuses those of another game)."""
_DEAL_KEYS = {"winner", "deadwood", "hands"}
_DECISION_KEYS = {"override", "penalty", "points", "reason", "author", "time"}
_HISTORY_KEYS = {"result", "withdrawn"}
_WITHDRAWN_KEYS = {"withdrawn_reason", "withdrawn_by", "withdrawn_at"}
_OPEN_KEYS = {"open", "withdrawn"}


def read_table(reader: Reader, data: Any, index: int) -> Table | None:
    obj = reader.mapping(data, f"table {index}")
    if obj is None:
        return None
    reader.keys(obj, _TABLE_KEYS, f"table {index}")
    number = reader.integer(obj.get("number"), f"table {index} 'number'")
    if number is None:
        return None
    reader.where = {**reader.where, "table": number}
    group = reader.string(obj, "group", "the table", False, GROUP_LIMIT)
    players_data = obj.get("players")
    if not isinstance(players_data, list) or not all(isinstance(p, str) for p in players_data):
        reader.problem("'players' must be a list of player ids")
        return None
    games_data = obj.get("games", [])
    if not isinstance(games_data, list):
        reader.problem(f"'games' must be a list, not {kind_of(games_data)}")
        return None
    games: list[GameEntry | None] = []
    history: dict[int, GameHistory] = {}
    table_where = dict(reader.where)
    for game_index, game_data in enumerate(games_data, start=1):
        reader.where = {**table_where, "game": game_index}
        slot = _read_slot(reader, game_data)
        if slot is not None:
            games.append(slot[0])
            if slot[1] is not None:
                history[game_index] = slot[1]
    reader.where = table_where
    left = _read_left(reader, obj["left"]) if "left" in obj else ()
    return Table(
        number=number,
        players=tuple(players_data),
        games=tuple(games),
        group=group,
        history=history,
        left=left,
    )


def _read_left(reader: Reader, data: Any) -> tuple[Absence, ...]:
    """The table's "left" list: players who left during the round (see Absence)."""
    out: list[Absence] = []
    for what, obj in reader.objects(data, "left", "'left' entry"):
        reader.keys(obj, _LEFT_KEYS, what)
        player = reader.string(obj, "player", what, required=True)
        from_game = reader.integer(obj.get("from_game"), f"{what} 'from_game'", player)
        try:
            award = AbsentAward(str(obj.get("award")))
        except ValueError:
            choices = " | ".join(a.value for a in AbsentAward)
            reader.problem(f"{what} 'award' must be one of {choices}", player)
            continue
        reason = obj.get("reason")
        if not isinstance(reason, str):
            reader.problem(f"{what} 'reason' must be text, not {kind_of(reason)}", player)
            continue
        author = reader.string(obj, "author", what, required=False)
        time = reader.timestamp(obj)
        if player is None or from_game is None:
            continue
        out.append(Absence(player, from_game, award, reason, author, time))
    return tuple(out)


def _read_slot(reader: Reader, data: Any) -> tuple[GameEntry | None, GameHistory | None] | None:
    """One game slot: the entry that scores it (None: open) and its history; None when
    the slot cannot be read at all."""
    obj = reader.mapping(data, "a game")
    if obj is None:
        return None
    if "open" in obj:
        reader.keys(obj, _OPEN_KEYS, "an open game")
        if obj["open"] is not True:
            reader.problem(f"'open' must be true, not {show(obj['open'])}")
        withdrawn = _read_withdrawn(reader, obj.get("withdrawn", []))
        return None, GameHistory(withdrawn=withdrawn) if withdrawn else None
    entry = _read_game(reader, {k: v for k, v in obj.items() if k not in _HISTORY_KEYS})
    if entry is None:
        return None
    result = None
    if "result" in obj:
        if isinstance(entry, GameResult) and not entry.ended_early:
            reader.problem("'result' belongs to a decision or an ended-early game")
        else:
            read = _read_game(reader, obj["result"], "the overridden result")
            if isinstance(read, GameResult) and not read.ended_early:
                result = read
            elif read is not None:
                reader.problem("'result' must be a played game (no decision, not ended early)")
    withdrawn = _read_withdrawn(reader, obj.get("withdrawn", []))
    if result is None and not withdrawn:
        return entry, None
    return entry, GameHistory(result=result, withdrawn=withdrawn)


def _read_withdrawn(reader: Reader, data: Any) -> tuple[WithdrawnDecision, ...]:
    out: list[WithdrawnDecision] = []
    for what, obj in reader.objects(data, "withdrawn", "withdrawn decision"):
        base = {k: v for k, v in obj.items() if k not in _WITHDRAWN_KEYS}
        entry = _read_game(reader, base, what)
        if entry is None:
            continue
        if isinstance(entry, GameResult) and not entry.ended_early:
            reader.problem(f"{what} must be a decision or an ended-early game")
            continue
        why = reader.string(obj, "withdrawn_reason", what, False, REASON_LIMIT, lines=True)
        by = reader.string(obj, "withdrawn_by", what, False, AUTHOR_LIMIT)
        at = reader.timestamp(obj, "withdrawn_at")
        out.append(WithdrawnDecision(entry, why or "", by, at))
    return tuple(out)


def _read_game(reader: Reader, data: Any, what: str = "a game") -> GameEntry | None:
    obj = reader.mapping(data, what)
    if obj is None:
        return None
    if "override" in obj:
        return _read_decision(reader, obj)
    reader.keys(obj, _RESULT_KEYS, what)
    tiles: dict[str, int] = {}
    tiles_data = obj.get("tiles_left", {})
    counts = reader.mapping(tiles_data, "'tiles_left'") or {}
    for player, value in counts.items():
        count = reader.integer(value, "the tile count", player)
        if count is not None:
            tiles[player] = count
    hands = _read_hands(reader, obj.get("hands", {}))
    claims: dict[str, int] = {}
    for player, value in (reader.mapping(obj.get("claims", {}), "'claims'") or {}).items():
        count = reader.integer(value, "the claim count", player)
        if count is not None:
            claims[player] = count
    romme_first_round = reader.flag(obj, "romme_first_round")
    ended_early = reader.flag(obj, "ended_early")
    reason = reader.string(obj, "reason", "the game", False, REASON_LIMIT, lines=True)
    author = reader.string(obj, "author", "the game", False, AUTHOR_LIMIT)
    time = reader.timestamp(obj)
    given = {
        "tiles_left": tiles,
        "deals": _read_deals(reader, obj["deals"]) if "deals" in obj else (),
        "card_points": _read_counts(reader, obj.get("card_points", {}), "card_points"),
        "laid": _read_laid(reader, obj.get("laid", {})),
        "romme_first_round": romme_first_round,
        "claims": claims,
        "hands": hands,
    }
    return reader.game.result(
        given, ended_early=ended_early, reason=reason, author=author, time=time
    )


def _read_hands(reader: Reader, data: Any) -> dict[str, str]:
    """Hands written out: tiles (Stein-Rummy) or cards (the card games) as text."""
    hands: dict[str, str] = {}
    for player, notation in (reader.mapping(data, "'hands'") or {}).items():
        if not isinstance(notation, str):
            pieces = reader.game.pieces
            reader.problem(f"the hand must be {pieces} as text, not {show(notation)}", player)
            continue
        hands[player] = notation
    return hands


def _read_counts(reader: Reader, data: Any, key: str) -> dict[str, int]:
    """A whole number per player (deadwood, card points); the one validation checks them."""
    counts: dict[str, int] = {}
    for player, value in (reader.mapping(data, repr(key)) or {}).items():
        count = reader.integer(value, f"the {key.replace('_', ' ')}", player)
        if count is not None:
            counts[player] = count
    return counts


def _read_deals(reader: Reader, data: Any) -> tuple[Deal, ...]:
    """Indian Rummy's deals of a round (RULINGS §8): the winner and each other player's
    deadwood or losing hand."""
    deals: list[Deal] = []
    for what, obj in reader.objects(data, "deals", "deal"):
        reader.keys(obj, _DEAL_KEYS, what)
        winner = reader.string(obj, "winner", what, required=True)
        deadwood = _read_counts(reader, obj.get("deadwood", {}), "deadwood")
        hands = _read_hands(reader, obj.get("hands", {}))
        if winner is not None:
            deals.append(Deal(winner, deadwood, hands))
    return tuple(deals)


def _read_laid(reader: Reader, data: Any) -> dict[str, tuple[str, ...]]:
    """Drachenrummy's laid sets per player, each set as cards in text (RULINGS §9)."""
    laid: dict[str, tuple[str, ...]] = {}
    for player, sets in (reader.mapping(data, "'laid'") or {}).items():
        if not isinstance(sets, list) or not all(isinstance(cards, str) for cards in sets):
            reader.problem(
                f"the laid sets must be a list of cards as text, not {show(sets)}", player
            )
            continue
        laid[player] = tuple(sets)
    return laid


def _read_decision(reader: Reader, obj: Mapping[str, Any]) -> Decision | None:
    override = obj.get("override")
    kinds = {kind.value: kind for kind in DecisionKind}
    kind = kinds.get(override) if isinstance(override, str) else None
    if kind is None:
        choices = " | ".join(kind.value for kind in DecisionKind)
        reader.problem(f"unknown decision {show(override)} (known: {choices})")
        return None
    reader.keys(obj, _DECISION_KEYS, f"the {kind.value} decision")
    reason = reader.string(obj, "reason", "the decision", False, REASON_LIMIT, lines=True)
    if reason is None:
        reason = ""  # check_game reports the missing reason
    penalty = Fraction(0)
    if "penalty" in obj:
        if kind is not DecisionKind.NEUTRALISED:
            reader.problem(f"'penalty' belongs to a neutralised game, not to {kind.value}")
        else:
            penalty = reader.number(obj["penalty"], "'penalty'") or Fraction(0)
    points: dict[str, Fraction] = {}
    if kind is DecisionKind.POINTS:
        for player, value in (reader.mapping(obj.get("points"), "'points'") or {}).items():
            number = reader.number(value, "the points", player)
            if number is not None:
                points[player] = number
    elif "points" in obj:
        reader.problem(f"'points' belongs to a points decision, not to {kind.value}")
    return Decision(
        kind=kind,
        reason=reason,
        penalty=penalty,
        points=points,
        author=reader.string(obj, "author", "the decision", False, AUTHOR_LIMIT),
        time=reader.timestamp(obj),
    )
