"""Speed of Rummikub's best play (RULINGS §11), with the HiGHS integer programme beside it.

Run: ``.venv/bin/python benchmarks/bench_rummikub.py [--positions N] [--seed S]``

Deals ``N`` random positions (default 300) for each rack size (14, 22 and 30 tiles) on a
table of 0-12 random sets, half of them before the initial meld, and times ``best_play``
once each (wall clock and CPU time, the collector paused during the call). Prints per rack
size the median, 99th percentile and worst time, and the integer programme's median on the
same positions (every answer is checked against it, so the figures are of right answers).
Last, positions built to be hard (both jokers in the rack, long runs on the table) are
timed, best of 5.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rules.rummikub_ilp import ilp_best
from tests.rules.rummikub_positions import random_position
from tournament.rules.rummikub_solver import best_play
from tournament.rules.tiles import Tile, parse_layout, parse_tiles

HARD = (
    (
        "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 | r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 | y5 r5 k5",
        "J J b1 r1 y1 k1 b11 r11 y11 k11 b12 r12 y12 k12 b13 r13 y13 k13 k2 k3 k4 y2 y3 y4",
    ),
    (
        "",
        "J J b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 r1 r2 r3 r4 r5 r6 r7 r8 r9 r10 r11 r12 r13",
    ),
    ("k3 k4 k5 k6 J | y7 b7 J", "b5 r5 y5 k5 b6 r6 y6 k6 b7 r7 k7 b8 r8 y8 k8 b9 r9 y9 k9 y4 y3"),
)


def _time(
    table: Sequence[Sequence[Tile]], rack: Sequence[Tile], opened: bool
) -> tuple[float, float]:
    gc.disable()
    try:
        wall, cpu = time.perf_counter(), time.thread_time()
        best_play(table, rack, opened=opened)
        return time.perf_counter() - wall, time.thread_time() - cpu
    finally:
        gc.enable()


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:9.3f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    best_play([], parse_tiles("r1 r2 r3"), opened=True)  # imports and first-call costs
    for size in (14, 22, 30):
        walls, cpus, ilps = [], [], []
        for number in range(args.positions):
            table, rack = random_position(rng, rng.randint(0, 12), size)
            opened = number % 2 == 0
            wall, cpu = _time(table, rack, opened)
            walls.append(wall)
            cpus.append(cpu)
            start = time.perf_counter()
            expected = ilp_best(table, rack, opened=opened)
            ilps.append(time.perf_counter() - start)
            play = best_play(table, rack, opened=opened)
            assert (play.left_value, len(play.left)) == expected, (table, rack, opened)
        walls.sort()
        cpus.sort()
        ilps.sort()
        print(f"rack of {size}, {args.positions} positions (all equal to the ILP's answer)")
        print(f"  {'':<8}{'wall clock':>12}{'CPU':>12}{'ILP wall':>12}")
        for label, at in (("median", 0.5), ("p99", 0.99), ("worst", 1.0)):
            k = int(at * (len(walls) - 1))
            print(f"  {label:<8}{_ms(walls[k])}{_ms(cpus[k])}{_ms(ilps[k])}")
    print("hard positions, opened, best of 5:")
    for table_text, rack_text in HARD:
        table, rack = parse_layout(table_text), parse_tiles(rack_text)
        best = min(_time(table, rack, True)[0] for _ in range(5))
        left = best_play(table, rack, opened=True).left_value
        print(f"  {_ms(best)}  rack {len(rack)}, table {len(table)} sets, left {left}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
