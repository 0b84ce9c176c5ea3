"""A hundred tables send at the same moment on loopback: no result lost, none doubled."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tournament.web import Limits, PhoneServer

from .phones import all_tables_at_once, make_tournament

TABLES = 100
BOUND_S = 180.0
"""A generous bound on a loaded 2-core CI machine; benchmarks/bench_web.py prints the
figures."""


@pytest.mark.slow
def test_a_hundred_tables_at_once(tmp_path: Path) -> None:
    director = make_tournament(tmp_path / "big.srt", players=3 * TABLES)
    server = PhoneServer(
        tmp_path / "big.srt",
        host="127.0.0.1",
        port=0,
        limits=Limits(per_address=100 * TABLES, per_token=100),
    )
    try:
        links = server.links()
        assert len(links) == TABLES
        server.start()
        start = time.perf_counter()
        # Every table sends its form twice at once (a double tap): one result each.
        runs = all_tables_at_once(links, repeat_send=2)
        elapsed = time.perf_counter() - start
    finally:
        server.stop()
    assert [r.error for r in runs if r.error] == []
    for run in runs:
        assert run.statuses[:2] == [200, 200]
        assert sorted(run.statuses[2:]) == [303, 409], run
    entries = director.phone.entries()
    assert len(entries) == TABLES
    assert sorted((e.table_number, e.game_number) for e in entries) == [
        (n, 1) for n in range(1, TABLES + 1)
    ]
    assert elapsed < BOUND_S
    director.close()
