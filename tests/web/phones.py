"""Simulated phones: many tables at once, each opening its page, checking its first game's
result and sending it at the same moment (threads, httpx); and the tournament they play.
Shared by the tests of tests/web and benchmarks/bench_web.py."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

import httpx

from tournament.services import TournamentService, create_tournament
from tournament.services.dto import PlayerEntry

NONCE = re.compile(r'name="nonce" value="([^"]+)"')
TILES = re.compile(r'name="tiles-(\d+)"')


def make_tournament(path: object, players: int = 12) -> TournamentService:
    """A started first round of ``players`` (tables of three and four)."""
    service = create_tournament("Clubabend", location=path, desk="director")  # type: ignore[arg-type]
    service.players.import_players(
        [PlayerEntry(f"Player {i}", f"Club {i % 3}") for i in range(1, players + 1)]
    )
    service.rounds.start_round()
    return service


@dataclass
class TableRun:
    """What one table's phone saw: the status of each request and how long it took."""

    table: int
    statuses: list[int] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    error: str = ""


def _timed(run: TableRun, step: str, call: object) -> httpx.Response:
    start = time.perf_counter()
    response: httpx.Response = call()  # type: ignore[operator]
    run.seconds[step] = time.perf_counter() - start
    run.statuses.append(response.status_code)
    return response


def one_table(
    client: httpx.Client, number: int, link: str, barrier: threading.Barrier, repeat_send: int
) -> TableRun:
    """Open, check, confirm and send game 1 (``repeat_send`` times the same send form)."""
    run = TableRun(number)
    try:
        barrier.wait(timeout=120)
        page = _timed(run, "open", lambda: client.get(link))
        players = [int(p) for p in TILES.findall(page.text)]
        nonce = NONCE.search(page.text)
        if nonce is None or not players:
            run.error = f"no form on the page ({page.status_code})"
            return run
        typed = {f"tiles-{p}": str(0 if i == 0 else 5 + i) for i, p in enumerate(players)}
        check = _timed(
            run,
            "check",
            lambda: client.post(link + "/check", data={"nonce": nonce[1], "game": "1", **typed}),
        )
        send_nonce = NONCE.search(check.text)
        if send_nonce is None:
            run.error = f"no confirmation ({check.status_code})"
            return run
        form: dict[str, str | list[str]] = {"nonce": send_nonce[1], "game": "1", **typed}
        form["confirm"] = [str(p) for p in players[1:]]
        form["sender"] = str(players[0])
        for attempt in range(repeat_send):
            _timed(run, f"send{attempt}", lambda: client.post(link + "/send", data=form))
    except (httpx.HTTPError, threading.BrokenBarrierError) as exc:
        run.error = f"{type(exc).__name__}: {exc}"
    return run


def all_tables_at_once(links: Mapping[int, str], *, repeat_send: int = 1) -> list[TableRun]:
    """Every table's phone at the same moment, one thread each."""
    barrier = threading.Barrier(len(links))
    limits = httpx.Limits(max_connections=len(links) * 2, max_keepalive_connections=len(links))
    with (
        httpx.Client(timeout=120, limits=limits, follow_redirects=False) as client,
        ThreadPoolExecutor(max_workers=len(links)) as pool,
    ):
        futures = [
            pool.submit(one_table, client, number, link, barrier, repeat_send)
            for number, link in links.items()
        ]
        return [f.result() for f in futures]


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


GAME = re.compile(r'name="game" value="(\d+)"')


def send_every_game(client: httpx.Client, link: str) -> int:
    """One table's phone enters each open game in turn (the starter goes out), confirms
    and sends it; returns how many games it sent."""
    sent = 0
    while True:
        page = client.get(link)
        nonce, game = NONCE.search(page.text), GAME.search(page.text)
        players = [int(p) for p in TILES.findall(page.text)]
        if page.status_code != 200 or nonce is None or game is None:
            return sent
        typed = {f"tiles-{p}": str(0 if i == 0 else 3 + 2 * i) for i, p in enumerate(players)}
        check = client.post(link + "/check", data={"nonce": nonce[1], "game": game[1], **typed})
        confirm = NONCE.search(check.text)
        assert check.status_code == 200 and confirm is not None, check.text
        form: dict[str, str | list[str]] = {"nonce": confirm[1], "game": game[1], **typed}
        form["confirm"] = [str(p) for p in players[1:]]
        form["sender"] = str(players[0])
        answer = client.post(link + "/send", data=form)
        assert answer.status_code == 303, answer.text
        sent += 1
