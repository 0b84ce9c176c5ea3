"""The score book of an open tournament, and the rows the use cases look up.

The book (``tournament.scoring.score_book.ScoreBook``) is loaded once and kept up to date:
an action's own changes are applied when it commits (``UnitOfWork.after_commit``), other
desks' changes are caught up on the next read (``book_for``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, cast

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from tournament.gcpause import collector_paused
from tournament.rules.games import ResultField
from tournament.scoring import model as sm
from tournament.scoring.model import GamePosition
from tournament.scoring.points import GameScore
from tournament.scoring.score_book import ScoreBook
from tournament.scoring.sitting_out import sitting_out_table
from tournament.scoring.standings import Standing, rank_standings
from tournament.services import _convert as cv
from tournament.services._fetch import plain_rows
from tournament.services.book_entries import book_games
from tournament.services.dto import GameInfo, PlayerStatus, Settings, StandingRow
from tournament.services.errors import NotFoundError
from tournament.services.snapshot import TournamentRows, read_rows, round_records
from tournament.services.unit_of_work import UnitOfWork
from tournament.store import models as m
from tournament.store.database import Store

GAME_ACTIONS = frozenset({"record_result", "clear_result", "apply_decision", "withdraw_decision"})
"""Actions that change one game only (their audit params name it as "game")."""
MAX_ROUND = 1_000_000


@dataclass(frozen=True)
class LoadedGame:
    """A game with the table, round and players around it."""

    game: m.Game
    table: m.GameTable
    round: m.Round
    player_ids: tuple[int, ...]
    """The players who play the game: the table's seats but those who left before it."""
    decision: m.Decision | None
    seats: tuple[int, ...] = ()
    """Everyone seated at the table, in seat order."""
    absent: Mapping[int, m.Absence] = field(default_factory=dict)

    @property
    def awards(self) -> dict[str, sm.AbsentAward]:
        """The players who left before this game, with their award, for the score book."""
        return {str(p): sm.AbsentAward(a.award) for p, a in self.absent.items()}

    @property
    def position(self) -> GamePosition:
        return GamePosition(self.round.number, self.table.number, self.game.number)

    @property
    def where(self) -> str:
        return f"round {self.round.number}, table {self.table.number}, game {self.game.number}"

    @property
    def at(self) -> dict[str, Any]:
        """The game's place as error and audit data: round, table and game number."""
        return {"round": self.round.number, "table": self.table.number, "game": self.game.number}


class ScoreBookCache(UnitOfWork):
    """The score book, loaded and caught up, and the lookups every use case shares."""

    def __init__(self, store: Store, tournament_id: int, *, desk: str = "desk") -> None:
        super().__init__(store, tournament_id, desk=desk)
        self._player_rows: dict[int, _PlayerRow] = {}

    def tournament_row(self, session: Session) -> m.Tournament:
        t = session.get(m.Tournament, self._tid)
        if t is None:
            raise NotFoundError(code="tournament.not_found", what="tournament", id=self._tid)
        return t

    def settings(self, session: Session) -> Settings:
        return cv.settings_of(self.tournament_row(session))

    def current_round(self, session: Session) -> m.Round | None:
        return session.scalars(
            select(m.Round)
            .where(m.Round.tournament_id == self._tid)
            .order_by(m.Round.number.desc())
            .limit(1)
        ).first()

    def players_by_id(self, session: Session) -> dict[int, m.Player]:
        players = session.scalars(select(m.Player).where(m.Player.tournament_id == self._tid))
        return {p.id: p for p in players}

    def active_decisions(
        self, session: Session, game_ids: Iterable[int] | None = None
    ) -> dict[int, m.Decision]:
        """The decisions in force by game: of ``game_ids`` (games of this tournament), or of
        every game."""
        query = select(m.Decision).where(m.Decision.active.is_(True))
        if game_ids is not None:
            # By the decisions' index alone: joined to the tournament as well, SQLite probes
            # the list once per table of the tournament (seconds for a round of 2,000 games).
            query = query.where(m.Decision.game_id.in_(list(game_ids)))
        else:
            query = (
                query.join(m.Game, m.Decision.game_id == m.Game.id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == self._tid)
            )
        return {d.game_id: d for d in session.scalars(query)}

    def load_game(self, session: Session, game_id: int) -> LoadedGame:
        row = session.execute(
            select(m.Game, m.GameTable, m.Round)
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Game.id == game_id, m.Round.tournament_id == self._tid)
        ).first()
        if row is None:
            raise NotFoundError(code="game.not_found", what="game", id=game_id)
        game, table, rnd = row
        seats = session.scalars(
            select(m.Seat).where(m.Seat.table_id == table.id).order_by(m.Seat.seat)
        ).all()
        decision = self.active_decisions(session, [game.id]).get(game.id)
        absences = session.scalars(
            select(m.Absence).where(m.Absence.table_id == table.id).order_by(m.Absence.id)
        ).all()
        absent = cv.absent_in(absences, game.number)
        seated = tuple(s.player_id for s in seats)
        present = tuple(p for p in seated if p not in absent)
        return LoadedGame(game, table, rnd, present, decision, seated, absent)

    def player_names(self, session: Session, ids: Iterable[int]) -> dict[int, str]:
        """The names of the players ``ids``, by id."""
        wanted = list(ids)
        rows = session.execute(
            select(m.Player.id, m.Player.name).where(m.Player.id.in_(wanted))
        ).all()
        return {pid: name for pid, name in rows}

    def committed_score(
        self, audit_id: int, position: GamePosition
    ) -> tuple[bool, GameScore | None]:
        """Whether the score book already holds the action ``audit_id``, and then the game's
        score at ``position`` (None: the game has none)."""
        book = self._book
        if book is None or self._known is None or audit_id not in self._known:
            return False, None
        return True, score_or_none(book, position)

    @property
    def book_loaded(self) -> bool:
        """Whether the score book is in memory (reads that can do without it skip it)."""
        return self._book is not None

    def game_info(self, session: Session, loaded: LoadedGame) -> GameInfo:
        book = self.book_for(session)
        score = score_or_none(book, loaded.position)
        return cv.game_info(
            loaded.game,
            loaded.round.number,
            loaded.table.number,
            loaded.seats,
            loaded.decision,
            score,
            loaded.absent,
            book.rules,
        )

    def book_for(self, session: Session) -> ScoreBook:
        """The score book, up to date with every committed action of every desk.

        Other desks' result entries and decisions are caught up game by game (each game
        re-read as it stands now, so the order they arrive in does not matter); anything
        else they did makes the book rebuild."""
        count, restored = session.execute(
            select(
                func.count(m.AuditLog.id),
                func.max(m.AuditLog.time).filter(m.AuditLog.action == "restore"),
            ).where(m.AuditLog.tournament_id == self._tid)
        ).one()
        if restored != self._restored:
            # The file was replaced by a backup: its log (and ids) start anew from there.
            self.forget_book()
            self._restored = restored
        # The log is append-only, so equal counts mean no entry is unknown.
        if self._book is not None and self._known is not None and count == len(self._known):
            return self._book
        ids = self.audit_ids(session)
        if self._book is not None and self._known is not None:
            new = ids - self._known
            if not new:
                return self._book
            if self._catch_up(session, new):
                self._known |= new
                return self._book
        self._book = self.load_book(session)
        self._known = ids
        return self._book

    def _catch_up(self, session: Session, new: set[int]) -> bool:
        assert self._book is not None
        rows = session.execute(
            select(m.AuditLog.action, m.AuditLog.data).where(m.AuditLog.id.in_(sorted(new)))
        ).all()
        games: set[int] = set()
        for action, data in rows:
            params = data.get("params", {}) if isinstance(data, dict) else {}
            if action not in GAME_ACTIONS or not isinstance(params.get("game"), int):
                return False
            games.add(params["game"])
        for game_id in sorted(games):
            try:
                loaded = self.load_game(session, game_id)
            except NotFoundError:
                return False
            entry = cv.game_entry(loaded.game, loaded.decision)
            if entry is None:
                self._book.remove_game(loaded.position)
            else:
                self._book.set_game(
                    loaded.position,
                    tuple(str(p) for p in loaded.player_ids),
                    entry,
                    loaded.awards,
                )
        return True

    @collector_paused()
    def load_book(self, session: Session, *, through_round: int | None = None) -> ScoreBook:
        """Every game of the tournament (up to ``through_round``) into a score book, from
        the tournament's rows (``snapshot.read_rows``) and its players."""
        settings = self.settings(session)
        players = [
            _PlayerRow(*row)
            for row in plain_rows(
                session.connection(),
                select(
                    m.Player.id,
                    m.Player.number,
                    m.Player.name,
                    m.Player.club,
                    m.Player.group,
                    m.Player.status,
                )
                .where(m.Player.tournament_id == self._tid)
                .order_by(m.Player.number),
            )
        ]
        self._player_rows = {p.id: p for p in players}
        book = ScoreBook(
            settings.scoring_rules, ((str(p.id), p.name, p.club or None) for p in players)
        )
        rows = read_rows(session, self._tid)
        rounds = round_records(session, self._tid)
        through = MAX_ROUND if through_round is None else through_round
        tile_game = settings.scoring_rules.game.has(ResultField.TILES_LEFT)
        games = book_games(rows, rounds, tile_game=tile_game, through=through)
        # Checked when they were stored; filled at once, averages after the games before them.
        book.load(games.entries, games.played)
        self._sitting_out_into(book, rows, [r for r in rounds if r.number <= through])
        return book

    def _sitting_out_into(
        self, book: ScoreBook, rows: TournamentRows, rounds: Sequence[m.Round]
    ) -> None:
        """RULINGS 7: who sits out a round gets average games (ScoreBook.set_sitting_out)."""
        for rnd in rounds:
            if not rnd.sitting_out:
                continue
            tables = [
                (number, group or None) for _r, _t, number, group in rows.tables.get(rnd.id, ())
            ]
            for pid in rnd.sitting_out:
                row = self._player_rows.get(pid)
                group = row.group if row is not None else ""
                table = sitting_out_table(tables, group or None)
                book.set_sitting_out(rnd.number, str(pid), table)

    def standings(
        self, *, through_round: int | None = None, group: str | None = None
    ) -> list[StandingRow]:
        with self.read() as session:
            book = self.book_for(session)
            players = self._player_rows
            if through_round is not None:
                book = self.load_book(session, through_round=through_round)
            rows = book.standings()
        if group is not None:
            rows = rank_standings(
                [s for s in rows if players[int(s.player)].group == group], book.rules.ranking
            )
        return [_standing_row(s, players[int(s.player)]) for s in rows]

    def game_scores(self) -> dict[GamePosition, GameScore]:
        """Every game's score from the kept score book (the one the standings come from),
        each player named by their database id as text."""
        with self.read() as session:
            return self.book_for(session).scores()


def _is_average(entry: sm.GameEntry) -> bool:
    return isinstance(entry, sm.Decision) and entry.kind is sm.DecisionKind.AVERAGE


def score_or_none(book: ScoreBook, position: GamePosition) -> GameScore | None:
    try:
        return book.score(position)
    except KeyError:
        return None


class _PlayerRow(NamedTuple):
    id: int
    number: int
    name: str
    club: str
    group: str
    status: str


def _standing_row(s: Standing, p: _PlayerRow) -> StandingRow:
    return StandingRow(
        rank=s.rank,
        shared=s.shared,
        player_id=p.id,
        player_number=p.number,
        name=p.name,
        club=p.club,
        group=p.group,
        status=cast(PlayerStatus, p.status),
        points=s.points,
        max_points=s.max_points,
        percent=s.percent,
        games=s.games,
        games_won=s.won,
        claims=s.claims,
        tiles_left=s.tiles_left,
        totals=s.totals,
        tie_break=s.tie_break,
    )
