"""The phone pages' defences, over HTTP: rate limits per address and per token, form
nonces, the size of a form, the headers that keep the token out of other sites' hands."""

from __future__ import annotations

import re
from collections.abc import Callable
from types import SimpleNamespace

import httpx

from tournament.services import TournamentService
from tournament.web import Limits

from .phones import NONCE, TILES

EN = {"Accept-Language": "en-GB,en;q=0.9,de;q=0.5"}


def _page(client: httpx.Client, link: str) -> tuple[str, list[str]]:
    page = client.get(link)
    assert page.status_code == 200, page.text
    nonce = NONCE.search(page.text)
    assert nonce is not None
    return nonce[1], TILES.findall(page.text)


def test_headers_keep_the_token_private(served: SimpleNamespace) -> None:
    with httpx.Client(headers=EN) as client:
        page = client.get(served.links[1])
    assert page.headers["referrer-policy"] == "no-referrer"
    assert page.headers["cache-control"] == "no-store"
    assert "frame-ancestors 'none'" in page.headers["content-security-policy"]
    assert "script-src 'self'" in page.headers["content-security-policy"]
    assert "<script>" not in page.text and " on" + "click" not in page.text  # no inline script


def test_the_rate_limit_per_token(
    start_server: Callable[..., SimpleNamespace], director: TournamentService
) -> None:
    served = start_server(Limits(per_token=5, per_address=1000))
    with httpx.Client(headers=EN) as client:
        statuses = [client.get(served.links[1]).status_code for _ in range(7)]
        other = client.get(served.links[2]).status_code
    assert statuses == [200] * 5 + [429] * 2
    assert other == 200  # another table is not slowed down by this one
    assert "Too many requests" in httpx.get(served.links[1], headers=EN).text


def test_the_rate_limit_per_address(start_server: Callable[..., SimpleNamespace]) -> None:
    served = start_server(Limits(per_token=100, per_address=6))
    with httpx.Client(headers=EN) as client:
        statuses = [client.get(link).status_code for link in list(served.links.values()) * 2]
    assert statuses[:6] == [200] * 6 and set(statuses[6:]) == {429}


def test_guessing_tokens_is_cut_short(start_server: Callable[..., SimpleNamespace]) -> None:
    served = start_server(Limits(per_token=100, per_address=1000, bad_tokens=3))
    with httpx.Client(headers=EN) as client:
        guesses = [client.get(f"{served.base}/t/{'A' * 31}{c}").status_code for c in "BCDEFG"]
        # A right guess now looks like a wrong one: the address gets no table for a while.
        right = client.get(served.links[1]).status_code
    other = httpx.HTTPTransport(local_address="127.0.0.2")
    with httpx.Client(headers=EN, transport=other) as client:
        elsewhere = client.get(served.links[1]).status_code
    assert guesses[:3] == [404] * 3 and set(guesses[3:]) == {429}
    assert right == 429
    assert elsewhere == 200  # the other tables' phones are not locked out


def test_forms_without_their_nonce_are_refused(
    served: SimpleNamespace, director: TournamentService
) -> None:
    link = served.links[1]
    with httpx.Client(headers=EN) as client:
        _nonce, players = _page(client, link)
        typed = {f"tiles-{p}": str(0 if i == 0 else 5 + i) for i, p in enumerate(players)}
        forged = [
            {"game": "1", **typed},  # no nonce
            {"nonce": "x" * 32, "game": "1", **typed},  # a made-up one
        ]
        answers = [client.post(link + "/check", data=form) for form in forged]
        # A nonce for "show points" cannot send.
        nonce, _ = _page(client, link)
        confirm = {"nonce": nonce, "game": "1", **typed, "confirm": players[1:]}
        answers.append(client.post(link + "/send", data=confirm))
    assert [a.status_code for a in answers] == [409, 409, 409]
    assert all("This form was sent already or has expired" in a.text for a in answers)
    assert director.phone.entries(status=None) == []


def test_malformed_and_large_forms_are_refused(
    served: SimpleNamespace, director: TournamentService
) -> None:
    link = served.links[1]
    with httpx.Client(headers=EN) as client:
        nonce, _players = _page(client, link)
        big = client.post(link + "/check", content=b"a=" + b"x" * 10_000)
        unknown = client.post(link + "/check", data={"nonce": nonce, "game": "1", "evil": "1"})
        doubled = client.post(
            link + "/check",
            content=f"nonce={nonce}&game=1&game=2".encode(),
            headers={"content-type": "application/x-www-form-urlencoded"},
        )
        binary = client.post(
            link + "/check",
            content=b"nonce=\xff\xfe&game=1",
            headers={"content-type": "application/x-www-form-urlencoded"},
        )
    assert big.status_code == 413 and "too large" in big.text
    assert [unknown.status_code, doubled.status_code, binary.status_code] == [400, 400, 400]
    assert director.phone.entries(status=None) == []


def test_no_page_lists_the_tokens(served: SimpleNamespace) -> None:
    tokens = [link.rsplit("/", 1)[1] for link in served.links.values()]
    with httpx.Client(headers=EN) as client:
        pages = [client.get(served.base + path) for path in ("/", "/t/", "/t", "/static/phone.js")]
        own = client.get(served.links[1]).text
    for page in pages:
        assert not any(token in page.text for token in tokens)
    # A table's own page names its own token (the form's address) and no other.
    assert [t for t in tokens if t in own] == [tokens[0]]
    assert re.search(r"/t/[A-Za-z0-9_-]{32}", pages[0].text) is None
