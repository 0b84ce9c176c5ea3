"""The checker's bridge to the rules engine's solver: best play for a hand and a table."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from tournament.rules.errors import RulesError
from tournament.rules.layout import supply_problems
from tournament.rules.melds import check_meld
from tournament.rules.options import DEFAULT_OPTIONS
from tournament.rules.solver import Solution, solve
from tournament.rules.tiles import Tile


@dataclass(frozen=True, slots=True)
class Outcome:
    text: str
    melds: list[list[Tile]] = field(default_factory=list)
    left: list[Tile] = field(default_factory=list)
    ok: bool = True


def input_problem(hand: Sequence[Tile], table: Sequence[Sequence[Tile]]) -> str:
    """Why the solver cannot take this hand and table, in the user's language ("" if it can)."""
    from tournament.ui.checker.words import problem_text

    for number, meld in enumerate(table, start=1):
        check = check_meld(list(meld))
        if check.problem is not None:
            return QCoreApplication.translate("solving", "Table meld {0} is not valid: {1}").format(
                number, problem_text(check.problem)
            )
    # The rules count the supply; the solver takes any number of jokers, so only the
    # numbered tiles are asked about.
    places = [("hand", hand), *((f"meld {n}", m) for n, m in enumerate(table, start=1))]
    numbered = [(name, [t for t in tiles if not t.is_joker]) for name, tiles in places]
    extra = sorted(p.tile for p in supply_problems(numbered, DEFAULT_OPTIONS))
    if extra:
        return QCoreApplication.translate(
            "solving", "More copies than the game has (two of each): {0}"
        ).format(" ".join(str(t) for t in extra))
    return ""


Runner = Callable[[Callable[[], Solution]], Solution | None]


def _run_here(work: Callable[[], Solution]) -> Solution | None:
    return work()


def best_play(
    hand: Sequence[Tile],
    table: Sequence[Sequence[Tile]],
    *,
    opened: bool = True,
    runner: Runner = _run_here,
) -> Outcome | None:
    """The solver's best play in words: how many tiles are laid, the table afterwards.

    ``runner`` runs the search (the checker hands it to a worker thread); when it returns
    None (the user cancelled), so does this function.
    """
    problem = input_problem(hand, table)
    if problem:
        return Outcome(problem, ok=False)
    hand_tiles = list(hand)
    table_melds = [list(m) for m in table]
    try:
        found = runner(lambda: solve(hand_tiles, table_melds, opened=opened))
    except RulesError as exc:
        # What the checks above do not catch: more jokers than the solver handles.
        text = (
            QCoreApplication.translate("solving", "Too many jokers for the solver.")
            if "joker" in str(exc)
            else QCoreApplication.translate(
                "solving", "The solver cannot work with this hand and table."
            )
        )
        return Outcome(text, ok=False)
    if found is None:
        return None
    result = found
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
