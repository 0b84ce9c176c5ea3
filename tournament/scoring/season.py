"""The season ranking: players over a club's evenings, and teams (clubs) per evening.

Pure: made from each evening's standings lines (:class:`EveningResult`). A player is the
same across evenings when name and club agree as a search compares them (:func:`fold`:
case, accents and spaces do not matter), so "Jürgen Weiß, SC Blau-Weiß" on one evening
and "jurgen weiss, sc blau-weiss" on the next are one player.

A player's season percent is the mean of their evening percents (each evening weighs the
same, whatever its number of games) over the counted evenings: all they attended, or the
best ``best`` of them. Players who attended fewer than ``min_evenings`` evenings are listed
after the ranked ones, without a rank. Ties (RULINGS §6: "ties are broken as within an
evening, with the season's sums"): the season percent, then more evenings attended, then
the counted evenings' sums as an evening breaks its ties: more points, more games won, more
claims, fewer tiles left, the better card game sum; else the rank is shared.

Each evening names its game (the variant's key): evenings of another game or variant than
the first are refused (:class:`SeasonError` naming them) unless ``merge`` is given, and
the ranking then says which games it merged (RULINGS §6: "never mixes games silently").

Teams (option): per evening a team's value is the sum, or the mean, of the percents of
its best ``size`` players that evening (a team with fewer players counts those it has);
the season value is the mean of the counted evenings' values, as for players. The team is
the club (players without a club belong to none) or the strength group.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from tournament.scoring.names import fold, name_sort_key

TeamMode = Literal["sum", "mean"]
TeamBy = Literal["club", "group"]
TEAM_MODES: tuple[str, ...] = ("sum", "mean")
TEAM_BY: tuple[str, ...] = ("club", "group")


class SeasonError(ValueError):
    """Bad options for a season ranking (no evenings, a best-of below 1, ...)."""


class SeasonGamesError(SeasonError):
    """Evenings of several games or variants, not asked to merge: ``evening`` is the first
    of another game than ``first``, the season's first evening."""

    def __init__(self, evening: Evening, first: Evening) -> None:
        self.evening = evening
        self.first = first
        super().__init__(
            f"evening {evening_title(evening)} is {evening.game_name or evening.game}, "
            f"the first evening {evening_title(first)} {first.game_name or first.game}: "
            "a season ranks one game; merge them to rank them together"
        )


@dataclass(frozen=True, slots=True)
class EveningResult:
    """One player's line of one evening's standings."""

    name: str
    club: str
    points: Fraction
    max_points: Fraction
    games: int = 0
    group: str = ""
    won: int = 0
    claims: int = 0
    tiles_left: int = 0
    tie_break: int = 0
    """A card game's tie-break sum, lower is better (see the evening's standings)."""

    @property
    def percent(self) -> Fraction | None:
        """100 x points / max points; None for a player without a scored game."""
        return Fraction(100) * self.points / self.max_points if self.max_points else None


@dataclass(frozen=True, slots=True)
class Evening:
    label: str
    """What the column says: the evening's name and date (RULINGS §6: "names each evening
    (its name and date)"), whichever it has."""
    results: tuple[EveningResult, ...]
    name: str = ""
    date: str = ""
    game: str = ""
    """The evening's game or variant (the registry's key, ``stein-plus``); empty: unknown."""
    game_name: str = ""
    """The game as the reader is told it (``Stein-Rummy Plus``)."""


@dataclass(frozen=True, slots=True)
class SeasonRow:
    rank: int | None
    """None for a player below the minimum attendance (listed after the ranked ones)."""
    shared: bool
    name: str
    club: str
    percents: tuple[Fraction | None, ...]
    """The player's percent of each evening, None where they did not play."""
    counted: tuple[bool, ...]
    """Which evenings count (the best ``best``)."""
    percent: Fraction
    points: Fraction
    """Points of the counted evenings."""
    max_points: Fraction
    won: int = 0
    claims: int = 0
    tiles_left: int = 0
    tie_break: int = 0
    """Games won, claims, tiles left and a card game's tie-break sum of the counted
    evenings: the season's sums that break ties as within an evening."""

    @property
    def evenings(self) -> int:
        return sum(1 for value in self.percents if value is not None)


@dataclass(frozen=True, slots=True)
class TeamRow:
    rank: int
    shared: bool
    team: str
    values: tuple[Fraction | None, ...]
    """The team's value of each evening, None where none of its players played."""
    counted: tuple[bool, ...]
    value: Fraction
    players: tuple[int, ...]
    """How many of the team's players played each evening."""

    @property
    def evenings(self) -> int:
        return sum(1 for value in self.values if value is not None)


@dataclass(frozen=True, slots=True)
class SeasonRanking:
    evenings: tuple[Evening, ...]
    rows: tuple[SeasonRow, ...]
    best: int | None = None
    min_evenings: int = 1
    teams: tuple[TeamRow, ...] = ()
    team_size: int | None = None
    team_mode: str = "sum"
    team_by: str = "club"
    merged: tuple[str, ...] = ()
    """The games of the evenings when the director merged several (their names, in the
    evenings' order); empty when every evening is of one game."""


_SPACES = re.compile(r"\s+")


def player_key(name: str, club: str) -> tuple[str, str]:
    """Who a line belongs to across evenings: name and club as a search compares them.

    >>> player_key(" Jürgen  Weiß ", "SC Blau-Weiß") == player_key("jurgen weiss", "sc blau-weiss")
    True
    """
    return _SPACES.sub(" ", fold(name)).strip(), _SPACES.sub(" ", fold(club)).strip()


def _counted(values: Sequence[Fraction | None], best: int | None) -> tuple[bool, ...]:
    """The best ``best`` of ``values`` (all when None); the earlier evening wins a tie."""
    present = [index for index, value in enumerate(values) if value is not None]
    present.sort(key=lambda index: -(values[index] or 0))
    chosen = set(present if best is None else present[:best])
    return tuple(index in chosen for index in range(len(values)))


def _mean(values: Sequence[Fraction | None], counted: Sequence[bool]) -> Fraction:
    kept = [
        value for value, keep in zip(values, counted, strict=True) if keep and value is not None
    ]
    return sum(kept, Fraction(0)) / len(kept) if kept else Fraction(0)


def evening_title(evening: Evening) -> str:
    """How a message names an evening: its label (name and date) in quotes."""
    return f"'{evening.label}'"


def merged_games(evenings: Sequence[Evening], merge: bool) -> tuple[str, ...]:
    """The games of ``evenings`` when they are several and ``merge`` allows it (their names,
    first seen first); empty for one game. Without ``merge``, SeasonError names the first
    evening of another game or variant than the first evening's.

    >>> one, two = Evening("A 01.12.2026", (), "A", "2026-12-01", "stein", "Stein-Rummy"), Evening(
    ...     "B 04.12.2026", (), "B", "2026-12-04", "stein-plus", "Stein-Rummy Plus")
    >>> merged_games([one, two], merge=True)
    ('Stein-Rummy', 'Stein-Rummy Plus')
    >>> try:
    ...     merged_games([one, two], merge=False)
    ... except SeasonError as exc:
    ...     print(exc)  # doctest: +ELLIPSIS
    evening 'B 04.12.2026' is Stein-Rummy Plus, the first evening 'A 01.12.2026' Stein-Rummy: ...
    """
    first = evenings[0] if evenings else None
    games: dict[str, str] = {}
    for evening in evenings:
        games.setdefault(evening.game, evening.game_name or evening.game)
        if first is not None and evening.game != first.game and not merge:
            raise SeasonGamesError(evening, first)
    return tuple(games.values()) if len(games) > 1 else ()


def _check(evenings: Sequence[Evening], best: int | None, min_evenings: int) -> None:
    if not evenings:
        raise SeasonError("no evenings: give at least one tournament")
    if best is not None and best < 1:
        raise SeasonError(f"best {best}: count at least one evening")
    if min_evenings < 1:
        raise SeasonError(f"minimum attendance {min_evenings}: give at least 1")
    if min_evenings > len(evenings):
        raise SeasonError(
            f"minimum attendance {min_evenings}: the season has {len(evenings)} evening(s)"
        )


def _ranked(rows: list[SeasonRow], key: Callable[[SeasonRow], tuple[object, ...]]) -> list[int]:
    """Ranks 1.. of ``rows`` (already sorted by ``key``): equal keys share a rank."""
    ranks: list[int] = []
    for index, row in enumerate(rows):
        if index and key(rows[index - 1]) == key(row):
            ranks.append(ranks[-1])
        else:
            ranks.append(index + 1)
    return ranks


def season_ranking(
    evenings: Sequence[Evening],
    *,
    best: int | None = None,
    min_evenings: int = 1,
    team_size: int | None = None,
    team_mode: str = "sum",
    team_by: str = "club",
    merge: bool = False,
) -> SeasonRanking:
    """Rank the players of ``evenings`` (in season order) by their season percent; with
    ``team_size`` also the teams; evenings of several games only with ``merge`` (see the
    module's note).

    >>> one = Evening("1", (EveningResult("Anna", "", Fraction(6), Fraction(9)),
    ...     EveningResult("Bo", "", Fraction(9), Fraction(9))))
    >>> two = Evening("2", (EveningResult("anna", "", Fraction(9), Fraction(9)),))
    >>> ranking = season_ranking([one, two], best=1)
    >>> [(r.rank, r.name, r.percent, r.counted) for r in ranking.rows]  # anna: more evenings
    [(1, 'anna', Fraction(100, 1), (False, True)), (2, 'Bo', Fraction(100, 1), (True, False))]
    """
    _check(evenings, best, min_evenings)
    merged = merged_games(evenings, merge)
    if team_size is not None:
        if team_size < 1:
            raise SeasonError(f"team size {team_size}: count at least one player")
        if team_mode not in TEAM_MODES:
            raise SeasonError(f"team mode {team_mode!r}: choose one of {', '.join(TEAM_MODES)}")
        if team_by not in TEAM_BY:
            raise SeasonError(f"teams by {team_by!r}: choose one of {', '.join(TEAM_BY)}")
    count = len(evenings)
    lines: dict[tuple[str, str], list[EveningResult | None]] = {}
    for index, evening in enumerate(evenings):
        for result in evening.results:
            slots = lines.setdefault(player_key(result.name, result.club), [None] * count)
            slots[index] = result  # a name twice on one evening: the later line
    rows = [_season_row(slots, best) for slots in lines.values()]
    ranked = sorted((r for r in rows if r.evenings >= min_evenings), key=_sort_key)
    unranked = sorted((r for r in rows if r.evenings < min_evenings), key=_sort_key)
    ranks = _ranked(ranked, _row_key)
    shared = {rank for rank in ranks if ranks.count(rank) > 1}
    final = [
        _with_rank(row, rank, rank in shared) for row, rank in zip(ranked, ranks, strict=True)
    ] + unranked
    teams: tuple[TeamRow, ...] = ()
    if team_size is not None:
        teams = team_standings(evenings, size=team_size, mode=team_mode, by=team_by, best=best)
    return SeasonRanking(
        tuple(evenings),
        tuple(final),
        best,
        min_evenings,
        teams,
        team_size,
        team_mode,
        team_by,
        merged,
    )


def _row_key(row: SeasonRow) -> tuple[object, ...]:
    return (
        -row.percent,
        -row.evenings,
        -row.points,
        -row.won,
        -row.claims,
        row.tiles_left,
        row.tie_break,
    )


def _sort_key(row: SeasonRow) -> tuple[object, ...]:
    return (*_row_key(row), name_sort_key(row.name))


def _with_rank(row: SeasonRow, rank: int, shared: bool) -> SeasonRow:
    return SeasonRow(
        rank,
        shared,
        row.name,
        row.club,
        row.percents,
        row.counted,
        row.percent,
        row.points,
        row.max_points,
        row.won,
        row.claims,
        row.tiles_left,
        row.tie_break,
    )


def _season_row(slots: Sequence[EveningResult | None], best: int | None) -> SeasonRow:
    percents = tuple(slot.percent if slot is not None else None for slot in slots)
    counted = _counted(percents, best)
    latest = next(slot for slot in reversed(slots) if slot is not None)
    kept = [slot for slot, keep in zip(slots, counted, strict=True) if keep and slot is not None]
    return SeasonRow(
        None,
        False,
        latest.name,
        latest.club,
        percents,
        counted,
        _mean(percents, counted),
        sum((slot.points for slot in kept), Fraction(0)),
        sum((slot.max_points for slot in kept), Fraction(0)),
        sum(slot.won for slot in kept),
        sum(slot.claims for slot in kept),
        sum(slot.tiles_left for slot in kept),
        sum(slot.tie_break for slot in kept),
    )


def team_standings(
    evenings: Sequence[Evening],
    *,
    size: int,
    mode: str = "sum",
    by: str = "club",
    best: int | None = None,
) -> tuple[TeamRow, ...]:
    """The teams of ``evenings``: per evening the sum (``mode="sum"``) or mean of the
    percents of each team's best ``size`` players; ranked by the mean over the counted
    evenings, then more evenings. Players without a team (no club) are left out.

    >>> e = Evening("1", (EveningResult("A", "X", Fraction(9), Fraction(9)),
    ...     EveningResult("B", "X", Fraction(3), Fraction(9)),
    ...     EveningResult("C", "Y", Fraction(6), Fraction(9))))
    >>> [(t.team, t.value) for t in team_standings([e], size=1)]
    [('X', Fraction(100, 1)), ('Y', Fraction(200, 3))]
    """
    count = len(evenings)
    members: dict[str, list[list[Fraction]]] = {}
    names: dict[str, str] = {}
    for index, evening in enumerate(evenings):
        for line in evening.results:
            team = line.club if by == "club" else line.group
            percent = line.percent
            if not team.strip() or percent is None:
                continue
            key = player_key(team, "")[0]
            names[key] = team.strip()
            members.setdefault(key, [[] for _ in range(count)])[index].append(percent)
    rows = []
    for key, per_evening in members.items():
        values: list[Fraction | None] = []
        for percents in per_evening:
            top = sorted(percents, reverse=True)[:size]
            if not top:
                values.append(None)
            else:
                total = sum(top, Fraction(0))
                values.append(total if mode == "sum" else total / len(top))
        counted = _counted(values, best)
        value = _mean(values, counted)
        players = tuple(len(percents) for percents in per_evening)
        rows.append((names[key], tuple(values), counted, value, players))
    rows.sort(key=lambda r: (-r[3], -sum(v is not None for v in r[1]), name_sort_key(r[0])))
    ranked: list[TeamRow] = []
    for index, (team, values_, counted, value, players) in enumerate(rows):
        attended = sum(v is not None for v in values_)
        previous = ranked[-1] if ranked else None
        if previous is not None and (previous.value, previous.evenings) == (value, attended):
            rank = previous.rank
        else:
            rank = index + 1
        ranked.append(TeamRow(rank, False, team, values_, counted, value, players))
    shared = {row.rank for row in ranked if sum(r.rank == row.rank for r in ranked) > 1}
    return tuple(
        TeamRow(r.rank, r.rank in shared, r.team, r.values, r.counted, r.value, r.players)
        for r in ranked
    )


__all__ = [
    "TEAM_BY",
    "TEAM_MODES",
    "Evening",
    "EveningResult",
    "SeasonError",
    "SeasonGamesError",
    "SeasonRanking",
    "SeasonRow",
    "TeamRow",
    "evening_title",
    "merged_games",
    "player_key",
    "season_ranking",
    "team_standings",
]
