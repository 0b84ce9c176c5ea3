"""The registry of games."""

from __future__ import annotations

import pytest

from tournament.rules.games import (
    GAMES,
    Drachenrummy,
    Game,
    IndianRummy,
    ResultField,
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
    assert Drachenrummy.count_cards([Drachenrummy.parse("QS KS AS")], []).points == 6
    assert Drachenrummy.deck(2).size == 104


# The game protocol: what scoring, checks, sheets and the score entry ask of a game.


def test_the_stein_games_give_the_rulings_scales() -> None:
    assert SteinRummy.rank_scale(3, went_out=True) == (3, 2, 1)
    assert SteinRummy.rank_scale(4, went_out=False) == (4, 3, 2, 1)
    assert SteinRummyPlus.rank_scale(3, went_out=True) == (4, 3, 2)
    assert SteinRummyPlus.rank_scale(4, went_out=False) == (3, 2, 1, 0)
    assert [SteinRummy.game_total(n) for n in (3, 4)] == [6, 10]
    assert [SteinRummyPlus.game_total(n) for n in (3, 4)] == [9, 10]
    assert [SteinRummy.game_maximum(n) for n in (3, 4)] == [3, 4]
    assert [SteinRummyPlus.game_maximum(n) for n in (3, 4)] == [4, 4]


@pytest.mark.parametrize("game", [SteinRummy, SteinRummyPlus])
@pytest.mark.parametrize("size", [2, 5])
def test_a_tournament_table_seats_3_or_4(game: type[Game], size: int) -> None:
    with pytest.raises(ValueError, match=f"a table has 3 or 4 players, not {size}"):
        game.rank_scale(size, went_out=True)


def test_result_boxes_say_what_a_player_enters() -> None:
    assert SteinRummy.result_fields == (ResultField.TILES_LEFT,)
    assert SteinRummyPlus.result_fields == (ResultField.TILES_LEFT, ResultField.CLAIMS)
    assert SteinRummyPlus.has(ResultField.CLAIMS) and not SteinRummy.has(ResultField.CLAIMS)
    assert IndianRummy.result_fields == (ResultField.DEADWOOD,)
    assert Drachenrummy.result_fields == (ResultField.CARD_POINTS,)


def test_card_games_score_a_round_as_one_match_on_the_basic_scale() -> None:
    assert [game.key for game in GAMES if game.scored()] == [game.key for game in GAMES]
    assert IndianRummy.table_sizes == (2, 3, 4) and Drachenrummy.table_sizes == (2, 3, 4, 5)
    assert [IndianRummy.rank_scale(n, went_out=False) for n in (2, 3, 4)] == [
        (2, 1),
        (3, 2, 1),
        (4, 3, 2, 1),
    ]
    assert Drachenrummy.rank_scale(5, went_out=True) == (5, 4, 3, 2, 1)
    assert [Drachenrummy.game_maximum(n) for n in (2, 5)] == [2, 5]
    assert [IndianRummy.game_total(n) for n in (2, 3, 4)] == [3, 6, 10]
    assert [game.games_per_round(4) for game in GAMES] == [4, 4, 1, 1]
    for game in (IndianRummy, Drachenrummy):
        assert not game.has(ResultField.TILES_LEFT)
    with pytest.raises(ValueError, match="a table has 2 or 3 or 4 players, not 5"):
        IndianRummy.rank_scale(5, went_out=True)
    with pytest.raises(ValueError, match="not 1"):
        Drachenrummy.game_maximum(1)


def test_options_name_what_a_tournament_sets() -> None:
    assert {str(option) for option in SteinRummyPlus.options} == {"jokers", "first_turn_rommee"}
    assert [str(option) for option in IndianRummy.options] == ["deals"]
    assert [str(option) for option in Drachenrummy.options] == ["decks", "steal"]


def test_hands_written_out_are_read_and_counted_by_the_game() -> None:
    from tournament.rules.options import JokerRule, RulesOptions

    hand = SteinRummy.read_hand("G7 * r1")
    assert SteinRummy.write_hand(hand) == "y7 J r1"
    hands = {"a": parse_tiles("r7 r7 J"), "b": parse_tiles("r7 J")}
    [extra] = SteinRummy.too_many(hands, RulesOptions(players=3))
    assert str(extra.tile) == "r7" and extra.count == 3 and extra.allowed == 2
    none = SteinRummy.too_many(hands, RulesOptions(jokers=JokerRule.NONE))
    assert [(str(p.tile), p.count, p.allowed) for p in none] == [("r7", 3, 2), ("J", 2, 0)]
    assert IndianRummy.write_hand(IndianRummy.read_hand("as 10h *")) == "AS 10H *"
    with pytest.raises(ValueError):
        Drachenrummy.read_hand("AS XX")
