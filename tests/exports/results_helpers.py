"""A played evening whose names need escaping everywhere, for the results' tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

TRICKY = [
    ("Zoë <b>Ångström</b>", "Rummy & Co"),
    ('Çağrı "Öz" Öztürk', "SC Blau-Weiß"),
    ("O'Neil & Söhne", "<script>alert(1)</script>"),
    ("=Anna Müller", "+49 Club"),
    ("Bernd Schäfer", "TSV Ötigheim"),
    ("Carla Weiß", ""),
    ("Dieter Groß", "SC Blau-Weiß"),
]


def play_evening(
    path: Path,
    *,
    name: str = "Abend <Nov> & Co",
    date: str = "2026-11-29",
    rounds: int = 2,
    players: list[tuple[str, str]] | None = None,
    variant: str = "stein-plus",
) -> Path:
    """Seven players (a 3-table and a 4-table), Stein-Rummy Plus (or ``variant``),
    ``rounds`` rounds played and closed with fixed results (claims in Plus only); the
    second game of round 1's first table ended early."""
    from tournament.services import create_tournament
    from tournament.services.dto import PlayerEntry, ResultEntry, Settings

    service = create_tournament(
        name, location=path, settings=Settings(variant=variant), date=date, place="Köln"
    )
    try:
        service.players.import_players([PlayerEntry(n, c) for n, c in (players or TRICKY)])
        for number in range(rounds):
            rnd = service.rounds.start_round().value
            for table in rnd.tables:
                for game in table.games:
                    count = len(game.player_ids)
                    tiles = {
                        pid: ((index + game.number + number) % count) * 3
                        for index, pid in enumerate(game.player_ids)
                    }
                    claims = {game.player_ids[0]: 1} if variant == "stein-plus" else {}
                    service.games.record_result(
                        game.id, ResultEntry(tiles, claims), expected_version=game.version
                    )
            if number == 0:
                game = service.rounds.get(1).tables[0].games[1]
                service.decisions.apply_decision(
                    game.id,
                    "ended_early",
                    reason="Zeit",
                    expected_version=game.version,
                    values={pid: 2 + i for i, pid in enumerate(game.player_ids)},
                )
            service.rounds.close_round(rnd.number)
    finally:
        service.close()
    return path


_MASTER: dict[str, Path] = {}


def evening_copy(factory: pytest.TempPathFactory, target: Path) -> Path:
    """A fresh copy of one played evening, made once per test run (it takes seconds)."""
    if "evening" not in _MASTER:
        with pytest.MonkeyPatch.context() as patch:
            folder = factory.mktemp("played")
            patch.setenv("STEIN_RUMMY_DOCUMENTS", str(folder / "documents"))
            _MASTER["evening"] = play_evening(folder / "abend.srt")
    shutil.copy(_MASTER["evening"], target)
    return target
