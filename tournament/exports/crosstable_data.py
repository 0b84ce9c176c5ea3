"""The data of player cards, the crosstable and the results site, read through the services.

svc = open_tournament("abend.srt")
data = results_data(svc)
data.card(data.players[0].key).games   # every game of the leader
data.crosstable().meeting(a, b)        # how a fared against b

Players are keyed by their id as text (two players may share a name); the order of
``players`` is the standings'. The writers read only this plain data.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property

from tournament.exports.adapter import (
    card_totals,
    match_totals,
    seating_from_round,
    standing_entries,
    standings_report,
)
from tournament.exports.model import (
    RoundSeating,
    StandingEntry,
    StandingsReport,
    TournamentHeader,
    shows_totals,
)
from tournament.scoring.crosstable import (
    Crosstable,
    Line,
    PlayerCard,
    ScoredGame,
    crosstable,
    player_card,
)
from tournament.scoring.names import fold
from tournament.services import TournamentService
from tournament.services.dto import GameInfo, RoundInfo


@dataclass(frozen=True, slots=True)
class PlayerRef:
    key: str
    name: str
    club: str
    number: int | None
    standing: StandingEntry


@dataclass(frozen=True)
class ResultsData:
    """A tournament's standings, rounds and games, ready for cards, crosstable and site."""

    standings: StandingsReport
    players: tuple[PlayerRef, ...]
    games: tuple[ScoredGame, ...]
    rounds: tuple[RoundSeating, ...] = ()
    totals: Mapping[tuple[int, int, int], Mapping[str, int]] = field(default_factory=dict)
    """The totals of a game that shows them (``model.shows_totals``): (round, table,
    game) -> player key -> the player's total at the table; empty for any other."""

    def total(self, round_number: int, table: int, game: int, player: str) -> int | None:
        """A player's total in one game, None where there is none."""
        return self.totals.get((round_number, table, game), {}).get(player)

    @property
    def tournament(self) -> TournamentHeader:
        return self.standings.tournament

    @cached_property
    def _by_key(self) -> dict[str, PlayerRef]:
        return {player.key: player for player in self.players}

    def player(self, key: str) -> PlayerRef:
        return self._by_key[key]

    def get(self, key: str) -> PlayerRef | None:
        return self._by_key.get(key)

    def name(self, key: str) -> str:
        player = self._by_key.get(key)
        return player.name if player is not None else f"#{key}"

    @cached_property
    def _games_of(self) -> dict[str, list[ScoredGame]]:
        found: dict[str, list[ScoredGame]] = {}
        for game in self.games:
            for line in game.lines:
                found.setdefault(line.player, []).append(game)
        return found

    def card(self, key: str) -> PlayerCard:
        return player_card(key, self._games_of.get(key, ()))

    def cards(self) -> tuple[PlayerCard, ...]:
        """Every player's card, in the standings' order."""
        return tuple(self.card(player.key) for player in self.players)

    @cached_property
    def _crosstable(self) -> Crosstable:
        return crosstable([player.key for player in self.players], self.games)

    def crosstable(self) -> Crosstable:
        """Who met whom, in the standings' order (worked out once)."""
        return self._crosstable

    def find(self, text: str) -> PlayerRef:
        """The player named ``text`` (or with start number ``text``); ValueError if none
        or several."""
        wanted = fold(text.strip())
        found = [
            player
            for player in self.players
            if fold(player.name) == wanted
            or (player.number is not None and str(player.number) == text.strip())
        ]
        if len(found) != 1:
            what = "no player" if not found else f"{len(found)} players"
            raise ValueError(f"{text!r}: {what} of that name or number")
        return found[0]


def scored_games(rounds: Iterable[RoundInfo]) -> tuple[ScoredGame, ...]:
    """Every game of ``rounds`` that has a result or a decision, one line per player."""
    games = []
    for rnd in rounds:
        for table in rnd.tables:
            seat_of = {seat.player_id: seat.seat for seat in table.seats}
            for game in table.games:
                if game.points is None and game.result is None:
                    continue
                tiles, claims = _hands(game)
                lines = tuple(
                    Line(
                        player=str(pid),
                        seat=seat_of.get(pid, 0),
                        tiles_left=tiles.get(pid),
                        claims=claims.get(pid),
                        points=game.points.get(pid) if game.points is not None else None,
                    )
                    for pid in game.player_ids
                )
                games.append(
                    ScoredGame(
                        rnd.number,
                        table.number,
                        game.number,
                        lines,
                        game.max_points,
                        game.decision.kind if game.decision else "",
                    )
                )
    return tuple(games)


def _hands(game: GameInfo) -> tuple[Mapping[int, int], Mapping[int, int]]:
    """Tiles left and claims of a game: as the director counted them when the game was
    ended early, else as entered; none for another decision."""
    decision = game.decision
    if decision is not None and decision.kind == "ended_early":
        return {pid: int(value) for pid, value in decision.values.items()}, decision.claims
    if decision is not None or game.result is None:
        return {}, {}
    return game.result.tiles_left, game.result.claims


def results_data(service: TournamentService) -> ResultsData:
    """Standings, every round's tables and every scored game of the tournament."""
    info = service.info()
    rounds = service.rounds.all()
    players = {player.id: player for player in service.players.all()}
    rows = service.games.standings()
    totalled = shows_totals(info.settings.variant.game)
    entries = standing_entries(rows, card_totals(rounds, info.settings) if totalled else None)
    refs = tuple(
        PlayerRef(str(row.player_id), row.name, row.club, row.player_number, entry)
        for row, entry in zip(rows, entries, strict=True)
    )
    seatings = tuple(seating_from_round(info, rnd, players) for rnd in rounds)
    totals = {
        (rnd.number, table.number, game.number): {
            str(pid): total for pid, total in match_totals(game, info.settings).items()
        }
        for rnd in rounds
        for table in rnd.tables
        for game in table.games
        if totalled
    }
    report = standings_report(service)
    return ResultsData(report, refs, scored_games(rounds), seatings, totals)


__all__ = ["PlayerRef", "ResultsData", "results_data", "scored_games"]
