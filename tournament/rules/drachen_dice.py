"""Drachenrummy's dice: rolls, reservations and steals, checked step by step (RULINGS §9).

"Der Spieler nimmt alle seine Würfel und würfelt. Danach muss er mindestens einen Würfel zur
Seite legen. [...] bis alle Würfel zur Seite gelegt sind." Then: "Um eine Karte zu
reservieren, legt er die Karte vor sich ab und legt eine beliebige Anzahl von Würfeln mit
derselben Augenzahl auf die Karte (zumindest aber einen Würfel)." A reserved card of another
player may be stolen instead (:class:`StealRule`, a tournament option); the stolen card is
then reserved with the stealer's dice. No die is used twice.

Dice on a card are written ``COUNTxFACE``: ``2x4`` is two dice showing 4.

>>> check_steal(Dice.parse("3x6"), Dice.parse("4x6")).allowed
True
>>> check_steal(Dice.parse("2x4"), Dice.parse("3x1")).reason
'same-face: a steal needs more dice showing 4 than the reservation (more than 2x4)'
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from tournament.rules.cards import Card, format_cards
from tournament.rules.errors import NotationError
from tournament.rules.options import StealRule

__all__ = [
    "DICE_PER_PLAYER",
    "Dice",
    "Reservation",
    "Reserve",
    "Roll",
    "RollsCheck",
    "Steal",
    "StealCheck",
    "StealRule",
    "TurnCheck",
    "check_rolls",
    "check_steal",
    "check_turn",
]

DICE_PER_PLAYER: Final = 5
FACES: Final = range(1, 7)
_DICE_TEXT: Final = re.compile(r"\s*(\d+)\s*[x×]\s*(\d+)\s*", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Dice:
    """``count`` dice all showing ``face`` (1..6), written ``COUNTxFACE``.

    >>> Dice.parse("2X4"), str(Dice(3, 6))
    (Dice.parse('2x4'), '3x6')
    """

    count: int
    face: int

    def __post_init__(self) -> None:
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < 1:
            raise ValueError(f"dice count must be 1 or more, got {self.count!r}")
        if isinstance(self.face, bool) or self.face not in FACES:
            raise ValueError(f"a die shows 1..6, got {self.face!r}")

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Read ``COUNTxFACE``; raises :class:`NotationError` naming what is wrong."""
        match = _DICE_TEXT.fullmatch(text)
        if match is None:
            raise NotationError(text.strip(), "dice are written COUNTxFACE, e.g. 2x4")
        count, face = int(match[1]), int(match[2])
        if count < 1:
            raise NotationError(text.strip(), "at least one die")
        if face not in FACES:
            raise NotationError(text.strip(), f"a die shows 1..6, not {face}")
        return cls(count, face)

    def __str__(self) -> str:
        return f"{self.count}x{self.face}"

    def __repr__(self) -> str:
        return f"Dice.parse({str(self)!r})"


@dataclass(frozen=True, slots=True)
class StealCheck:
    allowed: bool
    reason: str


def check_steal(
    reserved: Dice, stealing: Dice, rule: StealRule = StealRule.SAME_FACE
) -> StealCheck:
    """Whether dice ``stealing`` take a card reserved with ``reserved`` under ``rule``.

    >>> check_steal(Dice(2, 4), Dice(3, 1), StealRule.ANY_FACE).allowed
    True
    >>> check_steal(Dice(2, 4), Dice(2, 5), StealRule.HIGHER_FACE).reason
    'higher-face: 2x5 is at least as many dice as 2x4, with a higher face'
    """
    more = stealing.count > reserved.count
    same = stealing.face == reserved.face
    if rule is StealRule.SAME_FACE:
        if same and more:
            return StealCheck(True, f"{rule}: {stealing} is more dice showing {reserved.face}")
        return StealCheck(
            False,
            f"{rule}: a steal needs more dice showing {reserved.face} than the reservation "
            f"(more than {reserved})",
        )
    if rule is StealRule.ANY_FACE:
        if more:
            return StealCheck(True, f"{rule}: {stealing} is more dice than {reserved}")
        return StealCheck(
            False, f"{rule}: a steal needs more than {reserved.count} dice of one face"
        )
    if same and more:
        return StealCheck(True, f"{rule}: {stealing} is more dice showing {reserved.face}")
    if stealing.face > reserved.face and stealing.count >= reserved.count:
        return StealCheck(
            True, f"{rule}: {stealing} is at least as many dice as {reserved}, with a higher face"
        )
    return StealCheck(
        False,
        f"{rule}: a steal needs more than {reserved.count} dice showing {reserved.face}, or "
        f"at least {reserved.count} showing a higher face",
    )


@dataclass(frozen=True, slots=True)
class Roll:
    """One throw: the faces ``rolled`` and those ``kept`` (set aside) from it."""

    rolled: tuple[int, ...]
    kept: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RollsCheck:
    """The answer of :func:`check_rolls`: ``set_aside`` the faces of all dice set aside."""

    valid: bool
    reason: str | None
    set_aside: tuple[int, ...] = ()


def check_rolls(rolls: Sequence[Roll], dice: int = DICE_PER_PLAYER) -> RollsCheck:
    """Check a sequence of throws: the first rolls all ``dice``, each later one the dice
    not yet set aside; each sets aside at least one of the faces it rolled; the last one
    sets aside the rest.

    >>> check_rolls([Roll((3, 6, 1, 6, 2), (3, 6, 6)), Roll((3, 6), (3, 6))]).set_aside
    (3, 3, 6, 6, 6)
    >>> check_rolls([Roll((3, 6, 1, 6, 2), ())]).reason
    'roll 1: set aside at least one die'
    """
    left = dice
    kept_all: list[int] = []
    for number, roll in enumerate(rolls, start=1):
        where = f"roll {number}"
        if left == 0:
            return RollsCheck(False, f"{where}: every die is already set aside")
        if len(roll.rolled) != left:
            return RollsCheck(False, f"{where}: rolls {len(roll.rolled)} dice, must roll {left}")
        bad = [f for f in (*roll.rolled, *roll.kept) if f not in FACES]
        if bad:
            return RollsCheck(False, f"{where}: a die shows 1..6, not {bad[0]}")
        if not roll.kept:
            return RollsCheck(False, f"{where}: set aside at least one die")
        missing = Counter(roll.kept) - Counter(roll.rolled)
        if missing:
            face = min(missing)
            return RollsCheck(False, f"{where}: sets aside a {face} that was not rolled")
        left -= len(roll.kept)
        kept_all.extend(roll.kept)
    if left:
        return RollsCheck(False, f"{left} dice not set aside yet; roll them")
    return RollsCheck(True, None, tuple(sorted(kept_all)))


@dataclass(frozen=True, slots=True)
class Reservation:
    """``card`` lying before ``player`` with ``dice`` on it."""

    card: Card
    dice: Dice
    player: str


@dataclass(frozen=True, slots=True)
class Reserve:
    """Take an open card from the middle with ``dice`` from those set aside."""

    card: Card
    dice: Dice

    def __str__(self) -> str:
        return f"reserve {self.card} with {self.dice}"


@dataclass(frozen=True, slots=True)
class Steal:
    """Take a card another player reserved, laying ``dice`` from those set aside on it."""

    card: Card
    dice: Dice

    def __str__(self) -> str:
        return f"steal {self.card} with {self.dice}"


@dataclass(frozen=True, slots=True)
class TurnCheck:
    """The answer of :func:`check_turn`.

    ``taken`` are the player's own reserved cards taken into the hand at the start;
    ``reservations`` and ``open_cards`` are the table after the turn (before the middle is
    filled up again); ``dice_left`` the set-aside faces no card holds.
    """

    valid: bool
    reason: str | None
    taken: tuple[Card, ...] = ()
    reservations: tuple[Reservation, ...] = ()
    open_cards: tuple[Card, ...] = ()
    dice_left: tuple[int, ...] = ()


def check_turn(
    player: str,
    rolls: Sequence[Roll],
    actions: Iterable[Reserve | Steal],
    *,
    open_cards: Sequence[Card],
    reservations: Sequence[Reservation] = (),
    rule: StealRule = StealRule.SAME_FACE,
    dice: int = DICE_PER_PLAYER,
) -> TurnCheck:
    """Check steps 1-3 of a turn: take the own reserved cards, roll, reserve and steal.

    Each reservation and steal uses dice of one face from those set aside, never one die
    twice; a steal takes a card another player reserved and needs what ``rule`` says.
    """
    taken = tuple(r.card for r in reservations if r.player == player)
    table = [r for r in reservations if r.player != player]
    middle = list(open_cards)
    rolled = check_rolls(rolls, dice)
    if not rolled.valid:
        return TurnCheck(False, rolled.reason, taken)
    free = Counter(rolled.set_aside)
    for number, action in enumerate(actions, start=1):
        where = f"action {number} ({action})"
        if free[action.dice.face] < action.dice.count:
            have = free[action.dice.face]
            return TurnCheck(
                False,
                f"{where}: needs {action.dice}, only {have} set-aside dice showing "
                f"{action.dice.face} are still free",
                taken,
            )
        if isinstance(action, Reserve):
            if action.card not in middle:
                open_text = format_cards(middle) or "none"
                return TurnCheck(
                    False, f"{where}: {action.card} is not an open card (open: {open_text})", taken
                )
            middle.remove(action.card)
        else:
            victims = [r for r in table if r.card == action.card]
            if not victims:
                return TurnCheck(
                    False, f"{where}: no other player has {action.card} reserved", taken
                )
            checks = [check_steal(r.dice, action.dice, rule) for r in victims]
            allowed = [r for r, c in zip(victims, checks, strict=True) if c.allowed]
            if not allowed:
                return TurnCheck(False, f"{where}: {checks[0].reason}", taken)
            table.remove(allowed[0])
        free[action.dice.face] -= action.dice.count
        table.append(Reservation(action.card, action.dice, player))
    return TurnCheck(True, None, taken, tuple(table), tuple(middle), tuple(sorted(free.elements())))
