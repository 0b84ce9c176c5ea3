"""Reading a tournament file into the model: the tournament, its rules and seating
options, its players and rounds; the file is refused whole with every problem found.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

from tournament.rules.games import GameOption
from tournament.rules.options import StealRule
from tournament.scoring.limits import (
    GROUP_LIMIT,
    ID_LIMIT,
    MEMBERSHIP_LIMIT,
    NAME_LIMIT,
    text_problem,
)
from tournament.scoring.model import (
    DEALS_MAX,
    FILE_RANKING,
    FORMAT,
    JOKER_RULES,
    MOVEMENTS,
    PLAYER_STATUSES,
    TO_500,
    FirstRoundRomme,
    Player,
    PlayerStatus,
    Ranking,
    Round,
    RoundStatus,
    ScoringRules,
    Table,
    Tournament,
    TournamentSettings,
    Variant,
)
from tournament.scoring.tournament_file.checking import check_tournament
from tournament.scoring.tournament_file.fields import Reader
from tournament.scoring.tournament_file.parsing_tables import read_table
from tournament.scoring.tournament_file.problems import Problem, TournamentFileError
from tournament.scoring.tournament_file.safe_json import kind_of, read_json, show

_TOP_KEYS = {
    "format",
    "name",
    "date",
    "venue",
    "director",
    "rules",
    "seating",
    "planned_rounds",
    "round_minutes",
    "players",
    "rounds",
}
_RULE_KEYS = {"variant", "first_round_romme", "ranking", "jokers", "neutral_penalty"}
_GAME_RULE_KEYS = {GameOption.DEALS: "deals", GameOption.DECKS: "decks", GameOption.STEAL: "steal"}
"""The card games' options in "rules" (RULINGS §8, §9), each allowed for its game only."""
SEATING_KEYS = (  # in the order the file is written
    "movement",
    "seed",
    "draw",
    "seat_by_rating",
    "groups",
    "promotion_after_round",
    "promotion_every",
    "winners_group_size",
    "winners_group",
)
_PLAYER_KEYS = {
    "id",
    "name",
    "club",
    "membership_number",
    "group",
    "status",
    "joined_round",
    "left_after_round",
    "rating",
    "rating_provisional",
}
_ROUND_KEYS = {"number", "tables", "sitting_out", "status"}
ROUND_STATUSES: tuple[str, ...] = tuple(RoundStatus)


def _at(problem: Problem) -> tuple[int | None, int | None, int | None, str | None]:
    return problem.round, problem.table, problem.game, problem.player


def parse_tournament(data: Any, source: str | None = None) -> Tournament:
    """Read a tournament from parsed JSON; refuse it whole with every problem found."""
    reader = Reader()
    tournament = _read_tournament(reader, data)
    if tournament is not None:
        # A player's value the reader refused is left out of the game it read: the game's
        # check would then report it missing too. One problem per player and game.
        refused = {_at(p) for p in reader.problems if p.player is not None}
        reader.problems.extend(p for p in check_tournament(tournament) if _at(p) not in refused)
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
    return parse_tournament(read_json(text, source), source)


def load(path: str | Path) -> Tournament:
    """Read a tournament file (UTF-8 JSON)."""
    return loads(Path(path).read_bytes(), str(path))


def _read_tournament(reader: Reader, data: Any) -> Tournament | None:
    top = reader.mapping(data, "the tournament file")
    if top is None:
        return None
    fmt = top.get("format")
    if fmt != FORMAT:
        reader.problem(f"unsupported format {show(fmt)}: this program reads {FORMAT!r}")
        return None
    reader.keys(top, _TOP_KEYS, "the tournament")
    name = reader.string(top, "name", "the tournament", required=True) or ""
    when = reader.string(top, "date", "the tournament", required=False)
    if when is not None:
        try:
            date.fromisoformat(when)
        except ValueError:
            reader.problem(f"'date' must be YYYY-MM-DD, not {show(when)}")
    venue = reader.string(top, "venue", "the tournament", required=False)
    director = reader.string(top, "director", "the tournament", required=False)
    rules, settings = _read_rules(reader, top.get("rules", {}))
    reader.game = rules.game
    settings = _read_seating(reader, top.get("seating", {}), settings)
    if "planned_rounds" in top:
        planned = reader.integer(top["planned_rounds"], "'planned_rounds'")
        if planned is not None and planned < 1:
            reader.problem(f"'planned_rounds' must be 1 or more, not {planned}")
        elif planned is not None:
            settings = replace(settings, planned_rounds=planned)
    if "round_minutes" in top:
        minutes = reader.integer(top["round_minutes"], "'round_minutes'")
        if minutes is not None and minutes < 1:
            reader.problem(f"'round_minutes' must be 1 or more, not {minutes}")
        elif minutes is not None:
            settings = replace(settings, round_minutes=minutes)
    players = _read_players(reader, top.get("players"))
    rounds_data = top.get("rounds", [])
    rounds: list[Round] = []
    if not isinstance(rounds_data, list):
        reader.problem(f"'rounds' must be a list, not {kind_of(rounds_data)}")
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


def _read_rules(reader: Reader, data: Any) -> tuple[ScoringRules, TournamentSettings]:
    obj = reader.mapping(data, "'rules'")
    if obj is None:
        return ScoringRules(ranking=FILE_RANKING), TournamentSettings()
    reader.keys(obj, _RULE_KEYS | set(_GAME_RULE_KEYS.values()), "'rules'")
    rules = ScoringRules(
        variant=reader.option(obj, "variant", Variant, Variant.STEIN),
        first_round_romme=reader.option(
            obj, "first_round_romme", FirstRoundRomme, FirstRoundRomme.WINNER_FULL
        ),
        ranking=reader.option(obj, "ranking", Ranking, FILE_RANKING),
    )
    settings = TournamentSettings()
    rules, settings = _read_game_rules(reader, obj, rules, settings)
    jokers = obj.get("jokers", settings.jokers)
    if jokers not in JOKER_RULES:
        reader.problem(
            f"rules 'jokers' must be one of {' | '.join(JOKER_RULES)}, not {show(jokers)}"
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


def _read_game_rules(
    reader: Reader, obj: dict[str, Any], rules: ScoringRules, settings: TournamentSettings
) -> tuple[ScoringRules, TournamentSettings]:
    """The options of the tournament's game: Indian Rummy's ``deals`` (a number or
    "to-500"), Drachenrummy's ``decks`` (1 or 2) and ``steal`` rule."""
    game = rules.game
    for option, key in _GAME_RULE_KEYS.items():
        if key in obj and option not in game.options:
            reader.problem(f"rules {key!r} does not belong to {game.name}")
    if "deals" in obj and GameOption.DEALS in game.options:
        deals = obj["deals"]
        if deals == TO_500 or (
            isinstance(deals, int) and not isinstance(deals, bool) and 1 <= deals <= DEALS_MAX
        ):
            rules = replace(rules, deals=deals)
        else:
            reader.problem(
                f"rules 'deals' must be 1 to {DEALS_MAX} or {TO_500!r}, not {show(deals)}"
            )
    if "decks" in obj and GameOption.DECKS in game.options:
        decks = obj["decks"]
        if decks in (1, 2) and not isinstance(decks, bool):
            rules = replace(rules, decks=decks)
        else:
            reader.problem(f"rules 'decks' must be 1 or 2, not {show(decks)}")
    if "steal" in obj and GameOption.STEAL in game.options:
        steal = reader.option(obj, "steal", StealRule, StealRule.SAME_FACE)
        settings = replace(settings, steal=steal.value)
    return rules, settings


def _read_seating(reader: Reader, data: Any, settings: TournamentSettings) -> TournamentSettings:
    """The seating options (RULINGS §7); every key optional."""
    obj = reader.mapping(data, "'seating'")
    if obj is None:
        return settings
    reader.keys(obj, SEATING_KEYS, "'seating'")
    movement = obj.get("movement", settings.movement)
    if movement not in MOVEMENTS:
        reader.problem(
            f"seating 'movement' must be one of {' | '.join(MOVEMENTS)}, not {show(movement)}"
        )
    else:
        settings = replace(settings, movement=movement)
    if "seed" in obj:
        seed = reader.integer(obj["seed"], "seating 'seed'")
        if seed is not None:
            settings = replace(settings, seed=seed)
    if "draw" in obj:
        settings = replace(settings, draw=reader.flag(obj, "draw"))
    if "seat_by_rating" in obj:
        settings = replace(settings, seat_by_rating=reader.flag(obj, "seat_by_rating"))
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
    if "promotion_every" in obj:
        settings = replace(settings, promotion_every=reader.flag(obj, "promotion_every"))
        if settings.promotion_every and "promotion_after_round" not in obj:
            reader.problem("seating 'promotion_every' needs 'promotion_after_round'")
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


def _read_players(reader: Reader, data: Any) -> list[Player]:
    players: list[Player] = []
    for what, obj in reader.objects(data, "players", "player"):
        reader.keys(obj, _PLAYER_KEYS, what)
        player_id = reader.string(obj, "id", what, True, ID_LIMIT)
        name = reader.string(obj, "name", what, required=True)
        club = reader.string(obj, "club", what, required=False)
        group = reader.string(obj, "group", what, False, GROUP_LIMIT)
        number = reader.string(obj, "membership_number", what, False, MEMBERSHIP_LIMIT)
        rating = None
        if "rating" in obj:
            rating = reader.integer(obj["rating"], "'rating'", player_id)
        provisional = reader.flag(obj, "rating_provisional")
        status = obj.get("status", PlayerStatus.ACTIVE)
        if status not in PLAYER_STATUSES:
            reader.problem(
                f"{what} 'status' must be one of {' | '.join(PLAYER_STATUSES)}, not {show(status)}",
                player_id,
            )
            status = PlayerStatus.ACTIVE
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
                    membership_number=number or None,
                    rating=rating,
                    rating_provisional=provisional,
                )
            )
    return players


def _read_round(reader: Reader, data: Any, index: int) -> Round | None:
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
        reader.problem(f"'status' must be open or closed, not {show(status)}")
        status = None
    out_data = obj.get("sitting_out", [])
    if not isinstance(out_data, list) or not all(isinstance(p, str) for p in out_data):
        reader.problem("'sitting_out' must be a list of player ids")
        out_data = []
    if not isinstance(tables_data, list):
        reader.problem(f"'tables' must be a list, not {kind_of(tables_data)}")
        return None
    tables: list[Table] = []
    for table_index, table_data in enumerate(tables_data, start=1):
        reader.where = {"round": number}
        table = read_table(reader, table_data, table_index)
        if table is not None:
            tables.append(table)
    reader.where = {}
    return Round(number=number, tables=tuple(tables), sitting_out=tuple(out_data), status=status)
