"""The season ranking over a club's evenings.

    stein-rummy season FILES... [--best N] [--min-evenings M] [--teams K] [--team-mode sum|mean]
                       [--team-by club|group] [--merge] [--xlsx F] [--pdf F] [--json]
                       [--lang de|en]

FILES are tournament files (.srt), JSON tournament files or database URLs (every
tournament on the server is an evening); none of them is changed. Evenings of another game
or variant than the first are refused unless --merge is given (RULINGS §6).
"""

from __future__ import annotations

import argparse
from typing import Any

from tournament.cli.common import print_json


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{value!r} is not a whole number") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"{value}: give 1 or more")
    return number


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommand."""
    season = subparsers.add_parser(
        "season",
        help="rank the players over a season of evenings by their percentages",
        description=(
            "Rank the players of several evenings by the mean of their evening percents "
            "(each evening weighs the same), the evenings as columns. Players are matched "
            "by name and club, case and accents aside. The files are only read."
        ),
    )
    season.add_argument(
        "sources", nargs="+", metavar="FILE", help="tournament files (.srt, .json) or database URLs"
    )
    season.add_argument("--best", type=_positive, metavar="N", help="count the best N evenings")
    season.add_argument(
        "--min-evenings",
        type=_positive,
        default=1,
        metavar="M",
        help="rank only players with at least M evenings (1)",
    )
    season.add_argument(
        "--teams", type=_positive, metavar="K", help="also rank teams by their best K players"
    )
    season.add_argument(
        "--team-mode", choices=("sum", "mean"), default="sum", help="a team's value (sum)"
    )
    season.add_argument(
        "--team-by", choices=("club", "group"), default="club", help="what makes a team (club)"
    )
    season.add_argument(
        "--merge",
        action="store_true",
        help="rank evenings of different games or variants together (said on the ranking)",
    )
    season.add_argument("--xlsx", metavar="OUT.xlsx", help="write the ranking as a workbook")
    season.add_argument("--pdf", metavar="OUT.pdf", help="write the ranking as PDF")
    season.add_argument("--json", action="store_true", help="print the ranking as JSON")
    season.add_argument("--lang", choices=("de", "en"), default="de", help="language (de)")
    season.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="paper size (A4)"
    )
    season.set_defaults(handler=season_command)


def season_command(args: argparse.Namespace) -> int:
    from tournament.cli.exports import _check_output
    from tournament.exports.season_data import check_sources, read_evenings
    from tournament.scoring.season import season_ranking

    for target in (args.xlsx, args.pdf):
        if target:
            _check_output(target)
    check_sources(args.sources)
    evenings = read_evenings(args.sources, language=args.lang)
    ranking = season_ranking(
        evenings,
        best=args.best,
        min_evenings=args.min_evenings,
        team_size=args.teams,
        team_mode=args.team_mode,
        team_by=args.team_by,
        merge=args.merge,
    )
    if args.pdf:
        from tournament.exports.season_report import write_season_report

        write_season_report(ranking, args.pdf, language=args.lang, page_size=args.page_size)
    if args.xlsx:
        from tournament.exports.season_report import write_season_workbook

        write_season_workbook(ranking, args.xlsx, language=args.lang)
    if args.json:
        print_json(_as_json(ranking))
    elif not (args.pdf or args.xlsx):
        _print(ranking, args.lang)
    else:
        written = ", ".join(target for target in (args.pdf, args.xlsx) if target)
        print(f"{written}: season ranking, {len(ranking.rows)} players, {len(evenings)} evenings")
    return 0


def _number(value: Any) -> Any:
    from tournament.scoring.format import json_number

    return None if value is None else json_number(value)


def _as_json(ranking: Any) -> dict[str, Any]:
    return {
        "evenings": [
            {"label": e.label, "name": e.name, "date": e.date, "game": e.game}
            for e in ranking.evenings
        ],
        "merged": list(ranking.merged),
        "best": ranking.best,
        "min_evenings": ranking.min_evenings,
        "players": [
            {
                "rank": row.rank,
                "shared": row.shared,
                "name": row.name,
                "club": row.club,
                "percents": [_number(value) for value in row.percents],
                "counted": list(row.counted),
                "evenings": row.evenings,
                "percent": _number(row.percent),
                "points": _number(row.points),
                "max_points": _number(row.max_points),
                "won": row.won,
                "claims": row.claims,
                "tiles_left": row.tiles_left,
            }
            for row in ranking.rows
        ],
        "teams": [
            {
                "rank": team.rank,
                "shared": team.shared,
                "team": team.team,
                "values": [_number(value) for value in team.values],
                "counted": list(team.counted),
                "value": _number(team.value),
            }
            for team in ranking.teams
        ],
    }


def _print(ranking: Any, language: str) -> None:
    from tournament.exports.season_report import percent_cell, row_rank, season_title
    from tournament.exports.texts import format_number, text

    print(season_title(ranking, language))
    if ranking.merged:
        print(text("season_merged", language, games=", ".join(ranking.merged)))
    labels = [evening.label for evening in ranking.evenings]
    widths = [max(10, len(label)) for label in labels]
    width = max([len(row.name) for row in ranking.rows] + [4])
    heads = " ".join(f"{label:>{w}}" for label, w in zip(labels, widths, strict=True))
    print(f"{'':>5} {'':<{width}} {heads}       %")
    for row in ranking.rows:
        cells = " ".join(
            f"{percent_cell(v, c, language):>{w}}"
            for v, c, w in zip(row.percents, row.counted, widths, strict=True)
        )
        rank = row_rank(row) or "-"
        print(f"{rank:>5} {row.name:<{width}} {cells} {format_number(row.percent, language):>7}")
    if ranking.teams:
        print()
        print(text("teams", language))
        for team in ranking.teams:
            cells = " ".join(
                f"{percent_cell(v, c, language):>{w}}"
                for v, c, w in zip(team.values, team.counted, widths, strict=True)
            )
            value = format_number(team.value, language)
            print(f"{row_rank(team):>5} {team.team:<{width}} {cells} {value:>7}")
