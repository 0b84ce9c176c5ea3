"""The standings after each round (``ScoreBook.standings_by_round``) are those of the
tournament cut after that round: averages, sitting-out players and players who left the
table included."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.scoring.model import (
    Absence,
    AbsentAward,
    Decision,
    DecisionKind,
    GameEntry,
    GamePosition,
    GameResult,
    Player,
    Ranking,
    Round,
    ScoringRules,
    SteinResult,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.score_book import PlayedGame, ScoreBook, compute_standings
from tournament.scoring.sitting_out import round_sitting_out

PLAYERS = [f"p{i}" for i in range(9)]


def _entry(draw: st.DrawFn, seats: tuple[str, ...]) -> GameEntry:
    kind = draw(st.sampled_from(("played", "played", "played", "average", "neutralised")))
    if kind == "played":
        tiles = draw(st.lists(st.integers(1, 15), min_size=len(seats), max_size=len(seats)))
        tiles[draw(st.integers(0, len(seats) - 1))] = 0
        return SteinResult(dict(zip(seats, tiles, strict=True)))
    return Decision(DecisionKind(kind), "decided", penalty=Fraction(0))


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    """Five players (a table of four, one sitting out in turn) or eight and nine (tables
    of four with a player who may leave during the round, and of three)."""
    count = draw(st.sampled_from((5, 8, 9)))
    ids = PLAYERS[:count]
    sizes = {5: [4], 8: [4, 4], 9: [3, 3, 3]}[count]
    rounds = []
    for number in range(1, draw(st.integers(1, 4)) + 1):
        order = draw(st.permutations(ids))
        tables = []
        start = 0
        for table_number, size in enumerate(sizes, start=1):
            seats = tuple(order[start : start + size])
            start += size
            left: tuple[Absence, ...] = ()
            if size == 4 and draw(st.booleans()):
                award = draw(st.sampled_from(list(AbsentAward)))
                left = (
                    Absence(draw(st.sampled_from(seats)), draw(st.integers(1, 4)), award, "ill"),
                )
            table = Table(table_number, seats, left=left)
            games = [
                _entry(draw, table.present(game))
                for game in range(1, draw(st.integers(0, size)) + 1)
            ]
            tables.append(replace(table, games=tuple(games)))
        rounds.append(Round(number, tuple(tables), sitting_out=tuple(order[start:])))
    ranking = draw(st.sampled_from(list(Ranking)))
    return Tournament(
        name="t",
        rules=ScoringRules(variant=Variant.STEIN, ranking=ranking),
        players=tuple(Player(p, p.upper()) for p in ids),
        rounds=tuple(rounds),
    )


def _cut(t: Tournament, number: int) -> Tournament:
    return replace(t, rounds=tuple(r for r in t.rounds if r.number <= number))


@settings(max_examples=80, deadline=None)
@given(tournaments())
def test_each_rounds_standings_are_the_tournaments_cut_after_it(t: Tournament) -> None:
    book = ScoreBook.from_tournament(t)
    whole = book.standings()
    numbers = [r.number for r in t.rounds]
    by_round = book.standings_by_round([*numbers, 0])
    assert list(by_round) == [0, *numbers]
    assert by_round[0] == compute_standings(replace(t, rounds=()))
    for number in numbers:
        assert by_round[number] == compute_standings(_cut(t, number)), number
    assert book.standings() == whole  # the book itself is unchanged


@settings(max_examples=40, deadline=None)
@given(tournaments(), st.randoms(use_true_random=False))
def test_played_games_of_the_bulk_load_count_by_round_too(
    t: Tournament, rng: random.Random
) -> None:
    """Played games given seat by seat (the store's bulk load), their scores not made."""
    games = []
    played = []
    for r in t.rounds:
        for table in r.tables:
            for index, entry in enumerate(table.games, start=1):
                position = GamePosition(r.number, table.number, index)
                if isinstance(entry, GameResult) and not table.left and rng.random() < 0.7:
                    tiles = tuple(entry.tiles_left[p] for p in table.players)
                    played.append(PlayedGame(position, table.players, tiles, (), False))
                elif entry is not None:
                    absent = table.absent(index) if table.left else None
                    games.append((position, table.present(index), entry, absent))
    book = ScoreBook(t.rules, [(p.id, p.name, p.club) for p in t.players])
    book.load(games, played)
    for r in t.rounds:  # as the store's book has them, after its games
        for player, mirrored in round_sitting_out(r, {p.id: None for p in t.players}).items():
            book.set_sitting_out(r.number, player, mirrored)
    numbers = [r.number for r in t.rounds]
    by_round = book.standings_by_round(numbers)
    for number in numbers:
        assert by_round[number] == compute_standings(_cut(t, number)), number
