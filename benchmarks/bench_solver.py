"""Speed of the best-play solver against the den Hertog-Hulshof ILP in HiGHS.

Run: ``.venv/bin/python benchmarks/bench_solver.py [--quick]``

Three scenarios from the issue, each on the same random instances for both methods:
a 15-tile hand (14 + joker) on an empty table; a 14-tile hand with a joker against a
40-tile table holding two jokers; a 14-tile hand against an 80-tile table without jokers.
The ILP model is built once per scenario (candidates for that scenario's joker count) and
only its bounds change per instance. The solver's rule tables are filled by a warm-up on
other instances first (they are rules, kept for the process); no result is cached across
hands. Prints medians, 95th percentiles, the ratio to the ILP, how many optima differ and
how many instances went past the solver's work budget to the ILP (``ILP``),
then the solver's figures on the warm-up instances, while its tables were still filling.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rules"))

from ilp_oracle import IlpOracle, random_instance

from tournament.rules import solver_ilp
from tournament.rules.solver import WORK_BUDGET, max_placed

_fallbacks = [0]
_model_for = solver_ilp.ilp_model


def _counting_model(jokers: int) -> solver_ilp.IlpModel:
    """Counts the instances the solver hands to the ILP past its work budget."""
    _fallbacks[0] += 1
    return _model_for(jokers)


solver_ilp.ilp_model = _counting_model

SCENARIOS = (
    # name, table size, table jokers, hand jokers, instances (quick), warm-up instances
    ("15-tile hand (14 + joker), empty table", 0, 0, 1, (300, 60), 3000),
    ("14 + joker vs 40-tile table with 2 jokers", 40, 2, 1, (20, 5), 20),
    ("14-tile hand vs 80-tile table, no jokers", 80, 0, 0, (60, 15), 60),
)


def table_counts(table: list[list]) -> list[int]:
    counts = [0] * 52
    for meld in table:
        for t in meld:
            if not t.is_joker:
                counts[t.index] += 1
    return counts


def p95(xs: list[float]) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer instances")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    print(
        f"{'scenario':44} {'n':>4} {'solver med':>11} {'p95':>9} {'ILP med':>10} {'p95':>9}"
        f" {'ratio':>7} {'differ':>6} {'ILP':>4}"
    )
    print(f"(solver work budget: {WORK_BUDGET} moves)")
    cold_figures = []
    for name, size, tj, hj, (n, quick), warm_up in SCENARIOS:
        n = quick if args.quick else n
        warm_up = max(quick, warm_up // 5) if args.quick else warm_up
        rng = random.Random(args.seed + size)
        warm = random.Random(args.seed + 1000 + size)
        cold: list[float] = []
        for _ in range(warm_up):
            hand, _, table, _ = random_instance(warm, 14, size, hj, tj)
            t0 = time.perf_counter()
            max_placed(hand, hj, table_counts(table), tj)
            cold.append(time.perf_counter() - t0)
        cold_figures.append((name, warm_up, statistics.median(cold), p95(cold)))
        oracle = IlpOracle(hj + tj)
        instances = []
        for _ in range(n):
            hand, _, table, _ = random_instance(rng, 14, size, hj, tj)
            instances.append((hand, table_counts(table)))
        # Each method runs over all instances in turn, so neither disturbs the other's caches.
        ours: list[float] = []
        answers = []
        _fallbacks[0] = 0
        for hand, counts in instances:
            t0 = time.perf_counter()
            answers.append(max_placed(hand, hj, counts, tj))
            ours.append(time.perf_counter() - t0)
        fell_back = _fallbacks[0]
        theirs: list[float] = []
        differ = 0
        for (hand, counts), a in zip(instances, answers, strict=True):
            t0 = time.perf_counter()
            found = oracle.solve(hand, hj, counts, tj)
            theirs.append(time.perf_counter() - t0)
            if found is None or found[0] != a:
                differ += 1
        mo, mt = statistics.median(ours), statistics.median(theirs)
        print(
            f"{name:44} {n:>4} {mo * 1e3:>9.3f}ms {p95(ours) * 1e3:>7.2f}ms"
            f" {mt * 1e3:>8.2f}ms {p95(theirs) * 1e3:>7.1f}ms {mo / mt:>7.3f} {differ:>6}"
            f" {fell_back:>4}",
            flush=True,
        )
    print("\nsolver on the warm-up instances (rule tables still being filled):")
    for name, count, median, high in cold_figures:
        print(f"{name:44} {count:>5} {median * 1e3:>9.3f}ms {high * 1e3:>7.2f}ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
