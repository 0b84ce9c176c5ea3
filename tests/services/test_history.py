"""Undo and redo of every action restore exactly; the audit log records what really changed.

For every action the services record (``ACTIONS``, and the test checks that no ``_run`` call
in the services bypasses it), the tournament is exported as a JSON tournament file before
the action and after it; undo must give back the first file byte for byte, and redo the
second. The rows of every tracked table are compared too (all columns but the ``version``
counters, which undo moves on). On a SQLite file, and on PostgreSQL when
STEIN_RUMMY_TEST_PG names a server (each run in a schema of its own).
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from sqlalchemy import select

from tournament import cli
from tournament.services import TournamentService, create_tournament, unit_of_work
from tournament.services.dto import PlayerEntry, Settings
from tournament.services.exchange import export_tournament_file, import_tournament_file
from tournament.store.models import TRACKED_TABLES, Base
from tournament.store.tracking import IGNORED_COLUMNS

Action = Callable[[], object]


def _game(service: TournamentService, round_number: int = 1, table: int = 0, game: int = 0) -> Any:
    return service.rounds.get(round_number).tables[table].games[game]


def _entered(service: TournamentService, helpers: SimpleNamespace) -> Any:
    """Round 1 started, its first game entered; returns that game."""
    service.rounds.start_round()
    game = _game(service)
    service.games.record_result(game.id, helpers.win_for_first(game), expected_version=game.version)
    return _game(service)


def _update_tournament(service: TournamentService, helpers: SimpleNamespace) -> Action:
    info = service.info()
    settings = Settings(variant="stein-plus", planned_rounds=5, groups=())
    return lambda: service.update_tournament(
        expected_version=info.version, name="Herbstturnier", place="Vereinsheim", settings=settings
    )


def _register_player(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()  # a late entry
    return lambda: service.players.register_player(PlayerEntry("Zoë Nachzüglerin", "SV"))


def _import_players(service: TournamentService, helpers: SimpleNamespace) -> Action:
    return lambda: service.players.import_players([PlayerEntry("A"), PlayerEntry("B", "C", "")])


def _set_groups(service: TournamentService, helpers: SimpleNamespace) -> Action:
    info = service.info()
    service.update_tournament(expected_version=info.version, settings=Settings(groups=("A", "B")))
    groups = {p.id: "A" if p.number <= 4 else "B" for p in service.players.all()}
    return lambda: service.players.set_groups(groups)


def _edit_player(service: TournamentService, helpers: SimpleNamespace) -> Action:
    p = service.players.all()[2]
    return lambda: service.players.edit_player(
        p.id, expected_version=p.version, name="Ödön", club="X"
    )


def _withdraw_player(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    p = service.players.all()[0]
    return lambda: service.players.withdraw_player(p.id, reason="ill")


def _reinstate_player(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    p = service.players.all()[0]
    service.players.withdraw_player(p.id, reason="ill")
    return lambda: service.players.reinstate_player(p.id)


def _remove_player(service: TournamentService, helpers: SimpleNamespace) -> Action:
    p = service.players.all()[4]
    return lambda: service.players.remove_player(p.id, expected_version=p.version)


def _start_round(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    return service.rounds.start_round


def _swap_players(service: TournamentService, helpers: SimpleNamespace) -> Action:
    rnd = service.rounds.start_round().value
    a, b = rnd.tables[0].seats[0].player_id, rnd.tables[1].seats[1].player_id
    return lambda: service.rounds.swap_players(1, a, b)


def _close_round(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    return lambda: service.rounds.close_round(1)


def _reopen_round(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    helpers.fill_round(service, 1)
    service.rounds.close_round(1)
    return lambda: service.rounds.reopen_round(1)


def _record_result(service: TournamentService, helpers: SimpleNamespace) -> Action:
    game = _entered(service, helpers)
    corrected = helpers.win_for_first(game, others=2)
    return lambda: service.games.record_result(game.id, corrected, expected_version=game.version)


def _clear_result(service: TournamentService, helpers: SimpleNamespace) -> Action:
    game = _entered(service, helpers)
    return lambda: service.games.clear_result(game.id, expected_version=game.version)


def _apply_decision(service: TournamentService, helpers: SimpleNamespace) -> Action:
    game = _entered(service, helpers)
    service.decisions.apply_decision(
        game.id, "neutralised", reason="noise", expected_version=game.version
    )
    game = _game(service)
    values = dict.fromkeys(game.player_ids, 2)
    return lambda: service.decisions.apply_decision(
        game.id, "points", reason="slow play", values=values, expected_version=game.version
    )


def _withdraw_decision(service: TournamentService, helpers: SimpleNamespace) -> Action:
    game = _entered(service, helpers)
    service.decisions.apply_decision(
        game.id, "average", reason="tiles fell", expected_version=game.version
    )
    game = _game(service)
    assert game.decision is not None
    decision = game.decision.id
    return lambda: service.decisions.withdraw_decision(
        decision, reason="entered by mistake", expected_version=game.version
    )


def _four_table(service: TournamentService, helpers: SimpleNamespace) -> Any:
    """A tenth player, so round 1 has a 4-table; its first game entered. Returns the table."""
    service.players.register_player(PlayerEntry("Player 10"))
    service.rounds.start_round()
    table = next(t for t in service.rounds.get(1).tables if len(t.seats) == 4)
    first = table.games[0]
    service.games.record_result(
        first.id, helpers.win_for_first(first), expected_version=first.version
    )
    return table


def _record_absence(service: TournamentService, helpers: SimpleNamespace) -> Action:
    table = _four_table(service, helpers)
    game = table.games[2]
    gone = table.seats[1].player_id
    return lambda: service.decisions.record_absence(
        game.id, gone, award="average", reason="taken ill", expected_version=game.version
    )


def _withdraw_absence(service: TournamentService, helpers: SimpleNamespace) -> Action:
    table = _four_table(service, helpers)
    game = table.games[1]
    done = service.decisions.record_absence(
        game.id, table.seats[3].player_id, award="nothing", reason="ill", expected_version=1
    )
    (absence,) = done.value.absent.values()
    return lambda: service.decisions.withdraw_absence(
        absence.id, reason="came back", expected_version=done.value.version
    )


def _pause_clock(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    return lambda: service.rounds.pause_clock(1)


def _resume_clock(service: TournamentService, helpers: SimpleNamespace) -> Action:
    service.rounds.start_round()
    service.rounds.pause_clock(1)
    return lambda: service.rounds.resume_clock(1)


SCENARIOS: dict[str, Callable[[TournamentService, SimpleNamespace], Action]] = {
    "update_tournament": _update_tournament,
    "register_player": _register_player,
    "import_players": _import_players,
    "set_groups": _set_groups,
    "edit_player": _edit_player,
    "withdraw_player": _withdraw_player,
    "reinstate_player": _reinstate_player,
    "remove_player": _remove_player,
    "start_round": _start_round,
    "swap_players": _swap_players,
    "close_round": _close_round,
    "reopen_round": _reopen_round,
    "record_result": _record_result,
    "clear_result": _clear_result,
    "apply_decision": _apply_decision,
    "withdraw_decision": _withdraw_decision,
    "record_absence": _record_absence,
    "withdraw_absence": _withdraw_absence,
    "pause_clock": _pause_clock,
    "resume_clock": _resume_clock,
}


def _recorded_actions() -> set[str]:
    """The action names of every ``self._run("...")`` call in the services' sources (every
    module of the package: the use cases live in one module per topic)."""
    found: set[str] = set()
    for path in Path(unit_of_work.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "_run"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(node.args[0].value)
    return found


def test_every_action_kind_has_an_undo_case() -> None:
    assert _recorded_actions() <= unit_of_work.ACTIONS, "an action is missing from ACTIONS"
    assert set(SCENARIOS) == set(unit_of_work.ACTIONS), "an action has no undo/redo case here"


def test_an_unknown_action_is_refused(service: TournamentService) -> None:
    with pytest.raises(ValueError, match="not in ACTIONS"):
        service.uow.run("shuffle_everything", lambda act: None)


def _export(service: TournamentService, path: Path) -> bytes:
    export_tournament_file(service, path)
    return path.read_bytes()


def _rows(service: TournamentService) -> dict[str, list[dict[str, Any]]]:
    tables = {t.name: t for t in Base.metadata.sorted_tables}
    rows: dict[str, list[dict[str, Any]]] = {}
    with service.store.transaction() as session:
        for name in TRACKED_TABLES:
            table = tables[name]
            result = session.execute(select(table).order_by(table.c.id)).mappings()
            rows[name] = [
                {k: v for k, v in row.items() if k not in IGNORED_COLUMNS} for row in result
            ]
    return rows


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)])
def new_service(
    request: pytest.FixtureRequest, helpers: SimpleNamespace, tmp_path: Path
) -> Iterator[Callable[[], TournamentService]]:
    """Makes the tournament of 9 players on the backend of the parameter."""
    if request.param == "sqlite":
        yield lambda: helpers.make_service(tmp_path, players=9)
        return
    url = request.getfixturevalue("pg_url")

    def make() -> TournamentService:
        service = create_tournament("Clubabend", location=url)
        service.players.import_players(
            [PlayerEntry(f"Player {i}", f"Club {i % 3}") for i in range(9)]
        )
        return service

    yield make


@pytest.mark.parametrize("action", sorted(SCENARIOS))
def test_undo_and_redo_restore_the_export_exactly(
    action: str,
    new_service: Callable[[], TournamentService],
    helpers: SimpleNamespace,
    tmp_path: Path,
) -> None:
    service = new_service()
    try:
        run = SCENARIOS[action](service, helpers)
        before, rows_before = _export(service, tmp_path / "before.json"), _rows(service)
        done = run()
        entry = service.history.audit_log(limit=1)[0]
        assert entry.action == action and entry.id == getattr(done, "audit_id", None)
        after, rows_after = _export(service, tmp_path / "after.json"), _rows(service)
        assert (after, rows_after) != (before, rows_before), "the action changed nothing"
        service.history.undo(expected=entry.id)
        assert _export(service, tmp_path / "undone.json") == before
        assert _rows(service) == rows_before
        service.games.standings()  # the score book reads what undo restored
        import_tournament_file(tmp_path / "undone.json", tmp_path / "undone.srt")
        service.history.redo(expected=entry.id)
        assert _export(service, tmp_path / "redone.json") == after
        assert _rows(service) == rows_after
        service.games.standings()
        import_tournament_file(tmp_path / "redone.json", tmp_path / "redone.srt")
    finally:
        service.close()


def test_undo_of_clear_result_gives_back_the_result_lines(
    helpers: SimpleNamespace, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    service = helpers.make_service(tmp_path)
    game = _entered(service, helpers)
    points = dict(game.points)
    service.games.clear_result(game.id, expected_version=game.version)
    service.history.undo()
    again = _game(service)
    assert again.result is not None and again.result.tiles_left == game.result.tiles_left
    assert again.points == points
    assert {s.player_id: s.points for s in service.games.standings()}[game.player_ids[0]] == 3
    service.close()
    assert cli.main(["standings", str(tmp_path / "t.srt")]) == 0
    assert "Player" in capsys.readouterr().out


# -- the audit log's before and after -----------------------------------------------------


def test_audit_entry_records_the_version_before_the_action(service: TournamentService) -> None:
    p = service.players.all()[0]
    assert p.version == 1
    service.players.edit_player(p.id, expected_version=1, name="Renamed")
    (change,) = service.history.audit_log(limit=1)[0].data["changes"]
    assert change["table"] == "player"
    assert change["before"]["version"] == 1
    assert change["after"]["version"] == 2
    assert change["before"]["name"] != change["after"]["name"]


def test_audit_versions_over_several_flushes_of_one_action(
    helpers: SimpleNamespace, service: TournamentService
) -> None:
    service.rounds.start_round()
    game = _game(service)
    service.games.record_result(game.id, helpers.win_for_first(game), expected_version=game.version)
    entry = service.history.audit_log(limit=1)[0]
    (change,) = [c for c in entry.data["changes"] if c["table"] == "game"]
    assert change["before"]["version"] == game.version
    assert change["after"]["version"] == _game(service).version
    assert change["before"]["version"] < change["after"]["version"]
    assert change["before"]["has_result"] is False and change["after"]["has_result"] is True
