"""Indian Rummy's commands (RULINGS §8).

- ``stein-rummy declare --game indian [--json] [--decks N] HAND``: can the hand go out?
  The least deadwood and an arrangement reaching it.
- ``validate --game indian MELD...``: its melds (:mod:`tournament.cli.games.cards`).

Exit status: 0 yes (declarable, valid), 1 no, 2 bad input or misuse with the message on
stderr.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament.cli.common import print_json
from tournament.cli.games.cards import CARD_HELP, CardGameCli, CardMeld, add_decks

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add Indian Rummy's subcommands."""
    declare = subparsers.add_parser(
        "declare",
        help="Indian Rummy: can a hand go out, and its least deadwood",
        description=(
            "Check an Indian Rummy declaration: all 13 cards (14 before the discard) in sets "
            "and sequences, at least two sequences, one of them pure. Prints the least "
            "deadwood of the hand and an arrangement that reaches it. "
            f"{CARD_HELP} Example: stein-rummy declare --game indian "
            '"AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC *". Exit status 0 when the hand can be '
            "declared, 1 when not, 2 on bad input."
        ),
    )
    declare.add_argument("--game", required=True, choices=("indian",), help="the game")
    declare.add_argument("hand", nargs="+", metavar="HAND", help="the cards of the hand")
    add_decks(declare, "2: the four-player deck, which holds every hand of either deck")
    declare.add_argument("--json", action="store_true", help="print the answer as JSON")
    declare.set_defaults(handler=declare_command)


def _deals(text: str) -> int | str:
    """``--deals``: a number of deals or "to-500"."""
    from tournament.scoring.model import DEALS_MAX, TO_500

    if text == TO_500:
        return text
    if text.isdigit() and 1 <= int(text) <= DEALS_MAX:
        return int(text)
    raise argparse.ArgumentTypeError(f"{text!r}: give 1 to {DEALS_MAX} deals or {TO_500}")


def add_options(parser: argparse.ArgumentParser) -> None:
    """Indian Rummy's tournament option, for ``new``."""
    from tournament.scoring.model import DEALS_MAX, TO_500

    parser.add_argument(
        "--deals",
        type=_deals,
        default=None,
        help=f"Indian Rummy: deals per round, 1 to {DEALS_MAX} or {TO_500} "
        "(default: one per player at the table)",
    )


PACKS = 2
"""``--decks`` left out: the four-player deck, which holds every hand of either deck."""


def deck(decks: int | None) -> Deck:
    """The deck of ``--decks`` (default :data:`PACKS`)."""
    from tournament.rules.cards import Deck

    return Deck.indian(4 if (decks or PACKS) == 2 else 3)


def check_meld(cards: list[Card]) -> CardMeld:
    from tournament.rules.indian import check_meld

    check = check_meld(cards)
    jokers = [str(j) for j in check.jokers if j is not None]
    kind = None if check.kind is None else check.kind.value
    return CardMeld(check.cards, kind, check.valid, check.reason, jokers)


CLI = CardGameCli(deck, check_meld, PACKS)


def declare_command(args: argparse.Namespace) -> int:
    from tournament.rules.cards import parse_cards
    from tournament.rules.indian import check_declaration

    hand = parse_cards(" ".join(args.hand))
    check = check_declaration(hand, deck(args.decks))
    deadwood = check.deadwood
    melds = [str(m) for m in deadwood.melds]
    if args.json:
        print_json(
            {
                "valid": check.valid,
                "deadwood": deadwood.points,
                "melds": melds,
                "reason": check.reason,
                "discard": None if check.discard is None else str(check.discard),
            }
        )
        return 0 if check.valid else 1
    if check.valid:
        print("can be declared" + (f" after discarding {check.discard}" if check.discard else ""))
    else:
        print(f"cannot be declared: {check.reason}")
    print(f"deadwood: {deadwood.points} ({deadwood.tier.value})")
    for meld in deadwood.melds:
        print(f"  {meld.kind.value:<16} {meld}")
    if deadwood.counted:
        print(f"  {'counted':<16} {' '.join(str(c) for c in deadwood.counted)}")
    return 0 if check.valid else 1


__all__ = ["CLI", "register"]
