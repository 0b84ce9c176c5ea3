"""A tournament's own numbers from its recorded results (issue 16, item 4).

The input is plain data (:class:`SeatedGame`, one per game with a result), which the
command line and the app read through the services. Figures: how often the player who
starts a game wins it (rank 1 by tiles left; against the 1/players a fair seat would give),
each player's average rank, how often a game ends with a Rommé in the first round, how
often claims are still on the table at the end, and the distribution of the points per
player and game. Each game is a cluster.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from tournament.statistics.estimators import ClusterSums, Mean, Proportion

__all__ = ["PlayerRank", "SeatedGame", "TournamentFigures", "tournament_figures"]


@dataclass(frozen=True, slots=True)
class SeatedGame:
    """One played game: its players (ids, seat order), who started, tiles left and
    claims per player, the first-round Rommé flag, the points each scored (if known)."""

    players: tuple[int, ...]
    starter: int
    tiles_left: Mapping[int, int]
    claims: Mapping[int, int]
    romme_first_round: bool = False
    points: Mapping[int, Fraction] | None = None


@dataclass(frozen=True, slots=True)
class PlayerRank:
    player: int
    name: str
    games: int
    rank: Mean


@dataclass(frozen=True, slots=True)
class TournamentFigures:
    games: int
    starter_wins: Proportion
    fair_share: float  # what the starter would win with no advantage: mean of 1/players
    romme_first_round: Proportion
    claims_per_game: Mean
    games_with_claim: Proportion
    ranks: tuple[PlayerRank, ...]
    points: dict[str, int]  # points per player and game -> how often

    def as_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "starter_wins": self.starter_wins.as_json(),
            "fair_share": self.fair_share,
            "romme_first_round": self.romme_first_round.as_json(),
            "claims_per_game": self.claims_per_game.as_json(),
            "games_with_claim": self.games_with_claim.as_json(),
            "ranks": [
                {"player": r.player, "name": r.name, "games": r.games, **r.rank.as_json()}
                for r in self.ranks
            ],
            "points": self.points,
        }


def _rank(tiles_left: Mapping[int, int], player: int) -> int:
    """Rank by tiles left, fewer is better, tied players share the best rank they cover."""
    mine = tiles_left[player]
    return 1 + sum(1 for t in tiles_left.values() if t < mine)


def _points_text(points: Fraction) -> str:
    return str(points.numerator) if points.denominator == 1 else f"{float(points):g}"


def tournament_figures(
    games: Iterable[SeatedGame], names: Mapping[int, str] | None = None
) -> TournamentFigures:
    names = names or {}
    starter = ClusterSums()
    romme = ClusterSums()
    claims = ClusterSums()
    with_claim = ClusterSums()
    ranks: dict[int, ClusterSums] = {}
    points: dict[Fraction, int] = {}
    fair = 0.0
    count = 0
    for game in games:
        if game.starter not in game.tiles_left:
            continue
        count += 1
        fair += 1 / len(game.players)
        starter.add(1 if _rank(game.tiles_left, game.starter) == 1 else 0, 1)
        romme.add(1 if game.romme_first_round else 0, 1)
        total_claims = sum(game.claims.values())
        claims.add(total_claims, 1)
        with_claim.add(1 if total_claims else 0, 1)
        for player in game.tiles_left:
            ranks.setdefault(player, ClusterSums()).add(_rank(game.tiles_left, player), 1)
        for value in (game.points or {}).values():
            points[value] = points.get(value, 0) + 1
    rows = sorted(
        (
            PlayerRank(p, names.get(p, str(p)), sums.clusters, sums.mean())
            for p, sums in ranks.items()
        ),
        key=lambda r: (r.rank.mean, r.name),
    )
    return TournamentFigures(
        games=count,
        starter_wins=starter.proportion(),
        fair_share=fair / count if count else float("nan"),
        romme_first_round=romme.proportion(),
        claims_per_game=claims.mean(),
        games_with_claim=with_claim.proportion(),
        ranks=tuple(rows),
        points={_points_text(k): v for k, v in sorted(points.items())},
    )


def results_of_rounds(rounds: Iterable[Any]) -> list[SeatedGame]:
    """The games with a result from the services' rounds (``RoundInfo`` objects, read by
    attribute so that this layer does not import the services)."""
    out: list[SeatedGame] = []
    for rnd in rounds:
        for table in rnd.tables:
            for game in table.games:
                result = game.result
                if result is None:
                    continue
                out.append(
                    SeatedGame(
                        players=tuple(game.player_ids),
                        starter=game.starter_player_id,
                        tiles_left=dict(result.tiles_left),
                        claims=dict(result.claims),
                        romme_first_round=bool(result.first_turn_rommee),
                        points=None if game.points is None else dict(game.points),
                    )
                )
    return out
