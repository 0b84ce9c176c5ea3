"""One validation of what a game slot holds: a played result or a director's decision.

The tournament file's reader, the services (a result or decision a desk enters) and the
score entry's live checks all ask :func:`game_problems`, so they refuse the same things.
A played result is checked by its game (:meth:`tournament.rules.games.base.Game.check`:
keys of another game's shape, then the game's own rules); a decision here. Each
:class:`GameProblem` has a :class:`GameProblemKind` (a code the user interface words in
its language), the player it concerns and its data; :attr:`GameProblem.message` is the
English sentence the tournament file and the services report.

>>> from tournament.scoring.model import ScoringRules, SteinResult
>>> [p.message for p in game_problems(SteinResult({"a": 0, "b": 0, "c": 2}), "abc",
...                                     ScoringRules())]
['2 empty hands (a, b) in a game not ended early']
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.rules.games.hands import Hands as Hands
from tournament.rules.games.hands import read_hands as read_hands
from tournament.rules.games.problems import GameProblem as GameProblem
from tournament.rules.games.problems import GameProblemKind as GameProblemKind
from tournament.rules.options import JokerRule
from tournament.scoring.model import Decision, DecisionKind, GameEntry, ScoringRules


def game_problems(
    entry: GameEntry,
    players: Sequence[str],
    rules: ScoringRules,
    jokers: JokerRule = JokerRule.PER_PLAYER,
) -> list[GameProblem]:
    """Everything wrong with one game slot's entry at a table seating ``players``.

    ``jokers`` is the tournament's joker rule, for hands written out (RULINGS §1).
    """
    if isinstance(entry, Decision):
        return _decision_problems(entry, players)
    return rules.game.check(entry, players, rules, jokers)


def _decision_problems(decision: Decision, players: Sequence[str]) -> list[GameProblem]:
    problems = []
    if not decision.reason.strip():
        kind = decision.kind.value
        problems.append(GameProblem(GameProblemKind.DECISION_NO_REASON, data={"kind": kind}))
    if decision.penalty < 0:
        data = {"penalty": decision.penalty}
        problems.append(GameProblem(GameProblemKind.PENALTY_NEGATIVE, data=data))
    if decision.kind is DecisionKind.POINTS:
        for player in decision.points:
            if player not in players:
                problems.append(GameProblem(GameProblemKind.POINTS_STRANGER, player))
        for player in players:
            if player not in decision.points:
                problems.append(GameProblem(GameProblemKind.POINTS_MISSING, player))
            elif decision.points[player] < 0:
                data = {"points": decision.points[player]}
                problems.append(GameProblem(GameProblemKind.POINTS_NEGATIVE, player, data))
    return problems


def table_size_problem(rules: ScoringRules, size: int) -> str | None:
    """Why a table of ``size`` players cannot play the tournament's game, or None."""
    sizes = rules.game.table_sizes
    if size in sizes:
        return None
    return f"a table seats {' or '.join(str(n) for n in sizes)} players, not {size}"
