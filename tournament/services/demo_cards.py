"""Plausible random results of the card games for the demo tournament.

Indian Rummy (RULINGS §8): the round's deals, each with a winner who declared and, for
every other player, the deadwood as a number or the losing hand of 13 cards dealt from
that deal's deck (the engine counts its least deadwood). A match to 500 is dealt until a
player reaches 500. Drachenrummy (§9): each player's card points as a number, or the sets
laid and the cards left in hand, dealt from the tournament's packs so that together they
never hold a card more often than the deck.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from tournament.rules.cards import ACE, SUITS, Card, Deck, format_cards
from tournament.rules.games import ResultField
from tournament.rules.games import indian_table as indian
from tournament.services import _cards as card_results
from tournament.services.dto import DealEntry, ResultEntry, Settings

HAND_SHARE = 0.3
"""How often a loser's deadwood (a Drachenrummy player's points) is given as cards."""


def plausible_card_result(
    players: Sequence[int], settings: Settings, rng: random.Random
) -> ResultEntry:
    """A card game's round at a table of ``players``, valid for the tournament's rules."""
    if settings.scoring_rules.game.has(ResultField.DEADWOOD):
        return ResultEntry(deals=_indian_deals(players, settings, rng))
    return _drachen_game(players, settings, rng)


def _indian_deals(
    players: Sequence[int], settings: Settings, rng: random.Random
) -> tuple[DealEntry, ...]:
    rules = settings.scoring_rules
    names = [str(p) for p in players]
    wanted = indian.deals_wanted(rules, len(players))
    deals: list[DealEntry] = []
    totals = dict.fromkeys(players, 0)
    while wanted is None or len(deals) < wanted:
        deal = _indian_deal(players, rng)
        deals.append(deal)
        if wanted is None:
            scores = indian.deal_scores(card_results.model_deal(deal), names)
            for p in players:
                totals[p] += scores[str(p)]
            if max(totals.values()) >= indian.MATCH_TARGET:
                break
    return tuple(deals)


def _indian_deal(players: Sequence[int], rng: random.Random) -> DealEntry:
    deck = Deck.indian(len(players)).cards()
    rng.shuffle(deck)
    winner = rng.choice(list(players))
    deadwood: dict[int, int] = {}
    hands: dict[int, str] = {}
    for p in players:
        if p == winner:
            continue
        if rng.random() < HAND_SHARE:
            hands[p] = format_cards(deck.pop() for _ in range(indian.HAND_SIZE))
        else:
            deadwood[p] = int(rng.triangular(0, 100, 25))
    return DealEntry(winner, deadwood, hands)


def _drachen_game(players: Sequence[int], settings: Settings, rng: random.Random) -> ResultEntry:
    pool = Counter(Deck.drachen(settings.decks).cards())
    points: dict[int, int] = {}
    laid: dict[int, tuple[str, ...]] = {}
    hands: dict[int, str] = {}
    for p in players:
        if rng.random() >= HAND_SHARE:
            points[p] = int(rng.triangular(-6, 20, 6))
            continue
        sets = [s for s in (_drachen_set(pool, rng) for _ in range(rng.randint(0, 3))) if s]
        held = [card for card, n in pool.items() for _ in range(n)]
        hand = rng.sample(held, min(len(held), rng.randint(0, 6)))
        pool.subtract(hand)
        laid[p] = tuple(format_cards(cards) for cards in sets)
        hands[p] = format_cards(sorted(hand))
    return ResultEntry(card_points=points, laid=laid, hands=hands)


def _drachen_set(pool: Counter[Card], rng: random.Random) -> list[Card]:
    """A set of the cards still in ``pool`` (taken out of it), or [] when the one drawn
    is not there: 3-4 of a value in different suits, or a run of 3-5 in one suit."""
    if rng.random() < 0.5:
        rank = rng.randint(2, ACE)
        cards = [Card(rank, suit) for suit in rng.sample(SUITS, rng.randint(3, 4))]
    else:
        length = rng.randint(3, 5)
        start = rng.randint(2, ACE - length + 1)
        suit = rng.choice(SUITS)
        cards = [Card(rank, suit) for rank in range(start, start + length)]
    if any(pool[card] < 1 for card in cards):
        return []
    pool.subtract(cards)
    return cards
