"""Figures of whole games played by bots (issue 16, item 3), with 95 % intervals.

Game ``i`` of a run is dealt with seed ``seed + i`` and started by seat ``i mod players``
(as ``stein-rummy play`` does), so every bot starts equally often and the seat figures are
by position in the turn order: position 1 moves first. Games are independent, so each
game is its own cluster. A player wins a game with the fewest tiles left (shared rank 1
counts as a win for each).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from tournament.statistics.estimators import ClusterSums, Mean, Proportion
from tournament.statistics.montecarlo import Progress, run_chunks

__all__ = ["GameTally", "game_figures", "games_json", "run_games"]

CHUNK_GAMES: Final = 10


@dataclass(slots=True)
class GameTally:
    """Sums over games, mergeable in any order."""

    players: int = 0
    games: int = 0
    turns: ClusterSums = field(default_factory=ClusterSums)
    tiles_left: ClusterSums = field(default_factory=ClusterSums)
    claims: ClusterSums = field(default_factory=ClusterSums)
    blocked: ClusterSums = field(default_factory=ClusterSums)
    romme_first: ClusterSums = field(default_factory=ClusterSums)
    wins: list[ClusterSums] = field(default_factory=list)
    turn_counts: dict[int, int] = field(default_factory=dict)

    def add(
        self,
        turns: int,
        tiles_left: Sequence[int],
        claims: int,
        blocked: bool,
        romme_first: bool,
        starter: int,
    ) -> None:
        n = len(tiles_left)
        if not self.wins:
            self.players = n
            self.wins = [ClusterSums() for _ in range(n)]
        self.games += 1
        self.turns.add(turns, 1)
        self.tiles_left.add(sum(tiles_left), n)
        self.claims.add(claims, 1)
        self.blocked.add(1 if blocked else 0, 1)
        self.romme_first.add(1 if romme_first else 0, 1)
        fewest = min(tiles_left)
        for position in range(n):
            seat = (starter + position) % n
            self.wins[position].add(1 if tiles_left[seat] == fewest else 0, 1)
        self.turn_counts[turns] = self.turn_counts.get(turns, 0) + 1

    def merge(self, other: GameTally) -> None:
        if not other.games:
            return
        if not self.wins:
            self.players = other.players
            self.wins = [ClusterSums() for _ in range(other.players)]
        self.games += other.games
        for mine, theirs in (
            (self.turns, other.turns),
            (self.tiles_left, other.tiles_left),
            (self.claims, other.claims),
            (self.blocked, other.blocked),
            (self.romme_first, other.romme_first),
            *zip(self.wins, other.wins, strict=True),
        ):
            mine.merge(theirs)
        for turns, count in other.turn_counts.items():
            self.turn_counts[turns] = self.turn_counts.get(turns, 0) + count


@dataclass(frozen=True, slots=True)
class _Games:
    bots: tuple[str, ...]
    seed: int
    first: int
    count: int
    variant: str
    jokers: str


def _play(chunk: _Games) -> GameTally:
    from tournament.rules.game import GameVariant
    from tournament.rules.game.bots import play_game
    from tournament.rules.game.state import EndKind
    from tournament.rules.options import JokerRule

    tally = GameTally()
    n = len(chunk.bots)
    for number in range(chunk.first, chunk.first + chunk.count):
        starter = number % n
        played = play_game(
            chunk.bots,
            chunk.seed + number,
            variant=GameVariant(chunk.variant),
            jokers=JokerRule(chunk.jokers),
            starter=starter,
        )
        end = played.final.end
        assert end is not None
        tally.add(
            len(played.turns),
            end.tiles_left,
            sum(end.claims),
            end.kind is not EndKind.OUT,
            end.romme_first_round,
            starter,
        )
    return tally


def run_games(
    bots: Sequence[str],
    games: int,
    seed: int,
    *,
    variant: str = "stein-plus",
    jokers: str = "per_player",
    workers: int | None = None,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> GameTally:
    """Let ``bots`` (one name per seat) play ``games`` games."""
    from tournament.rules.game.bots import BOTS

    if games < 1:
        raise ValueError(f"the number of games must be at least 1, got {games}")
    if len(bots) not in (3, 4):
        raise ValueError(f"a table has 3 or 4 bots, not {len(bots)}")
    for name in bots:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; known: {', '.join(BOTS)}")
    chunks = [
        _Games(tuple(bots), seed, first, min(CHUNK_GAMES, games - first), variant, jokers)
        for first in range(0, games, CHUNK_GAMES)
    ]
    result: GameTally = run_chunks(_play, chunks, GameTally(), workers, progress, cancelled)
    return result


def game_figures(tally: GameTally) -> dict[str, Any]:
    """The figures by name: means and proportions with intervals, wins by position."""
    wins: list[Proportion] = [w.proportion() for w in tally.wins]
    figures: dict[str, Any] = {
        "turns": tally.turns.mean(),
        "tiles_left": tally.tiles_left.mean(),
        "claims_per_game": tally.claims.mean(),
        "blocked": tally.blocked.proportion(),
        "romme_first_round": tally.romme_first.proportion(),
        "wins_by_position": wins,
    }
    return figures


def games_json(tally: GameTally) -> dict[str, Any]:
    figures = game_figures(tally)
    out: dict[str, Any] = {"games": tally.games, "players": tally.players, "figures": {}}
    for name, value in figures.items():
        if isinstance(value, list):
            out["figures"][name] = [v.as_json() for v in value]
        else:
            assert isinstance(value, Mean | Proportion)
            out["figures"][name] = value.as_json()
    out["turns_histogram"] = {str(k): v for k, v in sorted(tally.turn_counts.items())}
    return out
