"""The tournament file's optional seating "promotion_every": read, written only when true."""

from __future__ import annotations

from typing import Any

import pytest

from tournament.scoring.tournament_file import (
    TournamentFileError,
    dump_tournament,
    dumps,
    parse_tournament,
)


def league(**seating: Any) -> dict[str, Any]:
    return {
        "format": "stein-rummy/1",
        "name": "Liga",
        "rules": {"variant": "stein", "first_round_romme": "winner_full", "ranking": "points"},
        "seating": {"groups": ["A"], "promotion_after_round": 2, "winners_group_size": 1} | seating,
        "players": [{"id": f"p{i}", "name": f"Player {i}", "group": "A"} for i in range(1, 7)],
    }


def refused(data: Any) -> list[str]:
    with pytest.raises(TournamentFileError) as info:
        parse_tournament(data)
    return [str(p) for p in info.value.problems]


def test_promotion_every_is_read_and_written_back() -> None:
    tournament = parse_tournament(league(promotion_every=True))
    assert tournament.settings.promotion_every is True
    written = dump_tournament(tournament)
    assert written["seating"]["promotion_every"] is True
    assert list(written["seating"]) == [
        "groups",
        "promotion_after_round",
        "promotion_every",
        "winners_group_size",
    ]
    assert parse_tournament(written) == tournament


def test_false_is_the_default_and_not_written() -> None:
    plain = parse_tournament(league())
    assert plain.settings.promotion_every is False
    assert parse_tournament(league(promotion_every=False)) == plain
    assert "promotion_every" not in dumps(plain)


def test_a_wrong_promotion_every_is_named() -> None:
    assert refused(league(promotion_every="yes")) == [
        "'promotion_every' must be true or false, not 'yes'"
    ]
    data = league(promotion_every=True)
    del data["seating"]["promotion_after_round"]
    assert refused(data) == ["seating 'promotion_every' needs 'promotion_after_round'"]
