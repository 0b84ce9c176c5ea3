"""The registry of games."""

from __future__ import annotations

import pytest

from tournament.rules.games import (
    GAMES,
    Drachenrummy,
    IndianRummy,
    SteinRummy,
    SteinRummyPlus,
    find_game,
)
from tournament.rules.tiles import parse_tiles


@pytest.mark.parametrize(
    ("name", "game"),
    [
        ("stein", SteinRummy),
        ("Stein-Rummy", SteinRummy),
        ("stein rummy", SteinRummy),
        ("plus", SteinRummyPlus),
        ("Stein-Rummy Plus", SteinRummyPlus),
        ("STEIN-PLUS", SteinRummyPlus),
    ],
)
def test_find_game(name: str, game: type) -> None:
    assert find_game(name) is game


def test_unknown_game_lists_the_known() -> None:
    with pytest.raises(
        ValueError, match="unknown game 'poker'; known: stein, stein-plus, indian, drachen"
    ):
        find_game("poker")


def test_keys_are_unique_and_stein_rummy_comes_first() -> None:
    assert GAMES[0] is SteinRummy
    keys = [g.key for g in GAMES]
    assert len(set(keys)) == len(keys)


def test_only_plus_has_claims() -> None:
    hands = {"A": [], "B": parse_tiles("r1"), "C": parse_tiles("r2")}
    claims = {"B": [parse_tiles("b7 r7 y7 k7")]}
    assert SteinRummyPlus.check_finished_game(hands, claims).claims == {"A": 0, "B": 1, "C": 0}
    with pytest.raises(ValueError, match="Stein-Rummy has no claims"):
        SteinRummy.check_finished_game(hands, claims)
    assert SteinRummy.check_finished_game(hands).valid
    assert SteinRummyPlus.check_claim(parse_tiles("b7 r7 y7 J")).valid


def test_games_share_the_stein_checks() -> None:
    assert SteinRummy.check_meld(SteinRummy.parse("r13 r1 r2")).valid
    assert SteinRummy.format(SteinRummy.parse("g7 s7")) == "y7 k7"
    assert not SteinRummyPlus.check_layout([parse_tiles("r1 r1 r1")]).valid


@pytest.mark.parametrize(
    ("name", "key", "players"),
    [
        ("indian", "indian", (2, 4)),
        ("Indisches Rommé", "indian", (2, 4)),
        ("Indian Rummy", "indian", (2, 4)),
        ("Drachenrummy", "drachen", (2, 5)),
    ],
)
def test_the_card_games_are_registered(name: str, key: str, players: tuple[int, int]) -> None:
    game = find_game(name)
    assert game.key == key
    assert (game.min_players, game.max_players) == players


def test_card_games_hand_on_their_checks() -> None:
    assert IndianRummy.format(IndianRummy.parse("as 2s 3s")) == "AS 2S 3S"
    assert IndianRummy.check_meld(IndianRummy.parse("KS AS 2S")).problem is not None
    hand = IndianRummy.parse("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC *")
    assert IndianRummy.check_declaration(hand).valid
    assert IndianRummy.minimum_deadwood(hand).points == 0
    assert IndianRummy.deck(4).size == 108
    assert Drachenrummy.check_meld(Drachenrummy.parse("QS KS AS")).valid
    assert Drachenrummy.score([Drachenrummy.parse("QS KS AS")], []).points == 6
    assert Drachenrummy.deck(2).size == 104
