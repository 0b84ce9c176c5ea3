"""Playing a game turn by turn: draws, the turn check, the end (RULINGS §10).

:func:`draws_for` gives the draws of a turn from the state (the pool's next tiles, and the
top of the discard pile when the player takes it); :func:`make_turn` completes a turn from
the table after it and the discard; :func:`apply_turn` checks a turn against the state and
returns the state after it, raising :class:`~tournament.rules.errors.IllegalError` with
the rule the turn breaks.

The end: "A player who empties the hand (by laying or by the discard) ends the game." and
"The game also ends when the pool is empty and a whole round of turns passes without a
tile laid; then it is scored as ended early. Without jokers, when every player holds the
same number of tiles after such a round, everyone scores the same."
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tournament.rules.errors import IllegalError
from tournament.rules.game.state import (
    Draw,
    DrawSource,
    EndKind,
    GameEnd,
    GameState,
    TableMeld,
    Turn,
)
from tournament.rules.game.turns import RULE_DRAW, RULE_HAND, TurnCheck, TurnPosition, check_turn
from tournament.rules.options import JokerRule
from tournament.rules.tiles import Tile, format_tiles

__all__ = ["apply_turn", "draws_for", "make_turn", "position_of", "ranks"]


def draws_for(state: GameState, *, take_discard: bool = False) -> tuple[Draw, ...]:
    """The draws of the player to move: two from the pool (what it holds when fewer), or
    one from the pool and the top of the discard pile."""
    pool = state.pool
    if take_discard and pool and state.discard_top is not None:
        return (Draw(DrawSource.POOL, pool[0]), Draw(DrawSource.DISCARD, state.discard_top))
    return tuple(Draw(DrawSource.POOL, t) for t in pool[:2])


def position_of(state: GameState) -> TurnPosition:
    """What the referee's turn check needs to know before the turn of the player to move."""
    player = state.to_move
    return TurnPosition(
        table=state.table,
        hand=state.hands[player],
        opened=state.opened[player],
        player=player,
        variant=state.variant,
        pool_left=len(state.pool),
        discard_top=state.discard_top,
    )


def make_turn(
    state: GameState,
    draws: Sequence[Draw],
    table: Sequence[TableMeld],
    *,
    taken: Sequence[Tile] = (),
    discard: Tile | None = None,
) -> tuple[Turn, TurnCheck]:
    """The turn of the player to move with the hand and opened flag it leads to, and its
    check (the turn is meaningful only when the check is legal)."""
    check = check_turn(position_of(state), draws, table, taken=taken, discard=discard)
    turn = Turn(
        player=state.to_move,
        draws=tuple(draws),
        table=tuple(table),
        taken=tuple(sorted(taken)),
        discard=discard,
        hand=check.hand,
        opened=check.opened,
    )
    return turn, check


def apply_turn(state: GameState, turn: Turn) -> GameState:
    """The state after ``turn``; :class:`IllegalError` names the rule a turn breaks."""
    if state.end is not None:
        raise IllegalError("§10 the end: the game is over, no more turns")
    if turn.player != state.to_move:
        raise IllegalError(
            f"§10 turn order: player {state.to_move + 1} is to move, not player {turn.player + 1}"
        )
    pool_draws = [d.tile for d in turn.draws if d.source is DrawSource.POOL]
    if tuple(pool_draws) != state.pool[: len(pool_draws)]:
        raise IllegalError(
            f"{RULE_DRAW}: drew {format_tiles(pool_draws)} from the pool, "
            f"whose next tiles are {format_tiles(state.pool[: len(pool_draws)])}"
        )
    check = check_turn(
        position_of(state), turn.draws, turn.table, taken=turn.taken, discard=turn.discard
    )
    check.raise_if_illegal()
    if tuple(sorted(turn.hand)) != check.hand:
        raise IllegalError(
            f"{RULE_HAND}: the hand after the turn is {format_tiles(check.hand)}, "
            f"not {format_tiles(sorted(turn.hand))}"
        )
    if turn.opened != check.opened:
        raise IllegalError(f"{RULE_HAND}: opened is {check.opened}, not {turn.opened}")
    return _after(state, turn, check)


def _after(state: GameState, turn: Turn, check: TurnCheck) -> GameState:
    player = turn.player
    n = len(state.players)
    took_discard = any(d.source is DrawSource.DISCARD for d in turn.draws)
    discards = state.discards[:-1] if took_discard else state.discards
    if turn.discard is not None:
        discards = (*discards, turn.discard)
    pool_empty = not state.pool
    quiet = state.quiet_turns + 1 if pool_empty and not check.laid else 0
    hands = tuple(check.hand if i == player else h for i, h in enumerate(state.hands))
    turns_taken = tuple(t + (i == player) for i, t in enumerate(state.turns_taken))
    drawn = sum(1 for d in turn.draws if d.source is DrawSource.POOL)
    after = replace(
        state,
        hands=hands,
        pool=state.pool[drawn:],
        discards=discards,
        table=turn.table,
        opened=tuple(check.opened if i == player else o for i, o in enumerate(state.opened)),
        to_move=(player + 1) % n,
        turn_number=state.turn_number + 1,
        quiet_turns=quiet,
        turns_taken=turns_taken,
    )
    if not check.hand:
        return replace(after, end=_end(after, EndKind.OUT, first=turns_taken[player] == 1))
    if quiet >= n:
        sizes = {len(h) for h in hands}
        kind = (
            EndKind.EQUAL if state.jokers is JokerRule.NONE and len(sizes) == 1 else EndKind.BLOCKED
        )
        return replace(after, end=_end(after, kind, first=False))
    return after


def _end(state: GameState, kind: EndKind, *, first: bool) -> GameEnd:
    return GameEnd(
        kind=kind,
        tiles_left=tuple(len(h) for h in state.hands),
        claims=tuple(state.claims_of(i) for i in range(len(state.players))),
        romme_first_round=first,
    )


def ranks(tiles_left: Sequence[int]) -> tuple[int, ...]:
    """Each player's rank by tiles left, fewer is better; tied players share the best rank
    they cover (RULINGS §5: "Players at a table are ranked by tiles left in hand").

    >>> ranks([0, 5, 5, 2])
    (1, 3, 3, 2)
    """
    ordered = sorted(tiles_left)
    return tuple(ordered.index(t) + 1 for t in tiles_left)
