"""The club register's use cases: its members, linking a spelling, matching evenings.

See :mod:`tournament.store.club` for where it lives and :mod:`tournament.ratings.register`
for how a name is matched.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from sqlalchemy import select

from tournament.ratings.register import Key, Match, Member, Person, match_people
from tournament.scoring.season import player_key
from tournament.services.errors import InvalidInputError
from tournament.store.club import ClubAlias, ClubMember, ClubStore, open_club


class ClubRegister:
    """An open club register; ``close`` it when done."""

    def __init__(self, store: ClubStore) -> None:
        self.store = store

    @classmethod
    def open(cls, location: str | os.PathLike[str], *, create: bool = False) -> ClubRegister:
        return cls(open_club(location, create=create))

    def close(self) -> None:
        self.store.dispose()

    def members(self) -> list[Member]:
        with self.store.transaction() as session:
            rows = session.scalars(select(ClubMember).order_by(ClubMember.id)).all()
            return [Member(row.id, row.name, row.club, row.number) for row in rows]

    def aliases(self) -> dict[Key, int]:
        with self.store.transaction() as session:
            rows = session.scalars(select(ClubAlias)).all()
            return {(row.name_key, row.club_key): row.member_id for row in rows}

    def add_members(self, people: Iterable[tuple[str, str, str | None]]) -> list[Member]:
        """Register ``people`` (name, club, membership number or None) as new members, in
        one transaction; a number already given refuses them all."""
        chosen = list(people)
        with self.store.transaction() as session:
            taken = {n for n in session.scalars(select(ClubMember.number)) if n is not None}
            added: list[ClubMember] = []
            for name, club, number in chosen:
                if not name.strip():
                    raise InvalidInputError(code="club.no_name", field="name")
                if number is not None and number in taken:
                    raise InvalidInputError(code="club.number_taken", field="number", number=number)
                if number is not None:
                    taken.add(number)
                name_key, club_key = player_key(name, club)
                row = ClubMember(
                    name=name.strip(),
                    club=club.strip(),
                    number=number,
                    name_key=name_key,
                    club_key=club_key,
                )
                session.add(row)
                added.append(row)
            session.flush()
            return [Member(row.id, row.name, row.club, row.number) for row in added]

    def link(self, name: str, club: str, number: str) -> Member:
        """Link the spelling ``name``, ``club`` to the member with membership ``number``."""
        with self.store.transaction() as session:
            row = session.scalars(select(ClubMember).where(ClubMember.number == number)).first()
            if row is None:
                raise InvalidInputError(code="club.no_member", field="number", number=number)
            name_key, club_key = player_key(name, club)
            old = session.scalars(
                select(ClubAlias).where(
                    ClubAlias.name_key == name_key, ClubAlias.club_key == club_key
                )
            ).first()
            if old is not None:
                old.member_id = row.id
            else:
                session.add(ClubAlias(member_id=row.id, name_key=name_key, club_key=club_key))
            return Member(row.id, row.name, row.club, row.number)

    def match(self, people: Iterable[Person]) -> list[Match]:
        """Each distinct player of ``people`` (name, club and perhaps membership number)
        matched to the members: by number first, else by name and club."""
        return match_people(self.members(), self.aliases(), people)


def member_key(member: int) -> str:
    """The key a member's games are rated under."""
    return f"member:{member}"
