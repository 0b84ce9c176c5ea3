"""The Plackett-Luce rating update of Weng and Lin (2011), for one game at one table.

Ruby C. Weng and Chih-Jen Lin, "A Bayesian Approximation Method for Online Ranking",
JMLR 12 (2011), Algorithm 4 (Plackett-Luce), as the ``openskill`` package computes it
(``openskill.models.PlackettLuce``, its defaults but :data:`BETA`): every player has a skill ``mu``
and an uncertainty ``sigma``; one game moves each player's ``mu`` towards what the
finishing order says and shrinks ``sigma``. Made for several players at once with shared
places.

The update is written out here for one-player sides (a rummy table is every player for
themselves) because rating a club's whole history makes hundreds of thousands of updates:
``openskill``'s general ``rate`` (teams, weights, checks of its arguments, copies) takes
about 65 microseconds a game, this one a tenth of that. ``tests/ratings`` checks that both
give the same numbers.

>>> after = rate_game([Skill(25.0, 25 / 3)] * 3, [0, 1, 1])
>>> [round(skill.mu, 3) for skill in after]
[27.268, 23.866, 23.866]
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import NamedTuple

MU = 25.0
"""A new player's skill (``openskill``'s default)."""
SIGMA = MU / 3
"""A new player's uncertainty (``openskill``'s default): ``mu - 3 sigma`` of a new player is 0."""
BETA = SIGMA
"""How much one game's performance varies around the skill: as much as a new player's
skill is uncertain. ``openskill`` (like TrueSkill) takes half that, for games of more
skill and less luck than rummy's draw; on simulated clubs (benchmarks/bench_ratings.py)
the wider spread orders the players closer to their hidden strengths after 5, 10 and 20
evenings."""
TAU = MU / 300
"""Added to every uncertainty before each game, so that a rating keeps moving."""
KAPPA = 0.0001
"""The least factor an uncertainty's square shrinks by in one game."""


class Skill(NamedTuple):
    """A player's skill estimate: the mean ``mu`` and its uncertainty ``sigma``."""

    mu: float = MU
    sigma: float = SIGMA


def rate_game(skills: Sequence[Skill], places: Sequence[int]) -> list[Skill]:
    """The players' skills after one game: ``skills`` before it, ``places`` where each
    finished (smaller is better, equal numbers share a place), in the same order.

    Players on a shared place count once for each place below theirs (the paper's
    ``A_q``); their skills are not averaged."""
    count = len(skills)
    if count != len(places):
        raise ValueError(f"{count} players but {len(places)} places")
    if count < 2:
        return list(skills)
    tau_squared = TAU * TAU
    variances = [skill.sigma * skill.sigma + tau_squared for skill in skills]
    c = math.sqrt(sum(variances) + count * BETA * BETA)
    strengths = [math.exp(skill.mu / c) for skill in skills]
    # For each place q: the strengths of the players who finished on it or below it, and
    # how many share it.
    below: dict[int, float] = {}
    sharing: dict[int, int] = {}
    for place in set(places):
        below[place] = sum(s for s, p in zip(strengths, places, strict=True) if p >= place)
        sharing[place] = places.count(place)
    out: list[Skill] = []
    for i in range(count):
        omega = 0.0
        delta = 0.0
        strength = strengths[i]
        place = places[i]
        for q in range(count):
            other = places[q]
            if other > place:
                continue
            share = strength / below[other]
            weight = sharing[other]
            delta += share * (1 - share) / weight
            omega += ((1 - share) if q == i else -share) / weight
        variance = variances[i]
        sigma = math.sqrt(variance)
        mu = skills[i].mu + omega * variance / c
        delta *= variance / (c * c) * (sigma / c)
        out.append(Skill(mu, sigma * math.sqrt(max(1 - delta, KAPPA))))
    return out


def places_of(points: Sequence[Fraction | int]) -> list[int]:
    """Places from each player's result where more is better (points of a game):
    1 + how many did better, so equal results share a place.

    >>> places_of([2, 3, 2, 1])
    [2, 1, 2, 4]
    """
    return [1 + sum(1 for other in points if other > value) for value in points]
