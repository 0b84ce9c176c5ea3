"""A club's rating list: every rated game of every evening, in date order.

Each player starts at :data:`~tournament.ratings.plackett_luce.MU` with the uncertainty
:data:`~tournament.ratings.plackett_luce.SIGMA`; every game of an evening moves the skills
of its players (:func:`~tournament.ratings.plackett_luce.rate_game`). The list shows the
skill estimate ``mu`` on a scale a club reads like a chess rating (:func:`display_rating`:
the club's average 1500, a player without games too), best first. A player who has played
one evening only is *provisional* (Glossary: vorläufig): their ``sigma`` is still large.

Why ``mu`` and not the conservative ``mu - 3 sigma`` of TrueSkill's leaderboards: the list
is read as "who is stronger than whom" (and groups by rating are cut from it). The model's
chance that A is stronger than B is ``Phi((mu_A - mu_B) / sqrt(sigma_A^2 + sigma_B^2))``,
above one half exactly when ``mu_A > mu_B``, whatever the sigmas; so the order by ``mu``
gets the most pairs right that the model can expect to get right (the most Kendall
concordant pairs). ``mu`` is already drawn towards the club's average by the prior until a
player has played enough; subtracting ``3 sigma`` pulls every newcomer down once more, below
established players they are likely better than (benchmarks/bench_ratings.py measures
both orders against hidden strengths).

Who is who across evenings is the caller's business: every evening names its players by
a key (the club register's member, or name and club as the season compares them).

>>> one = RatingEvening("1", "stein", {"a": ("Anna", ""), "b": ("Bo", ""), "c": ("Cem", "")},
...     (RatedGame(("a", "b", "c"), (1, 2, 3)),) * 3)
>>> rows = rate_evenings([one]).rows
>>> [(row.name, row.rating > 1500, row.provisional) for row in rows]
[('Anna', True, True), ('Bo', True, True), ('Cem', False, True)]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from tournament.ratings.plackett_luce import MU, Skill, rate_game
from tournament.scoring.names import name_sort_key

SCALE = 25
"""Rating points per point of ``mu``."""
BASE = 1500
"""The rating of ``mu == MU``: a player without games, and the club's average."""
TREND_EVENINGS = 3
"""The trend is the change over the player's last this many evenings."""


def display_rating(skill: Skill) -> int:
    """The number a club sees: ``1500 + 25 (mu - 25)``, rounded; ``sigma`` is shown
    beside it (and as "provisional" after one evening), not subtracted from it.

    >>> display_rating(Skill()), display_rating(Skill(25.0, 1.5)), display_rating(Skill(30.1))
    (1500, 1500, 1628)
    """
    return round(BASE + SCALE * (skill.mu - MU))


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One game that moves ratings: its players (keys) and the place each finished."""

    players: tuple[str, ...]
    places: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RatingEvening:
    """One evening's rated games. ``people`` gives each key's name and club as written
    that evening; ``game`` is the rating list the evening belongs to."""

    label: str
    game: str
    people: Mapping[str, tuple[str, str]]
    games: tuple[RatedGame, ...]
    date: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class RatingRow:
    rank: int
    player: str
    """The player's key."""
    name: str
    club: str
    rating: int
    mu: float
    sigma: float
    games: int
    evenings: int
    provisional: bool
    trend: int | None
    """The rating's change over the last :data:`TREND_EVENINGS` evenings the player
    played (from 1500 when they are all the player has); None while provisional."""
    history: tuple[tuple[int, int], ...] = field(default=())
    """(evening index, rating after it) for each evening the player played."""


@dataclass(frozen=True, slots=True)
class RatingList:
    game: str
    evenings: tuple[RatingEvening, ...]
    rows: tuple[RatingRow, ...]

    def row(self, player: str) -> RatingRow | None:
        return next((row for row in self.rows if row.player == player), None)


class RatingError(ValueError):
    """Evenings that cannot make one rating list (none, or of different games)."""


def games_of(evenings: Iterable[RatingEvening]) -> list[str]:
    """The rating lists ``evenings`` make, the one with the most evenings first."""
    counts: dict[str, int] = {}
    for evening in evenings:
        counts[evening.game] = counts.get(evening.game, 0) + 1
    return sorted(counts, key=lambda game: -counts[game])


def rate_evenings(evenings: Sequence[RatingEvening], game: str | None = None) -> RatingList:
    """The rating list of the evenings of ``game`` (default: the game most of them play)
    in ``evenings``, which are in the order they were played."""
    chosen = game if game is not None else next(iter(games_of(evenings)), None)
    if chosen is None:
        raise RatingError("no evenings: give at least one tournament")
    played = tuple(evening for evening in evenings if evening.game == chosen)
    if not played:
        raise RatingError(f"no evening of the game {chosen!r}")
    skills: dict[str, Skill] = {}
    games: dict[str, int] = {}
    history: dict[str, list[tuple[int, int]]] = {}
    names: dict[str, tuple[str, str]] = {}
    fresh = Skill()
    for index, evening in enumerate(played):
        seen: set[str] = set()
        for rated in evening.games:
            before = [skills.get(player, fresh) for player in rated.players]
            for player, after in zip(rated.players, rate_game(before, rated.places), strict=True):
                skills[player] = after
                games[player] = games.get(player, 0) + 1
            seen.update(rated.players)
        for player in sorted(seen):
            history.setdefault(player, []).append((index, display_rating(skills[player])))
            names[player] = evening.people.get(player, names.get(player, (player, "")))
    rows = [
        _row(player, skills[player], games[player], history[player], names[player])
        for player in skills
    ]
    rows.sort(key=lambda row: (-row.rating, -row.mu, name_sort_key(row.name)))
    ranked = tuple(_ranked(rows))
    return RatingList(chosen, played, ranked)


def _row(
    player: str, skill: Skill, games: int, history: list[tuple[int, int]], who: tuple[str, str]
) -> RatingRow:
    evenings = len(history)
    provisional = evenings < 2
    ratings = [BASE] + [rating for _index, rating in history]
    trend = (
        None if provisional else ratings[-1] - ratings[max(0, len(ratings) - 1 - TREND_EVENINGS)]
    )
    return RatingRow(
        rank=0,
        player=player,
        name=who[0],
        club=who[1],
        rating=display_rating(skill),
        mu=skill.mu,
        sigma=skill.sigma,
        games=games,
        evenings=evenings,
        provisional=provisional,
        trend=trend,
        history=tuple(history),
    )


def _ranked(rows: list[RatingRow]) -> Iterable[RatingRow]:
    """Ranks 1..; an equal rating shares the rank."""
    rank = 0
    for index, row in enumerate(rows):
        if not index or rows[index - 1].rating != row.rating:
            rank = index + 1
        yield replace(row, rank=rank)
