"""One validation of a game result: the tournament file's reader, the services and the score
entry's live check refuse the same results, for the same reasons (scoring/results.py)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from tournament.rules.options import JokerRule
from tournament.scoring.model import ScoringRules, Variant
from tournament.scoring.results import GameProblemKind
from tournament.scoring.tournament_file import TournamentFileError, parse_tournament
from tournament.services import TournamentService, create_tournament
from tournament.services.dto import PlayerEntry, ResultEntry, Settings
from tournament.services.errors import InvalidResultError
from tournament.ui.entry.score_check import check_input

K = GameProblemKind
Seats = dict[str, Any]

# (variant, jokers, tiles left, claims, hands, the problems all three find)
CASES: list[tuple[str, str, Seats, Seats, Seats, list[GameProblemKind]]] = [
    ("stein", "per_player", {"a": 0, "b": 3, "c": 5}, {}, {}, []),
    ("stein", "per_player", {"a": 0, "b": 0, "c": 5}, {}, {}, [K.SEVERAL_EMPTY]),
    ("stein", "per_player", {"a": 1, "b": 3, "c": 5}, {}, {}, [K.NO_EMPTY]),
    ("stein", "per_player", {"a": 0, "b": 3}, {}, {}, [K.COUNT_MISSING]),
    ("stein", "per_player", {"a": 0, "b": 4, "c": 2}, {}, {"b": "r1 r2"}, [K.HAND_COUNT]),
    ("stein", "per_player", {"a": 0, "c": 2}, {}, {"b": "r1 x5"}, [K.HAND_NOTATION]),
    ("stein", "per_player", {"a": 0}, {}, {"b": "r7 r7 b1", "c": "r7 k2"}, [K.TOO_MANY]),
    ("stein", "per_player", {"a": 0}, {}, {"b": "J r1", "c": "J J"}, []),
    ("stein", "two_in_pool", {"a": 0}, {}, {"b": "J r1", "c": "J J"}, [K.TOO_MANY]),
    ("stein", "none", {"a": 0, "c": 2}, {}, {"b": "J r1"}, [K.TOO_MANY]),
    ("stein", "per_player", {"a": 0, "b": 3, "c": 5}, {"b": 1}, {}, [K.CLAIMS_NOT_IN_GAME]),
    ("stein-plus", "per_player", {"a": 0, "b": 3, "c": 5}, {"b": 1}, {}, []),
    ("stein-plus", "per_player", {"a": 0, "b": 0, "c": 5}, {"b": 1}, {}, [K.SEVERAL_EMPTY]),
]


def _file_problems(variant: str, jokers: str, tiles: Seats, claims: Seats, hands: Seats) -> int:
    game: dict[str, Any] = {"tiles_left": tiles}
    if claims:
        game["claims"] = claims
    if hands:
        game["hands"] = hands
    data = {
        "format": "stein-rummy/1",
        "name": "one validation",
        "rules": {"variant": variant, "jokers": jokers},
        "players": [{"id": p, "name": p.upper()} for p in "abc"],
        "rounds": [
            {"number": 1, "tables": [{"number": 1, "players": list("abc"), "games": [game]}]}
        ],
    }
    try:
        parse_tournament(data)
    except TournamentFileError as error:
        return len(error.problems)
    return 0


@pytest.fixture(scope="module")
def services(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, str], Any]]:
    """One tournament of three players per variant and joker rule, its first game open."""
    made: dict[tuple[str, str], Any] = {}
    folder = tmp_path_factory.mktemp("one-validation")
    for variant, jokers in sorted({(case[0], case[1]) for case in CASES}):
        settings = Settings(variant=variant, jokers=jokers)  # type: ignore[arg-type]
        service = create_tournament(
            "t", location=folder / f"{variant}-{jokers}.srt", settings=settings, desk="d"
        )
        service.players.import_players([PlayerEntry(name) for name in ("Anna", "Bernd", "Clara")])
        game = service.rounds.start_round().value.tables[0].games[0]
        made[(variant, jokers)] = (service, game.id, dict(zip("abc", game.player_ids, strict=True)))
    yield made
    for service, _game, _ids in made.values():
        service.close()


def _service_refuses(
    entry: tuple[TournamentService, int, dict[str, int]],
    tiles: Seats,
    claims: Seats,
    hands: Seats,
) -> int:
    service, game_id, ids = entry
    result = ResultEntry(
        {ids[p]: n for p, n in tiles.items()},
        claims={ids[p]: n for p, n in claims.items()},
        hands={ids[p]: h for p, h in hands.items()},
    )
    version = service.games.get(game_id).version
    try:
        service.games.record_result(game_id, result, expected_version=version)
    except InvalidResultError as error:
        return len(error.data["problems"])
    return 0


@pytest.mark.parametrize(("variant", "jokers", "tiles", "claims", "hands", "expected"), CASES)
def test_reader_services_and_score_entry_agree(
    app: QApplication,
    services: dict[tuple[str, str], Any],
    variant: str,
    jokers: str,
    tiles: Seats,
    claims: Seats,
    hands: Seats,
    expected: list[GameProblemKind],
) -> None:
    players = (1, 2, 3)
    seat = dict(zip("abc", players, strict=True))
    check = check_input(
        players,
        {1: "Anna", 2: "Bernd", 3: "Clara"},
        {seat[p]: str(n) for p, n in tiles.items()},
        {seat[p]: str(n) for p, n in claims.items()},
        {seat[p]: h for p, h in hands.items()},
        ended_early=False,
        first_turn=False,
        rules=ScoringRules(Variant(variant)),
        jokers=JokerRule(jokers),
    )
    assert list(check.kinds) == expected
    assert check.ok == (not expected) and len(check.problems) == len(expected)
    assert _file_problems(variant, jokers, tiles, claims, hands) == len(expected)
    assert _service_refuses(services[(variant, jokers)], tiles, claims, hands) == len(expected)
