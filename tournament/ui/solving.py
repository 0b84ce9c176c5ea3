"""The checker's bridge to the rules engine's solver: best play for a hand and a table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from tournament.rules.errors import RulesError
from tournament.rules.solver import solve
from tournament.rules.tiles import Tile


@dataclass(frozen=True, slots=True)
class Outcome:
    text: str
    melds: list[list[Tile]] = field(default_factory=list)
    left: list[Tile] = field(default_factory=list)
    ok: bool = True


def best_play(
    hand: Sequence[Tile], table: Sequence[Sequence[Tile]], *, opened: bool = True
) -> Outcome:
    """The solver's best play in words: how many tiles are laid, the table afterwards."""
    try:
        result = solve(list(hand), [list(m) for m in table], opened=opened)
    except RulesError as exc:
        return Outcome(
            QCoreApplication.translate("solving", "The solver cannot work with this: {0}").format(
                exc
            ),
            ok=False,
        )
    melds = [list(m) for m in result.melds]
    left = list(result.left)
    if result.placed <= 0:
        return Outcome(
            QCoreApplication.translate("solving", "No tile of the hand can be laid."), melds, left
        )
    if not left:
        return Outcome(
            QCoreApplication.translate(
                "solving", "All {0} tiles can be laid: the hand goes out."
            ).format(result.placed),
            melds,
            left,
        )
    return Outcome(
        QCoreApplication.translate(
            "solving", "Best play lays {0} tiles; {1} stay in the hand: {2}"
        ).format(result.placed, len(left), " ".join(str(t) for t in left)),
        melds,
        left,
    )
