"""Rummikub's parts of the shared commands (RULINGS §11).

- ``stein-rummy solve --game rummikub --hand RACK [--table MELDS] [--first] [--json]``:
  the best play: the tiles placed, the table after it, the rack left and its value
  (``placed`` the number of tiles placed, ``left_value`` what the rack left costs).
- ``stein-rummy validate --game rummikub SET...``: each set (no wrap) and the supply of
  106 tiles.

Exit status as the shared commands: 0 valid / a play found, 1 not valid, 2 bad input.
"""

from __future__ import annotations

import argparse
import time

from tournament.cli.common import CliError, parse_melds, print_json

KEY = "rummikub"
"""The game's key for ``--game`` (the variant's key once Rummikub is a tournament game)."""


def solve(args: argparse.Namespace) -> int:
    """``solve --game rummikub``: the least rack value left (joker 30), then the fewest
    tiles; with ``--first`` (before the initial meld) only new sets worth >= 30."""
    from tournament.rules.errors import IllegalError
    from tournament.rules.rummikub_solver import best_play
    from tournament.rules.tiles import format_tiles, parse_layout, parse_tiles

    if args.jokers is not None:
        raise CliError("--jokers is for Stein-Rummy; Rummikub has 2 jokers in the pool")
    rack = parse_tiles(args.hand)
    if not rack:
        raise CliError("--hand: no tiles; give at least one tile")
    table = parse_layout(args.table)
    started = time.perf_counter()
    try:
        play = best_play(table, rack, opened=not args.not_opened)
    except IllegalError as exc:
        raise CliError(f"--table/--hand: {exc}") from None
    seconds = time.perf_counter() - started
    if args.json:
        print_json(
            {
                "placed": len(play.placed),
                "placed_tiles": [str(t) for t in play.placed],
                "melds": [[str(t) for t in meld] for meld in play.table],
                "left": [str(t) for t in play.left],
                "left_value": play.left_value,
                "initial_meld": play.initial_value,
                "seconds": round(seconds, 6),
            }
        )
        return 0
    tiles = "tile" if len(rack) == 1 else "tiles"
    print(f"{len(play.placed)} of {len(rack)} rack {tiles} can be laid.")
    if play.placed:
        print(f"Placed: {format_tiles(play.placed)}")
        if args.not_opened:
            print(f"Initial meld worth {play.initial_value}.")
        print("Table after the play:")
        for meld in play.table:
            print(f"  {format_tiles(meld)}")
    left = format_tiles(play.left) if play.left else "(none)"
    print(f"Left in the rack: {left}, value {play.left_value}")
    return 0


def validate(args: argparse.Namespace) -> int:
    """``validate --game rummikub``: each set and the supply (each tile twice, 2 jokers)."""
    from tournament.rules.rummikub import check_set, too_many
    from tournament.rules.tiles import format_tiles, parse_tiles

    if args.jokers is not None or args.decks is not None:
        raise CliError("--jokers and --decks are not for Rummikub (106 tiles, 2 jokers)")
    melds = parse_melds(args.melds, parse_tiles)
    checks = [check_set(meld) for meld in melds]
    problems = [
        f"set {number} ({format_tiles(meld)}): {check.reason}"
        for number, (meld, check) in enumerate(zip(melds, checks, strict=True), start=1)
        if not check.valid
    ]
    problems += too_many(tile for meld in melds for tile in meld)
    if args.json:
        print_json(
            {
                "valid": not problems,
                "melds": [
                    {
                        "tiles": [str(t) for t in (check.tiles or meld)],
                        "kind": None if check.kind is None else check.kind.value,
                        "valid": check.valid,
                        "reason": check.reason,
                        "value": check.value,
                    }
                    for meld, check in zip(melds, checks, strict=True)
                ],
                "problems": problems,
            }
        )
        return 1 if problems else 0
    for number, (meld, check) in enumerate(zip(melds, checks, strict=True), start=1):
        kind = "invalid" if check.kind is None else check.kind.value
        line = f"set {number}  {kind:<7}  {format_tiles(check.tiles or meld)}"
        print(line + (f"  worth {check.value}" if check.valid else f"  {check.reason}"))
    if problems:
        print("not valid:")
        for problem in problems:
            print(f"  {problem}")
        return 1
    print(f"valid: {len(melds)} set{'' if len(melds) == 1 else 's'} (Rummikub)")
    return 0
