"""Subcommands of the store area: new, import, demo, backup, restore."""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli import games
from tournament.cli.common import CliError, print_json
from tournament.cli.progress import Progress, add_quiet
from tournament.rules.games import GameOption
from tournament.scoring.model import Movement, Ranking, Variant

# The choices as plain words: argparse names an unknown choice's alternatives by repr.
VARIANTS = tuple(v.value for v in Variant if v.game.scored())  # what the store holds
MOVEMENTS = tuple(m.value for m in Movement)
RANKINGS = tuple(r.value for r in Ranking)


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    new = subparsers.add_parser(
        "new",
        help="create a new tournament file (or a tournament in a database)",
        description="Create a tournament. FILE is a new .srt path or a database URL "
        "(postgresql+psycopg://...). An existing file is never overwritten.",
    )
    new.add_argument("file", metavar="FILE")
    new.add_argument("--name", required=True, help="the tournament's name")
    new.add_argument("--variant", choices=VARIANTS, default=Variant.STEIN.value)
    new.add_argument("--date", default="", help="date of the event, YYYY-MM-DD")
    new.add_argument("--place", default="")
    new.add_argument("--director", default="")
    new.add_argument("--movement", choices=MOVEMENTS, default=Movement.ROTATE.value)
    new.add_argument("--rank-by", choices=RANKINGS, default=Ranking.PERCENT.value)
    games.add_options(new)
    new.set_defaults(handler=_new)

    imp = subparsers.add_parser(
        "import",
        help="create a tournament from a JSON tournament file",
        description="Read a JSON tournament file and create it at TARGET (a new .srt path or "
        "a database URL). A file with problems is refused whole; nothing is created.",
    )
    imp.add_argument("json", metavar="JSON")
    imp.add_argument("target", metavar="TARGET")
    imp.set_defaults(handler=_import)

    demo = subparsers.add_parser(
        "demo",
        help="build a demo tournament with random results",
        description="Create FILE (a new .srt path or a database URL) and play a whole "
        "tournament into it through the services, with dealt hands as results.",
    )
    demo.add_argument("file", metavar="FILE")
    demo.add_argument("--players", type=int, default=24)
    demo.add_argument("--rounds", type=int, default=4)
    demo.add_argument("--variant", choices=VARIANTS, default=Variant.STEIN.value)
    demo.add_argument("--seed", type=int, default=0)
    add_quiet(demo)
    demo.set_defaults(handler=_demo)

    backup = subparsers.add_parser(
        "backup",
        help="make a backup of a tournament file now, or list its backups",
        description="Copy FILE consistently into its backup folder (FILE.backups/); with "
        "--list only show the backups, newest first.",
    )
    backup.add_argument("file", metavar="FILE")
    backup.add_argument("--list", action="store_true", help="list the backups only")
    backup.set_defaults(handler=_backup)

    restore = subparsers.add_parser(
        "restore",
        help="restore a tournament file from a backup",
        description="Copy BACKUP into TARGET. An existing TARGET must be a tournament file; "
        "its current state is itself backed up first.",
    )
    restore.add_argument("backup", metavar="BACKUP")
    restore.add_argument("target", metavar="TARGET")
    restore.set_defaults(handler=_restore)


def _game_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The games' options given (their flags, :func:`tournament.cli.games.add_options`),
    each refused for a game that does not offer it."""
    offered = Variant(args.variant).game.options
    given = {}
    for option in GameOption:
        value = getattr(args, option.value, None)
        if value is None:
            continue
        if option not in offered:
            raise CliError(f"--{option.value} does not belong to {args.variant}")
        given[option.value] = value
    return given


def _new(args: argparse.Namespace) -> int:
    from tournament.services import create_tournament
    from tournament.services.dto import Settings

    settings = Settings(
        variant=args.variant,
        movement=args.movement,
        rank_by=args.rank_by,
        **_game_settings(args),
    )
    service = create_tournament(
        args.name,
        location=args.file,
        settings=settings,
        date=args.date,
        place=args.place,
        director=args.director,
        desk="cli",
    )
    try:
        info = service.info()
    finally:
        service.close()
    print(f"created {info.location}: {info.name} ({info.settings.variant})")
    return 0


def _import(args: argparse.Namespace) -> int:
    from tournament.services.exchange import import_tournament_file

    info = import_tournament_file(args.json, args.target, desk="cli")
    print(
        f"imported {info.name}: {info.player_count} players, {info.current_round} rounds "
        f"-> {info.location}"
    )
    return 0


def _demo(args: argparse.Namespace) -> int:
    from tournament.services.demo import build_demo

    if args.players < 3:
        raise CliError(f"--players must be at least 3, not {args.players}")
    if args.rounds < 0:
        raise CliError(f"--rounds must not be negative, not {args.rounds}")
    info = build_demo(
        args.file,
        players=args.players,
        rounds=args.rounds,
        variant=args.variant,
        seed=args.seed,
        progress=Progress.of(args, "rounds played"),
    )
    print(f"demo {info.location}: {info.player_count} players, {info.current_round} rounds")
    return 0


def _backup(args: argparse.Namespace) -> int:
    from tournament.services import open_tournament

    service = open_tournament(args.file, desk="cli")
    try:
        if args.list:
            print_json(
                [
                    {"path": b.path, "round": b.round_number, "created": b.created_at.isoformat()}
                    for b in service.files.backups()
                ]
            )
            return 0
        made = service.files.backup_now()
    finally:
        service.close()
    print(f"backup {made.path}")
    return 0


def _restore(args: argparse.Namespace) -> int:
    from tournament.services import restore_backup

    info = restore_backup(args.backup, args.target)
    print(f"restored {info.location}: {info.name}, round {info.current_round}")
    return 0
