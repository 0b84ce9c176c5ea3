"""The scoring model: rules options, one game's result, director decisions, the tournament.

Everything here is a frozen value object. Points are :class:`fractions.Fraction` so thirds
and halves stay exact (RULINGS, house rules). Player ids are plain strings.

A table's ``games`` hold, in the order they were played, either a :class:`GameResult`
(the game's own result type: Stein-Rummy's tiles left, Indian Rummy's deals,
Drachenrummy's card points; see :mod:`tournament.rules.games`) or a :class:`Decision` of
the director that replaces the result (neutralised, average, points).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from fractions import Fraction
from typing import Final, Literal, NamedTuple

from tournament.rules.games import (
    Deal as Deal,
)
from tournament.rules.games import (
    DrachenResult as DrachenResult,
)
from tournament.rules.games import (
    Game,
    ResultField,
)
from tournament.rules.games import (
    GameResult as GameResult,
)
from tournament.rules.games import (
    IndianResult as IndianResult,
)
from tournament.rules.games import (
    SteinResult as SteinResult,
)
from tournament.rules.games.indian_result import TO_500 as TO_500
from tournament.rules.options import FirstRoundRomme as FirstRoundRomme
from tournament.rules.options import JokerRule
from tournament.rules.variant import Variant as Variant  # the vocabulary lives in rules

FORMAT = "stein-rummy/1"
"""The tournament file's format tag; see ``docs/tournament-file.md``."""


TILE_VARIANTS: tuple[Variant, ...] = tuple(
    variant for variant in Variant if variant.game.has(ResultField.TILES_LEFT)
)
"""The Stein-Rummy games, whose result is tiles left per player (the store's result lines;
a card game's result is kept on its game, see docs/architecture.md "The games")."""


class Ranking(StrEnum):
    """RULINGS §6 *(option)*: what ranks the standings first; the other breaks ties.

    "Rank by *(option)* `percent` (default) or `points` (the text's TMP)."
    """

    POINTS = "points"
    PERCENT = "percent"


FILE_RANKING = Ranking.POINTS
"""The ranking of a tournament file that names none: ``stein-rummy/1`` has read a missing
``ranking`` as ``points`` since the format began, so such a file keeps its standings; the
program always writes the key (``docs/tournament-file.md``)."""


class DecisionKind(StrEnum):
    """A director's decision that replaces a game's result (RULINGS §5)."""

    NEUTRALISED = "neutralised"
    AVERAGE = "average"
    POINTS = "points"


class Ruling(StrEnum):
    """What a director can rule about a game slot, as the store and the services name it:
    a game ended early (scored as a :class:`GameResult` with ``ended_early``) or one of the
    :class:`DecisionKind` decisions (the tournament file's ``override`` values)."""

    ENDED_EARLY = "ended_early"
    NEUTRALISED = DecisionKind.NEUTRALISED.value
    AVERAGE = DecisionKind.AVERAGE.value
    POINTS = DecisionKind.POINTS.value


class Movement(StrEnum):
    """RULINGS §7: how players move between rounds."""

    ROTATE = "rotate"
    MIX = "mix"
    STANDINGS = "standings"


class PlayerStatus(StrEnum):
    """RULINGS §7: a player taking part from round 1, a late entry, or withdrawn."""

    ACTIVE = "active"
    LATE = "late"
    WITHDRAWN = "withdrawn"


class RoundStatus(StrEnum):
    """A round still being played or closed."""

    OPEN = "open"
    CLOSED = "closed"


DEALS_MAX: Final = 50
"""The most deals a round may be set to (the project's limit, as for other counts)."""

Deals = int | Literal["to-500"] | None
"""Indian Rummy's deals per round: a number, :data:`TO_500`, or None (one per player)."""


@dataclass(frozen=True, slots=True)
class ScoringRules:
    """The per-tournament scoring options, with the RULINGS defaults.

    ``deals`` is Indian Rummy's (RULINGS §8: a number of deals, "to-500", or None for one
    per player); ``decks`` Drachenrummy's packs of 52 (§9: 1 or 2). Other games leave them
    at their defaults."""

    variant: Variant = Variant.STEIN
    first_round_romme: FirstRoundRomme = FirstRoundRomme.WINNER_FULL
    ranking: Ranking = Ranking.PERCENT
    deals: Deals = None
    decks: int = 1

    def __post_init__(self) -> None:
        if self.decks not in (1, 2):
            raise ValueError(f"Drachenrummy is played with 1 or 2 packs, not {self.decks}")
        if isinstance(self.deals, int) and not 1 <= self.deals <= DEALS_MAX:
            raise ValueError(f"a round has 1 to {DEALS_MAX} deals, not {self.deals}")
        if isinstance(self.deals, str) and self.deals != TO_500:
            raise ValueError(f"deals is a number or {TO_500!r}, not {self.deals!r}")

    @property
    def game(self) -> type[Game]:
        """The game the tournament plays (see :attr:`Variant.game`)."""
        return self.variant.game


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
class WithdrawnDecision:
    """A director's decision that was withdrawn (or replaced); it stays on record.

    ``decision`` is a :class:`Decision` or an ended-early :class:`GameResult`."""

    decision: GameEntry
    withdrawn_reason: str
    withdrawn_by: str | None = None
    withdrawn_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class GameHistory:
    """What a game slot holds besides what scores it.

    ``result`` is the result entered at the desk that the active decision overrides (kept,
    so that withdrawing the decision brings it back); ``withdrawn`` the withdrawn decisions
    in the order they were made."""

    result: GameResult | None = None
    withdrawn: tuple[WithdrawnDecision, ...] = ()


class AbsentAward(StrEnum):
    """What a player who left the table during the round gets for each game missed."""

    AVERAGE = "average"
    """The average ruling (RULINGS §5): the points that keep the player's percentage of the
    counted games so far, in a game of the maximum as played."""
    NOTHING = "nothing"
    """No points; the game's maximum still counts (the missed game is lost)."""


@dataclass(frozen=True, slots=True)
class Absence:
    """A player who left the table during the round (taken ill), a director's decision.

    From game ``from_game`` on, the table's games are played by the players present and
    scored on the scale of their number (a 4-table plays on as a 3-table); the player gets
    ``award`` for each of those games. ``reason`` is required, as for every decision."""

    player: str
    from_game: int
    award: AbsentAward
    reason: str
    author: str | None = None
    time: datetime | None = None


@dataclass(frozen=True, slots=True)
class Table:
    """One table of a round; seat order is the ``players`` order, game k starts at seat k.

    ``games[k - 1]`` is game k; ``None`` is a game without a result yet (an open slot
    before a later game that has one). ``history`` maps game numbers to what else the slot
    holds (an overridden result, withdrawn decisions). ``left`` are the players who left
    during the round (see :class:`Absence`)."""

    number: int
    players: tuple[str, ...]
    games: tuple[GameEntry | None, ...] = ()
    group: str | None = None
    history: Mapping[int, GameHistory] = field(default_factory=dict)
    left: tuple[Absence, ...] = ()

    def absent(self, game: int) -> dict[str, AbsentAward]:
        """The players who are gone by game ``game``, with what they get for it."""
        return {a.player: a.award for a in self.left if a.from_game <= game}

    def present(self, game: int) -> tuple[str, ...]:
        """The players who play game ``game``, in seat order."""
        gone = self.absent(game)
        return tuple(p for p in self.players if p not in gone)

    def entries(self) -> list[tuple[int, GameEntry]]:
        """(game number, entry) of the games that have a result or a decision."""
        return [(k, game) for k, game in enumerate(self.games, start=1) if game is not None]


@dataclass(frozen=True, slots=True)
class Round:
    """One round. ``sitting_out`` are players without a seat this round (one of five,
    RULINGS §7), filled with average games. ``status`` is ``"open"``/``"closed"``, or None
    when the file does not say (then a round is closed when every game has a result or
    it is not the last round)."""

    number: int
    tables: tuple[Table, ...] = ()
    sitting_out: tuple[str, ...] = ()
    status: str | None = None


PLAYER_STATUSES: tuple[str, ...] = tuple(PlayerStatus)


@dataclass(frozen=True, slots=True)
class Player:
    """A player. ``status`` (RULINGS §7): ``active``, ``late`` (a late entry who joins in
    round ``joined_round``) or ``withdrawn`` (whose last round is ``left_after_round``)."""

    id: str
    name: str
    club: str | None = None
    group: str | None = None
    status: str = PlayerStatus.ACTIVE
    joined_round: int = 1
    left_after_round: int | None = None
    membership_number: str | None = None
    """The player's membership number in the club, which the club register matches by."""
    rating: int | None = None
    """The club rating the player brought to the evening (groups and round 1 by rating)."""
    rating_provisional: bool = False


MOVEMENTS: tuple[str, ...] = tuple(Movement)
JOKER_RULES: tuple[str, ...] = tuple(JokerRule)


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    """The per-tournament options beyond scoring (RULINGS §1, §5, §7), with the defaults."""

    jokers: str = "per_player"
    neutral_penalty: Fraction = Fraction(0)
    movement: str = "rotate"
    seed: int = 0
    draw: bool = False
    seat_by_rating: bool = False
    """Round 1 seated in the order of the players' ratings instead of drawn or by number."""
    groups: tuple[str, ...] = ()
    promotion_after_round: int | None = None
    promotion_every: bool = False
    """Repeat the promotion after every ``promotion_after_round`` rounds; the file's optional
    seating "promotion_every"."""
    winners_group_size: int | None = None
    winners_group: str = "W"
    planned_rounds: int | None = None
    round_minutes: int | None = None
    """Minutes of the round clock (None: no clock); the file's optional "round_minutes"."""
    steal: str = "same-face"
    """Drachenrummy's steal rule (RULINGS §9 *(option)*): a table-side rule the referee
    checks; it does not change the scoring."""


@dataclass(frozen=True, slots=True)
class Tournament:
    """A whole tournament as the tournament file holds it."""

    name: str
    players: tuple[Player, ...]
    rounds: tuple[Round, ...] = ()
    rules: ScoringRules = ScoringRules()
    date: str | None = None
    venue: str | None = None
    director: str | None = None
    settings: TournamentSettings = TournamentSettings()

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
