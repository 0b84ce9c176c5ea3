"""Standings (RULINGS §6) and the incremental score book behind them.

"Die Summe der MP aus allen Spielen (TMP) bezeichnet den Gewinner eines Turniers, die Höhe
der MP ergibt die Rangfolge." Points are the sum over a player's games, max points the sum
of those games' maxima, percent = 100 x points / max points ("Relation zum theoretisch
besten Ergebnis": three 3-player games won = 9 of 9 = 100 %).

Definitions this module fixes:

* ``games`` counts every game slot a player sat in, decisions included (their maximum is
  in max points too); ``won`` counts played games the player finished first alone;
  ``claims`` and ``tiles_left`` sum over played games.
* An average decision gives each player their own average points per *counted* game at
  positions before it in (round, table, game) order: "so far in the tournament" is read
  literally, so entering later results never changes an earlier average. Counted games
  are played games, neutralised and director-set games; average games are not.
* A player without games has percent 0.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from tournament.scoring.model import (
    Decision,
    DecisionKind,
    GameEntry,
    GamePosition,
    Ranking,
    ScoringRules,
    Tournament,
)
from tournament.scoring.points import GameScore, score_game


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


def percent_of(points: Fraction, max_points: Fraction) -> Fraction:
    """100 x points / max points, exact; 0 when there is no maximum yet."""
    return Fraction(100) * points / max_points if max_points else Fraction(0)


class _Totals:
    __slots__ = ("claims", "games", "max_points", "points", "tiles_left", "won")

    def __init__(self) -> None:
        self.points = Fraction(0)
        self.max_points = Fraction(0)
        self.games = 0
        self.won = 0
        self.claims = 0
        self.tiles_left = 0

    def add(self, player: str, score: GameScore, sign: int) -> None:
        self.points += sign * score.points[player]
        self.max_points += sign * score.max_points
        self.games += sign
        self.won += sign * (score.winner == player)
        self.claims += sign * score.claims.get(player, 0)
        self.tiles_left += sign * score.tiles_left.get(player, 0)


def _is_average(entry: GameEntry) -> bool:
    return isinstance(entry, Decision) and entry.kind is DecisionKind.AVERAGE


class ScoreBook:
    """Scores of every game and each player's running totals, updated one game at a time.

    Changing a game re-scores that game and the later average games of its players only,
    so a director's correction costs microseconds, not a full recomputation.
    """

    def __init__(
        self, rules: ScoringRules, players: Iterable[tuple[str, str, str | None]] = ()
    ) -> None:
        self.rules = rules
        self._names: dict[str, tuple[str, str | None]] = {}
        self._totals: dict[str, _Totals] = {}
        self._tables: dict[GamePosition, tuple[tuple[str, ...], GameEntry]] = {}
        self._scores: dict[GamePosition, GameScore] = {}
        self._positions: dict[str, list[GamePosition]] = {}
        for player_id, name, club in players:
            self.add_player(player_id, name, club)

    @classmethod
    def from_tournament(cls, tournament: Tournament) -> ScoreBook:
        book = cls(tournament.rules, ((p.id, p.name, p.club) for p in tournament.players))
        entries = [
            (GamePosition(rnd.number, table.number, index), table.players, entry)
            for rnd in tournament.rounds
            for table in rnd.tables
            for index, entry in enumerate(table.games, start=1)
        ]
        # Played and set games first, so every average sees all games before it.
        entries.sort(key=lambda item: (_is_average(item[2]), item[0]))
        for position, players, entry in entries:
            book.set_game(position, players, entry)
        return book

    def add_player(self, player_id: str, name: str, club: str | None = None) -> None:
        self._names[player_id] = (name, club)
        self._totals.setdefault(player_id, _Totals())
        self._positions.setdefault(player_id, [])

    def score(self, position: GamePosition) -> GameScore:
        """The score of the game at ``position`` (KeyError when there is none)."""
        return self._scores[position]

    def scores(self) -> dict[GamePosition, GameScore]:
        """Every game's score, in playing order."""
        return dict(sorted(self._scores.items()))

    def average(self, player: str, before: GamePosition) -> Fraction | None:
        """The player's average points per counted game before ``before``; None if none."""
        positions = self._positions.get(player, [])
        total = Fraction(0)
        count = 0
        for position in positions[: bisect_left(positions, before)]:
            score = self._scores[position]
            if score.counted:
                total += score.points[player]
                count += 1
        return total / count if count else None

    def set_game(self, position: GamePosition, players: Sequence[str], entry: GameEntry) -> None:
        """Add or replace the game at ``position`` played by ``players`` (seat order)."""
        old = self._remove(position)
        players = tuple(players)
        for player in players:
            if player not in self._names:
                self.add_player(player, player)
            insort(self._positions[player], position)
        self._tables[position] = (players, entry)
        self._apply(position)
        affected = set(players) | (set(old[0]) if old else set())
        self._rescore_later_averages(position, affected)

    def remove_game(self, position: GamePosition) -> None:
        old = self._remove(position)
        if old:
            self._rescore_later_averages(position, set(old[0]))

    def _remove(self, position: GamePosition) -> tuple[tuple[str, ...], GameEntry] | None:
        old = self._tables.pop(position, None)
        if old is None:
            return None
        score = self._scores.pop(position)
        for player in old[0]:
            self._totals[player].add(player, score, -1)
            self._positions[player].remove(position)
        return old

    def _apply(self, position: GamePosition) -> None:
        players, entry = self._tables[position]
        averages: dict[str, Fraction | None] = {}
        if _is_average(entry):
            averages = {player: self.average(player, position) for player in players}
        score = score_game(entry, players, self.rules, averages)
        self._scores[position] = score
        for player in players:
            self._totals[player].add(player, score, +1)

    def _rescore_later_averages(self, position: GamePosition, players: set[str]) -> None:
        later: set[GamePosition] = set()
        for player in players:
            positions = self._positions[player]
            for other in positions[bisect_left(positions, position) :]:
                if other != position and _is_average(self._tables[other][1]):
                    later.add(other)
        for other in sorted(later):
            score = self._scores[other]
            for player in self._tables[other][0]:
                self._totals[player].add(player, score, -1)
            self._apply(other)

    def standings(self) -> list[Standing]:
        """The current standings, best first."""
        rows = []
        for player, totals in self._totals.items():
            name, club = self._names[player]
            rows.append(
                Standing(
                    player=player,
                    name=name,
                    club=club,
                    rank=0,
                    points=totals.points,
                    max_points=totals.max_points,
                    percent=percent_of(totals.points, totals.max_points),
                    games=totals.games,
                    won=totals.won,
                    claims=totals.claims,
                    tiles_left=totals.tiles_left,
                )
            )
        return rank_standings(rows, self.rules.ranking)


def _sort_key(standing: Standing, ranking: Ranking) -> tuple[Fraction | int, ...]:
    """RULINGS §6: "Ties broken by the other of the two, then games won, then claims,
    then fewer tiles left in total; else a shared rank.\""""
    first, second = (
        (standing.points, standing.percent)
        if ranking is Ranking.POINTS
        else (standing.percent, standing.points)
    )
    return (-first, -second, -standing.won, -standing.claims, standing.tiles_left)


def rank_standings(standings: Iterable[Standing], ranking: Ranking) -> list[Standing]:
    """Sort best first and number the ranks; equal on every tie-break shares a rank
    (1, 2, 2, 4). Equal players are listed by name."""
    unranked = list(standings)
    keyed = sorted(
        ((_sort_key(s, ranking), s) for s in unranked),
        key=lambda item: (item[0], item[1].name, item[1].player),
    )
    result: list[Standing] = []
    previous: tuple[Fraction | int, ...] | None = None
    rank = 0
    for index, (key, standing) in enumerate(keyed, start=1):
        if key != previous:
            rank = index
            previous = key
        result.append(replace(standing, rank=rank))
    return result


def compute_standings(tournament: Tournament) -> list[Standing]:
    """The standings of a whole tournament, best first (shared ranks: 1, 2, 2, 4)."""
    return ScoreBook.from_tournament(tournament).standings()


def game_scores(tournament: Tournament) -> Mapping[GamePosition, GameScore]:
    """Every game's points, for score sheets and printouts."""
    return ScoreBook.from_tournament(tournament).scores()
