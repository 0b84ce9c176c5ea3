"""Matching an evening's players to the club register: by membership number first."""

from __future__ import annotations

from tournament.ratings.register import MatchStatus, Member, match_people

MEMBERS = [
    Member(1, "Jürgen Weiß", "TSV", "0815"),
    Member(2, "Anna Roth", "TSV"),
    Member(3, "Anna Roth", "SC", "4711"),
]


def test_the_membership_number_decides_whatever_the_spelling() -> None:
    (match,) = match_people(MEMBERS, {}, [("J. Weiss", "TSV Nord", "0815")])
    assert (match.status, match.members) == (MatchStatus.MATCHED, (1,))


def test_without_a_number_or_with_one_nobody_has_the_name_decides() -> None:
    plain, unknown = match_people(MEMBERS, {}, [("anna roth", "tsv"), ("Anna Roth", "TSV", "9999")])
    assert plain.members == unknown.members == (2,)  # member 2 has no number yet
    assert plain.status is unknown.status is MatchStatus.MATCHED


def test_a_member_with_another_number_is_another_person() -> None:
    (other,) = match_people(MEMBERS, {}, [("Anna Roth", "SC", "1234")])
    assert other.status is MatchStatus.NEW and other.number == "1234"
    (aliased,) = match_people(MEMBERS, {("anna roth", "sc"): 3}, [("Anna Roth", "SC", "1234")])
    assert aliased.status is MatchStatus.NEW  # a linked spelling does not override it either


def test_two_players_of_one_name_with_numbers_are_two_people() -> None:
    people = [("Bo", "", "1"), ("Bo", "", "2"), ("Bo", "", "1")]
    matches = match_people([], {}, people)
    assert [(m.number, m.status) for m in matches] == [
        ("1", MatchStatus.NEW),
        ("2", MatchStatus.NEW),
    ]
