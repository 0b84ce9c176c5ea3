"""The state of one game of Stein-Rummy and the deal (RULINGS §1, §10).

"Ein Joker pro Person wird bei Spielbeginn zugeteilt." A game deals 14 tiles to each player
from the 104 numbered tiles shuffled with a seed, plus the own joker (one joker per
player), none, or two jokers shuffled into the pool; the rest is the pool, in draw order.

>>> game = deal(["Ann", "Ben", "Cem"], seed=7)
>>> [len(h) for h in game.hands], len(game.pool)
([15, 15, 15], 62)
"""

from __future__ import annotations

import enum
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from tournament.rules.errors import IllegalError
from tournament.rules.options import COPIES, JokerRule, RulesOptions
from tournament.rules.tiles import ALL_NUMBERED, JOKER, Tile, format_tiles
from tournament.rules.variant import Variant

__all__ = [
    "HAND_SIZE",
    "PLAYERS",
    "Draw",
    "DrawSource",
    "EndKind",
    "GameEnd",
    "GameState",
    "TableMeld",
    "Turn",
    "deal",
    "full_set",
    "start",
]

HAND_SIZE: Final = 14
PLAYERS: Final = (3, 4)  # RULINGS §7: tables of 3, never 2; 4 for the remainder


class DrawSource(enum.Enum):
    POOL = "pool"
    DISCARD = "discard"


class EndKind(enum.Enum):
    OUT = "out"
    """A player emptied the hand."""
    BLOCKED = "blocked"
    """The pool is empty and a whole round passed without a tile laid: ended early."""
    EQUAL = "equal"
    """Blocked, without jokers, every player holding the same number of tiles."""


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld on the table in the order it was laid out; ``owner`` is set for claims only."""

    tiles: tuple[Tile, ...]
    owner: int | None = None

    def __str__(self) -> str:
        text = format_tiles(self.tiles)
        return text if self.owner is None else f"{text} (claim of player {self.owner})"


@dataclass(frozen=True, slots=True)
class Draw:
    source: DrawSource
    tile: Tile


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn as it is recorded: what was drawn, the table after it, the tiles taken
    from the table into the hand, the discard (None when the hand is empty) and the hand
    after the turn."""

    player: int
    draws: tuple[Draw, ...]
    table: tuple[TableMeld, ...]
    taken: tuple[Tile, ...] = ()
    discard: Tile | None = None
    hand: tuple[Tile, ...] = ()
    opened: bool = False


@dataclass(frozen=True, slots=True)
class GameEnd:
    """How a game ended: tiles left per player (a joker counts one), claims still on the
    table per player, and whether the player who went out did so in the first turn."""

    kind: EndKind
    tiles_left: tuple[int, ...]
    claims: tuple[int, ...]
    romme_first_round: bool = False


@dataclass(frozen=True)
class GameState:
    """Everything on the table and in the hands between two turns.

    ``quiet_turns`` counts the turns in a row, taken with the pool empty, in which no tile
    was laid (RULINGS §10: a whole round of them ends the game).
    """

    players: tuple[str, ...]
    variant: Variant
    jokers: JokerRule
    hands: tuple[tuple[Tile, ...], ...]
    pool: tuple[Tile, ...]
    discards: tuple[Tile, ...] = ()
    table: tuple[TableMeld, ...] = ()
    opened: tuple[bool, ...] = ()
    to_move: int = 0
    turn_number: int = 0
    quiet_turns: int = 0
    turns_taken: tuple[int, ...] = ()
    end: GameEnd | None = None
    seed: int = 0
    starter: int = 0
    dealt: tuple[tuple[Tile, ...], ...] = field(default=(), repr=False)

    @property
    def options(self) -> RulesOptions:
        return RulesOptions(self.jokers, players=len(self.players))

    @property
    def finished(self) -> bool:
        return self.end is not None

    @property
    def discard_top(self) -> Tile | None:
        return self.discards[-1] if self.discards else None

    def claims_of(self, player: int) -> int:
        return sum(1 for meld in self.table if meld.owner == player)

    def with_starter(self, starter: int) -> GameState:
        if not 0 <= starter < len(self.players):
            raise IllegalError(f"§10 deal: no seat {starter} at a table of {len(self.players)}")
        return replace(self, to_move=starter, starter=starter)


def full_set(jokers: JokerRule, players: int) -> list[Tile]:
    """Every tile of a game in canonical order: 104 numbered tiles and the jokers."""
    count = RulesOptions(jokers, players=players).joker_count
    return [t for t in ALL_NUMBERED for _ in range(COPIES)] + [JOKER] * count


def deal(
    players: Sequence[str],
    seed: int,
    *,
    variant: Variant = Variant.STEIN,
    jokers: JokerRule = JokerRule.PER_PLAYER,
    starter: int = 0,
) -> GameState:
    """Shuffle with ``random.Random(seed)`` and deal (RULINGS §10).

    The 104 numbered tiles are shuffled; player 1 gets the first 14, player 2 the next 14,
    ...; under ``per_player`` each hand gets its own joker; the rest is the pool in draw
    order, under ``two_in_pool`` with the two jokers shuffled into it.
    """
    if len(players) not in PLAYERS:
        raise IllegalError(f"§7 tables: a game has 3 or 4 players, not {len(players)}")
    rng = random.Random(seed)
    deck = [t for t in ALL_NUMBERED for _ in range(COPIES)]
    rng.shuffle(deck)
    own = [JOKER] if jokers is JokerRule.PER_PLAYER else []
    hands = tuple(
        tuple(deck[i * HAND_SIZE : (i + 1) * HAND_SIZE] + own) for i in range(len(players))
    )
    rest = deck[len(players) * HAND_SIZE :]
    if jokers is JokerRule.TWO_IN_POOL:
        # "zwei Jokern, die in der Masse verbleiben": shuffled into the pool, never dealt
        rest += [JOKER, JOKER]
        rng.shuffle(rest)
    pool = tuple(rest)
    return start(players, hands, pool, seed=seed, variant=variant, jokers=jokers).with_starter(
        starter
    )


def start(
    players: Sequence[str],
    hands: Sequence[Sequence[Tile]],
    pool: Sequence[Tile],
    *,
    seed: int = 0,
    variant: Variant = Variant.STEIN,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> GameState:
    """A game from its dealt hands and pool, checked against the deal of RULINGS §10:
    3 or 4 players, 14 tiles each (plus the own joker), every tile of the game exactly once
    in the hands and the pool."""
    n = len(players)
    if n not in PLAYERS:
        raise IllegalError(f"§7 tables: a game has 3 or 4 players, not {n}")
    if len(hands) != n:
        raise IllegalError(f"§10 deal: {len(hands)} hands for {n} players")
    own = 1 if jokers is JokerRule.PER_PLAYER else 0
    for i, hand in enumerate(hands):
        numbered = sum(1 for t in hand if not t.is_joker)
        if numbered != HAND_SIZE or len(hand) != HAND_SIZE + own:
            want = f"{HAND_SIZE} tiles" + (" and the own joker" if own else "")
            raise IllegalError(f"§10 deal: hand {i + 1} holds {format_tiles(hand)}, not {want}")
    dealt = Counter(t for hand in hands for t in hand) + Counter(pool)
    expected = Counter(full_set(jokers, n))
    if dealt != expected:
        extra = dealt - expected
        missing = expected - dealt
        parts = []
        if extra:
            parts.append(f"too many {format_tiles(sorted(extra.elements()))}")
        if missing:
            parts.append(f"missing {format_tiles(sorted(missing.elements()))}")
        raise IllegalError(f"§1 tiles: hands and pool are not the game's tiles: {'; '.join(parts)}")
    return GameState(
        players=tuple(players),
        variant=variant,
        jokers=jokers,
        hands=tuple(tuple(h) for h in hands),
        pool=tuple(pool),
        opened=(False,) * n,
        turns_taken=(0,) * n,
        seed=seed,
        dealt=tuple(tuple(h) for h in hands),
    )
