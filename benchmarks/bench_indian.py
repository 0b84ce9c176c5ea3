"""Speed of Indian Rummy's exact minimum deadwood (issue 13: median < 1 ms, worst < 20 ms).

Run: ``.venv/bin/python benchmarks/bench_indian.py [--hands N] [--cards 13 14] [--seed S]``

Deals ``N`` random hands (default 10,000; the issue's figure is ``--hands 100000``), half
from the 54-card deck (2-3 players) and half from the 108-card deck (4 players), and times
``minimum_deadwood`` on each once, by wall clock and by CPU time (which leaves out waiting
for a busy CPU), with the garbage collector paused during the call as ``timeit`` does (it
runs between hands). Prints per deck the median, 99th percentile and worst time per hand
and how many hands fell in each deadwood tier. The slowest hands are timed
again (best of 5), which tells the search's own cost from the machine's scheduling
(the machine may be shared). Last, hands built to be hard (four jokers and many
connected cards, where the search has the most choices) are timed too.
"""

from __future__ import annotations

import argparse
import gc
import heapq
import random
import time
from collections import Counter
from collections.abc import Sequence

from tournament.rules.cards import Card, Deck, format_cards, parse_cards
from tournament.rules.indian import minimum_deadwood

HARD_HANDS = (
    "* * * * 2S 3S 4S 5S 6S 7S 8S 9S 10S",
    "* * * * 2S 2S 3S 3S 4S 4S 5S 5S 6S 6S",
    "* * * * 5S 5H 5D 5C 6S 6H 6D 6C 7S 7H",
    "* * * * AS 2S 3S QS KS AH 2H QH KH AD",
    "* * 4S 5S 6S 7S 4H 5H 6H 7H 4D 5D 6D 7D",
    "* * * * 9S 10S JS QS 9H 10H JH QH 9D 10D",
)


def _time(hand: Sequence[Card], deck: Deck) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one call (CPU time leaves out waiting for the CPU)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    minimum_deadwood(hand, deck)
    return time.perf_counter() - wall, time.thread_time() - cpu


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:8.3f} ms"[-11:].rjust(11)


def run_deck(deck: Deck, hands: int, size: int, rng: random.Random) -> None:
    cards = deck.cards()
    walls: list[float] = []
    cpus: list[float] = []
    slowest: list[tuple[float, int, list[Card]]] = []  # a heap of the 20 slowest hands
    tiers: Counter[str] = Counter()
    gc.disable()  # as timeit does; the collector runs between hands instead
    try:
        for number in range(hands):
            hand = rng.sample(cards, size)
            wall, cpu = _time(hand, deck)
            walls.append(wall)
            cpus.append(cpu)
            heapq.heappush(slowest, (max(wall, cpu), number, hand))
            if len(slowest) > 20:
                heapq.heappop(slowest)
            tiers[minimum_deadwood(hand, deck).tier.name] += 1
            if number % 1000 == 999:
                gc.collect()
    finally:
        gc.enable()
    print(f"{deck.describe()}, {hands} hands of {size} cards, one timing per hand")
    print(f"  {'':<8}{'wall clock':>11}{'CPU':>11}")
    walls.sort()
    cpus.sort()
    for label, at in (("median", 0.5), ("p99", 0.99), ("worst", 1.0)):
        k = int(at * (len(walls) - 1))
        print(f"  {label:<8}{_ms(walls[k])}{_ms(cpus[k])}")
    retimed = [(min(_time(h, deck)[0] for _ in range(5)), h) for _, _, h in slowest]
    worst, hand = max(retimed, key=lambda item: item[0])
    print(f"  the 20 slowest hands again, best of 5: worst {_ms(worst).strip()}")
    print(f"    {format_cards(sorted(hand))}")
    print("  tiers  " + ", ".join(f"{name.lower()} {tiers[name]}" for name in sorted(tiers)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000, help="hands in all (both decks)")
    parser.add_argument("--cards", type=int, nargs="+", default=[13], choices=(13, 14))
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    minimum_deadwood(parse_cards("AS 2S 3S"))  # imports and first-call costs
    for size in args.cards:
        for deck in (Deck.indian(3), Deck.indian(4)):
            run_deck(deck, args.hands // 2, size, rng)
    print("Hard hands (two packs, four jokers), best of 5:")
    for text in HARD_HANDS:
        hand = parse_cards(text)
        best = min(_time(hand, Deck.indian(4))[0] for _ in range(5))
        print(f"  {_ms(best)}  deadwood {minimum_deadwood(hand).points:>3}  {text}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
