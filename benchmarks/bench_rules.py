"""Speed of the rules engine core: the layout check of a full table and the meld checks.

Run: .venv/bin/python benchmarks/bench_rules.py

Target (issue 2): the layout check of a full 104-tile table takes at most 1 ms.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from tournament.rules.layout import check_layout
from tournament.rules.melds import candidate_melds, check_meld, is_valid_meld
from tournament.rules.options import RulesOptions
from tournament.rules.tiles import ALL_NUMBERED, JOKER, Tile, parse_tiles

LAYOUT_TARGET_MS = 1.0


def timings(action: Callable[[], object], repeat: int) -> list[float]:
    """Seconds per call, one figure per call."""
    action()  # warm up caches and imports
    result = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        result.append(time.perf_counter() - start)
    return result


def median_p95(figures: list[float]) -> tuple[float, float]:
    ordered = sorted(figures)
    return statistics.median(ordered), ordered[int(0.95 * (len(ordered) - 1))]


def run(colour: int, start: int, length: int) -> list[Tile]:
    return [ALL_NUMBERED[colour * 13 + (start + p) % 13] for p in range(length)]


def tables() -> dict[str, list[list[Tile]]]:
    """Full tables of all 104 numbered tiles (plus jokers where named), in several shapes."""
    long_runs = [run(c, 0, 13) + run(c, 0, 13) for c in range(4)]
    short_runs = [
        run(c, s, n) for c in range(4) for _ in range(2) for s, n in ((0, 4), (4, 4), (8, 5))
    ]
    groups = [[ALL_NUMBERED[c * 13 + v] for c in range(4)] for v in range(13) for _ in range(2)]
    mixed: list[list[Tile]] = []
    for c in range(4):
        mixed.append(run(c, 11, 6))  # 12 13 1 2 3 4: passes 13 -> 1
        mixed.append(run(c, 4, 7))
    mixed += [[ALL_NUMBERED[c * 13 + v] for c in range(4)] for v in range(13)]
    # jokers: replace one tile in three melds (the tile goes back to the pool)
    with_jokers = [m.copy() for m in short_runs]
    for i in (0, 7, 15):
        with_jokers[i][1] = JOKER
    return {
        "4 runs of 26": long_runs,
        "24 runs of 4-5": short_runs,
        "26 groups of 4": groups,
        "runs of 4-5, 3 jokers": with_jokers,
        "8 runs (some wrap) + 13 groups": mixed,
        "invalid: the same, a group of 7": [*mixed[:-1], [*mixed[-1][:3], JOKER, JOKER, JOKER]],
    }


def main() -> None:
    print("Layout check of a full table (check_layout; target <= 1 ms)")
    print(
        f"  {'table':<34}{'tiles':>6}{'melds':>6}{'valid':>7}"
        f"{'median':>11}{'p95':>11}{'+details':>11}"
    )
    worst = 0.0
    for name, table in tables().items():
        result = check_layout(table, RulesOptions())
        med, p95 = median_p95(timings(lambda t=table: check_layout(t), 2000))
        details, _ = median_p95(timings(lambda t=table: check_layout(t).melds, 500))
        if result.valid:
            worst = max(worst, med)
        print(
            f"  {name:<34}{result.tile_count:>6}{len(table):>6}{result.valid!s:>7}"
            f"{med * 1e3:>9.3f}ms{p95 * 1e3:>9.3f}ms{details * 1e3:>9.3f}ms"
        )
    verdict = "met" if worst <= LAYOUT_TARGET_MS / 1e3 else "NOT met"
    print(f"  worst median of the valid tables: {worst * 1e3:.3f} ms -> target {verdict}")
    print("  (+details: also every meld's full check: kind, canonical order, jokers)")

    print()
    print("Meld checks, microseconds per call (median of 5 passes over each set)")
    rng = random.Random(2)
    valid = list(candidate_melds(2, 5))
    rng.shuffle(valid)
    valid = valid[:2000]
    long = [run(c, s, n) for c in range(4) for s in range(13) for n in (13, 20, 26)]
    noise = [rng.sample([*ALL_NUMBERED, JOKER], rng.randint(3, 6)) for _ in range(2000)]
    sets = {
        "valid melds, 3-5 tiles": valid,
        "valid runs of 13-26 tiles": long,
        "random tiles (mostly invalid)": noise,
    }
    print(f"  {'set':<32}{'melds':>6}{'is_valid_meld':>15}{'check_meld':>12}")
    for name, melds in sets.items():
        fast = []
        full = []
        for _ in range(5):
            start = time.perf_counter()
            for meld in melds:
                is_valid_meld(meld)
            fast.append((time.perf_counter() - start) / len(melds))
            start = time.perf_counter()
            for meld in melds:
                check_meld(meld)
            full.append((time.perf_counter() - start) / len(melds))
        print(
            f"  {name:<32}{len(melds):>6}{statistics.median(fast) * 1e6:>13.2f}us"
            f"{statistics.median(full) * 1e6:>10.2f}us"
        )

    print()
    start = time.perf_counter()
    candidate_melds.cache_clear()
    count = len(candidate_melds(2, 5))
    print(f"candidate_melds(2, 5): {count} melds in {(time.perf_counter() - start) * 1e3:.1f} ms")
    text = " ".join(str(t) for t in ALL_NUMBERED * 2)
    med, _ = median_p95(timings(lambda: parse_tiles(text), 500))
    print(f"parse_tiles of 104 tiles: {med * 1e6:.1f} us")


if __name__ == "__main__":
    main()
