"""The club register (Glossary: Spielerstamm): who is who across a club's evenings.

A register is a SQLite file ``*.srclub`` beside the evenings, or two tables in the
PostgreSQL database the desks share (``club_member``, ``club_alias``; its tournaments'
tables are left alone). Its tables have a metadata of their own: a tournament file never
holds them and the tournament schema's migrations never see them.

``club_member`` is a person: name, club and an optional membership number (unique). A
member is found by the name and club as a search compares them (``name_key``,
``club_key``: folded, see :func:`tournament.scoring.season.player_key`);
``club_alias`` holds other spellings the director linked to a member.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import ForeignKey, Integer, MetaData, String, UniqueConstraint, create_engine
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from tournament.store.errors import FileRefusedError, StoreError
from tournament.store.models import NAMING_CONVENTION

SUFFIX = ".srclub"


class ClubBase(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class ClubMember(ClubBase):
    __tablename__ = "club_member"
    __table_args__ = (UniqueConstraint("number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    club: Mapped[str] = mapped_column(String(200), default="")
    number: Mapped[str | None] = mapped_column(String(40), default=None)
    """The membership number (Mitgliedsnummer), when the club gives one."""
    name_key: Mapped[str] = mapped_column(String(200), index=True)
    club_key: Mapped[str] = mapped_column(String(200))


class ClubAlias(ClubBase):
    """Another spelling of a member's name and club, linked by the director."""

    __tablename__ = "club_alias"
    __table_args__ = (UniqueConstraint("name_key", "club_key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("club_member.id", ondelete="CASCADE"))
    name_key: Mapped[str] = mapped_column(String(200))
    club_key: Mapped[str] = mapped_column(String(200))


class ClubStore:
    """An open register: one transaction per action."""

    def __init__(self, engine: object, location: str) -> None:
        self.engine = engine
        self.location = location
        self._sessions = sessionmaker(engine)  # type: ignore[call-overload]

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        with self._sessions() as session, session.begin():
            yield session

    def dispose(self) -> None:
        self.engine.dispose()  # type: ignore[attr-defined]


def _check_sqlite(path: Path) -> None:
    """Refuse a file that is not a club register before anything is written to it."""
    try:
        # immutable: reading the names leaves no journal files beside another file
        uri = path.resolve().as_uri() + "?mode=ro&immutable=1"
        connection = sqlite3.connect(uri, uri=True)
        try:
            names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        finally:
            connection.close()
    except sqlite3.DatabaseError as exc:
        raise FileRefusedError(code="club.refused", path=str(path), reason=str(exc)) from exc
    if "club_member" not in names:
        raise FileRefusedError(code="club.refused", path=str(path), reason="no club register")


def open_club(location: str | os.PathLike[str], *, create: bool = False) -> ClubStore:
    """Open the register at ``location`` (a ``.srclub`` file or a database URL); a missing
    file, or a database without the register's tables, is made when ``create``."""
    text = os.fspath(location)
    if "://" in text:
        engine = create_engine(text, pool_pre_ping=True)
        try:
            with engine.begin() as connection:
                ClubBase.metadata.create_all(connection, checkfirst=True)
        except (OperationalError, DBAPIError) as exc:
            engine.dispose()
            raise StoreError(code="url.unreachable", url=text, reason=str(exc.orig)) from exc
        return ClubStore(engine, text)
    path = Path(text)
    if path.is_dir():
        raise StoreError(code="club.refused", path=text, reason="a folder")
    if path.exists():
        _check_sqlite(path)
    elif not create:
        raise StoreError(code="club.missing", path=text)
    elif path.suffix.lower() != SUFFIX:
        raise StoreError(code="club.name", path=text)
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as connection:
        connection.exec_driver_sql("PRAGMA foreign_keys=ON")
        ClubBase.metadata.create_all(connection, checkfirst=True)
    return ClubStore(engine, text)
