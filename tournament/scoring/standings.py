"""Standings (RULINGS §6): a standing line and how the lines are ranked.

"Die Summe der MP aus allen Spielen (TMP) bezeichnet den Gewinner eines Turniers, die Höhe
der MP ergibt die Rangfolge." Points are the sum over a player's games, max points the sum
of those games' maxima, percent = 100 x points / max points ("Relation zum theoretisch
besten Ergebnis": three 3-player games won = 9 of 9 = 100 %). The score book
(:mod:`tournament.scoring.score_book`) sums the games into these lines.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import lcm

from tournament.scoring.model import Ranking


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the standings."""

    player: str
    name: str
    rank: int
    points: Fraction
    max_points: Fraction
    percent: Fraction
    games: int
    won: int
    claims: int
    tiles_left: int
    club: str | None = None
    shared: bool = False
    """The rank is shared: another player is equal on every tie-break (RULINGS §6)."""
    totals: int = 0
    """A card game's totals summed over the played rounds (0 for Stein-Rummy)."""
    tie_break: int = 0
    """A card game's tie-break sum over the played rounds, lower is better (RULINGS §6:
    Indian Rummy the own deadwood, Drachenrummy minus the card points); 0 for Stein-Rummy."""


def rank_text(rank: int, shared: bool) -> str:
    """A rank as every view and printout shows it: ``"2"``, or ``"=2"`` when shared.

    RULINGS §6: "else a shared rank, marked "=" wherever standings are shown".

    >>> rank_text(2, True), rank_text(1, False)
    ('=2', '1')
    """
    return f"={rank}" if shared else str(rank)


def percent_of(points: Fraction, max_points: Fraction) -> Fraction:
    """100 x points / max points, exact; 0 when there is no maximum yet."""
    if not max_points:
        return Fraction(0)
    # One Fraction made, not a product and a quotient (each reduced): a line of every
    # player's standings after every round.
    return Fraction(
        100 * points.numerator * max_points.denominator,
        points.denominator * max_points.numerator,
    )


def _scaled(values: Sequence[Fraction]) -> list[int]:
    """Exact integer stand-ins for ``values``, same order: each times the common
    denominator. Sorting by these ints is much faster than comparing Fractions."""
    common = lcm(*(value.denominator for value in values)) if values else 1
    return [value.numerator * (common // value.denominator) for value in values]


def rank_standings(standings: Iterable[Standing], ranking: Ranking) -> list[Standing]:
    """Sort best first and number the ranks (RULINGS §6).

    "Rank by percent (default) or points ... Ties broken by the other of the two, then
    games won, then claims, then fewer tiles left in total; else a shared rank" (1, 2, 2, 4),
    each of them marked ``shared``; for the card games "fewer tiles left" is the better
    tie-break sum (:attr:`Standing.tie_break`). Equal players are listed by name.
    """
    rows = list(standings)
    points = _scaled([s.points for s in rows])
    percent = _scaled([s.percent for s in rows])
    first, second = (points, percent) if ranking is Ranking.POINTS else (percent, points)
    keys = [
        (-first[i], -second[i], -s.won, -s.claims, s.tiles_left, s.tie_break)
        for i, s in enumerate(rows)
    ]
    order = sorted(range(len(rows)), key=lambda i: (keys[i], rows[i].name, rows[i].player))
    result: list[Standing] = []
    rank = 0
    for place, i in enumerate(order, start=1):
        if place == 1 or keys[i] != keys[order[place - 2]]:
            rank = place
        shared = (place > 1 and keys[i] == keys[order[place - 2]]) or (
            place < len(order) and keys[i] == keys[order[place]]
        )
        standing = rows[i]
        if standing.rank != rank or standing.shared != shared:
            # Cheaper than dataclasses.replace, which matters at 300 players per change.
            standing = Standing(
                standing.player,
                standing.name,
                rank,
                standing.points,
                standing.max_points,
                standing.percent,
                standing.games,
                standing.won,
                standing.claims,
                standing.tiles_left,
                standing.club,
                shared,
                standing.totals,
                standing.tie_break,
            )
        result.append(standing)
    return result
