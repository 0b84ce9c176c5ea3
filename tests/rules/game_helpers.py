"""Short names for the game tests: tiles, melds, draws and turn positions from text."""

from __future__ import annotations

from tournament.rules.game import Draw, DrawSource, TableMeld, TurnPosition
from tournament.rules.tiles import Tile, parse_tiles
from tournament.rules.variant import Variant


def tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(text))


def melds(text: str, owner: int | None = None) -> tuple[TableMeld, ...]:
    """``"r1 r2 r3 | b5 r5 y5"``; a meld written ``@1 b7 r7 y7 k7`` is a claim of player 1."""
    found = []
    for part in text.split("|"):
        part = part.strip()
        if not part:
            continue
        meld_owner = owner
        if part.startswith("@"):
            head, _, part = part.partition(" ")
            meld_owner = int(head[1:])
        found.append(TableMeld(tiles(part), meld_owner))
    return tuple(found)


def pool(text: str) -> tuple[Draw, ...]:
    return tuple(Draw(DrawSource.POOL, t) for t in parse_tiles(text))


def position(
    table: str = "",
    hand: str = "",
    *,
    opened: bool = True,
    player: int = 0,
    plus: bool = False,
    pool_left: int | None = 50,
    discard_top: str | None = None,
) -> TurnPosition:
    return TurnPosition(
        table=melds(table),
        hand=tiles(hand),
        opened=opened,
        player=player,
        variant=Variant.STEIN_PLUS if plus else Variant.STEIN,
        pool_left=pool_left,
        discard_top=None if discard_top is None else Tile.parse(discard_top),
    )
