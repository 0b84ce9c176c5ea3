"""Speed of the Monte Carlo of starting hands, and the figures it gives.

Run: ``.venv/bin/python benchmarks/bench_statistics.py [--hands N] [--players 3|4]
[--seed S] [--no-joker] [--no-wrap] [--workers W] [--games G]``

Deals N hands (default 1,000,000, 3 players, the text's rules) on W processes (default 2,
both cores), measures each exactly and prints the wall time, hands per second, CPU
seconds per hand (all processes), the five claims with their intervals and verdicts, and
the histograms. The issue's target: 1,000,000 hands in under 5 minutes on 2 cores. With
``--games G`` it then plays G bot games (greedy,strong,greedy, Stein-Rummy Plus) and
prints their figures and time.
"""

from __future__ import annotations

import argparse
import resource
import time

from tournament.statistics.claims import CLAIMS, hand_figures, verdict
from tournament.statistics.estimators import Mean
from tournament.statistics.games import game_figures, run_games
from tournament.statistics.montecarlo import HandRules, run_hands


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def _text(figure: object) -> str:
    if figure is None:
        return "not seen"
    if isinstance(figure, Mean):  # tiles a hand, or a share of melds
        return f"{figure.mean:.4f} ({figure.lo:.4f}-{figure.hi:.4f})"
    p = figure  # a Proportion
    return f"{100 * p.p:.3f} % ({100 * p.lo:.3f}-{100 * p.hi:.3f}, n={p.n})"  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--players", type=int, choices=(3, 4), default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-joker", action="store_true")
    parser.add_argument("--no-wrap", action="store_true")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--games", type=int, default=0)
    args = parser.parse_args()
    rules = HandRules(players=args.players, joker=not args.no_joker, wrap=not args.no_wrap)
    cpu, started = _cpu(), time.perf_counter()
    tally = run_hands(rules, args.hands, args.seed, workers=args.workers)
    wall, cpu = time.perf_counter() - started, _cpu() - cpu
    print(
        f"{args.hands} hands ({tally.tables} tables of {rules.players}), "
        f"{'own joker' if rules.joker else 'no joker'}, "
        f"{'wrap 13-1' if rules.wrap else 'no wrap'}, seed {args.seed}, {args.workers} workers"
    )
    print(
        f"wall {wall:.1f} s, {args.hands / wall:,.0f} hands/s, "
        f"CPU {1000 * cpu / args.hands:.3f} ms a hand (all processes)"
    )
    figures = hand_figures(tally)
    for name, figure in figures.items():
        print(f"  {name}: {_text(figure)}")
    for claim in CLAIMS:
        print(f"  claim {claim.key} (text {claim.stated}): {verdict(claim, figures).value}")
    total = tally.hands
    for label, counts in (("dead", tally.dead), ("P", tally.placed), ("X", tally.near_miss)):
        shares = ", ".join(f"{i}:{100 * c / total:.2f}" for i, c in enumerate(counts) if c)
        print(f"  {label} %: {shares}")
    if args.games:
        started = time.perf_counter()
        games = run_games(
            ("greedy", "strong", "greedy"), args.games, args.seed, workers=args.workers
        )
        wall = time.perf_counter() - started
        f = game_figures(games)
        print(f"{args.games} bot games (greedy,strong,greedy, Plus): wall {wall:.1f} s")
        for name, value in f.items():
            if isinstance(value, list):
                for i, w in enumerate(value, start=1):
                    print(f"  wins, position {i}: {_text(w)}")
            else:
                print(f"  {name}: {value}")


if __name__ == "__main__":
    main()
