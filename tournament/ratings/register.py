"""Matching an evening's players to the club register (Glossary: Spielerstamm).

A player is the member with the same name and club as a search compares them (case,
accents and spaces aside), or with a spelling the director linked to the member. A name
that fits no member is *new*; one that fits several (two members of one name in one club)
is *ambiguous*. Neither is ever merged silently: the caller asks the director.

>>> members = [Member(1, "Jürgen Weiß", "TSV"), Member(2, "Anna Roth", "TSV", "0815")]
>>> [m.status for m in match_people(members, {}, [("jurgen weiss", "tsv"), ("Bo", "")])]
['matched', 'new']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from tournament.scoring.season import player_key

Key = tuple[str, str]


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

    @property
    def member(self) -> int | None:
        return self.members[0] if self.status is MatchStatus.MATCHED else None


def match_people(
    members: Sequence[Member], aliases: Mapping[Key, int], people: Iterable[tuple[str, str]]
) -> list[Match]:
    """Each distinct (name, club) of ``people`` (in first-seen order) matched to
    ``members``; ``aliases`` maps linked spellings (folded keys) to a member's id."""
    by_key: dict[Key, list[int]] = {}
    for member in members:
        by_key.setdefault(member.key, []).append(member.id)
    out: list[Match] = []
    seen: set[Key] = set()
    for name, club in people:
        key = player_key(name, club)
        if key in seen:
            continue
        seen.add(key)
        if key in aliases:
            out.append(Match(name, club, MatchStatus.MATCHED, (aliases[key],)))
            continue
        found = tuple(by_key.get(key, ()))
        status = (
            MatchStatus.NEW
            if not found
            else MatchStatus.MATCHED
            if len(found) == 1
            else MatchStatus.AMBIGUOUS
        )
        out.append(Match(name, club, status, found))
    return out
