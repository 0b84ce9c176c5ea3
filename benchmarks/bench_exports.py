"""Speed of the printouts and the workbook.

Run: .venv/bin/python benchmarks/bench_exports.py

Targets (issue 6): score sheets for 100 tables in at most 3 s; the standings workbook for
300 players over 12 rounds in at most 3 s. Also timed: the seating plan and table cards for
100 tables and the standings report for 300 players. Each figure is the median of a few
runs, fonts already loaded (the first printout of a process also reads the font files;
that one-off cost is printed separately).
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from fractions import Fraction
from pathlib import Path

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

SHEETS_TARGET_S = 3.0
WORKBOOK_TARGET_S = 3.0

FIRST = ["Łukasz", "Zoë", "Çağrı", "Anna", "Bernd", "Jürgen", "Søren", "Ágnes", "Émile", "Olga"]
LAST = ["Żółć", "Ångström", "Öztürk", "Müller", "Schäfer", "Weiß", "Nørgaard", "Kovács", "Groß"]
CLUBS = ["TSV Ötigheim", "Rummy-Club Köln 1998", "SC Blau-Weiß", ""]


def header() -> TournamentHeader:
    options: dict[str, object] = {
        "variant": "stein-plus",
        "jokers": "per_player",
        "first_turn_rommee": "winner_full",
        "neutral_penalty": Fraction(1, 2),
        "rank_by": "points",
        "movement": "rotate",
    }
    return TournamentHeader(
        "Landesmeisterschaft Stein-Rummy", "2026-11-29", "Stadthalle", "Renate Groß", options
    )


def players(count: int, rnd: random.Random) -> list[tuple[str, str]]:
    return [
        (f"{rnd.choice(FIRST)} {rnd.choice(LAST)} {n}", rnd.choice(CLUBS))
        for n in range(1, count + 1)
    ]


def tables_of(count: int) -> list[int]:
    """Table sizes for ``count`` players: threes, the remainder as fours."""
    fours = count % 3
    threes = (count - 4 * fours) // 3
    return [3] * threes + [4] * fours


def seating(tables: int, rnd: random.Random) -> RoundSeating:
    people = players(tables * 3 + 2, rnd)
    sizes = tables_of(len(people))
    result, index = [], 0
    for number, size in enumerate(sizes, start=1):
        seats = tuple(SeatEntry(seat, *people[index + seat - 1]) for seat in range(1, size + 1))
        index += size
        result.append(SheetTable(number, seats))
    return RoundSeating(header(), 7, tuple(result))


def workbook(count: int, rounds: int, rnd: random.Random) -> WorkbookData:
    people = players(count, rnd)
    names = [name for name, _ in people]
    games: list[GameRecord] = []
    totals: dict[str, list[Fraction]] = {name: [Fraction(0), Fraction(0)] for name in names}
    start = datetime(2026, 11, 29, 18, 0)
    for number in range(1, rounds + 1):
        rnd.shuffle(names)
        index = 0
        for table, size in enumerate(tables_of(count), start=1):
            seated = names[index : index + size]
            index += size
            for game in range(1, size + 1):
                tiles = [0] + [rnd.randint(1, 12) for _ in range(size - 1)]
                rnd.shuffle(tiles)
                order = sorted(tiles)
                scale = list(range(4, 4 - size, -1))
                lines = []
                for seat, (name, left) in enumerate(zip(seated, tiles, strict=True), start=1):
                    first, tied = order.index(left), order.count(left)
                    claims = rnd.choice((0, 0, 0, 1))
                    points = Fraction(sum(scale[first : first + tied]), tied) + claims
                    totals[name][0] += points
                    totals[name][1] += 4
                    lines.append(GameLine(seat, name, left, claims, points))
                games.append(
                    GameRecord(
                        number,
                        table,
                        game,
                        game,
                        tuple(lines),
                        Fraction(4),
                        entered_by="Desk 1",
                        entered_at=start + timedelta(minutes=number * 60 + table),
                    )
                )
    ordered = sorted(totals.items(), key=lambda item: -item[1][0])
    rows = tuple(
        StandingEntry(rank, name, dict(people)[name], points, maximum, rounds * 3)
        for rank, (name, (points, maximum)) in enumerate(ordered, start=1)
    )
    decisions = tuple(
        DecisionEntry(
            n % rounds + 1, n % 90 + 1, 2, "neutralised", "Steine vertauscht", "TL", start
        )
        for n in range(40)
    )
    return WorkbookData(StandingsReport(header(), rows, rounds), tuple(games), decisions)


def median_seconds(action: Callable[[], object], repeat: int = 3) -> float:
    figures = []
    for _ in range(repeat):
        begin = time.perf_counter()
        action()
        figures.append(time.perf_counter() - begin)
    return statistics.median(figures)


def main() -> int:
    from tournament.exports._pdf import register_fonts
    from tournament.exports.plan import write_seating_plan, write_table_cards
    from tournament.exports.reports import write_standings_report
    from tournament.exports.sheets import write_score_sheets
    from tournament.exports.xlsx import write_standings_workbook

    rnd = random.Random(2026)
    begin = time.perf_counter()
    register_fonts()
    print(f"font loading (once per process):           {time.perf_counter() - begin:6.3f} s")
    round_100 = seating(100, rnd)
    data = workbook(300, 12, rnd)
    lines = sum(len(game.lines) for game in data.games)
    print(f"workbook data: 300 players, 12 rounds, {len(data.games)} games, {lines} lines")
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        sheets = median_seconds(lambda: write_score_sheets(round_100, out / "sheets.pdf"))
        print(
            f"score sheets, {len(round_100.tables)} tables:                 {sheets:6.3f} s"
            f"   (target <= {SHEETS_TARGET_S} s)"
        )
        book = median_seconds(lambda: write_standings_workbook(data, out / "book.xlsx"))
        print(
            f"workbook, 300 players x 12 rounds:          {book:6.3f} s"
            f"   (target <= {WORKBOOK_TARGET_S} s)"
        )
        plan = median_seconds(lambda: write_seating_plan(round_100, out / "plan.pdf"))
        print(f"seating plan, 100 tables (302 players):     {plan:6.3f} s")
        cards = median_seconds(lambda: write_table_cards(round_100, out / "cards.pdf"))
        print(f"table cards, 100 tables:                    {cards:6.3f} s")
        report = median_seconds(lambda: write_standings_report(data.standings, out / "st.pdf"))
        print(f"standings report, 300 players:              {report:6.3f} s")
        failed = sheets > SHEETS_TARGET_S or book > WORKBOOK_TARGET_S
    print("targets met" if not failed else "TARGET MISSED")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
