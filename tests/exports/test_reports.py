"""The standings report and the director's report of decisions."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path

from tournament.exports.model import DecisionsReport, StandingEntry
from tournament.exports.reports import (
    describe_decision,
    write_decisions_report,
    write_standings_report,
)

from .samples import UNICODE_NAMES, decisions, header, pdf_pages, pdf_text, standings


def _rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.strip()]


def test_standings_rows_with_points_max_percent_games_and_tie_breaks(tmp_path: Path) -> None:
    report = standings(4)
    target = tmp_path / "standings.pdf"
    assert write_standings_report(report, target) == 4
    text = pdf_text(target, layout=True)
    assert "Rangliste nach Runde 4" in text
    lines = _rows(text)
    # 35.5, 34.5, 33.5, 32.5 of 40: 88.75 %, 86.25 %, ... rounded half away from zero;
    # then games, games won, tiles left (the basic game has no claims column).
    expected = {
        UNICODE_NAMES[0]: ["1.", "35,5", "40", "88,8", "%", "12", "5", "0"],
        UNICODE_NAMES[1]: ["2.", "34,5", "40", "86,3", "%", "12", "4", "0"],
        UNICODE_NAMES[2]: ["3.", "33,5", "40", "83,8", "%", "12", "3", "0"],
        "Anna Müller": ["4.", "32,5", "40", "81,3", "%", "12", "2", "0"],
    }
    head = next(line for line in lines if "Rang" in line)
    assert head[-3:] == ["Spiele", "gewonnen", "Steine"]
    assert "Claims" not in head
    for name, numbers in expected.items():
        line = next(line for line in lines if name in " ".join(line))
        assert [line[0], *line[-7:]] == numbers
        assert f"Club {list(expected).index(name)}" in " ".join(line)


def test_footer_names_rules_and_options_on_every_page(tmp_path: Path) -> None:
    rows = tuple(
        StandingEntry(n, f"Spieler {n}", "", Fraction(100 - n), Fraction(120), 30)
        for n in range(1, 121)
    )
    report = dataclasses.replace(standings(), rows=rows)
    target = tmp_path / "standings.pdf"
    write_standings_report(report, target, language="en")
    pages = pdf_pages(target)
    assert len(pages) >= 3
    for number, page in enumerate(pages, start=1):
        flat = " ".join(page.split())
        assert "Rules: Game: Stein-Rummy · Jokers: one per player" in flat
        assert "Neutralising penalty: 0.5" in flat and "Ranking: by points" in flat
        assert f"Page {number} of {len(pages)}" in flat
        assert "Rank" in flat  # the header row repeats


def test_footer_says_how_ties_were_broken_in_both_languages(tmp_path: Path) -> None:
    by_points = tmp_path / "points.pdf"
    write_standings_report(standings(3), by_points, language="de")
    flat = " ".join(pdf_text(by_points).split())
    assert (
        "Gleichstand: Rang nach Punkten; bei Gleichstand entscheidet der Prozentwert, "
        "dann gewonnene Spiele, dann weniger Reststeine; sonst geteilter Rang (=)."
    ) in flat
    plus = dataclasses.replace(standings(3), tournament=header(plus=True, rank_by="percent"))
    by_percent = tmp_path / "percent.pdf"
    write_standings_report(plus, by_percent, language="en")
    flat = " ".join(pdf_text(by_percent).split())
    assert (
        "Ties: ranked by percent; ties broken by points, then games won, then claims, "
        "then fewer tiles left; else a shared rank (=)."
    ) in flat
    head = next(line for line in _rows(pdf_text(by_percent, layout=True)) if "Rank" in line)
    assert head[-4:] == ["Games", "won", "Claims", "Tiles"]


def test_shared_rank_is_marked_on_every_line_and_withdrawn_marked(tmp_path: Path) -> None:
    rows = (
        StandingEntry(1, "Anna", "", Fraction(9), Fraction(9), 3, shared=True),
        StandingEntry(1, "Bernd", "", Fraction(9), Fraction(9), 3, shared=True),
        StandingEntry(3, "Carla", "", Fraction(3, 2), Fraction(9), 3, withdrawn=True),
    )
    target = tmp_path / "standings.pdf"
    write_standings_report(dataclasses.replace(standings(), rows=rows), target)
    lines = _rows(pdf_text(target, layout=True))
    anna = next(line for line in lines if "Anna" in line)
    bernd = next(line for line in lines if "Bernd" in line)
    carla = next(line for line in lines if "Carla" in line)
    assert anna[:2] == ["=1.", "Anna"] and bernd[:2] == ["=1.", "Bernd"]
    assert anna[-7:] == ["9", "9", "100,0", "%", "3", "0", "0"]
    assert carla[:2] == ["3.", "Carla"] and "1,5" in carla and "16,7" in carla
    assert "zurückgezogen" in pdf_text(target)


def test_group_column_only_when_groups(tmp_path: Path) -> None:
    plain, grouped = tmp_path / "a.pdf", tmp_path / "b.pdf"
    report = standings(3)
    write_standings_report(report, plain)
    rows = tuple(dataclasses.replace(row, group="A") for row in report.rows)
    write_standings_report(dataclasses.replace(report, rows=rows), grouped)
    assert "Gruppe" not in pdf_text(plain)
    assert "Gruppe" in pdf_text(grouped)


def test_decisions_report_lists_reason_author_time(tmp_path: Path) -> None:
    target = tmp_path / "decisions.pdf"
    report = DecisionsReport(header(), decisions())
    assert write_decisions_report(report, target) == 2
    flat = " ".join(pdf_text(target).split())
    assert "Entscheidungen der Turnierleitung" in flat
    assert "Begründung: Steine vertauscht" in flat and "Begründung: Zeit abgelaufen" in flat
    assert "Renate Groß" in flat and "Desk 2" in flat
    assert "29.11.2026 19:42" in flat and "29.11.2026 19:05" in flat
    assert "neutralisiert; Abzug 0,5 je Spieler/in" in flat
    assert "vorzeitig beendet: Łukasz Żółć 3 · Zoë Ångström 5" in flat
    assert "zurückgenommen von Renate Groß, 29.11.2026 19:15: Irrtum" in flat
    # In time order: the earlier decision first.
    assert flat.index("19:05") < flat.index("19:42")


def test_decisions_report_in_english_and_empty(tmp_path: Path) -> None:
    target = tmp_path / "decisions.pdf"
    write_decisions_report(DecisionsReport(header(), ()), target, language="en")
    flat = " ".join(pdf_text(target).split())
    assert "Director's decisions" in flat and "No decisions." in flat


def test_describe_decision_in_both_languages() -> None:
    neutral, early = decisions()
    assert describe_decision(neutral, "en") == "neutralised; penalty 0.5 per player"
    assert describe_decision(early, "de") == "vorzeitig beendet: Łukasz Żółć 3 · Zoë Ångström 5"
