"""RULINGS §7: "5 players: one sits out per round in turn, filled with the average ruling".

The sitting-out player gets one average game per game scored at the table the others play,
each worth that table's maximum; the numbers below are worked out by hand.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament.scoring.model import (
    Decision,
    DecisionKind,
    GamePosition,
    GameResult,
    Player,
    Round,
    ScoringRules,
    SteinResult,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.score_book import ScoreBook, compute_standings
from tournament.scoring.sitting_out import sitting_out_table
from tournament.scoring.tournament_file import TournamentFileError, dumps, loads

FIVE = tuple(Player(f"p{i}", f"Player {i}") for i in range(1, 6))


def _game(order: list[str], tiles: list[int]) -> GameResult:
    return SteinResult(tiles_left=dict(zip(order, tiles, strict=True)))


# Round 1 at a 4-table (4/3/2/1), p5 sits out:
#   g1 p1 0, p2 3, p3 5, p4 8 -> p1 4, p2 3, p3 2, p4 1
#   g2 p2 0, p1 2, p3 4, p4 6 -> p2 4, p1 3, p3 2, p4 1
#   g3 p3 0, p4 2, p1 4, p2 6 -> p3 4, p4 3, p1 2, p2 1
#   g4 p4 0, p1 2, p3 4, p2 6 -> p4 4, p1 3, p3 2, p2 1
# p1 12, p2 9, p3 10, p4 9 (40 = 4 games x 10).
ROUND_1 = Round(
    1,
    (
        Table(
            1,
            ("p1", "p2", "p3", "p4"),
            (
                _game(["p1", "p2", "p3", "p4"], [0, 3, 5, 8]),
                _game(["p2", "p1", "p3", "p4"], [0, 2, 4, 6]),
                _game(["p3", "p4", "p1", "p2"], [0, 2, 4, 6]),
                _game(["p4", "p1", "p3", "p2"], [0, 2, 4, 6]),
            ),
        ),
    ),
    sitting_out=("p5",),
)


def _by_player(tournament: Tournament) -> dict[str, tuple[Fraction, Fraction, int, int]]:
    return {
        s.player: (s.points, s.max_points, s.games, s.won) for s in compute_standings(tournament)
    }


def test_first_round_sitter_gets_total_over_players_per_game() -> None:
    rows = _by_player(Tournament("t", FIVE, (ROUND_1,)))
    # No counted game yet: 10 / 4 = 2.5 a game, four games of maximum 4.
    assert rows["p5"] == (Fraction(10), Fraction(16), 4, 0)
    assert rows["p1"] == (Fraction(12), Fraction(16), 4, 1)


def test_later_sitter_gets_own_average_for_each_game_played() -> None:
    # Round 2: p1 sits out; only two games entered so far at the table of the others.
    round_2 = Round(
        2,
        (
            Table(
                1,
                ("p2", "p3", "p4", "p5"),
                (
                    _game(["p2", "p3", "p4", "p5"], [0, 1, 2, 3]),
                    _game(["p3", "p2", "p4", "p5"], [0, 1, 2, 3]),
                ),
            ),
        ),
        sitting_out=("p1",),
    )
    rows = _by_player(Tournament("t", FIVE, (ROUND_1, round_2)))
    # p1's average before round 2: 12 / 4 = 3; two average games -> 12 + 6 = 18 of 24.
    assert rows["p1"] == (Fraction(18), Fraction(24), 6, 1)
    # p5: 10 from sitting out, then 1 + 1 at the table.
    assert rows["p5"] == (Fraction(12), Fraction(24), 6, 0)


def test_book_follows_entries_corrections_and_removals() -> None:
    rules = ScoringRules()
    book = ScoreBook.from_tournament(Tournament("t", FIVE, (ROUND_1,)))
    book.set_sitting_out(2, "p1", 1)
    row = {s.player: s for s in book.standings()}["p1"]
    assert (row.points, row.games) == (Fraction(12), 4)  # nothing played in round 2 yet
    position = GamePosition(2, 1, 1)
    book.set_game(position, ("p2", "p3", "p4", "p5"), _game(["p2", "p3", "p4", "p5"], [0, 1, 2, 3]))
    row = {s.player: s for s in book.standings()}["p1"]
    assert (row.points, row.max_points, row.games) == (Fraction(15), Fraction(20), 5)
    # Correct round 1 game 1 so that p1 scores 1 instead of 4: 9 in round 1, average 9/4.
    book.set_game(
        GamePosition(1, 1, 1),
        ("p1", "p2", "p3", "p4"),
        _game(["p2", "p3", "p4", "p1"], [0, 3, 5, 8]),
    )
    row = {s.player: s for s in book.standings()}["p1"]
    assert row.points == Fraction(9) + Fraction(9, 4)
    assert book.sitting_out()[(2, "p1")][0].points == {"p1": Fraction(9, 4)}
    book.remove_game(position)
    row = {s.player: s for s in book.standings()}["p1"]
    assert (row.points, row.games) == (Fraction(9), 4)
    book.set_sitting_out(1, "p5", None)
    assert {s.player: s for s in book.standings()}["p5"].games == 0
    assert rules == book.rules


def test_plus_sitter_and_averages_leave_out_sitting_out_games() -> None:
    plus = ScoringRules(variant=Variant.STEIN_PLUS)
    average = Decision(DecisionKind.AVERAGE, "no time")
    round_2 = Round(
        2,
        (Table(1, ("p5", "p2", "p3", "p4"), (average,)),),
        sitting_out=("p1",),
    )
    plus_round_1 = Round(1, (Table(1, ("p1", "p2", "p3", "p4"), ()),), sitting_out=("p5",))
    rows = _by_player(Tournament("t", FIVE, (plus_round_1, round_2), rules=plus))
    # Round 1 has no game yet, so p5 has no average game there; in round 2 p5's average
    # game has no counted game before it: Plus total 10 / 4 players = 2.5.
    assert rows["p5"] == (Fraction(5, 2), Fraction(4), 1, 0)
    # p1 sits out round 2 with one game scored at the table: 2.5, maximum 4 (Plus).
    assert rows["p1"] == (Fraction(5, 2), Fraction(4), 1, 0)


def test_sitting_out_table_prefers_the_players_group() -> None:
    assert sitting_out_table([(2, "B"), (1, "A")], "B") == 2
    assert sitting_out_table([(2, "B"), (1, "A")], None) == 1
    assert sitting_out_table([], "A") is None


def test_sitting_out_in_the_file_round_trips_and_is_checked() -> None:
    tournament = Tournament("t", FIVE, (ROUND_1,))
    text = dumps(tournament)
    assert '"sitting_out": [\n        "p5"\n      ]' in text
    assert loads(text) == tournament
    bad = text.replace('"p5"\n      ]', '"p1",\n        "p9"\n      ]')
    with pytest.raises(TournamentFileError) as info:
        loads(bad)
    assert [str(p) for p in info.value.problems] == [
        "round 1, player p1: sitting out: the player is seated in the same round",
        "round 1, player p9: sitting out: unknown player id",
    ]
