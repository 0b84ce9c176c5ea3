"""The review of a recorded game step by step, and the faults the turn check names."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.rules.game_helpers import melds, pool, position, tiles
from tournament.rules.errors import NotationError
from tournament.rules.game import TableMeld, check_turn
from tournament.rules.game.bots import play_game
from tournament.rules.game.review import parse_table, review_steps


def test_a_bot_game_reviews_clean_to_its_end() -> None:
    played = play_game(["greedy", "strong", "greedy"], 3)
    steps = review_steps(played.start, played.turns)
    assert [s.number for s in steps] == list(range(len(played.turns) + 1))
    assert not any(s.illegal for s in steps)
    assert steps[-1].state.end == played.final.end
    assert steps[0].state.table == ()


def test_every_illegal_turn_is_marked_and_the_review_goes_on() -> None:
    played = play_game(["greedy", "strong", "greedy"], 3)
    turns = list(played.turns)
    k = next(i for i, t in enumerate(turns) if t.table and i > 2)
    last = turns[k].table[-1]
    turns[k] = replace(turns[k], table=(*turns[k].table[:-1], TableMeld(last.tiles[:2])))
    steps = review_steps(played.start, turns)
    bad = steps[k + 1]
    assert bad.illegal and bad.rule == "§10 manipulation"
    assert bad.check is not None and bad.check.tiles == (last.tiles[2],)
    assert len(steps) == len(turns) + 1  # the turns after it are shown too
    assert bad.state.table == turns[k].table  # as recorded


def test_the_check_names_the_invalid_meld() -> None:
    check = check_turn(
        position("r1 r2 r3", "b5 r6 y7 k9"),
        pool("k1 k2"),
        melds("r1 r2 r3 | b5 r6 y7"),
        discard=tiles("k9")[0],
    )
    assert check.rule == "§2 melds" and check.melds == (1,)


def test_the_check_names_the_tiles_that_left_the_table() -> None:
    check = check_turn(position("r1 r2 r3 r4", "k9"), pool("k1 k2"), melds("r1 r2 r3"))
    assert check.rule == "§10 manipulation" and check.tiles == tiles("r4")


def test_a_table_as_typed() -> None:
    table = parse_table("r5 r6 r7 | @1 b7 r7 y7 k7")
    assert table == (TableMeld(tiles("r5 r6 r7")), TableMeld(tiles("b7 r7 y7 k7"), 1))
    assert parse_table("  ") == ()
    with pytest.raises(NotationError, match="meld 2"):
        parse_table("r5 r6 r7 | r5 x9")
    with pytest.raises(NotationError, match="meld 1"):
        parse_table("@x b7 r7 y7")
