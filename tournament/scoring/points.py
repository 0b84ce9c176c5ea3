"""One game slot to match points: a played result (scored by its game) or a director's
decision (RULINGS §5), one rule, one small function.

Every function returns exact :class:`~fractions.Fraction` points. :func:`score_game` puts
the rules together for a table's game slot, whether a played :class:`GameResult` (its
game's :meth:`~tournament.rules.games.base.Game.score`, see
:mod:`tournament.rules.games.stein_points` and the card games) or a director's
:class:`Decision`.

The maximum a game contributes to a player's max points is always the game's normal
maximum (the points of rank 1 at that table), also for neutralised, average and
director-set games, so percentages stay comparable across tables and decisions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache

from tournament.rules.games.scores import GameScore as GameScore
from tournament.rules.games.scores import share
from tournament.scoring.model import (
    AbsentAward,
    Decision,
    DecisionKind,
    GameEntry,
    GameResult,
    ScoringRules,
    Variant,
)

TABLE_SIZES = Variant.STEIN.game.table_sizes
"""The table sizes of the tournament games (every one seats 3 or 4 today)."""


@cache
def rank_scale(variant: Variant, size: int, *, went_out: bool) -> tuple[int, ...]:
    """Points for rank 1, 2, ... at a table of ``size`` players, as the game gives them
    (:meth:`tournament.rules.games.Game.rank_scale`, RULINGS §5).

    >>> rank_scale(Variant.STEIN, 3, went_out=True)
    (3, 2, 1)
    >>> rank_scale(Variant.STEIN_PLUS, 4, went_out=False)
    (3, 2, 1, 0)
    """
    return variant.game.rank_scale(size, went_out=went_out)


def game_total(variant: Variant, size: int) -> int:
    """What a game's ranks score when one player went out and nobody tied (RULINGS §5).

    Basic 6 (3 players) or 10 (4 players); Plus 9 (4+3+2) or 10 (4+3+2+1); claims excluded.
    """
    return sum(rank_scale(variant, size, went_out=True))


@cache
def game_maximum(variant: Variant, size: int) -> int:
    """The points of rank 1: 3 (basic, 3 players), 4 (basic, 4 players), 4 (Plus).

    RULINGS §5/§6: a game's maximum feeds max points; claim points come on top, so a Plus
    percentage can exceed 100.
    """
    return rank_scale(variant, size, went_out=True)[0]


def neutralised_points(
    players: Sequence[str], variant: Variant, penalty: Fraction = Fraction(0)
) -> dict[str, Fraction]:
    """ "... dass der Turnierleiter ein ganzes Spiel neutralisieren kann, in dem alle Spieler
    die gleiche Anzahl von Punkten erhalten, ggf. jeder abzüglich einen halben Punkt."

    RULINGS §5: everyone scores the game's total / players, minus the optional penalty.
    """
    share = Fraction(game_total(variant, len(players)), len(players))
    return {player: share - penalty for player in players}


def average_points(
    players: Sequence[str], variant: Variant, averages: Mapping[str, Fraction | None]
) -> dict[str, Fraction]:
    """ "Anstelle des nicht gespielten Einzelspiels wird in den Spielzettel ein Spiel mit den
    Durchschnittswerten eingetragen."

    RULINGS §5: "an unplayed game is filled so that it keeps each player's own percentage
    so far: points = (points / maximum of the player's counted games so far) x this game's
    maximum, claim points included (average games themselves excluded; a player with no
    counted game gets the game's total / players)". ``averages`` holds those points (the
    score book works them out); None or missing: no counted game.
    """
    fallback = Fraction(game_total(variant, len(players)), len(players))
    points: dict[str, Fraction] = {}
    for player in players:
        average = averages.get(player)
        points[player] = fallback if average is None else average
    return points


def director_points(players: Sequence[str], decision: Decision) -> dict[str, Fraction]:
    """ "... dass der Turnierleiter die Beendigung eines Einzelspieles vorschreiben kann, und
    Punkte nach seinem Ermessen zuteilen kann. (Bsp: alle erhalten die gleiche Punktzahl,
    der Langsame jedoch einen Punkt weniger)". A player the decision leaves out scores 0.
    """
    return {player: Fraction(decision.points.get(player, 0)) for player in players}


def absent_score(
    player: str,
    award: AbsentAward,
    average: Fraction | None,
    variant: Variant,
    present: int,
) -> GameScore:
    """What a player who left the table during the round gets for one game played without
    them by ``present`` players (the project's reading, a director's decision like those of
    RULINGS §5; see :class:`~tournament.scoring.model.Absence`).

    The game itself is scored on the scale of the players present (a 4-table plays on as a
    3-table: 3 / 2 / 1, maximum 3). The absent player gets, the director's choice:
    ``average``, the average ruling of RULINGS §5 (``average``: the points that keep the
    player's percentage so far in a game of this maximum, "the maximum of such a game is
    that of the game as it was played"; a player with no counted game gets the game's
    total / players), or ``nothing``, no points. Either way the game's maximum counts for
    them, as for every decision, and the game is not counted by later averages.

    >>> absent_score("d", AbsentAward.AVERAGE, None, Variant.STEIN, 3).points["d"]
    Fraction(2, 1)
    >>> absent_score("d", AbsentAward.NOTHING, Fraction(5, 2), Variant.STEIN, 3).max_points
    3
    """
    variant.game.check_table_size(present)
    if award is AbsentAward.NOTHING:
        points = Fraction(0)
    elif average is None:
        points = share(game_total(variant, present), present)
    else:
        points = average
    return GameScore(
        points={player: points}, max_points=game_maximum(variant, present), counted=False
    )


def round_totals(result: GameResult, players: Sequence[str], rules: ScoringRules) -> dict[str, int]:
    """A card game's round at a table: each player's total as the game counts it
    (:meth:`~tournament.rules.games.base.Game.round_totals`); empty for a game ranked by
    tiles left. Raises ValueError for a hand the engine cannot count."""
    return rules.game.round_totals(result, players, rules) or {}


def score_result(result: GameResult, players: Sequence[str], rules: ScoringRules) -> GameScore:
    """A played game, scored by its game (:meth:`~tournament.rules.games.base.Game.score`):
    Stein-Rummy by tiles left (or the first-round Rommé option) plus claims, a card game's
    round by the players' totals."""
    return rules.game.score(result, players, rules)


def score_game(
    entry: GameEntry,
    players: Sequence[str],
    rules: ScoringRules,
    averages: Mapping[str, Fraction | None] | None = None,
) -> GameScore:
    """Score one game slot of a table with ``players`` in seat order.

    ``averages`` is only read for an average decision: the points that keep each player's
    percentage of the counted games before this one (see
    :mod:`tournament.scoring.score_book`).
    """
    if isinstance(entry, GameResult):
        return score_result(entry, players, rules)
    size = len(players)
    rules.game.check_table_size(size)
    maximum = game_maximum(rules.variant, size)
    if entry.kind is DecisionKind.NEUTRALISED:
        points = neutralised_points(players, rules.variant, entry.penalty)
    elif entry.kind is DecisionKind.AVERAGE:
        points = average_points(players, rules.variant, averages or {})
        return GameScore(points=points, max_points=maximum, counted=False)
    else:
        points = director_points(players, entry)
    return GameScore(points=points, max_points=maximum)
