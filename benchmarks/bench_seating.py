"""Seating speed and quality figures (issue 12).

Run: .venv/bin/python benchmarks/bench_seating.py [--grid]

Prints: the time of a 2,000-player, 15-round mix plan and of a 300-player, 12-round
rotation (targets: under 5 s each), wall clock and the process's CPU time (the CPU time
is what a busy machine does not inflate); the fields the issue names for a plan without
any repeat; the rotation's fields of the issue; with ``--grid`` a table of what each
movement reaches against the lower bound for fields of 9 to 99 players. Each plan is
built from scratch (the caches are cleared).
"""

from __future__ import annotations

import sys
import time

from tournament.seating import Movement, Plan, SeatingOptions, plan_event
from tournament.seating.designs import kirkman_design, nearly_kirkman_design
from tournament.seating.figures import PlanFigures, plan_figures
from tournament.seating.rotation import _cached_plan
from tournament.seating.schedule import clear_cache

GRID_PLAYERS = (9, 12, 15, 18, 21, 24, 30, 31, 33, 39, 45, 60, 99)
GRID_ROUNDS = (5, 8, 12)
ZERO_REPEAT_CASES = ((18, 8), (24, 11), (30, 14), (33, 16), (39, 19), (45, 22), (31, 5), (22, 6))
ZERO_REPEAT_CASES += ((42, 20), (66, 32), (69, 34), (90, 44), (96, 47), (120, 59))
EXTRA_PLAYER_CASES = ((31, 8), (40, 12), (52, 8), (100, 8))
"""Fields of 3k + 1 or 3k + 2 planned from a design plus extra players."""
SEARCH_CASES = ((31, 12), (22, 8), (25, 10), (16, 6), (13, 9))
"""Fields with a table of 4 and more rounds than a design plus extras gives: the search
(tabu, then annealing) against the bound."""
ROTATION_CASES = ((31, 5), (22, 6), (30, 8), (45, 12), (60, 12), (99, 12), (150, 12), (300, 12))
ROTATION_CASES += ((16, 6), (31, 12))
"""The rotation's fields of the issue: at most 3 meetings of a pair (the bound)."""


def timed_plan(
    players: int, rounds: int, movement: Movement, seed: int = 7
) -> tuple[Plan, float, float]:
    clear_cache()
    _cached_plan.cache_clear()
    kirkman_design.cache_clear()
    nearly_kirkman_design.cache_clear()
    wall, cpu = time.perf_counter(), time.process_time()
    plan = plan_event(list(range(1, players + 1)), rounds, SeatingOptions(movement, seed))
    return plan, time.perf_counter() - wall, time.process_time() - cpu


def figures(plan: Plan, movement: Movement) -> PlanFigures:
    return plan_figures(plan.rounds, movement is Movement.ROTATE)


def speed() -> None:
    print("Speed (target: under 5 s each)")
    print(f"  {'plan':<30} {'wall s':>7} {'cpu s':>7}  max meetings / bound, repeats")
    for players, rounds, movement in ((2000, 15, Movement.MIX), (300, 12, Movement.ROTATE)):
        plan, wall, cpu = timed_plan(players, rounds, movement)
        f = figures(plan, movement)
        name = f"{players} players x {rounds} rounds, {movement.value}"
        print(
            f"  {name:<30} {wall:>7.2f} {cpu:>7.2f}  {f.max_meetings} / "
            f"{f.lower_bound_max_meetings}, {f.repeat_meetings}"
        )


def zero_repeats() -> None:
    print()
    print("Mix: the issue's fields and fields with a table of 4 (target: the bound;")
    print("4-table seats: min-max/best)")
    print(
        f"  {'players':>7} {'rounds':>6} {'repeats':>7} {'max':>3} {'bound':>5}"
        f" {'4-table':>9} {'cpu s':>6}"
    )
    for players, rounds in ZERO_REPEAT_CASES + EXTRA_PLAYER_CASES + SEARCH_CASES:
        plan, _wall, cpu = timed_plan(players, rounds, Movement.MIX)
        f = figures(plan, Movement.MIX)
        seats = (
            f"{f.four_table_seats[0]}-{f.four_table_seats[1]}"
            f"/{f.best_four_table_seats[0]}-{f.best_four_table_seats[1]}"
        )
        print(
            f"  {players:>7} {rounds:>6} {f.repeat_meetings:>7} {f.max_meetings:>3}"
            f" {f.lower_bound_max_meetings:>5} {seats:>9} {cpu:>6.2f}"
            f"  (repeats at least {f.lower_bound_repeat_meetings})"
        )


def rotations() -> None:
    print()
    print("Rotation over the whole event (max meetings/bound, pairs at max, repeats/bound,")
    print("4-table seats min-max, spread bound)")
    print(f"  {'players':>7} {'rounds':>6}  {'figures':<34} {'cpu s':>6}")
    for players, rounds in ROTATION_CASES:
        plan, _wall, cpu = timed_plan(players, rounds, Movement.ROTATE)
        f = figures(plan, Movement.ROTATE)
        cell = (
            f"{f.max_meetings}/{f.lower_bound_max_meetings} {f.pairs_at_max}"
            f" {f.repeat_meetings}/{f.lower_bound_repeat_meetings}"
            f" {f.four_table_seats[0]}-{f.four_table_seats[1]}"
            f" ({f.lower_bound_four_table_spread})"
        )
        print(f"  {players:>7} {rounds:>6}  {cell:<34} {cpu:>6.2f}")


def grid() -> None:
    print()
    print(
        "What each movement reaches: max meetings/bound, repeats/bound,"
        " 4-table seats (spread bound)"
    )
    print(f"  {'N':>3} {'R':>3}  {'rotate':<26} {'mix':<26}")
    for players in GRID_PLAYERS:
        for rounds in GRID_ROUNDS:
            cells = []
            for movement in (Movement.ROTATE, Movement.MIX):
                plan, _wall, _cpu = timed_plan(players, rounds, movement)
                f = figures(plan, movement)
                cells.append(
                    f"{f.max_meetings}/{f.lower_bound_max_meetings}"
                    f" {f.repeat_meetings}/{f.lower_bound_repeat_meetings}"
                    f" {f.four_table_seats[0]}-{f.four_table_seats[1]}"
                    f"({f.lower_bound_four_table_spread})"
                )
            print(f"  {players:>3} {rounds:>3}  {cells[0]:<26} {cells[1]:<26}")


def main() -> None:
    speed()
    zero_repeats()
    rotations()
    if "--grid" in sys.argv[1:]:
        grid()


if __name__ == "__main__":
    main()
