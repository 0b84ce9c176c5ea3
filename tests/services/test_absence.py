"""A player who leaves the table during the round (record_absence, withdraw_absence)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from tournament.services import TournamentService, open_tournament
from tournament.services.dto import ResultEntry, Settings
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidResultError,
    InvalidStateError,
)
from tournament.services.exchange import export_tournament_file, import_tournament_file


def _setup(helpers: SimpleNamespace, tmp_path: Path, settings: Settings | None = None) -> Any:
    """7 players: a 3-table and a 4-table; games 1 and 2 of the 4-table entered."""
    service = helpers.make_service(tmp_path, players=7, settings=settings)
    service.rounds.start_round()
    table = _table(service)
    for game in table.games[:2]:
        service.games.record_result(
            game.id, helpers.win_for_first(game), expected_version=game.version
        )
    return service, _table(service)


def _table(service: TournamentService, size: int = 4) -> Any:
    return next(t for t in service.rounds.get(1).tables if len(t.seats) == size)


def _points(service: TournamentService) -> dict[int, tuple[Fraction, Fraction, int]]:
    return {r.player_id: (r.points, r.max_points, r.games) for r in service.games.standings()}


def test_the_others_play_on_as_a_three_table(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service, table = _setup(helpers, tmp_path)
    seats = [s.player_id for s in table.seats]
    gone = seats[2]  # the starter of game 3
    before = _points(service)[gone]
    third = table.games[2]
    done = service.decisions.record_absence(
        third.id, gone, award="average", reason="taken ill", expected_version=third.version
    )
    info = done.value
    assert info.player_ids == tuple(p for p in seats if p != gone)
    assert set(info.absent) == {gone} and info.absent[gone].award == "average"
    assert info.starter_player_id == seats[3]  # the next seat starts in place of the absent
    assert "left the table" in done.summary and "taken ill" in done.summary
    for game in _table(service).games[2:]:
        assert gone in game.absent and gone not in game.player_ids
        tiles = dict(zip(game.player_ids, (0, 4, 9), strict=True))
        saved = service.games.record_result(
            game.id, ResultEntry(tiles), expected_version=game.version
        )
        assert saved.value.points == dict(zip(game.player_ids, (3, 2, 1), strict=True))
        assert saved.value.max_points == 3
    rows = _points(service)
    # Two games missed, each the points that keep the player's percentage of the two
    # played (against 4 + 4) in a game of max 3 (RULINGS §5).
    average = before[0] / before[1] * 3
    assert before[1] == 8 and rows[gone] == (before[0] + 2 * average, before[1] + 6, 4)
    assert rows[gone][0] / rows[gone][1] == before[0] / before[1]  # the percentage kept
    assert rows[seats[0]][1] == 4 + 4 + 3 + 3
    # A fresh desk reads the same from the store.
    again = open_tournament(service.store.location)
    assert _points(again) == rows
    again.close()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    service.close()


def test_nothing_counts_the_maximum_without_points(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service, table = _setup(helpers, tmp_path, Settings(variant="stein-plus"))
    gone = table.seats[0].player_id
    last = table.games[3]
    before = _points(service)[gone]
    service.decisions.record_absence(
        last.id, gone, award="nothing", reason="left early", expected_version=last.version
    )
    game = _table(service).games[3]
    # Plus with three present: an empty hand 4, then 3 and 2.
    tiles = dict(zip(game.player_ids, (0, 5, 7), strict=True))
    done = service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    assert sorted(done.value.points.values()) == [2, 3, 4]
    assert _points(service)[gone][:2] == (before[0], before[1] + 4)
    service.close()


def test_refusals_change_nothing(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service, table = _setup(helpers, tmp_path)
    seats = [s.player_id for s in table.seats]
    game = table.games[2]
    small = _table(service, 3).games[0]
    log = len(service.history.audit_log())
    second = table.games[1]
    cases = [
        (InvalidStateError, "a game needs 3", small, small.player_ids[0], "average", "ill"),
        (InvalidStateError, "clear it first", second, seats[0], "average", "ill"),
        (InvalidInputError, "not at this table", game, small.player_ids[0], "average", "x"),
        (InvalidInputError, "unknown award", game, seats[0], "half", "ill"),
        (InvalidInputError, "must not be empty", game, seats[0], "average", "  "),
    ]
    for error, text, target, player, award, reason in cases:
        with pytest.raises(error, match=text):
            service.decisions.record_absence(
                target.id, player, award=award, reason=reason, expected_version=target.version
            )
    with pytest.raises(ConflictError):
        service.decisions.record_absence(
            game.id, seats[0], award="average", reason="ill", expected_version=99
        )
    assert len(service.history.audit_log()) == log
    service.decisions.record_absence(
        game.id, seats[0], award="average", reason="ill", expected_version=1
    )
    with pytest.raises(InvalidStateError, match="already left"):
        service.decisions.record_absence(
            table.games[3].id, seats[0], award="nothing", reason="x", expected_version=2
        )
    # The absent player's tiles are refused, the game needs the others' only.
    third = _table(service).games[2]
    with pytest.raises(InvalidResultError):
        service.games.record_result(
            third.id, ResultEntry(dict.fromkeys(seats, 3) | {seats[1]: 0}), expected_version=2
        )
    service.close()


def test_withdraw_puts_the_player_back(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service, table = _setup(helpers, tmp_path)
    gone = table.seats[1].player_id
    done = service.decisions.record_absence(
        table.games[2].id, gone, award="average", reason="ill", expected_version=1
    )
    absence = done.value.absent[gone]
    game = _table(service).games[2]
    tiles = dict(zip(game.player_ids, (0, 4, 9), strict=True))
    service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    game = _table(service).games[2]
    with pytest.raises(InvalidStateError, match="clear it first"):
        service.decisions.withdraw_absence(
            absence.id, reason="mistake", expected_version=game.version
        )
    service.games.clear_result(game.id, expected_version=game.version)
    game = _table(service).games[2]
    back = service.decisions.withdraw_absence(
        absence.id, reason="mistake", expected_version=game.version
    )
    assert gone in back.value.player_ids and not back.value.absent
    assert all(not g.absent for g in _table(service).games)
    service.close()


def test_file_export_and_import_keep_the_absence(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service, table = _setup(helpers, tmp_path)
    gone = table.seats[3].player_id
    service.decisions.record_absence(
        table.games[2].id, gone, award="nothing", reason="krank", expected_version=1
    )
    game = _table(service).games[2]
    tiles = dict(zip(game.player_ids, (2, 0, 6), strict=True))
    service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    export_tournament_file(service, tmp_path / "out.json")
    text = (tmp_path / "out.json").read_text(encoding="utf-8")
    assert '"left"' in text and '"reason": "krank"' in text
    import_tournament_file(tmp_path / "out.json", tmp_path / "copy.srt")
    copy = open_tournament(tmp_path / "copy.srt")
    export_tournament_file(copy, tmp_path / "again.json")
    assert (tmp_path / "again.json").read_text(encoding="utf-8") == text
    by_name = {r.name: (r.points, r.max_points) for r in service.games.standings()}
    assert {r.name: (r.points, r.max_points) for r in copy.games.standings()} == by_name
    copy.close()
    service.close()


def test_seats_of_a_table_with_an_absence_stay(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service = helpers.make_service(tmp_path, players=7)
    rnd = service.rounds.start_round().value
    four = next(t for t in rnd.tables if len(t.seats) == 4)
    three = next(t for t in rnd.tables if len(t.seats) == 3)
    service.decisions.record_absence(
        four.games[0].id,
        four.seats[0].player_id,
        award="nothing",
        reason="no-show",
        expected_version=1,
    )
    with pytest.raises(InvalidStateError, match="seats cannot change"):
        service.rounds.swap_players(1, four.seats[0].player_id, three.seats[0].player_id)
    service.close()
