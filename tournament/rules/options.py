"""Per-tournament options of the rules engine (RULINGS §1).

"Ein Joker pro Person wird bei Spielbeginn zugeteilt." and, from "Kritik": "Im Privatspiel
kann man auch mit zwei Jokern spielen, die in der Masse verbleiben". The default is one
joker per player; the options are no jokers and two jokers in the pool. Drachenrummy's
steal rule (RULINGS §9) is a tournament option too: :class:`StealRule`, checked by
:mod:`tournament.rules.drachen_dice`.

>>> RulesOptions().joker_count
3
>>> RulesOptions(players=4).joker_count
4
>>> RulesOptions(jokers=JokerRule.TWO_IN_POOL, players=4).joker_count
2
>>> RulesOptions.for_joker_count(0).jokers
<JokerRule.NONE: 'none'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

__all__ = [
    "COPIES",
    "DEFAULT_OPTIONS",
    "FirstRoundRomme",
    "JokerRule",
    "RulesOptions",
    "StealRule",
]

COPIES: Final = 2  # "2 Sätze": each numbered tile exists twice


class FirstRoundRomme(enum.StrEnum):
    """RULINGS §5 *(option)*: scoring when a player goes out in the first turn."""

    WINNER_FULL = "winner_full"
    """The winner scores rank 1, the others share the rest of the game's total (default)."""
    EQUAL = "equal"
    """Everyone shares the game's total equally."""


class JokerRule(enum.StrEnum):
    """RULINGS §1: the jokers of a game; the values are the stored and filed words."""

    PER_PLAYER = "per_player"
    NONE = "none"
    TWO_IN_POOL = "two_in_pool"

    @property
    def english(self) -> str:
        return _WORDS[self][0]

    @property
    def german(self) -> str:
        return _WORDS[self][1]


_WORDS: Final = {
    JokerRule.PER_PLAYER: ("one joker per player", "ein Joker pro Spieler"),
    JokerRule.NONE: ("no jokers", "ohne Joker"),
    JokerRule.TWO_IN_POOL: ("two jokers in the pool", "zwei Joker im Neu-Bestand"),
}


@dataclass(frozen=True, slots=True)
class RulesOptions:
    """The rules options of a game: the joker rule and the number of players at the table.

    ``joker_count`` is how many jokers the game holds: one per player, none, or two.
    """

    jokers: JokerRule = JokerRule.PER_PLAYER
    players: int = 3

    def __post_init__(self) -> None:
        if not isinstance(self.jokers, JokerRule):
            raise ValueError(f"jokers must be a JokerRule, got {self.jokers!r}")
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ValueError(f"players must be an int, got {self.players!r}")
        if not 1 <= self.players <= 8:
            raise ValueError(f"players must be 1..8, got {self.players}")

    @property
    def joker_count(self) -> int:
        if self.jokers is JokerRule.PER_PLAYER:
            return self.players
        if self.jokers is JokerRule.TWO_IN_POOL:
            return 2
        return 0

    @classmethod
    def for_joker_count(cls, count: int) -> RulesOptions:
        """Options whose game holds ``count`` jokers: none for 0, else one per player."""
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 8:
            raise ValueError(f"joker count must be 0..8, got {count!r}")
        if count == 0:
            return cls(JokerRule.NONE)
        return cls(JokerRule.PER_PLAYER, players=count)

    def describe(self, *, german: bool = False) -> str:
        """One line for printouts, e.g. "one joker per player (3 jokers)"."""
        if german:
            return f"{self.jokers.german} ({self.joker_count} Joker)"
        plural = "joker" if self.joker_count == 1 else "jokers"
        return f"{self.jokers.english} ({self.joker_count} {plural})"


DEFAULT_OPTIONS: Final = RulesOptions()


class StealRule(enum.StrEnum):
    """What a steal needs (RULINGS §9, a tournament option).

    - ``same-face`` (the text, default): "mehr Würfel mit der Augenzahl, die der andere
      Spieler für die Reservierung benutzt hat";
    - ``any-face`` (first variant): "nur mehr Würfel mit einer beliebigen Augenzahl";
    - ``higher-face`` (second variant): "entweder eine höhere Anzahl von Würfeln mit
      derselben Augenzahl oder mindestens die gleiche Anzahl von Würfeln mit einer höheren
      Augenzahl".
    """

    SAME_FACE = "same-face"
    ANY_FACE = "any-face"
    HIGHER_FACE = "higher-face"
