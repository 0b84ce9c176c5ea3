"""Helpers shared by the subcommand modules."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from tournament.indented_json import dumps_indented

T = TypeVar("T")


class CliError(Exception):
    """Bad input or misuse on the command line: printed on stderr, exit status 2."""


def print_json(data: Any) -> None:
    # One write: json.dump would write every token on its own (thousands of small writes
    # for a big tournament's standings).
    sys.stdout.write(dumps_indented(data) + "\n")


def parse_melds(arguments: Iterable[str], parse: Callable[[str], list[T]]) -> list[list[T]]:
    """Melds from command-line arguments, each argument holding one or more melds separated
    by "|"; ``parse`` reads one meld (tiles or cards). A notation error names the meld, an
    empty meld is bad input."""
    from tournament.rules.errors import NotationError

    melds: list[list[T]] = []
    for argument in arguments:
        for part in argument.split("|"):
            number = len(melds) + 1
            try:
                pieces = parse(part)
            except NotationError as exc:
                raise exc.at(meld=number) from None
            if not pieces:
                raise CliError(f"meld {number} is empty")
            melds.append(pieces)
    return melds
