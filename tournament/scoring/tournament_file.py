"""The tournament file (JSON, format "stein-rummy/1"): parse, check, dump.

The format is documented in ``docs/tournament-file.md``. Reading a file either yields a
complete :class:`~tournament.scoring.model.Tournament` or raises one
:class:`TournamentFileError` that lists every problem found, each naming its round, table,
game and player; nothing is half-read.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament.scoring.model import (
    FORMAT,
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameEntry,
    GameResult,
    Player,
    Ranking,
    Round,
    ScoringRules,
    Table,
    Tournament,
    Variant,
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
            found.append((player, f"hand {notation!r}: {exc}"))
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
                self.problem(f"unknown key {key!r} in {what}")

    def mapping(self, value: Any, what: str) -> dict[str, Any] | None:
        if isinstance(value, dict):
            return value
        self.problem(f"{what} must be an object, not {_kind(value)}")
        return None

    def string(self, obj: Mapping[str, Any], key: str, what: str, required: bool) -> str | None:
        value = obj.get(key)
        if value is None:
            if required:
                self.problem(f"{what} has no {key!r}")
            return None
        if not isinstance(value, str) or (required and not value.strip()):
            self.problem(f"{what} {key!r} must be a non-empty string")
            return None
        return value

    def integer(self, value: Any, what: str, player: str | None = None) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(f"{what} must be a whole number, not {value!r}", player)
            return None
        return value

    def flag(self, obj: Mapping[str, Any], key: str) -> bool:
        value = obj.get(key, False)
        if not isinstance(value, bool):
            self.problem(f"{key!r} must be true or false, not {value!r}")
            return False
        return value

    def number(self, value: Any, what: str, player: str | None = None) -> Fraction | None:
        """An exact number: JSON int or decimal (0.5 is read as 1/2), or a string "1/3"."""
        try:
            if isinstance(value, bool):
                raise TypeError
            if isinstance(value, float):
                return Fraction(repr(value))
            if isinstance(value, int | str):
                return Fraction(value)
            raise TypeError
        except (TypeError, ValueError, ZeroDivisionError):
            self.problem(f"{what} must be a number, not {value!r}", player)
            return None

    def option(self, obj: Mapping[str, Any], key: str, enum: Any, default: Any) -> Any:
        value = obj.get(key, default.value)
        try:
            return enum(value)
        except ValueError:
            choices = " | ".join(member.value for member in enum)
            self.problem(f"rules {key!r} must be one of {choices}, not {value!r}")
            return default

    def timestamp(self, obj: Mapping[str, Any]) -> datetime | None:
        value = obj.get("time")
        if value is None:
            return None
        try:
            if not isinstance(value, str):
                raise TypeError
            return datetime.fromisoformat(value)
        except (TypeError, ValueError):
            self.problem(f"'time' must be an ISO 8601 date and time, not {value!r}")
            return None


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", type(None): "null"}.get(
        type(value), f"{value!r}"
    )


_TOP_KEYS = {"format", "name", "date", "rules", "players", "rounds"}
_RULE_KEYS = {"variant", "first_round_romme", "ranking"}
_PLAYER_KEYS = {"id", "name", "club"}
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


def loads(text: str, source: str | None = None) -> Tournament:
    """Parse a tournament file's text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise TournamentFileError(
            [Problem(f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}")],
            source,
        ) from None
    return parse_tournament(data, source)


def load(path: str | Path) -> Tournament:
    """Read a tournament file (UTF-8 JSON)."""
    return loads(Path(path).read_text(encoding="utf-8"), str(path))


def _read_tournament(reader: _Reader, data: Any) -> Tournament | None:
    top = reader.mapping(data, "the tournament file")
    if top is None:
        return None
    fmt = top.get("format")
    if fmt != FORMAT:
        reader.problem(f"unsupported format {fmt!r}: this program reads {FORMAT!r}")
        return None
    reader.keys(top, _TOP_KEYS, "the tournament")
    name = reader.string(top, "name", "the tournament", required=True) or ""
    when = reader.string(top, "date", "the tournament", required=False)
    if when is not None:
        try:
            date.fromisoformat(when)
        except ValueError:
            reader.problem(f"'date' must be YYYY-MM-DD, not {when!r}")
    rules = _read_rules(reader, top.get("rules", {}))
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
        name=name, date=when, rules=rules, players=tuple(players), rounds=tuple(rounds)
    )


def _read_rules(reader: _Reader, data: Any) -> ScoringRules:
    obj = reader.mapping(data, "'rules'")
    if obj is None:
        return ScoringRules()
    reader.keys(obj, _RULE_KEYS, "'rules'")
    return ScoringRules(
        variant=reader.option(obj, "variant", Variant, Variant.STEIN),
        first_round_romme=reader.option(
            obj, "first_round_romme", FirstRoundRomme, FirstRoundRomme.WINNER_FULL
        ),
        ranking=reader.option(obj, "ranking", Ranking, Ranking.POINTS),
    )


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
        player_id = reader.string(obj, "id", f"player {index}", required=True)
        name = reader.string(obj, "name", f"player {index}", required=True)
        club = reader.string(obj, "club", f"player {index}", required=False)
        if player_id is not None and name is not None:
            players.append(Player(id=player_id, name=name, club=club))
    return players


def _read_round(reader: _Reader, data: Any, index: int) -> Round | None:
    reader.where = {}
    obj = reader.mapping(data, f"round {index}")
    if obj is None:
        return None
    reader.keys(obj, {"number", "tables"}, f"round {index}")
    number = reader.integer(obj.get("number"), f"round {index} 'number'")
    if number is None:
        return None
    tables_data = obj.get("tables", [])
    reader.where = {"round": number}
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
    return Round(number=number, tables=tuple(tables))


def _read_table(reader: _Reader, data: Any, index: int) -> Table | None:
    obj = reader.mapping(data, f"table {index}")
    if obj is None:
        return None
    reader.keys(obj, {"number", "players", "games"}, f"table {index}")
    number = reader.integer(obj.get("number"), f"table {index} 'number'")
    if number is None:
        return None
    reader.where = {**reader.where, "table": number}
    players_data = obj.get("players")
    if not isinstance(players_data, list) or not all(isinstance(p, str) for p in players_data):
        reader.problem("'players' must be a list of player ids")
        return None
    games_data = obj.get("games", [])
    if not isinstance(games_data, list):
        reader.problem(f"'games' must be a list, not {_kind(games_data)}")
        return None
    games: list[GameEntry] = []
    table_where = dict(reader.where)
    for game_index, game_data in enumerate(games_data, start=1):
        reader.where = {**table_where, "game": game_index}
        game = _read_game(reader, game_data, tuple(players_data))
        if game is not None:
            games.append(game)
    reader.where = table_where
    return Table(number=number, players=tuple(players_data), games=tuple(games))


def _read_game(reader: _Reader, data: Any, players: tuple[str, ...]) -> GameEntry | None:
    obj = reader.mapping(data, "a game")
    if obj is None:
        return None
    if "override" in obj:
        return _read_decision(reader, obj)
    reader.keys(obj, _RESULT_KEYS, "a game")
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
            reader.problem(f"the hand must be tiles as text, not {notation!r}", player)
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
        reason=reader.string(obj, "reason", "the game", required=False),
        author=reader.string(obj, "author", "the game", required=False),
        time=reader.timestamp(obj),
    )


def _read_decision(reader: _Reader, obj: Mapping[str, Any]) -> Decision | None:
    override = obj.get("override")
    try:
        kind = DecisionKind(str(override))
    except ValueError:
        choices = " | ".join(kind.value for kind in DecisionKind)
        reader.problem(f"unknown decision {override!r} (known: {choices})")
        return None
    reader.keys(obj, _DECISION_KEYS, f"the {kind.value} decision")
    reason = obj.get("reason")
    if reason is not None and not isinstance(reason, str):
        reader.problem(f"the reason must be text, not {reason!r}")
    if not isinstance(reason, str):
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
        author=reader.string(obj, "author", "the decision", required=False),
        time=reader.timestamp(obj),
    )


# -- checking the model ----------------------------------------------------------------------


def check_tournament(tournament: Tournament) -> list[Problem]:
    """Every problem of a tournament model (also for models built by other code)."""
    problems: list[Problem] = []
    known: set[str] = set()
    for listed in tournament.players:
        if listed.id in known:
            problems.append(Problem("player id listed twice", player=listed.id))
        known.add(listed.id)
    seen_rounds: set[int] = set()
    for rnd in tournament.rounds:
        if rnd.number in seen_rounds:
            problems.append(Problem("round number used twice", round=rnd.number))
        seen_rounds.add(rnd.number)
        seated: set[str] = set()
        seen_tables: set[int] = set()
        for table in rnd.tables:
            where = _reporter(problems, rnd.number, table.number, None)
            if table.number in seen_tables:
                where("table number used twice in the round", None)
            seen_tables.add(table.number)
            for player in table.players:
                if player not in known:
                    where("unknown player id", player)
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
            for index, game in enumerate(table.games, start=1):
                report = _reporter(problems, rnd.number, table.number, index)
                check_game(game, table.players, tournament.rules, report)
    return problems


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


def dump_tournament(tournament: Tournament) -> dict[str, Any]:
    """The tournament as JSON-ready data; ``parse_tournament`` reads it back unchanged."""
    data: dict[str, Any] = {"format": FORMAT, "name": tournament.name}
    if tournament.date is not None:
        data["date"] = tournament.date
    rules = tournament.rules
    data["rules"] = {
        "variant": rules.variant.value,
        "first_round_romme": rules.first_round_romme.value,
        "ranking": rules.ranking.value,
    }
    data["players"] = [
        {"id": p.id, "name": p.name, **({"club": p.club} if p.club is not None else {})}
        for p in tournament.players
    ]
    data["rounds"] = [
        {
            "number": rnd.number,
            "tables": [
                {
                    "number": table.number,
                    "players": list(table.players),
                    "games": [dump_game(game) for game in table.games],
                }
                for table in rnd.tables
            ],
        }
        for rnd in tournament.rounds
    ]
    return data


def dumps(tournament: Tournament) -> str:
    return json.dumps(dump_tournament(tournament), ensure_ascii=False, indent=2) + "\n"


def dump(tournament: Tournament, path: str | Path) -> None:
    Path(path).write_text(dumps(tournament), encoding="utf-8")
