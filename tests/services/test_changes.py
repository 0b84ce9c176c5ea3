"""``Done`` says what an action changed, read from the rows its unit of work wrote, and its
audit summary as a code and data with the English line built from them."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from tournament.services.dto import PlayerEntry


def test_each_action_says_what_it_changed(helpers: SimpleNamespace, tmp_path: Path) -> None:
    service = helpers.make_service(tmp_path, players=7)
    late = service.players.register_player(PlayerEntry("Late"))
    assert late.changed == {"players"} and late.games == frozenset()
    info = service.info()
    renamed = service.update_tournament(expected_version=info.version, place="Hall")
    assert renamed.changed == {"tournament"}
    started = service.rounds.start_round()
    assert started.changed == {"rounds", "results"}
    table = started.value.tables[0]
    game = table.games[0]
    entered = service.games.record_result(
        game.id, helpers.win_for_first(game), expected_version=game.version
    )
    assert entered.changed == {"results"} and entered.games == {game.id}
    undone = service.history.undo(expected=entered.audit_id)
    assert undone.changed == {"results"} and undone.games == {game.id}
    # A player leaving the table changes every later game of it.
    second = service.games.get(table.games[1].id)
    left = service.decisions.record_absence(
        second.id, second.player_ids[-1], award="average", reason="ill", expected_version=1
    )
    later = {g.id for g in table.games[1:]}
    assert left.changed == {"results"} and left.games == later
    withdrawn = service.players.withdraw_player(late.value.id, reason="ill")
    assert withdrawn.changed == {"players"}


def test_summaries_are_codes_and_data_with_their_english(
    helpers: SimpleNamespace, tmp_path: Path
) -> None:
    service = helpers.make_service(tmp_path, players=6)
    player = service.players.all()[1]
    done = service.players.withdraw_player(player.id, reason="ill")
    assert done.summary_code == "player.withdrawn_because"
    assert done.summary_data == {
        "number": 2,
        "name": "Player 2",
        "round": 0,
        "reason": "ill",
    }
    assert done.summary == "Player 2 Player 2 withdrawn after round 0: ill"
    undone = service.history.undo()
    assert undone.summary == "Undo: Player 2 Player 2 withdrawn after round 0: ill"
    newest, withdrawal = service.history.audit_log(limit=2)
    assert (newest.summary_code, newest.summary_data["of"]) == (
        "history.undo",
        {"code": done.summary_code, "data": done.summary_data},
    )
    assert (withdrawal.summary_code, withdrawal.summary) == (done.summary_code, done.summary)
    created = service.history.audit_log()[-1]
    assert (created.summary_code, created.summary) == (
        "tournament.created",
        "Tournament 'Clubabend' created",
    )


def test_every_tracked_table_is_a_kind_of_change() -> None:
    from tournament.services.dto import CHANGE_KINDS
    from tournament.services.unit_of_work import KIND_OF_TABLE
    from tournament.store.models import TRACKED_TABLES

    assert set(KIND_OF_TABLE) == set(TRACKED_TABLES)
    assert set(KIND_OF_TABLE.values()) == set(CHANGE_KINDS)
