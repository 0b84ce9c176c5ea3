"""The tournament's tables: SQLAlchemy 2 typed models.

One database may hold several tournaments (a PostgreSQL server for several desks); a .srt
file holds one. Rows that desks edit concurrently carry a ``version`` counter that SQLAlchemy
checks on every UPDATE (optimistic locking): a stale write fails instead of overwriting.

Points are stored as exact fraction strings ("7/2"), never floats.
"""

from __future__ import annotations

from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import (
    DDL,
    JSON,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
    event,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship
from sqlalchemy.types import TypeDecorator

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utcnow() -> datetime:
    return datetime.now(UTC)


class FractionType(TypeDecorator[Fraction]):
    """An exact fraction stored as text "p/q" (or "p")."""

    impl = String(40)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> str | None:
        if value is None:
            return None
        return str(Fraction(value))

    def process_result_value(self, value: Any, dialect: Dialect) -> Fraction | None:
        if value is None:
            return None
        return Fraction(value)


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC timestamp on every backend (SQLite forgets the zone)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            value = value.replace(tzinfo=UTC)
        converted: datetime = value.astimezone(UTC)
        return converted

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)  # type: ignore[no-any-return]
        return value.astimezone(UTC)  # type: ignore[no-any-return]


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class Tournament(Base):
    __tablename__ = "tournament"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[str] = mapped_column(String(20), default="")
    place: Mapped[str] = mapped_column(String(200), default="")
    director: Mapped[str] = mapped_column(String(200), default="")
    # Settings: every *(option)* of RULINGS.md.
    variant: Mapped[str] = mapped_column(String(20), default="stein")
    jokers: Mapped[str] = mapped_column(String(20), default="per_player")
    first_turn_rommee: Mapped[str] = mapped_column(String(20), default="winner_full")
    neutral_penalty: Mapped[Fraction] = mapped_column(FractionType(), default=Fraction(0))
    rank_by: Mapped[str] = mapped_column(String(20), default="points")
    movement: Mapped[str] = mapped_column(String(20), default="rotate")
    groups: Mapped[str] = mapped_column(String(200), default="")
    """Strength group names separated by commas; empty for one field."""
    promotion_after_round: Mapped[int | None] = mapped_column(Integer, default=None)
    promotion_every: Mapped[bool] = mapped_column(Boolean, default=False)
    """Repeat the promotion after every ``promotion_after_round`` rounds, with relegation;
    added in revision 0006."""
    winners_group_size: Mapped[int | None] = mapped_column(Integer, default=None)
    winners_group: Mapped[str] = mapped_column(String(40), default="W")
    seating_seed: Mapped[int] = mapped_column(Integer, default=0)
    draw: Mapped[bool] = mapped_column(Boolean, default=False)
    seat_by_rating: Mapped[bool] = mapped_column(Boolean, default=False)
    """Seat round 1 in the order of the players' club ratings (:attr:`Player.rating`);
    added in revision 0011."""
    planned_rounds: Mapped[int | None] = mapped_column(Integer, default=None)
    """How many rounds are planned (None: not fixed); added in revision 0003."""
    round_minutes: Mapped[int | None] = mapped_column(Integer, default=None)
    """Minutes of the round clock (None: no clock); added in revision 0005."""
    deals: Mapped[str | None] = mapped_column(String(20), default=None)
    """Indian Rummy's deals per round: a number as text, "to-500", or None (one per player
    at the table); added in revision 0008, as are ``decks`` and ``steal``."""
    decks: Mapped[int] = mapped_column(Integer, default=1)
    """Drachenrummy: 1 or 2 packs of 52 cards."""
    steal: Mapped[str] = mapped_column(String(20), default="same-face")
    """Drachenrummy's steal rule (a table-side rule; the scoring ignores it)."""
    extra: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """Data of an imported tournament file that has no column (kept for export)."""
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class Player(Base):
    __tablename__ = "player"
    __table_args__ = (
        UniqueConstraint("tournament_id", "number"),
        UniqueConstraint("tournament_id", "code"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournament.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(60))
    """The player's id in the tournament file (default: the start number)."""
    name: Mapped[str] = mapped_column(String(200))
    club: Mapped[str] = mapped_column(String(200), default="")
    group: Mapped[str] = mapped_column(String(40), default="")
    status: Mapped[str] = mapped_column(String(20), default="active")
    joined_round: Mapped[int] = mapped_column(Integer, default=1)
    left_after_round: Mapped[int | None] = mapped_column(Integer, default=None)
    membership_number: Mapped[str] = mapped_column(String(40), default="")
    """The player's membership number in the club ("" if none); added in revision 0010."""
    rating: Mapped[int | None] = mapped_column(Integer, default=None)
    """The club rating the player brought to this evening (None: unrated), the basis of
    groups and round 1 by rating; added in revision 0011, as is ``rating_provisional``."""
    rating_provisional: Mapped[bool] = mapped_column(Boolean, default=False)
    version: Mapped[int] = mapped_column(Integer, default=1)

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class Round(Base):
    __tablename__ = "round"
    __table_args__ = (UniqueConstraint("tournament_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournament.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default="open")
    sitting_out: Mapped[list[int]] = mapped_column(JSON, default=list)
    started_at: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)
    closed_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)
    clock_paused_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)
    """When the round clock was paused (None: it runs); added in revision 0005."""
    clock_paused_seconds: Mapped[int] = mapped_column(Integer, default=0)
    """Seconds the round clock stood paused before the current pause (revision 0005)."""
    version: Mapped[int] = mapped_column(Integer, default=1)

    tables: Mapped[list[GameTable]] = relationship(
        back_populates="round", order_by="GameTable.number", cascade="all, delete-orphan"
    )

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class GameTable(Base):
    __tablename__ = "game_table"
    __table_args__ = (UniqueConstraint("round_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("round.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    group: Mapped[str] = mapped_column(String(40), default="")

    round: Mapped[Round] = relationship(back_populates="tables")
    seats: Mapped[list[Seat]] = relationship(
        back_populates="table", order_by="Seat.seat", cascade="all, delete-orphan"
    )
    games: Mapped[list[Game]] = relationship(
        back_populates="table", order_by="Game.number", cascade="all, delete-orphan"
    )
    absences: Mapped[list[Absence]] = relationship(
        back_populates="table", order_by="Absence.id", cascade="all, delete-orphan"
    )


class Seat(Base):
    __tablename__ = "seat"
    __table_args__ = (
        UniqueConstraint("table_id", "seat"),
        UniqueConstraint("table_id", "player_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_table.id", ondelete="CASCADE"), index=True
    )
    seat: Mapped[int] = mapped_column(Integer)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)

    table: Mapped[GameTable] = relationship(back_populates="seats")


class Game(Base):
    __tablename__ = "game"
    __table_args__ = (UniqueConstraint("table_id", "number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_table.id", ondelete="CASCADE"), index=True
    )
    number: Mapped[int] = mapped_column(Integer)
    has_result: Mapped[bool] = mapped_column(Boolean, default=False)
    first_turn_rommee: Mapped[bool] = mapped_column(Boolean, default=False)
    entered_by: Mapped[str] = mapped_column(String(100), default="")
    entered_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)
    note: Mapped[str] = mapped_column(Text, default="")
    """A remark on the result (the tournament file's "reason" of a played game)."""
    updated_by: Mapped[str] = mapped_column(String(100), default="")
    updated_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)
    cards: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True), default=None)
    """A card game's result as entered (revision 0008), in the tournament file's shape with
    player ids as text: Indian Rummy ``{"deals": [{"winner": "12", "deadwood": {"13": 23},
    "hands": {"14": "AS 2S ..."}}, ...]}``, Drachenrummy ``{"card_points": {...}, "laid":
    {"12": ["AS 2S 3S"]}, "hands": {"12": "5H 9C"}}``. A card game has no result lines."""
    version: Mapped[int] = mapped_column(Integer, default=1)

    table: Mapped[GameTable] = relationship(back_populates="games")
    results: Mapped[list[ResultLine]] = relationship(
        back_populates="game", cascade="all, delete-orphan", order_by="ResultLine.id"
    )

    __mapper_args__ = {"version_id_col": version}  # noqa: RUF012


class ResultLine(Base):
    """One player's line of a game's result: tiles left, claims, optionally the tiles."""

    __tablename__ = "result_line"
    __table_args__ = (UniqueConstraint("game_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)
    tiles_left: Mapped[int] = mapped_column(Integer)
    claims: Mapped[int] = mapped_column(Integer, default=0)
    hand: Mapped[str | None] = mapped_column(Text, default=None)

    game: Mapped[Game] = relationship(back_populates="results")


class Decision(Base):
    """A director decision on a game; withdrawn decisions stay on record."""

    __tablename__ = "decision"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    values: Mapped[dict[str, str]] = mapped_column(JSON, default=dict)
    """Player id (as text) -> exact value as fraction text (tiles left for ended_early,
    points for points)."""
    claims: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    """ended_early (Stein-Rummy Plus): claims on the table when the game was stopped."""
    penalty: Mapped[Fraction] = mapped_column(FractionType(), default=Fraction(0))
    reason: Mapped[str] = mapped_column(Text)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    """Set by the services; None only for an imported decision without a time."""
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    withdrawn_reason: Mapped[str] = mapped_column(Text, default="")
    withdrawn_by: Mapped[str] = mapped_column(String(100), default="")
    withdrawn_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)
    cards: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True), default=None)
    """ended_early in a card game: the match's result when it was stopped, in the shape of
    ``Game.cards`` (revision 0008); ``values`` stays empty."""


class Absence(Base):
    """A player who left the table during the round (taken ill), a director's decision:
    from game ``from_game`` on, the table's games are played by the others and the player
    gets ``award`` ("average" or "nothing") for each; added in revision 0004."""

    __tablename__ = "absence"
    __table_args__ = (UniqueConstraint("table_id", "player_id"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_table.id", ondelete="CASCADE"), index=True
    )
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)
    from_game: Mapped[int] = mapped_column(Integer)
    award: Mapped[str] = mapped_column(String(20))
    reason: Mapped[str] = mapped_column(Text)
    author: Mapped[str] = mapped_column(String(100))
    created_at: Mapped[datetime | None] = mapped_column(UtcDateTime())

    table: Mapped[GameTable] = relationship(back_populates="absences")


class AuditLog(Base):
    """Append-only: what every action changed, with the old and new values.

    Undo and redo append entries too; nothing here is ever updated or deleted.
    """

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(primary_key=True)
    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournament.id", ondelete="CASCADE"), index=True
    )
    time: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)
    author: Mapped[str] = mapped_column(String(100))
    action: Mapped[str] = mapped_column(String(40))
    summary: Mapped[str] = mapped_column(Text)
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    undoes: Mapped[int | None] = mapped_column(ForeignKey("audit_log.id"), default=None)
    redoes: Mapped[int | None] = mapped_column(ForeignKey("audit_log.id"), default=None)


class PhoneSetup(Base):
    """Score entry from the tables' phones: the link the table cards print and whether a
    result the table confirmed counts at once; added in revision 0005 (not in the file)."""

    __tablename__ = "phone_setup"

    tournament_id: Mapped[int] = mapped_column(
        ForeignKey("tournament.id", ondelete="CASCADE"), primary_key=True
    )
    base_url: Mapped[str] = mapped_column(String(300), default="")
    """Where the phones reach the server ("http://192.168.1.20:8765"); empty: off."""
    auto_accept: Mapped[bool] = mapped_column(Boolean, default=False)


class PhoneToken(Base):
    """A table's secret for its phone page; bound to the table (so to its round), valid
    while the round is open."""

    __tablename__ = "phone_token"

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(
        ForeignKey("game_table.id", ondelete="CASCADE"), unique=True
    )
    token: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)


class PhoneEntry(Base):
    """A game's result sent from the table's phone: pending until the director accepts
    (then it is recorded as the game's result), corrects or rejects it."""

    __tablename__ = "phone_entry"

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("game.id", ondelete="CASCADE"), index=True)
    tiles_left: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    claims: Mapped[dict[str, int]] = mapped_column(JSON, default=dict)
    first_turn_rommee: Mapped[bool] = mapped_column(Boolean, default=False)
    confirmed_by: Mapped[list[int]] = mapped_column(JSON, default=list)
    game_version: Mapped[int | None] = mapped_column(Integer, default=None)
    """The game's version the table entered the result against (None: sent before it was
    kept); accepting it conflicts with a change to the game since."""
    status: Mapped[str] = mapped_column(String(20), default="pending")
    message: Mapped[str] = mapped_column(Text, default="")
    """The director's word to the table (why a result was rejected or corrected)."""
    address: Mapped[str] = mapped_column(String(100), default="")
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), default=utcnow)
    decided_by: Mapped[str] = mapped_column(String(100), default="")
    decided_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), default=None)


TRACKED_TABLES = (
    "tournament",
    "player",
    "round",
    "game_table",
    "seat",
    "game",
    "result_line",
    "decision",
    "absence",
)
"""Tables whose changes the audit log records and undo reverses."""

# The audit log is append-only in the database itself, not only by convention.
APPEND_ONLY_SQLITE = (
    "CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
    "CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log "
    "BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END",
)
APPEND_ONLY_POSTGRESQL = (
    "CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS "
    "$$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$",
    "CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log "
    "FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()",
)
for _dialect, _statements in (
    ("sqlite", APPEND_ONLY_SQLITE),
    ("postgresql", APPEND_ONLY_POSTGRESQL),
):
    for _statement in _statements:
        _ddl = DDL(_statement).execute_if(dialect=_dialect)  # type: ignore[no-untyped-call]
        event.listen(AuditLog.__table__, "after_create", _ddl)
