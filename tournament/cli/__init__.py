"""The ``stein-rummy`` command.

Without a subcommand it starts the desktop app; with one it runs headless. Each area of the
product registers its own subcommands in a module of this package (``rules``, ``scoring``,
``seating``, ``store``, ``exports``, ``gui``), so the areas stay independent of each other.
A module's ``register(subparsers)`` adds parsers whose ``handler`` takes the parsed
arguments and returns the exit status. Handlers import their heavy dependencies lazily so
that ``stein-rummy validate`` does not pay for Qt or SQLAlchemy.

Exit status: 0 success, 1 a negative answer (an invalid layout), 2 bad input or misuse.
"""

from __future__ import annotations

import argparse
import atexit
import functools
import gc
import importlib
import os
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from tournament import __version__
from tournament.cli.common import CliError

AREAS = (
    "rules",
    "solver",
    "scoring",
    "seating",
    "store",
    "exports",
    "gui",
    "games",
    "game",
    "serve",
)
RESULTS_AREAS = ("publish", "season", "rating")
"""The results: the web site, the crosstable and player cards; the season ranking; the
club rating list."""
STATS_AREAS = ("stats",)
"""Statistics: starting hands, bot games, a tournament's own numbers."""
READ_AND_END = frozenset({"standings", "export"})
"""The commands that read a whole tournament, write what was asked and end: all they make
stays alive until then, so the program (``run``) runs them with the cyclic collector off.
Switched on again after the reading, it walked everything read once more for nothing (a
twenty-fifth of ``standings`` at 2,000 players)."""


APP_AREAS = ("gui",)
"""What the desktop app's start needs of the parser: ``stein-rummy``, ``stein-rummy gui``
and ``stein-rummy FILE.srt|URL`` build only this, not every area's commands."""


def build_parser(
    areas: Sequence[str] = (*AREAS, *RESULTS_AREAS, *STATS_AREAS),
) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="stein-rummy",
        description="Stein-Rummy tournament manager. Without a command, starts the desktop app.",
    )
    parser.add_argument(
        "--version", action=_VersionAction, help="print the version and the solver's engine"
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for area in areas:
        module = importlib.import_module(f"tournament.cli.{area}")
        module.register(subparsers)
    return parser


def solver_engine() -> str:
    """Which engine the solver's search runs in, in words: the compiled core, or the
    pure-Python walk of an install without a C compiler (tournament.rules.solver_walk)."""
    from tournament.rules.solver_walk import core_built

    if core_built():
        return "the compiled core"
    return "the pure-Python walk (no compiled core: the same answers, slower)"


class _VersionAction(argparse.Action):
    """``--version``: the version and the solver's engine. Asks the solver only when
    given, so that building the parser does not import it."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> NoReturn:
        print(f"{parser.prog} {__version__} (solver: {solver_engine()})")
        parser.exit()


@functools.cache
def _parser(app_only: bool = False) -> argparse.ArgumentParser:
    """The parser (``app_only``: of the app's start only), built once per process: ``main``
    may run many times in one (the tests run thousands of cases in process), and building
    it costs more than most commands. Built with the cyclic collector paused: the areas'
    modules it imports all stay (see tournament.gcpause)."""
    from tournament.gcpause import collector_paused

    with collector_paused():
        return build_parser(APP_AREAS) if app_only else build_parser()


def _starts_the_app(args: Sequence[str]) -> bool:
    """``stein-rummy``, ``stein-rummy gui …`` or ``stein-rummy FILE.srt|URL``: known
    without the other commands' parsers (no command ends in .srt or holds ://)."""
    if not args or args[0] == "gui":
        return True
    return "://" in args[0] or args[0].lower().endswith(".srt")


def _commands(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def _opens_in_app(first: str, parser: argparse.ArgumentParser) -> bool:
    """A first argument that is a tournament file or a database URL, not a command."""
    if first.startswith("-") or first in _commands(parser):
        return False
    return "://" in first or first.lower().endswith(".srt") or Path(first).is_file()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command in ``argv`` (default: the process's arguments); its exit status."""
    return _run(argv)[1]


def run() -> NoReturn:
    """The ``stein-rummy`` program: :func:`main`, then the process ends.

    After a command without a window, the process ends as soon as the output is flushed
    and the exit handlers have run, without Python's teardown of every module and object:
    after reading a whole 2,000-player tournament that teardown (freeing half a million
    objects and a last collection over them) took a sixth of ``stein-rummy standings``.
    Nothing is lost by it: the command has closed its files and databases, and output is
    flushed here. The app, and a command that leaves a thread running, end as usual.
    """
    from tournament.cli.console import make_streams_readable

    make_streams_readable()  # a legacy Windows code page never ends a command
    command, status = _run(None, ending=True)
    if command == "gui" or threading.active_count() > 1:
        sys.exit(status)
    atexit._run_exitfuncs()  # what sys.exit would run: temporary folders, logging
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            # As Python itself ends when its output cannot be written (a closed pipe).
            status = status or 120
    os._exit(status)


def _run(argv: Sequence[str] | None, *, ending: bool = False) -> tuple[str | None, int]:
    """The command that ran (None without one) and its exit status; ``ending``: the
    process ends after it (see ``READ_AND_END``)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = _parser(app_only=_starts_the_app(args_list))
    if not args_list or _opens_in_app(args_list[0], parser):
        # `stein-rummy` alone, or `stein-rummy club-night.srt` as a file manager runs it.
        args_list = ["gui", *args_list]
    args = parser.parse_args(args_list)
    handler = getattr(args, "handler", None)
    if handler is None:
        parser.print_help(sys.stderr)
        return None, 2
    command: str = args.command
    if ending and command in READ_AND_END:
        gc.disable()  # for good: the process ends with the command (run)
    _begin_file_check(getattr(args, "source", None))
    try:
        return command, int(handler(args))
    except CliError as exc:
        print(f"stein-rummy {command}: {exc}", file=sys.stderr)
    except ValueError as exc:
        # Domain errors are ValueError subclasses whose message names the problem.
        print(f"stein-rummy {command}: {exc}", file=sys.stderr)
    except OSError as exc:
        # A file that cannot be read or written: say which and why, without errno noise.
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"stein-rummy {command}: {where}{exc.strerror or exc}", file=sys.stderr)
    except KeyboardInterrupt:
        return command, 130
    return command, 2


def _begin_file_check(source: object) -> None:
    """A command that reads a tournament file (its SOURCE) has the file's integrity check
    begun on a thread while it imports the services (tournament.store.file_check)."""
    if isinstance(source, str) and "://" not in source and source.lower().endswith(".srt"):
        from tournament.store import file_check

        file_check.begin(Path(source))


if __name__ == "__main__":  # pragma: no cover
    run()
