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
from tournament.scoring.score_book import PlayedGame, ScoreBook
from tournament.scoring.sitting_out import sitting_out_table
from tournament.scoring.standings import Standing, rank_standings
from tournament.services import _cards as card_results
from tournament.services import _convert as cv
from tournament.services._fetch import plain_rows
from tournament.services.dto import GameInfo, PlayerStatus, Settings, StandingRow
from tournament.services.errors import NotFoundError
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
        """Every game of the tournament (up to ``through_round``) into a score book, read
        with plain queries."""
        settings = self.settings(session)
        connection = session.connection()

        def run(query: Any) -> Sequence[Any]:
            # The driver's rows fetched at once: cheaper than through SQLAlchemy's results
            # (tens of thousands of games at 2,000 players). Integers and text only; the
            # flags are read with bool() and the cards through SQLAlchemy (see _fetch).
            return plain_rows(connection, query)

        players = [
            _PlayerRow(*row)
            for row in run(
                select(
                    m.Player.id,
                    m.Player.number,
                    m.Player.name,
                    m.Player.club,
                    m.Player.group,
                    m.Player.status,
                )
                .where(m.Player.tournament_id == self._tid)
                .order_by(m.Player.number)
            )
        ]
        self._player_rows = {p.id: p for p in players}
        book = ScoreBook(
            settings.scoring_rules, ((str(p.id), p.name, p.club or None) for p in players)
        )
        in_tournament = (
            select(m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == self._tid)
        )
        seated: dict[int, list[str]] = {}
        for table_id, player_id in run(
            select(m.Seat.table_id, m.Seat.player_id)
            .where(m.Seat.table_id.in_(in_tournament))
            .order_by(m.Seat.table_id, m.Seat.seat)
        ):
            seated.setdefault(table_id, []).append(str(player_id))
        seats = {table_id: tuple(players) for table_id, players in seated.items()}
        # Each played game's tiles left and claims by player, as cv.result_entry has them.
        tiles_left: dict[int, dict[str, int]] = {}
        claims_of: dict[int, dict[str, int]] = {}
        for game_id, player_id, tiles, claims in run(
            select(
                m.ResultLine.game_id,
                m.ResultLine.player_id,
                m.ResultLine.tiles_left,
                m.ResultLine.claims,
            )
            .join(m.Game, m.ResultLine.game_id == m.Game.id)
            .where(m.Game.table_id.in_(in_tournament))
            # In any order: one line per game and player (a unique pair), each put in its
            # place; sorted by id, SQLite sorted the 90,000 lines of 2,000 players anew.
        ):
            player = str(player_id)
            game_tiles = tiles_left.get(game_id)
            if game_tiles is None:
                game_tiles = tiles_left[game_id] = {}
            game_tiles[player] = tiles
            if claims:
                claims_of.setdefault(game_id, {})[player] = claims
        decisions = self.active_decisions(session)
        left: dict[int, list[tuple[int, int, str]]] = {}
        for table_id, player_id, from_game, award in run(
            select(m.Absence.table_id, m.Absence.player_id, m.Absence.from_game, m.Absence.award)
            .where(m.Absence.table_id.in_(in_tournament))
            .order_by(m.Absence.id)
        ):
            left.setdefault(table_id, []).append((player_id, from_game, award))
        entries: list[
            tuple[GamePosition, tuple[str, ...], sm.GameEntry, dict[str, Any] | None]
        ] = []
        # A played tile game with the whole table goes in seat by seat, no GameResult built
        # (a 2,000-player tournament has tens of thousands).
        played: list[PlayedGame] = []
        tile_game = settings.scoring_rules.game.has(ResultField.TILES_LEFT)
        no_tiles: dict[str, int] = {}
        through = MAX_ROUND if through_round is None else through_round
        # A card game's result is JSON: read through SQLAlchemy, and only where there is one
        # (a tile game's results are its result lines).
        cards_of: dict[int, Any] = (
            {}
            if tile_game
            else dict(
                connection.execute(
                    select(m.Game.id, m.Game.cards)
                    .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                    .join(m.Round, m.GameTable.round_id == m.Round.id)
                    .where(m.Round.tournament_id == self._tid, m.Round.number <= through)
                    .where(m.Game.cards.is_not(None))
                ).all()
            )
        )
        for (
            game_id,
            table_id,
            number,
            has_result,
            first_turn,
            has_cards,
            table_no,
            round_no,
        ) in run(
            select(
                m.Game.id,
                m.Game.table_id,
                m.Game.number,
                m.Game.has_result,
                m.Game.first_turn_rommee,
                m.Game.cards.is_not(None),
                m.GameTable.number,
                m.Round.number,
            )
            .join(m.GameTable, m.Game.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.Round.tournament_id == self._tid)
            .where(m.Round.number <= through)
        ):
            decision = decisions.get(game_id)
            entry: sm.GameEntry | None
            cards = cards_of.get(game_id) if has_cards else None
            if decision is not None:
                entry = cv.decision_entry(decision, str)
            elif has_result and cards is not None:
                entry = card_results.card_result(cards)
            elif has_result and tile_game and table_id not in left:
                at_table = seats[table_id]
                game_tiles = tiles_left.get(game_id, no_tiles)
                game_claims = claims_of.get(game_id)
                played.append(
                    PlayedGame(
                        GamePosition(round_no, table_no, number),
                        at_table,
                        tuple([game_tiles[player] for player in at_table]),
                        tuple([game_claims.get(player, 0) for player in at_table])
                        if game_claims
                        else (),
                        bool(first_turn),
                    )
                )
                continue
            elif has_result:
                entry = sm.GameResult(
                    tiles_left=tiles_left.get(game_id, {}),
                    claims=claims_of.get(game_id, {}),
                    romme_first_round=bool(first_turn),
                )
            else:
                entry = None
            if entry is not None:
                position = GamePosition(round_no, table_no, number)
                if table_id not in left:  # nobody left the table: all seated play
                    entries.append((position, seats[table_id], entry, None))
                    continue
                absent = {
                    str(pid): sm.AbsentAward(award)
                    for pid, from_game, award in left[table_id]
                    if from_game <= number
                }
                ids = tuple(p for p in seats[table_id] if p not in absent)
                entries.append((position, ids, entry, absent))
        # Checked when they were stored; filled at once, averages after the games before them.
        book.load(entries, played)
        self._sitting_out_into(session, book, through_round)
        return book

    def _sitting_out_into(
        self, session: Session, book: ScoreBook, through_round: int | None
    ) -> None:
        """RULINGS 7: who sits out a round gets average games (ScoreBook.set_sitting_out)."""
        limit = MAX_ROUND if through_round is None else through_round
        rounds = session.execute(
            select(m.Round.id, m.Round.number, m.Round.sitting_out).where(
                m.Round.tournament_id == self._tid, m.Round.number <= limit
            )
        ).all()
        waiting = [(rid, number, out) for rid, number, out in rounds if out]
        if not waiting:
            return
        tables: dict[int, list[tuple[int, str | None]]] = {}
        for round_id, table_number, table_group in session.execute(
            select(m.GameTable.round_id, m.GameTable.number, m.GameTable.group).where(
                m.GameTable.round_id.in_([rid for rid, _n, _o in waiting])
            )
        ):
            tables.setdefault(round_id, []).append((table_number, table_group or None))
        for round_id, number, out in waiting:
            for pid in out:
                row = self._player_rows.get(pid)
                group = row.group if row is not None else ""
                table = sitting_out_table(tables.get(round_id, []), group or None)
                book.set_sitting_out(number, str(pid), table)

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
