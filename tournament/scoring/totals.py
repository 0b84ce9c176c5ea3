"""A player's running totals in the score book: points (exact), max points, games, games
won, claims, tiles left and a card game's totals, added and taken back one game at a time
or many at once (the book's bulk load). What the totals count is the score book's to say
(:mod:`tournament.scoring.score_book`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from tournament.rules.games.stein_points import SeatScore
from tournament.scoring.model import Ranking
from tournament.scoring.points import GameScore
from tournament.scoring.standings import Standing, percent_of, rank_standings


class RunningSum:
    """An exact running sum, fast for the common points: most game points are whole,
    halves, thirds or quarters, which sum as integer twelfths; anything else (averages,
    odd penalties) goes to an exact Fraction remainder."""

    __slots__ = ("rest", "twelfths")

    def __init__(self) -> None:
        self.twelfths = 0
        self.rest = Fraction(0)

    def add(self, value: Fraction, sign: int) -> None:
        denominator = value.denominator
        if 12 % denominator == 0:
            self.twelfths += sign * value.numerator * (12 // denominator)
        else:
            self.rest += sign * value

    def value(self) -> Fraction:
        return Fraction(self.twelfths, 12) + self.rest


class Totals:
    """One player's totals, kept up to date as games are added (``sign`` +1) and taken
    back (-1)."""

    __slots__ = (
        "claims",
        "games",
        "max_points",
        "points",
        "tie_break",
        "tiles_left",
        "totals",
        "won",
    )

    def __init__(self) -> None:
        self.points = RunningSum()
        self.max_points = 0
        self.games = 0
        self.won = 0
        self.claims = 0
        self.tiles_left = 0
        self.totals = 0
        self.tie_break = 0

    def add(self, player: str, score: GameScore, sign: int) -> None:
        # RunningSum.add written out: this runs for every player of every game.
        value = score.points[player]
        denominator = value.denominator
        if 12 % denominator == 0:
            self.points.twelfths += sign * value.numerator * (12 // denominator)
        else:
            self.points.rest += sign * value
        self.max_points += sign * score.max_points
        self.games += sign
        if score.winner == player:
            self.won += sign
        if score.claims:
            self.claims += sign * score.claims.get(player, 0)
        if score.tiles_left:
            self.tiles_left += sign * score.tiles_left[player]
        if score.totals:
            self.totals += sign * score.totals.get(player, 0)
        if score.tie_break:
            self.tie_break += sign * score.tie_break.get(player, 0)

    def add_totals(self, other: Totals) -> None:
        """``other``'s sums added to these: the games they count added to these games."""
        self.points.twelfths += other.points.twelfths
        if other.points.rest:
            self.points.rest += other.points.rest
        self.max_points += other.max_points
        self.games += other.games
        self.won += other.won
        self.claims += other.claims
        self.tiles_left += other.tiles_left
        self.totals += other.totals
        self.tie_break += other.tie_break

    def add_seats(self, seats: Sequence[SeatTotals]) -> None:
        """``add`` of played tile games, each given by what it adds to this player's
        totals (:func:`seat_totals`): the book's bulk load, which makes no
        :class:`GameScore` for them. Summed column by column."""
        if not seats:
            return
        columns = map(sum, zip(*seats, strict=True))
        twelfths, rest, max_points, games, won, claims, tiles_left = columns
        self.points.twelfths += twelfths
        if rest:
            self.points.rest += rest
        self.max_points += max_points
        self.games += games
        self.won += won
        self.claims += claims
        self.tiles_left += tiles_left


SeatTotals = tuple[int, Fraction | int, int, int, int, int, int]
"""What a played game adds to one seat's player's totals: points in twelfths, points that
are not a whole number of twelfths, max points, games, won, claims and tiles left."""


def seat_totals(seat: SeatScore, tiles: Sequence[int]) -> tuple[SeatTotals, ...]:
    """What a played game whose seats left ``tiles`` (and got ``seat``) adds to each seat's
    player's totals, as :meth:`Totals.add` adds its :class:`GameScore`."""
    out = []
    for index, value in enumerate(seat.points):
        whole = 12 % value.denominator == 0
        out.append(
            (
                value.numerator * (12 // value.denominator) if whole else 0,
                0 if whole else value,
                seat.max_points,
                1,
                1 if seat.winner == index else 0,
                seat.claims[index] if seat.claims else 0,
                tiles[index],
            )
        )
    return tuple(out)


def standing_row(player: str, name: str, club: str | None, totals: Totals) -> Standing:
    """The player's line of the standings from their totals, not yet ranked."""
    points = totals.points.value()
    max_points = Fraction(totals.max_points)
    return Standing(
        player=player,
        name=name,
        club=club,
        rank=0,
        points=points,
        max_points=max_points,
        percent=percent_of(points, max_points),
        games=totals.games,
        won=totals.won,
        claims=totals.claims,
        tiles_left=totals.tiles_left,
        totals=totals.totals,
        tie_break=totals.tie_break,
    )


def standings_after(
    names: Mapping[str, tuple[str, str | None]],
    rounds_of: Mapping[int, Mapping[str, Totals]],
    rounds: Iterable[int],
    ranking: Ranking,
) -> dict[int, list[Standing]]:
    """The standings after each of ``rounds``, ranked: every player of ``names`` (name and
    club) with the sums of the rounds up to it, of what each round adds to each player's
    totals (``rounds_of``)."""
    running = {player: Totals() for player in names}
    rows = {player: standing_row(player, *names[player], running[player]) for player in names}
    added = sorted(rounds_of)
    out: dict[int, list[Standing]] = {}
    for number in sorted(set(rounds)):
        while added and added[0] <= number:
            for player, totals in rounds_of[added.pop(0)].items():
                running[player].add_totals(totals)
                rows[player] = standing_row(player, *names[player], running[player])
        out[number] = rank_standings(rows.values(), ranking)
    return out
