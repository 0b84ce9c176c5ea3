"""Player cards and the crosstable: every game of a player, and who met whom, how it went.

Pure: made from the games as the score book scored them (:class:`ScoredGame`, one line
per player who played the game). A *player card* lists each game a player played (round,
table, seat, opponents, tiles left, claims, points, the director's decision); the
*crosstable* says for every two players how often they sat at one table and how it went.

How it went is read from the games decided at the table (played out, or ended early by the
director, who then counts the tiles in hand): of two players, the one with more points in a
game was ahead in it. A game the director neutralised, averaged or set points for counts as
a meeting but is no win or loss between the two (their points there say nothing about who
played better).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

AT_THE_TABLE = frozenset({"", "ended_early"})
"""Decisions after which a game's points still say who played better: none, ended early."""


@dataclass(frozen=True, slots=True)
class Line:
    """One player's line of one game."""

    player: str
    seat: int
    tiles_left: int | None = None
    claims: int | None = None
    points: Fraction | None = None


@dataclass(frozen=True, slots=True)
class ScoredGame:
    """One game with each player's line; ``decision`` is the kind of the director's
    decision in force (``ended_early``, ``neutralised``, ``average``, ``points``), empty
    for a game played out."""

    round: int
    table: int
    game: int
    lines: tuple[Line, ...]
    max_points: Fraction | None = None
    decision: str = ""

    @property
    def at_the_table(self) -> bool:
        """The points were won at the table (see the module's note)."""
        return self.decision in AT_THE_TABLE

    def line_of(self, player: str) -> Line | None:
        for line in self.lines:
            if line.player == player:
                return line
        return None


@dataclass(frozen=True, slots=True)
class CardGame:
    """One line of a player card: a game from the player's side."""

    game: ScoredGame
    line: Line
    opponents: tuple[Line, ...]
    place: int | None
    """1 for the most points at the table, shared places alike; None before a result."""

    @property
    def points(self) -> Fraction | None:
        return self.line.points


@dataclass(frozen=True, slots=True)
class PlayerCard:
    player: str
    games: tuple[CardGame, ...]

    @property
    def points(self) -> Fraction:
        return sum((g.points for g in self.games if g.points is not None), Fraction(0))

    @property
    def max_points(self) -> Fraction:
        return sum(
            (
                g.game.max_points
                for g in self.games
                if g.game.max_points is not None and g.points is not None
            ),
            Fraction(0),
        )

    @property
    def rounds(self) -> tuple[int, ...]:
        return tuple(sorted({g.game.round for g in self.games}))


def _place(game: ScoredGame, line: Line) -> int | None:
    if line.points is None:
        return None
    return 1 + sum(
        1 for other in game.lines if other.points is not None and other.points > line.points
    )


def player_card(player: str, games: Iterable[ScoredGame]) -> PlayerCard:
    """Every game ``player`` played, in the order of the tournament (round, table, game).

    >>> g = ScoredGame(1, 2, 1, (Line("a", 1, 0, None, Fraction(3)), Line("b", 2, 5, None,
    ...     Fraction(1)), Line("c", 3, 2, None, Fraction(2))), Fraction(3))
    >>> card = player_card("b", [g])
    >>> [o.player for o in card.games[0].opponents], card.games[0].place, card.points
    (['a', 'c'], 3, Fraction(1, 1))
    """
    found = []
    for game in sorted(games, key=lambda g: (g.round, g.table, g.game)):
        line = game.line_of(player)
        if line is None:
            continue
        opponents = tuple(
            sorted((other for other in game.lines if other.player != player), key=_seat)
        )
        found.append(CardGame(game, line, opponents, _place(game, line)))
    return PlayerCard(player, tuple(found))


def _seat(line: Line) -> int:
    return line.seat


@dataclass(frozen=True, slots=True)
class Meeting:
    """How two players fared against each other, from the first player's side."""

    games: int = 0
    """Games the two played at one table (decisions included)."""
    ahead: int = 0
    """Games decided at the table in which the first had more points than the second."""
    level: int = 0
    behind: int = 0
    points: Fraction = Fraction(0)
    """The first player's points in the games together."""
    opponent_points: Fraction = Fraction(0)

    def mirrored(self) -> Meeting:
        """The same meeting from the other player's side."""
        return Meeting(
            self.games, self.behind, self.level, self.ahead, self.opponent_points, self.points
        )


@dataclass(frozen=True, slots=True)
class Crosstable:
    """Who met whom: ``players`` in the order given (the standings), and for each ordered
    pair that sat at one table the :class:`Meeting` from the first one's side."""

    players: tuple[str, ...]
    meetings: dict[tuple[str, str], Meeting]

    def meeting(self, player: str, opponent: str) -> Meeting | None:
        """None when the two never sat at one table (or are one player)."""
        return self.meetings.get((player, opponent))

    def opponents(self, player: str) -> int:
        """How many different players ``player`` met."""
        return sum(1 for other in self.players if (player, other) in self.meetings)


class _Tally:
    __slots__ = ("ahead", "behind", "games", "level", "points", "theirs")

    def __init__(self) -> None:
        self.games = self.ahead = self.level = self.behind = 0
        self.points = Fraction(0)
        self.theirs = Fraction(0)

    def add(self, mine: Line, theirs: Line, at_the_table: bool) -> None:
        self.games += 1
        if mine.points is not None:
            self.points += mine.points
        if theirs.points is not None:
            self.theirs += theirs.points
        if at_the_table and mine.points is not None and theirs.points is not None:
            if mine.points > theirs.points:
                self.ahead += 1
            elif mine.points == theirs.points:
                self.level += 1
            else:
                self.behind += 1

    def meeting(self) -> Meeting:
        return Meeting(self.games, self.ahead, self.level, self.behind, self.points, self.theirs)


def crosstable(players: Sequence[str], games: Iterable[ScoredGame]) -> Crosstable:
    """The crosstable of ``players`` (their order is kept) over ``games``.

    >>> g1 = ScoredGame(1, 1, 1, (Line("a", 1, 0, None, Fraction(3)),
    ...     Line("b", 2, 4, None, Fraction(2)), Line("c", 3, 9, None, Fraction(1))))
    >>> g2 = ScoredGame(1, 1, 2, (Line("a", 1, 0, None, Fraction(1)),
    ...     Line("b", 2, 4, None, Fraction(3)), Line("c", 3, 9, None, Fraction(2))),
    ...     decision="average")
    >>> table = crosstable(["a", "b", "c"], [g1, g2])
    >>> m = table.meeting("a", "b")
    >>> (m.games, m.ahead, m.level, m.behind, m.points, m.opponent_points)
    (2, 1, 0, 0, Fraction(4, 1), Fraction(5, 1))
    >>> table.meeting("b", "a").behind, table.meeting("a", "a")
    (1, None)
    """
    known = set(players)
    tally: dict[tuple[str, str], _Tally] = {}
    for game in games:
        lines = [line for line in game.lines if line.player in known]
        for first in lines:
            for second in lines:
                if first.player != second.player:
                    pair = (first.player, second.player)
                    tally.setdefault(pair, _Tally()).add(first, second, game.at_the_table)
    meetings = {pair: entry.meeting() for pair, entry in tally.items()}
    return Crosstable(tuple(players), meetings)


__all__ = [
    "AT_THE_TABLE",
    "CardGame",
    "Crosstable",
    "Line",
    "Meeting",
    "PlayerCard",
    "ScoredGame",
    "crosstable",
    "player_card",
]
