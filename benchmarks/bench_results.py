"""Speed of the results: crosstable, player cards, the web site and the season ranking.

Run: .venv/bin/python benchmarks/bench_results.py

A tournament of 300 players over 12 rounds (tables of three, three games each: 3,600
games) made in memory, no database: the crosstable, all 300 player cards as PDF, the
crosstable and cards workbook, the whole web site (312 pages); and a season of 12 such
evenings ranked with teams. Each figure is the median of a few runs. No target was set;
the figures show what an evening costs (the site and the cards are written once a round).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from tournament.exports.crosstable_data import PlayerRef, ResultsData
from tournament.exports.crosstable_pdf import write_crosstable, write_player_cards
from tournament.exports.crosstable_xlsx import write_results_workbook
from tournament.exports.model import (
    RoundSeating,
    SeatEntry,
    SheetTable,
    StandingEntry,
    StandingsReport,
    TournamentHeader,
)
from tournament.exports.site import write_site
from tournament.scoring.crosstable import Line, ScoredGame
from tournament.scoring.season import Evening, EveningResult, season_ranking

PLAYERS, ROUNDS = 300, 12
CLUBS = ["SC Blau-Weiß", "TSV Ötigheim", "Rummy & Co", "RC Köln", "", "1. SRC"]


def tournament(seed: int = 1) -> ResultsData:
    rng = random.Random(seed)
    names = [f"Spieler {n} Müller-Łódź" for n in range(1, PLAYERS + 1)]
    clubs = [CLUBS[n % len(CLUBS)] for n in range(PLAYERS)]
    games: list[ScoredGame] = []
    rounds: list[RoundSeating] = []
    header = TournamentHeader("Benchmark <300> & Co", "2026-11-29", options={"variant": "stein"})
    order = list(range(PLAYERS))
    for number in range(1, ROUNDS + 1):
        rng.shuffle(order)
        tables = []
        for table in range(PLAYERS // 3):
            seated = order[table * 3 : table * 3 + 3]
            seats = tuple(
                SeatEntry(seat, names[p], clubs[p], p + 1) for seat, p in enumerate(seated, 1)
            )
            tables.append(SheetTable(table + 1, seats))
            for game in range(1, 4):
                ranks = rng.sample([3, 2, 1], 3)
                lines = tuple(
                    Line(str(p + 1), seat, rng.randint(0, 20), None, Fraction(points))
                    for seat, (p, points) in enumerate(zip(seated, ranks, strict=True), 1)
                )
                games.append(ScoredGame(number, table + 1, game, lines, Fraction(3)))
        rounds.append(RoundSeating(header, number, tuple(tables)))
    totals = {str(p + 1): Fraction(0) for p in range(PLAYERS)}
    for game in games:
        for line in game.lines:
            totals[line.player] += line.points or 0
    ordered = sorted(totals, key=lambda key: -totals[key])
    refs = tuple(
        PlayerRef(
            key,
            names[int(key) - 1],
            clubs[int(key) - 1],
            int(key),
            StandingEntry(
                rank,
                names[int(key) - 1],
                clubs[int(key) - 1],
                totals[key],
                Fraction(3 * 3 * ROUNDS),
                3 * ROUNDS,
            ),
        )
        for rank, key in enumerate(ordered, start=1)
    )
    report = StandingsReport(header, tuple(ref.standing for ref in refs), ROUNDS)
    return ResultsData(report, refs, tuple(games), tuple(rounds))


def median(job: Callable[[], object], runs: int = 3) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    data = tournament()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        write_crosstable(data, out / "warm.pdf")  # fonts loaded once
        figures = {
            "crosstable, 300 players (computed)": median(lambda: tournament().crosstable(), runs=1),
            "player cards, 300 pages (PDF)": median(
                lambda: write_player_cards(data, out / "cards.pdf"), runs=1
            ),
            "crosstable (PDF)": median(lambda: write_crosstable(data, out / "x.pdf"), runs=1),
            "crosstable and cards (xlsx)": median(
                lambda: write_results_workbook(data, out / "x.xlsx"), runs=1
            ),
            "web site, 312 pages": median(lambda: write_site(data, out / "web"), runs=1),
        }
        pages = len(list((out / "web").glob("*.html")))
        size = sum(path.stat().st_size for path in (out / "web").iterdir())
    evenings = []
    for seed in range(12):
        rng = random.Random(seed)
        evenings.append(
            Evening(
                f"E{seed}",
                tuple(
                    EveningResult(
                        f"Spieler {n}",
                        CLUBS[n % 6],
                        Fraction(rng.randint(10, 36)),
                        Fraction(36),
                        12,
                    )
                    for n in range(PLAYERS)
                    if rng.random() < 0.8
                ),
            )
        )
    figures["season, 12 evenings x 300 players, teams"] = median(
        lambda: season_ranking(evenings, best=8, min_evenings=4, team_size=3)
    )
    for label, seconds in figures.items():
        print(f"{label:<45} {seconds:7.2f} s")
    print(f"{'web site':<45} {pages} pages, {size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
