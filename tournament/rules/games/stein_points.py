"""Stein-Rummy's points for a played game (RULINGS §4, §5): ranks by tiles left, the
first-turn Rommé option, claim points in Plus.

Worked out seat by seat (:func:`seat_score`) and kept per table shape: a 2,000-player
tournament has tens of thousands of games but only a few thousand such tables; the score
book's bulk load sums those without a :class:`GameScore` per game.

>>> from types import SimpleNamespace
>>> from tournament.rules.games import SteinRummyPlus
>>> from tournament.rules.options import FirstRoundRomme
>>> rules = SimpleNamespace(game=SteinRummyPlus, first_round_romme=FirstRoundRomme.WINNER_FULL)
>>> seat_score((0, 3, 5), (0, 2, 0), False, False, rules).points
(Fraction(4, 1), Fraction(5, 1), Fraction(2, 1))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache, lru_cache
from typing import Any, NamedTuple

from tournament.rules.games.base import Game, ResultField, TableRules
from tournament.rules.games.scores import NONE, GameScore, rank_shares, sole_winner
from tournament.rules.options import FirstRoundRomme

__all__ = [
    "SeatScore",
    "claim_points",
    "first_round_romme_points",
    "score_seats",
    "seat_score",
    "seated_score",
]


@cache
def _scale(game: Any, size: int, went_out: bool) -> tuple[int, ...]:
    """The game's points by rank (:meth:`Game.rank_scale`), kept per table size (``game``
    is the game's class, typed Any only because the cache wants a hashable)."""
    scale: tuple[int, ...] = game.rank_scale(size, went_out=went_out)
    return scale


def _total(game: Any, size: int) -> int:
    return sum(_scale(game, size, True))


def _maximum(game: Any, size: int) -> int:
    return _scale(game, size, True)[0]


def score_seats(
    players: Sequence[str],
    tiles: tuple[int, ...],
    claims: tuple[int, ...],
    romme_first_round: bool,
    ended_early: bool,
    rules: TableRules,
) -> GameScore:
    """A played tile game from what each seat left (``tiles``) and kept on the table
    (``claims``, empty for none), seat by seat as ``players`` sit. Claims count in
    Stein-Rummy Plus only."""
    return seated_score(
        players, tiles, seat_score(tiles, claims, romme_first_round, ended_early, rules)
    )


def claim_points(claims: Mapping[str, int], game: type[Game]) -> dict[str, Fraction]:
    """Stein-Rummy Plus: "Matchpunkte aus Claims: je 1 CMP, vorausgesetzt, dass der Claim
    bei Spielende noch vorhanden ist." (RULINGS §4). The basic game has no claims."""
    if not game.has(ResultField.CLAIMS):
        return {}
    return {player: Fraction(count) for player, count in claims.items() if count}


def first_round_romme_points(
    tiles_left: Mapping[str, int], game: Any, option: FirstRoundRomme
) -> dict[str, Fraction]:
    """A player goes out in the first turn (RULINGS §5 *(option)*).

    ``winner_full`` (default): "der Sieger erhält die üblichen vollen Punkte, die Anderen
    teilen sich den Rest" and "wird in der ersten Runde Rommé gemacht, so teilen sich die
    anderen Spieler die restlichen Punkte". ``equal``: "dass alle Spieler die gleichen
    Punkte erhalten, wenn in der ersten Runde ein Spieler „Rommé“ macht".
    """
    size = len(tiles_left)
    total = _total(game, size)
    winner = sole_winner(tiles_left)
    if option is FirstRoundRomme.EQUAL or winner is None:
        return {player: Fraction(total, size) for player in tiles_left}
    top = _maximum(game, size)
    rest = Fraction(total - top, size - 1)
    return {player: Fraction(top) if player == winner else rest for player in tiles_left}


class SeatScore(NamedTuple):
    """What a played tile game gives each seat, whoever sits there: the points (claim
    points included), the sole winner's seat (None: a shared first place), the game's
    maximum and the claims that count (empty: none). The same for every game whose seats
    left the same tiles and made the same claims; the score book's bulk load sums the
    stored games' totals from these without a :class:`GameScore` for each."""

    points: tuple[Fraction, ...]
    winner: int | None
    max_points: int
    claims: tuple[int, ...]


def seat_score(
    tiles: tuple[int, ...],
    claims: tuple[int, ...],
    romme_first_round: bool,
    ended_early: bool,
    rules: TableRules,
) -> SeatScore:
    """A played tile game scored seat by seat, for any players (see :class:`SeatScore`)."""
    game: Any = rules.game  # hashable, a key of the caches below
    size = len(tiles)
    if size not in game.table_sizes:
        game.check_table_size(size)
    if claims and not game.has(ResultField.CLAIMS):
        claims = ()
    points, winner = _seat_points(
        tiles, claims, romme_first_round, ended_early, game, rules.first_round_romme
    )
    return SeatScore(points, winner, _maximum(game, size), claims)


def seated_score(players: Sequence[str], tiles: tuple[int, ...], seat: SeatScore) -> GameScore:
    """The :class:`GameScore` of a played tile game whose ``players`` (seat order) left
    ``tiles`` and got ``seat`` (:func:`seat_score` of those tiles)."""
    claims = seat.claims
    return GameScore(
        dict(zip(players, seat.points, strict=True)),
        seat.max_points,
        None if seat.winner is None else players[seat.winner],
        (claims and {player: n for player, n in zip(players, claims, strict=True) if n}) or NONE,
        dict(zip(players, tiles, strict=True)),
        True,
        NONE,
    )


@lru_cache(maxsize=1 << 16)
def _seat_points(
    tiles: tuple[int, ...],
    claims: tuple[int, ...],
    romme_first_round: bool,
    ended_early: bool,
    game: Any,
    first_round_romme: FirstRoundRomme,
) -> tuple[tuple[Fraction, ...], int | None]:
    """Each seat's points and the sole winner's seat for a table whose seats left
    ``tiles`` and kept ``claims`` (empty: none): the rules above, worked out once per
    such table. A 2,000-player tournament has tens of thousands of games but only a few
    thousand of these."""
    seats = [str(seat) for seat in range(len(tiles))]
    by_seat = dict(zip(seats, tiles, strict=True))
    ordered = tuple(sorted(tiles))
    fewest = ordered[0]
    # The sole winner: strictly the fewest tiles (as sole_winner, from the sorted counts).
    winner = tiles.index(fewest) if len(tiles) == 1 or fewest != ordered[1] else None
    if romme_first_round:
        points = first_round_romme_points(by_seat, game, first_round_romme)
    else:
        went_out = fewest == 0 and not ended_early
        shares = rank_shares(ordered, _scale(game, len(tiles), went_out))
        points = {seat: shares[count] for seat, count in by_seat.items()}
    if claims:
        for seat, extra in claim_points(dict(zip(seats, claims, strict=True)), game).items():
            points[seat] += extra
    return tuple(points[seat] for seat in seats), winner
