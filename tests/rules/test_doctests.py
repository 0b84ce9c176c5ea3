"""The examples in the rules engine's docstrings run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "tournament.rules",
    "tournament.rules.errors",
    "tournament.rules.tiles",
    "tournament.rules.melds",
    "tournament.rules.layout",
    "tournament.rules.claims",
    "tournament.rules.options",
    "tournament.rules.submitted",
    "tournament.rules.solver",
    "tournament.rules.solver_roles",
    "tournament.rules.readings",
    "tournament.rules.games",
    "tournament.rules.games.base",
    "tournament.rules.games.problems",
    "tournament.rules.games.stein",
    "tournament.rules.games.stein_points",
    "tournament.rules.games.indian",
    "tournament.rules.games.indian_result",
    "tournament.rules.games.indian_table",
    "tournament.rules.games.drachen",
    "tournament.rules.games.drachen_result",
    "tournament.rules.games.drachen_table",
    "tournament.rules.cards",
    "tournament.rules.indian",
    "tournament.rules.drachen",
    "tournament.rules.drachen_dice",
    "tournament.rules.game.state",
    "tournament.rules.game.jokers",
    "tournament.rules.game.turns",
    "tournament.rules.game.engine",
    "tournament.rules.game.review",
]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
