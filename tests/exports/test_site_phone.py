"""The results site on a phone (390 px) and a desk (1280 px), in headless Chromium: no page
wider than the screen (every table scrolls inside its own block or reflows into cards), the
ranking column always on screen, long names wrapped, the header band across the page, the
mark of an unplayed game readable (contrast at least 4.5:1, WCAG AA) and a skip link first."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tournament.exports.crosstable_data import results_data
from tournament.exports.site import write_site
from tournament.services import open_tournament

from .chromium import chromium
from .results_helpers import TRICKY, play_evening

LONG = "Maximiliane-Charlotte Zwetschgenbaum-Oberhollenzer von Hohenfels"
"""A name of 60 characters and more, with a hyphenated part longer than a phone is wide."""
PHONE, DESK = 390, 1280


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An evening of eight (two tables of four), one with a long name; round 2 half
    entered, so the round page shows games still open."""
    folder = tmp_path_factory.mktemp("phone")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(folder / "documents"))
        path = play_evening(folder / "abend.srt", players=[*TRICKY, (LONG, "SG Rommé 1990 e.V.")])
    service = open_tournament(path)
    try:
        rnd = service.rounds.start_round().value
        game = rnd.tables[0].games[0]
        tiles = {pid: index * 2 for index, pid in enumerate(game.player_ids)}
        from tournament.services.dto import ResultEntry

        service.games.record_result(game.id, ResultEntry(tiles), expected_version=game.version)
        data = results_data(service)
    finally:
        service.close()
    write_site(data, folder / "web", now=datetime(2026, 11, 29, 23, 0, tzinfo=UTC))
    return folder / "web"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    yield from chromium(tmp_path_factory, "--hide-scrollbars")


def _open(browser: Any, page: Path, width: int) -> None:
    """``page`` on a screen ``width`` CSS pixels wide (a phone: a mobile viewport)."""
    browser.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": width < 600},
    )
    browser.get(page.as_uri())


def _pages(site: Path) -> list[Path]:
    return sorted(site.glob("*.html"))


@pytest.mark.parametrize("width", [PHONE, DESK])
def test_no_page_is_wider_than_the_screen(browser: Any, site: Path, width: int) -> None:
    too_wide = {}
    for page in _pages(site):
        _open(browser, page, width)
        scroll = browser.execute_script("return document.documentElement.scrollWidth")
        if scroll > width:
            too_wide[page.name] = scroll
    assert too_wide == {}


@pytest.mark.parametrize("width", [PHONE, DESK])
def test_every_table_scrolls_in_its_block_or_reflows(browser: Any, site: Path, width: int) -> None:
    from selenium.webdriver.common.by import By

    for page in _pages(site):
        _open(browser, page, width)
        for table in browser.find_elements(By.CSS_SELECTOR, "main table"):
            held = browser.execute_script(
                "const t = arguments[0];"
                "if (getComputedStyle(t).display === 'block') return 'cards';"
                "const box = t.parentElement;"
                "return getComputedStyle(box).overflowX === 'auto' ? 'scrolls' : 'loose';",
                table,
            )
            assert held in ("scrolls", "cards"), page.name


def test_the_ranking_column_is_on_screen_on_a_phone(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    _open(browser, site / "index.html", PHONE)
    head = browser.find_element(By.CSS_SELECTOR, "table.standings thead th.ranking")
    assert head.text == "%"
    for cell in browser.find_elements(By.CSS_SELECTOR, "table.standings td.ranking")[:3]:
        box = browser.execute_script("return arguments[0].getBoundingClientRect().toJSON()", cell)
        assert box["left"] >= 0 and box["right"] <= PHONE, box
        assert re.fullmatch(r"\d+(,\d)? %", cell.text), cell.text


def test_a_long_name_wraps_and_the_header_band_spans_the_page(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    cards = [page for page in _pages(site) if page.name.startswith("player-")]
    card = next(page for page in cards if LONG in page.read_text("utf-8"))
    for page in (site / "index.html", card, site / "round-1.html"):
        _open(browser, page, PHONE)
        header = browser.find_element(By.TAG_NAME, "header")
        assert header.rect["width"] == PHONE, page.name
        name = browser.find_element(By.XPATH, f"//*[text()={LONG!r}]")
        assert name.rect["x"] + name.rect["width"] <= PHONE, page.name


def _luminance(colour: str) -> float:
    parts = colour[colour.index("(") + 1 : colour.index(")")].split(",")
    values = []
    for part in parts[:3]:
        channel = int(part) / 255
        values.append(channel / 12.92 if channel <= 0.03928 else ((channel + 0.055) / 1.055) ** 2.4)
    red, green, blue = values
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def test_the_mark_of_an_unplayed_game_is_readable(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    _open(browser, site / "round-3.html", PHONE)
    marks = browser.find_elements(By.CSS_SELECTOR, "td.open")
    assert marks and all(mark.text == "–" for mark in marks)
    for mark in marks:
        ink = mark.value_of_css_property("color")
        paper = browser.execute_script(
            "let e = arguments[0];"
            "while (e && getComputedStyle(e).backgroundColor === 'rgba(0, 0, 0, 0)')"
            " e = e.parentElement;"
            "return e ? getComputedStyle(e).backgroundColor : 'rgb(255, 255, 255)';",
            mark,
        )
        light, dark = sorted((_luminance(ink), _luminance(paper)), reverse=True)
        assert (light + 0.05) / (dark + 0.05) >= 4.5, (ink, paper)


def test_a_skip_link_leads_past_the_menu(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    for page in (site / "index.html", site / "crosstable.html"):
        _open(browser, page, PHONE)
        first = browser.find_element(By.CSS_SELECTOR, "body a")
        assert first.get_attribute("href").endswith("#main")
        assert first.get_attribute("textContent") == "Zum Inhalt"
        assert browser.find_element(By.ID, "main").tag_name == "main"


def test_a_phone_screenshot_of_the_standings(browser: Any, site: Path, tmp_path: Path) -> None:
    """Kept for a person to look at (``STEIN_RUMMY_SHOTS``: a folder); checks it is made."""
    import os

    folder = Path(os.environ.get("STEIN_RUMMY_SHOTS", tmp_path))
    for page in ("index.html", "round-1.html"):
        _open(browser, site / page, PHONE)
        height = browser.execute_script("return document.documentElement.scrollHeight")
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": PHONE, "height": height, "deviceScaleFactor": 1, "mobile": True},
        )
        shot = folder / f"site-390-{page.replace('.html', '')}.png"
        assert browser.save_screenshot(str(shot)) and shot.stat().st_size > 0
    card = next(
        page
        for page in _pages(site)
        if LONG in page.read_text("utf-8") and page.name.startswith("player-")
    )
    _open(browser, card, PHONE)
    assert browser.save_screenshot(str(folder / "site-390-card.png"))
