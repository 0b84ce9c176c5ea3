"""The game turn by turn: the deal, the state after a turn, the ends (RULINGS §1, §10)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from game_helpers import melds, pool, tiles

from tournament.rules.errors import IllegalError
from tournament.rules.game import (
    Draw,
    DrawSource,
    EndKind,
    GameState,
    TableMeld,
    Turn,
    apply_turn,
    deal,
    draws_for,
    make_turn,
    start,
)
from tournament.rules.game.state import full_set
from tournament.rules.options import JokerRule
from tournament.rules.tiles import JOKER, Tile

NAMES = ["Ann", "Ben", "Cem"]
T = Tile.parse


# --- deal --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("jokers", "hand", "pool_jokers"),
    [(JokerRule.PER_PLAYER, 15, 0), (JokerRule.NONE, 14, 0), (JokerRule.TWO_IN_POOL, 14, 2)],
)
def test_the_deal_gives_14_tiles_and_the_jokers_per_rule(
    jokers: JokerRule, hand: int, pool_jokers: int
) -> None:
    game = deal(NAMES, seed=3, jokers=jokers)
    assert [len(h) for h in game.hands] == [hand] * 3
    assert game.pool.count(JOKER) == pool_jokers
    everything = Counter(t for h in game.hands for t in h) + Counter(game.pool)
    assert everything == Counter(full_set(jokers, 3))


def test_the_deal_follows_the_seed() -> None:
    assert deal(NAMES, seed=11).hands == deal(NAMES, seed=11).hands
    assert deal(NAMES, seed=11).hands != deal(NAMES, seed=12).hands


def test_a_deal_that_is_not_the_games_tiles_is_refused() -> None:
    game = deal(NAMES, seed=1)
    hands = [list(h) for h in game.hands]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    assert start(NAMES, hands, game.pool).hands[0][0] == game.hands[1][0]  # still the tiles
    hands[0][0] = hands[0][1]
    with pytest.raises(IllegalError, match="§1 tiles"):
        start(NAMES, hands, game.pool)
    with pytest.raises(IllegalError, match="§10 deal"):
        start(NAMES, [h[:-2] for h in game.hands], game.pool)
    with pytest.raises(IllegalError, match="3 or 4 players"):
        deal(["Ann", "Ben"], seed=1)


# --- turns -------------------------------------------------------------------------------


def _quiet_turn(state: GameState, *, take_discard: bool = False) -> Turn:
    draws = draws_for(state, take_discard=take_discard)
    hand = [*state.hands[state.to_move], *(d.tile for d in draws)]
    discard = max(hand)  # a joker when there is one, else the last tile
    turn, check = make_turn(state, draws, state.table, discard=discard)
    assert check.legal, check.message
    return turn


def test_a_turn_moves_tiles_and_passes_the_move() -> None:
    game = deal(NAMES, seed=5, starter=1)
    turn = _quiet_turn(game)
    after = apply_turn(game, turn)
    assert after.to_move == 2
    assert after.pool == game.pool[2:]
    assert after.discards == (turn.discard,)
    assert len(after.hands[1]) == 16
    taking = _quiet_turn(after, take_discard=True)
    assert taking.draws[1] == Draw(DrawSource.DISCARD, turn.discard or JOKER)
    later = apply_turn(after, taking)
    assert later.pool == game.pool[3:]
    assert later.discards == (taking.discard,)


def test_turns_out_of_order_or_drawn_wrong_are_refused() -> None:
    game = deal(NAMES, seed=5)
    turn = _quiet_turn(game)
    with pytest.raises(IllegalError, match="turn order"):
        apply_turn(game, replace(turn, player=1))
    wrong = (Draw(DrawSource.POOL, game.pool[1]), Draw(DrawSource.POOL, game.pool[0]))
    with pytest.raises(IllegalError, match="§10 draw"):
        apply_turn(game, replace(turn, draws=wrong))
    with pytest.raises(IllegalError, match="§10 hand"):
        apply_turn(game, replace(turn, hand=turn.hand[1:]))
    with pytest.raises(IllegalError, match="opened"):
        apply_turn(game, replace(turn, opened=True))


def _ready(hand: str, *, pool_tiles: str = "k1 k2 k3 k4", **changes: object) -> GameState:
    """A game whose player 0 holds ``hand``: the engine trusts the state it is given."""
    game = deal(NAMES, seed=9)
    hands = (tiles(hand), *game.hands[1:])
    return replace(game, hands=hands, pool=tiles(pool_tiles), **changes)  # type: ignore[arg-type]


def test_a_player_who_empties_the_hand_ends_the_game() -> None:
    game = _ready("r1 r2 r3 r4 b9")
    turn, check = make_turn(game, pool("k1 k2"), melds("r1 r2 r3 r4 | k1 k2 J"), discard=T("b9"))
    assert not check.legal  # the own joker is with another player: the hand has none
    turn, check = make_turn(
        game, pool("k1 k2"), (TableMeld(tiles("r1 r2 r3 r4")),), discard=T("b9")
    )
    after = apply_turn(game, turn)
    assert after.end is None  # k1 k2 stay in the hand
    game = _ready("r1 r2 r3 r4 b9", pool_tiles="r5 r6")
    turn, _ = make_turn(game, pool("r5 r6"), melds("r1 r2 r3 r4 r5 r6"), discard=T("b9"))
    after = apply_turn(game, turn)
    assert after.end is not None and after.end.kind is EndKind.OUT
    assert after.end.tiles_left == (0, 15, 15)
    assert after.end.romme_first_round  # out in the player's first turn


def test_no_turn_after_the_end() -> None:
    game = _ready("r1 r2 r3 r4 b9", pool_tiles="r5 r6")
    turn, _ = make_turn(game, pool("r5 r6"), melds("r1 r2 r3 r4 r5 r6"), discard=T("b9"))
    after = apply_turn(game, turn)
    with pytest.raises(IllegalError, match="the game is over"):
        apply_turn(after, _quiet_turn(replace(after, end=None)))


def _round_without_laying(game: GameState) -> GameState:
    for _ in range(len(game.players)):
        assert game.end is None
        game = apply_turn(game, _quiet_turn(game))
    return game


def test_a_round_without_a_tile_laid_on_an_empty_pool_ends_the_game_blocked() -> None:
    game = _ready("r1 b5 y9", pool_tiles="")
    ended = _round_without_laying(game)
    assert ended.end is not None and ended.end.kind is EndKind.BLOCKED
    assert ended.end.tiles_left == (2, 14, 14)


def test_a_tile_laid_in_the_round_keeps_the_game_going() -> None:
    game = _ready("r1 r2 r3 b5 b9 y9 y12", pool_tiles="")
    turn, check = make_turn(game, (), melds("r1 r2 r3"), discard=T("y9"))
    assert check.legal, check.message
    game = apply_turn(game, turn)
    game = apply_turn(game, _quiet_turn(game))
    game = apply_turn(game, _quiet_turn(game))
    assert game.end is None
    assert game.quiet_turns == 2
    ended = apply_turn(game, _quiet_turn(game))
    assert ended.end is not None and ended.end.kind is EndKind.BLOCKED
    assert ended.end.tiles_left == (2, 14, 14)


def test_while_the_pool_holds_tiles_the_game_does_not_block() -> None:
    game = _ready("r1 b5 y9", pool_tiles=" ".join(["k1"] * 2 + ["k2"] * 2 + ["k3"] * 2))
    after = _round_without_laying(game)
    assert after.end is None and after.quiet_turns == 0


def test_without_jokers_equal_hands_end_equal() -> None:
    game = deal(NAMES, seed=2, jokers=JokerRule.NONE)
    game = replace(game, pool=())
    ended = _round_without_laying(game)
    assert ended.end is not None and ended.end.kind is EndKind.EQUAL
    assert set(ended.end.tiles_left) == {13}
    with_jokers = _round_without_laying(replace(deal(NAMES, seed=2), pool=()))
    assert with_jokers.end is not None and with_jokers.end.kind is EndKind.BLOCKED
