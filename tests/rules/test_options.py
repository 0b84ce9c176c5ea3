"""Rules options (RULINGS §1): the joker rule."""

from __future__ import annotations

import pytest

from tournament.rules.options import DEFAULT_OPTIONS, JokerRule, RulesOptions


def test_default_is_one_joker_per_player_at_a_three_table() -> None:
    assert RulesOptions() == DEFAULT_OPTIONS
    assert DEFAULT_OPTIONS.jokers is JokerRule.PER_PLAYER
    assert DEFAULT_OPTIONS.joker_count == 3
    assert DEFAULT_OPTIONS.describe() == "one joker per player (3 jokers)"
    assert DEFAULT_OPTIONS.describe(german=True) == "ein Joker pro Spieler (3 Joker)"


@pytest.mark.parametrize(
    ("rule", "players", "count"),
    [
        (JokerRule.PER_PLAYER, 4, 4),
        (JokerRule.NONE, 4, 0),
        (JokerRule.TWO_IN_POOL, 3, 2),
        (JokerRule.TWO_IN_POOL, 4, 2),
    ],
)
def test_joker_count(rule: JokerRule, players: int, count: int) -> None:
    assert RulesOptions(rule, players).joker_count == count


@pytest.mark.parametrize("count", range(9))
def test_for_joker_count(count: int) -> None:
    assert RulesOptions.for_joker_count(count).joker_count == count


@pytest.mark.parametrize("bad", [-1, 9, True, "3"])
def test_bad_values_are_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="joker count"):
        RulesOptions.for_joker_count(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="players"):
        RulesOptions(players=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="JokerRule"):
        RulesOptions(jokers="none")  # type: ignore[arg-type]
