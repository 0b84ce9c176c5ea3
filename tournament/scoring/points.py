"""One game to match points: one rule, one small function (RULINGS §5).

Every function works on plain mappings of player id to tiles left / claims and returns
exact :class:`~fractions.Fraction` points. :func:`score_game` puts the rules together for a
table's game slot, whether a played :class:`GameResult` or a director's :class:`Decision`.

The maximum a game contributes to a player's max points is always the game's normal
maximum (the points of rank 1 at that table), also for neutralised, average and
director-set games, so percentages stay comparable across tables and decisions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import cache, lru_cache
from types import MappingProxyType
from typing import NamedTuple, cast

from tournament.rules.games import ResultField
from tournament.scoring.model import (
    AbsentAward,
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameEntry,
    GameResult,
    ScoringRules,
    SteinResult,
    Variant,
)

TABLE_SIZES = Variant.STEIN.game.table_sizes
"""The table sizes of the tournament games (every one seats 3 or 4 today)."""


_NONE: Mapping[str, int] = MappingProxyType({})
"""No claims, no totals: one empty mapping that every played game's score shares."""


class GameScore(NamedTuple):
    """What one game gives each player of its table.

    ``points`` include claim points. ``winner`` is the player who ranked first alone in a
    played game (a shared first place wins nobody the game); decisions have no winner.
    ``counted`` is False for an average game, which other averages leave out.

    A named tuple, as :class:`~tournament.scoring.model.GamePosition`: reading a
    2,000-player tournament makes one for each of some thirty thousand games, and a frozen
    dataclass costs four times as much to make.
    """

    points: Mapping[str, Fraction]
    max_points: int
    winner: str | None = None
    claims: Mapping[str, int] = _NONE
    tiles_left: Mapping[str, int] = _NONE
    counted: bool = True
    totals: Mapping[str, int] = _NONE
    """A card game's round: each player's total as ranked (Indian Rummy the deal scores
    summed, Drachenrummy the card points); empty for Stein-Rummy."""
    tie_break: Mapping[str, int] = _NONE
    """A card game's round: each player's tie-break sum of RULINGS §6 (the game's
    ``tie_break_sums``), signed so that lower is better; empty for Stein-Rummy, whose
    tiles left break the tie."""


@cache
def _share(total: int, count: int) -> Fraction:
    """``Fraction(total, count)``, kept: scoring a tournament needs the same few thousand
    times, and building a Fraction costs more than looking one up."""
    return Fraction(total, count)


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


def shared_rank_points(tiles_left: Mapping[str, int], scale: Sequence[int]) -> dict[str, Fraction]:
    """Rank by tiles left, fewer is better; tied players share the points of their ranks.

    "Die Rangfolge der Mitspieler ergibt sich aus der Anzahl der nicht abgelegten Steine."
    RULINGS §5: "tied players share the points of the ranks they cover equally (two tied
    for 2nd and 3rd at a 3-table: 1.5 each; all equal: 2 each, 2.5 at a 4-table)".

    >>> shared_rank_points({"a": 0, "b": 4, "c": 4}, (3, 2, 1))["b"]
    Fraction(3, 2)
    """
    shares = _rank_shares(tuple(sorted(tiles_left.values())), tuple(scale))
    return {player: shares[tiles] for player, tiles in tiles_left.items()}


@lru_cache(maxsize=8192)
def _rank_shares(ordered: tuple[int, ...], scale: tuple[int, ...]) -> dict[int, Fraction]:
    """Tiles left -> the points of a player with that many, for a table whose tiles left
    are ``ordered`` (fewest first): the rule of :func:`shared_rank_points`, worked out
    once for each such table (a tournament has few of them, and many games)."""
    shares: dict[int, Fraction] = {}
    for tiles in ordered:
        if tiles not in shares:
            first = ordered.index(tiles)
            count = ordered.count(tiles)
            shares[tiles] = _share(sum(scale[first : first + count]), count)
    return shares


def claim_points(claims: Mapping[str, int], variant: Variant) -> dict[str, Fraction]:
    """Stein-Rummy Plus: "Matchpunkte aus Claims: je 1 CMP, vorausgesetzt, dass der Claim
    bei Spielende noch vorhanden ist." (RULINGS §4). The basic game has no claims."""
    if not variant.game.has(ResultField.CLAIMS):
        return {}
    return {player: Fraction(count) for player, count in claims.items() if count}


def sole_winner(tiles_left: Mapping[str, int]) -> str | None:
    """The player with strictly the fewest tiles left, or None when first place is shared."""
    if not tiles_left:
        return None
    fewest = min(tiles_left.values())
    leaders = [player for player, tiles in tiles_left.items() if tiles == fewest]
    return leaders[0] if len(leaders) == 1 else None


def first_round_romme_points(
    tiles_left: Mapping[str, int], variant: Variant, option: FirstRoundRomme
) -> dict[str, Fraction]:
    """A player goes out in the first turn (RULINGS §5 *(option)*).

    ``winner_full`` (default): "der Sieger erhält die üblichen vollen Punkte, die Anderen
    teilen sich den Rest" and "wird in der ersten Runde Rommé gemacht, so teilen sich die
    anderen Spieler die restlichen Punkte". ``equal``: "dass alle Spieler die gleichen
    Punkte erhalten, wenn in der ersten Runde ein Spieler „Rommé“ macht".
    """
    size = len(tiles_left)
    total = game_total(variant, size)
    winner = sole_winner(tiles_left)
    if option is FirstRoundRomme.EQUAL or winner is None:
        return {player: Fraction(total, size) for player in tiles_left}
    top = game_maximum(variant, size)
    rest = Fraction(total - top, size - 1)
    return {player: Fraction(top) if player == winner else rest for player in tiles_left}


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
        points = _share(game_total(variant, present), present)
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


def most_first_points(totals: Mapping[str, int], scale: Sequence[int]) -> dict[str, Fraction]:
    """Rank by totals, more is better; tied players share the points of their ranks.

    RULINGS §8 (Indian Rummy): "the table's players are ranked by their totals for the
    round and score match points as Stein-Rummy's basic scale (2 players 2/1, 3 players
    3/2/1, 4 players 4/3/2/1, ties shared)"; §9 (Drachenrummy): "ranked by points ... (5
    players 5/4/3/2/1), ties shared".

    >>> most_first_points({"a": 63, "b": -23, "c": -40}, (3, 2, 1))
    {'a': Fraction(3, 1), 'b': Fraction(2, 1), 'c': Fraction(1, 1)}
    >>> most_first_points({"a": 4, "b": 4}, (2, 1))["b"]
    Fraction(3, 2)
    """
    return shared_rank_points({player: -total for player, total in totals.items()}, scale)


def score_round_match(
    result: GameResult, totals: Mapping[str, int], players: Sequence[str], rules: ScoringRules
) -> GameScore:
    """A card game's round at a table (one game slot): each player's total for the round
    (``totals``, the game's :meth:`~tournament.rules.games.base.Game.round_totals`) ranked
    by :func:`most_first_points`; the winner is the one player with
    the most, and an ended-early match ranks the totals at that moment."""
    size = len(players)
    scale = rank_scale(rules.variant, size, went_out=not result.ended_early)
    return GameScore(
        points=most_first_points(totals, scale),
        max_points=game_maximum(rules.variant, size),
        winner=sole_winner({player: -total for player, total in totals.items()}),
        totals=totals,
        tie_break=rules.game.tie_break_sums(result, players, rules),
    )


def score_result(result: GameResult, players: Sequence[str], rules: ScoringRules) -> GameScore:
    """A played game: ranks by tiles left (or the first-round Rommé option) plus claims;
    a card game's round by :func:`score_round_match`.

    "Ein Turnierleiter kann ein Spiel vorzeitig beenden. Es zählt dann die Anzahl der noch
    vorhanden Steine." -- an ended-early game ranks the same way, without an empty hand.
    """
    game = rules.variant.game
    totals = game.round_totals(result, players, rules)
    if totals is not None:
        game.check_table_size(len(players))
        return score_round_match(result, totals, players, rules)
    played = cast(SteinResult, result)  # a game ranked by tiles left has its result type
    left = played.tiles_left
    claims = played.claims
    return score_seats(
        players,
        tuple([left[player] for player in players]),
        tuple([claims.get(player, 0) for player in players]) if claims else (),
        bool(played.romme_first_round),
        bool(played.ended_early),
        rules,
    )


def score_seats(
    players: Sequence[str],
    tiles: tuple[int, ...],
    claims: tuple[int, ...],
    romme_first_round: bool,
    ended_early: bool,
    rules: ScoringRules,
) -> GameScore:
    """A played tile game from what each seat left (``tiles``) and kept on the table
    (``claims``, empty for none), seat by seat as ``players`` sit: :func:`score_result`
    of its :class:`GameResult`. Claims count in Stein-Rummy Plus only."""
    return seated_score(
        players, tiles, seat_score(tiles, claims, romme_first_round, ended_early, rules)
    )


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
    rules: ScoringRules,
) -> SeatScore:
    """:func:`score_seats` seat by seat, for any players (see :class:`SeatScore`)."""
    variant = rules.variant
    size = len(tiles)
    if size not in variant.game.table_sizes:
        variant.game.check_table_size(size)
    if claims and not variant.game.has(ResultField.CLAIMS):
        claims = ()
    points, winner = _seat_points(
        tiles, claims, romme_first_round, ended_early, variant, rules.first_round_romme
    )
    return SeatScore(points, winner, game_maximum(variant, size), claims)


def seated_score(players: Sequence[str], tiles: tuple[int, ...], seat: SeatScore) -> GameScore:
    """The :class:`GameScore` of a played tile game whose ``players`` (seat order) left
    ``tiles`` and got ``seat`` (:func:`seat_score` of those tiles)."""
    claims = seat.claims
    return GameScore(
        dict(zip(players, seat.points, strict=True)),
        seat.max_points,
        None if seat.winner is None else players[seat.winner],
        (claims and {player: n for player, n in zip(players, claims, strict=True) if n}) or _NONE,
        dict(zip(players, tiles, strict=True)),
        True,
        _NONE,
    )


@lru_cache(maxsize=1 << 16)
def _seat_points(
    tiles: tuple[int, ...],
    claims: tuple[int, ...],
    romme_first_round: bool,
    ended_early: bool,
    variant: Variant,
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
        points = first_round_romme_points(by_seat, variant, first_round_romme)
    else:
        went_out = fewest == 0 and not ended_early
        shares = _rank_shares(ordered, rank_scale(variant, len(tiles), went_out=went_out))
        points = {seat: shares[count] for seat, count in by_seat.items()}
    if claims:
        for seat, extra in claim_points(dict(zip(seats, claims, strict=True)), variant).items():
            points[seat] += extra
    return tuple(points[seat] for seat in seats), winner


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
