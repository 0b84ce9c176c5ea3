"""Helpers shared by the subcommand modules."""

from __future__ import annotations

import json
import sys
from typing import Any


class CliError(Exception):
    """Bad input or misuse on the command line: printed on stderr, exit status 2."""


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
