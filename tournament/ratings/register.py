"""Matching an evening's players to the club register (Glossary: Spielerstamm).

A player who carries a membership number is the member with that number, whatever the
spelling. Otherwise (or when no member has the number yet) a player is the member with the
same name and club as a search compares them (case, accents and spaces aside), or with a
spelling the director linked to the member; a member who has another number is another
person. A player that fits no member is *new*; one that fits several (two members of one
name in one club) is *ambiguous*. Neither is ever merged silently: the caller asks the
director.

>>> members = [Member(1, "Jürgen Weiß", "TSV"), Member(2, "Anna Roth", "TSV", "0815")]
>>> [m.status.value for m in match_people(members, {}, [("jurgen weiss", "tsv"), ("Bo", "")])]
['matched', 'new']
>>> [m.members for m in match_people(members, {}, [("A. Roth", "", "0815")])]
[(2,)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from tournament.scoring.season import player_key

Key = tuple[str, str]
Person = tuple[str, str] | tuple[str, str, str | None]
"""A player as the register matches them: name, club and, if known, membership number."""


def person_key(name: str, club: str, number: str | None = None) -> tuple[str, ...]:
    """Who a player is for the matching: their membership number when they carry one,
    else their folded name and club."""
    return ("#", number) if number else player_key(name, club)


class MatchStatus(StrEnum):
    MATCHED = "matched"
    NEW = "new"
    AMBIGUOUS = "ambiguous"


@dataclass(frozen=True, slots=True)
class Member:
    id: int
    name: str
    club: str = ""
    number: str | None = None

    @property
    def key(self) -> Key:
        return player_key(self.name, self.club)


@dataclass(frozen=True, slots=True)
class Match:
    name: str
    club: str
    status: MatchStatus
    members: tuple[int, ...] = ()
    """The member matched, or the candidates of an ambiguous name."""
    number: str | None = None
    """The membership number the player carried, if any."""

    @property
    def key(self) -> tuple[str, ...]:
        return person_key(self.name, self.club, self.number)

    @property
    def member(self) -> int | None:
        return self.members[0] if self.status is MatchStatus.MATCHED else None


def match_people(
    members: Sequence[Member], aliases: Mapping[Key, int], people: Iterable[Person]
) -> list[Match]:
    """Each distinct player of ``people`` (in first-seen order; :func:`person_key`) matched
    to ``members``; ``aliases`` maps linked spellings (folded keys) to a member's id."""
    by_number = {member.number: member.id for member in members if member.number}
    numbers = {member.id: member.number for member in members}
    by_key: dict[Key, list[int]] = {}
    for member in members:
        by_key.setdefault(member.key, []).append(member.id)
    out: list[Match] = []
    seen: set[tuple[str, ...]] = set()
    for person in people:
        name, club = person[0], person[1]
        number = (person[2] if len(person) > 2 else None) or None
        if person_key(name, club, number) in seen:
            continue
        seen.add(person_key(name, club, number))
        if number is not None and number in by_number:
            out.append(Match(name, club, MatchStatus.MATCHED, (by_number[number],), number))
            continue
        # A member with another number is another person.
        others = {m for m, n in numbers.items() if number is not None and n not in (None, number)}
        key = player_key(name, club)
        if key in aliases and aliases[key] not in others:
            out.append(Match(name, club, MatchStatus.MATCHED, (aliases[key],), number))
            continue
        found = tuple(member for member in by_key.get(key, ()) if member not in others)
        status = (
            MatchStatus.NEW
            if not found
            else MatchStatus.MATCHED
            if len(found) == 1
            else MatchStatus.AMBIGUOUS
        )
        out.append(Match(name, club, status, found, number))
    return out
