"""Fixtures of the service tests: a fresh tournament file with players."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from service_helpers import make_service

from tournament.services import TournamentService


@pytest.fixture(autouse=True)
def _documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    svc = make_service(tmp_path)
    yield svc
    svc.close()
