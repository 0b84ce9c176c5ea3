"""Fixtures of the desktop app's tests: an application set up like the real one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtWidgets import QApplication

from tournament.ui import errors
from tournament.ui.app import create_application
from tournament.ui.language import install_language
from tournament.ui.session import Session
from tournament.ui.settings import Settings


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    """The QApplication with names, private settings and English texts."""
    create_application()
    install_language("en")
    yield qapp
    install_language("en")


@pytest.fixture(autouse=True)
def _defects_fail_the_test(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[list[str]]:
    """An unexpected error (a defect) fails the test. The app shows it in a box and logs
    it instead of raising, so without this a slot that raises would pass unseen. A test
    that provokes one on purpose asks for ``expected_defects``."""
    seen: list[str] = []
    write = errors._write_log

    def record(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        seen.append(f"{kind.__name__}: {exc}")
        write(kind, exc, tb)

    monkeypatch.setattr(errors, "_write_log", record)
    yield seen
    if "expected_defects" not in request.fixturenames:
        assert seen == [], "unexpected errors were reported (see the captured stderr)"


@pytest.fixture
def expected_defects(_defects_fail_the_test: list[str]) -> list[str]:
    """The defects the test provokes on purpose (the test checks them itself)."""
    return _defects_fail_the_test


@pytest.fixture
def reported(app: QApplication) -> Iterator[list[str]]:
    """Messages the error reporter showed during the test."""
    messages: list[str] = []
    reporter = errors.reporter()
    reporter.reported.connect(messages.append)
    yield messages
    reporter.reported.disconnect(messages.append)


@pytest.fixture
def settings(app: QApplication) -> Settings:
    return Settings()


# Qt's offscreen platform (used by the tests) says it cannot pass size hints to a window
# manager it does not have; that is not a problem of the app.
OFFSCREEN_NOISE = r"This plugin does not support propagateSizeHints\(\)"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "/tests/ui/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


@pytest.fixture
def played(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """A tournament of 9 players with round 1 played (plausible random results) and
    round 2 started, as a session of the app."""
    import random

    from tournament.services import create_tournament
    from tournament.services.demo import play_round
    from tournament.services.dto import PlayerEntry

    service = create_tournament("Test evening", location=tmp_path / "played.srt", desk="desk")
    service.players.import_players(
        [PlayerEntry(name, club) for name, club in zip(NAMES, CLUBS * 3, strict=False)]
    )
    play_round(service, random.Random(3))
    service.rounds.start_round()
    session = Session(service)
    yield session
    session.close()


@pytest.fixture
def plus(app: QApplication, tmp_path: Path) -> Iterator[Session]:
    """Stein-Rummy Plus, four players: one table of four, round 1 started."""
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry
    from tournament.services.dto import Settings as TournamentSettings

    service = create_tournament(
        "Plus", location=tmp_path / "plus.srt", settings=TournamentSettings(variant="stein-plus")
    )
    service.players.import_players([PlayerEntry(n) for n in ("Anna", "Bernd", "Clara", "Dieter")])
    service.rounds.start_round()
    session = Session(service)
    yield session
    session.close()


NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Eva", "Frank", "Gabi", "Hans", "Ines"]
CLUBS = ["TSV", "SC", "RC"]
