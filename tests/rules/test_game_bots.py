"""The bots: legal games to the end, greedy lays what the solver finds, strong's choices."""

from __future__ import annotations

from dataclasses import replace

import pytest
from game_helpers import melds, tiles

from tournament.rules.game import deal, draws_for
from tournament.rules.game.bots import GreedyBot, StrongBot, make_bot, play_game
from tournament.rules.game.record import dump_game, read_game, replay
from tournament.rules.options import JokerRule
from tournament.rules.solver import solve
from tournament.rules.tiles import Tile
from tournament.rules.variant import Variant

NAMES = ["a", "b", "c"]


@pytest.mark.parametrize(
    ("variant", "jokers", "seed"),
    [
        (Variant.STEIN, JokerRule.PER_PLAYER, 1),
        (Variant.STEIN_PLUS, JokerRule.PER_PLAYER, 2),
        (Variant.STEIN, JokerRule.NONE, 3),
        (Variant.STEIN_PLUS, JokerRule.TWO_IN_POOL, 4),
    ],
)
def test_bot_games_end_and_replay_clean(variant: Variant, jokers: JokerRule, seed: int) -> None:
    played = play_game(
        ("greedy", "strong", "greedy", "strong"), seed, variant=variant, jokers=jokers
    )
    end = played.final.end
    assert end is not None
    assert len(end.tiles_left) == 4
    if variant is Variant.STEIN:
        assert end.claims == (0, 0, 0, 0)
    outcome = replay(read_game(dump_game(played.start, played.turns, end, [4, 3, 2, 1])))
    assert outcome.illegal_turn is None, outcome.reason
    assert outcome.state.end == end


def test_greedy_lays_the_most_tiles_the_solver_finds() -> None:
    game = deal(NAMES, seed=17)
    turn = GreedyBot(0).play(game)
    hand = [*game.hands[0], *(d.tile for d in turn.draws)]
    best = solve(hand, opened=False)
    laid = sum(len(m.tiles) for m in turn.table)
    assert laid == best.placed
    assert len(turn.hand) == len(hand) - laid - 1


def test_strong_takes_the_discard_that_lays_and_leaves_one_that_does_not() -> None:
    game = deal(NAMES, seed=17)
    game = replace(
        game,
        hands=(tiles("r5 r6 b1 y9 k12"), *game.hands[1:]),
        pool=tiles("b3 k1 k2 k3"),
        opened=(True, True, True),
        table=melds("b9 b10 b11"),
        discards=tiles("r7"),
    )
    bot = StrongBot(0)
    assert bot.take_discard(game)
    assert not GreedyBot(0).take_discard(game)
    game = replace(game, discards=tiles("y2"))
    assert not bot.take_discard(game)
    turn = bot.play(replace(game, discards=tiles("r7")))
    assert turn.draws == draws_for(replace(game, discards=tiles("r7")), take_discard=True)
    assert any(m.tiles == tiles("r5 r6 r7") for m in turn.table)


def test_strong_keeps_back_a_discard_the_next_player_could_lay() -> None:
    game = deal(NAMES, seed=17)
    game = replace(game, opened=(True, True, True), table=melds("b9 b10 b11"))
    hand = list(tiles("b12 k4"))
    # b12 extends the table's run for the next player; k4 helps nobody
    assert StrongBot(0).choose_discard(game, hand) == Tile.parse("k4")
    assert GreedyBot(0).choose_discard(game, hand) == Tile.parse("b12")


def test_unknown_bot_names_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever", 0)
