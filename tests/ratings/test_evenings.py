"""Which games of an evening move ratings, and the club list over evenings."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tournament.ratings.club_list import (
    BASE,
    RatedGame,
    RatingError,
    RatingEvening,
    games_of,
    rate_evenings,
)
from tournament.ratings.evenings import rated_games, rating_evening
from tournament.rules.variant import Variant
from tournament.scoring.model import (
    Decision,
    DecisionKind,
    GameResult,
    Player,
    Round,
    ScoringRules,
    SteinResult,
    Table,
    Tournament,
)

PLAYERS = tuple(
    Player(str(n), name, "TSV") for n, name in enumerate(["Anna", "Bo", "Cem", "Dana"], 1)
)


def _evening(*games: GameResult | Decision, variant: Variant = Variant.STEIN) -> Tournament:
    table = Table(1, ("1", "2", "3"), games=games)
    return Tournament(
        "Abend",
        PLAYERS,
        rounds=(Round(1, (table,), sitting_out=("4",)),),
        rules=ScoringRules(variant=variant),
        date="2026-11-05",
    )


def test_played_games_are_placed_by_their_points() -> None:
    games = rated_games(
        _evening(
            SteinResult({"1": 0, "2": 5, "3": 5}),
            SteinResult({"1": 7, "2": 3, "3": 0}),
        )
    )
    assert games == [
        RatedGame(("1", "2", "3"), (1, 2, 2)),
        RatedGame(("1", "2", "3"), (3, 2, 1)),
    ]


@pytest.mark.parametrize("kind", list(DecisionKind))
def test_a_decided_game_and_sitting_out_move_no_rating(kind: DecisionKind) -> None:
    points = {"1": Fraction(3), "2": Fraction(2), "3": Fraction(1)}
    decided = Decision(kind, "Streit", points=points if kind is DecisionKind.POINTS else {})
    evening = rating_evening(_evening(SteinResult({"1": 0, "2": 5, "3": 9}), decided), "5.11.")
    assert len(evening.games) == 1
    ratings = rate_evenings([evening])
    assert [row.name for row in ratings.rows] == ["Anna", "Bo", "Cem"]  # Dana sat out
    assert [row.games for row in ratings.rows] == [1, 1, 1]


def test_stein_rummy_and_plus_make_one_list_and_the_card_games_their_own() -> None:
    plus = rating_evening(
        _evening(SteinResult({"1": 0, "2": 5, "3": 9}), variant=Variant.STEIN_PLUS), ""
    )
    stein = rating_evening(_evening(SteinResult({"1": 0, "2": 5, "3": 9})), "")
    assert plus.game == stein.game == "stein"
    assert games_of([plus, stein]) == ["stein"]
    with pytest.raises(RatingError, match="no evening of the game 'indian'"):
        rate_evenings([plus, stein], game="indian")
    with pytest.raises(RatingError, match="no evenings"):
        rate_evenings([])


def test_the_same_player_by_name_and_club_across_evenings() -> None:
    first = rating_evening(_evening(SteinResult({"1": 0, "2": 5, "3": 9})), "1")
    renamed = tuple(Player(p.id, p.name.upper(), " tsv ") if p.id == "1" else p for p in PLAYERS)
    second = _evening(SteinResult({"1": 0, "2": 5, "3": 9}))
    second = Tournament(second.name, renamed, second.rounds, second.rules, second.date)
    ratings = rate_evenings([first, rating_evening(second, "2")])
    anna = ratings.rows[0]
    assert (anna.name, anna.club, anna.evenings, anna.games) == ("ANNA", " tsv ", 2, 2)
    assert not anna.provisional and anna.trend == anna.rating - BASE
    assert [index for index, _rating in anna.history] == [0, 1]
    assert all(row.provisional is False for row in ratings.rows)


def _club_evening(label: str, order: list[str]) -> RatingEvening:
    people = {key: (key, "") for key in order}
    places = tuple(range(1, len(order) + 1))
    return RatingEvening(label, "stein", people, (RatedGame(tuple(order), places),) * 3)


def test_whom_you_beat_counts_not_only_how_often() -> None:
    # X beat Z on the first evening; then A wins as often against X as B against Z.
    evenings = [
        _club_evening("1", ["X", "Y", "Z"]),
        _club_evening("2", ["A", "X", "V"]),
        _club_evening("2", ["B", "Z", "W"]),
    ]
    rows = {row.name: row for row in rate_evenings(evenings).rows}
    assert rows["A"].games == rows["B"].games == 3
    assert rows["A"].mu > rows["B"].mu
    assert rows["A"].rating > rows["B"].rating
    assert {name for name, row in rows.items() if not row.provisional} == {"X", "Z"}
    x = rows["X"]
    assert x.trend is not None and x.history[-1][1] == x.rating
    assert [index for index, _rating in x.history] == [0, 1]


def test_equal_ratings_share_a_rank() -> None:
    evening = RatingEvening(
        "1", "stein", {"a": ("a", ""), "b": ("b", "")}, (RatedGame(("a", "b"), (1, 1)),)
    )
    rows = rate_evenings([evening]).rows
    assert [row.rank for row in rows] == [1, 1]


def test_the_list_is_in_the_order_of_the_skill_estimate_a_newcomer_included() -> None:
    # X, Y and Z won in turn on three evenings; N came once and beat X and Y.
    turns = [RatedGame(("X", "Y", "Z"), places) for places in ((1, 2, 3), (2, 3, 1), (3, 1, 2))]
    club = {p: (p, "") for p in "XYZN"}
    evenings = [RatingEvening(str(n), "stein", club, tuple(turns * 3)) for n in range(1, 4)]
    evenings.append(RatingEvening("4", "stein", club, (RatedGame(("N", "X", "Y"), (1, 2, 3)),)))
    rows = rate_evenings(evenings).rows
    newcomer = next(row for row in rows if row.name == "N")
    assert newcomer.provisional and all(not row.provisional for row in rows if row is not newcomer)
    assert all(newcomer.mu > row.mu and newcomer.sigma > row.sigma for row in rows[1:])
    assert rows[0] is newcomer  # the uncertainty does not push the best estimate down
    assert [row.mu for row in rows] == sorted((row.mu for row in rows), reverse=True)
    assert [row.rating for row in rows] == sorted((row.rating for row in rows), reverse=True)


def test_a_player_without_games_is_rated_as_the_average() -> None:
    assert BASE == 1500
    one = RatingEvening(
        "1", "stein", {"a": ("a", ""), "b": ("b", "")}, (RatedGame(("a", "b"), (1, 2)),)
    )
    rows = {row.name: row for row in rate_evenings([one]).rows}
    assert rows["a"].rating > BASE > rows["b"].rating
    assert rows["a"].rating - BASE == BASE - rows["b"].rating  # mu moves symmetrically
