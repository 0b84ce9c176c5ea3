"""What the card games' commands share (RULINGS §8, §9): the card notation's help, the
``--decks`` option, and ``validate --game KEY MELD...`` for a card game, which checks each
meld with the game's own check and the supply of cards against the game's deck."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from tournament.cli.common import CliError, parse_melds, print_json

if TYPE_CHECKING:
    from tournament.rules.cards import Card, Deck

CARD_HELP = (
    "Cards are written rank then suit (A K Q J 10..2, T for 10; S H D C or ♠♥♦♣), the joker "
    "* or JK, separated by spaces or commas."
)


class CardMeld(NamedTuple):
    """A card meld as a game's check read it."""

    cards: Sequence[Card]
    kind: str | None
    valid: bool
    reason: str | None
    jokers: list[str]
    """What each joker stands for, where the check says."""


class CardGameCli(NamedTuple):
    """A card game's parts of ``validate``: its deck for ``--decks`` and its meld check."""

    deck: Callable[[int | None], Deck]
    check_meld: Callable[[list[Card]], CardMeld]
    packs: int
    """The packs of 52 ``deck`` reads with when ``--decks`` is not given."""


def add_decks(parser: argparse.ArgumentParser, default: str) -> None:
    parser.add_argument(
        "--decks",
        type=int,
        choices=(1, 2),
        default=None,
        help=f"packs of 52 cards in the game (default {default})",
    )


def validate_cards(args: argparse.Namespace, game: CardGameCli) -> int:
    """``validate`` for a card game: each meld (or set) by the game's check and the
    supply of cards."""
    if args.jokers is not None:
        raise CliError(f"--jokers is for Stein-Rummy; {args.game} has its deck (see --decks)")
    from tournament.rules.cards import parse_cards

    melds = parse_melds(args.melds, parse_cards)
    deck = game.deck(args.decks)
    rows = [_row(game.check_meld(meld)) for meld in melds]
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


def _row(meld: CardMeld) -> dict[str, Any]:
    from tournament.rules.cards import format_cards

    return {
        "cards": [str(c) for c in meld.cards],
        "text": format_cards(meld.cards),
        "kind": meld.kind,
        "valid": meld.valid,
        "reason": meld.reason,
        "jokers": meld.jokers,
    }


__all__ = ["CARD_HELP", "CardGameCli", "CardMeld", "add_decks", "validate_cards"]
