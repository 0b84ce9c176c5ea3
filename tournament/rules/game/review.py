"""A recorded game step by step, for the app's review: what the table and the hands were
after each turn, and the rule each illegal turn breaks (RULINGS §10).

:func:`~tournament.rules.game.record.replay` stops at the first illegal turn; a referee
reviewing a game wants to see the whole game with every illegal turn marked. After an
illegal turn the review goes on from the position as recorded (the table, the player's hand
and opened flag of the record), so each later turn is checked against what was on the table.

>>> from tournament.rules.game import deal
>>> steps = review_steps(deal(["Ann", "Ben", "Cem"], seed=7), ())
>>> len(steps), steps[0].number, steps[0].state.to_move, steps[0].illegal
(1, 0, 0, False)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from tournament.rules.errors import IllegalError, NotationError
from tournament.rules.game.engine import _after, apply_turn, position_of
from tournament.rules.game.state import GameState, TableMeld, Turn
from tournament.rules.game.turns import TurnCheck, check_turn
from tournament.rules.tiles import Tile, parse_tiles

__all__ = ["Step", "parse_table", "review_steps"]


@dataclass(frozen=True)
class Step:
    """The game after turn ``number`` (0: the deal). ``turn`` is the turn that led here;
    ``rule``/``reason`` the rule it breaks and why (English, as the engine says it);
    ``check`` the referee's check of the turn when that check names the fault (tiles,
    melds); ``state`` the position after the turn (as recorded when the turn was illegal)."""

    number: int
    state: GameState
    turn: Turn | None = None
    rule: str | None = None
    reason: str | None = None
    check: TurnCheck | None = None

    @property
    def illegal(self) -> bool:
        return self.rule is not None


def _split(message: str) -> tuple[str, str]:
    """``"§10 draw: two tiles"`` -> ``("§10 draw", "two tiles")``."""
    rule, sep, reason = message.partition(": ")
    return (rule, reason) if sep else ("", message)


def _as_recorded(state: GameState, turn: Turn) -> GameState:
    """The position after an illegal turn, taken from the record as it stands."""
    before = Counter(t for m in state.table for t in m.tiles)
    after = Counter(t for m in turn.table for t in m.tiles)
    laid = tuple(sorted((after - before).elements()))
    check = TurnCheck(laid=laid, hand=tuple(sorted(turn.hand)), opened=turn.opened)
    moved = replace(state, to_move=turn.player, end=None)
    return _after(moved, turn, check)


def review_steps(start: GameState, turns: Sequence[Turn]) -> list[Step]:
    """The deal and one step per turn; an illegal turn carries the rule it breaks."""
    state = start.with_starter(turns[0].player) if turns else start
    steps = [Step(0, state)]
    for number, turn in enumerate(turns, start=1):
        try:
            after = apply_turn(state, turn)
        except IllegalError as exc:
            rule, reason = _split(str(exc))
            check = None
            if state.end is None and turn.player == state.to_move:
                check = check_turn(
                    position_of(state),
                    turn.draws,
                    turn.table,
                    taken=turn.taken,
                    discard=turn.discard,
                )
                check = None if check.legal else check
            state = _as_recorded(state, turn)
            steps.append(Step(number, state, turn, rule, reason, check))
            continue
        state = after
        steps.append(Step(number, state, turn))
    return steps


def parse_table(text: str) -> tuple[TableMeld, ...]:
    """A table as a referee types it: melds separated by ``|``, a claim written with its
    owner's seat first (``@1 b7 r7 y7 k7``). Raises :class:`NotationError` naming the meld.

    >>> [str(m) for m in parse_table("r5 r6 r7 | @1 b7 r7 y7 k7")]
    ['r5 r6 r7', 'b7 r7 y7 k7 (claim of player 1)']
    """
    melds = []
    parts = [p.strip() for p in text.split("|")]
    if len(parts) == 1 and not parts[0]:
        return ()
    for number, part in enumerate(parts, start=1):
        owner = None
        if part.startswith("@"):
            head, _, part = part.partition(" ")
            if not head[1:].isdigit():
                raise NotationError(head, "a claim starts with @ and the owner's seat", meld=number)
            owner = int(head[1:])
        if not part:
            raise NotationError("", "empty meld", meld=number)
        try:
            tiles: tuple[Tile, ...] = tuple(parse_tiles(part))
        except NotationError as exc:
            raise exc.at(meld=number) from None
        melds.append(TableMeld(tiles, owner))
    return tuple(melds)
