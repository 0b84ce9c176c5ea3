"""Groups by rating (Einstufung) and round 1 in rating order, through the services; the
club register in a file and in the shared PostgreSQL database."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.ratings.club_list import RatedGame, RatingEvening, RatingList, rate_evenings
from tournament.ratings.evenings import text_key
from tournament.services import create_tournament
from tournament.services.club import ClubRegister
from tournament.services.dto import PlayerEntry, Settings
from tournament.services.errors import InvalidInputError
from tournament.services.ratings import first_round_order, group_by_rating, player_ratings

NAMES = ["Anna", "Bo", "Cem", "Dana", "Eli", "Fay", "Gus", "Hal", "Ida"]


def _club_list() -> RatingList:
    """Eight of the nine rated, Anna weakest ... Hal strongest (Ida never played)."""
    rated = NAMES[:8]
    people = {text_key(name, "TSV"): (name, "TSV") for name in rated}
    keys = [text_key(name, "TSV") for name in reversed(rated)]  # strongest first
    games = tuple(RatedGame(tuple(keys[i : i + 3]), (1, 2, 3)) for i in range(len(keys) - 2)) * 4
    return rate_evenings([RatingEvening("1", "stein", people, games)])


@pytest.fixture
def grouped(tmp_path: Path):  # type: ignore[no-untyped-def]
    service = create_tournament(
        "Abend", location=tmp_path / "abend.srt", settings=Settings(groups=("A", "B", "C"))
    )
    service.players.import_players([PlayerEntry(name, "TSV") for name in NAMES])
    yield service
    service.close()


def test_players_are_grouped_by_rating_and_the_unrated_where_the_director_says(grouped) -> None:  # type: ignore[no-untyped-def]
    ratings = player_ratings(grouped, _club_list())
    ids = {p.name: p.id for p in grouped.players.all()}
    assert set(ratings) == {ids[name] for name in NAMES[:8]}
    done = group_by_rating(grouped, ratings, unrated="first")
    assert done.audit_id is not None
    groups = {p.name: p.group for p in grouped.players.all()}
    assert groups["Ida"] == "A"  # unrated, placed first as asked
    assert [groups[name] for name in ("Hal", "Gus", "Bo", "Anna")] == ["A", "A", "C", "C"]
    assert sorted(groups.values()) == ["A"] * 3 + ["B"] * 3 + ["C"] * 3
    grouped.history.undo()
    assert {p.group for p in grouped.players.all()} == {""}


def test_a_grouping_the_field_cannot_make_changes_nothing(grouped) -> None:  # type: ignore[no-untyped-def]
    ratings = player_ratings(grouped, _club_list())
    with pytest.raises(InvalidInputError) as refused:
        group_by_rating(grouped, ratings, sizes=[8, 8])
    assert refused.value.code == "players.grouping"
    assert {p.group for p in grouped.players.all()} == {""}


def test_round_one_seated_in_rating_order(grouped) -> None:  # type: ignore[no-untyped-def]
    info = grouped.info()
    grouped.update_tournament(expected_version=info.version, settings=Settings())
    ratings = player_ratings(grouped, _club_list())
    order = first_round_order(grouped, ratings)
    names = {p.id: p.name for p in grouped.players.all()}
    best = sorted(ratings, key=lambda pid: -ratings[pid])[:3]
    assert order[:3] == best and {names[pid] for pid in best} <= {"Fay", "Gus", "Hal"}
    rnd = grouped.rounds.start_round(first_order=order).value
    assert [seat.player_id for seat in rnd.tables[0].seats] == best  # the best at table 1
    assert names[rnd.tables[-1].seats[-1].player_id] == "Ida"  # unrated: last


def test_the_register_names_the_members_the_list_rates(tmp_path: Path, grouped) -> None:  # type: ignore[no-untyped-def]
    register = ClubRegister.open(tmp_path / "verein.srclub", create=True)
    try:
        members = register.add_members([(name, "TSV", None) for name in NAMES[:2]])
        people = {f"member:{m.id}": (m.name, m.club) for m in members}
        keys = [f"member:{m.id}" for m in members]
        ratings = rate_evenings(
            [RatingEvening("1", "stein", people, (RatedGame(tuple(keys), (2, 1)),))]
        )
        by_player = player_ratings(grouped, ratings, register)
    finally:
        register.close()
    names = {p.id: p.name for p in grouped.players.all()}
    assert sorted(names[pid] for pid in by_player) == ["Anna", "Bo"]


@pytest.mark.postgres
def test_the_register_in_the_shared_database(pg_url: str) -> None:
    register = ClubRegister.open(pg_url)
    try:
        (member,) = register.add_members([("Jürgen Weiß", "TSV", "0815")])
        register.link("J. Weiss", "tsv", "0815")
        matched = register.match([("jurgen weiss", "TSV"), ("J. Weiß", "TSV"), ("Neu", "")])
        assert [m.member for m in matched] == [member.id, member.id, None]
        with pytest.raises(InvalidInputError):
            register.add_members([("Anna", "", "0815")])
        assert len(register.members()) == 1
    finally:
        register.close()
