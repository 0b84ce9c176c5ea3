"""One vocabulary for the settings and one conversion each way (services/dto.py,
services/_convert.py): the words stay those the store and the files hold."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from tournament.rules.drachen_dice import StealRule
from tournament.rules.options import JokerRule
from tournament.scoring.model import (
    FirstRoundRomme,
    Movement,
    Ranking,
    ScoringRules,
    Variant,
)
from tournament.services import _convert as cv
from tournament.services.checks import check_settings
from tournament.services.dto import Settings
from tournament.services.errors import InvalidInputError


def test_stored_words_become_the_vocabulary() -> None:
    words: Any = {
        "variant": "stein-plus",
        "jokers": "two_in_pool",
        "first_turn_rommee": "equal",
        "rank_by": "points",
        "movement": "mix",
    }
    settings = Settings(**words)
    assert settings.variant is Variant.STEIN_PLUS and settings.jokers is JokerRule.TWO_IN_POOL
    assert settings.first_turn_rommee is FirstRoundRomme.EQUAL
    assert settings.rank_by is Ranking.POINTS and settings.movement is Movement.MIX
    # The same words as before, for the store and the files.
    assert {name: str(getattr(settings, name)) for name in words} == words
    assert settings == Settings(
        variant=Variant.STEIN_PLUS,
        jokers=JokerRule.TWO_IN_POOL,
        first_turn_rommee=FirstRoundRomme.EQUAL,
        rank_by=Ranking.POINTS,
        movement=Movement.MIX,
    )


def test_an_unknown_word_is_refused_with_its_field() -> None:
    odd: Any = "poker"
    with pytest.raises(InvalidInputError, match="setting variant: unknown value 'poker'") as info:
        check_settings(Settings(variant=odd))
    assert info.value.data["field"] == "variant"


def test_the_scoring_engine_reads_the_settings_under_its_own_names() -> None:
    settings = Settings(variant=Variant.STEIN_PLUS, first_turn_rommee=FirstRoundRomme.EQUAL)
    assert settings.scoring_rules == ScoringRules(
        Variant.STEIN_PLUS, FirstRoundRomme.EQUAL, Ranking.PERCENT
    )


def test_tournament_file_settings_go_there_and_back() -> None:
    settings = Settings(
        variant=Variant.STEIN_PLUS,
        jokers=JokerRule.NONE,
        first_turn_rommee=FirstRoundRomme.EQUAL,
        neutral_penalty=Fraction(1, 2),
        rank_by=Ranking.POINTS,
        movement=Movement.STANDINGS,
        groups=("A", "B"),
        promotion_after_round=2,
        winners_group_size=3,
        winners_group="S",
        seed=7,
        draw=True,
        planned_rounds=5,
    )
    model = cv.model_settings(settings)
    assert model.jokers == "none" and model.movement == "standings"
    assert cv.settings_from_model(settings.scoring_rules, model) == settings


def test_printouts_get_the_options_by_field_name() -> None:
    options = Settings(variant=Variant.STEIN_PLUS).printed_options()
    assert options["variant"] == "stein-plus" and options["rank_by"] == "percent"
    assert set(options) == {
        "variant",
        "jokers",
        "first_turn_rommee",
        "neutral_penalty",
        "rank_by",
        "movement",
        "groups",
        "promotion_after_round",
        "winners_group_size",
    }


def test_the_card_games_options_go_to_the_scoring_engine_and_the_file() -> None:
    steal: Any = "higher-face"
    settings = Settings(variant=Variant.INDIAN, deals="to-500", decks=2, steal=steal)
    assert settings.steal is StealRule.HIGHER_FACE
    assert settings.scoring_rules.deals == "to-500" and settings.scoring_rules.decks == 2
    model = cv.model_settings(settings)
    assert model.steal == "higher-face"
    assert cv.settings_from_model(settings.scoring_rules, model) == settings
    assert check_settings(Settings(variant=Variant.INDIAN, deals=12)).deals == 12


def test_options_of_another_game_are_left_at_their_defaults() -> None:
    drachen = Settings(variant=Variant.DRACHEN, deals=6, decks=2, steal=StealRule.ANY_FACE)
    assert check_settings(drachen) == Settings(
        variant=Variant.DRACHEN, decks=2, steal=StealRule.ANY_FACE
    )
    stein = Settings(deals="to-500", decks=2, steal=StealRule.HIGHER_FACE)
    assert check_settings(stein) == Settings()


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"deals": "to-1000"}, "setting.unknown_value", "deals"),
        ({"deals": 0}, "setting.below_one", "deals"),
        ({"deals": 51}, "setting.above", "deals"),
        ({"deals": 2.5}, "setting.not_whole", "deals"),
        ({"decks": 3}, "setting.unknown_value", "decks"),
        ({"steal": "any"}, "setting.unknown_value", "steal"),
    ],
)
def test_a_bad_card_game_option_is_refused_with_its_field(
    changes: dict[str, Any], code: str, field: str
) -> None:
    with pytest.raises(InvalidInputError) as info:
        check_settings(Settings(**changes))
    assert info.value.code == code and info.value.data["field"] == field
