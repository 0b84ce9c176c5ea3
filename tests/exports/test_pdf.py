"""What all printouts share: the embedded Unicode font, the fallback font, escaping."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest

from tournament.exports._pdf import (
    FONT,
    FONT_BOLD,
    esc,
    fallback_font,
    fit,
    page_size,
    register_fonts,
    runs,
    text_width,
)
from tournament.exports.model import DecisionsReport, ExportError, SeatEntry, SheetTable
from tournament.exports.plan import write_seating_plan, write_table_cards
from tournament.exports.reports import write_decisions_report, write_standings_report
from tournament.exports.sheets import write_score_sheets

from .samples import decisions, header, pdf_text, seating, standings


def _fonts(path: Path) -> list[tuple[str, bool]]:
    """(font name, embedded) for every font the PDF uses, as pdffonts lists them."""
    tool = shutil.which("pdffonts")
    if tool is None:
        pytest.skip("pdffonts (poppler-utils) is not installed")
    out = subprocess.run([tool, str(path)], capture_output=True, check=True, text=True).stdout
    rows = [line.split() for line in out.splitlines()[2:] if line.strip()]
    return [(row[0], row[-5] == "yes") for row in rows]


def test_every_printout_embeds_only_dejavu(tmp_path: Path) -> None:
    writers = {
        "sheets": lambda p: write_score_sheets(seating(plus=True), p),
        "blank": lambda p: write_score_sheets(seating(), p, blank=True),
        "plan": lambda p: write_seating_plan(seating(tables=4), p),
        "cards": lambda p: write_table_cards(seating(), p),
        "standings": lambda p: write_standings_report(standings(), p),
        "decisions": lambda p: write_decisions_report(DecisionsReport(header(), decisions()), p),
    }
    for name, write in writers.items():
        target = tmp_path / f"{name}.pdf"
        write(target)
        fonts = _fonts(target)
        assert {font.split("+")[-1] for font, _ in fonts} == {FONT, FONT_BOLD}, name
        assert all(embedded for _, embedded in fonts), name


def test_esc_shows_markup_as_text() -> None:
    register_fonts()
    assert esc("<b>A</b> & B") == "&lt;b&gt;A&lt;/b&gt; &amp; B"
    assert esc("Łukasz Żółć") == "Łukasz Żółć"


def test_runs_keep_dejavu_text_whole() -> None:
    register_fonts()
    assert runs("Zoë Ångström, Дмитрий, Αλέξανδρος") == [
        (None, "Zoë Ångström, Дмитрий, Αλέξανδρος")
    ]


def test_fallback_font_for_scripts_dejavu_lacks(tmp_path: Path) -> None:
    register_fonts()
    fallback = fallback_font()
    if fallback is None:
        pytest.skip("no fallback font for Chinese on this machine (e.g. fonts-droid-fallback)")
    assert runs("王小明 Wang") == [(fallback, "王小明 "), (None, "Wang")]
    assert (
        esc("王<明>")
        == f'<font name="{fallback}">王</font>&lt;<font name="{fallback}">明</font>&gt;'
    )
    seats = (SeatEntry(1, "王小明 Wang"), SeatEntry(2, "山田 太郎"), SeatEntry(3, "Anna"))
    data = dataclasses.replace(seating(), tables=(SheetTable(1, seats),))
    data = dataclasses.replace(
        data, tournament=dataclasses.replace(data.tournament, name="上海 Open")
    )
    target = tmp_path / "sheets.pdf"
    write_score_sheets(data, target)
    cards = tmp_path / "cards.pdf"
    write_table_cards(data, cards)
    for path in (target, cards):
        assert any(
            fallback.lower() in font.lower() or "fallback" in font.lower()
            for font, _ in _fonts(path)
        )
        assert all(embedded for _, embedded in _fonts(path))
    text = pdf_text(target)
    assert "王小明 Wang" in text and "山田 太郎" in text and "上海 Open" in text


def test_fit_cuts_with_an_ellipsis() -> None:
    register_fonts()
    long = "Internationales Turnier um den Großen Preis " * 3
    cut = fit(long, FONT, 10, 200)
    assert cut.endswith("…") and text_width(cut, FONT, 10) <= 200
    assert long.startswith(cut[:-1].rstrip())
    assert fit("Kurz", FONT, 10, 200) == "Kurz"


def test_page_sizes() -> None:
    assert page_size("A4") == pytest.approx((595.28, 841.89), abs=0.01)
    assert page_size("letter") == (612.0, 792.0)
    assert page_size("A4", landscape_=True)[0] > page_size("A4")[0]
    with pytest.raises(ExportError, match="'B5'"):
        page_size("B5")
