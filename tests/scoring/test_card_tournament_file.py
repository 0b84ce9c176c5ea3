"""The tournament file with the card games: the variants "indian" and "drachen", their
options and result keys, read, checked by the one validation and written back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tournament.scoring.model import (
    TO_500,
    Deal,
    DrachenResult,
    IndianResult,
    Round,
    Table,
    Variant,
)
from tournament.scoring.tournament_file import (
    TournamentFileError,
    dumps,
    inferred_round_status,
    load,
    parse_tournament,
)

GOLDEN = Path(__file__).parent / "golden"
CARD_FILES = ["indian-evening", "drachen-evening"]


def card_file(variant: str, games: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    return {
        "format": "stein-rummy/1",
        "name": "Cards",
        "rules": {"variant": variant, **rules},
        "players": [{"id": p, "name": p.upper()} for p in "abc"],
        "rounds": [
            {"number": 1, "tables": [{"number": 1, "players": ["a", "b", "c"], "games": games}]}
        ],
    }


def problems(data: dict[str, Any]) -> list[str]:
    with pytest.raises(TournamentFileError) as info:
        parse_tournament(data)
    return [str(problem) for problem in info.value.problems]


@pytest.mark.parametrize("name", CARD_FILES)
def test_a_card_game_file_writes_back_what_it_read(name: str) -> None:
    tournament = load(GOLDEN / f"{name}.json")
    text = dumps(tournament)
    again = parse_tournament(json.loads(text))
    assert again == tournament
    assert dumps(again) == text


def test_the_indian_file_reads_deals_and_hands() -> None:
    tournament = load(GOLDEN / "indian-evening.json")
    assert tournament.rules.variant is Variant.INDIAN and tournament.rules.deals is None
    [first, _] = tournament.rounds[0].tables
    [match] = first.games
    assert isinstance(match, IndianResult) and not match.foreign  # Indian Rummy's own shape
    assert match.deals[0] == Deal("a", {"b": 23}, {"c": "2S 3S 4S 7H 8H * KD KC 9C 9D 5S 6D QH"})
    written = json.loads(dumps(tournament))
    assert "deals" not in written["rules"] and "tiles_left" not in json.dumps(written)
    assert written["rounds"][0]["tables"][0]["games"][0]["deals"][1] == {
        "winner": "b",
        "deadwood": {"a": 10, "c": 5},
    }
    assert [rnd.get("status") for rnd in written["rounds"]] == [None, None]  # both closed


def test_the_drachen_file_reads_its_options_and_cards() -> None:
    tournament = load(GOLDEN / "drachen-evening.json")
    assert tournament.rules.decks == 2 and tournament.settings.steal == "any-face"
    game = tournament.rounds[0].tables[1].games[0]
    assert isinstance(game, DrachenResult) and not game.foreign  # Drachenrummy's own shape
    assert game.laid == {"e": ("AS 2S 3S", "QH QD QC"), "f": ("KS KH KD KC",)}  # type: ignore[union-attr]
    assert game.hands == {"e": "5H 9C", "f": ""}  # type: ignore[union-attr]
    rules = json.loads(dumps(tournament))["rules"]
    assert rules["decks"] == 2 and rules["steal"] == "any-face" and "deals" not in rules


def test_a_match_to_500_and_the_deal_count_round_trip() -> None:
    big = {"winner": "a", "deadwood": {"b": 130, "c": 130}}  # a +260 a deal
    data = card_file("indian", [{"deals": [big, big]}], deals="to-500")
    tournament = parse_tournament(data)
    assert tournament.rules.deals == TO_500
    assert json.loads(dumps(tournament))["rules"]["deals"] == "to-500"
    data = card_file("indian", [{"deals": [big, big]}], deals=2)
    assert json.loads(dumps(parse_tournament(data)))["rules"]["deals"] == 2


@pytest.mark.parametrize(
    ("deals", "message"),
    [
        (0, "rules 'deals' must be 1 to 50 or 'to-500', not 0"),
        (True, "rules 'deals' must be 1 to 50 or 'to-500', not True"),
        ("all", "rules 'deals' must be 1 to 50 or 'to-500', not 'all'"),
    ],
)
def test_bad_deal_counts_are_named(deals: Any, message: str) -> None:
    big = {"winner": "a", "deadwood": {"b": 1, "c": 1}}
    assert problems(card_file("indian", [{"deals": [big] * 3}], deals=deals)) == [message]


def test_options_and_keys_of_another_game_are_refused() -> None:
    stein = card_file("stein", [{"tiles_left": {"a": 0, "b": 1, "c": 2}, "card_points": {}}])
    stein["rules"]["decks"] = 2
    assert problems(stein) == ["rules 'decks' does not belong to Stein-Rummy"]
    stein["rules"].pop("decks")
    stein["rounds"][0]["tables"][0]["games"][0]["deals"] = [{"winner": "a"}]
    assert problems(stein) == ["round 1, table 1, game 1: 'deals' does not belong to Stein-Rummy"]
    drachen = card_file("drachen", [{"card_points": {"a": 1, "b": 2, "c": 3}}], decks=3)
    assert problems(drachen) == ["rules 'decks' must be 1 or 2, not 3"]


def test_bad_shapes_are_named_not_crashed_on() -> None:
    data = card_file(
        "indian",
        [{"deals": [{"deadwood": {"b": "x"}, "hands": {"c": 5}, "extra": 1}, 7]}],
    )
    assert problems(data) == [
        "round 1, table 1, game 1: unknown key 'extra' in deal 1",
        "round 1, table 1, game 1: deal 1 has no 'winner'",
        "round 1, table 1, game 1, player b: the deadwood must be a whole number, not 'x'",
        "round 1, table 1, game 1, player c: the hand must be cards as text, not 5",
        "round 1, table 1, game 1: deal 2 must be an object, not 7",
        "round 1, table 1, game 1: no deals: a round of Indian Rummy has at least one deal",
    ]
    data = card_file("drachen", [{"card_points": {"a": 1.5}, "laid": {"b": "AS 2S 3S"}}])
    assert problems(data)[:2] == [
        "round 1, table 1, game 1, player a: the card points must be a whole number, not 1.5",
        "round 1, table 1, game 1, player b: the laid sets must be a list of cards as text, "
        "not 'AS 2S 3S'",
    ]


def test_a_card_round_is_one_game_per_table() -> None:
    match = {"card_points": {"a": 1, "b": 2, "c": 3}}
    assert problems(card_file("drachen", [match, match])) == [
        "round 1, table 1: 2 games at a table: a round of Drachenrummy is one game"
    ]
    tournament = parse_tournament(card_file("drachen", [match]))
    rnd = tournament.rounds[0]
    game = tournament.rules.game
    assert inferred_round_status(rnd, True, game) == "closed"
    assert inferred_round_status(Round(1, (Table(1, ("a", "b", "c")),)), True, game) == "open"
    # Stein-Rummy's round still needs one game per seat.
    assert inferred_round_status(rnd, True) == "open"


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"steal": "sideways"}, "rules 'steal' must be one of same-face | any-face | higher-face"),
        ({"steal": ["same-face"]}, "rules 'steal' must be one of same-face | any-face"),
        ({"variant": "poker"}, "rules 'variant' must be one of stein | stein-plus | indian"),
    ],
)
def test_an_unknown_option_value_is_refused_in_words(rules: dict[str, Any], words: str) -> None:
    data = card_file("drachen", [{"card_points": {"a": 1, "b": 2, "c": 3}}])
    data["rules"].update(rules)
    found = problems(data)
    assert any(words in p for p in found), found
    assert not any("<" in p for p in found), found  # never an enum's repr
