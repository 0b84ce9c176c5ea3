"""Fixtures of the phone pages' tests: a tournament with a started round, the server on
127.0.0.1 (a free port) in a thread, and headless Chromium driven by Selenium."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from tournament.services import TournamentService
from tournament.services.dto import GameInfo, ResultEntry
from tournament.web import Limits, PhoneServer

from .phones import make_tournament

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def win_for_first(game: GameInfo) -> ResultEntry:
    return ResultEntry({pid: (0 if i == 0 else 4 + i) for i, pid in enumerate(game.player_ids)})


@pytest.fixture(autouse=True)
def _documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))


@pytest.fixture
def director(tmp_path: Path) -> Iterator[TournamentService]:
    """The director's desk on a tournament of 12 players (four tables of three)."""
    service = make_tournament(tmp_path / "abend.srt")
    yield service
    service.close()


@pytest.fixture
def start_server(
    director: TournamentService, tmp_path: Path
) -> Iterator[Callable[..., SimpleNamespace]]:
    servers: list[PhoneServer] = []

    def start(limits: Limits | None = None) -> SimpleNamespace:
        server = PhoneServer(tmp_path / "abend.srt", host="127.0.0.1", port=0, limits=limits)
        servers.append(server)
        links = server.links()
        server.start()
        return SimpleNamespace(server=server, links=links, base=server.base_url)

    yield start
    for server in servers:
        server.stop()
    assert all(not s.running for s in servers)


@pytest.fixture
def served(start_server: Callable[..., SimpleNamespace]) -> SimpleNamespace:
    return start_server()


def _chromium_options(language: str, width: int, height: int, profile: str) -> object:
    from selenium.webdriver.chrome.options import Options

    options = Options()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-extensions",
        f"--user-data-dir={profile}",
        f"--lang={language}",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return options


@pytest.fixture(scope="module")
def browser_factory() -> Iterator[Callable[..., object]]:
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        pytest.skip("Debian's chromium and chromium-driver are not installed")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    drivers: list[object] = []
    profiles: list[str] = []

    def make(language: str = "en", width: int = 360, height: int = 800) -> object:
        profile = tempfile.mkdtemp(prefix="stein-rummy-chromium-")
        profiles.append(profile)
        driver = webdriver.Chrome(
            service=Service(CHROMEDRIVER),
            options=_chromium_options(language, width, height, profile),  # type: ignore[arg-type]
        )
        driver.set_page_load_timeout(30)
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.quit()  # type: ignore[attr-defined]
    for profile in profiles:
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def browser(browser_factory: Callable[..., object]) -> object:
    """One browser for a module's tests (starting Chromium takes seconds)."""
    return browser_factory()
