"""Score entry from the tables' phones: tokens, the table's page data, results waiting for
the director.

Each table of an open round has a secret token (``secrets``, 192 bits) that its table card
prints as a link. The token opens that table's games and nothing else; it stops working
when the round closes. A result sent with it is checked by the same checks as a desk's
(``check_result``) and kept as *pending* (``phone_entry``), not as the game's result,
until the director accepts, corrects or rejects it; with ``auto_accept`` a result every
other player confirmed is recorded at once.

Tokens and pending results are working data of the evening: they are not in the tournament
file and not in the audit log; accepting or correcting records the result through
``record_result`` like any desk, with its audit entry.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from fractions import Fraction
from urllib.parse import urlsplit

from sqlalchemy import select
from sqlalchemy.orm import Session

from tournament.rules.games import ResultField
from tournament.scoring import model as sm
from tournament.scoring.model import GamePosition
from tournament.scoring.points import score_result
from tournament.services import _convert as cv
from tournament.services.dto import Done, GameInfo, ResultEntry, SeatInfo
from tournament.services.errors import InvalidInputError, InvalidResultError, TournamentError
from tournament.services.game_checks import check_result
from tournament.services.games import Games
from tournament.services.score_book import LoadedGame, ScoreBookCache, score_or_none
from tournament.services.unit_of_work import Act, now
from tournament.store import models as m

TOKEN_BYTES = 24
"""192 random bits per token."""
TOKEN_PATTERN = re.compile(r"[A-Za-z0-9_-]{32}")
MESSAGE_LIMIT = 300
URL_LIMIT = 300
PENDING = "pending"
ENTRY_STATUSES = ("pending", "accepted", "corrected", "rejected")


class PhoneRefusedError(TournamentError):
    """A phone's request the services refuse; ``data["reason"]`` says why: ``token``
    (unknown or expired), ``game`` (not this table's, or not open), ``confirm`` (not every
    other player confirmed), ``pending`` (a result already waits), ``entry`` (no such
    pending result), ``card_game`` (the tournament plays a card game, whose results the
    phones do not take)."""

    code = "phone"


@dataclass(frozen=True, slots=True)
class PhoneSetupInfo:
    base_url: str
    """Where the phones reach the server; empty: phone entry is off (no links printed)."""
    auto_accept: bool


@dataclass(frozen=True, slots=True)
class PhoneEntryInfo:
    id: int
    game_id: int
    round_number: int
    table_number: int
    game_number: int
    player_ids: tuple[int, ...]
    tiles_left: Mapping[int, int]
    claims: Mapping[int, int]
    first_turn_rommee: bool
    confirmed_by: tuple[int, ...]
    status: str
    message: str
    created_at: datetime
    game_version: int | None = None
    """The game's version the table entered the result against (None: not kept)."""

    def result(self) -> ResultEntry:
        return ResultEntry(
            dict(self.tiles_left), dict(self.claims), first_turn_rommee=self.first_turn_rommee
        )


@dataclass(frozen=True, slots=True)
class PhoneGame:
    id: int
    number: int
    starter_player_id: int
    player_ids: tuple[int, ...]
    status: str
    """``open`` (to enter), ``pending`` (waits for the director), ``done`` (result or
    decision stands)."""
    tiles_left: Mapping[int, int]
    points: Mapping[int, Fraction] | None
    message: str
    """The director's word on the last result this table sent for the game."""


@dataclass(frozen=True, slots=True)
class PhoneTable:
    tournament: str
    round_number: int
    table_number: int
    seats: tuple[SeatInfo, ...]
    games: tuple[PhoneGame, ...]
    plus: bool
    """Stein-Rummy Plus: claims are entered too."""
    game: str = "stein"
    """The game's key (``Variant``): the phone pages draw its form (``tournament.web.games``)."""

    @property
    def current(self) -> PhoneGame | None:
        """The game being played: the first one still open."""
        return next((g for g in self.games if g.status == "open"), None)


def check_base_url(url: str) -> str:
    """An http(s) address without path, query or fragment ("http://192.168.1.20:8765")."""
    text = url.strip().rstrip("/")
    if not text:
        return ""
    parts = urlsplit(text)
    if (
        len(text) > URL_LIMIT
        or parts.scheme not in ("http", "https")
        or not parts.hostname
        or parts.path
        or parts.query
        or parts.fragment
        or parts.username
    ):
        raise InvalidInputError(code="phone.base_url", field="base_url", value=url)
    return text


class Phone:
    """The phones' use cases (for ``tournament.web``) and the director's answers."""

    def __init__(self, uow: ScoreBookCache, games: Games) -> None:
        self._uow = uow
        self._games = games

    # -- set-up and tokens -------------------------------------------------------------
    def setup(self) -> PhoneSetupInfo:
        with self._uow.read() as session:
            row = session.get(m.PhoneSetup, self._uow.tournament_id)
            if row is None:
                return PhoneSetupInfo("", False)
            return PhoneSetupInfo(row.base_url, bool(row.auto_accept))

    def set_setup(
        self, *, base_url: str | None = None, auto_accept: bool | None = None
    ) -> PhoneSetupInfo:
        """Turn phone entry on (a base URL) or off (""), or set ``auto_accept``."""
        url = None if base_url is None else check_base_url(base_url)
        with self._uow.write() as session:
            row = session.get(m.PhoneSetup, self._uow.tournament_id)
            if row is None:
                row = m.PhoneSetup(
                    tournament_id=self._uow.tournament_id, base_url="", auto_accept=False
                )
                session.add(row)
            if url is not None:
                row.base_url = url
            if auto_accept is not None:
                row.auto_accept = bool(auto_accept)
            session.flush()
            return PhoneSetupInfo(row.base_url, bool(row.auto_accept))

    def links(self, round_number: int | None = None) -> dict[int, str]:
        """Table number -> the link its QR code holds, for an open round (default: the
        current one); empty when phone entry is off or the round is closed. Tables without
        a token get one."""
        base = self.setup().base_url
        if not base or not self._tiles_game():
            return {}
        return {n: f"{base}/t/{token}" for n, token in self._tokens(round_number).items()}

    def _tokens(self, round_number: int | None) -> dict[int, str]:
        with self._uow.write() as session:
            query = select(m.Round).where(m.Round.tournament_id == self._uow.tournament_id)
            if round_number is None:
                rnd = self._uow.current_round(session)
            else:
                rnd = session.scalars(query.where(m.Round.number == round_number)).first()
            if rnd is None or rnd.status != "open":
                return {}
            tables = session.scalars(
                select(m.GameTable).where(m.GameTable.round_id == rnd.id)
            ).all()
            known = dict(
                session.execute(
                    select(m.PhoneToken.table_id, m.PhoneToken.token).where(
                        m.PhoneToken.table_id.in_([t.id for t in tables])
                    )
                ).all()
            )
            links: dict[int, str] = {}
            for table in tables:
                token = known.get(table.id)
                if token is None:
                    token = secrets.token_urlsafe(TOKEN_BYTES)
                    session.add(m.PhoneToken(table_id=table.id, token=token, created_at=now()))
                links[table.number] = token
            session.flush()
            return dict(sorted(links.items()))

    def _table_of(self, session: Session, token: str) -> tuple[m.GameTable, m.Round]:
        """The token's table in an open round of this tournament, else PhoneRefusedError."""
        if not isinstance(token, str) or not TOKEN_PATTERN.fullmatch(token):
            raise PhoneRefusedError(code="phone.token", reason="token")
        row = session.execute(
            select(m.GameTable, m.Round)
            .join(m.PhoneToken, m.PhoneToken.table_id == m.GameTable.id)
            .join(m.Round, m.GameTable.round_id == m.Round.id)
            .where(m.PhoneToken.token == token, m.Round.tournament_id == self._uow.tournament_id)
        ).first()
        if row is None:
            raise PhoneRefusedError(code="phone.token", reason="token")
        table, rnd = row
        if rnd.status != "open":
            raise PhoneRefusedError(code="phone.expired", reason="expired", round=rnd.number)
        game = self._uow.settings(session).scoring_rules.game
        if not game.has(ResultField.TILES_LEFT):
            raise PhoneRefusedError(code="phone.card_game", reason="card_game", game=game.name)
        return table, rnd

    def _tiles_game(self) -> bool:
        """Whether the tournament plays a Stein-Rummy game: the phones enter tiles left
        only (a card game's deals or laid sets are entered at the desk)."""
        with self._uow.read() as session:
            return self._uow.settings(session).scoring_rules.game.has(ResultField.TILES_LEFT)

    # -- the phone's page --------------------------------------------------------------
    def table(self, token: str) -> PhoneTable:
        """What the token's page shows: the table's players by seat, its games."""
        with self._uow.read() as session:
            table, rnd = self._table_of(session, token)
            settings = self._uow.settings(session)
            plus = settings.scoring_rules.game.has(ResultField.CLAIMS)
            seated = session.execute(
                select(m.Seat, m.Player)
                .join(m.Player, m.Seat.player_id == m.Player.id)
                .where(m.Seat.table_id == table.id)
                .order_by(m.Seat.seat)
            ).all()
            seats = tuple(SeatInfo(s.seat, p.id, p.number, p.name) for s, p in seated)
            ids = tuple(p.id for _s, p in seated)
            games = list(table.games)
            decisions = self._uow.active_decisions(session, [g.id for g in games])
            absences = session.scalars(
                select(m.Absence).where(m.Absence.table_id == table.id).order_by(m.Absence.id)
            ).all()
            entries = self._latest_entries(session, [g.id for g in games])
            book = self._uow.book_for(session)
            shown = []
            for game in games:
                position = GamePosition(rnd.number, table.number, game.number)
                info = cv.game_info(
                    game,
                    rnd.number,
                    table.number,
                    ids,
                    decisions.get(game.id),
                    score_or_none(book, position),
                    cv.absent_in(absences, game.number),
                )
                shown.append(_phone_game(info, entries.get(game.id)))
            name = self._uow.tournament_row(session).name
            return PhoneTable(
                name, rnd.number, table.number, seats, tuple(shown), plus, settings.variant.value
            )

    def _latest_entries(self, session: Session, game_ids: Sequence[int]) -> dict[int, m.PhoneEntry]:
        rows = session.scalars(
            select(m.PhoneEntry)
            .where(m.PhoneEntry.game_id.in_(list(game_ids)))
            .order_by(m.PhoneEntry.id)
        )
        return {row.game_id: row for row in rows}

    def _open_game(self, session: Session, token: str, game_number: int) -> LoadedGame:
        """The token's table's game ``game_number`` while it is open for entry (no result,
        no decision, no result waiting), else PhoneRefusedError."""
        table, _rnd = self._table_of(session, token)
        game = next((g for g in table.games if g.number == game_number), None)
        if game is None:
            raise PhoneRefusedError(
                code="phone.no_game", reason="game", table=table.number, number=game_number
            )
        loaded = self._uow.load_game(session, game.id)
        if game.has_result or loaded.decision is not None:
            raise PhoneRefusedError(
                code="phone.game_closed", reason="game", table=table.number, number=game_number
            )
        waiting = session.scalar(
            select(m.PhoneEntry.id).where(
                m.PhoneEntry.game_id == game.id, m.PhoneEntry.status == PENDING
            )
        )
        if waiting is not None:
            raise PhoneRefusedError(
                code="phone.pending", reason="pending", table=table.number, number=game_number
            )
        return loaded

    def _phone_points(
        self, session: Session, loaded: LoadedGame, result: ResultEntry
    ) -> dict[int, Fraction]:
        """The desks' checks of the result (InvalidResultError), then its points."""
        if result.hands:
            raise InvalidInputError(code="phone.hands", field="hands")
        settings = self._uow.settings(session)
        tiles, claims, _hands = check_result(loaded, result, settings)
        score = score_result(
            sm.SteinResult(
                tiles_left={str(p): n for p, n in tiles.items()},
                claims={str(p): n for p, n in claims.items()},
                romme_first_round=bool(result.first_turn_rommee),
            ),
            [str(p) for p in loaded.player_ids],
            settings.scoring_rules,
        )
        return {int(p): v for p, v in score.points.items()}

    def preview(self, token: str, game_number: int, result: ResultEntry) -> dict[int, Fraction]:
        """The points the result would give, after the desks' checks (InvalidResultError)."""
        with self._uow.read() as session:
            loaded = self._open_game(session, token, game_number)
            return self._phone_points(session, loaded, result)

    def submit(
        self,
        token: str,
        game_number: int,
        result: ResultEntry,
        confirmed_by: Sequence[int],
        *,
        address: str = "",
        sender: int | None = None,
    ) -> PhoneEntryInfo:
        """Keep a result the table sent (pending), after the desks' checks; every player of
        the game but the one entering (``sender``, who cannot confirm their own entry) has
        confirmed it. With ``auto_accept`` it is recorded as the game's result at once."""
        if self.setup().auto_accept:
            # One transaction: the entry, its acceptance and the game's result (with its
            # audit entry) are kept together or not at all.
            def body(act: Act) -> int:
                row = self._new_entry(
                    act.session, token, game_number, result, confirmed_by, address, sender
                )
                self._accept_in(act, row)
                return row.id

            entry_id = self._uow.run("record_result", body).value
        else:
            with self._uow.write() as session:
                entry_id = self._new_entry(
                    session, token, game_number, result, confirmed_by, address, sender
                ).id
        return self.entry(entry_id)

    def _new_entry(
        self,
        session: Session,
        token: str,
        game_number: int,
        result: ResultEntry,
        confirmed_by: Sequence[int],
        address: str = "",
        sender: int | None = None,
    ) -> m.PhoneEntry:
        """The table's result kept as pending, after the desks' checks, with the game's
        version it was entered against. In one writing transaction: of two phones sending
        at once, the second finds the first one's result waiting."""
        loaded = self._open_game(session, token, game_number)
        self._phone_points(session, loaded, result)
        players = set(loaded.player_ids)
        confirmed = sorted(set(confirmed_by))
        others = players - {sender} if sender in players else players
        if (sender is not None and sender not in players) or sender in confirmed:
            raise PhoneRefusedError(code="phone.confirm", reason="confirm")
        if not set(confirmed) <= others or len(confirmed) < len(players) - 1:
            raise PhoneRefusedError(code="phone.confirm", reason="confirm")
        row = m.PhoneEntry(
            game_id=loaded.game.id,
            tiles_left={str(p): int(n) for p, n in result.tiles_left.items()},
            claims={str(p): int(n) for p, n in result.claims.items() if n},
            first_turn_rommee=bool(result.first_turn_rommee),
            confirmed_by=confirmed,
            game_version=loaded.game.version,
            status=PENDING,
            message="",
            address=address[:100],
            created_at=now(),
            decided_by="",
        )
        session.add(row)
        session.flush()
        return row

    # -- the director ------------------------------------------------------------------
    def entries(self, *, status: str | None = PENDING) -> list[PhoneEntryInfo]:
        """Results sent from the phones (default: those waiting), oldest first."""
        return self._entries(status, None)

    def entry(self, entry_id: int) -> PhoneEntryInfo:
        found = self._entries(None, entry_id)
        if not found:
            raise PhoneRefusedError(code="phone.no_entry", reason="entry", id=entry_id)
        return found[0]

    def _entries(self, status: str | None, entry_id: int | None) -> list[PhoneEntryInfo]:
        with self._uow.read() as session:
            query = (
                select(m.PhoneEntry, m.Game, m.GameTable, m.Round)
                .join(m.Game, m.PhoneEntry.game_id == m.Game.id)
                .join(m.GameTable, m.Game.table_id == m.GameTable.id)
                .join(m.Round, m.GameTable.round_id == m.Round.id)
                .where(m.Round.tournament_id == self._uow.tournament_id)
                .order_by(m.PhoneEntry.id)
            )
            if status is not None:
                if status not in ENTRY_STATUSES:
                    raise InvalidInputError(
                        code="phone.status",
                        field="status",
                        value=status,
                        allowed=", ".join(ENTRY_STATUSES),
                    )
                query = query.where(m.PhoneEntry.status == status)
            if entry_id is not None:
                query = query.where(m.PhoneEntry.id == entry_id)
            return [_entry_info(*row) for row in session.execute(query).all()]

    def _decide(self, entry_id: int, status: str, message: str) -> None:
        """Mark a waiting result decided; of two desks deciding at once, one is refused."""
        with self._uow.write() as session:
            row = session.get(m.PhoneEntry, entry_id)
            if row is None or row.status != PENDING:
                raise PhoneRefusedError(code="phone.not_waiting", reason="entry", id=entry_id)
            row.status = status
            row.message = message
            row.decided_by = self._uow.desk
            row.decided_at = now()

    @contextmanager
    def _deciding(self, entry_id: int, status: str, message: str) -> Iterator[PhoneEntryInfo]:
        """Claim a waiting result for a decision, and give it back if recording fails."""
        entry = self.entry(entry_id)
        if entry.status != PENDING:
            raise PhoneRefusedError(code="phone.not_waiting", reason="entry", id=entry_id)
        self._decide(entry_id, status, message)
        try:
            yield entry
        except BaseException:
            self._reopen(entry_id, status)
            raise

    def _reopen(self, entry_id: int, status: str) -> None:
        with self._uow.write() as session:
            row = session.get(m.PhoneEntry, entry_id)
            if row is not None and row.status == status:
                row.status = PENDING
                row.message = ""
                row.decided_by = ""
                row.decided_at = None

    def _check_against(self, game_id: int, result: ResultEntry) -> None:
        """The desks' checks of a result for the game, before anything is recorded."""
        with self._uow.read() as session:
            check_result(self._uow.load_game(session, game_id), result, self._uow.settings(session))

    def accept(self, entry_id: int) -> Done[GameInfo]:
        """Record the table's result as the game's result (with its audit entry), in the
        transaction that marks it accepted. A change to the game since the table entered
        it (another desk's result) is a conflict, named, as a desk's stale entry is; the
        entry then stays waiting."""

        def body(act: Act) -> GameInfo:
            row = act.session.get(m.PhoneEntry, entry_id)
            if row is None or row.status != PENDING or not self._owns(act.session, row):
                raise PhoneRefusedError(code="phone.not_waiting", reason="entry", id=entry_id)
            return self._accept_in(act, row)

        game_id = self.entry(entry_id).game_id
        done = self._uow.run(
            "record_result", body, on_conflict=lambda: self._games.get_or_none(game_id)
        )
        return self._games.refresh_points(done, game_id)

    def _accept_in(self, act: Act, row: m.PhoneEntry) -> GameInfo:
        """Mark ``row`` accepted and record its result, in the action ``act``."""
        version = row.game_version
        if version is None:  # sent before entries kept it: the game as it stands
            version = self._uow.load_game(act.session, row.game_id).game.version
        tiles = {int(p): int(n) for p, n in row.tiles_left.items()}
        claims = {int(p): int(n) for p, n in row.claims.items()}
        entry = ResultEntry(tiles, claims, first_turn_rommee=bool(row.first_turn_rommee))
        info = self._games.result_body(row.game_id, entry, version)(act)
        row.status = "accepted"
        row.decided_by = self._uow.desk
        row.decided_at = now()
        return info

    def _owns(self, session: Session, row: m.PhoneEntry) -> bool:
        """Whether the entry belongs to a game of this tournament."""
        return (
            session.scalar(
                select(m.Round.tournament_id)
                .join(m.GameTable, m.GameTable.round_id == m.Round.id)
                .join(m.Game, m.Game.table_id == m.GameTable.id)
                .where(m.Game.id == row.game_id)
            )
            == self._uow.tournament_id
        )

    def correct(self, entry_id: int, result: ResultEntry, *, message: str) -> Done[GameInfo]:
        """Record the table's result, then the director's correction of it: the audit log
        holds both; the phone shows ``message``."""
        text = _message(message)
        entry = self.entry(entry_id)
        self._check_against(entry.game_id, result)
        with self._deciding(entry_id, "corrected", text):
            game = self._games.get(entry.game_id)
            version = game.version if entry.game_version is None else entry.game_version
            try:
                first = self._games.record_result(game.id, entry.result(), expected_version=version)
                version = first.value.version
            except InvalidResultError:  # the table's result no longer fits (an absence since)
                pass
            return self._games.record_result(game.id, result, expected_version=version)

    def reject(self, entry_id: int, *, message: str) -> PhoneEntryInfo:
        """Refuse the table's result; the phone shows ``message`` and may send again."""
        text = _message(message)
        if not text:
            raise InvalidInputError(code="phone.reject_reason", field="message")
        with self._deciding(entry_id, "rejected", text):
            pass
        return self.entry(entry_id)


def _message(message: str) -> str:
    text = " ".join(str(message).split())
    if len(text) > MESSAGE_LIMIT:
        raise InvalidInputError(code="phone.message_long", field="message", limit=MESSAGE_LIMIT)
    return text


def _phone_game(game: GameInfo, entry: m.PhoneEntry | None) -> PhoneGame:
    waiting = entry is not None and entry.status == PENDING
    status = "done" if game.status != "open" else PENDING if waiting else "open"
    tiles = dict(game.result.tiles_left) if game.result is not None else {}
    if waiting and entry is not None:
        tiles = {int(p): int(n) for p, n in entry.tiles_left.items()}
    message = entry.message if entry is not None else ""
    return PhoneGame(
        game.id,
        game.number,
        game.starter_player_id,
        game.player_ids,
        status,
        tiles,
        game.points,
        message,
    )


def _entry_info(
    row: m.PhoneEntry, game: m.Game, table: m.GameTable, rnd: m.Round
) -> PhoneEntryInfo:
    tiles = {int(p): int(n) for p, n in row.tiles_left.items()}
    return PhoneEntryInfo(
        id=row.id,
        game_id=game.id,
        round_number=rnd.number,
        table_number=table.number,
        game_number=game.number,
        player_ids=tuple(tiles),
        tiles_left=tiles,
        claims={int(p): int(n) for p, n in row.claims.items()},
        first_turn_rommee=bool(row.first_turn_rommee),
        confirmed_by=tuple(row.confirmed_by),
        status=row.status,
        message=row.message,
        created_at=row.created_at,
        game_version=row.game_version,
    )
