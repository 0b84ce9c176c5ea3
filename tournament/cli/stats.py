"""Subcommands of the statistics area: ``stein-rummy stats hands|games|tournament``.

``stats hands --hands N --players 3|4 --seed S [--no-joker] [--no-wrap] [--json]`` deals N
starting hands and checks the rule text's five claims (docs/statistics.md);
``stats games --games N --bots greedy,strong,greedy --seed S [--json]`` lets bots play;
``stats tournament FILE [--json]`` measures a tournament's own results. Bad input: a
message on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from tournament.cli.common import CliError, print_json
from tournament.cli.progress import Progress, add_quiet


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    stats = subparsers.add_parser(
        "stats",
        help="statistics: starting hands, bot games, a tournament's results",
        description="Statistics with 95 % intervals; see docs/statistics.md.",
    )
    kinds = stats.add_subparsers(dest="kind", metavar="KIND")

    hands = kinds.add_parser(
        "hands",
        help="deal starting hands and check the rule text's claims",
        description="Deal N starting hands and check the rule text's five claims.",
    )
    hands.add_argument("--hands", type=int, default=30_000, metavar="N", help="hands to deal")
    hands.add_argument("--players", type=int, choices=(3, 4), default=3, help="players a table")
    hands.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the deal")
    hands.add_argument("--no-joker", action="store_true", help="without the own joker")
    hands.add_argument("--no-wrap", action="store_true", help="runs do not go 13-1")
    hands.add_argument("--workers", type=int, default=None, metavar="W", help="processes (2)")
    hands.add_argument("--json", action="store_true", help="print JSON")
    add_quiet(hands)
    hands.set_defaults(handler=hands_command)

    games = kinds.add_parser(
        "games",
        help="let bots play and measure the games",
        description="Bots play N games: length, win rate by seat, tiles left, claims, blocks.",
    )
    games.add_argument("--games", type=int, default=300, metavar="N", help="games to play")
    games.add_argument(
        "--bots", default="greedy,strong,greedy", help="bot per seat, e.g. greedy,strong,greedy"
    )
    games.add_argument("--seed", type=int, default=1, metavar="S", help="seed of game 1")
    games.add_argument("--variant", choices=("stein", "stein-plus"), default="stein-plus")
    games.add_argument(
        "--jokers", choices=("per_player", "none", "two_in_pool"), default="per_player"
    )
    games.add_argument("--workers", type=int, default=None, metavar="W", help="processes (2)")
    games.add_argument("--json", action="store_true", help="print JSON")
    add_quiet(games)
    games.set_defaults(handler=games_command)

    tournament = kinds.add_parser(
        "tournament",
        help="a tournament's own numbers from its results",
        description="Starting seat's win rate, average ranks, Rommé and claims, points.",
    )
    tournament.add_argument("file", metavar="FILE", help="a tournament file (.srt) or URL")
    tournament.add_argument("--json", action="store_true", help="print JSON")
    tournament.set_defaults(handler=tournament_command)

    stats.set_defaults(handler=_no_kind, stats_parser=stats)


def _no_kind(args: argparse.Namespace) -> int:
    args.stats_parser.print_help(sys.stderr)
    return 2


def _percent(p: float) -> str:
    return f"{100 * p:.2f} %"


def hands_command(args: argparse.Namespace) -> int:
    from tournament.statistics.claims import CLAIMS, hand_figures, hands_json, verdict
    from tournament.statistics.estimators import Mean
    from tournament.statistics.montecarlo import HandRules, run_hands

    if args.hands < 1:
        raise CliError(f"--hands must be at least 1, got {args.hands}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, got {args.workers}")
    rules = HandRules(players=args.players, joker=not args.no_joker, wrap=not args.no_wrap)
    started = time.perf_counter()
    tally = run_hands(
        rules,
        args.hands,
        args.seed,
        workers=args.workers,
        progress=Progress.of(args, "hands", percent=True),
    )
    seconds = time.perf_counter() - started
    figures = hand_figures(tally)
    if args.json:
        print_json(hands_json(args.hands, figures))
        return 0
    print(
        f"{args.hands} hands, {args.players} players a table, "
        f"{'own joker' if rules.joker else 'no joker'}, "
        f"{'runs wrap 13-1' if rules.wrap else 'runs do not wrap'}, seed {args.seed} "
        f"({seconds:.1f} s)"
    )
    for claim in CLAIMS:
        parts = []
        for name in claim.figures:
            f = figures[name]
            if f is None:
                parts.append(f"{name}: not seen")
            elif isinstance(f, Mean):
                parts.append(f"{name} {_percent(f.mean)} ({_percent(f.lo)}-{_percent(f.hi)})")
            else:
                parts.append(f"{_percent(f.p)} ({_percent(f.lo)}-{_percent(f.hi)}, n={f.n})")
        print(
            f"- {claim.english}: text {claim.stated}, measured {'; '.join(parts)}"
            f" -> {verdict(claim, figures).value}"
        )
    dead = figures["dead_mean"]
    combo = figures["has_combination"]
    if isinstance(dead, Mean):
        print(f"dead tiles a hand: {dead.mean:.2f} ({dead.lo:.2f}-{dead.hi:.2f})")
    if combo is not None and not isinstance(combo, Mean):
        print(f"hands holding a combination: {_percent(combo.p)}")
    print("dead tiles: " + _histogram(tally.dead))
    print("tiles laid (P): " + _histogram(tally.placed))
    print("near-miss pairs: " + _histogram(tally.near_miss))
    return 0


def _histogram(counts: list[int]) -> str:
    total = sum(counts) or 1
    return ", ".join(f"{i}: {100 * c / total:.1f} %" for i, c in enumerate(counts) if c)


def games_command(args: argparse.Namespace) -> int:
    from tournament.statistics.games import game_figures, games_json, run_games

    if args.games < 1:
        raise CliError(f"--games must be at least 1, got {args.games}")
    if args.workers is not None and args.workers < 1:
        raise CliError(f"--workers must be at least 1, got {args.workers}")
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    started = time.perf_counter()
    tally = run_games(
        bots,
        args.games,
        args.seed,
        variant=args.variant,
        jokers=args.jokers,
        workers=args.workers,
        progress=Progress.of(args, "games", percent=True),
    )
    seconds = time.perf_counter() - started
    if args.json:
        print_json(games_json(tally))
        return 0
    f = game_figures(tally)
    print(
        f"{tally.games} games, bots {','.join(bots)}, {args.variant}, seed {args.seed} "
        f"({seconds:.1f} s)"
    )
    print(f"turns a game: {f['turns'].mean:.1f} ({f['turns'].lo:.1f}-{f['turns'].hi:.1f})")
    for position, w in enumerate(f["wins_by_position"], start=1):
        print(
            f"wins of the player moving {position}.: {_percent(w.p)} "
            f"({_percent(w.lo)}-{_percent(w.hi)})"
        )
    t = f["tiles_left"]
    print(f"tiles left a player at the end: {t.mean:.2f} ({t.lo:.2f}-{t.hi:.2f})")
    c = f["claims_per_game"]
    print(f"claims on the table at the end, a game: {c.mean:.2f} ({c.lo:.2f}-{c.hi:.2f})")
    b = f["blocked"]
    print(f"games ended blocked: {_percent(b.p)} ({_percent(b.lo)}-{_percent(b.hi)})")
    r = f["romme_first_round"]
    print(f"Rommé in the first round: {_percent(r.p)} ({_percent(r.lo)}-{_percent(r.hi)})")
    return 0


def tournament_command(args: argparse.Namespace) -> int:
    from tournament.gcpause import collector_paused
    from tournament.services import open_tournament
    from tournament.statistics.results import tournament_figures

    if "://" not in args.file and not Path(args.file).is_file():
        raise CliError(f"{args.file}: no such tournament file")
    # Every game's result stays alive until the figures are made: the cyclic collector
    # paused meanwhile (tournament.gcpause).
    with collector_paused():
        service = open_tournament(args.file, desk="cli")
        try:
            names = {p.id: p.name for p in service.players.all()}
            figures = tournament_figures(service.rounds.game_results(), names)
        finally:
            service.close()
    if args.json:
        print_json(figures.as_json())
        return 0
    if not figures.games:
        print("no game has a result yet")
        return 0
    s = figures.starter_wins
    print(f"{figures.games} games with a result")
    print(
        f"the starting player wins: {_percent(s.p)} ({_percent(s.lo)}-{_percent(s.hi)}); "
        f"a fair seat: {_percent(figures.fair_share)}"
    )
    r = figures.romme_first_round
    print(f"Rommé in the first round: {_percent(r.p)} ({_percent(r.lo)}-{_percent(r.hi)})")
    c = figures.claims_per_game
    print(
        f"claims a game: {c.mean:.2f} ({c.lo:.2f}-{c.hi:.2f}); games with a claim: "
        f"{_percent(figures.games_with_claim.p)}"
    )
    print("average rank:")
    for row in figures.ranks:
        print(
            f"  {row.name}: {row.rank.mean:.2f} ({row.rank.lo:.2f}-{row.rank.hi:.2f}), "
            f"{row.games} games"
        )
    print("points a game: " + ", ".join(f"{k}: {v}" for k, v in figures.points.items()))
    return 0
