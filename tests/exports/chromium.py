"""Debian's headless Chromium driven by selenium, for the tests that open the results
site as a reader does (skipped where chromium or chromium-driver is missing)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def chromium(
    factory: pytest.TempPathFactory, *arguments: str, prefs: dict[str, Any] | None = None
) -> Iterator[Any]:
    """A headless Chromium with a profile of its own, given ``arguments`` and ``prefs``;
    quit and its profile removed after the yield."""
    webdriver = pytest.importorskip("selenium.webdriver")
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("Chromium (Debian's chromium and chromium-driver) is not installed")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = factory.mktemp("chromium-profile")
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        *arguments,
        f"--user-data-dir={profile}",
    ):
        options.add_argument(argument)
    if prefs:
        options.add_experimental_option("prefs", prefs)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
