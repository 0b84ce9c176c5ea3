"""The phone server under faults: a tournament file kept busy, silent and slow connections,
other sites' forms, the framework's own answers, reloads, the address to listen on."""

from __future__ import annotations

import html
import re
import socket
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest

from tournament.services import TournamentService
from tournament.store import database
from tournament.web import server as server_module
from tournament.web.server import binds_everywhere, link_base, listen_address

from .phones import NONCE, TILES

EN = {"Accept-Language": "en-GB,en;q=0.9"}
SECURITY = ("content-security-policy", "x-frame-options", "referrer-policy", "cache-control")


def _fields(page: str) -> dict[str, str]:
    """A page's hidden fields and checked boxes, as its form would send them."""
    found: dict[str, str] = {}
    for tag in re.findall(r"<input [^>]*>", page):
        name = re.search(r'name="([^"]+)"', tag)
        value = re.search(r'value="([^"]*)"', tag)
        if name is None or value is None or name[1] == "confirm":
            continue
        if 'type="hidden"' in tag or " checked" in tag:
            found[name[1]] = html.unescape(value[1])
    return found


def _confirmed(page: str) -> list[str]:
    return re.findall(r'name="confirm" value="(\d+)" checked', page)


def _to_confirm(client: httpx.Client, link: str) -> tuple[str, list[str]]:
    page = client.get(link)
    nonce = NONCE.search(page.text)
    assert nonce is not None
    players = TILES.findall(page.text)
    typed = {f"tiles-{p}": str(0 if i == 0 else 5 + i) for i, p in enumerate(players)}
    check = client.post(link + "/check", data={"nonce": nonce[1], "game": "1", **typed})
    assert check.status_code == 200, check.text
    return check.text, players


def _closed(connection: socket.socket) -> bool:
    """Whether the server closed the connection (within the socket's timeout)."""
    try:
        return connection.recv(1) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


@pytest.fixture
def quick(
    start_server: Callable[..., SimpleNamespace], monkeypatch: pytest.MonkeyPatch
) -> Iterator[SimpleNamespace]:
    """A server that waits 0.3 s for a busy file and 0.5 s for a request to arrive."""
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)
    monkeypatch.setattr(server_module, "REQUEST_TIMEOUT", 0.5)
    yield start_server()


def test_a_busy_file_gives_back_the_typed_form_to_send_again(
    quick: SimpleNamespace, director: TournamentService, tmp_path: Path
) -> None:
    link = quick.links[1]
    with httpx.Client(headers=EN) as client:
        confirm, players = _to_confirm(client, link)
        form = _fields(confirm) | {"sender": players[0]}
        sent = {**form, "confirm": players[1:]}
        blocker = sqlite3.connect(tmp_path / "abend.srt", isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        busy = client.post(link + "/send", data=sent)
        blocker.execute("ROLLBACK")
        blocker.close()
        assert busy.status_code == 503
        assert "What you typed is kept" in busy.text
        again = _fields(busy.text)
        assert {k: v for k, v in again.items() if k.startswith("tiles-")} == {
            k: v for k, v in form.items() if k.startswith("tiles-")
        }
        assert again["sender"] == players[0] and _confirmed(busy.text) == players[1:]
        assert again["nonce"] != form["nonce"]
        for name in SECURITY:
            assert name in busy.headers
        resent = client.post(link + "/send", data={**again, "confirm": _confirmed(busy.text)})
    assert resent.status_code == 303, resent.text
    assert len(director.phone.entries()) == 1


def _closed_count(connections: list[socket.socket], wanted: int, patience: float = 10) -> int:
    """How many of ``connections`` the server closed, waiting ``patience`` s for ``wanted``."""
    closed: set[int] = set()
    deadline = time.monotonic() + patience
    while len(closed) < wanted and time.monotonic() < deadline:
        for index, connection in enumerate(connections):
            connection.settimeout(0.01)
            if index not in closed and _closed(connection):
                closed.add(index)
    return len(closed)


def test_silent_connections_are_closed_and_their_number_bounded(
    quick: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    host, port = "127.0.0.1", quick.server.port
    # Over the bound: closed at once, while those within it wait for their request.
    monkeypatch.setattr(server_module, "MAX_CONNECTIONS", 5)
    monkeypatch.setattr(server_module, "REQUEST_TIMEOUT", 60.0)
    idle = [socket.create_connection((host, port), timeout=5) for _ in range(10)]
    try:
        assert _closed_count(idle, 5) == 5
        assert _closed_count(idle, 6, patience=1) == 5
    finally:
        for connection in idle:
            connection.close()
    # Silent or slow: closed once the request is late.
    monkeypatch.setattr(server_module, "REQUEST_TIMEOUT", 0.5)
    silent = socket.create_connection((host, port), timeout=5)
    slow = socket.create_connection((host, port), timeout=5)
    slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # the headers never end
    try:
        assert _closed(silent) and _closed(slow)
        with httpx.Client(headers=EN) as client:
            assert client.get(quick.links[1]).status_code == 200
    finally:
        silent.close()
        slow.close()


def test_other_sites_forms_are_refused(
    served: SimpleNamespace, director: TournamentService
) -> None:
    link = served.links[1]
    with httpx.Client(headers=EN) as client:
        confirm, players = _to_confirm(client, link)
        sent = _fields(confirm) | {"sender": players[0], "confirm": players[1:]}
        for headers in (
            {"Origin": "http://evil.example"},
            {"Origin": "null"},
            {"Sec-Fetch-Site": "cross-site", "Origin": link.split("/t/")[0]},
        ):
            refused = client.post(link + "/send", data=sent, headers=headers)
            assert refused.status_code == 403
            assert "does not come from this table" in refused.text
        assert director.phone.entries(status=None) == []
        own = {"Origin": link.split("/t/")[0], "Sec-Fetch-Site": "same-origin"}
        assert client.post(link + "/send", data=sent, headers=own).status_code == 303


def test_the_framework_answers_carry_the_headers(
    served: SimpleNamespace, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = served.base
    phone = served.server.app.state.phone

    def broken(_token: str) -> None:
        raise RuntimeError("a defect")

    with httpx.Client(headers=EN) as client:
        answers = {
            404: client.get(base + "/nothing/here"),
            405: client.post(base + "/static/phone.css"),
        }
        monkeypatch.setattr(phone.service.phone, "table", broken)
        answers[500] = client.get(served.links[1])
    for status, answer in answers.items():
        assert answer.status_code == status
        assert "server" not in answer.headers
        for name in SECURITY:
            assert name in answer.headers, (status, name)
        assert "a defect" not in answer.text


def test_reloads_never_void_an_open_form(served: SimpleNamespace) -> None:
    link = served.links[1]
    with httpx.Client(headers=EN) as client:
        first = client.get(link)
        for _ in range(40):  # the table-mates reload their pages
            assert client.get(link).status_code == 200
        nonce = NONCE.search(first.text)
        assert nonce is not None
        players = TILES.findall(first.text)
        typed = {f"tiles-{p}": str(0 if i == 0 else 5 + i) for i, p in enumerate(players)}
        check = client.post(link + "/check", data={"nonce": nonce[1], "game": "1", **typed})
    assert check.status_code == 200 and "Please confirm" in check.text


def test_the_sender_cannot_tick_their_own_name(
    served: SimpleNamespace, director: TournamentService
) -> None:
    link = served.links[1]
    with httpx.Client(headers=EN) as client:
        confirm, players = _to_confirm(client, link)
        own = _fields(confirm) | {"sender": players[0], "confirm": players[:-1]}
        answer = client.post(link + "/send", data=own)
    assert answer.status_code == 422
    assert director.phone.entries(status=None) == []


@pytest.mark.parametrize(
    ("host", "address"),
    [
        ("0", "0.0.0.0"),
        ("0.0.0.0", "0.0.0.0"),
        ("::", "::"),
        ("::0", "::"),
        ("[::]", "::"),
        ("", "0.0.0.0"),
        ("127.0.0.1", "127.0.0.1"),
        ("192.168.1.20", "192.168.1.20"),
    ],
)
def test_every_spelling_of_all_addresses(host: str, address: str) -> None:
    assert listen_address(host) == address
    everywhere = address in ("0.0.0.0", "::")
    assert binds_everywhere(host) == everywhere
    base = link_base(host, 8765)
    assert not base.startswith(("http://0:", "http://0.0.0.0", "http://[::]"))
    if everywhere:
        assert base == f"http://{server_module.lan_addresses()[0]}:8765"


def test_serve_warns_for_all_addresses(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--host 0`` warns and names the LAN address; the server itself is not started."""
    from tournament.cli import main

    seen: list[str] = []

    class Refusing:
        def __init__(self, location: str, *, host: str, **_: object) -> None:
            seen.append(host)
            raise OSError(98, "in use (a test)")

    monkeypatch.setattr(server_module, "PhoneServer", Refusing)
    assert main(["serve", "nowhere.srt", "--host", "0"]) == 2
    err = capsys.readouterr().err
    assert "warning: listening on all addresses (0.0.0.0)" in err
    assert seen == ["0.0.0.0"]
