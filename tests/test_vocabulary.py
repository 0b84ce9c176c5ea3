"""The one vocabulary of the words users see for games, options and result fields."""

from __future__ import annotations

import pytest

from tournament import vocabulary
from tournament.exports.texts import describe_options, text, tie_breaks, total_label
from tournament.rules.games import GAMES, GameOption, ResultField
from tournament.rules.options import JokerRule, StealRule
from tournament.rules.variant import Variant
from tournament.scoring.model import FirstRoundRomme, Movement, Ranking
from tournament.vocabulary import LANGUAGES
from tournament.web import texts as web_texts


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_game_is_named_as_the_registry_names_it(language: str) -> None:
    for game in GAMES:
        expected = game.german_name if language == "de" else game.name
        assert vocabulary.game_name(game.key, language) == expected
    assert {variant.value for variant in Variant} <= {game.key for game in GAMES}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_and_its_values_have_words(language: str) -> None:
    options = [option.value for option in GameOption]
    options += ["variant", "rank_by", "movement", "neutral_penalty", "groups"]
    for option in options:
        assert vocabulary.option_label(option, language) != option
    worded = {
        "jokers": JokerRule,
        "steal": StealRule,
        "first_turn_rommee": FirstRoundRomme,
        "rank_by": Ranking,
        "movement": Movement,
    }
    for option, values in worded.items():
        for value in values:
            assert vocabulary.option_word(option, value.value, language), (option, value)
    assert vocabulary.option_word("deals", None, language)  # one deal per player
    assert vocabulary.option_word("neutral_penalty", 3, language) is None  # printed as is


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_result_field_has_a_word(language: str) -> None:
    for field in ResultField:
        short = vocabulary.field_word(field, language)
        total = vocabulary.field_word(field, language, form="total")
        assert short or total, field


def test_the_languages_differ_where_the_words_do() -> None:
    assert vocabulary.game_name("indian", "de") == "Indisches Rommé"
    assert vocabulary.game_name("indian", "en") == "Indian Rummy"
    assert vocabulary.field_word("tiles_left", "de", form="long") == "Steine übrig"
    assert vocabulary.option_word("decks", 2, "en") == "2×52 cards"


def test_an_unknown_word_falls_back_and_an_unknown_language_is_refused() -> None:
    assert vocabulary.game_name("nine-men", "en") == "nine-men"
    assert vocabulary.option_label("colour", "de") == "colour"
    assert vocabulary.field_word("tiles_left", "en", form="total") == ""
    assert vocabulary.tie_break("nine-men", "en") == ""
    assert vocabulary.tie_break("stein", "en") == "then fewer tiles left"
    with pytest.raises(ValueError, match="language 'fr'"):
        vocabulary.game_name("stein", "fr")


def test_the_tables_are_merged_strictly() -> None:
    merged = vocabulary._merged([{"de": {"a": "A"}, "en": {"a": "A"}}])
    assert merged == {"de": {"a": "A"}, "en": {"a": "A"}}
    with pytest.raises(ValueError, match="twice"):
        vocabulary._merged([{"de": {"a": "A"}, "en": {"a": "A"}}] * 2)
    with pytest.raises(ValueError, match="one language only"):
        vocabulary._merged([{"de": {"a": "A"}, "en": {"b": "B"}}])
    with pytest.raises(ValueError, match="every one of"):
        vocabulary._merged([{"de": {"a": "A"}}])


def test_each_game_brings_its_words_in_its_own_module() -> None:
    from tournament.vocabulary import games

    tables = vocabulary._game_tables()
    assert len(tables) >= 3
    assert all(set(table) == set(LANGUAGES) for table in tables)
    assert games.__doc__


@pytest.mark.parametrize("language", LANGUAGES)
def test_printouts_and_phone_pages_use_the_vocabulary(language: str) -> None:
    assert text("tiles_left", language) == vocabulary.field_word("tiles_left", language)
    assert text("claims", language) == vocabulary.field_word("claims", language)
    assert web_texts.text("tiles", language) == vocabulary.field_word(
        "tiles_left", language, form="long"
    )
    lines = describe_options({"variant": "drachen", "decks": 2, "steal": "any-face"}, language)
    assert lines[0].endswith(vocabulary.game_name("drachen", language))
    assert any(line.endswith(vocabulary.option_word("decks", 2, language) or "?") for line in lines)
    assert (
        tie_breaks({"variant": "indian"}, language).count(vocabulary.tie_break("indian", language))
        == 1
    )
    for game in GAMES:
        if game.scored():
            label = total_label(game, language)
            word = vocabulary.field_word(game.result_fields[0], language, form="total")
            assert label == word
