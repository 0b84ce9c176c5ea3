"""Subcommands of the game area: ``stein-rummy replay`` and ``stein-rummy play``.

``stein-rummy replay FILE`` checks a recorded game (``docs/game-log.md``) move by move:
exit 0 when every turn is legal and the end is scored right, 1 with the first illegal
turn and the rule it breaks (or the end line that is wrong), 2 for a file that cannot be
read, with the message on stderr.

``stein-rummy check-turn --before MELDS --after MELDS --hand TILES --drawn TILES ...``
is the referee's check of one turn: exit 0 legal, 1 illegal with the rule it breaks.

``stein-rummy play --bots greedy,strong,greedy --games N --seed S [--variant stein-plus]
[--jokers per_player|none|two_in_pool] [--log DIR] [--workers W]`` plays N games headless
on W processes (default 2), prints each game's end and a summary with each bot's win
rate and its 95 % Wilson interval, and writes one record per game to DIR.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError
from tournament.rules.options import JokerRule
from tournament.rules.variant import Variant
from tournament.scoring.model import TILE_VARIANTS

if TYPE_CHECKING:
    from tournament.rules.game import GameEnd, GameState
    from tournament.rules.game.record import RecordedGame

Z95 = 1.959963984540054


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    replay = subparsers.add_parser(
        "replay",
        help="check a recorded game turn by turn",
        description=(
            "Check a recorded game (JSON Lines, see docs/game-log.md): every turn against "
            "the rules, the end and its points. Exit 0 legal, 1 an illegal turn or a wrong "
            "end, 2 a file that cannot be read."
        ),
    )
    replay.add_argument("file", metavar="FILE", help="the recorded game")
    replay.set_defaults(handler=replay_command)

    play = subparsers.add_parser(
        "play",
        help="let bots play games headless",
        description="Bots play Stein-Rummy; each game's end, a summary, optional records.",
    )
    play.add_argument(
        "--bots", required=True, help="bot per seat, e.g. greedy,strong,greedy (3 or 4)"
    )
    play.add_argument("--games", type=int, default=1, metavar="N", help="games to play")
    play.add_argument("--seed", type=int, default=0, metavar="S", help="seed of game 1")
    # The words, not the enums (whose reprs argparse would print); the bots play the tile
    # games only, so the card games are no choice here.
    play.add_argument(
        "--variant",
        choices=[variant.value for variant in TILE_VARIANTS],
        default=Variant.STEIN.value,
        help="the tile game (stein)",
    )
    play.add_argument(
        "--jokers",
        choices=[rule.value for rule in JokerRule],
        default=JokerRule.PER_PLAYER.value,
        help="joker rule (per_player)",
    )
    play.add_argument("--log", metavar="DIR", help="write one record per game into DIR")
    play.add_argument("--workers", type=int, default=2, metavar="W", help="processes (2)")
    play.add_argument("--quiet", action="store_true", help="print the summary only")
    play.set_defaults(handler=play_command)

    turn = subparsers.add_parser(
        "check-turn",
        help="the referee's check of one turn",
        description=(
            'Check one turn from the table before and after it (melds separated by "|"; '
            'a claim is written "@SEAT tiles", e.g. "@1 b7 r7 y7 k7"), the player\'s hand '
            "before the turn and the tiles drawn. Exit 0 legal, 1 illegal with the rule "
            "broken, 2 bad notation."
        ),
    )
    turn.add_argument("--before", default="", metavar="MELDS", help="the table before")
    turn.add_argument("--after", default="", metavar="MELDS", help="the table after")
    turn.add_argument("--hand", required=True, metavar="TILES", help="the hand before")
    turn.add_argument("--drawn", default="", metavar="TILES", help="tiles drawn from the pool")
    turn.add_argument("--from-discard", metavar="TILE", help="second draw: the discard top")
    turn.add_argument("--taken", default="", metavar="TILES", help="table tiles taken")
    turn.add_argument("--discard", metavar="TILE", help="the tile discarded")
    turn.add_argument("--player", type=int, default=0, metavar="SEAT", help="seat, from 0")
    turn.add_argument("--not-opened", action="store_true", help="the player had not opened")
    turn.add_argument("--plus", action="store_true", help="Stein-Rummy Plus (claims)")
    turn.set_defaults(handler=check_turn_command)


# --- scoring the end ---------------------------------------------------------------------


def game_points(variant: str, end: GameEnd) -> list[int | float]:
    """The points of the end per RULINGS §5, from the scoring layer."""
    from tournament.rules.game import EndKind
    from tournament.scoring.format import json_number
    from tournament.scoring.model import ScoringRules, SteinResult, Variant
    from tournament.scoring.points import score_result

    players = [str(i) for i in range(len(end.tiles_left))]
    result = SteinResult(
        tiles_left=dict(zip(players, end.tiles_left, strict=True)),
        claims=dict(zip(players, end.claims, strict=True)),
        romme_first_round=end.romme_first_round,
        ended_early=end.kind is not EndKind.OUT,
    )
    score = score_result(result, players, ScoringRules(variant=Variant(variant)))
    return [json_number(score.points[p]) for p in players]


# --- replay ------------------------------------------------------------------------------


def replay_command(args: argparse.Namespace) -> int:
    from tournament.rules.game.record import GameLogError, read_game, replay

    path = Path(args.file)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CliError(f"{path}: not a text file") from None
    try:
        game = read_game(text)
    except GameLogError as exc:
        raise CliError(f"{path}: {exc}") from None
    outcome = replay(game)
    if outcome.illegal_turn is not None:
        print(f"{path}: turn {outcome.illegal_turn}: {outcome.reason}")
        return 1
    problem = _end_problem(game, outcome.state)
    if problem:
        print(f"{path}: end: {problem}")
        return 1
    end = outcome.state.end
    assert end is not None
    print(f"{path}: {len(game.turns)} turns, all legal; end {end.kind.value}")
    return 0


def _end_problem(game: RecordedGame, state: GameState) -> str | None:
    end = state.end
    if end is None:
        return f"the game has not ended after {len(game.turns)} turns"
    if game.end is None:
        return f"the record has no end line; the game ended {end.kind.value}"
    if game.end.kind is not end.kind:
        return f"recorded {game.end.kind.value!r}, the game ended {end.kind.value!r}"
    if game.end.tiles_left != end.tiles_left:
        return f"tiles left recorded {list(game.end.tiles_left)}, are {list(end.tiles_left)}"
    if game.end.claims != end.claims:
        return f"claims recorded {list(game.end.claims)}, are {list(end.claims)}"
    points = game_points(state.variant.value, end)
    if list(game.points or ()) != points:
        return f"points recorded {list(game.points or ())}, RULINGS §5 gives {points}"
    return None


# --- check-turn --------------------------------------------------------------------------


def check_turn_command(args: argparse.Namespace) -> int:
    from tournament.rules.game import Draw, DrawSource, TurnPosition, check_turn
    from tournament.rules.game.review import parse_table
    from tournament.rules.tiles import Tile, format_tiles, parse_tiles

    draws = [Draw(DrawSource.POOL, t) for t in parse_tiles(args.drawn)]
    top = None if args.from_discard is None else Tile.parse(args.from_discard)
    if top is not None:
        draws.append(Draw(DrawSource.DISCARD, top))
    position = TurnPosition(
        table=parse_table(args.before),
        hand=tuple(parse_tiles(args.hand)),
        opened=not args.not_opened,
        player=args.player,
        variant=Variant.STEIN_PLUS if args.plus else Variant.STEIN,
        discard_top=top,
    )
    check = check_turn(
        position,
        draws,
        parse_table(args.after),
        taken=parse_tiles(args.taken),
        discard=None if args.discard is None else Tile.parse(args.discard),
    )
    if not check.legal:
        print(f"illegal: {check.message}")
        return 1
    laid = format_tiles(check.laid) if check.laid else "(nothing)"
    hand = format_tiles(check.hand) if check.hand else "(empty: the game ends)"
    print(f"legal: laid {laid}; hand after the turn {hand}")
    return 0


# --- play --------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Job:
    number: int
    bots: tuple[str, ...]
    seed: int
    variant: str
    jokers: str
    log: str | None


@dataclass(frozen=True)
class _Played:
    number: int
    end: str
    tiles_left: tuple[int, ...]
    points: tuple[int | float, ...]
    winner: int | None
    turns: int


def _play_one(job: _Job) -> _Played:
    from tournament.rules.game.bots import play_game
    from tournament.rules.game.record import dump_game

    played = play_game(
        job.bots,
        job.seed,
        variant=Variant(job.variant),
        jokers=JokerRule(job.jokers),
        starter=job.number % len(job.bots),
    )
    end = played.final.end
    assert end is not None
    points = game_points(job.variant, end)
    if job.log is not None:
        path = Path(job.log) / f"game-{job.number + 1:05d}.jsonl"
        text = dump_game(played.start, played.turns, end, points)
        path.write_text(text, encoding="utf-8", newline="\n")  # the same file on Windows
    fewest = min(end.tiles_left)
    leaders = [i for i, t in enumerate(end.tiles_left) if t == fewest]
    return _Played(
        job.number,
        end.kind.value,
        end.tiles_left,
        tuple(points),
        leaders[0] if len(leaders) == 1 else None,
        len(played.turns),
    )


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def play_command(args: argparse.Namespace) -> int:
    from tournament.rules.game.bots import BOTS

    bots = tuple(b.strip() for b in args.bots.split(",") if b.strip())
    unknown = [b for b in bots if b not in BOTS]
    if unknown:
        raise CliError(f"--bots: unknown bot {unknown[0]!r}; known: {', '.join(BOTS)}")
    if len(bots) not in (3, 4):
        raise CliError(f"--bots: a game has 3 or 4 players, got {len(bots)}")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    if args.workers < 1:
        raise CliError("--workers must be at least 1")
    if args.log is not None:
        Path(args.log).mkdir(parents=True, exist_ok=True)
    jobs = [
        _Job(n, bots, args.seed + n, args.variant, args.jokers, args.log) for n in range(args.games)
    ]
    results = _run(jobs, args.workers)
    if not args.quiet:
        for r in results:
            print(
                f"game {r.number + 1}: end {r.end}, tiles left {list(r.tiles_left)}, "
                f"points {list(r.points)}, {r.turns} turns"
            )
    _summary(bots, results)
    return 0


def _run(jobs: Sequence[_Job], workers: int) -> list[_Played]:
    if workers == 1 or len(jobs) == 1:
        return [_play_one(j) for j in jobs]
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        return sorted(pool.imap_unordered(_play_one, jobs, chunksize=4), key=lambda r: r.number)


def _summary(bots: Sequence[str], results: Sequence[_Played]) -> None:
    games = len(results)
    turns = sum(r.turns for r in results) / games
    left = sum(sum(r.tiles_left) for r in results) / (games * len(bots))
    ends = {kind: sum(1 for r in results if r.end == kind) for kind in ("out", "blocked", "equal")}
    print(
        f"{games} games: {turns:.1f} turns a game, {left:.2f} tiles left a player at the end; "
        + ", ".join(f"{n} {k}" for k, n in ends.items() if n)
    )
    for name in dict.fromkeys(bots):
        seats = [i for i, b in enumerate(bots) if b == name]
        wins = sum(1 for r in results if r.winner in seats)
        trials = games * len(seats)
        low, high = wilson(wins, trials)
        print(
            f"  {name}: {len(seats)} seat(s), won {wins} of {trials} seat-games "
            f"= {100 * wins / trials:.1f} % (95 % interval {100 * low:.1f}-{100 * high:.1f} %)"
        )
