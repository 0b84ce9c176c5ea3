"""What every game of the rummy family is asked: the :class:`Game` protocol.

A game names the boxes of a player's result at a table (:attr:`Game.result_fields`, the
first one ranks), the table sizes a tournament seats it at, the points by rank
(:meth:`Game.rank_scale`, and so the game's total and maximum) and the tournament options
it offers. The games themselves live beside this module, one module each, and
:mod:`tournament.rules.games` registers them by key.

>>> from tournament.rules.games import SteinRummy, SteinRummyPlus
>>> SteinRummyPlus.rank_scale(4, went_out=True), SteinRummy.game_maximum(3)
((4, 3, 2, 1), 3)
>>> [str(box) for box in SteinRummyPlus.result_fields]
['tiles_left', 'claims']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import datetime
from enum import StrEnum
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol

from tournament.rules.games.problems import GameProblem, GameProblemKind
from tournament.rules.games.scores import GameScore, most_first_points, sole_winner
from tournament.rules.options import FirstRoundRomme, JokerRule, RulesOptions

if TYPE_CHECKING:
    from tournament.rules.cards import Card
    from tournament.rules.layout import SupplyProblem

# The engines each game hands its checks on to are imported by the method that needs them:
# the scoring engine asks the registry for table sizes and points only.

__all__ = [
    "RESULT_KEYS",
    "CardGame",
    "Game",
    "GameOption",
    "GameResult",
    "ResultField",
    "TableRules",
]


class ResultField(StrEnum):
    """One number of a player's result at a table: a box on the score sheet, a field in the
    score entry's row, a key of the tournament file's game object (the values are those
    keys). The first of a game's fields ranks the players, fewer is better."""

    TILES_LEFT = "tiles_left"
    """Stein-Rummy: tiles left in the hand at the end (a joker counts one; RULINGS §5)."""
    CLAIMS = "claims"
    """Stein-Rummy Plus: claims still on the table at the end, one point each (RULINGS §4)."""
    DEADWOOD = "deadwood"
    """RULINGS §8: each losing player's deadwood per deal, the deal's winner declared;
    the round's totals rank, more is better."""
    CARD_POINTS = "card_points"
    """RULINGS §9: card points from laid sets and hand cards; more is better, below zero
    possible."""


class GameOption(StrEnum):
    """A per-tournament option a game offers (the services' ``Settings`` field names)."""

    JOKERS = "jokers"
    """RULINGS §1: one joker per player, none, or two in the pool."""
    FIRST_TURN_ROMMEE = "first_turn_rommee"
    """RULINGS §5: how a Rommé in the first turn scores."""
    DEALS = "deals"
    """RULINGS §8: deals per round: a number (default one per player) or a match to 500."""
    DECKS = "decks"
    """RULINGS §9: played with 52 or 2x52 cards."""
    STEAL = "steal"
    """RULINGS §9: the steal rule (``same-face``, ``any-face``, ``higher-face``)."""


RESULT_KEYS: tuple[str, ...] = (
    "tiles_left",
    "deals",
    "card_points",
    "laid",
    "romme_first_round",
    "claims",
    "hands",
)
"""Every key a played game's result has in some game (the tournament file's keys, the
fields of the games' result types), in the order a result given in another game's shape
names the keys it should not hold."""


@dataclass(frozen=True, slots=True, kw_only=True)
class GameResult:
    """How one played game ended, whichever game: what every game's result holds.

    Each game has its own subclass (:attr:`Game.result_type`) with its own fields; this
    base holds the director's word on an ended-early game (``reason``/``author``/``time``)
    and ``foreign``: the keys of another game's result given with this one (read from a
    file or an entry in the wrong shape), kept with their values so that the check
    refuses them and a writer writes back what was given.
    """

    ended_early: bool = False
    reason: str | None = None
    author: str | None = None
    time: datetime | None = None
    foreign: Mapping[str, Any] = field(default_factory=dict)

    def file_keys(self) -> dict[str, Any]:
        """The result's keys of a tournament file's game object, as written: the game's
        own (``docs/tournament-file.md``), then those of another game's shape it was given
        (so that reading it back refuses it as before); the keys every result has
        (``ended_early``, ``reason``, ...) are the writer's."""
        own = {key: getattr(self, key) for key in _field_names(type(self))}
        given = {**own, **self.foreign}
        return {key: _plain(given[key]) for key in _WRITTEN if given.get(key)}


class TableRules(Protocol):
    """What a game's check and scoring read of the tournament's scoring options
    (:class:`tournament.scoring.model.ScoringRules` has them)."""

    @property
    def deals(self) -> int | str | None:
        """Deals per round (RULINGS §8)."""

    @property
    def decks(self) -> int:
        """Packs of 52 cards (RULINGS §9)."""

    @property
    def first_round_romme(self) -> FirstRoundRomme:
        """How a Rommé in the first turn scores (RULINGS §5)."""

    @property
    def game(self) -> type[Game]:
        """The tournament's game."""


class Game:
    """A game of the rummy family: its names, table sizes and what it has.

    Subclasses set the class-level flags and provide the checks for their pieces.
    """

    key: ClassVar[str]
    name: ClassVar[str]
    german_name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    rule_file: ClassVar[str]  # the German rule text under shared/rules
    result_fields: ClassVar[tuple[ResultField, ...]]
    """What a player's result at a table holds; the first field ranks, fewer is better."""
    table_sizes: ClassVar[tuple[int, ...]] = ()
    """How many players a tournament seats at one of its tables (empty: not scored yet)."""
    options: ClassVar[tuple[GameOption, ...]] = ()
    """The tournament options that apply to the game."""
    tie_break: ClassVar[Literal["lower", "higher"] | None] = None
    """RULINGS §6's last tie-break for a game not ranked by tiles left: whether the lower
    or the higher sum is better (the game's :meth:`tie_break_sums`); None: tiles left
    decide."""
    rated_as: ClassVar[str | None] = None
    """The key of the game whose club rating list this game's evenings join (None: a
    list of its own)."""
    result_type: ClassVar[type[GameResult]] = GameResult
    pieces: ClassVar[str]
    """What a hand holds, as messages name them ("tiles", "cards")."""
    """The game's own result (a :class:`GameResult` subclass with the game's fields)."""

    @classmethod
    def result(cls, given: Mapping[str, Any], **common: Any) -> GameResult:
        """The game's result from a result's keys in any game's shape (``given``, keys of
        :data:`RESULT_KEYS`) and the fields every result has (``common``): the keys of
        :attr:`result_type` become its fields; any other key given (not empty) is kept in
        ``foreign`` for the check to refuse.

        >>> from tournament.rules.games import GAMES_BY_KEY
        >>> GAMES_BY_KEY["stein"].result({"tiles_left": {"a": 0}, "laid": {"a": ()}}).foreign
        {'laid': {'a': ()}}
        """
        own = _field_names(cls.result_type)
        mine = {key: value for key, value in given.items() if key in own}
        foreign = {key: value for key, value in given.items() if key not in own and value}
        return cls.result_type(**mine, **common, foreign=foreign)

    @classmethod
    def check(
        cls,
        result: GameResult,
        players: Sequence[str],
        rules: TableRules,
        jokers: JokerRule = JokerRule.PER_PLAYER,
    ) -> list[GameProblem]:
        """Everything wrong with a played result of the game at a table seating
        ``players`` (pure; codes the outer layers word): keys of another game's shape
        first, then the game's own checks (:meth:`own_problems`). ``jokers`` is the
        tournament's joker rule, for hands written out (RULINGS §1)."""
        problems = [
            GameProblem(GameProblemKind.NOT_IN_GAME, data={"key": key, "game": cls.name})
            for key in result.foreign
        ]
        return problems + cls.own_problems(cls.own(result), players, rules, jokers)

    @classmethod
    def own_problems(
        cls, result: Any, players: Sequence[str], rules: TableRules, jokers: JokerRule
    ) -> list[GameProblem]:
        """The game's own checks of its result type (see :meth:`check`)."""
        return []

    @classmethod
    def score(cls, result: GameResult, players: Sequence[str], rules: TableRules) -> GameScore:
        """What a played result of the game (:attr:`result_type`) gives each player of a
        table seating ``players`` (seat order): points by the game's :meth:`rank_scale`,
        its maximum, the sole winner. Raises ValueError for a table the game does not
        seat or a hand the engine cannot count; check the result first (:meth:`check`)."""
        raise NotImplementedError(f"{cls.name} has no tournament points scale yet")

    @classmethod
    def round_totals(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int] | None:
        """Each player's total for the round at a table as the game ranks it, more is
        better (a card game's round); None for a game whose players rank by tiles left.
        Raises ValueError for a hand the engine cannot count."""
        return None

    @classmethod
    def tie_break_sums(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        """RULINGS §6's last tie-break of a game not ranked by tiles left: each player's
        sum for the round (the game's :attr:`tie_break` says whether lower or higher is
        better), signed here so that lower is better; empty when tiles left decide."""
        return {}

    @classmethod
    def result_keys(cls) -> frozenset[str]:
        """The keys of the game's own result (its result type's fields beyond the base)."""
        return _field_names(cls.result_type)

    @classmethod
    def own(cls, result: GameResult) -> Any:
        """``result`` as the game's result type; TypeError for another game's."""
        if not isinstance(result, cls.result_type):
            raise TypeError(f"{cls.name} has no {type(result).__name__}")
        return result

    @classmethod
    def scored(cls) -> bool:
        """True when tournaments play and score the game (it has a points scale)."""
        return bool(cls.table_sizes)

    @classmethod
    def rating_list(cls) -> str:
        """The key of the club rating list the game's evenings are rated in.

        >>> from tournament.rules.games import SteinRummy, SteinRummyPlus
        >>> SteinRummyPlus.rating_list(), SteinRummy.rating_list()
        ('stein', 'stein')
        """
        return cls.rated_as or cls.key

    @classmethod
    def has(cls, box: ResultField) -> bool:
        """Whether a player's result holds ``box`` (a sheet column, an entry field)."""
        return box in cls.result_fields

    @classmethod
    def check_table_size(cls, size: int) -> None:
        """Raise ValueError for a table the game's tournaments do not seat."""
        if size not in cls.table_sizes:
            sizes = " or ".join(str(n) for n in cls.table_sizes) or "no"
            raise ValueError(f"a table has {sizes} players, not {size}")

    @classmethod
    def rank_scale(cls, size: int, *, went_out: bool) -> tuple[int, ...]:
        """Match points for rank 1, 2, ... at a table of ``size`` players; ``went_out`` is
        False for a game nobody finished (ended early)."""
        raise NotImplementedError(f"{cls.name} has no tournament points scale yet")

    @classmethod
    def games_per_round(cls, size: int) -> int:
        """How many game slots a round has at a table of ``size``: Stein-Rummy one game
        started by each player (RULINGS §7); the card games one match (§8, §9)."""
        return size

    @classmethod
    def read_hand(cls, notation: str) -> list[Any]:
        """The pieces of a hand written out (raises ValueError naming a bad token)."""
        raise NotImplementedError(f"{cls.name} does not read hands in tournaments yet")

    @classmethod
    def write_hand(cls, pieces: Sequence[Any]) -> str:
        """A hand's canonical notation."""
        raise NotImplementedError(f"{cls.name} does not read hands in tournaments yet")

    @classmethod
    def too_many(
        cls, hands: Mapping[str, Sequence[Any]], options: RulesOptions
    ) -> list[SupplyProblem]:
        """The pieces the hands together hold more often than the game has them."""
        return []

    @classmethod
    def game_total(cls, size: int) -> int:
        """What a game's ranks score together when one player went out and nobody tied."""
        return sum(cls.rank_scale(size, went_out=True))

    @classmethod
    def game_maximum(cls, size: int) -> int:
        """The points of rank 1: what a game adds to a player's max points (RULINGS §6)."""
        return cls.rank_scale(size, went_out=True)[0]


class CardGame(Game):
    """A game played with playing cards (RULINGS §8 notation).

    In a tournament a round at a table is one match (a game's deals or its one game)
    whose players are ranked, more is better, and score "as Stein-Rummy's basic scale (2
    players 2/1, 3 players 3/2/1, 4 players 4/3/2/1, ties shared)" and "5 players
    5/4/3/2/1" (RULINGS §8, §9): one game slot per table and round.
    """

    @classmethod
    def rank_scale(cls, size: int, *, went_out: bool) -> tuple[int, ...]:
        """RULINGS §8/§9: size, size - 1, ..., 1 whether or not the match was ended early."""
        cls.check_table_size(size)
        return tuple(range(size, 0, -1))

    pieces = "cards"
    table_module: ClassVar[str]
    """The module of the game's table code, loaded when first asked for (scoring
    Stein-Rummy loads no card engine): its ``round_problems`` (the result's check),
    ``round_totals`` (each player's total, more is better) and ``round_tie_break`` (the
    sums of RULINGS §6, better as :attr:`tie_break` says)."""

    @classmethod
    def games_per_round(cls, size: int) -> int:
        return 1

    @classmethod
    def own_problems(
        cls, result: Any, players: Sequence[str], rules: TableRules, jokers: JokerRule
    ) -> list[GameProblem]:
        problems: list[GameProblem] = cls._table().round_problems(result, players, rules)
        return problems

    @classmethod
    def round_totals(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        totals: dict[str, int] = cls._table().round_totals(cls.own(result), players, rules)
        return totals

    @classmethod
    def tie_break_sums(
        cls, result: GameResult, players: Sequence[str], rules: TableRules
    ) -> dict[str, int]:
        sums: dict[str, int] = cls._table().round_tie_break(cls.own(result), players, rules)
        if cls.tie_break == "higher":
            return {player: -value for player, value in sums.items()}
        return sums

    @classmethod
    def _table(cls) -> Any:
        return import_module(cls.table_module)

    @classmethod
    def score(cls, result: GameResult, players: Sequence[str], rules: TableRules) -> GameScore:
        """A round at a table (one game slot): each player's total for the round
        (:meth:`round_totals`) ranked by :func:`most_first_points`, more is better; the
        winner is the one player with the most, and an ended-early match ranks the totals
        at that moment (RULINGS §8, §9)."""
        size = len(players)
        cls.check_table_size(size)
        totals = cls.round_totals(result, players, rules) or {}
        scale = cls.rank_scale(size, went_out=not result.ended_early)
        return GameScore(
            points=most_first_points(totals, scale),
            max_points=cls.game_maximum(size),
            winner=sole_winner({player: -total for player, total in totals.items()}),
            totals=totals,
            tie_break=cls.tie_break_sums(result, players, rules),
        )

    @classmethod
    def read_hand(cls, notation: str) -> list[Any]:
        """Cards in the notation of RULINGS §8: ``"AS 10h *"``."""
        from tournament.rules.cards import parse_cards

        return parse_cards(notation)

    @classmethod
    def write_hand(cls, pieces: Sequence[Any]) -> str:
        from tournament.rules.cards import format_cards

        return format_cards(pieces)

    @staticmethod
    def parse(text: str) -> list[Card]:
        from tournament.rules.cards import parse_cards

        return parse_cards(text)

    @staticmethod
    def format(cards: Iterable[Card]) -> str:
        from tournament.rules.cards import format_cards

        return format_cards(cards)


def _field_names(result_type: type[GameResult]) -> frozenset[str]:
    """The game's own keys of a result: the fields its result type adds to the base."""
    return frozenset(f.name for f in fields(result_type)) - _COMMON


_COMMON = frozenset(f.name for f in fields(GameResult))

_WRITTEN = ("tiles_left", "deals", "card_points", "laid", "hands", "claims", "romme_first_round")
"""The order a result's keys are written in (a card game's own keys first)."""


def _plain(value: Any) -> Any:
    """A result's value as the file holds it: mappings and sequences as dicts and lists,
    an object with ``file_keys`` (a deal) as its keys."""
    if isinstance(value, Mapping):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, tuple | list):
        return [_plain(item) for item in value]
    if hasattr(value, "file_keys"):
        return value.file_keys()
    return value
