"""Subcommands of the gui area: ``stein-rummy gui [FILE|URL]`` starts the desktop app."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
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


NO_DISPLAY = """\
stein-rummy: no display to show the app on (DISPLAY and WAYLAND_DISPLAY are not set).
Start it in a desktop session, or:
  xvfb-run stein-rummy                 in a virtual display (Debian: apt-get install xvfb)
  QT_QPA_PLATFORM=offscreen stein-rummy   without any window (for scripts and tests)
  stein-rummy --help                   the command line, which needs no display
"""


def missing_display(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """True where Qt would need an X11 or Wayland display and none is given.

    Qt itself then aborts, saying that a library such as libxcb-cursor0 is needed, which
    sends people the wrong way. ``QT_QPA_PLATFORM`` names a platform that needs none.
    """
    if platform.startswith(("win", "darwin", "cygwin")):
        return False
    return not any(environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def _gui(args: argparse.Namespace) -> int:
    if missing_display():
        sys.stderr.write(NO_DISPLAY)
        return 2
    from tournament.ui.app import run

    return run(args.target, quit_when_ready=args.quit_when_ready)
