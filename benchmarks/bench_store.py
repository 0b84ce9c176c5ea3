"""Store and services speed: a 300-player, 12-round tournament.

    .venv/bin/python benchmarks/bench_store.py [DATABASE_URL]

Builds rounds 1-11 (seated by the seating engine, random dealt results) as a JSON tournament
file and imports it, starts round 12 through the services, then measures:

- open: open_tournament() + info() on the file (target <= 0.5 s), and the first standings;
- record one game + updated standings: record_result() then standings() (target <= 30 ms);
- standings at one desk right after another desk entered a game (caught up game by game).

With a PostgreSQL URL as argument, or STEIN_RUMMY_TEST_PG set, the same runs on PostgreSQL
too (in a schema of its own, dropped afterwards).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from tournament.scoring import model as sm
from tournament.scoring import tournament_file as tf
from tournament.seating import SeatingOptions, plan_event
from tournament.services import open_tournament
from tournament.services.dto import ResultEntry
from tournament.services.exchange import import_tournament_file

PLAYERS = 300
ROUNDS = 12
SAMPLES = 60


def build_file(path: Path, seed: int = 1) -> None:
    """Rounds 1..ROUNDS-1 complete, as a tournament file."""
    rng = random.Random(seed)
    ids = [f"p{i}" for i in range(1, PLAYERS + 1)]
    plan = plan_event(ids, ROUNDS - 1, SeatingOptions(seed=seed))
    rounds = []
    for rnd in plan.rounds:
        tables = []
        for number, players in enumerate(rnd.tables, start=1):
            games: list[sm.GameEntry] = []
            for _ in players:
                winner = rng.choice(players)
                tiles = {str(p): (0 if p == winner else rng.randint(1, 14)) for p in players}
                games.append(sm.SteinResult(tiles_left=tiles))
            tables.append(sm.Table(number, tuple(str(p) for p in players), tuple(games)))
        rounds.append(sm.Round(rnd.number, tuple(tables)))
    model = sm.Tournament(
        name="Benchmark",
        players=tuple(sm.Player(i, f"Player {i[1:]}", "Club") for i in ids),
        rounds=tuple(rounds),
    )
    tf.dump(model, path)


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def measure(label: str, location: str, tournament_id: int | None) -> None:
    opens = []
    for _ in range(5):
        start = time.perf_counter()
        service = open_tournament(location, tournament_id=tournament_id)
        service.info()
        opens.append(time.perf_counter() - start)
        service.close()
    service = open_tournament(location, tournament_id=tournament_id, desk="bench")
    first_standings = timed(service.games.standings)
    current = service.info().current_round
    if service.rounds.get(current).status == "closed":
        service.rounds.start_round()
        current += 1
    games = [g for t in service.rounds.get(current).tables for g in t.games if g.status == "open"]
    rng = random.Random(7)
    records: list[float] = []
    totals: list[float] = []
    for game in games[:SAMPLES]:
        winner = rng.choice(game.player_ids)
        tiles = {p: (0 if p == winner else rng.randint(1, 14)) for p in game.player_ids}
        start = time.perf_counter()
        service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
        recorded = time.perf_counter()
        rows = service.games.standings()
        end = time.perf_counter()
        assert len(rows) == PLAYERS
        records.append(recorded - start)
        totals.append(end - start)
    # A second desk enters results; this desk's standings catch up game by game.
    other = open_tournament(location, tournament_id=tournament_id, desk="bench 2")
    catch_up: list[float] = []
    for game in games[SAMPLES : 2 * SAMPLES]:
        winner = rng.choice(game.player_ids)
        tiles = {p: (0 if p == winner else rng.randint(1, 14)) for p in game.player_ids}
        other.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
        catch_up.append(timed(service.games.standings))
    other.close()
    service.close()

    def ms(values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[int(len(ordered) * 0.95) - 1]
        return (
            f"median {statistics.median(values) * 1000:6.1f} ms, p95 {p95 * 1000:6.1f} ms, "
            f"max {max(values) * 1000:6.1f} ms"
        )

    print(f"== {label}: {PLAYERS} players, {current} rounds")
    print(f"open (open_tournament + info)      {ms(opens)}   target <= 500 ms")
    print(f"first standings (score book built) {first_standings * 1000:6.1f} ms")
    print(f"record one game                    {ms(records)}")
    print(f"record one game + standings        {ms(totals)}   target <= 30 ms")
    print(f"standings after another desk's game {ms(catch_up)}")


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        json_path = Path(folder) / "bench.json"
        start = time.perf_counter()
        build_file(json_path)
        srt = Path(folder) / "bench.srt"
        import_tournament_file(json_path, srt)
        print(f"built and imported in {time.perf_counter() - start:.1f} s")
        measure("SQLite file", str(srt), None)

        url = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("STEIN_RUMMY_TEST_PG")
        if url:
            bench_postgres(url, json_path)


def bench_postgres(base: str, json_path: Path) -> None:
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    schema = f"bench_{uuid.uuid4().hex[:10]}"
    admin = create_engine(base)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
        location = url.render_as_string(hide_password=False)
        info = import_tournament_file(json_path, location)
        measure("PostgreSQL", location, info.id)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


if __name__ == "__main__":
    main()
