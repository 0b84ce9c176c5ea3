"""Stein-Rummy and Stein-Rummy Plus (RULINGS §1-§7): tiles, melds and the layout check;
Plus adds claims and scores them."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from tournament.rules.games.base import Game, GameOption, GameResult, ResultField, TableRules
from tournament.rules.games.hands import read_hands
from tournament.rules.games.problems import GameProblem, GameProblemKind
from tournament.rules.games.scores import GameScore
from tournament.rules.games.stein_points import score_seats
from tournament.rules.options import DEFAULT_OPTIONS, JokerRule, RulesOptions

if TYPE_CHECKING:
    from tournament.rules.claims import ClaimCheck
    from tournament.rules.layout import LayoutCheck, SupplyProblem
    from tournament.rules.melds import MeldCheck
    from tournament.rules.submitted import FinishedGameCheck
    from tournament.rules.tiles import Tile

# The engines are imported by the method that needs them: scoring asks for table sizes
# and points only.

__all__ = ["SteinResult", "SteinRummy", "SteinRummyPlus", "stein_file_keys"]


@dataclass(frozen=True, slots=True)
class SteinResult(GameResult):
    """How a game of Stein-Rummy (or Plus) ended: tiles left in each player's hand (a
    joker counts one; RULINGS §5).

    ``claims`` (Stein-Rummy Plus only) counts each player's claims still on the table at
    the end; players not named have none. ``hands`` keeps the tiles as written when the
    result was given as tiles (``{"p2": "r4 r5 b9 J"}``); ``tiles_left`` always holds the
    counts. ``romme_first_round``: a player went out in the first turn (RULINGS §5).

    >>> SteinResult({"a": 0, "b": 3}, ended_early=False).tiles_left
    {'a': 0, 'b': 3}
    """

    tiles_left: Mapping[str, int]
    claims: Mapping[str, int] = field(default_factory=dict)
    romme_first_round: bool = False
    hands: Mapping[str, str] = field(default_factory=dict)

    def file_keys(self) -> dict[str, Any]:
        """The result's keys of a tournament file's game object (see
        :func:`stein_file_keys`); keys of another game's shape are not written."""
        return stein_file_keys(self.tiles_left, self.claims, self.hands, self.romme_first_round)


def stein_file_keys(
    tiles_left: Mapping[str, int],
    claims: Mapping[str, int],
    hands: Mapping[str, str],
    romme_first_round: bool = False,
) -> dict[str, Any]:
    """A Stein-Rummy result's keys of the tournament file from its fields, for a writer of
    many games that has them at hand without making the result: the tiles left (of those
    whose hand is written out, the hand only), the hands, the claims and the first-turn
    Rommé.

    >>> stein_file_keys({"a": 0, "b": 2}, {}, {"b": "r4 J"})
    {'tiles_left': {'a': 0}, 'hands': {'b': 'r4 J'}}
    """
    obj: dict[str, Any]
    if hands:  # those given as tiles are written as tiles only
        obj = {
            "tiles_left": {p: n for p, n in tiles_left.items() if p not in hands},
            "hands": dict(hands),
        }
    else:
        obj = {"tiles_left": dict(tiles_left)}
    if claims:
        obj["claims"] = dict(claims)
    if romme_first_round:
        obj["romme_first_round"] = True
    return obj


class SteinRummy(Game):
    """Stein-Rummy: 104 tiles plus one joker per player (RULINGS §1-§3)."""

    key = "stein"
    name = "Stein-Rummy"
    german_name = "Stein-Rummy"
    aliases = ("stein-rummy", "steinrummy", "rummy")
    min_players = 2
    max_players = 4
    rule_file = "stein-rummy.de.txt"
    result_fields: ClassVar[tuple[ResultField, ...]] = (ResultField.TILES_LEFT,)
    table_sizes = (3, 4)
    options = (GameOption.JOKERS, GameOption.FIRST_TURN_ROMMEE)
    result_type = SteinResult
    pieces = "tiles"

    @classmethod
    def result(cls, given: Mapping[str, Any], **common: Any) -> GameResult:
        """As :meth:`Game.result`; a hand written out gives the tiles left of a player
        given no count (a hand that cannot be read is the check's problem).

        >>> SteinRummy.result({"tiles_left": {"a": 0}, "hands": {"b": "r4 J"}}).tiles_left
        {'a': 0, 'b': 2}
        """
        tiles = dict(given.get("tiles_left") or {})
        for player, notation in (given.get("hands") or {}).items():
            if player not in tiles:
                with contextlib.suppress(ValueError):
                    tiles[player] = len(cls.read_hand(notation))
        return super().result({**given, "tiles_left": tiles}, **common)

    @classmethod
    def score(cls, result: GameResult, players: Sequence[str], rules: TableRules) -> GameScore:
        """Ranks by tiles left (or the first-turn Rommé option) plus claim points in Plus
        (:func:`~tournament.rules.games.stein_points.score_seats`).

        "Ein Turnierleiter kann ein Spiel vorzeitig beenden. Es zählt dann die Anzahl der
        noch vorhanden Steine." -- an ended-early game ranks the same way, without an
        empty hand."""
        played: SteinResult = cls.own(result)
        left = played.tiles_left
        claims = played.claims
        return score_seats(
            players,
            tuple([left[player] for player in players]),
            tuple([claims.get(player, 0) for player in players]) if claims else (),
            bool(played.romme_first_round),
            bool(played.ended_early),
            rules,
        )

    @classmethod
    def own_problems(
        cls, result: SteinResult, players: Sequence[str], rules: TableRules, jokers: JokerRule
    ) -> list[GameProblem]:
        """RULINGS §5: each player's tiles left (or hand, whose tiles count), claims in
        Plus only, exactly one empty hand unless the game ended early, and a first-turn
        Rommé never ended early; hands within the set (RULINGS §1).

        >>> [p.message for p in SteinRummy.check(SteinResult({"a": 0, "b": 0, "c": 2}),
        ...                                      "abc", None)]
        ['2 empty hands (a, b) in a game not ended early']
        """

        problems = _hand_problems(result, players, cls, jokers)
        bad_hands = {p.player for p in problems}
        for player in result.tiles_left:
            if player not in players and player not in result.hands:
                problems.append(GameProblem(GameProblemKind.COUNT_STRANGER, player))
        for player in players:
            count = result.tiles_left.get(player)
            if count is None:
                if player not in bad_hands:
                    problems.append(GameProblem(GameProblemKind.COUNT_MISSING, player))
            elif count < 0:
                problems.append(
                    GameProblem(GameProblemKind.COUNT_NEGATIVE, player, {"count": count})
                )
        with_claims = cls.has(ResultField.CLAIMS)
        for player, claims in result.claims.items():
            if not with_claims:
                problems.append(GameProblem(GameProblemKind.CLAIMS_NOT_IN_GAME, player))
            elif player not in players:
                problems.append(GameProblem(GameProblemKind.CLAIMS_STRANGER, player))
            elif claims < 0:
                problems.append(
                    GameProblem(GameProblemKind.CLAIMS_NEGATIVE, player, {"count": claims})
                )
        if result.romme_first_round and result.ended_early:
            problems.append(GameProblem(GameProblemKind.FIRST_TURN_ENDED_EARLY))
        if not result.ended_early:
            empty = tuple(p for p in players if result.tiles_left.get(p) == 0)
            if len(empty) > 1:
                problems.append(GameProblem(GameProblemKind.SEVERAL_EMPTY, data={"players": empty}))
            elif not empty and len(result.tiles_left) == len(players):
                problems.append(GameProblem(GameProblemKind.NO_EMPTY))
        return problems

    @classmethod
    def rank_scale(cls, size: int, *, went_out: bool) -> tuple[int, ...]:
        """ "Im Vier Personen Spiel: Erster: 4 MP; Zweiter 3 MP; Dritter 3 MP, Letzter 1 MP"
        -- RULINGS §5 reads the third as 2 (3 / 2 / 1 and 4 / 3 / 2 / 1), whether or not
        somebody went out."""
        cls.check_table_size(size)
        return tuple(range(size, 0, -1))

    @staticmethod
    def parse(text: str) -> list[Tile]:
        from tournament.rules.tiles import parse_tiles

        return parse_tiles(text)

    @classmethod
    def read_hand(cls, notation: str) -> list[Any]:
        """A hand in tile notation (RULINGS §1): ``"r4 r5 b9 J"``, a joker counts one."""
        from tournament.rules.tiles import parse_tiles

        return parse_tiles(notation)

    @classmethod
    def write_hand(cls, pieces: Sequence[Any]) -> str:
        from tournament.rules.tiles import format_tiles

        return format_tiles(pieces)

    @classmethod
    def too_many(
        cls, hands: Mapping[str, Sequence[Any]], options: RulesOptions
    ) -> list[SupplyProblem]:
        """RULINGS §1: each numbered tile twice, the jokers of the joker rule."""
        from tournament.rules.layout import supply_problems

        return supply_problems(
            ((f"{player}'s hand", tiles) for player, tiles in hands.items()), options
        )

    @staticmethod
    def format(tiles: Iterable[Tile]) -> str:
        from tournament.rules.tiles import format_tiles

        return format_tiles(tiles)

    @staticmethod
    def check_meld(tiles: Iterable[Tile]) -> MeldCheck:
        from tournament.rules.melds import check_meld

        return check_meld(tiles)

    @staticmethod
    def check_layout(
        melds: Iterable[Iterable[Tile]], options: RulesOptions = DEFAULT_OPTIONS
    ) -> LayoutCheck:
        from tournament.rules.layout import check_layout

        return check_layout(melds, options)

    @classmethod
    def check_finished_game(
        cls,
        hands: Mapping[str, Sequence[Tile]],
        claims: Mapping[str, Sequence[Sequence[Tile]]] | None = None,
        table: Sequence[Sequence[Tile]] | None = None,
        *,
        ended_early: bool = False,
        options: RulesOptions = DEFAULT_OPTIONS,
    ) -> FinishedGameCheck:
        if claims and not cls.has(ResultField.CLAIMS):
            raise ValueError(f"{cls.name} has no claims; claims are Stein-Rummy Plus")
        from tournament.rules.submitted import check_finished_game

        return check_finished_game(
            hands, claims or {}, table, ended_early=ended_early, options=options
        )


class SteinRummyPlus(SteinRummy):
    """Stein-Rummy Plus: Stein-Rummy with claims (RULINGS §4)."""

    key = "stein-plus"
    name = "Stein-Rummy Plus"
    german_name = "Stein-Rummy Plus"
    aliases = ("plus", "stein-rummy-plus", "steinrummyplus")
    result_fields = (ResultField.TILES_LEFT, ResultField.CLAIMS)
    rated_as = "stein"  # the same players, tiles and skills: one rating list

    @classmethod
    def rank_scale(cls, size: int, *, went_out: bool) -> tuple[int, ...]:
        """ "leere Hand = 4 SMP ... 3 SMP = niedrigste Steinzahl; 2 SMP = zweitniedrigste;
        usw." A game without an empty hand (ended early) scores 3, 2, 1, 0 (RULINGS §5)."""
        cls.check_table_size(size)
        top = 4 if went_out else 3
        return tuple(range(top, top - size, -1))

    @staticmethod
    def check_claim(tiles: Iterable[Tile]) -> ClaimCheck:
        from tournament.rules.claims import check_claim

        return check_claim(tiles)


def _hand_problems(
    result: SteinResult, players: Sequence[str], game: type[Game], jokers: JokerRule
) -> list[GameProblem]:
    """Hands that are not tiles, disagree with the tiles left, or together hold a tile more
    often than the set has it (RULINGS §1)."""
    if not result.hands:
        return []
    read = read_hands(result.hands, players, game)
    problems: list[GameProblem] = []
    for player in result.hands:
        problems.extend(p for p in read.problems if p.player == player)
        tiles = read.tiles.get(player)
        said = result.tiles_left.get(player)
        if tiles is not None and said is not None and said != len(tiles):
            counts = {"said": said, "held": len(tiles)}
            problems.append(GameProblem(GameProblemKind.HAND_COUNT, player, counts))
    options = RulesOptions(jokers=jokers, players=min(len(players), 8))
    for supply in game.too_many(read.tiles, options):
        holders = tuple(p for p, tiles in read.tiles.items() if supply.tile in tiles)
        data: dict[str, object] = {
            "supply": str(supply),
            "tile": str(supply.tile),
            "joker": supply.tile.is_joker,
            "held": supply.count,
            "allowed": supply.allowed,
            "players": holders,
        }
        problems.append(GameProblem(GameProblemKind.TOO_MANY, data=data))
    return problems
