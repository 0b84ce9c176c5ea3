"""Writing the tournament model back to the JSON of the tournament file; what the writer
writes, the reader reads back unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament.indented_json import encode_finite
from tournament.rules.games import Game, SteinRummy
from tournament.rules.games.stein import stein_file_keys
from tournament.scoring.model import (
    FORMAT,
    Absence,
    Decision,
    DecisionKind,
    GameEntry,
    GameHistory,
    Player,
    PlayerStatus,
    Round,
    RoundStatus,
    ScoringRules,
    Table,
    Tournament,
    TournamentSettings,
    WithdrawnDecision,
)
from tournament.scoring.tournament_file.parsing import SEATING_KEYS


def _number(value: Fraction) -> int | float | str:
    """Exact JSON: int when whole, a decimal when finite (0.5), else a fraction "1/3"."""
    if value.denominator == 1:
        return value.numerator
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator == 1:
        return float(value)  # a finite decimal: repr(float) round-trips it exactly
    return f"{value.numerator}/{value.denominator}"


TimeText = Callable[[datetime], str]
"""A time as the file writes it: ``datetime.isoformat``, or the same remembered
(:class:`LastTime`)."""


class LastTime:
    """``datetime.isoformat`` that remembers the last time written: the games of a round
    filled or imported at once share one time, read from the store as one object (a demo
    tournament of 2,000 players: 30,000 games, 15 times). Remembered by identity, as
    equal times in other time zones are written differently."""

    __slots__ = ("_text", "_time")

    def __init__(self) -> None:
        self._time: datetime | None = None
        self._text = ""

    def __call__(self, time: datetime) -> str:
        if time is not self._time:
            self._time = time
            self._text = time.isoformat()
        return self._text


def _audit(obj: dict[str, Any], entry: GameEntry, time_text: TimeText) -> None:
    if entry.reason is not None:
        obj["reason"] = entry.reason
    if entry.author is not None:
        obj["author"] = entry.author
    if entry.time is not None:
        obj["time"] = time_text(entry.time)


def dump_game(
    entry: GameEntry, game: type[Game] = SteinRummy, *, time_text: TimeText = datetime.isoformat
) -> dict[str, Any]:
    """One game's entry; a played result with its game's keys (its ``file_keys``:
    Stein-Rummy tiles left, hands, claims; Indian Rummy deals; Drachenrummy card points,
    laid sets, hands)."""
    if isinstance(entry, Decision):
        obj: dict[str, Any] = {"override": entry.kind.value}
        if entry.kind is DecisionKind.NEUTRALISED and entry.penalty:
            obj["penalty"] = _number(entry.penalty)
        if entry.kind is DecisionKind.POINTS:
            obj["points"] = {p: _number(v) for p, v in entry.points.items()}
        _audit(obj, entry, time_text)
        return obj
    obj = entry.file_keys()
    if entry.ended_early:
        obj["ended_early"] = True
    _audit(obj, entry, time_text)
    return obj


def dump_played(
    tiles_left: Mapping[str, int],
    claims: Mapping[str, int],
    hands: Mapping[str, str],
    *,
    romme_first_round: bool = False,
    ended_early: bool = False,
    reason: str | None = None,
    author: str | None = None,
    time: datetime | None = None,
    time_text: TimeText = datetime.isoformat,
) -> dict[str, Any]:
    """A played tile game's entry from the fields of its :class:`GameResult` (what
    :func:`dump_game` writes of one): for a reader of many games that has them at hand
    without making the result (the store's export)."""
    obj = stein_file_keys(tiles_left, claims, hands, romme_first_round)
    if ended_early:
        obj["ended_early"] = True
    if reason is not None:
        obj["reason"] = reason
    if author is not None:
        obj["author"] = author
    if time is not None:
        obj["time"] = time_text(time)
    return obj


def _dump_withdrawn(
    withdrawn: WithdrawnDecision, game: type[Game], time_text: TimeText
) -> dict[str, Any]:
    obj = dump_game(withdrawn.decision, game, time_text=time_text)
    obj["withdrawn_reason"] = withdrawn.withdrawn_reason
    if withdrawn.withdrawn_by is not None:
        obj["withdrawn_by"] = withdrawn.withdrawn_by
    if withdrawn.withdrawn_at is not None:
        obj["withdrawn_at"] = time_text(withdrawn.withdrawn_at)
    return obj


def dump_slot(
    entry: GameEntry | None,
    history: GameHistory | None,
    game: type[Game] = SteinRummy,
    *,
    time_text: TimeText = datetime.isoformat,
) -> dict[str, Any]:
    """One game slot: the game (or ``{"open": true}``) with its history, if any."""
    obj: dict[str, Any] = (
        open_slot() if entry is None else dump_game(entry, game, time_text=time_text)
    )
    if history is not None:
        if history.result is not None:
            obj["result"] = dump_game(history.result, game, time_text=time_text)
        if history.withdrawn:
            obj["withdrawn"] = [_dump_withdrawn(w, game, time_text) for w in history.withdrawn]
    return obj


def open_slot() -> dict[str, Any]:
    """A game slot without a result."""
    return {"open": True}


def _dump_slots(table: Table, game: type[Game], time_text: TimeText) -> list[dict[str, Any]]:
    """The table's games up to the last one that holds anything."""
    if not table.history:  # as good as every table
        return [
            open_slot() if entry is None else dump_game(entry, game, time_text=time_text)
            for entry in table.games
        ]
    count = max([len(table.games), *table.history], default=0)
    games = list(table.games) + [None] * (count - len(table.games))
    return [
        dump_slot(games[k - 1], table.history.get(k), game, time_text=time_text)
        for k in range(1, count + 1)
    ]


def inferred_round_status(rnd: Round, last: bool, game: type[Game] = SteinRummy) -> str:
    """The status of a round whose file does not say: closed unless it is the last round
    and a game has no result yet (or it has no tables). A table's round has
    ``game.games_per_round`` games: one per seat, or the card games' one match."""
    if not last:
        return RoundStatus.CLOSED
    return round_status_of(
        last, [table_complete(len(t.players), t.games, game) for t in rnd.tables]
    )


def table_complete(players: int, games: Sequence[object | None], game: type[Game]) -> bool:
    """Whether a table of ``players`` has all its games (``None`` for one without a result,
    as in :attr:`Table.games`)."""
    return len(games) == game.games_per_round(players) and None not in games


def round_status_of(last: bool, tables_complete: Sequence[bool]) -> str:
    """:func:`inferred_round_status` of a round whose tables are complete or not
    (:func:`table_complete`), in order."""
    if not last:
        return RoundStatus.CLOSED
    complete = all(tables_complete)
    return RoundStatus.CLOSED if complete and tables_complete else RoundStatus.OPEN


def _dump_settings(
    rules: ScoringRules, settings: TournamentSettings
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The "rules" and "seating" objects; options at their default are left out (the
    three scoring options are always written)."""
    default = TournamentSettings()
    rules_obj: dict[str, Any] = {
        "variant": rules.variant.value,
        "first_round_romme": rules.first_round_romme.value,
        "ranking": rules.ranking.value,
    }
    if rules.deals is not None:
        rules_obj["deals"] = rules.deals
    if rules.decks != 1:
        rules_obj["decks"] = rules.decks
    if settings.steal != default.steal:
        rules_obj["steal"] = settings.steal
    if settings.jokers != default.jokers:
        rules_obj["jokers"] = settings.jokers
    if settings.neutral_penalty != default.neutral_penalty:
        rules_obj["neutral_penalty"] = _number(settings.neutral_penalty)
    seating: dict[str, Any] = {}
    for key in SEATING_KEYS:
        value = getattr(settings, key)
        if value != getattr(default, key):
            seating[key] = list(value) if key == "groups" else value
    return rules_obj, seating


def _dump_player(player: Player) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": player.id, "name": player.name}
    if player.club is not None:
        obj["club"] = player.club
    if player.membership_number:
        obj["membership_number"] = player.membership_number
    if player.group is not None:
        obj["group"] = player.group
    if player.status != PlayerStatus.ACTIVE:
        obj["status"] = player.status
    if player.joined_round != 1:
        obj["joined_round"] = player.joined_round
    if player.left_after_round is not None:
        obj["left_after_round"] = player.left_after_round
    if player.rating is not None:
        obj["rating"] = player.rating
        if player.rating_provisional:
            obj["rating_provisional"] = True
    return obj


def _dump_left(absence: Absence, time_text: TimeText) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "player": absence.player,
        "from_game": absence.from_game,
        "award": absence.award.value,
        "reason": absence.reason,
    }
    if absence.author is not None:
        obj["author"] = absence.author
    if absence.time is not None:
        obj["time"] = time_text(absence.time)
    return obj


def dump_table(table: Table, game: type[Game], time_text: TimeText) -> dict[str, Any]:
    return table_data(
        table.number,
        table.group,
        table.players,
        _dump_slots(table, game, time_text),
        [_dump_left(absence, time_text) for absence in table.left],
    )


def table_data(
    number: int,
    group: str | None,
    players: Sequence[str],
    games: list[dict[str, Any]],
    left: list[dict[str, Any]],
) -> dict[str, Any]:
    """A table of a round from its parts as written (its games: :func:`dump_slot`'s or
    :func:`dump_played`'s and :func:`open_slot`'s; who left: as :func:`dump_table` writes
    them)."""
    item: dict[str, Any] = {"number": number}
    if group is not None:
        item["group"] = group
    item["players"] = list(players)
    item["games"] = games
    if left:
        item["left"] = left
    return item


def round_data(
    number: int, status: str | None, sitting_out: Sequence[str], tables: list[dict[str, Any]]
) -> dict[str, Any]:
    """A round from its parts as written; ``status`` only where it is not the inferred one
    (:func:`inferred_round_status`), else None."""
    obj: dict[str, Any] = {"number": number}
    if status is not None:
        obj["status"] = status
    if sitting_out:
        obj["sitting_out"] = list(sitting_out)
    obj["tables"] = tables
    return obj


def _dump_round(rnd: Round, last: bool, game: type[Game], time_text: TimeText) -> dict[str, Any]:
    status = rnd.status
    if status is not None and status == inferred_round_status(rnd, last, game):
        status = None
    return round_data(
        rnd.number,
        status,
        rnd.sitting_out,
        [dump_table(table, game, time_text) for table in rnd.tables],
    )


def dump_tournament(
    tournament: Tournament, *, rounds: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """The tournament as JSON-ready data; ``parse_tournament`` reads it back unchanged.

    Keys with their default value are left out, so a tournament that uses none of the
    newer keys is written exactly as before they existed. ``rounds`` are its rounds as
    written (:func:`round_data`) by a reader that writes them from rows of its own (the
    store's export); without them, the tournament's rounds are written."""
    data: dict[str, Any] = {"format": FORMAT, "name": tournament.name}
    if tournament.date is not None:
        data["date"] = tournament.date
    if tournament.venue is not None:
        data["venue"] = tournament.venue
    if tournament.director is not None:
        data["director"] = tournament.director
    data["rules"], seating = _dump_settings(tournament.rules, tournament.settings)
    if seating:
        data["seating"] = seating
    if tournament.settings.planned_rounds is not None:
        data["planned_rounds"] = tournament.settings.planned_rounds
    if tournament.settings.round_minutes is not None:
        data["round_minutes"] = tournament.settings.round_minutes
    data["players"] = [_dump_player(p) for p in tournament.players]
    if rounds is not None:
        data["rounds"] = rounds
        return data
    last = max((rnd.number for rnd in tournament.rounds), default=0)
    game = tournament.rules.game
    time_text = LastTime()
    data["rounds"] = [
        _dump_round(rnd, rnd.number == last, game, time_text) for rnd in tournament.rounds
    ]
    return data


def dumps(tournament: Tournament) -> str:
    return encode_data(dump_tournament(tournament)).decode()


def encode_data(data: dict[str, Any]) -> bytes:
    """The file's text in UTF-8, of :func:`dump_tournament`'s data (or data made as it
    makes it)."""
    # Its numbers are exact fractions: whole, a finite decimal or text, never NaN.
    return encode_finite(data, end="\n")


def dump(tournament: Tournament, path: str | Path) -> None:
    Path(path).write_bytes(encode_data(dump_tournament(tournament)))
