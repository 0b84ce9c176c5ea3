"""The printouts' data from an open tournament, read through the services only.

svc = open_tournament("abend.srt")
write_score_sheets(round_seating(svc, 3), "runde3.pdf")
write_standings_workbook(workbook_data(svc), "abend.xlsx")
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any, TypeVar, cast

from tournament.exports.games import game_exports
from tournament.exports.model import (
    DecisionEntry,
    DecisionsReport,
    ExportError,
    GameLine,
    GameRecord,
    RoundSeating,
    SeatEntry,
    SheetTable,
    StandingEntry,
    StandingsReport,
    TournamentHeader,
    WorkbookData,
    shows_totals,
)
from tournament.rules.games import Game
from tournament.scoring import model as sm
from tournament.scoring.model import Deal, GameResult, Ruling
from tournament.scoring.points import GameScore, round_totals
from tournament.services import TournamentService
from tournament.services import _convert as cv
from tournament.services.dto import (
    DecisionInfo,
    GameInfo,
    PlayerInfo,
    ResultInfo,
    RoundInfo,
    SeatInfo,
    Settings,
    StandingRow,
    TournamentInfo,
)
from tournament.services.listing import PlanSeat, RoundPlanInfo

_T = TypeVar("_T")


def tournament_header(info: TournamentInfo) -> TournamentHeader:
    """The tournament's name, date, place, director and every option of its settings (the
    footers name those of the game played: :func:`~tournament.exports.texts.describe_options`)."""
    settings = info.settings
    options = settings.printed_options()
    # The card games' options (RULINGS §8, §9), which printed_options does not name.
    options.setdefault("deals", settings.deals)
    options.setdefault("decks", settings.decks)
    options.setdefault("steal", settings.steal)
    return TournamentHeader(info.name, info.date, info.place, info.director, options)


def _seat_entries(
    seats: Iterable[SeatInfo | PlanSeat], players: Mapping[int, PlayerInfo]
) -> tuple[SeatEntry, ...]:
    """A table's seats in seat order, with each player's club."""
    return tuple(
        SeatEntry(
            seat.seat,
            seat.player_name,
            players[seat.player_id].club if seat.player_id in players else "",
            seat.player_number,
        )
        for seat in sorted(seats, key=lambda seat: seat.seat)
    )


def _seating(
    info: TournamentInfo,
    number: int,
    tables: Iterable[SheetTable],
    sitting_out: Iterable[int],
    players: Mapping[int, PlayerInfo],
) -> RoundSeating:
    names = tuple(players[pid].name if pid in players else f"#{pid}" for pid in sitting_out)
    # The plan says how round 1 came about when the club rating formed it (Einstufung).
    rated = number == 1 and any(p.rating is not None for p in players.values())
    return RoundSeating(
        tournament_header(info),
        number,
        tuple(tables),
        names,
        groups_by_rating=rated and bool(info.settings.groups),
        seated_by_rating=number == 1 and info.settings.seat_by_rating,
    )


def seating_from_round(
    info: TournamentInfo, rnd: RoundInfo, players: Mapping[int, PlayerInfo]
) -> RoundSeating:
    tables = []
    for table in rnd.tables:
        seat_of = {seat.player_id: seat.seat for seat in table.seats}
        starters = tuple(
            seat_of.get(game.starter_player_id, game.number)
            for game in sorted(table.games, key=lambda game: game.number)
        )
        seats = _seat_entries(table.seats, players)
        tables.append(SheetTable(table.number, seats, starters, table.group))
    return _seating(info, rnd.number, tables, rnd.sitting_out, players)


def seating_from_plan(
    info: TournamentInfo, plan: RoundPlanInfo, players: Mapping[int, PlayerInfo]
) -> RoundSeating:
    """:func:`seating_from_round` from a round's plan (which reads no results)."""
    tables = []
    for table in plan.tables:
        starts = {game: seat.seat for seat in table.seats for game in seat.starts}
        starters = tuple(starts[game] for game in sorted(starts))
        seats = _seat_entries(table.seats, players)
        tables.append(SheetTable(table.number, seats, starters, table.group))
    return _seating(info, plan.number, tables, plan.sitting_out, players)


def round_seating(service: TournamentService, round_number: int) -> RoundSeating:
    """Tables, seats and starters of a round, with each player's club."""
    if round_number < 1:
        raise ExportError(f"round {round_number}: rounds are numbered from 1")
    plan = service.rounds.round_plan(round_number)  # the seating only: no results, no score book
    players = {player.id: player for player in service.players.all()}
    seating = seating_from_plan(service.info(), plan, players)
    # With results by phone on, each table's link goes on the cards and the plan as a QR code.
    return replace(seating, links=service.phone.links(round_number))


def standing_entries(
    rows: Iterable[StandingRow], card_totals: Mapping[int, int] | None = None
) -> tuple[StandingEntry, ...]:
    """The standings' lines; ``card_totals`` (player id -> a card game's totals summed)
    for a card game."""
    return tuple(
        StandingEntry(
            rank=row.rank,
            name=row.name,
            club=row.club,
            points=row.points,
            max_points=row.max_points,
            games=row.games,
            shared=row.shared,
            group=row.group,
            number=row.player_number,
            games_won=row.games_won,
            claims=row.claims,
            tiles_left=row.tiles_left,
            withdrawn=row.status == "withdrawn",
            card_total=None if card_totals is None else card_totals.get(row.player_id, 0),
        )
        for row in rows
    )


def card_totals(rounds: Iterable[RoundInfo], settings: Settings) -> dict[int, int]:
    """Player id -> a card game's totals over the rounds' games as scored (a played match,
    or a match the director ended early; not a neutralised or director-set one)."""
    sums: dict[int, int] = defaultdict(int)
    for rnd in rounds:
        for table in rnd.tables:
            for game in table.games:
                for pid, total in match_totals(game, settings).items():
                    sums[pid] += total
    return dict(sums)


def _scored_result(game: GameInfo) -> ResultInfo | None:
    """The result a game was scored from: the entered one, the match as it stood when the
    director ended it early, or none (a decision that sets the points)."""
    if game.decision is not None:
        return game.decision.result if game.decision.kind == Ruling.ENDED_EARLY else None
    return game.result


def match_totals(game: GameInfo, settings: Settings) -> dict[int, int]:
    """A card game's totals per player id as the engine counts them (empty for none)."""
    return _result_totals(_scored_result(game), game.player_ids, settings)


def _result_totals(
    result: ResultInfo | None, player_ids: Iterable[int], settings: Settings
) -> dict[int, int]:
    if result is None or not (result.deals or result.card_points or result.laid):
        return {}
    if result.totals:
        return dict(result.totals)
    players = [str(pid) for pid in player_ids]
    rules = settings.scoring_rules
    counted = round_totals(_game_result(result, rules.game), players, rules)
    return {int(pid): total for pid, total in counted.items()}


def _game_result(result: ResultInfo, game: type[Game]) -> GameResult:
    """A card result in the scoring engine's words (player ids as text)."""

    def keyed(values: Mapping[int, _T]) -> dict[str, _T]:
        return {str(pid): value for pid, value in values.items()}

    deals = tuple(
        Deal(str(deal.winner), keyed(deal.deadwood), keyed(deal.hands)) for deal in result.deals
    )
    given = {
        "deals": deals,
        "card_points": keyed(result.card_points),
        "laid": keyed(result.laid),
        "hands": keyed(result.hands),
    }
    return game.result(given)


def standings_report(
    service: TournamentService, *, through_round: int | None = None
) -> StandingsReport:
    """The standings through ``through_round`` (default: every game entered so far). The
    title names the round when the standings are final for it (the round is closed)."""
    info = service.info()
    if through_round is not None and not 1 <= through_round <= info.current_round:
        raise ExportError(
            f"standings after round {through_round}: the tournament has "
            f"{info.current_round} round(s)"
        )
    rows = service.games.standings(through_round=through_round)
    after = through_round
    if after is None and info.current_round:
        latest = service.rounds.round_plan(info.current_round)  # its status: no results read
        after = latest.number if latest.status == "closed" else None
    totals = None
    if shows_totals(info.settings.variant.game):
        rounds = [
            rnd
            for rnd in service.rounds.all()
            if through_round is None or rnd.number <= through_round
        ]
        totals = card_totals(rounds, info.settings)
    return StandingsReport(tournament_header(info), standing_entries(rows, totals), after)


def game_records(
    rounds: Iterable[RoundInfo], names: Mapping[int, str], settings: Settings | None = None
) -> tuple[GameRecord, ...]:
    """Every game of ``rounds`` as entered, with the points it gave; the lines of a game
    that shows totals with them (``settings`` are the tournament's, for counting them)."""
    settings = settings or Settings()
    played = game_exports(settings.variant.game)
    records = []
    for rnd in rounds:
        for table in rnd.tables:
            seat_of = {seat.player_id: seat.seat for seat in table.seats}
            for game in table.games:
                result = game.result
                scored = _scored_result(game)
                totals = match_totals(game, settings)
                lines = tuple(
                    GameLine(
                        seat=seat_of.get(pid, 0),
                        name=names.get(pid, f"#{pid}"),
                        tiles_left=result.tiles_left.get(pid) if result else None,
                        claims=result.claims.get(pid) if result else None,
                        points=game.points.get(pid) if game.points is not None else None,
                        total=totals.get(pid),
                        laid=scored.laid.get(pid, ()) if scored else (),
                        hand=scored.hands.get(pid) if scored and scored.laid else None,
                    )
                    for pid in game.player_ids
                )
                records.append(
                    GameRecord(
                        round_number=rnd.number,
                        table_number=table.number,
                        game_number=game.number,
                        starter_seat=seat_of.get(game.starter_player_id, game.number),
                        lines=lines,
                        max_points=game.max_points,
                        decision=game.decision.kind if game.decision else "",
                        first_turn_rommee=bool(result and result.first_turn_rommee),
                        entered_by=result.entered_by if result else "",
                        entered_at=result.entered_at if result else None,
                        deals=played.deal_records(scored, seat_of),
                    )
                )
    return tuple(records)


_starter = cast(Callable[[Sequence[str], int, Mapping[str, Any]], str], cv.starter)
"""Who starts a game (the services' rule), over the model's player codes."""


def model_game_records(
    tournament: sm.Tournament,
    scores: Mapping[sm.GamePosition, GameScore],
    scored_as: Mapping[str, str] | None = None,
) -> tuple[GameRecord, ...]:
    """Every game slot of the tournament model as entered, with the points ``scores`` gave
    it: what :func:`game_records` makes of the rounds' views, without reading them (a
    2,000-player tournament's rounds are some 150,000 rows as objects). ``scored_as``
    names each player code's id in ``scores`` (default: the code)."""
    scored_as = scored_as or {}
    names = {player.id: player.name for player in tournament.players}
    epoch = datetime.fromtimestamp(0, UTC)
    records = []
    for rnd in tournament.rounds:
        for table in rnd.tables:
            seats = table.players
            seat_of = {code: seat for seat, code in enumerate(seats, start=1)}
            for number in range(1, len(seats) + 1):
                entry = table.games[number - 1] if number <= len(table.games) else None
                absent = table.absent(number) if table.left else {}
                decision = ""
                result = entry if isinstance(entry, sm.GameResult) else None
                if isinstance(entry, sm.Decision):
                    decision = str(entry.kind)
                elif entry is not None and entry.ended_early:
                    decision = str(sm.Ruling.ENDED_EARLY)
                if decision:  # the result entered before the decision, if any
                    result = table.history.get(number, sm.GameHistory()).result
                tiles = result if isinstance(result, sm.SteinResult) else None
                score = scores.get(sm.GamePosition(rnd.number, table.number, number))
                lines = tuple(
                    GameLine(
                        seat=seat_of[code],
                        name=names.get(code, code),
                        tiles_left=tiles.tiles_left.get(code) if tiles else None,
                        claims=tiles.claims.get(code) if tiles else None,
                        points=(
                            score.points.get(scored_as.get(code, code))
                            if score is not None
                            else None
                        ),
                    )
                    for code in seats
                    if code not in absent
                )
                starter = _starter(seats, number, absent)
                records.append(
                    GameRecord(
                        round_number=rnd.number,
                        table_number=table.number,
                        game_number=number,
                        starter_seat=seat_of.get(starter, number),
                        lines=lines,
                        max_points=None if score is None else Fraction(score.max_points),
                        decision=decision,
                        first_turn_rommee=bool(tiles and tiles.romme_first_round),
                        entered_by=(result.author or "") if result else "",
                        entered_at=(result.time or epoch) if result else None,
                    )
                )
    return tuple(records)


def decision_entries(
    decisions: Iterable[DecisionInfo],
    rounds: Iterable[RoundInfo] | Mapping[int, tuple[int, int, int]],
    names: Mapping[int, str],
    settings: Settings | None = None,
) -> tuple[DecisionEntry, ...]:
    """Every decision with where it was made (round, table, game) and names for ids;
    ``rounds`` are the rounds, or each game's place by its id (then a card match ended
    early is not totalled: the fast path is for the tile games). A card match ended early
    shows each player's total as the match stood."""
    settings = settings or Settings()
    games: dict[int, GameInfo] = {}
    if isinstance(rounds, Mapping):
        where = rounds
    else:
        games = {game.id: game for rnd in rounds for table in rnd.tables for game in table.games}
        where = {
            game_id: (game.round_number, game.table_number, game.number)
            for game_id, game in games.items()
        }
    entries = []
    for decision in decisions:
        round_number, table_number, game_number = where.get(decision.game_id, (0, 0, 0))
        values: Mapping[int, Fraction | int] = decision.values
        if not values and decision.result is not None and decision.game_id in games:
            values = _result_totals(decision.result, games[decision.game_id].player_ids, settings)
        entries.append(
            DecisionEntry(
                round_number=round_number,
                table_number=table_number,
                game_number=game_number,
                kind=decision.kind,
                reason=decision.reason,
                author=decision.author,
                time=decision.created_at or datetime.fromtimestamp(0, UTC),
                values=tuple(
                    (names.get(pid, f"#{pid}"), Fraction(value)) for pid, value in values.items()
                ),
                penalty=decision.penalty,
                withdrawn=not decision.active,
                withdrawn_reason=decision.withdrawn_reason,
                withdrawn_by=decision.withdrawn_by,
                withdrawn_at=decision.withdrawn_at,
            )
        )
    return tuple(entries)


def decisions_report(service: TournamentService) -> DecisionsReport:
    rounds = service.rounds.all()
    names = {player.id: player.name for player in service.players.all()}
    info = service.info()
    decisions = decision_entries(
        service.decisions.all(include_withdrawn=True), rounds, names, info.settings
    )
    return DecisionsReport(tournament_header(info), decisions)


def workbook_data(service: TournamentService) -> WorkbookData:
    """Standings, every game and every decision of the tournament.

    The tile games' records come from the tournament's model (read as plain rows) scored by
    its score book, not from the rounds' views: the same records at a fraction of the cost.
    A card game's deals and card points are read from the rounds' views. The points are
    the service's score book's, the one the standings come from (built once)."""
    from tournament.services.exchange import game_places, player_codes, tournament_model

    names = {player.id: player.name for player in service.players.all()}
    settings = service.info().settings
    decisions = service.decisions.all(include_withdrawn=True)
    if not shows_totals(settings.scoring_rules.game):
        model = tournament_model(service)
        scored_as = {code: str(pid) for pid, code in player_codes(service).items()}
        games = model_game_records(model, service.games.game_scores(), scored_as)
        decisions_of = decision_entries(decisions, game_places(service), names, settings)
    else:
        rounds = service.rounds.all()
        games = game_records(rounds, names, settings)
        decisions_of = decision_entries(decisions, rounds, names, settings)
    return WorkbookData(
        standings=standings_report(service),
        games=games,
        decisions=decisions_of,
    )


__all__ = [
    "card_totals",
    "decision_entries",
    "decisions_report",
    "game_records",
    "match_totals",
    "model_game_records",
    "round_seating",
    "seating_from_plan",
    "seating_from_round",
    "standing_entries",
    "standings_report",
    "tournament_header",
    "workbook_data",
]
