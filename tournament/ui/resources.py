"""Where the shipped resources (translations, icons) live.

An installed wheel carries the top-level ``resources/`` folder as ``tournament.resources``;
a source checkout has it beside the package.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import tournament


def resources_dir() -> Path:
    spec = importlib.util.find_spec("tournament.resources")
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            path = Path(location)
            if (path / "translations").is_dir():
                return path
    return Path(tournament.__file__).resolve().parent.parent / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def icons_dir() -> Path:
    return resources_dir() / "icons"
