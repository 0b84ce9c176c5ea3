"""The store's export written from its rows equals the writer's dump of its model."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tournament.rules.variant import Variant
from tournament.scoring import tournament_file as tf
from tournament.services import TournamentService, open_tournament
from tournament.services.demo import build_demo
from tournament.services.dto import ResultEntry, Settings, TableInfo
from tournament.services.exchange import import_tournament_file, tournament_model
from tournament.services.file_data import tournament_file_data

GOLDEN = Path(__file__).parents[1] / "scoring" / "golden"


def _same_as_the_model(service: TournamentService) -> dict[str, Any]:
    data = tournament_file_data(service)
    assert data == tf.dump_tournament(tournament_model(service))
    assert tf.encode_data(data).decode() == tf.dumps(tournament_model(service))
    return data


@pytest.mark.parametrize("variant", list(Variant))
def test_a_demo_evening_is_written_as_its_model(tmp_path: Path, variant: Variant) -> None:
    build_demo(tmp_path / "d.srt", players=12, rounds=3, variant=variant, seed=3)
    service = open_tournament(tmp_path / "d.srt")
    try:
        data = _same_as_the_model(service)
    finally:
        service.close()
    assert [r["number"] for r in data["rounds"]] == [1, 2, 3]


@pytest.mark.parametrize("name", ["basic-two-tables", "plus-decisions", "percent-ranking"])
def test_an_imported_file_is_written_as_its_model(tmp_path: Path, name: str) -> None:
    """Imported games keep what the file said of them (a hand, a note with its author
    and time): written from the rows as the model writes them."""
    data = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    noted = data["rounds"][0]["tables"][0]["games"][0]
    noted.update(reason="Notiz", author="TL", time="2026-11-29T19:30:00+00:00")
    (tmp_path / "in.json").write_text(json.dumps(data), encoding="utf-8")
    import_tournament_file(tmp_path / "in.json", tmp_path / "t.srt")
    service = open_tournament(tmp_path / "t.srt")
    try:
        written = _same_as_the_model(service)
    finally:
        service.close()
    first = written["rounds"][0]["tables"][0]["games"][0]
    assert (first["reason"], first["author"]) == ("Notiz", "TL")


def test_every_kind_of_table_is_written_as_its_model(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    """A closed round of played games with claims and a first-round Rommé, then an open
    last round: a decision in force at one table, a withdrawn one at another, a table none
    of whose games was played that a player left, and a table with a game open between
    played ones and one open at the end. The tables of simply played games are written
    from their rows, the others from the model: the same either way."""
    service = helpers.make_service(
        tmp_path, players=14, settings=Settings(variant=Variant.STEIN_PLUS)
    )
    service.rounds.start_round()
    for table in service.rounds.get(1).tables:
        for game in table.games:
            ids = game.player_ids
            result = ResultEntry(
                dict(zip(ids, (0, *range(3, 3 + len(ids) - 1)), strict=True)),
                claims={ids[1]: 2},
                first_turn_rommee=game.number == 1,
            )
            service.games.record_result(game.id, result, expected_version=game.version)
    service.rounds.close_round(1)
    service.rounds.start_round()
    decided, withdrawn, left, open_ = _tables(service)
    for table, numbers in ((decided, (1, 2, 3)), (withdrawn, (1, 2, 3)), (open_, (1, 3))):
        for game in table.games:
            if game.number in numbers:
                result = helpers.win_for_first(game)
                service.games.record_result(game.id, result, expected_version=game.version)
    game = _tables(service)[0].games[0]
    service.decisions.apply_decision(
        game.id, "neutralised", reason="Streit", expected_version=game.version
    )
    game = _tables(service)[1].games[1]
    service.decisions.apply_decision(
        game.id, "average", reason="Uhr", expected_version=game.version
    )
    game = _tables(service)[1].games[1]
    assert game.decision is not None
    service.decisions.withdraw_decision(
        game.decision.id, reason="Irrtum", expected_version=game.version
    )
    gone = left.seats[0].player_id
    service.decisions.record_absence(
        left.games[0].id, gone, award="nothing", reason="krank", expected_version=1
    )
    data = _same_as_the_model(service)
    service.close()
    first, second = data["rounds"]
    assert "status" not in first and "status" not in second  # both as inferred
    assert first["tables"][0]["games"][0]["romme_first_round"] is True
    assert first["tables"][0]["games"][0]["claims"]
    written = {t["number"]: t["games"] for t in second["tables"]}
    assert written[decided.number][0]["override"] == "neutralised"
    assert "withdrawn" in written[withdrawn.number][1]
    assert written[left.number] == []
    assert "left" in next(t for t in second["tables"] if t["number"] == left.number)
    slots = written[open_.number]
    assert len(slots) == 3 and slots[1] == {"open": True} and "tiles_left" in slots[2]
    assert len(open_.games) == 4


def test_a_round_complete_but_open_says_so(helpers: SimpleNamespace, tmp_path: Path) -> None:
    """The last round with every game played but not closed is written as open, with the
    player who sits it out."""
    service = helpers.make_service(tmp_path, players=5)
    service.rounds.start_round()
    for table in service.rounds.get(1).tables:
        for game in table.games:
            result = helpers.win_for_first(game)
            service.games.record_result(game.id, result, expected_version=game.version)
    data = _same_as_the_model(service)
    service.close()
    (only,) = data["rounds"]
    assert only["status"] == "open" and len(only["sitting_out"]) == 1


def _tables(service: TournamentService) -> list[TableInfo]:
    """Round 2's tables: the two of three players, then the two of four."""
    tables = sorted(service.rounds.get(2).tables, key=lambda t: (len(t.seats), t.number))
    assert [len(t.seats) for t in tables] == [3, 3, 4, 4]
    return tables
