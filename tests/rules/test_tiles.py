"""Tiles and the text notation of RULINGS §1."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.rules.errors import NotationError
from tournament.rules.tiles import (
    ALL_NUMBERED,
    COLOURS,
    JOKER,
    Colour,
    Tile,
    format_layout,
    format_tiles,
    parse_layout,
    parse_tiles,
)

tiles = st.sampled_from([*ALL_NUMBERED, JOKER])


@pytest.mark.parametrize(
    ("text", "colour", "value"),
    [
        ("b1", Colour.BLUE, 1),
        ("B1", Colour.BLUE, 1),
        ("r13", Colour.RED, 13),
        ("R13", Colour.RED, 13),
        ("y7", Colour.YELLOW, 7),
        ("g7", Colour.YELLOW, 7),
        ("G7", Colour.YELLOW, 7),
        ("k1", Colour.BLACK, 1),
        ("s1", Colour.BLACK, 1),
        ("S12", Colour.BLACK, 12),
        ("r07", Colour.RED, 7),
        (" r5 ", Colour.RED, 5),
    ],
)
def test_input_letters_of_the_ruling(text: str, colour: Colour, value: int) -> None:
    tile = Tile.parse(text)
    assert tile.colour is colour
    assert tile.value == value
    assert not tile.is_joker


@pytest.mark.parametrize("text", ["J", "j", "*"])
def test_joker_spellings(text: str) -> None:
    tile = Tile.parse(text)
    assert tile == JOKER
    assert tile.is_joker
    assert tile.colour is None and tile.value is None
    assert str(tile) == "J"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("g7", "y7"), ("s13", "k13"), ("B2", "b2"), ("R10", "r10"), ("*", "J"), ("r07", "r7")],
)
def test_canonical_output(text: str, canonical: str) -> None:
    assert str(Tile.parse(text)) == canonical


@pytest.mark.parametrize(
    ("token", "reason"),
    [
        ("x5", "unknown colour 'x'"),
        ("r", "missing value"),
        ("r14", "value 14 out of range 1..13"),
        ("r0", "value 0 out of range 1..13"),
        ("rx", "value 'x' is not a number"),
        ("r-1", "value '-1' is not a number"),
        ("r1.5", "value '1.5' is not a number"),
        ("r²", "value '²' is not a number"),
        ("J5", "a joker has no value"),
        ("13", "unknown colour '1'"),
        ("", "empty token"),
    ],
)
def test_bad_tokens_name_the_reason(token: str, reason: str) -> None:
    with pytest.raises(NotationError) as info:
        Tile.parse(token)
    assert info.value.reason == reason
    assert info.value.token == token
    assert info.value.position is None
    assert str(info.value) == f"token {token!r}: {reason}"
    assert isinstance(info.value, ValueError)


def test_parse_tiles_names_token_and_position() -> None:
    with pytest.raises(NotationError) as info:
        parse_tiles("r1, r2 x5 r4")
    assert str(info.value) == "token 3 'x5': unknown colour 'x'"
    assert info.value.position == 3
    assert info.value.token == "x5"


@pytest.mark.parametrize(
    "text", ["r1 r2 r3", "r1,r2,r3", "r1, r2, r3", " r1\tr2\nr3 ", "r1,,r2 ,r3"]
)
def test_separators(text: str) -> None:
    assert format_tiles(parse_tiles(text)) == "r1 r2 r3"


def test_empty_text_is_no_tiles() -> None:
    assert parse_tiles("") == []
    assert parse_tiles(" , ") == []


def test_canonical_order_blue_red_yellow_black_jokers_last() -> None:
    shuffled = parse_tiles("J k1 y13 r2 b13 b1 r1")
    assert format_tiles(sorted(shuffled)) == "b1 b13 r1 r2 y13 k1 J"
    assert [c.value for c in COLOURS] == ["b", "r", "y", "k"]


def test_index_covers_53_distinct_tiles() -> None:
    indices = [t.index for t in ALL_NUMBERED] + [JOKER.index]
    assert indices == list(range(53))
    assert all(Tile.from_index(t.index) == t for t in [*ALL_NUMBERED, JOKER])
    with pytest.raises(ValueError, match="53"):
        Tile.from_index(53)


def test_constructor_checks_its_fields() -> None:
    assert Tile(Colour.RED, 13) == Tile.parse("r13")
    assert Tile(None, None) == JOKER
    with pytest.raises(ValueError, match="out of range"):
        Tile(Colour.RED, 14)
    with pytest.raises(ValueError, match="neither"):
        Tile(Colour.RED, None)
    with pytest.raises(ValueError, match="neither"):
        Tile(None, 3)
    with pytest.raises(ValueError, match="int"):
        Tile(Colour.RED, True)
    with pytest.raises(ValueError, match="Colour"):
        Tile("r", 3)  # type: ignore[arg-type]


def test_tiles_are_immutable_values() -> None:
    tile = Tile.parse("r5")
    with pytest.raises(AttributeError):
        tile.value = 6  # type: ignore[misc]
    assert {Tile.parse("r5"), Tile(Colour.RED, 5)} == {tile}
    assert Tile.parse("r5") != "r5"


def test_layout_notation() -> None:
    melds = parse_layout("r12 r13 r1 | b5, r5, y5")
    assert format_layout(melds) == "r12 r13 r1 | b5 r5 y5"
    assert parse_layout("  ") == []


def test_layout_errors_name_the_meld() -> None:
    with pytest.raises(NotationError) as info:
        parse_layout("r1 r2 r3 | b5 q5 y5")
    assert str(info.value) == "meld 2, token 2 'q5': unknown colour 'q'"
    assert (info.value.meld, info.value.position) == (2, 2)
    with pytest.raises(NotationError, match="meld 2: empty meld"):
        parse_layout("r1 r2 r3 | | b5")


@settings(max_examples=200)
@given(tiles)
def test_round_trip_single(tile: Tile) -> None:
    assert Tile.parse(str(tile)) == tile
    assert Tile.parse(str(tile).upper()) == tile
    assert eval(repr(tile), {"Tile": Tile}) == tile


@settings(max_examples=100)
@given(st.lists(tiles, max_size=30), st.sampled_from([" ", ",", ", ", "\t"]))
def test_round_trip_many(many: list[Tile], separator: str) -> None:
    text = separator.join(str(t) for t in many)
    assert parse_tiles(text) == many
    assert parse_tiles(format_tiles(many)) == many


@settings(max_examples=100)
@given(st.lists(st.lists(tiles, min_size=1, max_size=8), max_size=6))
def test_round_trip_layout(melds: list[list[Tile]]) -> None:
    assert parse_layout(format_layout(melds)) == melds


@settings(max_examples=100)
@given(tiles, tiles)
def test_order_agrees_with_index(a: Tile, b: Tile) -> None:
    assert (a < b) == (a.index < b.index)
    assert (a <= b) == (a.index <= b.index)
    assert (a > b) == (a.index > b.index)
    assert (a >= b) == (a.index >= b.index)
    assert (a == b) == (hash(a) == hash(b))
