"""Score entry from the tables' phones: tokens, pending results, the director's answers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.services import TournamentService, open_tournament
from tournament.services.dto import GameInfo, ResultEntry
from tournament.services.errors import InvalidInputError, InvalidResultError
from tournament.services.exchange import export_tournament_file, import_tournament_file
from tournament.services.phone import TOKEN_PATTERN, PhoneRefusedError, check_base_url

BASE = "http://127.0.0.1:8765"


def _links(service: TournamentService) -> dict[int, str]:
    service.phone.set_setup(base_url=BASE)
    return service.phone.links()


def _token(link: str) -> str:
    return link.rsplit("/", 1)[1]


def _result(game: GameInfo) -> ResultEntry:
    return ResultEntry({pid: (0 if i == 0 else 4 + i) for i, pid in enumerate(game.player_ids)})


def _others(game: GameInfo) -> list[int]:
    return list(game.player_ids[1:])


def test_links_only_when_phone_entry_is_on(service: TournamentService) -> None:
    service.rounds.start_round()
    assert service.phone.links() == {}
    links = _links(service)
    assert sorted(links) == [t.number for t in service.rounds.get(1).tables]
    tokens = [_token(link) for link in links.values()]
    assert all(link.startswith(f"{BASE}/t/") for link in links.values())
    assert all(TOKEN_PATTERN.fullmatch(token) for token in tokens)
    assert len(set(tokens)) == len(tokens)
    assert service.phone.links() == links  # stable: printed twice, the same codes


def test_base_url_is_checked(service: TournamentService) -> None:
    assert check_base_url("http://10.0.0.5:8000/") == "http://10.0.0.5:8000"
    for bad in ("ftp://x", "http://x/path", "http://x?q=1", "javascript:alert(1)", "x" * 400):
        with pytest.raises(InvalidInputError):
            service.phone.set_setup(base_url=bad)
    assert service.phone.setup().base_url == ""


def test_a_table_sends_and_the_director_accepts(service: TournamentService) -> None:
    service.rounds.start_round()
    links = _links(service)
    token = _token(links[1])
    table = service.phone.table(token)
    assert table.table_number == 1 and table.current is not None
    game = service.games.get(table.current.id)
    points = service.phone.preview(token, game.number, _result(game))
    assert sum(points.values()) > 0
    entry = service.phone.submit(token, game.number, _result(game), _others(game))
    assert entry.status == "pending"
    # Pending is not a result: the game is still open and the standings know nothing.
    assert service.games.get(game.id).status == "open"
    assert service.phone.table(token).games[0].status == "pending"
    with pytest.raises(PhoneRefusedError):
        service.phone.submit(token, game.number, _result(game), _others(game))
    assert [e.id for e in service.phone.entries()] == [entry.id]
    done = service.phone.accept(entry.id)
    assert done.value.status == "entered"
    assert dict(done.value.result.tiles_left) == dict(_result(game).tiles_left)  # type: ignore[union-attr]
    assert dict(done.value.points or {}) == points
    assert service.phone.entries() == []
    assert service.phone.table(token).games[0].status == "done"


def test_confirmation_by_every_other_player(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    for confirmed in ([], game.player_ids[1:2], [*game.player_ids[1:-1], 999_999]):
        with pytest.raises(PhoneRefusedError) as caught:
            service.phone.submit(token, 1, _result(game), list(confirmed))
        assert caught.value.data["reason"] == "confirm"
    assert service.phone.entries() == []


def test_the_desks_checks_refuse_bad_results(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    ids = game.player_ids
    bad = [
        ResultEntry({pid: 0 for pid in ids}),  # everyone went out
        ResultEntry({pid: 5 for pid in ids}),  # nobody went out
        ResultEntry({ids[0]: 0}),  # counts missing
        ResultEntry({**{pid: 3 for pid in ids}, ids[0]: 0, 999_999: 4}),  # a stranger
        ResultEntry({**{pid: -3 for pid in ids}, ids[0]: 0}),
    ]
    for result in bad:
        with pytest.raises((InvalidResultError, InvalidInputError)):
            service.phone.submit(token, 1, result, _others(game))
    assert service.phone.entries(status=None) == []


def test_a_token_opens_its_own_table_only(service: TournamentService) -> None:
    service.rounds.start_round()
    links = _links(service)
    own = service.phone.table(_token(links[1]))
    other = service.rounds.get(1).tables[1].games[0]
    with pytest.raises(PhoneRefusedError):  # table 2's game numbers are table 1's own
        service.phone.submit(_token(links[1]), 9, _result(other), _others(other))
    for bad in ("", "x" * 32, _token(links[1])[:-1], "../" * 11):
        with pytest.raises(PhoneRefusedError):
            service.phone.table(bad)
    assert own.table_number == 1
    assert service.phone.entries(status=None) == []


def test_tokens_expire_when_the_round_closes(service: TournamentService, helpers: object) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    helpers.fill_round(service, 1)  # type: ignore[attr-defined]
    service.rounds.close_round(1)
    with pytest.raises(PhoneRefusedError) as caught:
        service.phone.table(token)
    assert caught.value.data["reason"] == "expired"
    assert service.phone.links(1) == {}


def test_reject_shows_the_message_and_the_table_sends_again(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    entry = service.phone.submit(token, 1, _result(game), _others(game))
    with pytest.raises(InvalidInputError):
        service.phone.reject(entry.id, message="  ")
    service.phone.reject(entry.id, message="Bitte neu zählen")
    shown = service.phone.table(token).games[0]
    assert shown.status == "open" and shown.message == "Bitte neu zählen"
    with pytest.raises(PhoneRefusedError):
        service.phone.accept(entry.id)
    again = service.phone.submit(token, 1, _result(game), _others(game))
    assert again.status == "pending"


def test_a_correction_keeps_both_in_the_audit_log(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    entry = service.phone.submit(token, 1, _result(game), _others(game))
    fixed = ResultEntry({**_result(game).tiles_left, game.player_ids[1]: 12})
    done = service.phone.correct(entry.id, fixed, message="Tisch hat 12 Steine")
    assert done.value.result is not None
    assert done.value.result.tiles_left[game.player_ids[1]] == 12
    newest, before = (e.summary for e in service.history.audit_log(limit=2))
    assert "result entered" in before and "result corrected" in newest
    assert service.phone.table(token).games[0].message == "Tisch hat 12 Steine"


def test_auto_accept_records_a_confirmed_result(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    service.phone.set_setup(auto_accept=True)
    game = service.games.get(service.phone.table(token).games[0].id)
    entry = service.phone.submit(token, 1, _result(game), _others(game))
    assert entry.status == "accepted"
    assert service.games.get(game.id).status == "entered"


def test_the_tournament_file_round_trips_with_tokens(
    service: TournamentService, tmp_path: Path
) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    service.phone.submit(token, 1, _result(game), _others(game))
    out = tmp_path / "out.json"
    export_tournament_file(service, out)
    text = out.read_text(encoding="utf-8")
    assert token not in text and json.loads(text)["players"]
    import_tournament_file(out, tmp_path / "copy.srt")
    copy = open_tournament(tmp_path / "copy.srt")
    try:
        assert copy.phone.setup().base_url == ""
        assert copy.phone.entries(status=None) == []
        assert len(copy.rounds.get(1).tables) == len(service.rounds.get(1).tables)
    finally:
        copy.close()


@pytest.mark.postgres
def test_on_a_server_a_table_sends_once_and_the_director_accepts(pg_url: str) -> None:
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry

    director = create_tournament("Server", location=pg_url, desk="director")
    phone = None
    try:
        director.players.import_players([PlayerEntry(f"P{i}") for i in range(6)])
        director.rounds.start_round()
        token = _token(_links(director)[1])
        phone = open_tournament(pg_url, tournament_id=director.tournament_id, desk="phone")
        game = phone.games.get(phone.phone.table(token).games[0].id)
        entry = phone.phone.submit(token, 1, _result(game), _others(game))
        with pytest.raises(PhoneRefusedError):
            phone.phone.submit(token, 1, _result(game), _others(game))
        assert [e.id for e in director.phone.entries()] == [entry.id]
        assert director.phone.accept(entry.id).value.status == "entered"
        assert phone.phone.table(token).games[0].status == "done"
    finally:
        if phone is not None:
            phone.close()
        director.close()


def test_a_failed_correction_leaves_the_result_waiting(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    entry = service.phone.submit(token, 1, _result(game), _others(game))
    everyone_out = ResultEntry({pid: 0 for pid in game.player_ids})
    with pytest.raises(InvalidResultError):
        service.phone.correct(entry.id, everyone_out, message="x")
    assert service.games.get(game.id).status == "open"  # nothing recorded
    assert service.phone.entry(entry.id).status == "pending"
    with pytest.raises(InvalidInputError):
        service.phone.entries(status="lost")


def test_a_result_is_decided_once(service: TournamentService) -> None:
    service.rounds.start_round()
    token = _token(_links(service)[1])
    game = service.games.get(service.phone.table(token).games[0].id)
    entry = service.phone.submit(token, 1, _result(game), _others(game))
    service.phone.accept(entry.id)
    audit = len(service.history.audit_log())
    for decide in (
        lambda: service.phone.accept(entry.id),
        lambda: service.phone.correct(entry.id, _result(game), message=""),
        lambda: service.phone.reject(entry.id, message="no"),
    ):
        with pytest.raises(PhoneRefusedError):
            decide()
    assert len(service.history.audit_log()) == audit  # nothing recorded twice
    assert service.phone.entry(entry.id).status == "accepted"
