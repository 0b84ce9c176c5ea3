"""The incremental score book: every game's points and the players' sums (RULINGS §6).

Games are set, changed and removed one at a time, and the standings follow
(:mod:`tournament.scoring.standings` ranks them). Definitions this module fixes:

* ``games`` counts every game slot a player sat in, decisions included (their maximum is
  in max points too); ``won`` counts played games the player finished first alone;
  ``claims`` and ``tiles_left`` sum over played games, and so does a card game's
  ``totals`` (the rounds' deal scores or card points; shown, never a tie-break).
* An average decision gives each player the points that keep their own percentage of the
  *counted* games at positions before it in (round, table, game) order: points / max
  points of those games x this game's maximum (RULINGS §5; where every game has the same
  maximum, the average points per game). "So far" is read literally, so entering later
  results never changes an earlier average. Counted games are played games, neutralised
  and director-set games; average games are not.
* A player without games has percent 0.
* A player who leaves the table during the round (:class:`~tournament.scoring.model.Absence`)
  is not among the players of the games played without them; for each such game they get
  their award (:func:`~tournament.scoring.points.absent_score`) with the maximum of the
  game as it was played (a 4-table playing on with three: 3; RULINGS §5),
  counted as a game, never as won, and not counted by later averages.
* A player who sits out a round (RULINGS §7: "5 players: one sits out per round in turn,
  filled with the average ruling") gets one average game for each game scored at the table
  the others play that round, each with that table's game maximum; see
  :meth:`ScoreBook.set_sitting_out`.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from operator import itemgetter
from types import MappingProxyType
from typing import NamedTuple

from tournament.gcpause import collector_paused
from tournament.rules.games.stein_points import SeatScore, seat_score, seated_score
from tournament.scoring.model import (
    AbsentAward,
    Decision,
    DecisionKind,
    GameEntry,
    GamePosition,
    ScoringRules,
    Tournament,
)
from tournament.scoring.points import (
    GameScore,
    absent_score,
    game_maximum,
    game_total,
    score_game,
)
from tournament.scoring.results import table_size_problem
from tournament.scoring.sitting_out import SITTING_OUT_TABLE, round_sitting_out
from tournament.scoring.standings import Standing, rank_standings
from tournament.scoring.totals import SeatTotals, Totals, seat_totals, standing_row, standings_after
from tournament.scoring.tournament_file import Problem, check_game


class InvalidGameError(ValueError):
    """A game the score book refuses; ``problems`` says what is wrong and where."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(str(problem) for problem in self.problems))


def _is_average(entry: GameEntry | None) -> bool:
    return isinstance(entry, Decision) and entry.kind is DecisionKind.AVERAGE


def scored_alone(entry: GameEntry, absent: Mapping[str, AbsentAward] | None = None) -> bool:
    """Whether a game's points are its own: ``score_game`` of the entry and the players
    alone, as the score book scores it. Not so for an average decision, nor for a game a
    player left the table before (``absent``): their points come from the games before."""
    return not absent and not _is_average(entry)


class PlayedGame(NamedTuple):
    """A played tile game with the whole table, as a store reads it in bulk: each seat's
    tiles left and claims (empty: none) in the order ``players`` sit. The score book
    scores it as the :class:`GameResult` it stands for (:func:`seat_score`) without
    building one, and makes its :class:`GameScore` only when it is asked for; a played
    game is never scored again, only replaced."""

    position: GamePosition
    players: tuple[str, ...]
    tiles_left: tuple[int, ...]
    claims: tuple[int, ...]
    romme_first_round: bool


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
        self._totals: dict[str, Totals] = {}
        self._tables: dict[GamePosition, tuple[tuple[str, ...], GameEntry | None]] = {}
        """Each game's players and entry; None for a :class:`PlayedGame` (never re-scored)."""
        self._scores: dict[GamePosition, GameScore] = {}
        self._seated: dict[GamePosition, tuple[PlayedGame, SeatScore, tuple[SeatTotals, ...]]] = {}
        """Played games of the bulk load whose GameScore is not made yet (see _score), with
        what each seat adds to its player's totals."""
        self._positions: dict[str, list[GamePosition]] = {}
        self._rows: dict[str, Standing] = {}
        self._dirty: set[str] = set()
        self._sitting: dict[tuple[int, str], int] = {}
        """(round, sitting-out player) -> the table whose games their averages mirror."""
        self._sit_scores: dict[tuple[GamePosition, str], GameScore] = {}
        self._sit_sizes: dict[tuple[GamePosition, str], int] = {}
        self._absent: dict[GamePosition, dict[str, AbsentAward]] = {}
        """Games played without a player who left the table: player -> award."""
        self._away: dict[tuple[GamePosition, str], GameScore] = {}
        for player_id, name, club in players:
            self.add_player(player_id, name, club)

    @classmethod
    @collector_paused()
    def from_tournament(cls, tournament: Tournament) -> ScoreBook:
        book = cls(tournament.rules, ((p.id, p.name, p.club) for p in tournament.players))
        games: list[
            tuple[GamePosition, tuple[str, ...], GameEntry, dict[str, AbsentAward] | None]
        ] = []
        for rnd in tournament.rounds:
            for table in rnd.tables:
                for index, entry in enumerate(table.games, start=1):
                    if entry is None:
                        continue
                    position = GamePosition(rnd.number, table.number, index)
                    if table.left:
                        absent = table.absent(index)
                        games.append((position, table.present(index), entry, absent))
                    else:  # nobody left: every game is played by the table's players
                        games.append((position, table.players, entry, None))
        book.load(games)
        groups = {p.id: p.group for p in tournament.players}
        for rnd in tournament.rounds:
            for player, mirrored in round_sitting_out(rnd, groups).items():
                book.set_sitting_out(rnd.number, player, mirrored)
        return book

    def load(
        self,
        games: Iterable[
            tuple[GamePosition, Sequence[str], GameEntry, Mapping[str, AbsentAward] | None]
        ],
        played: Iterable[PlayedGame] = (),
    ) -> None:
        """Fill an empty book with many games at once: ``(position, players present in seat
        order, entry, absent players with their award)``, and ``played`` tile games given
        seat by seat, as read from a checked tournament file or the store (:meth:`set_game`
        checks a game; this does not).

        Played and set games go in first, in order, so every average sees all games before
        it and no average needs re-scoring while the book fills."""
        if self._tables:
            raise ValueError("the score book already holds games; use set_game")
        with collector_paused():
            Item = tuple[GamePosition, Sequence[str], GameEntry, Mapping[str, AbsentAward] | None]
            alone: list[tuple[GamePosition, Sequence[str], GameEntry | PlayedGame]] = []
            later: list[Item] = []
            for item in games:
                if scored_alone(item[2], item[3]):
                    alone.append(item[:3])
                else:
                    later.append(item)
            alone += [(game.position, game.players, game) for game in played]
            alone.sort(key=itemgetter(0))
            later.sort(key=itemgetter(0))
            tables, scores, seated, rules = self._tables, self._scores, self._seated, self.rules
            positions_of = self._positions
            # Each player's played games by pattern and seat, summed into their totals at
            # the end; a pattern's points are worked out once (a 2,000-player tournament
            # has tens of thousands of games and about a thousand patterns).
            by_seat: dict[str, list[SeatTotals]] = {}
            patterns: dict[
                tuple[tuple[int, ...], tuple[int, ...], bool],
                tuple[SeatScore, tuple[SeatTotals, ...]],
            ] = {}
            for position, players, entry in alone:
                if position in tables:
                    raise ValueError(f"{position}: two games at the same position")
                # A played or set game with the whole table, in playing order: _insert and
                # _apply without what only later games and averages need. The book was
                # empty, so each player's positions grow in order.
                players = tuple(players)
                if isinstance(entry, PlayedGame):
                    key = entry[2:5]  # tiles left, claims, Rommé in the first round
                    pattern = patterns.get(key)
                    if pattern is None:
                        seat = seat_score(*key, False, rules)
                        pattern = patterns[key] = (seat, seat_totals(seat, key[0]))
                    tables[position] = (players, None)
                    seated[position] = (entry, *pattern)
                    for player, adds in zip(players, pattern[1], strict=True):
                        mine = by_seat.get(player)
                        if mine is None:
                            if player not in positions_of:
                                self.add_player(player, player)
                            mine = by_seat[player] = []
                        mine.append(adds)
                        positions_of[player].append(position)
                    continue
                score = scores[position] = score_game(entry, players, rules)
                tables[position] = (players, entry)
                for player in players:
                    if player not in positions_of:
                        self.add_player(player, player)
                    self._totals[player].add(player, score, +1)
                    positions_of[player].append(position)
                    self._dirty.add(player)
            for player, mine in by_seat.items():
                self._totals[player].add_seats(mine)
            self._dirty.update(by_seat)
            for position, players, entry, absent in later:  # each sees every game before it
                if position in tables:
                    raise ValueError(f"{position}: two games at the same position")
                self._insert(position, tuple(players), entry, absent)

    def add_player(self, player_id: str, name: str, club: str | None = None) -> None:
        self._names[player_id] = (name, club)
        self._totals.setdefault(player_id, Totals())
        self._positions.setdefault(player_id, [])
        self._dirty.add(player_id)

    def score(self, position: GamePosition) -> GameScore:
        """The score of the game at ``position`` (KeyError when there is none)."""
        return self._score(position)

    def scores(self) -> dict[GamePosition, GameScore]:
        """Every game's score, in playing order."""
        return dict(sorted(self._every_score().items()))

    def scores_by_position(self) -> Mapping[GamePosition, GameScore]:
        """Every game's score to look up by position: a read-only view, not a sorted copy
        (a round's games looked up in a tournament of tens of thousands)."""
        return MappingProxyType(self._every_score())

    def points_by_position(self) -> dict[GamePosition, Mapping[str, Fraction]]:
        """Every game's points by player, as its score has them (read-only), without making
        the scores of the bulk load's played games (statistics of every game)."""
        points: dict[GamePosition, Mapping[str, Fraction]] = {
            position: score.points for position, score in self._scores.items()
        }
        for position, (game, seat, _adds) in self._seated.items():
            points[position] = dict(zip(game.players, seat.points, strict=True))
        return points

    def _score(self, position: GamePosition) -> GameScore:
        """The game's score, made now for a played game of the bulk load."""
        score = self._scores.get(position)
        if score is None:
            game, seat, _adds = self._seated.pop(position)  # KeyError: no game there
            score = self._scores[position] = seated_score(game.players, game.tiles_left, seat)
        return score

    def _every_score(self) -> dict[GamePosition, GameScore]:
        """Every game's score, each made now that was not yet."""
        if self._seated:
            for position, (game, seat, _adds) in self._seated.items():
                self._scores[position] = seated_score(game.players, game.tiles_left, seat)
            self._seated.clear()
        return self._scores

    def average(self, player: str, before: GamePosition, maximum: int) -> Fraction | None:
        """The points that keep the player's percentage of the counted games before
        ``before`` in a game of ``maximum``: points / max points of those games x
        ``maximum`` (RULINGS §5 "average"); None without a counted game."""
        positions = self._positions.get(player, [])
        total = Fraction(0)
        most = 0
        for position in positions[: bisect_left(positions, before)]:
            if position.table == SITTING_OUT_TABLE or (position, player) in self._away:
                continue  # average games and games missed are not counted
            score = self._score(position)
            if score.counted:
                total += score.points[player]
                most += score.max_points
        return total * maximum / most if most else None

    def set_game(
        self,
        position: GamePosition,
        players: Sequence[str],
        entry: GameEntry,
        absent: Mapping[str, AbsentAward] | None = None,
    ) -> None:
        """Add or replace the game at ``position`` played by ``players`` (seat order).

        ``absent``: the players of the table who left during the round, with their award
        (the game is scored for ``players``, those present). An invalid game raises
        :class:`InvalidGameError` and leaves the book unchanged.
        """
        players = tuple(players)
        absent = dict(absent or {})
        problems: list[Problem] = []

        def report(message: str, player: str | None = None) -> None:
            problems.append(Problem(message, *position, player=player))

        size_problem = table_size_problem(self.rules, len(players))
        if size_problem:
            report(size_problem)
        elif len(set(players)) != len(players):
            report("a player sits twice at the table")
        elif set(players) & set(absent):
            report("a player who left the table cannot play its game")
        else:
            check_game(entry, players, self.rules, report)
        if problems:
            raise InvalidGameError(problems)
        gone = set(self._absent.get(position, {}))
        old = self._remove(position)
        self._insert(position, players, entry, absent)
        affected = set(players) | set(absent) | gone | (set(old[0]) if old else set())
        self._rescore_later_averages(position, affected)
        self._refresh_sitting_out(position)

    def _insert(
        self,
        position: GamePosition,
        players: tuple[str, ...],
        entry: GameEntry,
        absent: Mapping[str, AbsentAward] | None = None,
    ) -> None:
        if absent:
            self._absent[position] = dict(absent)
        for player in (*players, *(absent or {})):
            if player not in self._names:
                self.add_player(player, player)
            positions = self._positions[player]
            if positions and positions[-1] > position:
                insort(positions, position)
            else:
                positions.append(position)
        self._tables[position] = (players, entry)
        self._apply(position)

    def remove_game(self, position: GamePosition) -> None:
        gone = set(self._absent.get(position, {}))
        old = self._remove(position)
        if old:
            self._rescore_later_averages(position, set(old[0]) | gone)
            self._refresh_sitting_out(position)

    # -- sitting out (RULINGS §7) ----------------------------------------------------------

    def set_sitting_out(self, round_number: int, player: str, table: int | None) -> None:
        """``player`` sits out round ``round_number``; ``table`` is the table whose games
        their average games mirror (None: the player does not sit out that round).

        RULINGS §7: "5 players: one sits out per round in turn, filled with the average
        ruling". The project reads it so: for each game scored at ``table`` in that round
        the player gets one average game (RULINGS §5 "average": what keeps their percentage
        of the counted games before the round in a game of that table's maximum, claim
        points included; with no counted game yet, the game's total / players of that
        table), and each adds the game maximum of
        that table to their max points. The average games count as games, never as won,
        and are not counted by later averages.
        """
        if player not in self._names:
            self.add_player(player, player)
        key = (round_number, player)
        if table is None:
            self._sitting.pop(key, None)
        else:
            self._sitting[key] = table
        self._fill_sitting_out(round_number, player)

    def sitting_out(self) -> dict[tuple[int, str], list[GameScore]]:
        """(round, player) -> the average games of every sitting-out player, in order."""
        out: dict[tuple[int, str], list[GameScore]] = {}
        for (position, player), score in sorted(self._sit_scores.items()):
            out.setdefault((position.round, player), []).append(score)
        return out

    def _refresh_sitting_out(self, position: GamePosition) -> None:
        for (round_number, player), table in list(self._sitting.items()):
            if round_number == position.round and table == position.table:
                self._fill_sitting_out(round_number, player)

    def _fill_sitting_out(self, round_number: int, player: str) -> None:
        """Make the player's average games of the round match the mirrored table."""
        positions = self._positions[player]
        for position in [p for p in positions if p[:2] == (round_number, SITTING_OUT_TABLE)]:
            score = self._sit_scores.pop((position, player))
            del self._sit_sizes[(position, player)]
            self._totals[player].add(player, score, -1)
            positions.remove(position)
            self._dirty.add(player)
        table = self._sitting.get((round_number, player))
        if table is None:
            return
        played = sorted(p for p in self._tables if p[:2] == (round_number, table))
        for index, source in enumerate(played, start=1):
            position = GamePosition(round_number, SITTING_OUT_TABLE, index)
            insort(positions, position)
            self._score_sitting_out(position, player, len(self._tables[source][0]))

    def _score_sitting_out(self, position: GamePosition, player: str, size: int) -> None:
        maximum = game_maximum(self.rules.variant, size)
        average = self.average(player, position, maximum)
        if average is None:
            average = Fraction(game_total(self.rules.variant, size), size)
        score = GameScore(points={player: average}, max_points=maximum, counted=False)
        self._sit_scores[(position, player)] = score
        self._sit_sizes[(position, player)] = size
        self._totals[player].add(player, score, +1)
        self._dirty.add(player)

    def _remove(self, position: GamePosition) -> tuple[tuple[str, ...], GameEntry | None] | None:
        old = self._tables.pop(position, None)
        if old is None:
            return None
        score = self._score(position)
        del self._scores[position]
        self._drop_away(position)
        for player in (*old[0], *self._absent.pop(position, {})):
            if player in score.points:
                self._totals[player].add(player, score, -1)
            self._positions[player].remove(position)
            self._dirty.add(player)
        return old

    def _drop_away(self, position: GamePosition) -> None:
        for player in self._absent.get(position, {}):
            away = self._away.pop((position, player), None)
            if away is not None:
                self._totals[player].add(player, away, -1)
                self._dirty.add(player)

    def absent_scores(self, position: GamePosition) -> dict[str, GameScore]:
        """What each player who left the table gets for the game at ``position``."""
        return {
            player: self._away[(position, player)]
            for player in self._absent.get(position, {})
            if (position, player) in self._away
        }

    def _apply(self, position: GamePosition) -> None:
        players, entry = self._tables[position]
        # Only a game just inserted, an average or a game a player left is applied: never
        # a PlayedGame of the bulk load (its entry None), whose points are its own.
        assert entry is not None, position
        averages: dict[str, Fraction | None] = {}
        maximum = game_maximum(self.rules.variant, len(players))
        if _is_average(entry):
            averages = {player: self.average(player, position, maximum) for player in players}
        score = score_game(entry, players, self.rules, averages)
        self._scores[position] = score
        for player in players:
            self._totals[player].add(player, score, +1)
            self._dirty.add(player)
        for player, award in self._absent.get(position, {}).items():
            average = self.average(player, position, maximum)
            away = absent_score(player, award, average, self.rules.variant, len(players))
            self._away[(position, player)] = away
            self._totals[player].add(player, away, +1)
            self._dirty.add(player)

    def _rescore_later_averages(self, position: GamePosition, players: set[str]) -> None:
        later: set[GamePosition] = set()
        for player in players:
            positions = self._positions[player]
            for other in positions[bisect_left(positions, position) :]:
                if other.table == SITTING_OUT_TABLE:
                    if other != position:
                        old = self._sit_scores.pop((other, player))
                        self._totals[player].add(player, old, -1)
                        self._score_sitting_out(other, player, self._sit_sizes[(other, player)])
                elif other != position and (
                    _is_average(self._tables[other][1]) or other in self._absent
                ):
                    later.add(other)
        for other in sorted(later):
            score = self._scores[other]
            for player in self._tables[other][0]:
                self._totals[player].add(player, score, -1)
            self._drop_away(other)
            self._apply(other)

    def standings(self) -> list[Standing]:
        """The current standings, best first.

        Only the lines of players whose totals changed since the last call are rebuilt.
        """
        for player in self._dirty:
            self._rows[player] = standing_row(player, *self._names[player], self._totals[player])
        self._dirty.clear()
        ranked = rank_standings(self._rows.values(), self.rules.ranking)
        self._rows = {standing.player: standing for standing in ranked}
        return ranked

    @collector_paused()
    def standings_by_round(self, rounds: Iterable[int]) -> dict[int, list[Standing]]:
        """The standings after each of ``rounds``, best first: what a book of only the
        games up to that round gives, the book itself unchanged.

        No score depends on a later game (an average, a sitting-out player's and an absent
        player's award read the games before them), so each round's games add to the
        standings of the rounds before them what they add here."""
        rounds_of: dict[int, dict[str, Totals]] = {}

        def totals(round_number: int, player: str) -> Totals:
            players = rounds_of.setdefault(round_number, {})
            found = players.get(player)
            if found is None:
                found = players[player] = Totals()
            return found

        seats_of: dict[tuple[int, str], list[SeatTotals]] = {}
        for position, (players, _entry) in self._tables.items():
            seated = self._seated.get(position)
            if seated is not None:  # what each seat adds, summed per round at once
                for player, adds in zip(players, seated[2], strict=True):
                    key = (position.round, player)
                    mine = seats_of.get(key)
                    if mine is None:
                        seats_of[key] = [adds]
                    else:
                        mine.append(adds)
                continue
            score = self._scores[position]
            for player in players:
                totals(position.round, player).add(player, score, +1)
        for scores in (self._away, self._sit_scores):
            for (position, player), score in scores.items():
                totals(position.round, player).add(player, score, +1)
        for (round_number, player), seats in seats_of.items():
            totals(round_number, player).add_seats(seats)
        return standings_after(self._names, rounds_of, rounds, self.rules.ranking)


def compute_standings(tournament: Tournament) -> list[Standing]:
    """The standings of a whole tournament, best first (shared ranks: 1, 2, 2, 4)."""
    return ScoreBook.from_tournament(tournament).standings()


def game_scores(tournament: Tournament) -> Mapping[GamePosition, GameScore]:
    """Every game's points, for score sheets and printouts."""
    return ScoreBook.from_tournament(tournament).scores()
