"""The club rating list over a season's evenings.

    stein-rummy rating FILES... [--club FILE] [--add-new] [--link NAME|CLUB=NUMBER]
                       [--game KEY] [--json] [--xlsx F] [--pdf F] [--site FOLDER]
                       [--lang de|en]

FILES as for ``season``: tournament files (.srt), JSON tournament files or database URLs,
played in date order; none of them is changed. With ``--club`` the players are the club
register's members (a ``.srclub`` file, made when missing, or a database URL).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from tournament.cli.common import CliError, print_json


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommand."""
    rating = subparsers.add_parser(
        "rating",
        help="rate the players over a club's evenings (Plackett-Luce, game by game)",
        description=(
            "Rate the players of several evenings from every game they played, in date "
            "order: whom they beat counts, not only how often. Games the director decided "
            "move no rating. One list per game (Stein-Rummy and Plus together). The "
            "rating is 1500 + 25 (mu - 25); after one evening it is provisional. "
            "The files are only read."
        ),
    )
    rating.add_argument(
        "sources", nargs="+", metavar="FILE", help="tournament files (.srt, .json) or database URLs"
    )
    rating.add_argument(
        "--club",
        metavar="REGISTER",
        help="match the players to the club register (.srclub file or database URL)",
    )
    rating.add_argument(
        "--add-new", action="store_true", help="register names the club register lacks"
    )
    rating.add_argument(
        "--link",
        action="append",
        default=[],
        metavar="NAME|CLUB=NUMBER",
        help="register a spelling as the member with that membership number (repeatable)",
    )
    rating.add_argument("--game", metavar="KEY", help="the game's list (the most evenings')")
    rating.add_argument("--xlsx", metavar="OUT.xlsx", help="write the list as a workbook")
    rating.add_argument("--pdf", metavar="OUT.pdf", help="write the list as PDF")
    rating.add_argument(
        "--site", metavar="FOLDER", help="write rating.html into a published results site"
    )
    rating.add_argument("--json", action="store_true", help="print the list as JSON")
    rating.add_argument("--lang", choices=("de", "en"), default="de", help="language (de)")
    rating.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="paper size (A4)"
    )
    rating.set_defaults(handler=rating_command)


def _links(texts: list[str]) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for text in texts:
        who, sep, number = text.rpartition("=")
        name, _bar, club = who.partition("|")
        if not sep or not name.strip() or not number.strip():
            raise CliError(f"--link {text!r}: write NAME|CLUB=NUMBER (the club may be empty)")
        out.append((name.strip(), club.strip(), number.strip()))
    return out


def rating_command(args: argparse.Namespace) -> int:
    from tournament.cli.exports import _check_output
    from tournament.exports.season_data import check_sources, opened_evenings
    from tournament.services.ratings import evening_model, rating_list

    for target in (args.xlsx, args.pdf):
        if target:
            _check_output(target)
    links = _links(args.link)
    if (args.add_new or links) and not args.club:
        raise CliError("--add-new and --link need --club")
    check_sources(args.sources)
    evenings = [evening_model(service) for service in opened_evenings(args.sources)]
    register = None
    if args.club:
        from tournament.services.club import ClubRegister

        register = ClubRegister.open(args.club, create=args.add_new)
    try:
        if register is not None:
            for name, club, number in links:
                register.link(name, club, number)
        ratings = rating_list(evenings, register=register, add_new=args.add_new, game=args.game)
    finally:
        if register is not None:
            register.close()
    if args.site:
        from tournament.exports.rating_site import write_rating_site

        write_rating_site(ratings, args.site, language=args.lang)
    if args.pdf or args.xlsx:
        from tournament.exports.rating_report import write_rating_report, write_rating_workbook

        if args.pdf:
            write_rating_report(ratings, args.pdf, language=args.lang, page_size=args.page_size)
        if args.xlsx:
            write_rating_workbook(ratings, args.xlsx, language=args.lang)
    if args.json:
        print_json(as_json(ratings))
    elif not (args.pdf or args.xlsx or args.site):
        _print(ratings, args.lang)
    else:
        written = ", ".join(target for target in (args.pdf, args.xlsx, args.site) if target)
        print(f"{written}: rating list, {len(ratings.rows)} players")
    others = sorted({e.rules.game.rating_list() for e in evenings} - {ratings.game})
    if others:  # on stderr: the JSON on stdout stays one document
        print(
            f"other rating lists in these files: {', '.join(others)} (--game KEY)", file=sys.stderr
        )
    return 0


def as_json(ratings: Any) -> dict[str, Any]:
    return {
        "game": ratings.game,
        "evenings": [{"label": e.label, "name": e.name, "date": e.date} for e in ratings.evenings],
        "ratings": [
            {
                "rank": row.rank,
                "player": row.name,
                "club": row.club,
                "rating": row.rating,
                "mu": round(row.mu, 4),
                "sigma": round(row.sigma, 4),
                "games": row.games,
                "evenings": row.evenings,
                "provisional": row.provisional,
                "trend": row.trend,
                "history": [{"evening": i, "rating": r} for i, r in row.history],
            }
            for row in ratings.rows
        ],
    }


def _print(ratings: Any, language: str) -> None:
    from tournament.exports.texts import text

    rows = ratings.rows
    width = max([len(row.name) for row in rows] + [4])
    print(text("rating.title", language).format(game=_game_name(ratings.game, language)))
    head = text("rating.columns", language)
    print(f"{'':>5} {'':<{width}} {head}")
    for row in rows:
        mark = "*" if row.provisional else " "
        trend = "" if row.trend is None else f"{row.trend:+d}"
        print(
            f"{row.rank:>5} {row.name:<{width}} {row.rating:>6}{mark} {row.mu:>6.2f}"
            f" {row.sigma:>6.2f} {row.games:>6} {row.evenings:>7} {trend:>6}"
        )
    print(text("rating.provisional_note", language))


def _game_name(key: str, language: str) -> str:
    from tournament.rules.games import find_game

    game = find_game(key)
    return game.german_name if language == "de" else game.name
