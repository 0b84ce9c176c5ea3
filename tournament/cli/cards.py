"""Subcommands of the card games (Indian Rummy, Drachenrummy; RULINGS §8-§9).

- ``stein-rummy declare --game indian [--json] [--decks N] HAND``: can the hand go out?
  The least deadwood and an arrangement reaching it.
- ``stein-rummy steal --rule RULE --reserved COUNTxFACE --with COUNTxFACE [--json]``: may
  these dice steal a card reserved with those?
- ``stein-rummy score --game drachen [--json] [--decks N] --laid SETS --hand CARDS``: a
  player's points at the end of a Drachenrummy game.
- ``stein-rummy validate --game indian|drachen MELD...`` (the option lives on ``validate``
  of the rules area, which hands card games to :func:`validate_cards`).

Exit status: 0 yes (declarable, allowed, valid; ``score`` always), 1 no, 2 bad input or
misuse with the message on stderr.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError, parse_melds, print_json

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck
    from tournament.rules.drachen_dice import Dice

CARD_GAMES = ("indian", "drachen")
STEAL_RULES = ("same-face", "any-face", "higher-face")
_CARD_HELP = (
    "Cards are written rank then suit (A K Q J 10..2, T for 10; S H D C or ♠♥♦♣), the joker "
    "* or JK, separated by spaces or commas."
)


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    declare = subparsers.add_parser(
        "declare",
        help="Indian Rummy: can a hand go out, and its least deadwood",
        description=(
            "Check an Indian Rummy declaration: all 13 cards (14 before the discard) in sets "
            "and sequences, at least two sequences, one of them pure. Prints the least "
            "deadwood of the hand and an arrangement that reaches it. "
            f"{_CARD_HELP} Example: stein-rummy declare --game indian "
            '"AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC *". Exit status 0 when the hand can be '
            "declared, 1 when not, 2 on bad input."
        ),
    )
    declare.add_argument("--game", required=True, choices=("indian",), help="the game")
    declare.add_argument("hand", nargs="+", metavar="HAND", help="the cards of the hand")
    _add_decks(declare, "2: the four-player deck, which holds every hand of either deck")
    declare.add_argument("--json", action="store_true", help="print the answer as JSON")
    declare.set_defaults(handler=declare_command)

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
            f"{_CARD_HELP} Sets are separated by '|'. Example: stein-rummy score --game "
            'drachen --laid "AS 2S 3S | QH QD QC" --hand "5H 9C". Exit status 0; 2 when a '
            "set is not valid or a card cannot be read."
        ),
    )
    score.add_argument("--game", required=True, choices=("drachen",), help="the game")
    score.add_argument("--laid", default="", metavar="SETS", help='laid sets, "|" between')
    score.add_argument("--hand", default="", metavar="CARDS", help="cards left in hand")
    _add_decks(score, "1")
    score.add_argument("--json", action="store_true", help="print the answer as JSON")
    score.set_defaults(handler=score_command)


def _add_decks(parser: argparse.ArgumentParser, default: str) -> None:
    parser.add_argument(
        "--decks",
        type=int,
        choices=(1, 2),
        default=None,
        help=f"packs of 52 cards in the game (default {default})",
    )


def _deck(game: str, decks: int | None) -> Deck:
    from tournament.rules.cards import Deck

    if game == "indian":
        return Deck.indian(4 if decks in (None, 2) else 3)
    return Deck.drachen(decks or 1)


def declare_command(args: argparse.Namespace) -> int:
    from tournament.rules.cards import parse_cards
    from tournament.rules.indian import check_declaration

    hand = parse_cards(" ".join(args.hand))
    check = check_declaration(hand, _deck("indian", args.decks))
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
    result = score(laid, hand, _deck("drachen", args.decks))
    if args.json:
        print_json({"points": result.points, "laid": result.laid, "hand": result.hand})
    else:
        print(f"points: {result.points} (laid {result.laid}, hand {result.hand})")
    return 0


# --- validate --game indian|drachen --------------------------------------------------------


def validate_cards(args: argparse.Namespace) -> int:
    """``validate`` for a card game: each meld (Indian) or set (Drachenrummy) and the
    supply of cards."""
    if args.jokers is not None:
        raise CliError(f"--jokers is for Stein-Rummy; {args.game} has its deck (see --decks)")
    from tournament.rules.cards import parse_cards

    melds = parse_melds(args.melds, parse_cards)
    deck = _deck(args.game, args.decks)
    rows = [_check_card_meld(args.game, meld) for meld in melds]
    problems = [
        f"meld {number} ({row['text']}): {row['reason']}"
        for number, row in enumerate(rows, start=1)
        if not row["valid"]
    ]
    problems += deck.supply_problems(melds)
    if args.json:
        print_json(
            {
                "valid": not problems,
                "melds": [
                    {key: row[key] for key in ("cards", "kind", "valid", "reason")} for row in rows
                ],
                "problems": problems,
            }
        )
        return 1 if problems else 0
    for number, row in enumerate(rows, start=1):
        line = f"meld {number}  {row['kind'] or 'invalid':<16} {row['text']}"
        if row["jokers"]:
            line += f"  (* = {', '.join(row['jokers'])})"
        if row["reason"]:
            line += f"  {row['reason']}"
        print(line)
    if problems:
        print("not valid:")
        for problem in problems:
            print(f"  {problem}")
        return 1
    count = sum(len(m) for m in melds)
    word = "meld" if len(melds) == 1 else "melds"
    print(f"valid: {len(melds)} {word}, {count} cards, {deck.describe()}")
    return 0


def _check_card_meld(game: str, cards: list[Card]) -> dict[str, Any]:
    from tournament.rules.cards import format_cards

    if game == "indian":
        from tournament.rules.indian import check_meld

        check = check_meld(cards)
        jokers = ["?" if j is None else str(j) for j in check.jokers]
        kind = None if check.kind is None else check.kind.value
        shown, valid, reason = check.cards, check.valid, check.reason
    else:
        from tournament.rules.drachen import check_set

        drachen = check_set(cards)
        jokers = []
        kind = None if drachen.kind is None else drachen.kind.value
        shown, valid, reason = drachen.cards, drachen.valid, drachen.reason
    return {
        "cards": [str(c) for c in shown],
        "text": format_cards(shown),
        "kind": kind,
        "valid": valid,
        "reason": reason,
        "jokers": [j for j in jokers if j != "?"],
    }
