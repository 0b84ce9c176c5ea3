"""Rows to plain data, and rows to the scoring engine's model."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from tournament.rules.options import JokerRule, StealRule
from tournament.scoring import model as sm
from tournament.scoring.points import GameScore
from tournament.services._cards import card_result, card_result_info
from tournament.services.dto import (
    AbsenceInfo,
    AbsentAwardName,
    DecisionInfo,
    DecisionKind,
    GameInfo,
    GameStatus,
    PlayerInfo,
    PlayerStatus,
    ResultInfo,
    RoundInfo,
    RoundStatus,
    SeatInfo,
    Settings,
    TableInfo,
    TournamentInfo,
)
from tournament.store import models as m


def settings_of(t: m.Tournament) -> Settings:
    return Settings(
        variant=sm.Variant(t.variant),
        jokers=JokerRule(t.jokers),
        first_turn_rommee=sm.FirstRoundRomme(t.first_turn_rommee),
        neutral_penalty=Fraction(t.neutral_penalty),
        rank_by=sm.Ranking(t.rank_by),
        movement=sm.Movement(t.movement),
        groups=tuple(g for g in t.groups.split(",") if g),
        promotion_after_round=t.promotion_after_round,
        promotion_every=t.promotion_every,
        winners_group_size=t.winners_group_size,
        winners_group=t.winners_group,
        seed=t.seating_seed,
        draw=t.draw,
        seat_by_rating=bool(t.seat_by_rating),
        planned_rounds=t.planned_rounds,
        round_minutes=t.round_minutes,
        deals=stored_deals(t.deals),
        decks=t.decks,
        steal=StealRule(t.steal),
    )


def stored_deals(text: str | None) -> int | str | None:
    """Indian Rummy's deals as the store holds them (a number as text, "to-500")."""
    if text is None or not text.isdigit():
        return text
    return int(text)


def apply_settings(t: m.Tournament, s: Settings) -> None:
    t.variant = str(s.variant)
    t.jokers = str(s.jokers)
    t.first_turn_rommee = str(s.first_turn_rommee)
    t.neutral_penalty = Fraction(s.neutral_penalty)
    t.rank_by = str(s.rank_by)
    t.movement = str(s.movement)
    t.groups = ",".join(s.groups)
    t.promotion_after_round = s.promotion_after_round
    t.promotion_every = s.promotion_every
    t.winners_group_size = s.winners_group_size
    t.winners_group = s.winners_group
    t.seating_seed = s.seed
    t.draw = s.draw
    t.seat_by_rating = s.seat_by_rating
    t.planned_rounds = s.planned_rounds
    t.round_minutes = s.round_minutes
    t.deals = None if s.deals is None else str(s.deals)
    t.decks = s.decks
    t.steal = str(s.steal)


def model_settings(s: Settings) -> sm.TournamentSettings:
    """The settings beyond scoring, as the tournament file's model holds them."""
    return sm.TournamentSettings(
        jokers=str(s.jokers),
        neutral_penalty=s.neutral_penalty,
        movement=str(s.movement),
        seed=s.seed,
        draw=s.draw,
        seat_by_rating=s.seat_by_rating,
        groups=s.groups,
        promotion_after_round=s.promotion_after_round,
        promotion_every=s.promotion_every,
        winners_group_size=s.winners_group_size,
        winners_group=s.winners_group,
        planned_rounds=s.planned_rounds,
        round_minutes=s.round_minutes,
        steal=str(s.steal),
    )


def settings_from_model(rules: sm.ScoringRules, options: sm.TournamentSettings) -> Settings:
    """The services' settings of a tournament file's model (the other way round)."""
    return Settings(
        variant=rules.variant,
        first_turn_rommee=rules.first_round_romme,
        rank_by=rules.ranking,
        jokers=JokerRule(options.jokers),
        neutral_penalty=options.neutral_penalty,
        movement=sm.Movement(options.movement),
        groups=options.groups,
        promotion_after_round=options.promotion_after_round,
        promotion_every=options.promotion_every,
        winners_group_size=options.winners_group_size,
        winners_group=options.winners_group,
        seed=options.seed,
        draw=options.draw,
        seat_by_rating=options.seat_by_rating,
        planned_rounds=options.planned_rounds,
        round_minutes=options.round_minutes,
        deals=rules.deals,
        decks=rules.decks,
        steal=StealRule(options.steal),
    )


def tournament_info(
    t: m.Tournament, location: str, current_round: int, player_count: int
) -> TournamentInfo:
    return TournamentInfo(
        id=t.id,
        name=t.name,
        date=t.date,
        place=t.place,
        director=t.director,
        settings=settings_of(t),
        location=location,
        current_round=current_round,
        player_count=player_count,
        version=t.version,
        created_at=t.created_at,
        updated_at=t.updated_at,
    )


def player_info(p: m.Player) -> PlayerInfo:
    return PlayerInfo(
        id=p.id,
        number=p.number,
        name=p.name,
        club=p.club,
        group=p.group,
        status=PlayerStatus(p.status),
        joined_round=p.joined_round,
        left_after_round=p.left_after_round,
        version=p.version,
        membership_number=p.membership_number or "",
        rating=p.rating,
        rating_provisional=bool(p.rating_provisional),
    )


def _fractions(values: Mapping[str, str]) -> dict[int, Fraction]:
    return {int(k): Fraction(v) for k, v in values.items()}


def decision_info(
    d: m.Decision, players: Sequence[int] = (), rules: sm.ScoringRules | None = None
) -> DecisionInfo:
    """The decision shown; a card game's ended-early match counted for ``players``."""
    played = None
    if d.cards is not None:
        when = d.created_at or datetime.fromtimestamp(0, UTC)
        played = card_result_info(d.cards, players, rules, d.author, when)
    return DecisionInfo(
        id=d.id,
        game_id=d.game_id,
        kind=DecisionKind(d.kind),
        values=_fractions(d.values),
        penalty=Fraction(d.penalty),
        reason=d.reason,
        author=d.author,
        created_at=d.created_at,
        active=d.active,
        withdrawn_reason=d.withdrawn_reason,
        withdrawn_by=d.withdrawn_by,
        withdrawn_at=d.withdrawn_at,
        claims={int(k): int(v) for k, v in d.claims.items()},
        result=played,
    )


def result_info(
    g: m.Game, players: Sequence[int] = (), rules: sm.ScoringRules | None = None
) -> ResultInfo | None:
    """The game's result as stored; a card game's ``totals`` counted for ``players`` (the
    game's players) under ``rules``."""
    if not g.has_result:
        return None
    entered_at = g.entered_at or datetime.fromtimestamp(0, UTC)
    if g.cards is not None:
        return card_result_info(g.cards, players, rules, g.entered_by, entered_at)
    return ResultInfo(
        tiles_left={line.player_id: line.tiles_left for line in g.results},
        claims={line.player_id: line.claims for line in g.results if line.claims},
        hands={line.player_id: line.hand for line in g.results if line.hand},
        first_turn_rommee=g.first_turn_rommee,
        entered_by=g.entered_by,
        entered_at=entered_at,
    )


def game_status(g: m.Game, decision: m.Decision | None) -> GameStatus:
    if decision is not None:
        return GameStatus.DECIDED
    return GameStatus.ENTERED if g.has_result else GameStatus.OPEN


def absence_info(a: m.Absence) -> AbsenceInfo:
    return AbsenceInfo(
        id=a.id,
        table_id=a.table_id,
        player_id=a.player_id,
        from_game=a.from_game,
        award=AbsentAwardName(a.award),
        reason=a.reason,
        author=a.author,
        created_at=a.created_at,
    )


def absent_in(absences: Sequence[m.Absence], game_number: int) -> dict[int, m.Absence]:
    """The players who left the table before game ``game_number``."""
    return {a.player_id: a for a in absences if a.from_game <= game_number}


def starter(seats: Sequence[int], game_number: int, absent: Mapping[int, Any]) -> int:
    """Seat ``game_number`` starts; when that player has left, the next one present."""
    size = len(seats)
    for step in range(size):
        pid = seats[(game_number - 1 + step) % size]
        if pid not in absent:
            return pid
    return seats[game_number - 1]


def game_info(
    g: m.Game,
    round_number: int,
    table_number: int,
    player_ids: Sequence[int],
    decision: m.Decision | None,
    score: GameScore | None,
    absent: Mapping[int, m.Absence] | None = None,
    rules: sm.ScoringRules | None = None,
) -> GameInfo:
    """``player_ids`` are the table's seats; those ``absent`` do not play the game.
    ``rules`` count a card game's totals."""
    gone = absent or {}
    present = tuple(p for p in player_ids if p not in gone)
    return GameInfo(
        id=g.id,
        round_number=round_number,
        table_number=table_number,
        number=g.number,
        starter_player_id=starter(player_ids, g.number, gone),
        player_ids=present,
        status=game_status(g, decision),
        result=result_info(g, present, rules),
        decision=None if decision is None else decision_info(decision, present, rules),
        points=None if score is None else {int(p): v for p, v in score.points.items()},
        max_points=None if score is None else Fraction(score.max_points),
        version=g.version,
        absent={pid: absence_info(a) for pid, a in gone.items()},
    )


def table_info(
    table: m.GameTable,
    round_number: int,
    players: Mapping[int, m.Player],
    decisions: Mapping[int, m.Decision],
    scores: Mapping[tuple[int, int, int], GameScore],
    rules: sm.ScoringRules | None = None,
) -> TableInfo:
    ids = [seat.player_id for seat in table.seats]
    seats = tuple(
        SeatInfo(
            seat=seat.seat,
            player_id=seat.player_id,
            player_number=players[seat.player_id].number,
            player_name=players[seat.player_id].name,
        )
        for seat in table.seats
    )
    games = tuple(
        game_info(
            g,
            round_number,
            table.number,
            ids,
            decisions.get(g.id),
            scores.get((round_number, table.number, g.number)),
            absent_in(table.absences, g.number),
            rules,
        )
        for g in table.games
    )
    return TableInfo(number=table.number, group=table.group, seats=seats, games=games)


def round_info(
    r: m.Round,
    players: Mapping[int, m.Player],
    decisions: Mapping[int, m.Decision],
    scores: Mapping[tuple[int, int, int], GameScore],
    rules: sm.ScoringRules | None = None,
) -> RoundInfo:
    tables = [table_info(t, r.number, players, decisions, scores, rules) for t in r.tables]
    groups = sorted({t.group for t in tables if t.group})
    return RoundInfo(
        number=r.number,
        status=RoundStatus(r.status),
        group=",".join(groups),
        tables=tuple(tables),
        sitting_out=tuple(r.sitting_out),
        started_at=r.started_at,
        closed_at=r.closed_at,
        version=r.version,
        clock_paused_at=r.clock_paused_at,
        clock_paused_seconds=r.clock_paused_seconds or 0,
    )


def decision_entry(decision: m.Decision, key: Any = str) -> sm.GameEntry:
    """The scoring engine's entry for a game under a director decision."""
    if decision.kind == sm.Ruling.ENDED_EARLY and decision.cards is not None:
        return card_result(
            decision.cards,
            key,
            ended_early=True,
            reason=decision.reason,
            author=decision.author,
            time=decision.created_at,
        )
    if decision.kind == sm.Ruling.ENDED_EARLY:
        return sm.SteinResult(
            tiles_left={key(int(p)): int(Fraction(v)) for p, v in decision.values.items()},
            claims={key(int(p)): int(n) for p, n in decision.claims.items() if n},
            ended_early=True,
            reason=decision.reason,
            author=decision.author,
            time=decision.created_at,
        )
    return sm.Decision(
        kind=sm.DecisionKind(decision.kind),
        reason=decision.reason,
        penalty=Fraction(decision.penalty),
        points={key(int(p)): Fraction(v) for p, v in decision.values.items()},
        author=decision.author,
        time=decision.created_at,
    )


def result_entry(
    lines: Sequence[tuple[int, int, int]],
    first_turn_rommee: bool,
    hands: Mapping[int, str],
    key: Any = str,
) -> sm.SteinResult:
    """A played game from its result lines (player id, tiles left, claims)."""
    return sm.SteinResult(
        tiles_left={key(pid): tiles for pid, tiles, _claims in lines},
        claims={key(pid): claims for pid, _tiles, claims in lines if claims},
        romme_first_round=first_turn_rommee,
        hands={key(pid): hand for pid, hand in hands.items()},
    )


def game_entry(g: m.Game, decision: m.Decision | None, key: Any = str) -> sm.GameEntry | None:
    """The scoring engine's entry for a game slot: the active decision wins over the result.

    ``key`` turns a player's database id into the scoring model's player id.
    """
    if decision is not None:
        return decision_entry(decision, key)
    if not g.has_result:
        return None
    if g.cards is not None:
        return card_result(g.cards, key)
    return result_entry(
        [(line.player_id, line.tiles_left, line.claims) for line in g.results],
        g.first_turn_rommee,
        {line.player_id: line.hand for line in g.results if line.hand},
        key,
    )
