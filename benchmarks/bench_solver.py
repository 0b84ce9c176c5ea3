"""Speed of the best-play solver against two den Hertog-Hulshof ILPs in HiGHS.

Run: ``.venv/bin/python benchmarks/bench_solver.py [--count N] [--seed S] [--only CLASS] [--cpu]``

Every class of issue 17's table, 14-tile hands against 20- and 40-tile tables with one or
two jokers, 80-tile tables with four jokers in play, and classes whose table jokers all
leave their meaning open (``ambiguous``: a run's end, a group of 3, ``X J J``; RULINGS §2
lets them keep any reading). The ILPs: the legal one (the table's jokers keep what they
stand for until released, the best over every reading of the table's melds, one solve per
choice of readings) and the free-joker one (the table's jokers free, an upper bound).
The same seeded instances for all, interleaved (the order rotated from one instance to
the next), so the load of a shared machine falls on all alike. The ILP models are built
before timing (once per joker count; an instance changes only bounds); the solver's move
tables fill during a warm-up on other instances. Prints per class the median, 95th and
99th percentile and maximum of the solver, the median and maximum of the legal ILP, the
median of the free-joker ILP, the ratio of the medians (solver / legal ILP), how many
answers differ from the legal ILP (must be 0) and how many exceed the free-joker ILP
(must be 0). With ``--cpu`` the times are the process's CPU time (the solver and HiGHS
both run in one thread of this process), so other work on a shared machine does not
count; without it, wall-clock time.
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
    # name, hand sizes, table size, hand jokers, table jokers, ambiguous table jokers
    ("hand 14-20, 0 jokers", (14, 20), 0, 0, 0, False),
    ("hand, 1 joker", (14, 20), 0, 1, 0, False),
    ("hand, 2 jokers", (14, 20), 0, 2, 0, False),
    ("14 + 20, 1 on table", (14, 14), 20, 0, 1, False),
    ("14 + 20, 1 on table, 1 in hand", (14, 14), 20, 1, 1, False),
    ("14 + 20, 2 on table", (14, 14), 20, 0, 2, False),
    ("14 + 20, 2 on table, 1 in hand", (14, 14), 20, 1, 2, False),
    ("14 + 40, no jokers", (14, 14), 40, 0, 0, False),
    ("14 + 40, 1 on table", (14, 14), 40, 0, 1, False),
    ("14 + 40, 2 on table", (14, 14), 40, 0, 2, False),
    ("14 + 80, no jokers", (14, 14), 80, 0, 0, False),
    ("14 + 80, 1 + 1 jokers", (14, 14), 80, 1, 1, False),
    ("14 + 80, 2 + 2 jokers", (14, 14), 80, 2, 2, False),
    ("14 + 80, 4 on table", (14, 14), 80, 0, 4, False),
    ("14 + 20, 1 open on table", (14, 14), 20, 0, 1, True),
    ("14 + 20, 2 open on table", (14, 14), 20, 0, 2, True),
    ("14 + 20, 2 open, 1 in hand", (14, 14), 20, 1, 2, True),
    ("14 + 40, 2 open on table", (14, 14), 40, 0, 2, True),
    ("14 + 40, 3 open on table", (14, 14), 40, 0, 3, True),
    ("14 + 80, 4 open on table", (14, 14), 80, 0, 4, True),
)


def quantile(xs: list[float], q: float) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=40, help="instances per class")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", default="", help="run only classes whose name has this")
    parser.add_argument("--cpu", action="store_true", help="time by the process's CPU time")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
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
        f" {'legal med':>9} {'max':>8} | {'free med':>8} | {'ratio':>6} {'differ':>6}"
        f" {'> free':>6}"
    )
    total_bad = 0
    for number, (name, sizes, size, hj, tj, open_) in enumerate(CLASSES):
        if args.only and args.only not in name:
            continue
        rng = random.Random(args.seed * 100 + number)
        times: dict[str, list[float]] = {"solver": [], "legal": [], "free": []}
        differ = above = 0
        for k in range(args.count):
            counts, _, table, _ = random_instance(
                rng, rng.randint(*sizes), size, hj, tj, ambiguous=open_
            )
            hand = hand_tiles(counts, hj)
            methods = ["solver", "legal", "free"]
            methods = methods[k % 3 :] + methods[: k % 3]
            answers = {}
            for method in methods:
                t0 = clock()
                if method == "solver":
                    answers[method] = solve(hand, table, options=OPTIONS).placed
                else:
                    answers[method] = ilp_answer(hand, table, free=method == "free")[0]
                times[method].append(clock() - t0)
            differ += answers["solver"] != answers["legal"]
            above += answers["solver"] > answers["free"]
        total_bad += differ + above
        ours, legal, free = times["solver"], times["legal"], times["free"]
        mo, ml = statistics.median(ours), statistics.median(legal)
        print(
            f"{name:32} {args.count:>3} | {mo * 1e3:>8.2f}ms {quantile(ours, 0.95) * 1e3:>6.1f}ms"
            f" {quantile(ours, 0.99) * 1e3:>6.1f}ms {max(ours) * 1e3:>6.1f}ms |"
            f" {ml * 1e3:>7.2f}ms {max(legal) * 1e3:>6.1f}ms |"
            f" {statistics.median(free) * 1e3:>6.2f}ms | {mo / ml:>6.2f} {differ:>6} {above:>6}",
            flush=True,
        )
    print(f"answers that differ from the legal ILP or exceed the free-joker one: {total_bad}")
    return 1 if total_bad else 0


if __name__ == "__main__":
    sys.exit(main())
