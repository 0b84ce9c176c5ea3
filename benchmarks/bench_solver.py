"""Speed of the best-play solver against the den Hertog-Hulshof ILP in HiGHS.

Run: ``.venv/bin/python benchmarks/bench_solver.py [--count N] [--seed S] [--only CLASS]``

Every class of issue 17's table, plus 14-tile hands against 80-tile tables with four jokers
in play; the same seeded instances for both methods, interleaved (solver then ILP on one
instance, the order swapped on the next), so the load of a shared machine falls on both
alike. The ILP models are built before timing (once per joker count; an instance changes
only bounds); the solver's move tables (of both its methods) fill during a warm-up on
other instances. Prints per class the median, 95th percentile and maximum of each method,
the ratio of the medians (solver / ILP; below 1 the solver is faster) and how many answers
differ (must be 0).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rules"))

from ilp_oracle import hand_tiles, ilp_answer, random_instance

from tournament.rules.options import RulesOptions
from tournament.rules.solver import solve
from tournament.rules.solver_ilp import ilp_model

OPTIONS = RulesOptions(players=8)  # up to 8 jokers, so every class is a legal position

CLASSES = (
    # name, hand sizes, table size, hand jokers, table jokers
    ("hand 14-20, 0 jokers", (14, 20), 0, 0, 0),
    ("hand, 1 joker", (14, 20), 0, 1, 0),
    ("hand, 2 jokers", (14, 20), 0, 2, 0),
    ("14 + 20, 1 on table, 1 in hand", (14, 14), 20, 1, 1),
    ("14 + 40, no jokers", (14, 14), 40, 0, 0),
    ("14 + 40, 2 on table", (14, 14), 40, 0, 2),
    ("14 + 80, no jokers", (14, 14), 80, 0, 0),
    ("14 + 80, 1 + 1 jokers", (14, 14), 80, 1, 1),
    ("14 + 80, 2 + 2 jokers", (14, 14), 80, 2, 2),
    ("14 + 80, 4 on table", (14, 14), 80, 0, 4),
)


def quantile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40, help="instances per class")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", default="", help="run only classes whose name has this")
    args = parser.parse_args()
    for jokers in range(5):
        ilp_model(jokers)
    warm = random.Random(args.seed - 1)
    for _ in range(8):
        counts, hj, table, _ = random_instance(warm, 14, 40, 1, 1)
        solve(hand_tiles(counts, hj), table, options=OPTIONS)
        counts, hj, _, _ = random_instance(warm, 17, 0, 2, 0)  # hands go to solver_dp
        solve(hand_tiles(counts, hj), options=OPTIONS)
    print(
        f"{'class':32} {'n':>3} | {'solver med':>10} {'p95':>8} {'p99':>8} {'max':>8} |"
        f" {'ILP med':>8} {'p95':>8} {'max':>8} | {'ratio':>6} {'differ':>6}"
    )
    total_differ = 0
    for number, (name, sizes, size, hj, tj) in enumerate(CLASSES):
        if args.only and args.only not in name:
            continue
        rng = random.Random(args.seed * 100 + number)
        ours: list[float] = []
        theirs: list[float] = []
        differ = 0
        for k in range(args.count):
            counts, _, table, _ = random_instance(rng, rng.randint(*sizes), size, hj, tj)
            hand = hand_tiles(counts, hj)
            runs = [("solver", ours), ("ilp", theirs)]
            if k % 2:
                runs.reverse()
            answers = {}
            for method, times in runs:
                t0 = time.perf_counter()
                if method == "solver":
                    answers[method] = solve(hand, table, options=OPTIONS).placed
                else:
                    answers[method] = ilp_answer(hand, table)[0]
                times.append(time.perf_counter() - t0)
            differ += answers["solver"] != answers["ilp"]
        total_differ += differ
        mo, mt = statistics.median(ours), statistics.median(theirs)
        print(
            f"{name:32} {args.count:>3} | {mo * 1e3:>8.2f}ms {quantile(ours, 0.95) * 1e3:>6.1f}ms"
            f" {quantile(ours, 0.99) * 1e3:>6.1f}ms {max(ours) * 1e3:>6.1f}ms | {mt * 1e3:>6.2f}ms"
            f" {quantile(theirs, 0.95) * 1e3:>6.1f}ms {max(theirs) * 1e3:>6.1f}ms |"
            f" {mo / mt:>6.2f} {differ:>6}",
            flush=True,
        )
    print(f"answers that differ: {total_differ}")
    return 1 if total_differ else 0


if __name__ == "__main__":
    sys.exit(main())
