"""The season ranking and the team standings (tournament/scoring/season.py)."""

from __future__ import annotations

import doctest
from fractions import Fraction

import pytest

import tournament.scoring.season
from tournament.scoring.season import (
    Evening,
    EveningResult,
    SeasonError,
    season_ranking,
    team_standings,
)


def evening(label: str, *lines: tuple[str, str, int, int], group: str = "") -> Evening:
    """Lines of (name, club, points, max points)."""
    return Evening(
        label,
        tuple(
            EveningResult(name, club, Fraction(points), Fraction(top), 3, group)
            for name, club, points, top in lines
        ),
        date="",
    )


SEASON = [
    evening(
        "Jan", ("Jürgen Weiß", "SC Blau-Weiß", 9, 12), ("Anna", "TSV", 6, 12), ("Bo", "", 3, 12)
    ),
    evening("Feb", ("jurgen  weiss", "sc blau-weiss", 12, 12), ("Anna", "TSV", 3, 12)),
    evening("Mar", ("Jürgen Weiß", "SC Blau-Weiß", 6, 12), ("Anna", "RC", 12, 12)),
]


def test_players_are_matched_by_folded_name_and_club() -> None:
    ranking = season_ranking(SEASON)
    by_name = {(row.name, row.club): row for row in ranking.rows}
    jurgen = by_name[("Jürgen Weiß", "SC Blau-Weiß")]  # the latest spelling
    assert jurgen.percents == (75, 100, 50) and jurgen.evenings == 3
    assert jurgen.percent == 75
    # Another club is another player.
    assert by_name[("Anna", "TSV")].percents == (50, 25, None)
    assert by_name[("Anna", "RC")].percents == (None, None, 100)
    assert len(ranking.rows) == 4


def test_the_best_evenings_count_and_the_others_are_marked() -> None:
    ranking = season_ranking(SEASON, best=2)
    jurgen = next(row for row in ranking.rows if row.name == "Jürgen Weiß")
    assert jurgen.counted == (True, True, False)
    assert jurgen.percent == Fraction(175, 2)
    assert jurgen.points == 21 and jurgen.max_points == 24
    assert [row.name for row in ranking.rows][:2] == ["Anna", "Jürgen Weiß"]  # RC Anna 100 %


def test_below_the_minimum_attendance_players_follow_without_a_rank() -> None:
    ranking = season_ranking(SEASON, min_evenings=2)
    assert [(row.rank, row.name, row.club) for row in ranking.rows] == [
        (1, "Jürgen Weiß", "SC Blau-Weiß"),
        (2, "Anna", "TSV"),
        (None, "Anna", "RC"),
        (None, "Bo", ""),
    ]


def test_equal_players_share_their_rank() -> None:
    ranking = season_ranking([evening("1", ("A", "", 6, 9), ("B", "", 6, 9), ("C", "", 3, 9))])
    assert [(row.rank, row.shared) for row in ranking.rows] == [(1, True), (1, True), (3, False)]


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"best": 0}, "best 0"),
        ({"min_evenings": 0}, "minimum attendance 0"),
        ({"min_evenings": 4}, "has 3 evening"),
        ({"team_size": 0}, "team size 0"),
        ({"team_size": 2, "team_mode": "max"}, "team mode 'max'"),
        ({"team_size": 2, "team_by": "city"}, "teams by 'city'"),
    ],
)
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(SeasonError, match=message):
        season_ranking(SEASON, **options)  # type: ignore[arg-type]


def test_no_evenings_is_refused() -> None:
    with pytest.raises(SeasonError, match="no evenings"):
        season_ranking([])


def test_teams_sum_or_average_their_best_players_per_evening() -> None:
    one = evening(
        "1", ("A", "X", 9, 9), ("B", "X", 6, 9), ("C", "X", 0, 9), ("D", "Y", 9, 9), ("E", "", 9, 9)
    )
    summed = team_standings([one], size=2)
    assert [(t.team, t.value, t.players) for t in summed] == [
        ("X", Fraction(500, 3), (3,)),  # 100 + 66.67; C's 0 does not count
        ("Y", Fraction(100), (1,)),  # fewer players: counted as it has
    ]
    averaged = team_standings([one], size=2, mode="mean")
    assert [(t.team, t.value) for t in averaged] == [("Y", 100), ("X", Fraction(250, 3))]


def test_teams_over_a_season_take_the_mean_of_their_counted_evenings() -> None:
    ranking = season_ranking(SEASON, team_size=1, best=2)
    by_team = {team.team: team for team in ranking.teams}
    assert by_team["SC Blau-Weiß"].values == (75, 100, 50)
    assert by_team["SC Blau-Weiß"].counted == (True, True, False)
    assert by_team["SC Blau-Weiß"].value == Fraction(175, 2)
    assert "" not in by_team  # no club, no team
    assert ranking.teams[0].rank == 1


def test_a_team_can_be_the_strength_group() -> None:
    teams = team_standings(
        [evening("1", ("A", "X", 9, 9), ("B", "Y", 3, 9), group="G")], size=2, by="group"
    )
    assert [(t.team, t.value) for t in teams] == [("G", Fraction(400, 3))]


def test_the_doctests_hold() -> None:
    assert doctest.testmod(tournament.scoring.season).failed == 0


def test_season_ties_are_broken_as_within_an_evening_with_the_seasons_sums() -> None:
    # Equal percent, evenings and points over the season: claims decide (RULINGS §6), then
    # fewer tiles left; only players equal on every sum share a rank.
    def line(name: str, won: int, claims: int, tiles: int) -> EveningResult:
        return EveningResult(name, "", Fraction(6), Fraction(8), 2, "", won, claims, tiles)

    one = Evening("1", (line("Anna", 1, 1, 9), line("Bo", 1, 2, 9), line("Cem", 1, 1, 4)))
    two = Evening(
        "2",
        (line("Anna", 0, 0, 3), line("Bo", 0, 0, 3), line("Cem", 0, 0, 8), line("Dana", 1, 1, 12)),
    )
    ranking = season_ranking([one, two])
    rows = [(r.name, r.rank, r.shared, r.won, r.claims, r.tiles_left) for r in ranking.rows]
    assert rows == [
        ("Bo", 1, False, 1, 2, 12),
        ("Anna", 2, True, 1, 1, 12),
        ("Cem", 2, True, 1, 1, 12),
        ("Dana", 4, False, 1, 1, 12),
    ]


def test_season_ties_use_the_card_games_sums() -> None:
    def line(name: str, tie_break: int) -> EveningResult:
        return EveningResult(name, "", Fraction(3), Fraction(6), 2, tie_break=tie_break)

    ranking = season_ranking([Evening("1", (line("Anna", 90), line("Bo", 40)))])
    assert [(r.name, r.rank, r.shared) for r in ranking.rows] == [
        ("Bo", 1, False),
        ("Anna", 2, False),
    ]


def test_evenings_of_two_games_are_refused_unless_merged() -> None:
    plus = Evening(
        "Plus 01.12.2026", SEASON[0].results, "Plus", "2026-12-01", "stein-plus", "Stein-Rummy Plus"
    )
    basic = Evening(
        "Basis 04.12.2026", SEASON[1].results, "Basis", "2026-12-04", "stein", "Stein-Rummy"
    )
    with pytest.raises(
        SeasonError,
        match=r"'Basis 04.12.2026' is Stein-Rummy, the first evening 'Plus 01.12.2026' Stein-R",
    ):
        season_ranking([plus, basic])
    assert season_ranking([plus, basic], merge=True).merged == ("Stein-Rummy Plus", "Stein-Rummy")
    assert season_ranking([plus, plus]).merged == ()
