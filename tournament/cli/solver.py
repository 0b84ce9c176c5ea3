"""Subcommands of the solver area: ``stein-rummy solve``.

``stein-rummy solve [--json] --hand "TILES" [--table "MELD | MELD | ..."] [--not-opened]``
prints the best play of a hand: how many hand tiles can be laid, the table after the
play and the tiles left in the hand; ``--json`` adds ``"seconds"``, the solve's own time
(without start-up and parsing); ``--verbose`` says first, on stderr, which engine the
search runs in. Exit status 0; 2 on a notation error, an empty hand or a
table that is not valid, with the message on stderr.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any

from tournament.cli.common import CliError, print_json
from tournament.cli.games import OWN_SOLVE, own_command


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    parser = subparsers.add_parser(
        "solve",
        help="best play of a hand, optionally against a table",
        description=(
            "The most tiles of a hand that can be laid so that every table tile and every "
            "laid tile ends in a valid meld; the table may be rearranged. Tiles are written "
            "as colour letter + value (b r y|g k|s, 1..13) or J/* for a joker; table melds "
            'are separated by "|". Example: stein-rummy solve --hand "r4 b9 J" '
            '--table "r1 r2 r3 | r5 r6 r7".'
        ),
    )
    parser.add_argument(
        "--game",
        choices=("stein", *OWN_SOLVE),
        default="stein",
        help="the game (default stein; rummikub: the least rack value left, joker 30)",
    )
    parser.add_argument("--hand", required=True, metavar="TILES", help="the tiles in hand")
    parser.add_argument(
        "--table", default="", metavar="MELDS", help='the table, melds separated by "|"'
    )
    parser.add_argument(
        "--not-opened",
        "--first",
        dest="not_opened",
        action="store_true",
        help="the player has not laid out yet: only melds of the own tiles, table untouched",
    )
    parser.add_argument(
        "--jokers",
        type=int,
        default=None,
        metavar="N",
        help="jokers in the game (default 3: one per player at a 3-table)",
    )
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="say on stderr which engine the search runs in (compiled core or pure Python)",
    )
    parser.set_defaults(handler=solve_command)


def solve_command(args: argparse.Namespace) -> int:
    from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
    from tournament.rules.solver import solve
    from tournament.rules.tiles import format_tiles, parse_layout, parse_tiles

    if args.game in OWN_SOLVE:
        return own_command("solve", args.game)(args)
    hand = parse_tiles(args.hand)
    if not hand:
        raise CliError("--hand: no tiles; give at least one tile")
    table = parse_layout(args.table)
    options = DEFAULT_OPTIONS
    if args.jokers is not None:
        try:
            options = RulesOptions.for_joker_count(args.jokers)
        except ValueError as exc:
            raise CliError(f"--jokers: {exc}") from None
    if args.verbose:
        from tournament.cli import solver_engine

        print(f"stein-rummy solve: searching in {solver_engine()}", file=sys.stderr)
    started = time.perf_counter()
    solution = solve(hand, table, opened=not args.not_opened, options=options)
    seconds = time.perf_counter() - started
    if args.json:
        print_json(
            {
                "placed": solution.placed,
                "melds": [[str(t) for t in meld] for meld in solution.melds],
                "left": [str(t) for t in solution.left],
                "seconds": round(seconds, 6),
            }
        )
        return 0
    tiles = "tile" if len(hand) == 1 else "tiles"  # "1 of 3 hand tiles", "0 of 1 hand tile"
    print(f"{solution.placed} of {len(hand)} hand {tiles} can be laid.")
    if solution.melds:
        print("Table after the play:")
        for meld in solution.melds:
            print(f"  {format_tiles(meld)}")
    print(f"Left in hand: {format_tiles(solution.left) if solution.left else '(none)'}")
    return 0
