"""Checking a whole tournament model, each problem with its round, table, game and player
(also for models built by other code than the file reader).
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.rules.options import JokerRule
from tournament.scoring.model import (
    GameEntry,
    GameHistory,
    GameResult,
    Player,
    ScoringRules,
    Table,
    Tournament,
)
from tournament.scoring.results import game_problems, table_size_problem
from tournament.scoring.tournament_file.problems import Problem, Report, reporter


def check_tournament(tournament: Tournament) -> list[Problem]:
    """Every problem of a tournament model (also for models built by other code)."""
    problems: list[Problem] = []
    known: dict[str, Player] = {}
    groups = tournament.settings.groups
    jokers = _joker_rule(tournament.settings.jokers)
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
            where = reporter(problems, rnd.number, table.number, None)
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
            size_problem = table_size_problem(tournament.rules, len(table.players))
            if size_problem:
                where(size_problem, None)
                continue
            if len(table.games) > len(table.players):
                where(
                    f"{len(table.games)} games at a table of {len(table.players)}: "
                    "a round has one game per seat",
                    None,
                )
            _check_left(table, tournament.rules, where)
            for index, game in table.entries():
                report = reporter(problems, rnd.number, table.number, index)
                check_game(game, table.present(index), tournament.rules, report, jokers)
            for index, history in table.history.items():
                report = reporter(problems, rnd.number, table.number, index)
                _check_history(table, index, history, tournament.rules, report, jokers)

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


def _joker_rule(name: str) -> JokerRule:
    """The file's joker rule (the reader refuses unknown ones; a model built by other code
    with one is checked as one joker per player)."""
    try:
        return JokerRule(name)
    except ValueError:
        return JokerRule.PER_PLAYER


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


def _check_left(table: Table, rules: ScoringRules, report: Report) -> None:
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
    fewest = min(rules.game.table_sizes)
    if table.left and len(table.present(len(table.players))) < fewest:
        report(f"fewer than {fewest} players are left at the table", None)


def _check_history(
    table: Table,
    index: int,
    history: GameHistory,
    rules: ScoringRules,
    report: Report,
    jokers: JokerRule,
) -> None:
    """An overridden result and withdrawn decisions are checked like any game."""
    if index > len(table.players):
        report(f"a table of {len(table.players)} has no game {index}", None)
        return
    entry = table.games[index - 1] if index <= len(table.games) else None
    if history.result is not None:
        if entry is None or (isinstance(entry, GameResult) and not entry.ended_early):
            report("an overridden 'result' needs a decision or an ended-early game", None)
        check_game(history.result, table.present(index), rules, report, jokers)
    for number, withdrawn in enumerate(history.withdrawn, start=1):

        def inner(message: str, player: str | None = None, number: int = number) -> None:
            report(f"withdrawn decision {number}: {message}", player)

        if not withdrawn.withdrawn_reason.strip():
            inner("no 'withdrawn_reason'")
        check_game(withdrawn.decision, table.present(index), rules, inner, jokers)


def check_game(
    game: GameEntry,
    players: Sequence[str],
    rules: ScoringRules,
    report: Report,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> None:
    """Report what is wrong with one game slot of a table seating ``players`` (the one
    validation of :mod:`tournament.scoring.results`, in English)."""
    for problem in game_problems(game, players, rules, jokers):
        report(problem.message, problem.player)
