"""Scoring speed: standings for 300 players over 12 rounds (3,600 games).

Targets (issue 3): the whole ``stein-rummy standings FILE`` process <= 1 s; recomputing the
standings after one changed game <= 20 ms. Run: ``.venv/bin/python benchmarks/bench_scoring.py``
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

from tournament.scoring.model import (
    FORMAT,
    Decision,
    DecisionKind,
    GamePosition,
    GameResult,
    SteinResult,
)
from tournament.scoring.score_book import ScoreBook, compute_standings
from tournament.scoring.tournament_file import load, parse_tournament

PLAYERS = 300
ROUNDS = 12


def generate(seed: int = 7) -> dict[str, Any]:
    """A Stein-Rummy Plus tournament at 3-player tables with a few director decisions."""
    rng = random.Random(seed)
    ids = [f"p{i:03d}" for i in range(1, PLAYERS + 1)]
    rounds = []
    for number in range(1, ROUNDS + 1):
        order = ids[:]
        rng.shuffle(order)
        tables = []
        for t in range(PLAYERS // 3):
            seats = order[3 * t : 3 * t + 3]
            games: list[dict[str, Any]] = []
            for _ in range(3):
                roll = rng.random()
                if roll < 0.01:
                    games.append({"override": "neutralised", "penalty": 0.5, "reason": "slow"})
                elif roll < 0.02:
                    games.append({"override": "average", "reason": "not played"})
                elif roll < 0.025:
                    games.append(
                        {
                            "override": "points",
                            "points": dict(zip(seats, (2, 2, 1), strict=True)),
                            "reason": "slow player",
                        }
                    )
                else:
                    tiles = [0, rng.randint(1, 12), rng.randint(1, 12)]
                    rng.shuffle(tiles)
                    game: dict[str, Any] = {"tiles_left": dict(zip(seats, tiles, strict=True))}
                    claims = {p: 1 for p in seats if rng.random() < 0.1}
                    if claims:
                        game["claims"] = claims
                    games.append(game)
            tables.append({"number": t + 1, "players": seats, "games": games})
        rounds.append({"number": number, "tables": tables})
    return {
        "format": FORMAT,
        "name": "Benchmark",
        "date": "2026-11-29",
        "rules": {"variant": "stein-plus"},
        "players": [{"id": p, "name": f"Player {p}"} for p in ids],
        "rounds": rounds,
    }


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> int:
    import json

    data = generate()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        games = sum(len(t["games"]) for r in data["rounds"] for t in r["tables"])
        print(f"tournament: {PLAYERS} players, {ROUNDS} rounds, {games} games, "
              f"{path.stat().st_size // 1024} KiB")  # fmt: skip

        command = [sys.executable, "-m", "tournament.cli", "standings", str(path)]
        process_times = []
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            process_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        bare = time.perf_counter() - start
        start = time.perf_counter()
        version = [sys.executable, "-m", "tournament.cli", "--version"]
        subprocess.run(version, check=True, stdout=subprocess.DEVNULL)
        cli_start = time.perf_counter() - start
        print(f"standings process, end to end: median {ms(statistics.median(process_times))}, "
              f"best {ms(min(process_times))} (bare interpreter {ms(bare)}, "
              f"stein-rummy --version {ms(cli_start)}; "
              "target <= 1000 ms)")  # fmt: skip

        start = time.perf_counter()
        tournament = load(path)
        loaded = time.perf_counter() - start
        start = time.perf_counter()
        compute_standings(tournament)
        full = time.perf_counter() - start
        print(f"in process: read and check the file {ms(loaded)}, full standings {ms(full)}")

    book = ScoreBook.from_tournament(parse_tournament(data))
    rng = random.Random(11)
    positions = sorted(book.scores())
    timings = []
    for _ in range(200):
        position: GamePosition = rng.choice(positions)
        seats = tuple(book.score(position).points)
        if rng.random() < 0.2:
            entry: GameResult | Decision = Decision(
                DecisionKind.NEUTRALISED, "slow", penalty=Fraction(1, 2)
            )
        else:
            tiles = [0, rng.randint(1, 12), rng.randint(1, 12)]
            rng.shuffle(tiles)
            entry = SteinResult(dict(zip(seats, tiles, strict=True)))
        start = time.perf_counter()
        book.set_game(position, seats, entry)
        book.standings()
        timings.append(time.perf_counter() - start)
    timings.sort()
    print(f"one changed game -> new standings: median {ms(statistics.median(timings))}, "
          f"95th percentile {ms(timings[int(len(timings) * 0.95)])}, "
          f"worst {ms(timings[-1])} (200 changes; target <= 20 ms)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
