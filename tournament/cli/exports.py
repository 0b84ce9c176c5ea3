"""Subcommands of the exports area: printouts, the workbook and player lists.

    stein-rummy sheets SOURCE --round N [--blank] -o OUT.pdf
    stein-rummy plan SOURCE --round N -o OUT.pdf
    stein-rummy cards SOURCE --round N -o OUT.pdf
    stein-rummy export SOURCE [--xlsx OUT] [--pdf OUT] [--decisions OUT] [--json OUT]
    stein-rummy players import SOURCE FILE.xlsx|FILE.csv [--dry-run] [--skip-bad-rows]

SOURCE is a tournament file (.srt), a database URL, or (for reading) a JSON tournament file.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.cli.common import CliError, print_json
from tournament.cli.progress import Progress, add_quiet

if TYPE_CHECKING:
    from tournament.services import TournamentService

_SOURCE_HELP = "tournament file (.srt), database URL, or JSON tournament file (read only)"


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("source", metavar="SOURCE", help=_SOURCE_HELP)
    parser.add_argument(
        "--tournament", type=int, metavar="ID", help="which tournament of a database"
    )
    parser.add_argument(
        "--lang", choices=("de", "en"), default="de", help="language of the printout (de)"
    )
    parser.add_argument(
        "--page-size", choices=("A4", "Letter"), default="A4", help="paper size (A4)"
    )
    add_quiet(parser)


def _round_command(
    subparsers: argparse._SubParsersAction[Any], name: str, help_text: str
) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = subparsers.add_parser(
        name, help=help_text, description=help_text
    )
    _common(parser)
    parser.add_argument("--round", type=int, required=True, metavar="N", help="round number")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.pdf", help="PDF to write")
    return parser


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    sheets = _round_command(
        subparsers, "sheets", "print a round's score sheets, one page per table (PDF)"
    )
    sheets.add_argument(
        "--blank", action="store_true", help="leave the names empty, to write in by hand"
    )
    sheets.set_defaults(handler=sheets_command)
    plan = _round_command(
        subparsers, "plan", "print a round's seating plan, by table and by name (PDF)"
    )
    plan.set_defaults(handler=plan_command)
    cards = _round_command(
        subparsers, "cards", "print folding table cards with big table numbers (PDF)"
    )
    cards.set_defaults(handler=cards_command)

    export = subparsers.add_parser(
        "export",
        help="write the standings workbook, the standings PDF, the decisions PDF or JSON",
        description=(
            "Write the standings workbook (--xlsx: standings, one sheet per round, every "
            "game, decisions), the standings report (--pdf), the director's report of "
            "decisions (--decisions) or the JSON tournament file (--json). Give one or more."
        ),
    )
    _common(export)
    export.add_argument("--xlsx", metavar="OUT.xlsx", help="standings workbook")
    export.add_argument("--pdf", metavar="OUT.pdf", help="standings report")
    export.add_argument("--decisions", metavar="OUT.pdf", help="director's report of decisions")
    export.add_argument("--json", metavar="OUT.json", help="JSON tournament file")
    export.add_argument(
        "--through-round", type=int, metavar="N", help="standings after round N (PDF)"
    )
    export.set_defaults(handler=export_command)

    players = subparsers.add_parser(
        "players", help="player lists", description="Player lists of a tournament."
    )
    actions = players.add_subparsers(dest="players_command", metavar="ACTION")
    imp = actions.add_parser(
        "import",
        help="register the players of an .xlsx or .csv list",
        description=(
            "Register the players of a list (.xlsx, or .csv in UTF-8 or Windows encoding, "
            "separated by ; or ,) with the columns Name, Club/Verein, Group/Gruppe. Every "
            "problem is listed by row; nothing is registered unless the list is clean."
        ),
    )
    imp.add_argument("source", metavar="SOURCE", help="tournament file (.srt) or database URL")
    imp.add_argument("file", metavar="FILE", help="player list (.xlsx or .csv)")
    imp.add_argument("--tournament", type=int, metavar="ID", help="which tournament of a database")
    imp.add_argument("--dry-run", action="store_true", help="only check the list")
    imp.add_argument(
        "--skip-bad-rows", action="store_true", help="leave out the rows with problems"
    )
    imp.add_argument("--json", action="store_true", help="print the preview as JSON")
    imp.add_argument("--lang", choices=("de", "en"), default="en", help="language of messages")
    imp.set_defaults(handler=players_import_command)
    players.set_defaults(handler=_players_help(players))


def _players_help(parser: argparse.ArgumentParser) -> Any:
    def handler(args: argparse.Namespace) -> int:
        parser.print_help(sys.stderr)
        return 2

    return handler


@contextlib.contextmanager
def _opened(
    source: str, tournament: int | None, *, writable: bool = False
) -> Iterator[TournamentService]:
    """The tournament of ``source``; a JSON tournament file is read into a scratch copy."""
    from tournament.gcpause import collector_paused

    with collector_paused():
        # SQLAlchemy's and the services' modules: objects that all stay, which the cyclic
        # collector would only walk again and again (see tournament.gcpause).
        from tournament.services import open_tournament

    if "://" not in source and not Path(source).exists():
        raise CliError(f"{source}: no such file")
    if source.lower().endswith(".json"):
        if writable:
            raise CliError(f"{source}: a JSON tournament file is read only; give a .srt file")
        from tournament.services.exchange import import_tournament_file

        with tempfile.TemporaryDirectory(prefix="stein-rummy-") as folder:
            target = Path(folder) / "tournament.srt"
            import_tournament_file(source, target, desk="export")
            service = open_tournament(target, desk="export")
            try:
                yield service
            finally:
                service.close()
        return
    with collector_paused():  # the open's objects stay as well
        service = open_tournament(source, tournament_id=tournament, desk="cli")
    try:
        yield service
    finally:
        service.close()


def _check_output(path: str) -> None:
    """Refuse an output path that cannot be written before any work is done."""
    target = Path(path)
    if not target.parent.is_dir():
        raise CliError(f"{path}: folder {target.parent} does not exist")
    if target.is_dir():
        raise CliError(f"{path}: is a folder; give a file name")


def _round_data(args: argparse.Namespace) -> Any:
    """The seating of ``args.round`` of the tournament in ``args.source``, the output checked
    first."""
    from tournament.exports.adapter import round_seating

    _check_output(args.output)
    with _opened(args.source, args.tournament) as service:
        current = service.info().current_round
        if not 1 <= args.round <= current:
            started = (
                f"the tournament has {current} round(s)" if current else "no round has started"
            )
            raise CliError(f"round {args.round}: {started}")
        return round_seating(service, args.round)


def sheets_command(args: argparse.Namespace) -> int:
    from tournament.exports.sheets import write_score_sheets

    pages = write_score_sheets(
        _round_data(args),
        args.output,
        blank=args.blank,
        language=args.lang,
        page_size=args.page_size,
        progress=Progress.of(args, "score sheets"),
    )
    print(f"{args.output}: {pages} score sheet(s), round {args.round}")
    return 0


def plan_command(args: argparse.Namespace) -> int:
    from tournament.exports.plan import write_seating_plan

    players = write_seating_plan(
        _round_data(args), args.output, language=args.lang, page_size=args.page_size
    )
    print(f"{args.output}: seating plan of round {args.round}, {players} players")
    return 0


def cards_command(args: argparse.Namespace) -> int:
    from tournament.exports.plan import write_table_cards

    cards = write_table_cards(
        _round_data(args),
        args.output,
        language=args.lang,
        page_size=args.page_size,
        progress=Progress.of(args, "table cards"),
    )
    print(f"{args.output}: {cards} table card(s)")
    return 0


def export_command(args: argparse.Namespace) -> int:
    targets = [args.xlsx, args.pdf, args.decisions, args.json]
    if not any(targets):
        raise CliError("give at least one of --xlsx, --pdf, --decisions, --json")
    for target in targets:
        if target:
            _check_output(target)
    with _opened(args.source, args.tournament) as service:
        if args.xlsx or args.pdf or args.decisions:
            from tournament.exports import adapter  # the printouts' data, not the JSON file's
        if args.xlsx:
            from tournament.exports.xlsx import write_standings_workbook

            write_standings_workbook(
                adapter.workbook_data(service),
                args.xlsx,
                language=args.lang,
                progress=Progress.of(args, "workbook sheets"),
            )
            print(f"{args.xlsx}: standings workbook")
        if args.pdf:
            from tournament.exports.reports import write_standings_report

            report = adapter.standings_report(service, through_round=args.through_round)
            rows = write_standings_report(
                report, args.pdf, language=args.lang, page_size=args.page_size
            )
            print(f"{args.pdf}: standings report, {rows} players")
        if args.decisions:
            from tournament.exports.reports import write_decisions_report

            count = write_decisions_report(
                adapter.decisions_report(service),
                args.decisions,
                language=args.lang,
                page_size=args.page_size,
            )
            print(f"{args.decisions}: director's report, {count} decision(s)")
        if args.json:
            from tournament.services.exchange import export_tournament_file

            export_tournament_file(service, args.json)
            print(f"{args.json}: JSON tournament file")
    return 0


def players_import_command(args: argparse.Namespace) -> int:
    from tournament.exports.players import preview_player_file, report_text

    with _opened(args.source, args.tournament, writable=True) as service:
        existing = [player.name for player in service.players.all()]
        preview = preview_player_file(
            args.file, existing_names=existing, groups=service.info().settings.groups
        )
        if args.skip_bad_rows and preview.problem_rows():
            preview = preview.without_rows(preview.problem_rows())
        if args.json:
            print_json(_preview_json(preview, args.lang))
        else:
            _print_preview(preview, args.lang)
        if not preview.ok:
            print(report_text("nothing", args.lang, file=args.file), file=sys.stderr)
            return 2
        if args.dry_run:
            return 0
        done = service.players.import_players(preview.entries())
        if not args.json:
            print(report_text("imported", args.lang, count=len(done.value)))
    return 0


def _print_preview(preview: Any, language: str) -> None:
    from tournament.exports.players import report_text

    details = [report_text("players", language, count=len(preview.rows))]
    if preview.encoding:
        details.append(report_text("encoding", language, value=preview.encoding))
    if preview.delimiter:
        shown = report_text("tab", language) if preview.delimiter == "\t" else preview.delimiter
        details.append(report_text("separator", language, value=shown))
    print(f"{preview.source}: " + ", ".join(details))
    for row in preview.rows:
        extra = " · ".join(part for part in (row.club, row.group) if part)
        print(f"  {row.row:>4}  {row.name}" + (f"  ({extra})" if extra else ""))
    if preview.skipped:
        skipped = ", ".join(str(row) for row in preview.skipped)
        print(report_text("left_out", language, value=skipped))
    for problem in preview.problems:
        mark = report_text("error" if problem.blocking else "note", language)
        print(f"{mark}: {problem.message(language)}")


def _preview_json(preview: Any, language: str) -> dict[str, Any]:
    return {
        "file": preview.source,
        "ok": preview.ok,
        "encoding": preview.encoding,
        "delimiter": preview.delimiter,
        "columns": preview.columns,
        "players": [
            {"row": row.row, "name": row.name, "club": row.club, "group": row.group}
            for row in preview.rows
        ],
        "skipped": list(preview.skipped),
        "problems": [
            {
                "row": problem.row,
                "code": problem.code,
                "blocking": problem.blocking,
                "message": problem.message(language),
            }
            for problem in preview.problems
        ],
    }
