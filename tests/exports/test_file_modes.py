"""Printouts and workbooks get the permissions the user's umask gives, like any other file
the user saves (not 0600 from a temporary file; issue 10, item 23)."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tournament.exports.reports import write_standings_report
from tournament.exports.sheets import write_score_sheets
from tournament.exports.xlsx import write_standings_workbook

from .samples import seating, standings, workbook

WRITERS: dict[str, Callable[[Path], object]] = {
    "standings.pdf": lambda path: write_standings_report(standings(), path),
    "sheets.pdf": lambda path: write_score_sheets(seating(), path),
    "standings.xlsx": lambda path: write_standings_workbook(workbook(), path),
}


@pytest.fixture(params=[0o022, 0o027, 0o077])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


@pytest.mark.parametrize("name", WRITERS)
def test_files_honour_the_umask(name: str, umask: int, tmp_path: Path) -> None:
    target = tmp_path / name
    WRITERS[name](target)
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~umask
    assert [path.name for path in tmp_path.iterdir()] == [name]  # no temporary file left
