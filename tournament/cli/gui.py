"""Subcommands of the gui area: ``stein-rummy gui [FILE|URL]`` starts the desktop app."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
    parser = subparsers.add_parser(
        "gui",
        help="start the desktop app (the default without a command)",
        description="Start the desktop app, optionally opening a tournament file or a "
        "database URL (postgresql://user@host/db).",
    )
    parser.add_argument("target", nargs="?", metavar="FILE|URL", help="tournament to open")
    # For the start-up benchmark: quit as soon as the window is usable, saying when.
    parser.add_argument("--quit-when-ready", action="store_true", help=argparse.SUPPRESS)
    parser.set_defaults(handler=lambda args: _gui(args))  # looked up when run


def _gui(args: argparse.Namespace) -> int:
    from tournament.ui.app import run

    return run(args.target, quit_when_ready=args.quit_when_ready)
