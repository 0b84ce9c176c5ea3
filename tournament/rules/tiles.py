"""Tiles and their text notation (RULINGS §1).

"104 Steine + Joker: 2 Sätze mit 13blau-13rot-13gelb-13schwarz-bedruckten Steinen; ein Joker
pro Person."

A tile is written as colour letter + value, case-insensitive: ``b`` blue/blau, ``r`` red/rot,
``y`` or ``g`` yellow/gelb, ``k`` or ``s`` black/schwarz; the joker is ``J`` or ``*``.
The canonical form uses ``b r y k`` and ``J``.

>>> Tile.parse("G7")
Tile.parse('y7')
>>> str(Tile.parse("s13"))
'k13'
>>> format_tiles(sorted(parse_tiles("J, r13 b1 *")))
'b1 r13 J J'

Every tile has an :attr:`~Tile.index` 0..52 (``colour * 13 + value - 1``, the joker 52);
the canonical order is the order of the indices: blue, red, yellow, black, each by value,
jokers last.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Final

from tournament.rules.errors import NotationError

__all__ = [
    "ALL_NUMBERED",
    "COLOURS",
    "JOKER",
    "JOKER_INDEX",
    "MAX_VALUE",
    "NUMBERED_COUNT",
    "Colour",
    "Tile",
    "format_layout",
    "format_tiles",
    "parse_layout",
    "parse_tiles",
]

MAX_VALUE: Final = 13
NUMBERED_COUNT: Final = 4 * MAX_VALUE  # distinct numbered tiles; the set holds two of each
JOKER_INDEX: Final = NUMBERED_COUNT


class Colour(enum.Enum):
    """The four tile colours, valued by their canonical letter."""

    BLUE = "b"
    RED = "r"
    YELLOW = "y"
    BLACK = "k"

    @property
    def index(self) -> int:
        """0..3 in the canonical order blue, red, yellow, black."""
        return _COLOUR_INDEX[self]

    @property
    def german(self) -> str:
        return _GERMAN[self]

    @classmethod
    def from_letter(cls, letter: str) -> Colour:
        """The colour of an input letter (``b r y g k s``, any case).

        >>> Colour.from_letter("S")
        <Colour.BLACK: 'k'>
        """
        try:
            return _LETTERS[letter.lower()]
        except KeyError:
            raise ValueError(f"unknown colour {letter!r}") from None

    def __str__(self) -> str:
        return self.name.lower()


COLOURS: Final = (Colour.BLUE, Colour.RED, Colour.YELLOW, Colour.BLACK)
_COLOUR_INDEX: Final = {c: i for i, c in enumerate(COLOURS)}
_GERMAN: Final = {
    Colour.BLUE: "blau",
    Colour.RED: "rot",
    Colour.YELLOW: "gelb",
    Colour.BLACK: "schwarz",
}
_LETTERS: Final = {
    "b": Colour.BLUE,
    "r": Colour.RED,
    "y": Colour.YELLOW,
    "g": Colour.YELLOW,
    "k": Colour.BLACK,
    "s": Colour.BLACK,
}
_JOKER_TOKENS: Final = frozenset({"j", "*"})
_DIGITS: Final = re.compile(r"[0-9]+")
_SEPARATORS: Final = re.compile(r"[\s,]+")


@dataclass(frozen=True, slots=True, eq=False)
class Tile:
    """One tile: a colour and a value 1..13, or the joker (both ``None``).

    Equality, hashing and ordering go by :attr:`index`, so sorting gives the canonical order.
    """

    colour: Colour | None
    value: int | None
    index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.colour is None and self.value is None:
            index = JOKER_INDEX
        elif self.colour is None or self.value is None:
            raise ValueError(
                f"a tile has both a colour and a value, or neither (the joker): "
                f"got colour={self.colour!r}, value={self.value!r}"
            )
        elif not isinstance(self.colour, Colour):
            raise ValueError(f"colour must be a Colour, got {self.colour!r}")
        elif isinstance(self.value, bool) or not isinstance(self.value, int):
            raise ValueError(f"value must be an int 1..{MAX_VALUE}, got {self.value!r}")
        elif not 1 <= self.value <= MAX_VALUE:
            raise ValueError(f"value {self.value} out of range 1..{MAX_VALUE}")
        else:
            index = _COLOUR_INDEX[self.colour] * MAX_VALUE + self.value - 1
        object.__setattr__(self, "index", index)

    @property
    def is_joker(self) -> bool:
        return self.index == JOKER_INDEX

    @classmethod
    def from_index(cls, index: int) -> Tile:
        """The tile with :attr:`index` ``index`` (0..52).

        >>> Tile.from_index(14)
        Tile.parse('r2')
        """
        if not 0 <= index <= JOKER_INDEX:
            raise ValueError(f"tile index {index} out of range 0..{JOKER_INDEX}")
        return _BY_INDEX[index]

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Read one tile in the notation of RULINGS §1; raises :class:`NotationError`."""
        token = text.strip()
        tile = _BY_TOKEN.get(token.lower())
        if tile is not None:
            return tile
        raise NotationError(token, _why_not_a_tile(token))

    def __str__(self) -> str:
        if self.colour is None:
            return "J"
        return f"{self.colour.value}{self.value}"

    def __repr__(self) -> str:
        return f"Tile.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Tile):
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Tile) -> bool:
        return self.index < other.index

    def __le__(self, other: Tile) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Tile) -> bool:
        return self.index > other.index

    def __ge__(self, other: Tile) -> bool:
        return self.index >= other.index


def _why_not_a_tile(token: str) -> str:
    if not token:
        return "empty token"
    head, rest = token[0], token[1:]
    if head.lower() in _JOKER_TOKENS:
        return "a joker has no value"
    if head.lower() not in _LETTERS:
        return f"unknown colour {head!r}"
    if not rest:
        return "missing value"
    if _DIGITS.fullmatch(rest) is None:
        return f"value {rest!r} is not a number"
    value = int(rest)
    if 1 <= value <= MAX_VALUE:
        return f"value {rest!r} has extra leading zeros"
    return f"value {value} out of range 1..{MAX_VALUE}"


ALL_NUMBERED: Final = tuple(Tile(c, v) for c in COLOURS for v in range(1, MAX_VALUE + 1))
JOKER: Final = Tile(None, None)
_BY_INDEX: Final = (*ALL_NUMBERED, JOKER)
_BY_TOKEN: Final[dict[str, Tile]] = {"j": JOKER, "*": JOKER}
for _letter, _colour in _LETTERS.items():
    for _value in range(1, MAX_VALUE + 1):
        _tile = _BY_INDEX[_COLOUR_INDEX[_colour] * MAX_VALUE + _value - 1]
        _BY_TOKEN[f"{_letter}{_value}"] = _tile
        _BY_TOKEN[f"{_letter}0{_value}"] = _tile  # "r07" as a spreadsheet might write it


def parse_tiles(text: str) -> list[Tile]:
    """Read tiles separated by whitespace and/or commas.

    Raises :class:`NotationError` naming the first bad token and its 1-based position.

    >>> parse_tiles("r12, r13 r1")
    [Tile.parse('r12'), Tile.parse('r13'), Tile.parse('r1')]
    >>> parse_tiles("r12 x5")
    Traceback (most recent call last):
    ...
    tournament.rules.errors.NotationError: token 2 'x5': unknown colour 'x'
    """
    tiles: list[Tile] = []
    for position, token in enumerate(_tokens(text), start=1):
        tile = _BY_TOKEN.get(token.lower())
        if tile is None:
            raise NotationError(token, _why_not_a_tile(token), position=position)
        tiles.append(tile)
    return tiles


def _tokens(text: str) -> list[str]:
    return [token for token in _SEPARATORS.split(text) if token]


def format_tiles(tiles: Iterable[Tile]) -> str:
    """The canonical text of ``tiles`` in the given order, separated by spaces."""
    return " ".join(str(tile) for tile in tiles)


def parse_layout(text: str) -> list[list[Tile]]:
    """Read melds separated by ``|``, e.g. ``"r12 r13 r1 | b5 r5 y5"``.

    An empty text is an empty layout; an empty meld between two bars is an error.

    >>> parse_layout("r12 r13 r1 | b5 r5 y5")[1]
    [Tile.parse('b5'), Tile.parse('r5'), Tile.parse('y5')]
    """
    if not text.strip():
        return []
    melds: list[list[Tile]] = []
    for number, part in enumerate(text.split("|"), start=1):
        if not _tokens(part):
            raise NotationError(part.strip(), "empty meld", meld=number)
        try:
            melds.append(parse_tiles(part))
        except NotationError as exc:
            raise exc.at(meld=number) from None
    return melds


def format_layout(melds: Iterable[Iterable[Tile]]) -> str:
    """The text of a layout, melds separated by ``" | "``; :func:`parse_layout` reads it."""
    return " | ".join(format_tiles(meld) for meld in melds)
