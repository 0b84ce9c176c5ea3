"""Subcommands of the scoring area: ``stein-rummy standings SOURCE [--json]``."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError, print_json

if TYPE_CHECKING:
    from tournament.rules.games import Game
    from tournament.scoring.model import Tournament
    from tournament.scoring.standings import Standing


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    parser = subparsers.add_parser(
        "standings",
        help="print the standings of a tournament",
        description=(
            "Print the standings of a tournament: rank, points, max points, percent, games, "
            "games won, claims and tiles left (a game ranked by a sum: its totals, a match's "
            "score or card points). SOURCE is a tournament file (.json, format "
            "stein-rummy/1), a tournament database file (.srt) or a database URL."
        ),
    )
    parser.add_argument("source", metavar="SOURCE", help="tournament file, .srt file or URL")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.set_defaults(handler=standings_command)


def load_source(source: str) -> Tournament:
    """The tournament in ``source``: a .json tournament file, else whatever the store reads.

    A refused tournament file raises :class:`TournamentFileError` listing its problems.
    """
    if _is_file(source):
        from tournament.scoring.tournament_file import load, loads

        if source == "-":
            # The bytes, so that the reader finds the encoding and names a bad byte.
            stdin = getattr(sys.stdin, "buffer", sys.stdin)
            return loads(stdin.read(), "<stdin>")
        return load(source)
    tournament: Tournament = _exchange(source).load_tournament_model(source)
    return tournament


def _exchange(source: str) -> Any:
    """The services' exchange module, or a message that this installation has none."""
    try:
        return importlib.import_module("tournament.services.exchange")
    except ImportError as exc:
        raise CliError(
            f"{source}: cannot read tournament databases in this installation ({exc}); "
            "give a .json tournament file"
        ) from None


def _is_tile_game(game: type[Game] | None) -> bool:
    """Whether the standings show claims and tiles left, not the game's totals."""
    from tournament.exports.model import shows_totals

    return game is None or not shows_totals(game)


def standings_json(standings: list[Standing], game: type[Game] | None = None) -> dict[str, Any]:
    """The standings as ``--json`` prints them: claims and tiles left for Stein-Rummy, the
    ``totals`` of a game ranked by a sum (a match's score, card points) instead."""
    from tournament.scoring.format import json_number

    tiles = _is_tile_game(game)

    def row(s: Standing) -> dict[str, Any]:
        line = {
            "player": s.player,
            "name": s.name,
            "rank": s.rank,
            "shared": s.shared,
            "points": json_number(s.points),
            "max_points": json_number(s.max_points),
            "percent": json_number(s.percent),
            "games": s.games,
            "won": s.won,
        }
        if tiles:
            line.update(claims=s.claims, tiles_left=s.tiles_left)
        else:
            line["totals"] = s.totals
        return line

    return {"standings": [row(s) for s in standings]}


def standings_table(tournament: Tournament, standings: list[Standing]) -> str:
    """The standings as aligned text columns, numbers right-aligned."""
    from tournament.exports.texts import describe_options, text, total_label
    from tournament.scoring.format import format_number
    from tournament.scoring.standings import rank_text

    game = tournament.rules.game
    tiles = _is_tile_game(game)
    last = (text("claims", "en"), text("tiles_left", "en")) if tiles else (total_label(game, "en"),)
    headers = ("Rank", "Player", "Name", "Points", "Max", "%", "Games", "Won", *last)
    rows = [
        (
            f"{rank_text(s.rank, s.shared)}.",
            s.player,
            s.name,
            format_number(s.points),
            format_number(s.max_points),
            format_number(s.percent),
            str(s.games),
            str(s.won),
            *((str(s.claims), str(s.tiles_left)) if tiles else (str(s.totals),)),
        )
        for s in standings
    ]
    widths = [max(len(row[i]) for row in [headers, *rows]) for i in range(len(headers))]
    left = {1, 2}

    def line(cells: tuple[str, ...]) -> str:
        parts = [
            cell.ljust(width) if i in left else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(parts).rstrip()

    rules = tournament.rules
    title = tournament.name + (f" ({tournament.date})" if tournament.date else "")
    # In the printouts' words, not the file's option names ("winner_full"); the printouts
    # leave out the options the game does not offer (a card game's deals, decks, steal rule).
    options = "; ".join(
        describe_options(
            {
                "variant": rules.variant.value,
                "deals": rules.deals,
                "decks": rules.decks,
                "steal": tournament.settings.steal,
                "first_turn_rommee": rules.first_round_romme.value,
                "rank_by": rules.ranking.value,
            },
            "en",
        )
    )
    out = [title, options, "", line(headers), "  ".join("-" * w for w in widths)]
    out += [line(row) for row in rows]
    return "\n".join(out) + "\n"


def _is_file(source: str) -> bool:
    return source.lower().endswith(".json") or source == "-"


def standings_command(args: argparse.Namespace) -> int:
    from tournament.gcpause import collector_paused

    # The imports, the whole tournament's standings and their text all stay alive until
    # the command ends: the cyclic collector would only walk them again and again (a
    # tenth of the command at 2,000 players; see tournament.gcpause).
    with collector_paused():
        return _standings(args)


def _standings(args: argparse.Namespace) -> int:
    from tournament.scoring.score_book import compute_standings
    from tournament.scoring.tournament_file import TournamentFileError

    if not _is_file(args.source):
        # A store's standings from its score book, not from every game read into the
        # file's model and scored again (the same figures, in half the time).
        tournament, standings = _exchange(args.source).load_standings(args.source)
    else:
        try:
            tournament = load_source(args.source)
        except TournamentFileError as exc:
            print(f"stein-rummy standings: {exc}", file=sys.stderr)
            return 2
        standings = compute_standings(tournament)
    if args.json:
        print_json(standings_json(standings, tournament.rules.game))
    else:
        sys.stdout.write(standings_table(tournament, standings))
    return 0
