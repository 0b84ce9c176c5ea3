"""The views refresh from what the service says an action changed (``Done.changed``), not
from a word the caller passes: each kind of change reaches the views that show it."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tournament.services.dto import PlayerEntry, ResultEntry
from tournament.ui.session import PLAYERS, RESULTS, ROUNDS, TOURNAMENT, Session
from tournament.ui.views.audit import AuditView
from tournament.ui.views.players import PlayersView
from tournament.ui.views.rounds import RoundsView


class Views:
    """The players and rounds pages and the audit log of one session, with a count of how
    often the players' table was read again."""

    def __init__(self, session: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
        self.players = PlayersView(session)
        self.rounds = RoundsView(session)
        self.audit = AuditView(session)
        for view in (self.players, self.rounds, self.audit):
            qtbot.addWidget(view)
            view.show()
        self.player_reads = 0
        reload = self.players.model.reload

        def counted() -> None:
            self.player_reads += 1
            reload()

        monkeypatch.setattr(self.players.model, "reload", counted)

    def player_names(self) -> list[str]:
        model = self.players.model
        return [model.index(row, 1).data() for row in range(model.rowCount())]

    def audit_lines(self) -> int:
        return self.audit.model.rowCount()


@pytest.fixture
def views(played: Session, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Views:
    return Views(played, qtbot, monkeypatch)


def test_a_new_player_refreshes_the_players_page(
    played: Session, views: Views, qtbot: QtBot
) -> None:
    lines = views.audit_lines()
    with qtbot.waitSignal(played.changed) as signal:
        done = played.perform(
            "add", lambda: played.service.players.register_player(PlayerEntry("Jo"))
        )
    assert done is not None and done.changed == {PLAYERS}
    assert signal.args == [frozenset({PLAYERS})]
    assert views.player_reads == 1 and "Jo" in views.player_names()
    assert views.audit_lines() == lines + 1
    assert done.value.id in played.names()


def test_a_result_refreshes_the_round_but_not_the_players(
    played: Session, views: Views, qtbot: QtBot
) -> None:
    game = played.service.rounds.get(2).tables[0].games[0]
    tiles = {p: (0 if i == 0 else 3 + i) for i, p in enumerate(game.player_ids)}
    played.round(2)  # read, so that the saved game is patched into it
    with qtbot.waitSignal(played.changed) as signal:
        done = played.perform(
            "enter",
            lambda: played.service.games.record_result(
                game.id, ResultEntry(tiles), expected_version=game.version
            ),
        )
    assert done is not None and done.changed == {RESULTS} and done.games == {game.id}
    assert signal.args == [frozenset({RESULTS})]
    assert views.player_reads == 0
    cached = played.round(2)
    assert cached is not None
    (saved,) = [g for t in cached.tables for g in t.games if g.id == game.id]
    assert saved.status == "entered" and saved == done.value
    # Undo reverses a result: the service says so, and the views hear just that.
    with qtbot.waitSignal(played.changed) as undone:
        played.undo_stack.undo()
    assert undone.args == [frozenset({RESULTS})]
    assert views.player_reads == 0
    again = played.round(2)
    assert again is not None
    (cleared,) = [g for t in again.tables for g in t.games if g.id == game.id]
    assert cleared.status == "open"


def test_closing_a_round_refreshes_the_rounds_page(
    played: Session, views: Views, qtbot: QtBot
) -> None:
    service = played.service
    for table in service.rounds.get(2).tables:
        for game in table.games:
            tiles = {p: (0 if i == 0 else 2 + i) for i, p in enumerate(game.player_ids)}
            service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
    played.notify(RESULTS)  # as the poll would after another desk's entries
    assert views.rounds.close_button.isEnabled()
    with qtbot.waitSignal(played.changed) as signal:
        done = played.perform("close", lambda: service.rounds.close_round(2))
    assert done is not None and ROUNDS in done.changed
    assert signal.args == [done.changed]
    assert not views.rounds.close_button.isEnabled()
    assert views.rounds.start_button.isEnabled()
    assert views.player_reads == 0


def test_a_changed_tournament_refreshes_its_data(
    played: Session, views: Views, qtbot: QtBot
) -> None:
    info = played.info()
    with qtbot.waitSignal(played.changed) as signal:
        done = played.perform(
            "rename",
            lambda: played.service.update_tournament(
                expected_version=info.version, name="Renamed evening"
            ),
        )
    assert done is not None and done.changed == {TOURNAMENT}
    assert signal.args == [frozenset({TOURNAMENT})]
    assert played.info().name == "Renamed evening"
    assert views.player_reads == 0


def test_a_refusal_refreshes_nothing(played: Session, views: Views, qtbot: QtBot) -> None:
    with qtbot.assertNotEmitted(played.changed):
        done = played.perform("start", played.service.rounds.start_round)
    assert done is None and played.refusal
    assert views.player_reads == 0
