"""The statistics report as PDF, German and English."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.exports.samples import pdf_text
from tournament.exports.model import ExportError
from tournament.exports.statistics_report import WORDS, StatisticsReport, write_report
from tournament.statistics.games import run_games
from tournament.statistics.montecarlo import HandRules, run_hands


@pytest.mark.parametrize("language", ["de", "en"])
def test_report_in_both_languages(tmp_path: Path, language: str) -> None:
    rules = HandRules()
    tally = run_hands(rules, 60, 2, workers=1)
    games = run_games(("greedy", "greedy", "greedy"), 1, 2, workers=1)
    path = tmp_path / f"stats-{language}.pdf"
    write_report(path, StatisticsReport(rules, 60, 2, tally, games), language=language)
    assert path.read_bytes().startswith(b"%PDF")
    assert set(WORDS["de"]) == set(WORDS["en"])
    text = " ".join(pdf_text(path).split())
    words = WORDS[language]
    for key in ("title", "dead", "placed", "near_miss"):
        assert words[key] in text, key
    for key in ("hand_romme", "dead_1_3", "group_share"):  # table cells wrap: their start
        assert " ".join(words[key].split()[:3]) in text, key
    assert words["seats"].format(games=1) in text
    verdicts = {words[v] for v in ("holds", "fails", "undecided", "unmeasured")}
    assert any(v in text for v in verdicts)


def test_a_folder_that_does_not_exist_is_an_error(tmp_path: Path) -> None:
    rules = HandRules()
    report = StatisticsReport(rules, 3, 1, run_hands(rules, 3, 1, workers=1))
    with pytest.raises(ExportError, match="does not exist"):
        write_report(tmp_path / "missing" / "x.pdf", report)
