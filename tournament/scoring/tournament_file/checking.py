"""Checking a whole tournament model, each problem with its round, table, game and player
(also for models built by other code than the file reader).
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.scoring.model import (
    Decision,
    DecisionKind,
    GameEntry,
    GameHistory,
    GameResult,
    Player,
    ScoringRules,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.points import TABLE_SIZES
from tournament.scoring.tournament_file.hands import hand_problems
from tournament.scoring.tournament_file.problems import Problem, Report, reporter


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
            if len(table.players) not in TABLE_SIZES:
                where(f"a table seats 3 or 4 players, not {len(table.players)}", None)
                continue
            if len(table.games) > len(table.players):
                where(
                    f"{len(table.games)} games at a table of {len(table.players)}: "
                    "a round has one game per seat",
                    None,
                )
            _check_left(table, where)
            for index, game in table.entries():
                report = reporter(problems, rnd.number, table.number, index)
                check_game(game, table.present(index), tournament.rules, report)
            for index, history in table.history.items():
                report = reporter(problems, rnd.number, table.number, index)
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
