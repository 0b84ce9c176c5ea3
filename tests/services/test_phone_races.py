"""A phone's result against a desk's and a kill between steps, on a file and on a server.

The table enters its result against the game as it was; a desk entering the game's
result meanwhile must not be overwritten by accepting the phone's (as a desk's own stale
entry is refused), and accepting is one transaction with the result it records.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tournament.services import TournamentService, create_tournament, open_tournament
from tournament.services import phone as phone_module
from tournament.services.dto import GameInfo, PlayerEntry, ResultEntry
from tournament.services.errors import ConflictError
from tournament.services.phone import PhoneRefusedError

BASE = "http://127.0.0.1:8765"
Desks = Callable[[str], TournamentService]


@pytest.fixture(params=["file", pytest.param("server", marks=pytest.mark.postgres)])
def desks(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Desks]:
    """Opens desks on one tournament: a .srt file or a PostgreSQL database."""
    location: str | Path = tmp_path / "abend.srt"
    if request.param == "server":
        location = request.getfixturevalue("pg_url")
    first = create_tournament("Abend", location=location, desk="director")
    first.players.import_players([PlayerEntry(f"P{i}") for i in range(8)])
    first.rounds.start_round()
    first.phone.set_setup(base_url=BASE)
    opened = [first]

    def desk(name: str) -> TournamentService:
        service = open_tournament(location, tournament_id=first.tournament_id, desk=name)
        opened.append(service)
        return service

    yield desk
    for service in opened:
        service.close()


def _token(service: TournamentService) -> str:
    return service.phone.links()[1].rsplit("/", 1)[1]


def _result(game: GameInfo, out: int = 0) -> ResultEntry:
    return ResultEntry({p: (0 if i == out else 3 + i) for i, p in enumerate(game.player_ids)})


def _sent(phones: TournamentService, token: str) -> tuple[GameInfo, int]:
    game = phones.games.get(phones.phone.table(token).games[0].id)
    starter = game.player_ids[0]
    entry = phones.phone.submit(
        token, game.number, _result(game), list(game.player_ids[1:]), sender=starter
    )
    return game, entry.id


def test_accepting_after_a_desk_entered_the_game_is_a_conflict(desks: Desks) -> None:
    director, phones, desk_b = desks("director"), desks("phones"), desks("desk B")
    game, entry_id = _sent(phones, _token(director))
    assert phones.phone.entry(entry_id).status == "pending"
    by_b = desk_b.games.record_result(game.id, _result(game, out=1), expected_version=game.version)
    with pytest.raises(ConflictError) as conflict:
        director.phone.accept(entry_id)
    assert conflict.value.code == "conflict.game"
    assert "round 1, table 1, game 1" in str(conflict.value)
    # Desk B's result stands; the phone's waits for the director's word.
    stands = director.games.get(game.id)
    assert stands.version == by_b.value.version
    assert dict(stands.result.tiles_left) == dict(_result(game, out=1).tiles_left)  # type: ignore[union-attr]
    assert director.phone.entry(entry_id).status == "pending"


def test_auto_accept_after_nothing_changed_records_at_once(desks: Desks) -> None:
    director, phones = desks("director"), desks("phones")
    director.phone.set_setup(auto_accept=True)
    game, entry_id = _sent(phones, _token(director))
    assert director.phone.entry(entry_id).status == "accepted"
    assert director.games.get(game.id).status == "entered"
    assert director.history.audit_log(limit=1)[0].action == "record_result"


def test_a_kill_while_accepting_leaves_the_entry_waiting_and_no_result(
    desks: Desks, monkeypatch: pytest.MonkeyPatch
) -> None:
    director, phones = desks("director"), desks("phones")
    game, entry_id = _sent(phones, _token(director))
    log = len(director.history.audit_log())

    def killed() -> None:
        raise KeyboardInterrupt  # after the result, before the entry is marked

    monkeypatch.setattr(phone_module, "now", killed)
    with pytest.raises(KeyboardInterrupt):
        director.phone.accept(entry_id)
    monkeypatch.undo()
    assert director.phone.entry(entry_id).status == "pending"
    assert director.games.get(game.id).status == "open"
    assert len(director.history.audit_log()) == log
    assert director.phone.accept(entry_id).value.status == "entered"


def test_a_kill_in_auto_accept_keeps_neither_entry_nor_result(
    desks: Desks, monkeypatch: pytest.MonkeyPatch
) -> None:
    director, phones = desks("director"), desks("phones")
    director.phone.set_setup(auto_accept=True)
    token = _token(director)
    calls: list[int] = []
    real = phone_module.now

    def killed_second() -> object:
        calls.append(1)
        if len(calls) == 2:  # the entry's time passed, the decision's not
            raise KeyboardInterrupt
        return real()

    monkeypatch.setattr(phone_module, "now", killed_second)
    with pytest.raises(KeyboardInterrupt):
        _sent(phones, token)
    monkeypatch.undo()
    assert director.phone.entries(status=None) == []
    game = director.games.get(director.phone.table(token).games[0].id)
    assert game.status == "open"
    _game, entry_id = _sent(phones, token)
    assert director.phone.entry(entry_id).status == "accepted"


def test_the_sender_cannot_confirm_their_own_entry(desks: Desks) -> None:
    director, phones = desks("director"), desks("phones")
    token = _token(director)
    game = phones.games.get(phones.phone.table(token).games[0].id)
    sender, *others = game.player_ids
    ticked = [sender, *others[1:]]  # N-1 ticks, one of them the sender's own
    for confirmed, who in ((ticked, sender), (others, 10**9)):
        with pytest.raises(PhoneRefusedError) as refused:
            phones.phone.submit(token, game.number, _result(game), confirmed, sender=who)
        assert refused.value.data["reason"] == "confirm"
    entry = phones.phone.submit(token, game.number, _result(game), others, sender=sender)
    assert entry.status == "pending"
