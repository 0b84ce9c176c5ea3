"""A real tournament file, made through the services, for the adapter and CLI tests."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from .samples import PLAYERS


@pytest.fixture(scope="session")
def evening_master(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Seven players (a 3-table and a 4-table), Stein-Rummy Plus; round 1 played with a
    claim, one neutralised game and one withdrawn decision, closed; round 2 started."""
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry, ResultEntry, Settings

    folder = tmp_path_factory.mktemp("evening")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STEIN_RUMMY_DOCUMENTS", str(folder / "documents"))
        service = create_tournament(
            "Vereinsabend",
            location=folder / "abend.srt",
            settings=Settings(variant="stein-plus", neutral_penalty=Fraction(1, 2)),
            date="2026-11-29",
            place="Köln",
            director="Renate Groß",
            desk="desk 1",
        )
        try:
            service.players.import_players([PlayerEntry(name, club) for name, club in PLAYERS])
            first = service.rounds.start_round().value
            for table in first.tables:
                for game in table.games:
                    tiles = {pid: index * 2 for index, pid in enumerate(game.player_ids)}
                    claims = {game.player_ids[0]: 1}
                    service.games.record_result(
                        game.id, ResultEntry(tiles, claims), expected_version=game.version
                    )
            game = service.rounds.get(1).tables[0].games[1]
            done = service.decisions.apply_decision(
                game.id,
                "ended_early",
                reason="Zeit",
                expected_version=game.version,
                values={pid: 3 for pid in game.player_ids},
            )
            service.decisions.withdraw_decision(
                done.value.decision.id, reason="Irrtum", expected_version=done.value.version
            )
            game = service.games.get(game.id)
            service.decisions.apply_decision(
                game.id, "neutralised", reason="Steine vertauscht", expected_version=game.version
            )
            service.rounds.close_round(1)
            service.rounds.start_round()
        finally:
            service.close()
    yield folder / "abend.srt"


@pytest.fixture
def evening(evening_master: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh copy of the tournament file for one test."""
    monkeypatch.setenv("STEIN_RUMMY_DOCUMENTS", str(tmp_path / "documents"))
    target = tmp_path / "abend.srt"
    shutil.copy(evening_master, target)
    return target
