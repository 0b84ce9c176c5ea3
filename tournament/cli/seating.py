"""Subcommands of the seating area: ``stein-rummy seating`` previews a seating plan."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tournament.cli.common import CliError, print_json
from tournament.scoring.model import Movement as MovementName

# The movements' names from the vocabulary, so that building the parser does not import the
# seating engine (every command builds it).
MODES = tuple(m.value for m in MovementName)


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    parser = subparsers.add_parser(
        "seating",
        help="preview a seating plan for numbered players",
        description=(
            "Preview the seating plan of a tournament with players numbered 1..N: tables of"
            " 3 (4 for the remainder), the movement after each round, and how often pairs"
            " meet again. The standings mode, having no results, takes the previous round's"
            " seating order as the standings."
        ),
    )
    parser.add_argument("--players", type=int, required=True, metavar="N", help="number of players")
    parser.add_argument("--rounds", type=int, required=True, metavar="R", help="number of rounds")
    parser.add_argument(
        "--mode", choices=MODES, default="rotate", help="movement after each round (default rotate)"
    )
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="seed (default 0)")
    parser.add_argument(
        "--draw", action="store_true", help="seat round 1 by a seeded draw instead of 1..N"
    )
    parser.add_argument(
        "--seconds",
        type=float,
        default=10.0,
        metavar="T",
        help="longest time the mix search may take (default 10; it normally ends sooner)",
    )
    parser.add_argument("--json", action="store_true", help="print the plan as JSON")
    parser.set_defaults(handler=run_seating)


def run_seating(args: argparse.Namespace) -> int:
    from tournament.seating import Movement, SeatingOptions, parse_movement, plan_event, quality
    from tournament.seating.figures import plan_data, plan_figures
    from tournament.seating.schedule import SearchControl

    if args.players < 3:
        raise CliError(f"--players {args.players}: a table needs at least 3 players")
    if args.rounds < 1:
        raise CliError(f"--rounds {args.rounds}: a plan needs at least one round")
    if not 0 < args.seconds <= 600:
        raise CliError(f"--seconds {args.seconds}: give a time from 0 to 600 seconds")
    options = SeatingOptions(movement=parse_movement(args.mode), seed=args.seed, draw=args.draw)
    control = SearchControl(
        progress=_progress if sys.stderr.isatty() else None, seconds=args.seconds
    )
    plan = plan_event(list(range(1, args.players + 1)), args.rounds, options, control=control)
    if control.progress is not None:
        print(file=sys.stderr)
    if args.json:
        print_json(plan_data(plan))
        return 0
    figures = quality(plan.rounds)
    width = len(str(args.players))
    print(
        f"Seating plan: {args.players} players, {args.rounds} rounds,"
        f" movement {options.movement.value}, seed {options.seed}"
    )
    for round_plan, figure in zip(plan.rounds, figures, strict=True):
        print()
        print(f"Round {round_plan.number}")
        for t, table in enumerate(round_plan.tables, start=1):
            seats = "  ".join(f"{p:>{width}}" for p in table)
            print(f"  Table {t:>{len(str(len(round_plan.tables)))}}: {seats}")
        if round_plan.sitting_out:
            print(f"  Sitting out: {', '.join(str(p) for p in round_plan.sitting_out)}")
        print(
            f"  Repeat meetings: {figure.repeat_meetings} this round,"
            f" {figure.total_repeat_meetings} so far (at least {figure.repeat_lower_bound});"
            f" most meetings of one pair: {figure.max_meetings}"
        )
    f = plan_figures(plan.rounds, options.movement is Movement.ROTATE)
    print()
    print("Quality of the whole plan (in brackets: what no plan of this shape can beat)")
    print(f"  Most meetings of one pair:  {f.max_meetings} (at least {f.lower_bound_max_meetings})")
    print(f"  Pairs meeting that often:   {f.pairs_at_max} (at least {f.lower_bound_pairs_at_max})")
    print(
        f"  Repeat meetings:            {f.repeat_meetings}"
        f" (at least {f.lower_bound_repeat_meetings})"
    )
    low, high = f.best_four_table_seats
    print(
        f"  4-table seats per player:   {f.four_table_seats[0]} to {f.four_table_seats[1]}"
        f" (no plan narrower than {low} to {high})"
    )
    if options.movement is Movement.ROTATE:
        print(
            f"  Never changed table:        {f.never_moved} (at least {f.lower_bound_never_moved})"
        )
    print("Seat 1 starts game 1 of the round, seat 2 game 2, and so on.")
    return 0


def _progress(done: float, cost: int) -> None:
    print(f"\rsearching: {done:4.0%}, repeat cost {cost}   ", end="", file=sys.stderr, flush=True)
