"""The layout check: the melds on the table (RULINGS §2, "Auslegen").

"A layout (the table) is valid when every meld is valid and no tile occurs more often than
it exists (2 copies; jokers at most one per player)."

>>> from tournament.rules.tiles import parse_layout
>>> result = check_layout(parse_layout("r12 r13 r1 | b5 r5 y5"))
>>> result.valid
True
>>> result = check_layout(parse_layout("r5 r6 r7 | r5 b5 y5 | r4 r5 J"))
>>> [str(p) for p in result.problems]
['r5 3 times (melds 1, 2, 3), the game has 2']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property

from tournament.rules.errors import IllegalError
from tournament.rules.melds import MeldCheck, MeldProblem, check_meld, is_valid_meld_indices
from tournament.rules.options import COPIES, DEFAULT_OPTIONS, RulesOptions
from tournament.rules.tiles import JOKER_INDEX, Tile, format_tiles

__all__ = [
    "LayoutCheck",
    "LayoutProblem",
    "SupplyProblem",
    "check_layout",
    "supply_problems",
]


@dataclass(frozen=True, slots=True)
class SupplyProblem:
    """A tile that occurs more often than the game holds it.

    ``places`` names where it occurs (e.g. ``"meld 2"``, ``"Anna's hand"``), once per place.
    """

    tile: Tile
    count: int
    allowed: int
    places: tuple[str, ...]
    options: RulesOptions

    def __str__(self) -> str:
        if self.tile.is_joker:
            what = "1 joker" if self.count == 1 else f"{self.count} jokers"
        else:
            what = f"{self.tile} {self.count} times"
        where = _join_places(self.places)
        if self.tile.is_joker:
            allowed = f"the game has {self.allowed} ({self.options.jokers.english})"
        else:
            allowed = f"the game has {self.allowed}"
        return f"{what} ({where}), {allowed}"


def _join_places(places: Sequence[str]) -> str:
    # "meld 1, meld 2" reads better as "melds 1, 2"
    if len(places) > 1 and all(p.startswith("meld ") for p in places):
        return "melds " + ", ".join(p.removeprefix("meld ") for p in places)
    return ", ".join(places)


def supply_problems(
    places: Iterable[tuple[str, Iterable[Tile]]], options: RulesOptions
) -> list[SupplyProblem]:
    """The tiles that occur more often than the game holds them, in canonical order.

    ``places`` pairs a name with tiles (a meld, a hand, a claim); every numbered tile exists
    :data:`~tournament.rules.options.COPIES` times, the joker ``options.joker_count`` times.
    """
    counts = [0] * (JOKER_INDEX + 1)
    seen: list[tuple[str, list[int]]] = []
    for name, tiles in places:
        indices = [t.index for t in tiles]
        seen.append((name, indices))
        for i in indices:
            counts[i] += 1
    limits = [COPIES] * JOKER_INDEX + [options.joker_count]
    problems = []
    for i, count in enumerate(counts):
        if count > limits[i]:
            where = tuple(name for name, indices in seen if i in indices)
            problems.append(SupplyProblem(Tile.from_index(i), count, limits[i], where, options))
    return problems


@dataclass(frozen=True, slots=True)
class LayoutProblem:
    """One reason a layout is not valid: a meld (1-based ``meld``) or the supply."""

    reason: str
    meld: int | None = None
    problem: MeldProblem | None = None
    supply: SupplyProblem | None = None

    def __str__(self) -> str:
        return self.reason


@dataclass(frozen=True)
class LayoutCheck:
    """The answer of :func:`check_layout`: the melds as given and every problem found.

    :attr:`melds` gives each meld's full :class:`~tournament.rules.melds.MeldCheck` (kind,
    canonical order, jokers); it is computed when first asked for.
    """

    given: tuple[tuple[Tile, ...], ...]
    problems: tuple[LayoutProblem, ...]
    options: RulesOptions

    @property
    def valid(self) -> bool:
        return not self.problems

    @property
    def tile_count(self) -> int:
        return sum(len(m) for m in self.given)

    @cached_property
    def melds(self) -> tuple[MeldCheck, ...]:
        return tuple(check_meld(m) for m in self.given)

    def raise_if_invalid(self) -> None:
        """Raise :class:`IllegalError` naming every problem, if there is one."""
        if self.problems:
            raise IllegalError("; ".join(p.reason for p in self.problems))


def check_layout(
    melds: Iterable[Iterable[Tile]], options: RulesOptions = DEFAULT_OPTIONS
) -> LayoutCheck:
    """Check a table: every meld valid and no tile more often than the game holds it.

    Problems name the meld (1-based) and why; supply problems name the tile, how often it
    occurs, in which melds, and how many the game has.
    """
    given = tuple(tuple(m) for m in melds)
    problems: list[LayoutProblem] = []
    for number, tiles in enumerate(given, start=1):
        if not is_valid_meld_indices([t.index for t in tiles]):
            result = check_meld(tiles)
            problems.append(
                LayoutProblem(
                    f"meld {number} ({format_tiles(result.tiles)}): {result.reason}",
                    meld=number,
                    problem=result.problem,
                )
            )
    for supply in supply_problems(
        ((f"meld {n}", m) for n, m in enumerate(given, start=1)), options
    ):
        problems.append(LayoutProblem(str(supply), supply=supply))
    return LayoutCheck(given, tuple(problems), options)
