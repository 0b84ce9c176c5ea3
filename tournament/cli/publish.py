"""Subcommands of the results: the site for the web, the crosstable and the player cards.

    stein-rummy publish SOURCE -o DIR [--lang de|en]
    stein-rummy crosstable SOURCE [--pdf OUT] [--cards OUT] [--xlsx OUT] [--player NAME]...

SOURCE is a tournament file (.srt), a database URL, or a JSON tournament file; it is only
read.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tournament.cli.common import CliError
from tournament.cli.progress import Progress, add_quiet


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    from tournament.cli.exports import _SOURCE_HELP

    publish = subparsers.add_parser(
        "publish",
        help="write the results as a static web site (HTML and CSS, no JavaScript)",
        description=(
            "Write the standings, every round, the crosstable and a card per player as "
            "plain HTML pages with one style sheet into DIR (made if missing). The links "
            "are relative: the folder works from a USB stick or on any web host."
        ),
    )
    publish.add_argument("source", metavar="SOURCE", help=_SOURCE_HELP)
    publish.add_argument("-o", "--output", required=True, metavar="DIR", help="folder to write")
    publish.add_argument(
        "--tournament", type=int, metavar="ID", help="which tournament of a database"
    )
    publish.add_argument(
        "--lang", choices=("de", "en"), default="de", help="language of the pages (de)"
    )
    add_quiet(publish)
    publish.set_defaults(handler=publish_command)

    cross = subparsers.add_parser(
        "crosstable",
        help="print the crosstable and the player cards (PDF) or write them as a workbook",
        description=(
            "The crosstable (--pdf: who met whom and how it went), the player cards "
            "(--cards: every game of each player, one page each; --player picks players by "
            "name or start number) and both as a workbook (--xlsx). Give one or more."
        ),
    )
    cross.add_argument("source", metavar="SOURCE", help=_SOURCE_HELP)
    cross.add_argument(
        "--tournament", type=int, metavar="ID", help="which tournament of a database"
    )
    cross.add_argument("--lang", choices=("de", "en"), default="de", help="language (de)")
    cross.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="paper size (A4)"
    )
    cross.add_argument("--pdf", metavar="OUT.pdf", help="the crosstable")
    cross.add_argument("--cards", metavar="OUT.pdf", help="the player cards")
    cross.add_argument("--xlsx", metavar="OUT.xlsx", help="crosstable and player cards")
    cross.add_argument(
        "--player", action="append", metavar="NAME", help="only this player's card (repeatable)"
    )
    cross.set_defaults(handler=crosstable_command)


def _check_folder(path: str) -> None:
    target = Path(path)
    if target.exists() and not target.is_dir():
        raise CliError(f"{path}: is a file; give a folder")
    if not target.exists() and not target.parent.is_dir():
        raise CliError(f"{path}: folder {target.parent} does not exist")


def publish_command(args: argparse.Namespace) -> int:
    from datetime import datetime

    from tournament.cli.exports import _opened
    from tournament.exports.crosstable_data import results_data
    from tournament.exports.site import write_site

    _check_folder(args.output)
    with _opened(args.source, args.tournament) as service:
        data = results_data(service)
    written = write_site(
        data,
        args.output,
        language=args.lang,
        now=datetime.now().astimezone(),
        progress=Progress.of(args, "pages written"),
    )
    print(f"{args.output}: {len(written)} file(s), open index.html")
    return 0


def crosstable_command(args: argparse.Namespace) -> int:
    from tournament.cli.exports import _check_output, _opened
    from tournament.exports.crosstable_data import results_data

    targets = [args.pdf, args.cards, args.xlsx]
    if not any(targets):
        raise CliError("give at least one of --pdf, --cards, --xlsx")
    for target in targets:
        if target:
            _check_output(target)
    with _opened(args.source, args.tournament) as service:
        data = results_data(service)
    chosen = [data.find(name).key for name in args.player] if args.player else None
    if args.pdf:
        from tournament.exports.crosstable_pdf import write_crosstable

        count = write_crosstable(data, args.pdf, language=args.lang, page_size=args.page_size)
        print(f"{args.pdf}: crosstable, {count} players")
    if args.cards:
        from tournament.exports.crosstable_pdf import write_player_cards

        count = write_player_cards(
            data, args.cards, players=chosen, language=args.lang, page_size=args.page_size
        )
        print(f"{args.cards}: {count} player card(s)")
    if args.xlsx:
        from tournament.exports.crosstable_xlsx import write_results_workbook

        write_results_workbook(data, args.xlsx, language=args.lang)
        print(f"{args.xlsx}: crosstable and player cards")
    return 0
