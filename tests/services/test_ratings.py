"""Groups by rating (Einstufung) and round 1 in rating order, through the services; the
club register in a file and in the shared PostgreSQL database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.ratings.club_list import RatedGame, RatingEvening, RatingList, rate_evenings
from tournament.ratings.evenings import text_key
from tournament.scoring.model import Player, Round, SteinResult, Table, Tournament
from tournament.services import create_tournament
from tournament.services.club import ClubRegister
from tournament.services.dto import PlayerEntry, Settings
from tournament.services.errors import InvalidInputError
from tournament.services.exchange import export_tournament_file, import_tournament_file
from tournament.services.files import open_tournament
from tournament.services.ratings import (
    first_round_order,
    group_by_rating,
    keep_ratings,
    player_ratings,
    player_rows,
    rating_list,
)

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


def test_the_groups_by_rating_keep_the_ratings_the_players_brought(grouped) -> None:  # type: ignore[no-untyped-def]
    rows = player_rows(grouped, _club_list())
    ratings = {pid: row.rating for pid, row in rows.items()}
    provisional = {pid for pid, row in rows.items() if row.provisional}
    assert provisional == set(ratings)  # one evening so far: all provisional
    group_by_rating(grouped, ratings, provisional=provisional)
    brought = {p.name: (p.rating, p.rating_provisional) for p in grouped.players.all()}
    names = {p.id: p.name for p in grouped.players.all()}
    assert brought == {names[pid]: (ratings[pid], True) for pid in ratings} | {"Ida": (None, False)}
    grouped.history.undo()  # groups and ratings in one action
    assert {(p.group, p.rating) for p in grouped.players.all()} == {("", None)}


def test_round_one_by_rating_as_a_setting_survives_reopening_and_the_file(
    tmp_path: Path, grouped
) -> None:  # type: ignore[no-untyped-def]
    info = grouped.info()
    grouped.update_tournament(
        expected_version=info.version, settings=Settings(seat_by_rating=True, draw=True)
    )
    ratings = player_ratings(grouped, _club_list())
    keep_ratings(grouped, ratings)
    best = sorted(ratings, key=lambda pid: -ratings[pid])[:3]
    path = tmp_path / "abend.srt"
    grouped.close()
    reopened = open_tournament(path)
    try:
        assert reopened.info().settings.seat_by_rating
        exported = tmp_path / "abend.json"
        export_tournament_file(reopened, exported)
        rnd = reopened.rounds.start_round().value  # no order given: the setting's
        assert [seat.player_id for seat in rnd.tables[0].seats] == best  # not drawn
        names = names_of(reopened)
        assert names[rnd.tables[-1].seats[-1].player_id] == "Ida"  # unrated: last
    finally:
        reopened.close()
    data = json.loads(exported.read_text(encoding="utf-8"))
    assert data["seating"]["seat_by_rating"] is True
    assert sorted(p.get("rating", 0) for p in data["players"])[1:] == sorted(ratings.values())
    import_tournament_file(exported, tmp_path / "copy.srt")
    copy = open_tournament(tmp_path / "copy.srt")
    try:
        assert copy.info().settings.seat_by_rating
        rated = {p.name: p.rating for p in copy.players.all() if p.rating is not None}
        assert rated == {names[pid]: rating for pid, rating in ratings.items()}
        seated = [
            names_of(copy)[seat.player_id]
            for seat in copy.rounds.start_round().value.tables[0].seats
        ]
        assert seated == [names[pid] for pid in best]
    finally:
        copy.close()


def names_of(service) -> dict[int, str]:  # type: ignore[no-untyped-def]
    return {p.id: p.name for p in service.players.all()}


def _evening_with_numbers(date: str, names: list[tuple[str, str | None]]) -> Tournament:
    players = tuple(
        Player(str(n), name, "TSV", membership_number=number)
        for n, (name, number) in enumerate(names, 1)
    )
    table = Table(1, ("1", "2", "3"), games=(SteinResult({"1": 0, "2": 5, "3": 9}),))
    return Tournament("Abend", players, rounds=(Round(1, (table,)),), date=date)


def test_the_register_matches_by_membership_number_first(tmp_path: Path) -> None:
    register = ClubRegister.open(tmp_path / "verein.srclub", create=True)
    try:
        first = _evening_with_numbers(
            "2026-11-01", [("Anna Roth", "17"), ("Bo", None), ("Cem", None)]
        )
        # A month later Anna is written differently, and a second Bo with a number came.
        second = _evening_with_numbers(
            "2026-12-01", [("A. Roth-Weiß", "17"), ("Cem", None), ("Bo", "23")]
        )
        ratings = rating_list([first, second], register=register, add_new=True)
        members = {m.id: m for m in register.members()}
    finally:
        register.close()
    assert sorted((m.name, m.number or "") for m in members.values()) == [
        ("Anna Roth", "17"),
        ("Bo", ""),
        ("Bo", "23"),
        ("Cem", ""),
    ]
    rows = {row.name: row for row in ratings.rows}
    assert rows["Anna Roth"].evenings == 2 and rows["Anna Roth"].games == 2
    bos = [row for row in ratings.rows if row.name == "Bo"]
    assert sorted(row.evenings for row in bos) == [1, 1]


def test_a_player_carries_a_membership_number_into_the_file_and_back(tmp_path: Path) -> None:
    service = create_tournament("Abend", location=tmp_path / "abend.srt")
    try:
        service.players.import_players(
            [PlayerEntry("Anna", "TSV", membership_number=" 0815 "), PlayerEntry("Bo")]
        )
        anna, bo = service.players.all()
        assert (anna.membership_number, bo.membership_number) == ("0815", "")
        service.players.edit_player(bo.id, expected_version=bo.version, membership_number="4711")
        with pytest.raises(InvalidInputError) as refused:
            service.players.edit_player(
                anna.id, expected_version=anna.version, membership_number="9" * 41
            )
        assert refused.value.code == "field.too_long"
        assert service.players.get(anna.id).membership_number == "0815"  # nothing changed
        export_tournament_file(service, tmp_path / "abend.json")
    finally:
        service.close()
    data = json.loads((tmp_path / "abend.json").read_text(encoding="utf-8"))
    assert [p.get("membership_number") for p in data["players"]] == ["0815", "4711"]
    import_tournament_file(tmp_path / "abend.json", tmp_path / "copy.srt")
    copy = open_tournament(tmp_path / "copy.srt")
    try:
        assert [p.membership_number for p in copy.players.all()] == ["0815", "4711"]
    finally:
        copy.close()


def test_the_seating_plan_of_round_one_says_it_was_formed_by_rating(
    tmp_path: Path, grouped
) -> None:  # type: ignore[no-untyped-def]
    import subprocess

    from tournament.exports.adapter import round_seating
    from tournament.exports.plan import write_seating_plan

    info = grouped.info()
    grouped.update_tournament(
        expected_version=info.version,
        settings=Settings(groups=("A", "B", "C"), seat_by_rating=True),
    )
    group_by_rating(grouped, player_ratings(grouped, _club_list()))
    grouped.rounds.start_round()
    seating = round_seating(grouped, 1)
    assert seating.groups_by_rating and seating.seated_by_rating
    write_seating_plan(seating, tmp_path / "plan.pdf", language="en")
    shown = subprocess.run(
        ["pdftotext", str(tmp_path / "plan.pdf"), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert "Groups formed by club rating (Einstufung)" in shown
    assert "Round 1 seated by rating, the best at table 1" in shown
