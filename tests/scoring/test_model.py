"""The scoring model's value objects."""

from __future__ import annotations

import pytest

from tournament.scoring.model import (
    FirstRoundRomme,
    GamePosition,
    Player,
    Ranking,
    ScoringRules,
    Tournament,
    Variant,
)


def test_defaults_are_the_rulings_defaults() -> None:
    rules = ScoringRules()
    assert rules.variant is Variant.STEIN
    assert rules.first_round_romme is FirstRoundRomme.WINNER_FULL
    assert rules.ranking is Ranking.PERCENT  # RULINGS §6: percent by default


def test_option_values_are_the_files_words() -> None:
    assert [v.value for v in Variant] == ["stein", "stein-plus", "indian", "drachen"]
    assert [v.value for v in FirstRoundRomme] == ["winner_full", "equal"]
    assert [v.value for v in Ranking] == ["points", "percent"]


def test_positions_order_as_played() -> None:
    positions = [GamePosition(2, 1, 1), GamePosition(1, 3, 2), GamePosition(1, 3, 1)]
    assert sorted(positions) == [positions[2], positions[1], positions[0]]
    assert str(GamePosition(1, 3, 2)) == "round 1, table 3, game 2"


def test_player_lookup() -> None:
    t = Tournament(name="t", players=(Player("p1", "Anna"), Player("p2", "Bert", "RC")))
    assert t.player("p2").club == "RC"
    with pytest.raises(KeyError):
        t.player("p3")
