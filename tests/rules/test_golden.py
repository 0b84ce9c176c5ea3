"""Golden meld cases kept as a data file (tests/rules/golden/melds.txt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.rules.melds import MeldKind, MeldProblem, check_meld
from tournament.rules.tiles import Tile, format_tiles, parse_tiles

GOLDEN = Path(__file__).parent / "golden" / "melds.txt"


def _cases() -> list[tuple[int, str, str]]:
    cases = []
    for number, line in enumerate(GOLDEN.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() and not line.startswith("#"):
            tiles, answer = line.split("=>")
            cases.append((number, tiles.strip(), answer.strip()))
    return cases


CASES = _cases()


def test_golden_file_has_cases() -> None:
    assert len(CASES) >= 25


@pytest.mark.parametrize(("line", "tiles", "answer"), CASES, ids=[f"line{c[0]}" for c in CASES])
def test_golden(line: int, tiles: str, answer: str) -> None:
    result = check_meld(parse_tiles(tiles))
    kind, _, rest = answer.partition(" ")
    if kind == "invalid":
        assert not result.valid
        assert result.problem is MeldProblem(rest)
        return
    assert result.valid, result.reason
    assert result.kind is MeldKind(kind)
    canonical, _, jokers = rest.partition(";")
    assert format_tiles(result.tiles) == canonical.strip()
    expected = [j.removeprefix("J=") for j in jokers.split()]
    got = ["?" if j is None else str(j) for j in result.jokers]
    assert got == expected
    assert all(j == "?" or Tile.parse(j) for j in expected)
