"""A long command's progress on stderr, for the person watching the terminal.

One line, rewritten in place ("score sheets: 12 of 50"), ended when the job is done. It
is shown only where somebody can watch it: not with ``--quiet``, and not when stderr is no
terminal (a pipe, a log, a script), so output kept in files stays what the command says.
Ctrl-C stops the job; an output file is then left as it was (the writers write to a
temporary file and replace at the end).
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TextIO

# Redrawing the line more often than this only costs time on a slow terminal.
REDRAW_SECONDS = 0.1


def add_quiet(parser: argparse.ArgumentParser) -> None:
    """The ``--quiet`` option of a command that shows progress."""
    parser.add_argument(
        "--quiet", action="store_true", help="no progress on stderr (none without a terminal)"
    )


class Progress:
    """``progress(done, total)`` for the writers, the statistics and the demo (it never
    cancels: Ctrl-C does). ``percent`` shows "37 %" instead of "12 of 50" (chunks of hands mean
    nothing to the reader)."""

    def __init__(
        self,
        label: str,
        *,
        quiet: bool = False,
        percent: bool = False,
        stream: TextIO | None = None,
    ) -> None:
        self.label = label
        self.percent = percent
        self.stream = stream if stream is not None else sys.stderr
        self.shown = not quiet and self.stream is not None and self.stream.isatty()
        self._drawn = 0.0

    @classmethod
    def of(cls, args: argparse.Namespace, label: str, *, percent: bool = False) -> Progress:
        """The progress of the command ``args`` were parsed for (its ``--quiet``)."""
        return cls(label, quiet=bool(getattr(args, "quiet", False)), percent=percent)

    def __call__(self, done: int, total: int) -> None:
        if not self.shown:
            return
        finished = total <= 0 or done >= total
        now = time.monotonic()
        if not finished and now - self._drawn < REDRAW_SECONDS:
            return
        self._drawn = now
        if self.percent:
            amount = f"{100 * done // total if total else 100} %"
        else:
            amount = f"{done} of {total}"
        self.stream.write(f"\r{self.label}: {amount}\x1b[K" + ("\n" if finished else ""))
        self.stream.flush()
