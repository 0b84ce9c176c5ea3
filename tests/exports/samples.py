"""Sample tournaments for the export tests and a way to read PDF text back."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime
from fractions import Fraction
from pathlib import Path

import pytest

from tournament.exports.model import (
    DecisionEntry,
    GameLine,
    GameRecord,
    RoundSeating,
    SeatEntry,
    SheetTable,
    StandingEntry,
    StandingsReport,
    TournamentHeader,
    WorkbookData,
)

PLAYERS = [
    ("Łukasz Żółć", "TSV Ötigheim"),
    ("Zoë Ångström", "Rummy-Club Köln"),
    ("Çağrı Öztürk", "SC Blau-Weiß"),
    ("=Anna Müller", "+49 Club"),
    ("Bernd Schäfer", "TSV Ötigheim"),
    ("Carla Weiß", ""),
    ("Dieter Groß", "SC Blau-Weiß"),
]

UNICODE_NAMES = ("Łukasz Żółć", "Zoë Ångström", "Çağrı Öztürk")
OTHER_NAMES = ("Anna Müller", "Bernd Schäfer", "Jürgen Weiß", "Søren Nørgaard")


def header(*, plus: bool = False, **extra: object) -> TournamentHeader:
    options: dict[str, object] = {
        "variant": "stein-plus" if plus else "stein",
        "jokers": "per_player",
        "first_turn_rommee": "winner_full",
        "neutral_penalty": Fraction(1, 2),
        "rank_by": "points",
        "movement": "rotate",
    }
    options.update(extra)
    return TournamentHeader(
        "Herbstturnier Überlingen", "2026-11-29", "Gasthaus Löwen", "Renate Groß", options
    )


def seating(*, plus: bool = False, tables: int = 2, round_number: int | None = 3) -> RoundSeating:
    """Tables of three, the last of four; the first table seats the three Unicode names."""
    names = [*UNICODE_NAMES, *OTHER_NAMES]
    result = []
    index = 0
    for number in range(1, tables + 1):
        size = 4 if number == tables and tables > 1 else 3
        seats = []
        for seat in range(1, size + 1):
            name = names[index] if index < len(names) else f"Spieler {index + 1}"
            seats.append(SeatEntry(seat, name, f"Club {index % 3}"))
            index += 1
        result.append(SheetTable(number, tuple(seats)))
    return RoundSeating(header(plus=plus), round_number, tuple(result))


def standings(count: int = 6) -> StandingsReport:
    rows = []
    for index in range(count):
        name = (*UNICODE_NAMES, *OTHER_NAMES)[index] if index < 7 else f"Spieler {index + 1}"
        rows.append(
            StandingEntry(
                rank=index + 1,
                name=name,
                club=f"Club {index}",
                points=Fraction(35 - index) + Fraction(1, 2),
                max_points=Fraction(40),
                games=12,
                games_won=5 - index % 5,
            )
        )
    return StandingsReport(header(), tuple(rows), through_round=4)


def decisions() -> tuple[DecisionEntry, ...]:
    return (
        DecisionEntry(
            2,
            1,
            3,
            "neutralised",
            "Steine vertauscht",
            "Renate Groß",
            datetime(2026, 11, 29, 19, 42),
            penalty=Fraction(1, 2),
        ),
        DecisionEntry(
            1,
            2,
            1,
            "ended_early",
            "Zeit abgelaufen",
            "Desk 2",
            datetime(2026, 11, 29, 19, 5),
            values=(("Łukasz Żółć", Fraction(3)), ("Zoë Ångström", Fraction(5))),
            withdrawn=True,
            withdrawn_reason="Irrtum",
            withdrawn_by="Renate Groß",
            withdrawn_at=datetime(2026, 11, 29, 19, 15),
        ),
    )


def game(
    round_number: int, table: int, number: int, names: list[str], tiles: list[int]
) -> GameRecord:
    """A played game scored 3/2/1 (4/3/2/1) by tiles left, ties sharing."""
    size = len(names)
    order = sorted(tiles)
    scale = list(range(size, 0, -1))
    lines = []
    for seat, (name, left) in enumerate(zip(names, tiles, strict=True), start=1):
        first, count = order.index(left), order.count(left)
        points = Fraction(sum(scale[first : first + count]), count)
        lines.append(GameLine(seat, name, left, None, points))
    return GameRecord(round_number, table, number, number, tuple(lines), Fraction(size))


def workbook(report: StandingsReport | None = None) -> WorkbookData:
    names = list(UNICODE_NAMES)
    games = (
        game(1, 1, 1, names, [0, 4, 4]),
        game(1, 1, 2, names, [5, 0, 2]),
        game(1, 1, 3, names, [1, 3, 0]),
        game(2, 1, 1, names, [0, 2, 7]),
    )
    return WorkbookData(report or standings(3), games, decisions())


def pdf_text(path: Path, *, layout: bool = False) -> str:
    """The text of a PDF as pdftotext reads it (the test is skipped without poppler)."""
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    args = [tool, "-enc", "UTF-8"] + (["-layout"] if layout else []) + [str(path), "-"]
    return subprocess.run(args, capture_output=True, check=True, text=True).stdout


def pdf_pages(path: Path) -> list[str]:
    return pdf_text(path).split("\f")[:-1]


def pdf_info(path: Path) -> dict[str, str]:
    tool = shutil.which("pdfinfo")
    if tool is None:
        pytest.skip("pdfinfo (poppler-utils) is not installed")
    out = subprocess.run([tool, str(path)], capture_output=True, check=True, text=True).stdout
    return {
        key.strip(): value.strip()
        for key, _, value in (line.partition(":") for line in out.splitlines())
    }
