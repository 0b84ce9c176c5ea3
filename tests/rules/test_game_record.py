"""The recorded game: written, read back, replayed; bad records named by line."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache

import pytest

from tournament.rules.errors import IllegalError
from tournament.rules.game import apply_turn
from tournament.rules.game.bots import PlayedGame, play_game
from tournament.rules.game.record import (
    FORMAT,
    GameLogError,
    dump_game,
    read_game,
    replay,
)


@cache
def _played() -> PlayedGame:
    return play_game(("greedy", "strong", "greedy"), seed=21)


def _text() -> str:
    played = _played()
    assert played.final.end is not None
    return dump_game(played.start, played.turns, played.final.end, [3, 2, 1])


def test_a_record_reads_back_and_replays_clean() -> None:
    text = _text()
    lines = text.splitlines()
    assert json.loads(lines[0])["format"] == FORMAT
    assert "end" in json.loads(lines[-1])
    game = read_game(text)
    assert game.turns == _played().turns
    assert game.end == _played().final.end
    outcome = replay(game)
    assert outcome.illegal_turn is None, outcome.reason
    assert outcome.state.end == _played().final.end


def _tamper(text: str, number: int, change: dict[str, object]) -> str:
    lines = text.splitlines()
    data = json.loads(lines[number])
    data.update(change)
    lines[number] = json.dumps(data)
    return "\n".join(lines) + "\n"


def test_an_illegal_turn_is_named_with_its_rule() -> None:
    text = _text()
    first = json.loads(text.splitlines()[1])
    discard = first["discard"]
    bad = _tamper(text, 1, {"discard": "k1" if discard != "k1" else "k2"})
    outcome = replay(read_game(bad))
    assert outcome.illegal_turn == 1
    assert outcome.reason is not None and "§10" in outcome.reason
    hand = first["hand"]
    table = [*first["table"], {"tiles": [hand[0], hand[1], hand[-1]], "owner": None}]
    outcome = replay(read_game(_tamper(text, 1, {"table": table})))
    assert outcome.illegal_turn == 1
    assert outcome.reason is not None and "§2 melds" in outcome.reason


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", 1, "empty"),
        ("{not json\n", 1, "not JSON"),
        ('{"format": "other/1"}\n', 1, "format"),
        ("[1, 2]\n", 1, "JSON object"),
    ],
)
def test_text_that_is_no_record_is_refused(text: str, line: int, words: str) -> None:
    with pytest.raises(GameLogError, match=words) as caught:
        read_game(text)
    assert caught.value.line == line


def test_bad_tiles_and_fields_name_their_line() -> None:
    text = _text()
    with pytest.raises(GameLogError, match="line 2: discard: token 'x5'"):
        read_game(_tamper(text, 1, {"discard": "x5"}))
    with pytest.raises(GameLogError, match="line 3: turn 7 where turn 2 is due"):
        read_game(_tamper(text, 2, {"turn": 7}))
    with pytest.raises(GameLogError, match="line 1: §1 tiles"):
        head = json.loads(text.splitlines()[0])
        read_game(_tamper(text, 0, {"pool": head["pool"][1:]}))
    with pytest.raises(GameLogError, match="no player"):
        read_game(_tamper(text, 1, {"player": 5}))


def test_every_turn_of_a_game_refuses_a_tile_dropped_from_its_table() -> None:
    played = _played()
    state = played.start
    refused = 0
    for turn in played.turns:
        for number, meld in enumerate(turn.table):
            for drop in range(len(meld.tiles)):
                tiles = meld.tiles[:drop] + meld.tiles[drop + 1 :]
                table = (
                    *turn.table[:number],
                    replace(meld, tiles=tiles),
                    *turn.table[number + 1 :],
                )
                with pytest.raises(IllegalError):
                    apply_turn(state, replace(turn, table=table))
                refused += 1
        state = apply_turn(state, turn)
    assert refused > 20
