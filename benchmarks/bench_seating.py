"""Seating speed and quality figures (issue 4).

Run: .venv/bin/python benchmarks/bench_seating.py

Prints: the time for a 300-player, 12-round mix plan (target <= 2 s); the Kirkman cases
9/4, 15/7 and 21/10 (target: zero repeats, each <= 10 s); and the repeat meetings of
rotate and mix on 30, 90 and 300 players over 6 and 12 rounds, with the counting lower bound.
Each plan is built from scratch (the design and schedule caches are cleared) and timed as
the best of three runs.
"""

from __future__ import annotations

import time

from tournament.seating import Movement, Plan, SeatingOptions, plan_event, quality
from tournament.seating.designs import kirkman_design
from tournament.seating.schedule import clear_cache


def timed_plan(players: int, rounds: int, movement: Movement, seed: int = 0) -> tuple[Plan, float]:
    best = float("inf")
    plan = None
    for _ in range(3):
        clear_cache()
        kirkman_design.cache_clear()
        start = time.perf_counter()
        plan = plan_event(list(range(1, players + 1)), rounds, SeatingOptions(movement, seed))
        best = min(best, time.perf_counter() - start)
    assert plan is not None
    return plan, best


def main() -> None:
    plan, seconds = timed_plan(300, 12, Movement.MIX)
    last = quality(plan.rounds)[-1]
    print("300 players, 12 rounds, mix")
    print(f"  time {seconds:.3f} s (target <= 2 s), repeat meetings {last.total_repeat_meetings}")
    print()
    print("Kirkman cases, mix (target: 0 repeats, <= 10 s each)")
    print(f"  {'players':>7} {'rounds':>6} {'repeats':>7} {'max meet':>8} {'time s':>8}")
    for players, rounds in ((9, 4), (15, 7), (21, 10)):
        plan, seconds = timed_plan(players, rounds, Movement.MIX)
        last = quality(plan.rounds)[-1]
        print(
            f"  {players:>7} {rounds:>6} {last.total_repeat_meetings:>7}"
            f" {last.max_meetings:>8} {seconds:>8.3f}"
        )
    print()
    print("Repeat meetings over the whole plan (lower bound: counting bound)")
    header = f"  {'players':>7} {'rounds':>6} {'movement':>9} {'repeats':>7} {'max meet':>8}"
    print(f"{header} {'bound':>5} {'time s':>8}")
    for players in (30, 90, 300):
        for rounds in (6, 12):
            for movement in (Movement.ROTATE, Movement.MIX):
                plan, seconds = timed_plan(players, rounds, movement)
                last = quality(plan.rounds)[-1]
                print(
                    f"  {players:>7} {rounds:>6} {movement.value:>9}"
                    f" {last.total_repeat_meetings:>7} {last.max_meetings:>8}"
                    f" {last.repeat_lower_bound:>5} {seconds:>8.3f}"
                )


if __name__ == "__main__":
    main()
