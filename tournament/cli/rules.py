"""Subcommands of the rules area: ``stein-rummy validate [--json] [--jokers N] MELD...``.

``--game`` of a card game checks card melds instead (:mod:`tournament.cli.games`).

Exit status: 0 when the whole layout is valid; 1 when a meld or the tile supply is not,
saying which and why; 2 on a notation error or misuse, with the message on stderr.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError, parse_melds, print_json
from tournament.cli.games import CARD_GAMES, OWN_VALIDATE, card_game, default_decks, own_command

if TYPE_CHECKING:
    from tournament.rules.layout import LayoutCheck


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    parser = subparsers.add_parser(
        "validate",
        help="check melds and the tile supply of a table",
        description=(
            "Check a Stein-Rummy table: each argument is one meld, tiles written as colour "
            "letter + value (b r y|g k|s, 1..13) or J/* for a joker, separated by spaces or "
            "commas; an argument may hold several melds separated by '|'. "
            'Example: stein-rummy validate "r12 r13 r1" "b5 r5 y5". Exit status 0 when the '
            "table is valid, 1 when it is not, 2 on a notation error."
        ),
    )
    parser.add_argument("melds", nargs="*", metavar="MELD", help="one meld, e.g. 'r12 r13 r1'")
    parser.add_argument("--json", action="store_true", help="print the answer as JSON")
    parser.add_argument(
        "--jokers",
        type=_joker_count,
        default=None,
        metavar="N",
        help="jokers in the game (default 3: one per player at a 3-table; 0 for none)",
    )
    parser.add_argument(
        "--game",
        choices=("stein", *OWN_VALIDATE, *CARD_GAMES),
        default="stein",
        help=f"the game whose melds these are (default stein; {', '.join(CARD_GAMES)} take cards)",
    )
    parser.add_argument(
        "--decks",
        type=int,
        choices=(1, 2),
        default=None,
        help=f"card games: packs of 52 cards (default {default_decks()})",
    )
    parser.set_defaults(handler=validate_command)


def _joker_count(text: str) -> int:
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0 <= count <= 8:
        raise argparse.ArgumentTypeError(f"must be 0..8, got {count}")
    return count


def validate_command(args: argparse.Namespace) -> int:
    from tournament.rules.layout import check_layout
    from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions
    from tournament.rules.tiles import parse_tiles

    if not args.melds:
        raise CliError('give at least one meld, e.g. stein-rummy validate "r12 r13 r1"')
    if args.game in OWN_VALIDATE:
        return own_command("validate", args.game)(args)
    if args.game != "stein":
        from tournament.cli.games.cards import validate_cards

        return validate_cards(args, card_game(args.game))
    if args.decks is not None:
        raise CliError(f"--decks is for the card games (--game {' or '.join(CARD_GAMES)})")
    melds = parse_melds(args.melds, parse_tiles)
    options = DEFAULT_OPTIONS if args.jokers is None else RulesOptions.for_joker_count(args.jokers)
    result = check_layout(melds, options)
    if args.json:
        print_json(layout_json(result))
    else:
        _print_text(result)
    return 0 if result.valid else 1


def layout_json(result: LayoutCheck) -> dict[str, Any]:
    """The JSON answer of ``validate``; ``jokers`` says what each meld's jokers may stand
    for, every reading the rulings allow ("J = k10 or k1")."""
    from tournament.rules.readings import describe_readings, meld_readings

    return {
        "valid": result.valid,
        "melds": [
            {
                "tiles": [str(t) for t in meld.tiles],
                "kind": None if meld.kind is None else meld.kind.value,
                "valid": meld.valid,
                "reason": meld.reason,
                "jokers": describe_readings(meld_readings(meld.tiles)) if meld.valid else "",
            }
            for meld in result.melds
        ],
        "problems": [str(p) for p in result.problems],
    }


def _print_text(result: LayoutCheck) -> None:
    from tournament.rules.readings import describe_readings, meld_readings
    from tournament.rules.tiles import format_tiles

    for number, meld in enumerate(result.melds, start=1):
        kind = "invalid" if meld.kind is None else meld.kind.value
        line = f"meld {number}  {kind:<7}  {format_tiles(meld.tiles)}"
        jokers = describe_readings(meld_readings(meld.tiles)) if meld.valid else ""
        if jokers:
            line += f"  ({jokers})"
        if meld.reason:
            line += f"  {meld.reason}"
        print(line)
    if result.valid:
        count = len(result.melds)
        print(
            f"valid: {count} meld{'' if count == 1 else 's'}, {result.tile_count} tiles, "
            f"{result.options.describe()}"
        )
    else:
        print("not valid:")
        for problem in result.problems:
            print(f"  {problem}")
