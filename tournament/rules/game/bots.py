"""Players for headless games: ``greedy`` and ``strong``.

Both find their play with the exact solver (:func:`tournament.rules.solver.solve`), which
keeps every table joker in its role until it is released (RULINGS §2), and check it with
the referee's turn check before playing it; a play the check refuses falls back to laying
new melds of the own tiles only, which is always legal once opened. Melds with a joker are
left as they are: the solver would play them legally, but tables with jokers still take it
seconds per turn (docs/solver.md).

- ``greedy`` draws from the pool, lays the most tiles the solver finds and discards the
  tile with the fewest partners (tiles of the same value, or of the same colour one or two
  apart) in the hand.
- ``strong`` looks ahead over the draw: the first tile comes from the pool before the
  second is chosen, so it knows that tile, and it takes the top of the discard pile when
  the solver lays more with it (a sure tile instead of an unseen one). It weighs the
  discard: the tile with the fewest outs (unseen tiles that would put it in a meld, the
  table and the discard pile counted as seen), kept back where it would help the next
  player (it extends a table meld, or fits what that player took from the discard pile).

Neither bot sees more than a player at the table: the own hand, the first draw once drawn,
the table and the discard pile, and who took what from it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Final, Protocol

from tournament.rules.claims import check_claim
from tournament.rules.game.engine import apply_turn, draws_for, make_turn
from tournament.rules.game.state import (
    DrawSource,
    GameState,
    TableMeld,
    Turn,
    deal,
)
from tournament.rules.melds import is_valid_meld
from tournament.rules.options import JokerRule
from tournament.rules.solver import Solution, solve
from tournament.rules.tiles import ALL_NUMBERED, JOKER, MAX_VALUE, Tile
from tournament.rules.variant import Variant

__all__ = ["BOTS", "Bot", "GreedyBot", "PlayedGame", "StrongBot", "make_bot", "play_game"]


class Bot(Protocol):
    name: str

    def observe(self, turn: Turn) -> None:
        """See a turn played (by anyone)."""

    def play(self, state: GameState) -> Turn:
        """The turn of the player to move; legal by the engine's check."""


def partners(tile: Tile, hand: Sequence[Tile]) -> int:
    """Tiles of ``hand`` that could share a meld with ``tile``: the same value in another
    colour, or the same colour one or two values apart (round the cycle)."""
    if tile.is_joker:
        return 99
    count = 0
    for other in hand:
        if other is tile or other.is_joker:
            continue
        if other.value == tile.value and other.colour != tile.colour:
            count += 1
        elif other.colour == tile.colour:
            assert other.value is not None and tile.value is not None
            gap = (other.value - tile.value) % MAX_VALUE
            if gap in (1, 2, MAX_VALUE - 1, MAX_VALUE - 2):
                count += 1
    return count


def fits_table(tile: Tile, table: Sequence[TableMeld]) -> bool:
    """Whether ``tile`` extends a meld of ``table`` as it stands."""
    return any(m.owner is None and is_valid_meld((*m.tiles, tile)) for m in table)


@dataclass
class GreedyBot:
    """Lays the most tiles the solver finds; keeps the rest."""

    seat: int
    name: str = "greedy"

    def observe(self, turn: Turn) -> None:
        del turn

    def take_discard(self, state: GameState) -> bool:
        del state
        return False

    def play(self, state: GameState) -> Turn:
        draws = draws_for(state, take_discard=self.take_discard(state))
        hand = [*state.hands[state.to_move], *(d.tile for d in draws)]
        me = state.to_move
        # Melds with jokers stay as they are: jokers on the table make the solver slow.
        fixed, free = _split_table(state)
        for solution in self.plays(state, hand, [m.tiles for m in free]):
            table = state.table
            if solution.placed:
                table = _as_table(solution, free, fixed, me, state.variant)
            left = _left_after(hand, state.table, table)
            discard = self.choose_discard(state, left) if left else None
            turn, check = make_turn(state, draws, table, discard=discard)
            if check.legal:
                return turn
        raise AssertionError("no legal turn found")  # pragma: no cover - passing is legal

    def plays(
        self, state: GameState, hand: list[Tile], table: list[tuple[Tile, ...]]
    ) -> Iterator[Solution]:
        """The plays to try, best first, each solved only when the one before is refused:
        the most tiles with the table reworked (once opened), then new melds of the own
        tiles only, then nothing."""
        if state.opened[state.to_move]:
            yield solve(hand, table, options=state.options)
        yield solve(hand, table, opened=False, options=state.options)
        yield Solution(0, (), tuple(sorted(hand)))

    def choose_discard(self, state: GameState, hand: list[Tile]) -> Tile:
        return min(hand, key=lambda t: (partners(t, hand), t.is_joker, -(t.value or 0)))


@dataclass
class StrongBot(GreedyBot):
    """Greedy play with a look ahead over the draw and a weighed discard."""

    name: str = "strong"
    picked: dict[int, list[Tile]] = field(default_factory=dict)

    def observe(self, turn: Turn) -> None:
        for draw in turn.draws:
            if draw.source is DrawSource.DISCARD:
                self.picked.setdefault(turn.player, []).append(draw.tile)

    def take_discard(self, state: GameState) -> bool:
        """Look ahead over the draw: the first tile comes from the pool before the second
        is chosen; take the discard pile's top when the solver lays more with it than
        without (a sure tile rather than an unseen pool tile that may not lay)."""
        top = state.discard_top
        if top is None or not state.pool:
            return False
        if top.is_joker:
            return True
        hand = [*state.hands[state.to_move], state.pool[0]]
        held = Counter(hand)
        opened = state.opened[state.to_move]
        if not opened and not any(held[a] or held[b] for a, b in _triples(top)):
            return False
        if opened and not (
            fits_table(top, state.table) or any(held[a] or held[b] for a, b in _triples(top))
        ):
            return False
        _, free = _split_table(state)
        table = [m.tiles for m in free]
        options = state.options
        base = solve(hand, table, opened=opened, options=options).placed
        return solve([*hand, top], table, opened=opened, options=options).placed > base

    def choose_discard(self, state: GameState, hand: list[Tile]) -> Tile:
        """The tile with the fewest outs (unseen tiles that would put it in a meld), kept
        back where it would help the next player: it extends a table meld, or it fits what
        that player took from the discard pile before."""
        seen = _seen(state, hand)
        held = Counter(hand)
        nxt = (state.to_move + 1) % len(state.players)
        wanted = self.picked.get(nxt, [])

        def keep(tile: Tile) -> float:
            if tile.is_joker:
                return 1000.0
            held[tile] -= 1
            value = _outs(tile, held, seen)
            held[tile] += 1
            value += sum(0.5 for w in wanted if partners(tile, [w]))
            if state.opened[nxt] and fits_table(tile, state.table):
                value += 3
            return value

        return min(hand, key=lambda t: (keep(t), -(t.value or 0)))


def _seen(state: GameState, hand: Sequence[Tile]) -> Counter[Tile]:
    """The tiles a player can see: the own hand, the table, the discard pile."""
    seen = Counter(hand)
    seen.update(t for m in state.table for t in m.tiles)
    seen.update(state.discards)
    return seen


def _outs(tile: Tile, held: Counter[Tile], seen: Counter[Tile]) -> float:
    """How close ``tile`` is to a meld with the ``held`` tiles: a meld of three already
    counts 10; a pair counts the unseen copies of the missing tile; a lone tile a little
    for each way two unseen tiles could complete it."""
    total = 0.0
    for a, b in _triples(tile):
        if held[a] and held[b]:
            total += 10
        elif held[a] or held[b]:
            total += max(0, 2 - seen[b if held[a] else a])
        else:
            total += 0.1 * max(0, 2 - seen[a]) * max(0, 2 - seen[b])
    return total


@cache
def _triples(tile: Tile) -> tuple[tuple[Tile, Tile], ...]:
    """The pairs of tiles that make a meld of three with ``tile``: the other colours of
    its value, and its neighbours in runs (round the cycle)."""
    colour, value = divmod(tile.index, MAX_VALUE)
    same_value = [ALL_NUMBERED[c * MAX_VALUE + value] for c in range(4) if c != colour]
    pairs = [(a, b) for k, a in enumerate(same_value) for b in same_value[k + 1 :]]

    def step(d: int) -> Tile:
        return ALL_NUMBERED[colour * MAX_VALUE + (value + d) % MAX_VALUE]

    pairs += [(step(-2), step(-1)), (step(-1), step(1)), (step(1), step(2))]
    return tuple(pairs)


def _split_table(state: GameState) -> tuple[tuple[TableMeld, ...], list[TableMeld]]:
    """The melds the player to move leaves as they are, and those the solver may rework.

    Melds with jokers stay as they are: the solver plays them legally, but jokers on the
    table make it slow (30 games of the game benchmark on one process take 7 s without
    them and did not finish in ten minutes with them, single turns taking 2-15 s). Other
    players' claims stay too (RULINGS §4)."""
    me = state.to_move
    fixed = tuple(m for m in state.table if m.owner not in (None, me) or JOKER in m.tiles)
    return fixed, [m for m in state.table if m not in fixed]


def _left_after(
    hand: list[Tile], before: Sequence[TableMeld], after: Sequence[TableMeld]
) -> list[Tile]:
    laid = Counter(t for m in after for t in m.tiles) - Counter(t for m in before for t in m.tiles)
    left = Counter(hand) - laid
    return sorted(left.elements())


def _as_table(
    solution: Solution,
    free: Sequence[TableMeld],
    fixed: tuple[TableMeld, ...],
    me: int,
    variant: Variant,
) -> tuple[TableMeld, ...]:
    """The solver's melds as the table: melds that did not change keep their written form
    and owner (so jokers keep their places), new groups of four become claims (Plus)."""
    unchanged: dict[tuple[Tile, ...], list[TableMeld]] = {}
    for meld in free:
        unchanged.setdefault(tuple(sorted(meld.tiles)), []).append(meld)
    table = list(fixed)
    for tiles in solution.melds:
        same = unchanged.get(tuple(sorted(tiles)))
        if same:
            table.append(same.pop())
            continue
        owner = None
        if variant is Variant.STEIN_PLUS and check_claim(tiles).valid:
            owner = me
        table.append(TableMeld(tuple(tiles), owner))
    return tuple(table)


BOTS: Final = {"greedy": GreedyBot, "strong": StrongBot}


def make_bot(name: str, seat: int) -> Bot:
    """A bot by name (``greedy`` or ``strong``) for ``seat``."""
    try:
        return BOTS[name](seat)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None


@dataclass(frozen=True)
class PlayedGame:
    """A game played to its end: the deal, the turns, and the state at the end."""

    start: GameState
    turns: tuple[Turn, ...]
    final: GameState


def play_game(
    bots: Sequence[str],
    seed: int,
    *,
    variant: Variant = Variant.STEIN,
    jokers: JokerRule = JokerRule.PER_PLAYER,
    starter: int = 0,
    max_turns: int = 1000,
) -> PlayedGame:
    """Deal with ``seed`` and let the bots named in seat order play to the end."""
    names = [f"{name}-{seat + 1}" for seat, name in enumerate(bots)]
    players = [make_bot(name, seat) for seat, name in enumerate(bots)]
    first = deal(names, seed, variant=variant, jokers=jokers, starter=starter)
    state = first
    turns: list[Turn] = []
    while state.end is None:
        if len(turns) >= max_turns:  # pragma: no cover - the blocked end comes first
            raise AssertionError(f"game {seed} did not end in {max_turns} turns")
        turn = players[state.to_move].play(state)
        state = apply_turn(state, turn)
        turns.append(turn)
        for bot in players:
            bot.observe(turn)
    return PlayedGame(first, tuple(turns), state)
