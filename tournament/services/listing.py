"""What the app's long views show, read in a few plain queries: a round's plan (tables,
seats, starters, games entered) without the score book, the seating history's figures,
and every player's points and rank after each round for the standings chart.

At 2,000 players a round has 667 tables: ``round()`` builds a ``GameInfo`` with points for
each of its 2,000 games, which the plan does not show; these calls read only what it does.
"""

from __future__ import annotations

from collections import defaultdict
from contextlib import suppress
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from sqlalchemy import exists, select
from sqlalchemy.orm import Session, selectinload

from tournament.scoring.model import GamePosition, ScoringRules
from tournament.scoring.points import GameScore, score_game
from tournament.scoring.score_book import scored_alone
from tournament.services import _convert as cv
from tournament.services.dto import RoundStatus, TableInfo
from tournament.services.errors import NotFoundError
from tournament.services.score_book import ScoreBookCache
from tournament.store import models as m

if TYPE_CHECKING:
    from tournament.seating.figures import PlanFigures


@dataclass(frozen=True, slots=True)
class PlanSeat:
    """One seat of a round's plan."""

    table: int
    seat: int
    player_id: int
    player_number: int
    player_name: str
    starts: tuple[int, ...]
    """The numbers of the games this seat starts (seat k starts game k; when its player
    left the table, the next one present)."""


@dataclass(frozen=True, slots=True)
class TablePlan:
    number: int
    group: str
    seats: tuple[PlanSeat, ...]
    games: int
    entered: int
    """Games with a result or a director's decision."""
    game_ids: tuple[int, ...] = ()
    """The table's games in order."""
    flagged: bool = False
    """A game has a director's decision, or a player left the table."""


@dataclass(frozen=True, slots=True)
class RoundPlanInfo:
    """A round as its plan shows it: who sits where, who starts, how far the entry is."""

    number: int
    status: RoundStatus
    version: int
    sitting_out: tuple[int, ...]
    tables: tuple[TablePlan, ...]

    @property
    def games(self) -> int:
        return sum(t.games for t in self.tables)

    @property
    def entered(self) -> int:
        return sum(t.entered for t in self.tables)


@dataclass(frozen=True, slots=True)
class RoundStanding:
    """A player's standing after one round: for the chart of points or rank by round."""

    round: int
    points: Fraction
    rank: int


class Listing:
    """Reads for the long views of the app, each a few queries; the rounds' and the games'
    parts answer them (``svc.rounds.round_plan``, ``svc.games.standings_by_round``)."""

    def __init__(self, uow: ScoreBookCache) -> None:
        self._uow = uow

    def round_plan(self, number: int) -> RoundPlanInfo:
        with self._uow.read() as session:
            rnd = session.scalars(
                select(m.Round).where(
                    m.Round.tournament_id == self._uow.tournament_id, m.Round.number == number
                )
            ).first()
            if rnd is None:
                raise NotFoundError(code="round.not_found", what="round", id=number)
            return self._round_plan(session, rnd)

    def _round_plan(self, session: Session, rnd: m.Round) -> RoundPlanInfo:
        tables = session.execute(
            select(m.GameTable.id, m.GameTable.number, m.GameTable.group)
            .where(m.GameTable.round_id == rnd.id)
            .order_by(m.GameTable.number)
        ).all()
        seats: dict[int, list[tuple[int, int, int, str]]] = defaultdict(list)
        for table_id, seat, player_id, player_number, name in session.execute(
            select(m.Seat.table_id, m.Seat.seat, m.Seat.player_id, m.Player.number, m.Player.name)
            .join(m.GameTable, m.Seat.table_id == m.GameTable.id)
            .join(m.Player, m.Seat.player_id == m.Player.id)
            .where(m.GameTable.round_id == rnd.id)
            .order_by(m.Seat.table_id, m.Seat.seat)
        ):
            seats[table_id].append((seat, player_id, player_number, name))
        games: dict[int, list[tuple[int, int, bool]]] = defaultdict(list)
        for game_id, table_id, game_number, has_result in session.execute(
            select(m.Game.id, m.Game.table_id, m.Game.number, m.Game.has_result)
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .where(m.GameTable.round_id == rnd.id)
            .order_by(m.Game.table_id, m.Game.number)
        ):
            games[table_id].append((game_id, game_number, has_result))
        decided = set(
            self._uow.active_decisions(session, [g[0] for gs in games.values() for g in gs])
        )
        absent: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for table_id, player_id, from_game in session.execute(
            select(m.Absence.table_id, m.Absence.player_id, m.Absence.from_game)
            .join(m.GameTable, m.Absence.table_id == m.GameTable.id)
            .where(m.GameTable.round_id == rnd.id)
        ):
            absent[table_id].append((player_id, from_game))
        plan_tables = []
        for table_id, table_number, group in tables:
            ids = [player_id for _seat, player_id, _no, _name in seats[table_id]]
            starts: dict[int, list[int]] = defaultdict(list)
            for _game_id, game_number, _has in games[table_id]:
                gone = {p: True for p, from_game in absent[table_id] if from_game <= game_number}
                starts[cv.starter(ids, game_number, gone)].append(game_number)
            plan_tables.append(
                TablePlan(
                    number=table_number,
                    group=group,
                    seats=tuple(
                        PlanSeat(table_number, seat, pid, no, name, tuple(starts.get(pid, ())))
                        for seat, pid, no, name in seats[table_id]
                    ),
                    games=len(games[table_id]),
                    entered=sum(1 for gid, _n, has in games[table_id] if has or gid in decided),
                    game_ids=tuple(gid for gid, _n, _has in games[table_id]),
                    flagged=any(gid in decided for gid, _n, _has in games[table_id])
                    or any(from_game <= len(games[table_id]) for _p, from_game in absent[table_id]),
                )
            )
        return RoundPlanInfo(
            number=rnd.number,
            status=RoundStatus(rnd.status),
            version=rnd.version,
            sitting_out=tuple(rnd.sitting_out),
            tables=tuple(plan_tables),
        )

    def round_table(self, round_number: int, table_number: int) -> TableInfo:
        """One table of a round as ``round()`` has it (its games with their points): the
        score entry shows one table at a time."""
        with self._uow.read() as session:
            table = session.scalars(
                select(m.GameTable)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(
                    m.Round.tournament_id == self._uow.tournament_id,
                    m.Round.number == round_number,
                    m.GameTable.number == table_number,
                )
                .options(
                    selectinload(m.GameTable.seats),
                    selectinload(m.GameTable.absences),
                    selectinload(m.GameTable.games).selectinload(m.Game.results),
                )
            ).first()
            if table is None:
                raise NotFoundError(
                    code="table.not_found", what="table", round=round_number, id=table_number
                )
            seated = [seat.player_id for seat in table.seats]
            players = {
                p.id: p for p in session.scalars(select(m.Player).where(m.Player.id.in_(seated)))
            }
            decisions = self._uow.active_decisions(session, [g.id for g in table.games])
            rules, scores = self._table_scores(session, round_number, table, decisions)
            return cv.table_info(table, round_number, players, decisions, scores, rules)

    def _table_scores(
        self,
        session: Session,
        round_number: int,
        table: m.GameTable,
        decisions: dict[int, m.Decision],
    ) -> tuple[ScoringRules, dict[tuple[int, int, int], GameScore]]:
        """The points of a table's games, from the score book; when the book is not read
        yet and each game's points are its own (``scored_alone``: no average, nobody who
        left the table), scored here as the book scores them, without reading every game
        of the tournament first (a second at 2,000 players, for the score entry's first
        table)."""
        positions = {
            g.number: GamePosition(round_number, table.number, g.number) for g in table.games
        }
        if not self._uow.book_loaded and not table.absences:
            rules = self._uow.settings(session).scoring_rules
            entries = {g.number: cv.game_entry(g, decisions.get(g.id)) for g in table.games}
            if all(entry is None or scored_alone(entry) for entry in entries.values()):
                players = tuple(str(seat.player_id) for seat in table.seats)
                return rules, {
                    positions[number]: score_game(entry, players, rules)
                    for number, entry in entries.items()
                    if entry is not None
                }
        book = self._uow.book_for(session)
        scores: dict[tuple[int, int, int], GameScore] = {}
        for position in positions.values():
            with suppress(KeyError):  # a game not scored yet
                scores[position] = book.score(position)
        return book.rules, scores

    def results_entered(self) -> bool:
        """True once any game of the tournament has a result or a decision in force: two
        EXISTS queries, where reading the rounds would build every game."""
        games = (
            select(m.Game.id)
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == self._uow.tournament_id)
        )
        with self._uow.read() as session:
            if session.scalar(select(exists(games.where(m.Game.has_result.is_(True))))):
                return True
            decided = games.join(m.Decision, m.Decision.game_id == m.Game.id).where(
                m.Decision.active.is_(True)
            )
            return bool(session.scalar(select(exists(decided))))

    def seating_figures(self, through_round: int, *, rotate: bool) -> PlanFigures | None:
        """How well rounds 1..``through_round`` mix (``seating.figures``), read in one query;
        None before the first round. ``rotate``: the bounds of the rotation."""
        # The seating engine is imported by the views that show it, not by every reader.
        from tournament.seating.figures import plan_figures
        from tournament.services.seat import stored_history

        with self._uow.read() as session:
            history = stored_history(session, self._uow.tournament_id, through_round)
        if not history:
            return None
        return plan_figures(history, rotate)

    def standings_by_round(self) -> dict[int, tuple[RoundStanding, ...]]:
        """Player id -> points and rank after each round, in round order: the standings
        ``standings(through_round=n)`` gives for every n, from one reading of the games.

        The score book adds each round's games to the rounds before it
        (``ScoreBook.standings_by_round``): no score depends on a later game."""
        with self._uow.read() as session:
            numbers = list(
                session.scalars(
                    select(m.Round.number)
                    .where(m.Round.tournament_id == self._uow.tournament_id)
                    .order_by(m.Round.number)
                )
            )
            # A book of its own, read on the reader's thread: the kept one is the GUI's.
            book = self._uow.load_book(session)
        series: dict[int, list[RoundStanding]] = defaultdict(list)
        for number, standings in book.standings_by_round(numbers).items():
            for s in standings:
                series[int(s.player)].append(RoundStanding(number, s.points, s.rank))
        return {pid: tuple(rows) for pid, rows in series.items()}
