"""Rummikub's turn check (RULINGS §11): a table before and after, and the player's rack.

"A turn: lay out / manipulate, or draw one tile from the pool (no discard). Every table
tile stays on the table, and every set is valid at the end of the turn." Before the
initial meld the player only adds "one or more new sets from the own rack worth at least
30 points [...] without table tiles". A table joker keeps what it stands for when the
table is rearranged, unless it is retrieved: "a player who has made the initial meld may
take a table joker by putting from the rack the tile it stands for in its place [...]; the
joker must be laid in the same turn in a new set with at least two tiles from the rack."

>>> before = parse_layout("r4 J r6")
>>> after = parse_layout("r4 r5 r6 | J b9 y9")
>>> check_turn(before, parse_tiles("r5 b9 y9"), after, opened=True).valid
True
>>> check = check_turn(before, parse_tiles("r5"), parse_layout("r4 r5 r6 J"), opened=True)
>>> check.valid, check.problems[0][:45]
(False, 'a table joker stands for another tile without')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tournament.rules.rummikub import check_initial_meld, check_set, check_table
from tournament.rules.tiles import JOKER, Tile, format_tiles, parse_layout, parse_tiles

__all__ = ["TurnCheck", "check_turn", "parse_layout", "parse_tiles"]


@dataclass(frozen=True, slots=True)
class TurnCheck:
    """Whether a turn was legal, what the player laid and what is left in the rack;
    ``drew`` when nothing was laid (the player draws a tile)."""

    valid: bool
    problems: tuple[str, ...]
    laid: tuple[Tile, ...]
    rack_left: tuple[Tile, ...]
    drew: bool


def _key(tiles: Sequence[Tile]) -> tuple[Tile, ...]:
    return tuple(sorted(tiles))


def _all(sets: Sequence[Sequence[Tile]]) -> Counter[Tile]:
    return Counter(tile for tiles in sets for tile in tiles)


def _names(counts: Counter[Tile]) -> str:
    return format_tiles(sorted(counts.elements()))


def check_turn(
    before: Sequence[Sequence[Tile]],
    rack: Sequence[Tile],
    after: Sequence[Sequence[Tile]],
    *,
    opened: bool,
) -> TurnCheck:
    """Check one turn: the table ``before`` it, the player's ``rack`` before it, the table
    ``after`` it; ``opened`` when the player made the initial meld in an earlier turn."""
    problems = check_table(after)
    before_tiles, after_tiles = _all(before), _all(after)
    taken = before_tiles - after_tiles
    if taken:
        problems.append(f"table tiles must stay on the table: {_names(taken)}")
    laid = after_tiles - before_tiles
    not_held = laid - Counter(rack)
    if not_held:
        problems.append(f"laid but not in the rack: {_names(not_held)}")
    kept = Counter(_key(tiles) for tiles in before) & Counter(_key(tiles) for tiles in after)
    new_sets = list((Counter(_key(tiles) for tiles in after) - kept).elements())
    if not laid and new_sets and not problems:
        problems.append("the table was rearranged but no tile laid; a player who lays none draws")
    elif laid and not opened:
        problems.extend(_initial_problems(before, kept, new_sets))
    elif laid:
        broken = Counter(_key(tiles) for tiles in before) - kept
        problems.extend(_joker_problems(list(broken.elements()), new_sets, laid))
    left = Counter(rack) - laid
    return TurnCheck(
        not problems, tuple(problems), tuple(sorted(laid.elements())),
        tuple(sorted(left.elements())), not laid and not problems,
    )  # fmt: skip


def _initial_problems(
    before: Sequence[Sequence[Tile]],
    kept: Counter[tuple[Tile, ...]],
    new_sets: list[tuple[Tile, ...]],
) -> list[str]:
    if sum(kept.values()) < len(before):
        return ["before the initial meld the table's sets stay as they are"]
    meld = check_initial_meld(new_sets)
    return [] if meld.valid else [f"initial meld: {meld.reason}"]


def _joker_problems(
    broken: list[tuple[Tile, ...]], new_sets: list[tuple[Tile, ...]], laid: Counter[Tile]
) -> list[str]:
    """A joker of a set that was changed either keeps a meaning it had (any reading of its
    old set) or was retrieved: the tile it stood for laid from the rack, the joker in a new
    set with at least two rack tiles."""
    meanings = {
        tile for tiles in broken for reading in check_set(tiles).readings for tile in reading
    }
    jokers_moved = sum(1 for tiles in broken for tile in tiles if tile.is_joker)
    if not jokers_moved:
        return []
    problems: list[str] = []
    budget = Counter(laid)
    retrieved = 0
    free = laid[JOKER]  # jokers laid from the rack go anywhere
    for tiles in new_sets:
        jokers = sum(1 for tile in tiles if tile.is_joker)
        if not jokers:
            continue
        check = check_set(tiles)
        if any(set(reading) <= meanings for reading in check.readings):
            continue
        from_rack = Counter(t for t in tiles if not t.is_joker) & budget
        if sum(from_rack.values()) >= 2:
            budget -= from_rack
            retrieved += jokers
            continue
        if free >= jokers:
            free -= jokers
            continue
        problems.append(
            "a table joker stands for another tile without being retrieved into a new set "
            f"with two rack tiles: {format_tiles(tiles)}"
        )
    if retrieved and sum(n for tile, n in laid.items() if tile in meanings) < min(
        retrieved, jokers_moved
    ):
        problems.append("a joker was retrieved without laying the tile it stood for")
    return problems
