"""The tournament file (JSON, format "stein-rummy/1"): parse, check, dump.

The format is documented in ``docs/tournament-file.md``. Reading a file either yields a
complete :class:`~tournament.scoring.model.Tournament` or raises one
:class:`TournamentFileError` that lists every problem found, each naming its round, table,
game and player; nothing is half-read.
"""

from __future__ import annotations

import contextlib
import json
import reprlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament.scoring.limits import (
    AUTHOR_LIMIT,
    GROUP_LIMIT,
    ID_LIMIT,
    LARGEST_WHOLE,
    NAME_LIMIT,
    REASON_LIMIT,
    text_problem,
    whole_problem,
)
from tournament.scoring.model import (
    FILE_RANKING,
    FORMAT,
    JOKER_RULES,
    MOVEMENTS,
    PLAYER_STATUSES,
    Absence,
    AbsentAward,
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameEntry,
    GameHistory,
    GameResult,
    Player,
    Ranking,
    Round,
    ScoringRules,
    Table,
    Tournament,
    TournamentSettings,
    Variant,
    WithdrawnDecision,
)
from tournament.scoring.points import TABLE_SIZES


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a tournament file, with where it is."""

    message: str
    round: int | None = None
    table: int | None = None
    game: int | None = None
    player: str | None = None

    def where(self) -> str:
        parts = []
        if self.round is not None:
            parts.append(f"round {self.round}")
        if self.table is not None:
            parts.append(f"table {self.table}")
        if self.game is not None:
            parts.append(f"game {self.game}")
        if self.player is not None:
            parts.append(f"player {self.player}")
        return ", ".join(parts)

    def __str__(self) -> str:
        where = self.where()
        return f"{where}: {self.message}" if where else self.message


class TournamentFileError(ValueError):
    """The file is refused; ``problems`` lists everything wrong with it."""

    def __init__(self, problems: Sequence[Problem], source: str | None = None) -> None:
        self.problems = list(problems)
        self.source = source
        head = f"{source}: " if source else ""
        count = len(self.problems)
        lines = [f"{head}tournament file refused, {count} problem{'s' * (count != 1)}:"]
        lines += [f"  {problem}" for problem in self.problems]
        super().__init__("\n".join(lines))


# -- hands given as tiles ------------------------------------------------------------------


def count_hand(notation: str) -> int:
    """Tiles in a hand written in tile notation ("r4 r5 b9 J" -> 4); a joker counts one.

    Uses the rules engine's parser, so a bad token raises its NotationError (a ValueError)
    naming the token and its position.
    """
    from tournament.rules.tiles import parse_tiles

    return len(parse_tiles(notation))


def hand_problems(
    hands: Mapping[str, str], players: Sequence[str], tiles_left: Mapping[str, int]
) -> list[tuple[str | None, str]]:
    """(player, message) for hands that are not tiles, disagree with ``tiles_left``, or
    together hold a tile more often than the game has it (rules engine, RULINGS §1).

    With every player's hand given, the rules engine checks the finished game as submitted
    (its empty-hand findings are the scoring checks' own and are not repeated); otherwise
    the given hands are checked against the supply of a table of ``len(players)``.
    """
    from tournament.rules.layout import supply_problems
    from tournament.rules.options import RulesOptions
    from tournament.rules.submitted import check_finished_game
    from tournament.rules.tiles import Tile, parse_tiles

    found: list[tuple[str | None, str]] = []
    parsed: dict[str, list[Tile]] = {}
    for player, notation in hands.items():
        if player not in players:
            found.append((player, "hand of a player not at this table"))
            continue
        try:
            parsed[player] = parse_tiles(notation)
        except ValueError as exc:
            found.append((player, f"hand {_show(notation)}: {exc}"))
            continue
        count = len(parsed[player])
        if tiles_left.get(player, count) != count:
            found.append(
                (player, f"'tiles_left' says {tiles_left[player]} but the hand holds {count} tiles")
            )
    options = RulesOptions(players=len(players))
    if len(parsed) == len(players):
        check = check_finished_game(parsed, options=options)
        supply = [problem.supply for problem in check.problems if problem.supply is not None]
    else:
        supply = supply_problems(((f"{p}'s hand", t) for p, t in parsed.items()), options)
    found.extend((None, f"too many tiles: {problem}") for problem in supply)
    return found


# -- parsing -------------------------------------------------------------------------------


class _Reader:
    """Collects problems while walking the JSON; never raises for bad data."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.where: dict[str, Any] = {}

    def problem(self, message: str, player: str | None = None) -> None:
        self.problems.append(Problem(message, player=player, **self.where))

    def keys(self, obj: Mapping[str, Any], allowed: set[str], what: str) -> None:
        for key in obj:
            if key not in allowed:
                self.problem(f"unknown key {_show(key)} in {what}")

    def mapping(self, value: Any, what: str) -> dict[str, Any] | None:
        if isinstance(value, dict):
            return value
        self.problem(f"{what} must be an object, not {_kind(value)}")
        return None

    def string(
        self,
        obj: Mapping[str, Any],
        key: str,
        what: str,
        required: bool,
        limit: int = NAME_LIMIT,
        lines: bool = False,
    ) -> str | None:
        """A text within the limits the app applies (length, no control characters)."""
        value = obj.get(key)
        if value is None:
            if required:
                self.problem(f"{what} has no {key!r}")
            return None
        if not isinstance(value, str) or (required and not value.strip()):
            self.problem(f"{what} {key!r} must be a non-empty string")
            return None
        wrong = text_problem(value, limit, lines=lines)
        if wrong is not None:
            self.problem(f"{what} {key!r} {wrong}")  # the file is refused; read on
        return value

    def integer(self, value: Any, what: str, player: str | None = None) -> int | None:
        if isinstance(value, _LongNumber):
            self.problem(f"{what}: {value} is out of range", player)
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(f"{what} must be a whole number, not {_show(value)}", player)
            return None
        wrong = whole_problem(value)
        if wrong is not None:
            self.problem(f"{what}: {value} {wrong}", player)  # the file is refused; read on
        return value

    def flag(self, obj: Mapping[str, Any], key: str) -> bool:
        value = obj.get(key, False)
        if not isinstance(value, bool):
            self.problem(f"{key!r} must be true or false, not {_show(value)}")
            return False
        return value

    def number(self, value: Any, what: str, player: str | None = None) -> Fraction | None:
        """An exact number: JSON int or decimal (0.5 is read as 1/2), or a string "1/3"."""
        if isinstance(value, _LongNumber):
            self.problem(f"{what}: {value} is out of range", player)
            return None
        try:
            if isinstance(value, bool):
                raise TypeError
            if isinstance(value, float):
                number = Fraction(repr(value))
            elif isinstance(value, int) or (isinstance(value, str) and len(value) <= 40):
                number = Fraction(value)
            else:
                raise TypeError
        except (TypeError, ValueError, ZeroDivisionError):
            self.problem(f"{what} must be a number, not {_show(value)}", player)
            return None
        if abs(number.numerator) > LARGEST_WHOLE or number.denominator > LARGEST_WHOLE:
            self.problem(f"{what}: {_show(value)} is out of range", player)
            return None
        return number

    def option(self, obj: Mapping[str, Any], key: str, enum: Any, default: Any) -> Any:
        value = obj.get(key, default.value)
        if isinstance(value, str) and value in {member.value for member in enum}:
            return enum(value)
        choices = " | ".join(member.value for member in enum)
        self.problem(f"rules {key!r} must be one of {choices}, not {_show(value)}")
        return default

    def timestamp(self, obj: Mapping[str, Any], key: str = "time") -> datetime | None:
        value = obj.get(key)
        if value is None:
            return None
        try:
            if not isinstance(value, str):
                raise TypeError
            return datetime.fromisoformat(value)
        except (TypeError, ValueError):
            self.problem(f"{key!r} must be an ISO 8601 date and time, not {_show(value)}")
            return None


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", type(None): "null"}.get(
        type(value), _show(value)
    )


_SHORT = reprlib.Repr()
_SHORT.maxstring = 60
_SHORT.maxother = 60
_SHORT.maxlevel = 3


def _show(value: Any) -> str:
    """A value for a message: shortened, so a huge or deeply nested value cannot flood
    (or crash) the message."""
    if isinstance(value, _LongNumber):
        return str(value)
    return _SHORT.repr(value)


class _LongNumber:
    """A number in the file too long to be a count or points (Python would refuse to read
    numbers of more than 4300 digits at all); kept only to be refused with its place."""

    MAX_DIGITS = 40

    def __init__(self, text: str) -> None:
        self.digits = sum(char.isdigit() for char in text)

    def __str__(self) -> str:
        return f"a number of {self.digits} digits"

    __repr__ = __str__


def _read_int(text: str) -> int | _LongNumber:
    return int(text) if len(text) <= _LongNumber.MAX_DIGITS else _LongNumber(text)


def _read_float(text: str) -> float | _LongNumber:
    return float(text) if len(text) <= _LongNumber.MAX_DIGITS else _LongNumber(text)


_TOP_KEYS = {
    "format",
    "name",
    "date",
    "venue",
    "director",
    "rules",
    "seating",
    "planned_rounds",
    "players",
    "rounds",
}
_RULE_KEYS = {"variant", "first_round_romme", "ranking", "jokers", "neutral_penalty"}
_SEATING_KEYS = {
    "movement",
    "seed",
    "draw",
    "groups",
    "promotion_after_round",
    "winners_group_size",
    "winners_group",
}
_PLAYER_KEYS = {"id", "name", "club", "group", "status", "joined_round", "left_after_round"}
_ROUND_KEYS = {"number", "tables", "sitting_out", "status"}
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
}
_DECISION_KEYS = {"override", "penalty", "points", "reason", "author", "time"}
_HISTORY_KEYS = {"result", "withdrawn"}
_WITHDRAWN_KEYS = {"withdrawn_reason", "withdrawn_by", "withdrawn_at"}
_OPEN_KEYS = {"open", "withdrawn"}
ROUND_STATUSES = ("open", "closed")


def parse_tournament(data: Any, source: str | None = None) -> Tournament:
    """Read a tournament from parsed JSON; refuse it whole with every problem found."""
    reader = _Reader()
    tournament = _read_tournament(reader, data)
    if tournament is not None:
        reader.problems.extend(check_tournament(tournament))
    if reader.problems or tournament is None:
        raise TournamentFileError(sorted(reader.problems, key=_place), source)
    return tournament


def _place(problem: Problem) -> tuple[int, int, int]:
    """Problems listed file-level first, then by round, table and game."""
    return (
        -1 if problem.round is None else problem.round,
        -1 if problem.table is None else problem.table,
        -1 if problem.game is None else problem.game,
    )


def loads(text: str | bytes, source: str | None = None) -> Tournament:
    """Parse a tournament file's text (or its bytes: UTF-8, with or without a byte order
    mark; UTF-16 and UTF-32 as JSON allows them)."""
    if isinstance(text, bytes):
        text = _decode(text, source)
    text = text.removeprefix("\ufeff")  # a byte order mark, as editors on Windows write it
    try:
        data = json.loads(text, parse_int=_read_int, parse_float=_read_float)
    except json.JSONDecodeError as exc:
        raise TournamentFileError(
            [Problem(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}")],
            source,
        ) from None
    except RecursionError:
        raise TournamentFileError(
            [Problem("not a tournament file: lists or objects nested too deeply")], source
        ) from None
    return parse_tournament(data, source)


def _decode(raw: bytes, source: str | None) -> str:
    encoding = json.detect_encoding(raw)
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        name = "UTF-8" if encoding.startswith("utf-8") else encoding.upper()
        raise TournamentFileError(
            [
                Problem(
                    f"not {name} text: byte 0x{raw[exc.start]:02x} on line {line} cannot be "
                    "read; save the file as UTF-8"
                )
            ],
            source,
        ) from None


def load(path: str | Path) -> Tournament:
    """Read a tournament file (UTF-8 JSON)."""
    return loads(Path(path).read_bytes(), str(path))


def _read_tournament(reader: _Reader, data: Any) -> Tournament | None:
    top = reader.mapping(data, "the tournament file")
    if top is None:
        return None
    fmt = top.get("format")
    if fmt != FORMAT:
        reader.problem(f"unsupported format {_show(fmt)}: this program reads {FORMAT!r}")
        return None
    reader.keys(top, _TOP_KEYS, "the tournament")
    name = reader.string(top, "name", "the tournament", required=True) or ""
    when = reader.string(top, "date", "the tournament", required=False)
    if when is not None:
        try:
            date.fromisoformat(when)
        except ValueError:
            reader.problem(f"'date' must be YYYY-MM-DD, not {_show(when)}")
    venue = reader.string(top, "venue", "the tournament", required=False)
    director = reader.string(top, "director", "the tournament", required=False)
    rules, settings = _read_rules(reader, top.get("rules", {}))
    settings = _read_seating(reader, top.get("seating", {}), settings)
    if "planned_rounds" in top:
        planned = reader.integer(top["planned_rounds"], "'planned_rounds'")
        if planned is not None and planned < 1:
            reader.problem(f"'planned_rounds' must be 1 or more, not {planned}")
        elif planned is not None:
            settings = replace(settings, planned_rounds=planned)
    players = _read_players(reader, top.get("players"))
    rounds_data = top.get("rounds", [])
    rounds: list[Round] = []
    if not isinstance(rounds_data, list):
        reader.problem(f"'rounds' must be a list, not {_kind(rounds_data)}")
    else:
        for index, round_data in enumerate(rounds_data, start=1):
            rnd = _read_round(reader, round_data, index)
            if rnd is not None:
                rounds.append(rnd)
    return Tournament(
        name=name,
        date=when,
        rules=rules,
        players=tuple(players),
        rounds=tuple(rounds),
        venue=venue,
        director=director,
        settings=settings,
    )


def _read_rules(reader: _Reader, data: Any) -> tuple[ScoringRules, TournamentSettings]:
    obj = reader.mapping(data, "'rules'")
    if obj is None:
        return ScoringRules(ranking=FILE_RANKING), TournamentSettings()
    reader.keys(obj, _RULE_KEYS, "'rules'")
    rules = ScoringRules(
        variant=reader.option(obj, "variant", Variant, Variant.STEIN),
        first_round_romme=reader.option(
            obj, "first_round_romme", FirstRoundRomme, FirstRoundRomme.WINNER_FULL
        ),
        ranking=reader.option(obj, "ranking", Ranking, FILE_RANKING),
    )
    settings = TournamentSettings()
    jokers = obj.get("jokers", settings.jokers)
    if jokers not in JOKER_RULES:
        reader.problem(
            f"rules 'jokers' must be one of {' | '.join(JOKER_RULES)}, not {_show(jokers)}"
        )
    else:
        settings = replace(settings, jokers=jokers)
    if "neutral_penalty" in obj:
        penalty = reader.number(obj["neutral_penalty"], "rules 'neutral_penalty'")
        if penalty is not None and penalty < 0:
            reader.problem(f"rules 'neutral_penalty' must not be negative, not {penalty}")
        elif penalty is not None:
            settings = replace(settings, neutral_penalty=penalty)
    return rules, settings


def _read_seating(reader: _Reader, data: Any, settings: TournamentSettings) -> TournamentSettings:
    """The seating options (RULINGS §7); every key optional."""
    obj = reader.mapping(data, "'seating'")
    if obj is None:
        return settings
    reader.keys(obj, _SEATING_KEYS, "'seating'")
    movement = obj.get("movement", settings.movement)
    if movement not in MOVEMENTS:
        reader.problem(
            f"seating 'movement' must be one of {' | '.join(MOVEMENTS)}, not {_show(movement)}"
        )
    else:
        settings = replace(settings, movement=movement)
    if "seed" in obj:
        seed = reader.integer(obj["seed"], "seating 'seed'")
        if seed is not None:
            settings = replace(settings, seed=seed)
    if "draw" in obj:
        settings = replace(settings, draw=reader.flag(obj, "draw"))
    for key in ("promotion_after_round", "winners_group_size"):
        if key in obj:
            value = reader.integer(obj[key], f"seating {key!r}")
            if value is not None and value < 1:
                reader.problem(f"seating {key!r} must be 1 or more, not {value}")
            elif value is not None:
                settings = (
                    replace(settings, promotion_after_round=value)
                    if key == "promotion_after_round"
                    else replace(settings, winners_group_size=value)
                )
    if "winners_group" in obj:
        label = reader.string(obj, "winners_group", "seating", True, GROUP_LIMIT)
        if label is not None:
            settings = replace(settings, winners_group=label)
    if "groups" in obj:
        groups = obj["groups"]
        if not isinstance(groups, list) or not all(
            isinstance(g, str) and g.strip() and "," not in g for g in groups
        ):
            reader.problem("seating 'groups' must be a list of names (non-empty, no commas)")
        elif len(set(groups)) != len(groups):
            reader.problem("seating 'groups' lists a group twice")
        elif wrong := next(filter(None, (text_problem(g, GROUP_LIMIT) for g in groups)), None):
            reader.problem(f"a group in seating 'groups' {wrong}")
        elif len(",".join(groups)) > NAME_LIMIT:
            reader.problem(f"seating 'groups' are longer than {NAME_LIMIT} characters together")
        else:
            settings = replace(settings, groups=tuple(groups))
    return settings


def _read_players(reader: _Reader, data: Any) -> list[Player]:
    if not isinstance(data, list):
        reader.problem(f"'players' must be a list, not {_kind(data)}")
        return []
    players: list[Player] = []
    for index, item in enumerate(data, start=1):
        obj = reader.mapping(item, f"player {index}")
        if obj is None:
            continue
        reader.keys(obj, _PLAYER_KEYS, f"player {index}")
        player_id = reader.string(obj, "id", f"player {index}", True, ID_LIMIT)
        name = reader.string(obj, "name", f"player {index}", required=True)
        club = reader.string(obj, "club", f"player {index}", required=False)
        group = reader.string(obj, "group", f"player {index}", False, GROUP_LIMIT)
        status = obj.get("status", "active")
        if status not in PLAYER_STATUSES:
            reader.problem(
                f"player {index} 'status' must be one of {' | '.join(PLAYER_STATUSES)}, "
                f"not {_show(status)}",
                player_id,
            )
            status = "active"
        joined = reader.integer(obj.get("joined_round", 1), "'joined_round'", player_id)
        if joined is not None and joined < 1:
            reader.problem(f"'joined_round' must be 1 or more, not {joined}", player_id)
        left = None
        if "left_after_round" in obj:
            left = reader.integer(obj["left_after_round"], "'left_after_round'", player_id)
            if left is not None and left < 0:
                reader.problem(f"'left_after_round' must be 0 or more, not {left}", player_id)
        if player_id is not None and name is not None:
            players.append(
                Player(
                    id=player_id,
                    name=name,
                    club=club,
                    group=group,
                    status=status,
                    joined_round=joined or 1,
                    left_after_round=left,
                )
            )
    return players


def _read_round(reader: _Reader, data: Any, index: int) -> Round | None:
    reader.where = {}
    obj = reader.mapping(data, f"round {index}")
    if obj is None:
        return None
    reader.keys(obj, _ROUND_KEYS, f"round {index}")
    number = reader.integer(obj.get("number"), f"round {index} 'number'")
    if number is None:
        return None
    tables_data = obj.get("tables", [])
    reader.where = {"round": number}
    status = obj.get("status")
    if status is not None and status not in ROUND_STATUSES:
        reader.problem(f"'status' must be open or closed, not {_show(status)}")
        status = None
    out_data = obj.get("sitting_out", [])
    if not isinstance(out_data, list) or not all(isinstance(p, str) for p in out_data):
        reader.problem("'sitting_out' must be a list of player ids")
        out_data = []
    if not isinstance(tables_data, list):
        reader.problem(f"'tables' must be a list, not {_kind(tables_data)}")
        return None
    tables: list[Table] = []
    for table_index, table_data in enumerate(tables_data, start=1):
        reader.where = {"round": number}
        table = _read_table(reader, table_data, table_index)
        if table is not None:
            tables.append(table)
    reader.where = {}
    return Round(number=number, tables=tuple(tables), sitting_out=tuple(out_data), status=status)


def _read_table(reader: _Reader, data: Any, index: int) -> Table | None:
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
        reader.problem(f"'games' must be a list, not {_kind(games_data)}")
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


def _read_left(reader: _Reader, data: Any) -> tuple[Absence, ...]:
    """The table's "left" list: players who left during the round (see Absence)."""
    if not isinstance(data, list):
        reader.problem(f"'left' must be a list, not {_kind(data)}")
        return ()
    out: list[Absence] = []
    for index, item in enumerate(data, start=1):
        what = f"'left' entry {index}"
        obj = reader.mapping(item, what)
        if obj is None:
            continue
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
            reader.problem(f"{what} 'reason' must be text, not {_kind(reason)}", player)
            continue
        author = reader.string(obj, "author", what, required=False)
        time = reader.timestamp(obj)
        if player is None or from_game is None:
            continue
        out.append(Absence(player, from_game, award, reason, author, time))
    return tuple(out)


def _read_slot(reader: _Reader, data: Any) -> tuple[GameEntry | None, GameHistory | None] | None:
    """One game slot: the entry that scores it (None: open) and its history; None when
    the slot cannot be read at all."""
    obj = reader.mapping(data, "a game")
    if obj is None:
        return None
    if "open" in obj:
        reader.keys(obj, _OPEN_KEYS, "an open game")
        if obj["open"] is not True:
            reader.problem(f"'open' must be true, not {_show(obj['open'])}")
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


def _read_withdrawn(reader: _Reader, data: Any) -> tuple[WithdrawnDecision, ...]:
    if not isinstance(data, list):
        reader.problem(f"'withdrawn' must be a list, not {_kind(data)}")
        return ()
    out: list[WithdrawnDecision] = []
    for index, item in enumerate(data, start=1):
        what = f"withdrawn decision {index}"
        obj = reader.mapping(item, what)
        if obj is None:
            continue
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


def _read_game(reader: _Reader, data: Any, what: str = "a game") -> GameEntry | None:
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
    hands: dict[str, str] = {}
    for player, notation in (reader.mapping(obj.get("hands", {}), "'hands'") or {}).items():
        if not isinstance(notation, str):
            reader.problem(f"the hand must be tiles as text, not {_show(notation)}", player)
            continue
        hands[player] = notation
        if player not in tiles:
            with contextlib.suppress(ValueError):  # check_game reports a bad hand
                tiles[player] = count_hand(notation)
    claims: dict[str, int] = {}
    for player, value in (reader.mapping(obj.get("claims", {}), "'claims'") or {}).items():
        count = reader.integer(value, "the claim count", player)
        if count is not None:
            claims[player] = count
    return GameResult(
        tiles_left=tiles,
        claims=claims,
        romme_first_round=reader.flag(obj, "romme_first_round"),
        ended_early=reader.flag(obj, "ended_early"),
        hands=hands,
        reason=reader.string(obj, "reason", "the game", False, REASON_LIMIT, lines=True),
        author=reader.string(obj, "author", "the game", False, AUTHOR_LIMIT),
        time=reader.timestamp(obj),
    )


def _read_decision(reader: _Reader, obj: Mapping[str, Any]) -> Decision | None:
    override = obj.get("override")
    kinds = {kind.value: kind for kind in DecisionKind}
    kind = kinds.get(override) if isinstance(override, str) else None
    if kind is None:
        choices = " | ".join(kind.value for kind in DecisionKind)
        reader.problem(f"unknown decision {_show(override)} (known: {choices})")
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


# -- checking the model ----------------------------------------------------------------------


def check_tournament(tournament: Tournament) -> list[Problem]:
    """Every problem of a tournament model (also for models built by other code)."""
    problems: list[Problem] = []
    known: dict[str, Player] = {}
    groups = tournament.settings.groups
    for listed in tournament.players:
        if listed.id in known:
            problems.append(Problem("player id listed twice", player=listed.id))
        known[listed.id] = listed
        problems.extend(Problem(m, player=listed.id) for m in _player_problems(listed, groups))
    seen_rounds: set[int] = set()
    last = max((rnd.number for rnd in tournament.rounds), default=0)
    for rnd in tournament.rounds:
        if rnd.number in seen_rounds:
            problems.append(Problem("round number used twice", round=rnd.number))
        seen_rounds.add(rnd.number)
        if rnd.status == "open" and rnd.number != last:
            problems.append(Problem("only the last round can be open", round=rnd.number))
        seated: set[str] = set()
        seen_tables: set[int] = set()
        for table in rnd.tables:
            where = _reporter(problems, rnd.number, table.number, None)
            if table.number in seen_tables:
                where("table number used twice in the round", None)
            seen_tables.add(table.number)
            if groups and table.group and table.group not in groups:
                where(f"unknown group {table.group!r}", None)
            for player in table.players:
                if player not in known:
                    where("unknown player id", player)
                else:
                    _check_taking_part(known[player], rnd.number, where)
                if player in seated:
                    where("player twice in the round", player)
                seated.add(player)
            if len(table.players) not in TABLE_SIZES:
                where(f"a table seats 3 or 4 players, not {len(table.players)}", None)
                continue
            if len(table.games) > len(table.players):
                where(
                    f"{len(table.games)} games at a table of {len(table.players)}: "
                    "a round has one game per seat",
                    None,
                )
            _check_left(table, _reporter(problems, rnd.number, table.number, None))
            for index, game in table.entries():
                report = _reporter(problems, rnd.number, table.number, index)
                check_game(game, table.present(index), tournament.rules, report)
            for index, history in table.history.items():
                report = _reporter(problems, rnd.number, table.number, index)
                _check_history(table, index, history, tournament.rules, report)

        def in_round(message: str, player: str | None = None, number: int = rnd.number) -> None:
            problems.append(Problem(f"sitting out: {message}", round=number, player=player))

        for index, player in enumerate(rnd.sitting_out):
            if player not in known:
                in_round("unknown player id", player)
            elif player in rnd.sitting_out[:index]:
                in_round("the player is listed twice", player)
            elif player in seated:
                in_round("the player is seated in the same round", player)
            else:
                _check_taking_part(known[player], rnd.number, in_round)
            seated.add(player)
    return problems


def _player_problems(player: Player, groups: Sequence[str]) -> list[str]:
    """A player's status, joining and leaving round (RULINGS §7) and group."""
    found = []
    if player.status == "late" and player.joined_round < 2:
        found.append("a late entry joins in round 2 or later ('joined_round')")
    if player.status == "active" and player.joined_round != 1:
        found.append(f"joined in round {player.joined_round}: the status must be late")
    if (player.status == "withdrawn") != (player.left_after_round is not None):
        found.append("'left_after_round' belongs to a withdrawn player, and only to one")
    if groups and player.group and player.group not in groups:
        found.append(f"unknown group {player.group!r} (groups: {', '.join(groups)})")
    return found


def _check_taking_part(player: Player, round_number: int, report: Report) -> None:
    if round_number < player.joined_round:
        report(f"in the round, but joins only in round {player.joined_round}", player.id)
    elif player.left_after_round is not None and round_number > player.left_after_round:
        report(f"in the round, but withdrew after round {player.left_after_round}", player.id)


def _check_left(table: Table, report: Report) -> None:
    """Who left the table sat at it, once, from one of its games, with a reason; the games
    after need 3 players present (never a 2-player game, RULINGS §7)."""
    seen: set[str] = set()
    for absence in table.left:
        player = absence.player
        if player not in table.players:
            report("left the table, but is not seated at it", player)
        if player in seen:
            report("left the table twice", player)
        seen.add(player)
        if not 1 <= absence.from_game <= len(table.players):
            report(f"left from game {absence.from_game}: the table has no such game", player)
        if not absence.reason.strip():
            report("left the table without a reason", player)
    if table.left and len(table.present(len(table.players))) < min(TABLE_SIZES):
        report("fewer than 3 players are left at the table", None)


def _check_history(
    table: Table, index: int, history: GameHistory, rules: ScoringRules, report: Report
) -> None:
    """An overridden result and withdrawn decisions are checked like any game."""
    if index > len(table.players):
        report(f"a table of {len(table.players)} has no game {index}", None)
        return
    entry = table.games[index - 1] if index <= len(table.games) else None
    if history.result is not None:
        if entry is None or (isinstance(entry, GameResult) and not entry.ended_early):
            report("an overridden 'result' needs a decision or an ended-early game", None)
        check_game(history.result, table.present(index), rules, report)
    for number, withdrawn in enumerate(history.withdrawn, start=1):

        def inner(message: str, player: str | None = None, number: int = number) -> None:
            report(f"withdrawn decision {number}: {message}", player)

        if not withdrawn.withdrawn_reason.strip():
            inner("no 'withdrawn_reason'")
        check_game(withdrawn.decision, table.present(index), rules, inner)


Report = Callable[[str, str | None], None]


def _reporter(problems: list[Problem], rnd: int, table: int, game: int | None) -> Report:
    def report(message: str, player: str | None = None) -> None:
        problems.append(Problem(message, round=rnd, table=table, game=game, player=player))

    return report


def check_game(
    game: GameEntry, players: Sequence[str], rules: ScoringRules, report: Report
) -> None:
    """Report what is wrong with one game slot of a table seating ``players``."""
    if isinstance(game, Decision):
        _check_decision(game, players, report)
        return
    bad_hands: set[str | None] = set()
    if game.hands:
        for owner, message in hand_problems(game.hands, players, game.tiles_left):
            report(message, owner)
            bad_hands.add(owner)
    for player in game.tiles_left:
        if player not in players and player not in game.hands:
            report("tile count for a player not at this table", player)
    for player in players:
        count = game.tiles_left.get(player)
        if count is None:
            if player not in bad_hands:
                report("missing tile count", player)
        elif count < 0:
            report(f"negative tile count {count}", player)
    for player, claims in game.claims.items():
        if rules.variant is Variant.STEIN:
            report("claims in the basic variant (claims belong to stein-plus)", player)
        elif player not in players:
            report("claims for a player not at this table", player)
        elif claims < 0:
            report(f"negative claim count {claims}", player)
    empty = [p for p in players if game.tiles_left.get(p) == 0]
    if game.romme_first_round and game.ended_early:
        report("a first-round Rommé cannot also be ended early", None)
    if not game.ended_early:
        if len(empty) > 1:
            report(f"{len(empty)} empty hands ({', '.join(empty)}) in a game not ended early", None)
        elif not empty and len(game.tiles_left) == len(players):
            report("no empty hand: a game nobody finished must be marked ended_early", None)


def _check_decision(decision: Decision, players: Sequence[str], report: Report) -> None:
    if not decision.reason.strip():
        report(f"the {decision.kind.value} decision has no reason", None)
    if decision.penalty < 0:
        report(f"negative penalty {decision.penalty}", None)
    if decision.kind is DecisionKind.POINTS:
        for player in decision.points:
            if player not in players:
                report("points for a player not at this table", player)
        for player in players:
            if player not in decision.points:
                report("the points decision gives this player no points", player)
            elif decision.points[player] < 0:
                report(f"negative points {decision.points[player]}", player)


# -- dumping -----------------------------------------------------------------------------------


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


def _audit(obj: dict[str, Any], entry: GameEntry) -> None:
    if entry.reason is not None:
        obj["reason"] = entry.reason
    if entry.author is not None:
        obj["author"] = entry.author
    if entry.time is not None:
        obj["time"] = entry.time.isoformat()


def dump_game(entry: GameEntry) -> dict[str, Any]:
    if isinstance(entry, Decision):
        obj: dict[str, Any] = {"override": entry.kind.value}
        if entry.kind is DecisionKind.NEUTRALISED and entry.penalty:
            obj["penalty"] = _number(entry.penalty)
        if entry.kind is DecisionKind.POINTS:
            obj["points"] = {p: _number(v) for p, v in entry.points.items()}
        _audit(obj, entry)
        return obj
    obj = {"tiles_left": {p: n for p, n in entry.tiles_left.items() if p not in entry.hands}}
    if entry.hands:
        obj["hands"] = dict(entry.hands)
    if entry.claims:
        obj["claims"] = dict(entry.claims)
    if entry.romme_first_round:
        obj["romme_first_round"] = True
    if entry.ended_early:
        obj["ended_early"] = True
    _audit(obj, entry)
    return obj


def _dump_withdrawn(withdrawn: WithdrawnDecision) -> dict[str, Any]:
    obj = dump_game(withdrawn.decision)
    obj["withdrawn_reason"] = withdrawn.withdrawn_reason
    if withdrawn.withdrawn_by is not None:
        obj["withdrawn_by"] = withdrawn.withdrawn_by
    if withdrawn.withdrawn_at is not None:
        obj["withdrawn_at"] = withdrawn.withdrawn_at.isoformat()
    return obj


def dump_slot(entry: GameEntry | None, history: GameHistory | None) -> dict[str, Any]:
    """One game slot: the game (or ``{"open": true}``) with its history, if any."""
    obj: dict[str, Any] = {"open": True} if entry is None else dump_game(entry)
    if history is not None:
        if history.result is not None:
            obj["result"] = dump_game(history.result)
        if history.withdrawn:
            obj["withdrawn"] = [_dump_withdrawn(w) for w in history.withdrawn]
    return obj


def _dump_slots(table: Table) -> list[dict[str, Any]]:
    """The table's games up to the last one that holds anything."""
    count = max([len(table.games), *table.history], default=0)
    games = list(table.games) + [None] * (count - len(table.games))
    return [dump_slot(games[k - 1], table.history.get(k)) for k in range(1, count + 1)]


def inferred_round_status(rnd: Round, last: bool) -> str:
    """The status of a round whose file does not say: closed unless it is the last round
    and a game has no result yet (or it has no tables)."""
    if not last:
        return "closed"
    complete = all(
        len(table.games) == len(table.players) and None not in table.games for table in rnd.tables
    )
    return "closed" if complete and rnd.tables else "open"


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
    if settings.jokers != default.jokers:
        rules_obj["jokers"] = settings.jokers
    if settings.neutral_penalty != default.neutral_penalty:
        rules_obj["neutral_penalty"] = _number(settings.neutral_penalty)
    seating: dict[str, Any] = {}
    for key in _SEATING_KEYS_ORDER:
        value = getattr(settings, key)
        if value != getattr(default, key):
            seating[key] = list(value) if key == "groups" else value
    return rules_obj, seating


_SEATING_KEYS_ORDER = (
    "movement",
    "seed",
    "draw",
    "groups",
    "promotion_after_round",
    "winners_group_size",
    "winners_group",
)


def _dump_player(player: Player) -> dict[str, Any]:
    obj: dict[str, Any] = {"id": player.id, "name": player.name}
    if player.club is not None:
        obj["club"] = player.club
    if player.group is not None:
        obj["group"] = player.group
    if player.status != "active":
        obj["status"] = player.status
    if player.joined_round != 1:
        obj["joined_round"] = player.joined_round
    if player.left_after_round is not None:
        obj["left_after_round"] = player.left_after_round
    return obj


def _dump_left(absence: Absence) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "player": absence.player,
        "from_game": absence.from_game,
        "award": absence.award.value,
        "reason": absence.reason,
    }
    if absence.author is not None:
        obj["author"] = absence.author
    if absence.time is not None:
        obj["time"] = absence.time.isoformat()
    return obj


def _dump_round(rnd: Round, last: bool) -> dict[str, Any]:
    obj: dict[str, Any] = {"number": rnd.number}
    if rnd.status is not None and rnd.status != inferred_round_status(rnd, last):
        obj["status"] = rnd.status
    if rnd.sitting_out:
        obj["sitting_out"] = list(rnd.sitting_out)
    tables = []
    for table in rnd.tables:
        item: dict[str, Any] = {"number": table.number}
        if table.group is not None:
            item["group"] = table.group
        item["players"] = list(table.players)
        item["games"] = _dump_slots(table)
        if table.left:
            item["left"] = [_dump_left(absence) for absence in table.left]
        tables.append(item)
    obj["tables"] = tables
    return obj


def dump_tournament(tournament: Tournament) -> dict[str, Any]:
    """The tournament as JSON-ready data; ``parse_tournament`` reads it back unchanged.

    Keys with their default value are left out, so a tournament that uses none of the
    newer keys is written exactly as before they existed."""
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
    data["players"] = [_dump_player(p) for p in tournament.players]
    last = max((rnd.number for rnd in tournament.rounds), default=0)
    data["rounds"] = [_dump_round(rnd, rnd.number == last) for rnd in tournament.rounds]
    return data


def dumps(tournament: Tournament) -> str:
    return json.dumps(dump_tournament(tournament), ensure_ascii=False, indent=2) + "\n"


def dump(tournament: Tournament, path: str | Path) -> None:
    Path(path).write_text(dumps(tournament), encoding="utf-8")
