"""Subcommands of the seating area (filled in by that area)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    """Add this area's subcommands."""
