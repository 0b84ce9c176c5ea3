"""One hand measured exactly: against the rules engine's solver and a brute-force reading
of the definitions."""

from __future__ import annotations

import random

import pytest

from tests.statistics import oracle
from tournament.rules.solver import max_placed
from tournament.rules.tiles import ALL_NUMBERED, JOKER, parse_tiles
from tournament.statistics.hands import GAME_SHAPE, DeckShape, analyse, is_near


def _indices(text: str) -> tuple[list[int], int]:
    tiles = parse_tiles(text)
    return [t.index for t in tiles if not t.is_joker], sum(t.is_joker for t in tiles)


@pytest.mark.parametrize(
    ("text", "placed", "melds", "fewest", "most", "near_miss"),
    [
        ("r12 r13 r1 b7", 3, 1, 0, 0, 0),  # the run wraps 12-13-1
        ("b5 r5 y5 k5 b6 b7", 6, 2, 1, 1, 0),  # a group of 4 and no run: b5 in the group
        ("b1 b2 b3 b4 b5 b6 b7", 7, 1, 0, 0, 0),  # one long run, not two short ones
        ("b4 r4 y4 k4 r9 y9", 4, 1, 1, 1, 1),
        ("b1 b5 r9 y13", 0, 0, 0, 0, 0),
        ("b1 b3 r7 y7 J", 3, 1, 0, 1, 1),  # J with b1 b3 (run) or r7 y7 (group); X 1
    ],
)
def test_hands_with_a_known_answer(
    text: str, placed: int, melds: int, fewest: int, most: int, near_miss: int
) -> None:
    tiles, jokers = _indices(text)
    f = analyse(tiles, jokers)
    assert (f.placed, f.melds, f.groups_fewest, f.groups_most, f.near_miss) == (
        placed,
        melds,
        fewest,
        most,
        near_miss,
    )
    assert f.dead == len(tiles) + jokers - placed


def _solver_placed(tiles: list[int], jokers: int) -> int:
    """The solver's count for a hand given as tile indices plus jokers."""
    return max_placed([ALL_NUMBERED[t] for t in tiles] + [JOKER] * jokers)


def test_a_whole_colour_is_one_run_round_the_cycle() -> None:
    text = "b1 b2 b3 b4 b5 b6 b7 b8 b9 b10 b11 b12 b13 b1 J"
    tiles, jokers = _indices(text)
    f = analyse(tiles, jokers)
    assert f.placed == _solver_placed(tiles, jokers) == 15
    assert (f.melds, f.groups_most, f.near_miss) == (1, 0, 0)
    plain = analyse(tiles, jokers, DeckShape(wrap=False))
    # without the wrap one b1 stays dead: b1 b2 J(b3) and b3..b13
    assert (plain.placed, plain.melds) == (14, 2)


def test_no_wrap_refuses_13_1() -> None:
    tiles, _ = _indices("r12 r13 r1")
    assert analyse(tiles, 0, DeckShape(wrap=False)).placed == 0
    assert not is_near(tiles[1], tiles[2], DeckShape(wrap=False))
    assert is_near(tiles[1], tiles[2], GAME_SHAPE)


@pytest.mark.parametrize("jokers", [0, 1])
def test_placed_agrees_with_the_solver_on_dealt_hands(jokers: int) -> None:
    rng = random.Random(16 + jokers)
    deck = [t for t in range(52) for _ in range(2)]
    for _ in range(60):
        hand = rng.sample(deck, 14)
        assert analyse(hand, jokers).placed == _solver_placed(hand, jokers), sorted(hand)


@pytest.mark.parametrize(
    "shape",
    [
        DeckShape(4, 13, True),
        DeckShape(4, 13, False),
        DeckShape(3, 6, True),
        DeckShape(2, 7, False),
    ],
)
@pytest.mark.parametrize("jokers", [0, 1])
def test_every_figure_agrees_with_brute_force(shape: DeckShape, jokers: int) -> None:
    rng = random.Random(hash((shape, jokers)) & 0xFFFF)
    deck = [t for t in range(shape.colours * shape.values) for _ in range(2)]
    # hands crowded into few values, so that melds, ties and pairs are common
    for _ in range(25):
        low = rng.randrange(shape.values)
        pool = [t for t in deck if (t % shape.values - low) % shape.values < 5]
        hand = rng.sample(pool, rng.randint(3, 8))
        assert analyse(hand, jokers, shape) == oracle.figures(hand, jokers, shape), sorted(hand)
