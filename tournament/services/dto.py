"""Plain data the services return and accept.

Everything here is a frozen dataclass of plain values (str, int, Fraction, tuples, mappings):
no database objects leak out of the services, so the desktop app and the printouts can hold
them as long as they like. Points are exact ``Fraction`` values.

Ids are the database ids of the rows; ``version`` fields are the optimistic-locking counters
that a later change must quote back (``expected_version``) so that two desks never overwrite
each other's work silently.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from fractions import Fraction
from typing import Generic, Literal, TypeVar, cast

from tournament.rules.options import JokerRule as JokerRuleEnum
from tournament.rules.options import StealRule
from tournament.scoring.model import (
    AbsentAward,
    Deals,
    FirstRoundRomme,
    Movement,
    Ranking,
    Ruling,
    ScoringRules,
    Variant,
)
from tournament.scoring.model import PlayerStatus as PlayerStatusEnum
from tournament.scoring.model import RoundStatus as RoundStatusEnum

# The vocabulary is the pure layers' (one StrEnum per word list); the services' names for
# them stay importable from here. The values are the words the store and the files hold.
VariantName = Variant
JokerRule = JokerRuleEnum
FirstTurnRule = FirstRoundRomme
RankBy = Ranking
MovementName = Movement
PlayerStatus = PlayerStatusEnum
RoundStatus = RoundStatusEnum
DecisionKind = Ruling
AbsentAwardName = AbsentAward

VARIANTS: tuple[str, ...] = tuple(v for v in Variant if v.game.scored())
"""What the store holds: every game tournaments score (Stein-Rummy, Plus, Indian Rummy,
Drachenrummy)."""
JOKER_RULES: tuple[str, ...] = tuple(JokerRuleEnum)
FIRST_TURN_RULES: tuple[str, ...] = tuple(FirstRoundRomme)
RANK_BY: tuple[str, ...] = tuple(Ranking)
MOVEMENTS: tuple[str, ...] = tuple(Movement)
PLAYER_STATUSES: tuple[str, ...] = tuple(PlayerStatusEnum)
DECISION_KINDS: tuple[str, ...] = tuple(Ruling)
ABSENT_AWARDS: tuple[str, ...] = tuple(AbsentAward)
STEAL_RULES: tuple[str, ...] = tuple(StealRule)
DECKS: tuple[int, ...] = (1, 2)


class GameStatus(StrEnum):
    """A game slot as the score entry shows it: no result yet, a result, or a decision."""

    OPEN = "open"
    ENTERED = "entered"
    DECIDED = "decided"


ChangeKind = Literal["tournament", "players", "rounds", "results"]
CHANGE_KINDS: tuple[ChangeKind, ...] = ("tournament", "players", "rounds", "results")
"""What an action can change: the tournament's own data and settings, the players, the
rounds (their seating, status), the games (results, decisions, absences)."""

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Settings:
    """Every per-tournament option of RULINGS.md, with the project's defaults."""

    variant: Variant = Variant.STEIN
    """Stein-Rummy (3/2/1 and 4/3/2/1) or Stein-Rummy Plus (4 for an empty hand, claims)."""
    jokers: JokerRuleEnum = JokerRuleEnum.PER_PLAYER
    """RULINGS 1: one joker per player (default), no jokers, or two jokers in the pool."""
    first_turn_rommee: FirstRoundRomme = FirstRoundRomme.WINNER_FULL
    """RULINGS 5: Rommé in the first turn: winner scores rank 1 (default) or all share."""
    neutral_penalty: Fraction = Fraction(0)
    """RULINGS 5: default penalty each player loses when the director neutralises a game."""
    rank_by: Ranking = Ranking.PERCENT
    """RULINGS 6: rank by percent of the best possible (default) or by total points. A
    stored tournament always names its ranking, so one made before percent became the
    default keeps ranking by points."""
    movement: Movement = Movement.ROTATE
    """RULINGS 7: movement after each round: rotate (default), mix, standings."""
    groups: tuple[str, ...] = ()
    """RULINGS 7: strength groups (e.g. ("A", "B")); empty for one field."""
    promotion_after_round: int | None = None
    """RULINGS 7: after this round, the top players are re-seated into a winners' group."""
    promotion_every: bool = False
    """Repeat the promotion after every ``promotion_after_round`` rounds (k, 2k, 3k, ...),
    with relegation: as many of the winners' group go back to their groups as move up."""
    winners_group_size: int | None = None
    """RULINGS 7: how many players of each group move up into the winners' group."""
    winners_group: str = "W"
    """Label of the winners' group."""
    seed: int = 0
    """Seed of the seating engine: the same players and seed give the same seating."""
    draw: bool = False
    """Seat round 1 in a seeded random order instead of the registration order."""
    seat_by_rating: bool = False
    """Seat round 1 in the order of the players' club ratings (:attr:`PlayerInfo.rating`),
    the best at table 1, the unrated after them; instead of the draw."""
    planned_rounds: int | None = None
    """How many rounds the tournament is planned to have (None: not fixed). Informational:
    shown in the round status and on printouts; starting a further round stays possible."""
    round_minutes: int | None = None
    """Minutes of the round clock, counted down from each round's start (None: no clock).
    Shown on the projector; when it runs out the director decides the unfinished games."""
    deals: int | str | None = None
    """RULINGS §8, Indian Rummy: the deals of a round at a table: a number, "to-500" (a
    match to 500), or None (one per player at the table)."""
    decks: int = 1
    """RULINGS §9, Drachenrummy: played with 1 or 2 packs of 52 cards."""
    steal: StealRule = StealRule.SAME_FACE
    """RULINGS §9, Drachenrummy's steal rule (a table-side rule; the scoring ignores it)."""

    def __post_init__(self) -> None:
        # The words as stored (or typed by a caller) become the vocabulary's members; an
        # unknown word stays as it is, for check_settings to refuse with its field.
        for name, kind in _WORDS:
            value = getattr(self, name)
            if not isinstance(value, kind) and value in tuple(kind):
                object.__setattr__(self, name, kind(value))

    @property
    def scoring_rules(self) -> ScoringRules:
        """The options the scoring engine reads (the services' and the store's
        ``first_turn_rommee`` and ``rank_by`` are its ``first_round_romme`` and ``ranking``)."""
        return ScoringRules(
            variant=Variant(self.variant),
            first_round_romme=FirstRoundRomme(self.first_turn_rommee),
            ranking=Ranking(self.rank_by),
            deals=cast(Deals, self.deals),  # ScoringRules refuses any other word
            decks=self.decks,
        )

    def printed_options(self) -> dict[str, object]:
        """The options the printouts name in their footers, keyed by field name."""
        return {
            "variant": self.variant,
            "jokers": self.jokers,
            "first_turn_rommee": self.first_turn_rommee,
            "neutral_penalty": self.neutral_penalty,
            "rank_by": self.rank_by,
            "movement": self.movement,
            "groups": tuple(self.groups),
            "promotion_after_round": self.promotion_after_round,
            "winners_group_size": self.winners_group_size,
        }


_WORDS: tuple[tuple[str, type[StrEnum]], ...] = (
    ("variant", Variant),
    ("jokers", JokerRuleEnum),
    ("first_turn_rommee", FirstRoundRomme),
    ("rank_by", Ranking),
    ("movement", Movement),
    ("steal", StealRule),
)


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    id: int
    name: str
    date: str
    """ISO date of the event (YYYY-MM-DD), may be empty."""
    place: str
    director: str
    settings: Settings
    location: str
    """Where the tournament lives: the .srt file path or the database URL (password hidden)."""
    current_round: int
    """Number of the latest started round, 0 before the first."""
    player_count: int
    version: int
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    id: int
    number: int
    """Start number, 1.. in registration order; stays with the player."""
    name: str
    club: str
    group: str
    """Strength group (empty for one field)."""
    status: PlayerStatus
    joined_round: int
    """First round the player takes part in (1, or later for a late entry)."""
    left_after_round: int | None
    """Last round the player took part in when withdrawn, else None."""
    version: int
    membership_number: str = ""
    """The player's membership number in the club ("" if none); the club register matches
    by it first."""
    rating: int | None = None
    """The club rating the player brought to this evening (None: unrated), set with the
    groups by rating; round 1 by rating seats by it."""
    rating_provisional: bool = False
    """The rating is provisional (one evening so far)."""


@dataclass(frozen=True, slots=True)
class PlayerEntry:
    """A player to register or import."""

    name: str
    club: str = ""
    group: str = ""
    membership_number: str = ""
    rating: int | None = None
    """The club rating the player brings (the groups by rating of a new evening)."""
    rating_provisional: bool = False


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: int
    """1-based seat number at the table; seat k starts game k."""
    player_id: int
    player_number: int
    player_name: str


@dataclass(frozen=True, slots=True)
class DealEntry:
    """One deal of Indian Rummy (RULINGS §8): the player who declared and each other
    player's deadwood, as a number or as the losing hand's 13 cards written out
    ("AS 2S 3S ...", the engine counts the least deadwood). A loser has one or the other."""

    winner: int
    """Player id of the player who declared."""
    deadwood: Mapping[int, int] = field(default_factory=dict)
    hands: Mapping[int, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ResultEntry:
    """What a score sheet says about one game.

    Stein-Rummy: ``tiles_left`` maps every player at the table to the tiles left in hand (a
    joker counts as one tile); 0 is the player who went out. ``claims`` (Plus only) maps
    players to the claims still on the table at the end. ``hands`` optionally gives the
    tiles left as text notation ("r13 b2 J"), which the rules engine then checks against
    ``tiles_left``.

    The card games leave ``tiles_left`` and ``claims`` empty. Indian Rummy: ``deals``, the
    round's deals. Drachenrummy: each player's ``card_points``, or their ``laid`` sets
    (("AS 2S 3S", "QH QD QC")) and the cards left in ``hands`` ("5H 9C"), which the engine
    counts (and checks against card points given beside them).
    """

    tiles_left: Mapping[int, int] = field(default_factory=dict)
    claims: Mapping[int, int] = field(default_factory=dict)
    hands: Mapping[int, str] = field(default_factory=dict)
    first_turn_rommee: bool = False
    deals: tuple[DealEntry, ...] = ()
    card_points: Mapping[int, int] = field(default_factory=dict)
    laid: Mapping[int, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ResultInfo:
    """A stored result (see ``ResultEntry`` for its fields) and who entered it when."""

    tiles_left: Mapping[int, int]
    claims: Mapping[int, int]
    hands: Mapping[int, str]
    first_turn_rommee: bool
    entered_by: str
    entered_at: datetime
    deals: tuple[DealEntry, ...] = ()
    card_points: Mapping[int, int] = field(default_factory=dict)
    laid: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    totals: Mapping[int, int] = field(default_factory=dict)
    """The card games: the round's total per player as the engine counts it (Indian Rummy:
    the deal scores summed; Drachenrummy: the card points); empty for Stein-Rummy."""


@dataclass(frozen=True, slots=True)
class DecisionInfo:
    id: int
    game_id: int
    kind: DecisionKind
    values: Mapping[int, Fraction]
    """ended_early: tiles left per player; points: points per player; else empty."""
    penalty: Fraction
    """neutralised: what each player loses (e.g. 1/2); else 0."""
    reason: str
    author: str
    created_at: datetime | None
    """When the decision was made (None only for an imported decision without a time)."""
    active: bool
    withdrawn_reason: str
    withdrawn_by: str
    withdrawn_at: datetime | None
    claims: Mapping[int, int] = field(default_factory=dict)
    """ended_early (Plus): claims on the table when the game was stopped."""
    result: ResultInfo | None = None
    """ended_early in a card game: the match as it stood when the director stopped it
    (Indian Rummy's deals so far, Drachenrummy's card points), its totals counted."""


@dataclass(frozen=True, slots=True)
class AbsenceInfo:
    """A player who left the table during the round (taken ill), a director's decision:
    from game ``from_game`` on the others play on as a smaller table (scored on the scale
    of the players present) and the player gets ``award`` for each game missed: their own
    average (RULINGS 5 average) or nothing (0 points against the game's maximum)."""

    id: int
    table_id: int
    player_id: int
    from_game: int
    award: AbsentAwardName
    reason: str
    author: str
    created_at: datetime | None


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    round_number: int
    table_number: int
    number: int
    """1-based game number within the round at this table."""
    starter_player_id: int
    """Who starts this game (the player in seat ``number``)."""
    player_ids: tuple[int, ...]
    """The players who play this game, in seat order: everyone at the table but those in
    ``absent``."""
    status: GameStatus
    result: ResultInfo | None
    decision: DecisionInfo | None
    """The active director decision, which overrides the result for scoring."""
    points: Mapping[int, Fraction] | None
    """Points per player (game + claim points) once scored, else None."""
    max_points: Fraction | None
    """The game's maximum (points of rank 1, claims excluded) once scored."""
    version: int
    absent: Mapping[int, AbsenceInfo] = field(default_factory=dict)
    """Players of the table who left during the round before this game, by player id."""


@dataclass(frozen=True, slots=True)
class TableInfo:
    number: int
    group: str
    seats: tuple[SeatInfo, ...]
    games: tuple[GameInfo, ...]


@dataclass(frozen=True, slots=True)
class RoundInfo:
    number: int
    status: RoundStatus
    group: str
    """Empty for one field; else the strength groups play separate tables of this round."""
    tables: tuple[TableInfo, ...]
    sitting_out: tuple[int, ...]
    """Players who sit out this round (e.g. one of five); their game is filled by average."""
    started_at: datetime
    closed_at: datetime | None
    version: int
    sitting_out_points: Mapping[int, tuple[Fraction, ...]] = field(default_factory=dict)
    """Points of each sitting-out player's average games so far (RULINGS 7: one average
    game per game scored at the table the others play, each with that table's maximum)."""
    clock_paused_at: datetime | None = None
    """When the round clock was paused; None while it runs."""
    clock_paused_seconds: int = 0
    """Seconds the round clock stood paused before the current pause."""


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    shared: bool
    """True when the rank is shared with another player (tie not broken)."""
    player_id: int
    player_number: int
    name: str
    club: str
    group: str
    status: PlayerStatus
    points: Fraction
    max_points: Fraction
    percent: Fraction
    games: int
    games_won: int
    claims: int
    tiles_left: int
    totals: int = 0
    """A card game's round totals summed (Indian Rummy: deal scores; Drachenrummy: card
    points); 0 for Stein-Rummy."""
    tie_break: int = 0
    """A card game's tie-break sum (RULINGS §6), lower is better; 0 for Stein-Rummy."""


@dataclass(frozen=True, slots=True)
class AuditEntry:
    id: int
    time: datetime
    author: str
    action: str
    """Machine name of the action, e.g. "record_result", "undo"."""
    summary: str
    """Plain English one-liner of what changed."""
    data: Mapping[str, object]
    """The action's parameters and the old and new values of what it changed."""
    undoes: int | None
    """For an undo entry: the id of the entry it reverses."""
    redoes: int | None
    """For a redo entry: the id of the entry it repeats."""
    undone: bool
    """True while this action stands reversed by a later undo."""
    summary_code: str = ""
    """The summary as a code (``services.summaries.AUDIT_ENGLISH``); empty for entries
    written before summaries had codes, which keep only the English ``summary``."""
    summary_data: Mapping[str, object] = field(default_factory=dict)
    """The data the summary's code is worded from."""


@dataclass(frozen=True, slots=True)
class Done(Generic[T]):
    """What a changing service call returns: the new value and the audit entry it wrote.

    ``audit_id`` lets an undo stack name the action it wants reversed
    (``service.undo(expected=audit_id)``); ``changed`` says what kinds of data the action
    changed (``CHANGE_KINDS``), taken from the rows it wrote, so that a window refreshes
    just the views that show them.
    """

    value: T
    audit_id: int
    summary: str
    """The audit entry's summary in plain English."""
    summary_code: str = ""
    summary_data: Mapping[str, object] = field(default_factory=dict)
    """The summary as a code and its data (see ``AuditEntry``)."""
    changed: frozenset[ChangeKind] = frozenset()
    games: frozenset[int] = frozenset()
    """The ids of the games the action changed (a result touches one, a player leaving the
    table every later game of it)."""


@dataclass(frozen=True, slots=True)
class BackupInfo:
    path: str
    round_number: int
    created_at: datetime
    size: int
