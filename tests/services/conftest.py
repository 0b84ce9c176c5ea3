"""Fixtures of the service tests: a fresh tournament file with players, and helpers.

The helpers come as a fixture (``helpers``) so that the tests import nothing from each
other, whichever import mode pytest runs in.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from tournament.services import TournamentService, create_tournament
from tournament.services.dto import GameInfo, PlayerEntry, ResultEntry, Settings


def make_service(
    tmp_path: Path, players: int = 9, settings: Settings | None = None, name: str = "t"
) -> TournamentService:
    service = create_tournament(
        "Clubabend", location=tmp_path / f"{name}.srt", settings=settings, desk="desk 1"
    )
    if players:
        service.players.import_players(
            [PlayerEntry(f"Player {i}", f"Club {i % 3}") for i in range(1, players + 1)]
        )
    return service


def win_for_first(game: GameInfo, others: int = 5) -> ResultEntry:
    """The starter goes out; the others keep ``others``, ``others + 1``, ... tiles."""
    tiles = {pid: (0 if i == 0 else others + i) for i, pid in enumerate(game.player_ids)}
    return ResultEntry(tiles)


def fill_round(service: TournamentService, number: int) -> None:
    for table in service.rounds.get(number).tables:
        for game in table.games:
            if game.status == "open":
                service.games.record_result(
                    game.id, win_for_first(game), expected_version=game.version
                )


@pytest.fixture(autouse=True)
def _documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))


@pytest.fixture
def helpers() -> SimpleNamespace:
    return SimpleNamespace(
        make_service=make_service, fill_round=fill_round, win_for_first=win_for_first
    )


@pytest.fixture
def service(tmp_path: Path) -> Iterator[TournamentService]:
    svc = make_service(tmp_path)
    yield svc
    svc.close()


# -- PostgreSQL: several desks on one server ----------------------------------------------


@pytest.fixture
def pg_url() -> Iterator[str]:
    base = os.environ.get("STEIN_RUMMY_TEST_PG")
    if not base:
        pytest.skip("STEIN_RUMMY_TEST_PG is not set")
    schema = f"t_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    yield url.render_as_string(hide_password=False)
    with admin.begin() as connection:
        connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
    admin.dispose()
