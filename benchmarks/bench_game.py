"""Speed of whole bot games: games per second, turns per game, tiles left at the end.

Run: ``.venv/bin/python benchmarks/bench_game.py [--games N] [--workers W] [--bots ...]``

Plays N three-player games (default 1,000, one joker each, ``greedy,strong,greedy``) on W
processes (default 2, both cores), the way ``stein-rummy play`` does, and prints the wall
time, games per second, CPU seconds per game, turns per game, tiles left per player at
the end and how the games ended. The issue's target: 1,000 such games in under 10 minutes
on 2 cores.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time

from tournament.rules.game.bots import play_game


def _one(seed_and_bots: tuple[int, tuple[str, ...]]) -> tuple[int, int, str, float]:
    seed, bots = seed_and_bots
    started = time.process_time()
    played = play_game(bots, seed, starter=seed % len(bots))
    end = played.final.end
    assert end is not None
    return len(played.turns), sum(end.tiles_left), end.kind.value, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bots", default="greedy,strong,greedy")
    parser.add_argument("--seed", type=int, default=100_000)
    args = parser.parse_args()
    bots = tuple(args.bots.split(","))
    jobs = [(args.seed + n, bots) for n in range(args.games)]
    started = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        results = pool.map(_one, jobs, chunksize=8)
    wall = time.perf_counter() - started
    turns = [r[0] for r in results]
    left = [r[1] / len(bots) for r in results]
    cpu = [r[3] for r in results]
    ends = {kind: sum(1 for r in results if r[2] == kind) for kind in ("out", "blocked", "equal")}
    print(f"{args.games} games of {','.join(bots)} on {args.workers} processes")
    print(f"  wall time          {wall:8.1f} s   ({args.games / wall:.2f} games/s)")
    print(
        f"  CPU per game       {statistics.mean(cpu) * 1000:8.0f} ms mean, "
        f"{max(cpu) * 1000:.0f} ms max"
    )
    print(
        f"  turns per game     {statistics.mean(turns):8.1f} mean, median "
        f"{statistics.median(turns):.0f}, max {max(turns)}"
    )
    print(f"  tiles left         {statistics.mean(left):8.2f} per player at the end")
    print("  ends               " + ", ".join(f"{n} {k}" for k, n in ends.items() if n))


if __name__ == "__main__":
    main()
