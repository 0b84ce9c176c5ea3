"""Scoring a Stein-Rummy tournament loads the registry of games, not the rules engines.

The engines (melds, layouts, claims, the card games) are loaded by the game methods that
hand a check on to them: a command that only scores, such as ``stein-rummy standings``,
does not pay for making their classes (a tenth of its imports at 2,000 players)."""

from __future__ import annotations

import subprocess
import sys

ENGINES = (
    "tournament.rules.melds",
    "tournament.rules.layout",
    "tournament.rules.claims",
    "tournament.rules.submitted",
    "tournament.rules.tiles",
    "tournament.rules.cards",
    "tournament.rules.indian",
    "tournament.rules.drachen",
    "tournament.rules.drachen_dice",
    "tournament.rules.games.indian_table",
    "tournament.rules.games.drachen_table",
)


def loaded_after(code: str) -> set[str]:
    """The modules of ENGINES loaded after running ``code`` in a new interpreter."""
    check = f"{code}\nimport sys\nprint(' '.join(m for m in {ENGINES!r} if m in sys.modules))"
    out = subprocess.run(
        [sys.executable, "-c", check], capture_output=True, text=True, check=True
    ).stdout
    return set(out.split())


def test_the_standings_command_and_the_services_load_no_engine() -> None:
    code = (
        "import tournament.cli as cli; cli.build_parser()\n"
        "import tournament.services, tournament.services.exchange, tournament.cli.scoring"
    )
    assert loaded_after(code) == set()


def test_scoring_a_played_game_loads_no_engine() -> None:
    code = (
        "from tournament.scoring import ScoringRules, SteinResult, score_game\n"
        "score_game(SteinResult(tiles_left={'a': 0, 'b': 5, 'c': 9}), 'abc', ScoringRules())"
    )
    assert loaded_after(code) == set()


def test_a_game_loads_its_engine_when_asked_to_check() -> None:
    code = (
        "from tournament.rules.games import SteinRummy\n"
        "assert SteinRummy.check_meld(SteinRummy.parse('r1 r2 r3')).valid"
    )
    assert {"tournament.rules.melds", "tournament.rules.tiles"} <= loaded_after(code)
    assert "tournament.rules.indian" in loaded_after(
        "import tournament.rules as rules\nrules.find_game('indian').check_meld([])"
    )
