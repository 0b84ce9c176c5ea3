"""The scoring model: rules options, one game's result, director decisions, the tournament.

Everything here is a frozen value object. Points are :class:`fractions.Fraction` so thirds
and halves stay exact (RULINGS, house rules). Player ids are plain strings.

A table's ``games`` hold, in the order they were played, either a :class:`GameResult`
(tiles left at the end, possibly ended early or a first-round Rommé) or a :class:`Decision`
of the director that replaces the result (neutralised, average, points).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

FORMAT = "stein-rummy/1"
"""The tournament file's format tag; see ``docs/tournament-file.md``."""


class Variant(StrEnum):
    """Which game is scored: basic Stein-Rummy or Stein-Rummy Plus (with claims)."""

    STEIN = "stein"
    STEIN_PLUS = "stein-plus"


class FirstRoundRomme(StrEnum):
    """RULINGS §5 *(option)*: scoring when a player goes out in the first turn."""

    WINNER_FULL = "winner_full"
    """The winner scores rank 1, the others share the rest of the game's total (default)."""
    EQUAL = "equal"
    """Everyone shares the game's total equally."""


class Ranking(StrEnum):
    """RULINGS §6 *(option)*: what ranks the standings first."""

    POINTS = "points"
    PERCENT = "percent"


class DecisionKind(StrEnum):
    """A director's decision that replaces a game's result (RULINGS §5)."""

    NEUTRALISED = "neutralised"
    AVERAGE = "average"
    POINTS = "points"


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """The per-tournament scoring options, with the RULINGS defaults."""

    variant: Variant = Variant.STEIN
    first_round_romme: FirstRoundRomme = FirstRoundRomme.WINNER_FULL
    ranking: Ranking = Ranking.POINTS


@dataclass(frozen=True, slots=True)
class GameResult:
    """How one played game ended: tiles left in each player's hand (a joker counts one).

    ``claims`` (Stein-Rummy Plus only) counts each player's claims still on the table at the
    end; players not named have none. ``hands`` keeps the tiles as written when the result
    was given as tiles (``{"p2": "r4 r5 b9 J"}``); ``tiles_left`` always holds the counts.
    ``reason``/``author``/``time`` record the director's word on an ended-early game.
    """

    tiles_left: Mapping[str, int]
    claims: Mapping[str, int] = field(default_factory=dict)
    romme_first_round: bool = False
    ended_early: bool = False
    hands: Mapping[str, str] = field(default_factory=dict)
    reason: str | None = None
    author: str | None = None
    time: datetime | None = None


@dataclass(frozen=True, slots=True)
class Decision:
    """A director's decision replacing a game's result; it always carries a reason.

    ``penalty`` is subtracted from every player's share of a neutralised game; ``points``
    are the points the director sets for each player of the table (kind ``points``).
    """

    kind: DecisionKind
    reason: str
    penalty: Fraction = Fraction(0)
    points: Mapping[str, Fraction] = field(default_factory=dict)
    author: str | None = None
    time: datetime | None = None


GameEntry = GameResult | Decision
"""What a table's game slot holds: the played result or the director's decision."""


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round; seat order is the ``players`` order, game k starts at seat k."""

    number: int
    players: tuple[str, ...]
    games: tuple[GameEntry, ...] = ()


@dataclass(frozen=True, slots=True)
class Round:
    number: int
    tables: tuple[Table, ...] = ()


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    club: str | None = None


@dataclass(frozen=True, slots=True)
class Tournament:
    """A whole tournament as the tournament file holds it."""

    name: str
    players: tuple[Player, ...]
    rounds: tuple[Round, ...] = ()
    rules: ScoringRules = ScoringRules()
    date: str | None = None

    def player(self, player_id: str) -> Player:
        for player in self.players:
            if player.id == player_id:
                return player
        raise KeyError(player_id)


class GamePosition(NamedTuple):
    """Where a game sits in the tournament; tuples order as the tournament was played.

    ``game`` counts from 1 within the table. "So far in the tournament" (the average
    decision) means: positions before this one in (round, table, game) order.
    """

    round: int
    table: int
    game: int

    def __str__(self) -> str:
        return f"round {self.round}, table {self.table}, game {self.game}"
