"""The results site as a reader sees it, in headless Chromium (Debian's chromium and
chromedriver; the test is skipped where they are missing): names with <, &, quotes and
umlauts appear as written, the links lead to the pages they name, nothing needs scripts."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tournament.exports.crosstable_data import results_data
from tournament.exports.site import write_site
from tournament.services import open_tournament

from .chromium import chromium
from .results_helpers import TRICKY, evening_copy


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("browser")
    service = open_tournament(evening_copy(tmp_path_factory, folder / "abend.srt"))
    try:
        data = results_data(service)
    finally:
        service.close()
    write_site(data, folder / "web", now=datetime(2026, 11, 29, 23, 0, tzinfo=UTC))
    return folder / "web"


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    # JavaScript off: the site must work without it (the driver still reads the page).
    yield from chromium(
        tmp_path_factory,
        "--window-size=1200,900",
        prefs={"profile.managed_default_content_settings.javascript": 2},
    )


def _texts(browser: Any, selector: str) -> list[str]:
    from selenium.webdriver.common.by import By

    return [element.text for element in browser.find_elements(By.CSS_SELECTOR, selector)]


def test_the_standings_show_every_name_and_club_as_written(browser: Any, site: Path) -> None:
    browser.get((site / "index.html").as_uri())
    assert browser.title == "Rangliste nach Runde 2 – Abend <Nov> & Co"
    names = _texts(browser, "table.standings tbody th")
    assert sorted(names) == sorted(name for name, _club in TRICKY)
    body = _texts(browser, "body")[0]
    for _name, club in TRICKY:
        assert club in body
    assert "Abend <Nov> & Co · 29.11.2026 · Köln" in body
    # The escaped markup stays text: no bold element, no script came out of a name.
    from selenium.webdriver.common.by import By

    assert browser.find_elements(By.CSS_SELECTOR, "main b, script") == []


def test_a_name_leads_to_the_players_card_and_the_menu_to_every_page(
    browser: Any, site: Path
) -> None:
    from selenium.webdriver.common.by import By

    browser.get((site / "index.html").as_uri())
    browser.find_element(By.LINK_TEXT, 'Çağrı "Öz" Öztürk').click()
    assert browser.find_element(By.TAG_NAME, "h1").text == 'Spielerkarte: Çağrı "Öz" Öztürk'
    rows = browser.find_elements(By.CSS_SELECTOR, "table.card tbody tr")
    assert len(rows) >= 6
    opponent = browser.find_element(By.CSS_SELECTOR, "table.card tbody .opponent a")
    name = opponent.text
    opponent.click()
    assert browser.find_element(By.TAG_NAME, "h1").text == f"Spielerkarte: {name}"
    for label, heading in (
        ("Runde 1", "Runde 1"),
        ("Kreuztabelle", "Kreuztabelle"),
        ("Spieler/innen", "Alle Spieler/innen"),
        ("Rangliste", "Rangliste nach Runde 2"),
    ):
        browser.find_element(By.LINK_TEXT, label).click()
        assert browser.find_element(By.TAG_NAME, "h1").text == heading
        assert browser.current_url.startswith(site.as_uri())


def test_the_crosstable_and_a_round_show_the_tricky_names(browser: Any, site: Path) -> None:
    from selenium.webdriver.common.by import By

    browser.get((site / "crosstable.html").as_uri())
    names = _texts(browser, "table.crosstable tbody th")
    assert "Zoë <b>Ångström</b>" in names and "O'Neil & Söhne" in names
    header = browser.find_elements(By.CSS_SELECTOR, "table.crosstable thead th")[2]
    assert header.get_attribute("title") == names[0]
    browser.get((site / "round-1.html").as_uri())
    assert "O'Neil & Söhne" in _texts(browser, "main")[0]
