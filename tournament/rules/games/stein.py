"""Stein-Rummy and Stein-Rummy Plus (RULINGS §1-§7): tiles, melds and the layout check;
Plus adds claims and scores them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from tournament.rules.games.base import Game, GameOption, ResultField
from tournament.rules.options import DEFAULT_OPTIONS, RulesOptions

if TYPE_CHECKING:
    from tournament.rules.claims import ClaimCheck
    from tournament.rules.layout import LayoutCheck, SupplyProblem
    from tournament.rules.melds import MeldCheck
    from tournament.rules.submitted import FinishedGameCheck
    from tournament.rules.tiles import Tile

# The engines are imported by the method that needs them: scoring asks for table sizes
# and points only.

__all__ = ["SteinRummy", "SteinRummyPlus"]


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
