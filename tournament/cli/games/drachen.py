"""Drachenrummy's commands (RULINGS §9).

- ``stein-rummy steal --rule RULE --reserved COUNTxFACE --with COUNTxFACE [--json]``: may
  these dice steal a card reserved with those?
- ``stein-rummy score --game drachen [--json] [--decks N] --laid SETS --hand CARDS``: a
  player's points at the end of a game.
- ``validate --game drachen MELD...``: its sets (:mod:`tournament.cli.games.cards`).

Exit status: 0 yes (allowed, valid; ``score`` always), 1 no, 2 bad input or misuse with the
message on stderr.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError, print_json
from tournament.cli.games.cards import CARD_HELP, CardGameCli, CardMeld, add_decks

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck
    from tournament.rules.drachen_dice import Dice

STEAL_RULES = ("same-face", "any-face", "higher-face")


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add Drachenrummy's subcommands."""
    steal = subparsers.add_parser(
        "steal",
        help="Drachenrummy: may these dice steal a reserved card",
        description=(
            "Check a Drachenrummy steal: a card reserved with --reserved COUNTxFACE (e.g. "
            "2x4, two dice showing 4) taken with the dice of --with. Rules: same-face (the "
            "text: more dice of the reservation's face), any-face (more dice of any one "
            "face), higher-face (more of the same face, or at least as many of a higher "
            "face). Exit status 0 when allowed, 1 when not, 2 on bad input."
        ),
    )
    steal.add_argument("--rule", choices=STEAL_RULES, default="same-face", help="steal rule")
    steal.add_argument("--reserved", required=True, metavar="COUNTxFACE", help="e.g. 2x4")
    steal.add_argument(
        "--with", dest="stealing", required=True, metavar="COUNTxFACE", help="e.g. 3x4"
    )
    steal.add_argument("--json", action="store_true", help="print the answer as JSON")
    steal.set_defaults(handler=steal_command)

    score = subparsers.add_parser(
        "score",
        help="Drachenrummy: a player's points from laid sets and hand cards",
        description=(
            "Count a Drachenrummy player's points at the end: each laid card 2-10 one "
            "point, J Q K A two; each card left in hand -1. Every laid set is checked. "
            f"{CARD_HELP} Sets are separated by '|'. Example: stein-rummy score --game "
            'drachen --laid "AS 2S 3S | QH QD QC" --hand "5H 9C". Exit status 0; 2 when a '
            "set is not valid or a card cannot be read."
        ),
    )
    score.add_argument("--game", required=True, choices=("drachen",), help="the game")
    score.add_argument("--laid", default="", metavar="SETS", help='laid sets, "|" between')
    score.add_argument("--hand", default="", metavar="CARDS", help="cards left in hand")
    add_decks(score, "1")
    score.add_argument("--json", action="store_true", help="print the answer as JSON")
    score.set_defaults(handler=score_command)


def add_options(parser: argparse.ArgumentParser) -> None:
    """Drachenrummy's tournament options, for ``new``."""
    parser.add_argument(
        "--decks", type=int, choices=(1, 2), default=None, help="Drachenrummy: packs of 52 (1)"
    )
    parser.add_argument(
        "--steal", choices=STEAL_RULES, default=None, help="Drachenrummy's steal rule (same-face)"
    )


PACKS = 1
"""``--decks`` left out: one pack."""


def deck(decks: int | None) -> Deck:
    """The deck of ``--decks`` (default :data:`PACKS`)."""
    from tournament.rules.cards import Deck

    return Deck.drachen(decks or PACKS)


def check_meld(cards: list[Card]) -> CardMeld:
    from tournament.rules.drachen import check_set

    check = check_set(cards)
    kind = None if check.kind is None else check.kind.value
    return CardMeld(check.cards, kind, check.valid, check.reason, [])


CLI = CardGameCli(deck, check_meld, PACKS)


def steal_command(args: argparse.Namespace) -> int:
    from tournament.rules.drachen_dice import StealRule, check_steal

    reserved = _dice("--reserved", args.reserved)
    stealing = _dice("--with", args.stealing)
    check = check_steal(reserved, stealing, StealRule(args.rule))
    if args.json:
        print_json({"allowed": check.allowed, "reason": check.reason})
    else:
        print(f"{'allowed' if check.allowed else 'not allowed'}: {check.reason}")
    return 0 if check.allowed else 1


def _dice(option: str, text: str) -> Dice:
    from tournament.rules.drachen_dice import Dice
    from tournament.rules.errors import NotationError

    try:
        return Dice.parse(text)
    except NotationError as exc:
        raise CliError(f"{option}: {exc}") from None


def score_command(args: argparse.Namespace) -> int:
    from tournament.rules.cards import parse_card_melds, parse_cards
    from tournament.rules.drachen import score
    from tournament.rules.errors import NotationError

    try:
        laid = parse_card_melds(args.laid)
    except NotationError as exc:
        raise CliError(f"--laid: {exc}") from None
    try:
        hand = parse_cards(args.hand)
    except NotationError as exc:
        raise CliError(f"--hand: {exc}") from None
    result = score(laid, hand, deck(args.decks))
    if args.json:
        print_json({"points": result.points, "laid": result.laid, "hand": result.hand})
    else:
        print(f"points: {result.points} (laid {result.laid}, hand {result.hand})")
    return 0


__all__ = ["CLI", "register"]
