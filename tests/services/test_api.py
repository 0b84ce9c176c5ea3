"""The tournament services: one transaction per action, conflicts, decisions, undo."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournament.services import TournamentService, create_tournament, open_tournament
from tournament.services.dto import PlayerEntry, ResultEntry, SeatInfo, Settings
from tournament.services.errors import (
    ConflictError,
    InvalidInputError,
    InvalidResultError,
    InvalidStateError,
    NotFoundError,
    StoreError,
    TournamentError,
)


def _audit_count(service: TournamentService) -> int:
    return len(service.history.audit_log())


# -- tournaments ----------------------------------------------------------------------


def test_new_file_goes_to_documents_folder(tmp_path: Path) -> None:
    service = create_tournament("Herbst-Cup 2026", settings=Settings(variant="stein-plus"))
    info = service.info()
    service.close()
    assert Path(info.location) == tmp_path / "documents" / "Herbst-Cup 2026.srt"
    assert info.settings.variant == "stein-plus"
    reopened = open_tournament(info.location)
    assert reopened.info().name == "Herbst-Cup 2026"
    reopened.close()


def test_settings_round_trip_and_unknown_values_refused(tmp_path: Path) -> None:
    chosen = Settings(
        variant="stein-plus",
        jokers="two_in_pool",
        first_turn_rommee="equal",
        neutral_penalty=Fraction(1, 2),
        rank_by="percent",
        movement="mix",
        groups=("A", "B"),
        promotion_after_round=3,
        winners_group_size=2,
        seed=7,
        draw=True,
    )
    service = create_tournament("x", location=tmp_path / "x.srt", settings=chosen)
    service.close()
    reopened = open_tournament(tmp_path / "x.srt")
    assert reopened.info().settings == chosen
    with pytest.raises(InvalidInputError, match="movement") as info:
        reopened.update_tournament(
            expected_version=reopened.info().version,
            settings=Settings(movement="shuffle"),  # type: ignore[arg-type]
        )
    assert info.value.code == "setting.unknown_value" and info.value.kind == "invalid"
    reopened.close()


def test_update_tournament_checks_version(service: TournamentService) -> None:
    version = service.info().version
    done = service.update_tournament(expected_version=version, name="Sommerturnier")
    assert done.value.name == "Sommerturnier"
    with pytest.raises(ConflictError) as info:
        service.update_tournament(expected_version=version, name="Stale")
    assert info.value.data["current"].name == "Sommerturnier"
    assert service.info().name == "Sommerturnier"


# -- players --------------------------------------------------------------------------


def test_import_is_all_or_nothing(service: TournamentService) -> None:
    before = service.players.all()
    audit = _audit_count(service)
    with pytest.raises(InvalidInputError, match="player 2: name"):
        service.players.import_players(
            [PlayerEntry("Good"), PlayerEntry("   "), PlayerEntry("Also")]
        )
    assert service.players.all() == before
    assert _audit_count(service) == audit


def test_edit_player_conflict_carries_current_value(service: TournamentService) -> None:
    player = service.players.all()[0]
    service.players.edit_player(player.id, expected_version=player.version, name="Anna")
    with pytest.raises(ConflictError) as info:
        service.players.edit_player(player.id, expected_version=player.version, club="Other")
    assert info.value.data["current"].name == "Anna"
    assert service.players.get(player.id).club == player.club


def test_late_entry_and_withdrawal_take_effect_next_round(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    first = service.rounds.start_round().value
    seated_first = {s.player_id for t in first.tables for s in t.seats}
    late = service.players.register_player(PlayerEntry("Late Larry")).value
    leaver = service.players.all()[0]
    service.players.withdraw_player(leaver.id, reason="ill")
    assert late.status == "late" and late.joined_round == 2
    assert service.players.get(leaver.id).left_after_round == 1
    # The running round is untouched.
    assert {s.player_id for t in service.rounds.get(1).tables for s in t.seats} == seated_first
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    second = service.rounds.start_round().value
    seated = {s.player_id for t in second.tables for s in t.seats} | set(second.sitting_out)
    assert late.id in seated
    assert leaver.id not in seated
    assert len(seated) == 9
    back = service.players.reinstate_player(leaver.id).value
    assert back.status == "active" and back.left_after_round is None
    helpers.fill_round(service, 2)
    service.rounds.close_round(2)
    third = service.rounds.start_round().value
    assert leaver.id in {s.player_id for t in third.tables for s in t.seats} | set(
        third.sitting_out
    )


# -- rounds and results -----------------------------------------------------------------


def test_round_seats_everyone_and_each_player_starts_once(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path, players=10)
    rnd = service.rounds.start_round().value
    assert sorted(len(t.seats) for t in rnd.tables) == [3, 3, 4]
    for table in rnd.tables:
        starters = [g.starter_player_id for g in table.games]
        assert starters == [s.player_id for s in table.seats]
    with pytest.raises(InvalidStateError, match="still open"):
        service.rounds.start_round()
    service.close()


def test_record_result_scores_by_rank(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    done = service.games.record_result(game.id, ResultEntry({a: 0, b: 4, c: 4}), expected_version=1)
    # RULINGS 5: 3/2/1 at a 3-table; b and c tie for 2nd and 3rd and share 1.5 each.
    assert done.value.points == {a: 3, b: Fraction(3, 2), c: Fraction(3, 2)}
    assert done.value.max_points == 3
    assert done.value.status == "entered"
    assert done.value.version == game.version + 1
    assert service.games.get(game.id).points == done.value.points
    rows = {r.player_id: r for r in service.games.standings()}
    assert rows[a].points == 3 and rows[a].rank == 1 and rows[a].games_won == 1
    assert rows[b].points == Fraction(3, 2) and rows[b].rank == rows[c].rank == 2


def test_refused_result_changes_nothing(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    audit = _audit_count(service)
    with pytest.raises(InvalidResultError, match="empty hands") as info:
        service.games.record_result(game.id, ResultEntry({a: 0, b: 0, c: 3}), expected_version=1)
    assert info.value.code == "result.refused" and info.value.kind == "result"
    with pytest.raises(InvalidResultError, match="missing tile count"):
        service.games.record_result(game.id, ResultEntry({a: 0, b: 2}), expected_version=1)
    with pytest.raises(InvalidResultError, match="not at this table"):
        service.games.record_result(
            game.id, ResultEntry({a: 0, b: 2, c: 3, 999: 1}), expected_version=1
        )
    after = service.games.get(game.id)
    assert after.status == "open" and after.version == game.version
    assert _audit_count(service) == audit


def test_hands_are_read_by_the_rules_engine(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    result = ResultEntry({a: 0}, hands={b: "r13 G7 *", c: "s1, b2"})
    done = service.games.record_result(game.id, result, expected_version=1).value
    assert done.result is not None
    assert done.result.tiles_left == {a: 0, b: 3, c: 2}
    assert done.result.hands == {b: "r13 y7 J", c: "k1 b2"}
    with pytest.raises(InvalidResultError, match="x5"):
        service.games.record_result(
            game.id, ResultEntry({a: 0, c: 2}, hands={b: "r1 x5"}), expected_version=done.version
        )
    with pytest.raises(InvalidResultError, match="says 4 but the hand holds 2"):
        service.games.record_result(
            game.id,
            ResultEntry({a: 0, b: 4, c: 2}, hands={b: "r1 r2"}),
            expected_version=done.version,
        )


def test_correction_keeps_old_value_in_audit_log(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    first = service.games.record_result(
        game.id, ResultEntry({a: 0, b: 5, c: 9}), expected_version=1
    )
    second = service.games.record_result(
        game.id, ResultEntry({a: 7, b: 0, c: 9}), expected_version=first.value.version
    )
    assert second.value.points == {a: 2, b: 3, c: 1}
    entry = service.history.audit_log(limit=1)[0]
    assert entry.id == second.audit_id and "corrected" in entry.summary
    changes = entry.data["changes"]
    assert isinstance(changes, list)
    line_a = next(
        ch for ch in changes if ch["table"] == "result_line" and ch["after"]["player_id"] == a
    )
    assert line_a["before"]["tiles_left"] == 0 and line_a["after"]["tiles_left"] == 7


def test_second_desk_with_stale_version_gets_conflict(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    desk1 = helpers.make_service(tmp_path)
    game = desk1.rounds.start_round().value.tables[0].games[0]
    desk2 = open_tournament(tmp_path / "t.srt", desk="desk 2")
    assert {r.points for r in desk2.games.standings()} == {0}
    a, b, c = game.player_ids
    desk1.games.record_result(
        game.id, ResultEntry({a: 0, b: 1, c: 2}), expected_version=game.version
    )
    with pytest.raises(ConflictError) as info:
        desk2.games.record_result(
            game.id, ResultEntry({a: 3, b: 0, c: 2}), expected_version=game.version
        )
    current = info.value.data["current"]
    assert current.result.tiles_left == {a: 0, b: 1, c: 2}
    assert desk2.games.get(game.id).result.tiles_left == {a: 0, b: 1, c: 2}
    # desk 2 sees desk 1's result in its standings too, also when desk 1 corrects it.
    assert {r.player_id: r.points for r in desk2.games.standings()}[a] == 3
    version = desk1.games.get(game.id).version
    desk1.games.record_result(game.id, ResultEntry({a: 4, b: 0, c: 2}), expected_version=version)
    desk1.players.register_player(PlayerEntry("Newcomer"))
    assert {r.player_id: r.points for r in desk2.games.standings()} == {
        **{p.id: 0 for p in desk2.players.all()},
        a: 1,
        b: 3,
        c: 2,
    }
    desk1.close()
    desk2.close()


# -- decisions ------------------------------------------------------------------------


def test_decisions_need_a_reason_and_override_the_result(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    entered = service.games.record_result(
        game.id, ResultEntry({a: 0, b: 5, c: 9}), expected_version=1
    )
    version = entered.value.version
    with pytest.raises(InvalidInputError, match="reason"):
        service.decisions.apply_decision(
            game.id, "neutralised", reason=" ", expected_version=version
        )
    done = service.decisions.apply_decision(
        game.id,
        "neutralised",
        reason="table started late",
        penalty=Fraction(1, 2),
        expected_version=version,
        author="Director",
    ).value
    # 6 points / 3 players - 1/2 each.
    assert done.points == {a: Fraction(3, 2), b: Fraction(3, 2), c: Fraction(3, 2)}
    assert done.status == "decided"
    assert done.decision is not None and done.decision.author == "Director"
    withdrawn = service.decisions.withdraw_decision(
        done.decision.id, reason="wrong table", expected_version=done.version
    ).value
    assert withdrawn.points == {a: 3, b: 2, c: 1}
    kept = service.decisions.all()
    assert [d.active for d in kept] == [False] and kept[0].withdrawn_reason == "wrong table"


def test_points_and_ended_early_decisions(service: TournamentService) -> None:
    rnd = service.rounds.start_round().value
    g1, g2 = rnd.tables[0].games[:2]
    a, b, c = g1.player_ids
    with pytest.raises(InvalidInputError, match="every player's points"):
        service.decisions.apply_decision(
            g1.id, "points", reason="slow", values={a: 2}, expected_version=1
        )
    set_points = service.decisions.apply_decision(
        g1.id, "points", reason="slow player", values={a: 2, b: 2, c: 1}, expected_version=1
    ).value
    assert set_points.points == {a: 2, b: 2, c: 1}
    early = service.decisions.apply_decision(
        g2.id, "ended_early", reason="time", values={a: 3, b: 3, c: 6}, expected_version=1
    ).value
    assert early.points == {a: Fraction(5, 2), b: Fraction(5, 2), c: 1}


def test_close_round_needs_every_game_and_makes_backup(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    service.rounds.start_round()
    with pytest.raises(InvalidStateError, match="9 games without a result") as info:
        service.rounds.close_round(1)
    assert len(info.value.data["missing"]) == 9
    helpers.fill_round(service, 1)
    closed = service.rounds.close_round(1).value
    assert closed.status == "closed" and closed.closed_at is not None
    (backup,) = service.files.backups()
    assert backup.round_number == 1 and Path(backup.path).exists()
    game = closed.tables[0].games[0]
    with pytest.raises(InvalidStateError, match="closed"):
        service.games.record_result(
            game.id, helpers.win_for_first(game), expected_version=game.version
        )


def test_standings_by_group_and_through_round(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service = helpers.make_service(tmp_path, players=0, settings=Settings(groups=("A", "B")))
    service.players.import_players(
        [PlayerEntry(f"A{i}", group="A") for i in range(3)]
        + [PlayerEntry(f"B{i}", group="B") for i in range(3)]
    )
    with pytest.raises(InvalidInputError, match="unknown group"):
        service.players.register_player(PlayerEntry("C0", group="C"))
    rnd = service.rounds.start_round().value
    assert sorted(t.group for t in rnd.tables) == ["A", "B"]
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    service.rounds.start_round()
    helpers.fill_round(service, 2)
    group_a = service.games.standings(group="A")
    assert {r.group for r in group_a} == {"A"} and group_a[0].rank == 1
    after_one = {r.player_id: r.games for r in service.games.standings(through_round=1)}
    assert set(after_one.values()) == {3}
    assert {r.games for r in service.games.standings()} == {6}
    service.close()


# -- undo and redo ----------------------------------------------------------------------


def test_undo_redo_of_a_correction(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    first = service.games.record_result(
        game.id, ResultEntry({a: 0, b: 5, c: 9}), expected_version=1
    )
    second = service.games.record_result(
        game.id, ResultEntry({a: 7, b: 0, c: 9}), expected_version=first.value.version
    )
    assert (
        service.history.can_undo() is not None and service.history.can_undo().id == second.audit_id
    )
    undone = service.history.undo(expected=second.audit_id)
    assert undone.value.id == second.audit_id
    assert service.games.get(game.id).result.tiles_left == {a: 0, b: 5, c: 9}
    assert {r.player_id: r.points for r in service.games.standings()}[a] == 3
    redone = service.history.redo(expected=second.audit_id)
    assert redone.value.id == second.audit_id
    assert service.games.get(game.id).result.tiles_left == {a: 7, b: 0, c: 9}
    log = service.history.audit_log()
    assert [e.action for e in log[:4]] == ["redo", "undo", "record_result", "record_result"]
    assert log[1].undoes == second.audit_id and log[0].redoes == second.audit_id


def test_undo_refuses_when_the_expected_action_is_not_last(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    done = service.games.record_result(game.id, helpers.win_for_first(game), expected_version=1)
    other = service.players.register_player(PlayerEntry("Someone"))
    with pytest.raises(ConflictError, match="no longer"):
        service.history.undo(expected=done.audit_id)
    service.history.undo(expected=other.audit_id)
    assert service.history.undo(expected=done.audit_id).value.id == done.audit_id
    assert service.games.get(game.id).status == "open"
    with pytest.raises(ConflictError):
        service.history.redo(expected=12345)  # not the action that redo would repeat
    # A new action clears what could be redone.
    service.players.register_player(PlayerEntry("Another"))
    assert service.history.can_redo() is None
    with pytest.raises(InvalidStateError) as info:
        service.history.redo()
    assert info.value.code == "redo.nothing"


def test_undo_start_round_removes_it(service: TournamentService) -> None:
    service.rounds.start_round()
    service.history.undo()
    assert service.rounds.all() == []
    assert service.rounds.start_round().value.number == 1


def test_redo_start_round_gives_back_its_tables_seats_and_games(
    service: TournamentService,
) -> None:
    def plan() -> list[tuple[int, tuple[SeatInfo, ...], list[tuple[int, int, tuple[int, ...]]]]]:
        # Redo moves each row's version on, as for any change: the rest must come back.
        (rnd,) = service.rounds.all()
        return [
            (t.number, t.seats, [(g.id, g.number, g.player_ids) for g in t.games])
            for t in rnd.tables
        ]

    assert {"rounds"} <= service.rounds.start_round().changed
    seated = plan()
    assert seated and all(seats and games for _n, seats, games in seated)
    service.history.undo()
    assert service.rounds.all() == []
    service.history.redo()
    assert plan() == seated


Action = tuple[int, int, int]  # game index, winner seat, tiles of others


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    actions=st.lists(
        st.tuples(st.integers(0, 8), st.integers(0, 2), st.integers(1, 10)),
        min_size=1,
        max_size=8,
    )
)
def test_undo_all_then_redo_all_restores_states(
    helpers: SimpleNamespace, tmp_path_factory: pytest.TempPathFactory, actions: list[Action]
) -> None:
    service = helpers.make_service(tmp_path_factory.mktemp("undo"))
    service.rounds.start_round()
    start_standings = service.games.standings()
    games = [g for t in service.rounds.get(1).tables for g in t.games]
    for index, winner, others in actions:
        game = service.games.get(games[index].id)
        ids = game.player_ids
        tiles = {p: (0 if i == winner else others + i) for i, p in enumerate(ids)}
        service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    end_standings = service.games.standings()
    end_round = service.rounds.get(1)
    for _ in actions:
        service.history.undo()
    assert service.games.standings() == start_standings
    assert all(g.status == "open" for t in service.rounds.get(1).tables for g in t.games)
    for _ in actions:
        service.history.redo()
    assert service.games.standings() == end_standings
    again = service.rounds.get(1)
    assert [[g.result for g in t.games] for t in again.tables] == [
        [g.result for g in t.games] for t in end_round.tables
    ]
    service.close()


# -- errors -----------------------------------------------------------------------------


def test_errors_are_value_errors_with_codes(service: TournamentService) -> None:
    with pytest.raises(NotFoundError) as info:
        service.games.get(424242)
    assert isinstance(info.value, ValueError) and isinstance(info.value, TournamentError)
    assert info.value.code == "game.not_found" and info.value.data["id"] == 424242
    assert info.value.kind == "not_found"
    with pytest.raises(StoreError) as missing:
        open_tournament(Path(service.info().location).with_name("nope.srt"))
    assert missing.value.code == "file.missing"


def test_rules_engine_checks_the_hands_together(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    # Three red sevens: the set holds only two.
    with pytest.raises(InvalidResultError, match="r7") as info:
        service.games.record_result(
            game.id, ResultEntry({a: 0}, hands={b: "r7 r7 b1", c: "r7 k2"}), expected_version=1
        )
    assert info.value.code == "result.refused" and info.value.data["problems"]
    assert [d["code"] for d in info.value.data["details"]] == ["too_many"]
    assert service.games.get(game.id).status == "open"
    done = service.games.record_result(
        game.id, ResultEntry({a: 0}, hands={b: "r7 r7 b1", c: "y7 k2 J"}), expected_version=1
    )
    assert done.value.result is not None and done.value.result.tiles_left[c] == 3


def test_swap_players_before_results_only(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    rnd = service.rounds.start_round().value
    t1, t2 = rnd.tables[0], rnd.tables[1]
    a, b = t1.seats[0].player_id, t2.seats[2].player_id
    swapped = service.rounds.swap_players(1, a, b).value
    assert swapped.tables[0].seats[0].player_id == b
    assert swapped.tables[1].seats[2].player_id == a
    assert swapped.tables[0].games[0].starter_player_id == b
    game = swapped.tables[0].games[0]
    service.games.record_result(game.id, helpers.win_for_first(game), expected_version=game.version)
    with pytest.raises(InvalidStateError, match="already has results"):
        service.rounds.swap_players(1, a, b)
    service.history.undo()
    service.history.undo()
    assert service.rounds.get(1).tables[0].seats[0].player_id == a
    service.history.redo()
    service.history.redo()
    again = service.rounds.get(1).tables[0]
    assert again.seats[0].player_id == b and again.games[0].status == "entered"


def test_clear_reopen_and_variant_lock(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    with pytest.raises(InvalidStateError, match="variant"):
        service.update_tournament(
            expected_version=service.info().version, settings=Settings(variant="stein-plus")
        )
    service.rounds.reopen_round(1)
    game = service.rounds.get(1).tables[0].games[0]
    cleared = service.games.clear_result(game.id, expected_version=game.version).value
    assert cleared.status == "open" and cleared.result is None and cleared.points is None
    assert sum(r.games for r in service.games.standings()) == 9 * 3 - 3
    with pytest.raises(InvalidStateError, match="cannot close"):
        service.rounds.close_round(1)


def test_five_players_one_sits_out_in_turn(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service = helpers.make_service(tmp_path, players=5)
    out = []
    for number in (1, 2, 3):
        rnd = service.rounds.start_round().value
        assert len(rnd.sitting_out) == 1 and len(rnd.tables) == 1
        out.append(rnd.sitting_out[0])
        helpers.fill_round(service, number)
        service.rounds.close_round(number)
    assert len(set(out)) == 3
    service.close()


def test_undo_refuses_when_rows_changed_outside_the_action(service: TournamentService) -> None:
    game = service.rounds.start_round().value.tables[0].games[0]
    a, b, c = game.player_ids
    service.games.record_result(game.id, ResultEntry({a: 0, b: 5, c: 9}), expected_version=1)
    with service.store.engine.begin() as connection:
        connection.exec_driver_sql(
            "UPDATE result_line SET tiles_left = 6 WHERE game_id = ? AND player_id = ?",
            (game.id, b),
        )
    audit = _audit_count(service)
    with pytest.raises(ConflictError, match="changed again") as info:
        service.history.undo()
    assert info.value.data["table"] == "result_line"
    assert service.games.get(game.id).result.tiles_left[b] == 6
    assert _audit_count(service) == audit


# -- planned rounds and removing a player ---------------------------------------------


def test_planned_rounds_set_at_creation_and_changed(tmp_path: Path) -> None:
    service = create_tournament(
        "Abend", location=tmp_path / "p.srt", settings=Settings(planned_rounds=4)
    )
    assert service.info().settings.planned_rounds == 4
    info = service.info()
    service.update_tournament(expected_version=info.version, settings=Settings(planned_rounds=None))
    assert service.info().settings.planned_rounds is None
    service.history.undo()
    service.close()
    reopened = open_tournament(tmp_path / "p.srt")
    assert reopened.info().settings.planned_rounds == 4
    for bad in (0, -2, True):
        with pytest.raises(InvalidInputError) as error:
            reopened.update_tournament(
                expected_version=reopened.info().version, settings=Settings(planned_rounds=bad)
            )
        assert error.value.data["field"] == "planned_rounds"
    reopened.close()


def test_remove_player_before_any_round_and_undo(service: TournamentService) -> None:
    victim = service.players.all()[4]
    audit = _audit_count(service)
    done = service.players.remove_player(victim.id, expected_version=victim.version)
    assert done.value == victim
    assert victim.id not in [p.id for p in service.players.all()]
    assert len(service.games.standings()) == 8
    assert _audit_count(service) == audit + 1
    service.history.undo()
    # Undo moves the version counter on, as for every row it restores.
    assert replace(service.players.get(victim.id), version=victim.version) == victim
    assert len(service.games.standings()) == 9
    service.history.redo()
    with pytest.raises(NotFoundError):
        service.players.get(victim.id)


def test_remove_player_refused_with_stale_version(service: TournamentService) -> None:
    victim = service.players.all()[0]
    service.players.edit_player(victim.id, expected_version=victim.version, name="Renamed")
    with pytest.raises(ConflictError) as error:
        service.players.remove_player(victim.id, expected_version=victim.version)
    assert error.value.data["current"].name == "Renamed"
    assert service.players.get(victim.id).name == "Renamed"


def test_remove_player_refused_once_seated_or_sitting_out(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path, players=5)
    rnd = service.rounds.start_round().value
    seated = rnd.tables[0].seats[0].player_id
    (out,) = rnd.sitting_out
    audit = _audit_count(service)
    for pid in (seated, out):
        with pytest.raises(InvalidStateError, match="withdraw the player instead") as error:
            service.players.remove_player(pid)
        assert error.value.code == "player.in_rounds" and error.value.kind == "state"
        player = service.players.get(pid)
        assert error.value.data == {
            "player": pid,
            "number": player.number,
            "name": player.name,
            "rounds": [1],
        }
    assert _audit_count(service) == audit
    late = service.players.register_player(PlayerEntry("Late Lena")).value
    assert service.players.remove_player(late.id).value.name == "Late Lena"
    service.close()


def test_sitting_out_player_gets_average_games(helpers: SimpleNamespace, tmp_path: Path) -> None:
    """RULINGS 7 with the results of ``fill_round``: seat 1 goes out in every game, so at
    the 4-table seat 1 scores 4 a game, seat 2 3, seat 3 2, seat 4 1."""
    service = helpers.make_service(tmp_path, players=5)
    first = service.rounds.start_round().value
    (out_1,) = first.sitting_out
    table = first.tables[0]
    game = table.games[0]
    helpers.fill_round(service, 1)
    # Before any counted game the sitter scores the 4-table's total / 4 = 2.5 a game.
    assert service.rounds.get(1).sitting_out_points == {out_1: (Fraction(5, 2),) * 4}
    row = {r.player_id: r for r in service.games.standings()}[out_1]
    assert (row.points, row.max_points, row.games, row.games_won) == (10, 16, 4, 0)
    service.rounds.close_round(1)
    second = service.rounds.start_round().value
    (out_2,) = second.sitting_out
    seat = [s.player_id for s in table.seats].index(out_2) + 1
    round_1_points = {1: 16, 2: 12, 3: 8, 4: 4}[seat]
    # Only the first game of round 2 entered: one average game of round_1_points / 4.
    g = second.tables[0].games[0]
    service.games.record_result(g.id, helpers.win_for_first(g), expected_version=g.version)
    row = {r.player_id: r for r in service.games.standings()}[out_2]
    assert (row.points, row.max_points, row.games) == (
        round_1_points + Fraction(round_1_points, 4),
        20,
        5,
    )
    helpers.fill_round(service, 2)
    row = {r.player_id: r for r in service.games.standings()}[out_2]
    assert (row.points, row.max_points, row.games) == (2 * round_1_points, 32, 8)
    assert service.rounds.get(2).sitting_out_points[out_2] == (Fraction(round_1_points, 4),) * 4
    # The same numbers after reopening the file (the book rebuilt from the database).
    path = service.store.path
    service.close()
    again = open_tournament(path)
    row = {r.player_id: r for r in again.games.standings()}[out_2]
    assert (row.points, row.max_points, row.games) == (2 * round_1_points, 32, 8)
    assert game.id in [g.id for g in again.rounds.get(1).tables[0].games]
    again.close()
