"""Subcommands of the solver area (filled in by that area)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
