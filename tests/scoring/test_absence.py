"""A player who leaves the table during the round: the others play on as a smaller table,
the absent player gets the average ruling or nothing (Absence, absent_score)."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from fractions import Fraction

import pytest

from tournament.scoring.model import (
    Absence,
    AbsentAward,
    Decision,
    DecisionKind,
    GamePosition,
    Player,
    Round,
    ScoringRules,
    SteinResult,
    Table,
    Tournament,
    Variant,
)
from tournament.scoring.points import absent_score
from tournament.scoring.score_book import InvalidGameError, ScoreBook
from tournament.scoring.tournament_file import check_tournament, dumps, loads

PLAYERS = ("a", "b", "c", "d")


def _tournament(award: AbsentAward, variant: Variant = Variant.STEIN) -> Tournament:
    """One 4-table; d leaves after game 2 (ill); games 3 and 4 are played by a, b, c."""
    games = (
        SteinResult({"a": 0, "b": 3, "c": 5, "d": 7}),  # a 4, b 3, c 2, d 1
        SteinResult({"a": 4, "b": 0, "c": 6, "d": 2}),  # b 4, d 3, a 2, c 1
        SteinResult({"a": 2, "b": 5, "c": 0}),  # c, a, b
        SteinResult({"a": 0, "b": 1, "c": 9}),  # a, b, c
    )
    left = Absence("d", 3, award, "taken ill", "TL", datetime(2026, 11, 30, 20, 15, tzinfo=UTC))
    table = Table(1, PLAYERS, games, left=(left,))
    return Tournament(
        name="Abend",
        players=tuple(Player(p, p.upper()) for p in PLAYERS),
        rounds=(Round(1, (table,)),),
        rules=ScoringRules(variant=variant),
    )


def _rows(book: ScoreBook) -> dict[str, tuple[Fraction, Fraction, int]]:
    return {s.player: (s.points, s.max_points, s.games) for s in book.standings()}


def test_remaining_games_score_on_the_scale_of_the_players_present() -> None:
    book = ScoreBook.from_tournament(_tournament(AbsentAward.AVERAGE))
    third = book.score(GamePosition(1, 1, 3))
    assert dict(third.points) == {"c": 3, "a": 2, "b": 1}
    assert third.max_points == 3
    rows = _rows(book)
    # a: 4 + 2 + 2 + 3, against 4 + 4 + 3 + 3
    assert rows["a"] == (Fraction(11), Fraction(14), 4)
    # d: 1 + 3 of 4 + 4 (50 %), then for each game missed the points that keep 50 % of
    # the game as played by three, max 3: 1.5 (RULINGS §5; the average points per game, 2,
    # would lift d to 8 of 14 = 57 %)
    assert rows["d"] == (Fraction(7), Fraction(14), 4)
    assert book.absent_scores(GamePosition(1, 1, 4))["d"].points["d"] == Fraction(3, 2)


def test_nothing_gives_no_points_but_the_maximum_counts() -> None:
    rows = _rows(ScoreBook.from_tournament(_tournament(AbsentAward.NOTHING)))
    assert rows["d"] == (Fraction(4), Fraction(14), 4)
    assert rows["a"] == (Fraction(11), Fraction(14), 4)


def test_plus_uses_the_plus_scale_of_three_players() -> None:
    book = ScoreBook.from_tournament(_tournament(AbsentAward.NOTHING, Variant.STEIN_PLUS))
    assert dict(book.score(GamePosition(1, 1, 3)).points) == {"c": 4, "a": 3, "b": 2}
    assert book.score(GamePosition(1, 1, 3)).max_points == 4
    assert book.absent_scores(GamePosition(1, 1, 3))["d"].max_points == 4


def test_absent_score_without_a_counted_game_is_the_total_over_the_players_present() -> None:
    score = absent_score("d", AbsentAward.AVERAGE, None, Variant.STEIN_PLUS, 3)
    assert score.points == {"d": Fraction(3)} and score.max_points == 4
    assert not score.counted
    with pytest.raises(ValueError, match="3 or 4"):
        absent_score("d", AbsentAward.AVERAGE, None, Variant.STEIN, 2)


def test_the_book_follows_corrections_in_any_order() -> None:
    tournament = _tournament(AbsentAward.AVERAGE)
    expected = _rows(ScoreBook.from_tournament(tournament))
    table = tournament.rounds[0].tables[0]
    items = list(enumerate(table.games, start=1))
    for seed in range(5):
        random.Random(seed).shuffle(items)
        book = ScoreBook(tournament.rules, ((p, p.upper(), None) for p in PLAYERS))
        for number, game in items:
            book.set_game(
                GamePosition(1, 1, number), table.present(number), game, table.absent(number)
            )
        assert _rows(book) == expected
    # A correction of game 1 moves d's percentage, and so d's points for games 3 and 4:
    # 4 + 3 of 8 = 87.5 %, of 3 each: 21/8.
    book.set_game(GamePosition(1, 1, 1), PLAYERS, SteinResult({"a": 1, "b": 3, "c": 5, "d": 0}))
    assert book.absent_scores(GamePosition(1, 1, 3))["d"].points["d"] == Fraction(21, 8)
    assert _rows(book)["d"][0] == 4 + 3 + Fraction(21, 4)
    book.remove_game(GamePosition(1, 1, 4))
    assert _rows(book)["d"][2] == 3
    # The absence withdrawn: game 3 is played by all four again.
    with pytest.raises(InvalidGameError, match="missing tile count"):
        book.set_game(GamePosition(1, 1, 3), PLAYERS, table.games[2])


def test_a_player_who_left_cannot_play() -> None:
    book = ScoreBook(ScoringRules())
    with pytest.raises(InvalidGameError, match="left the table"):
        book.set_game(
            GamePosition(1, 1, 3),
            ("a", "b", "c"),
            SteinResult({"a": 0, "b": 1, "c": 2}),
            {"a": AbsentAward.NOTHING},
        )


def test_averages_leave_out_the_games_missed() -> None:
    tournament = _tournament(AbsentAward.AVERAGE)
    table = tournament.rounds[0].tables[0]
    later = Table(2, ("d", "b", "c"), (Decision(DecisionKind.AVERAGE, "lights out"),))
    book = ScoreBook.from_tournament(
        Tournament(
            name="x",
            players=tournament.players,
            rounds=(Round(1, (table,)), Round(2, (later,))),
        )
    )
    # d's counted games are games 1 and 2 only (1 and 3 of 4 + 4: 50 %): at a 3-table
    # (max 3) the average keeps 50 %, 1.5.
    assert book.score(GamePosition(2, 2, 1)).points["d"] == Fraction(3, 2)


def test_the_file_keeps_who_left_and_checks_it() -> None:
    tournament = _tournament(AbsentAward.NOTHING)
    text = dumps(tournament)
    assert '"left"' in text and '"award": "nothing"' in text
    assert loads(text) == tournament
    assert dumps(loads(text)) == text
    assert check_tournament(tournament) == []
    table = tournament.rounds[0].tables[0]

    def problems(changed: Table) -> str:
        bad = Tournament(
            name="x", players=tournament.players, rounds=(Round(1, (changed,), status="open"),)
        )
        return "; ".join(str(p) for p in check_tournament(bad))

    with_d = SteinResult({"a": 2, "b": 5, "c": 0, "d": 1})
    assert "not at this table" in problems(
        Table(1, PLAYERS, (*table.games[:2], with_d), left=table.left)
    )
    stranger = Absence("x", 3, AbsentAward.NOTHING, "ill")
    assert "not seated" in problems(Table(1, PLAYERS, (), left=(stranger,)))
    two = (table.left[0], Absence("c", 4, AbsentAward.NOTHING, "ill"))
    assert "fewer than 3" in problems(Table(1, PLAYERS, (), left=two))
    silent = Absence("d", 3, AbsentAward.AVERAGE, " ")
    assert "without a reason" in problems(Table(1, PLAYERS, (), left=(silent,)))
    with pytest.raises(ValueError, match="award"):
        loads(text.replace('"award": "nothing"', '"award": "half"'))
