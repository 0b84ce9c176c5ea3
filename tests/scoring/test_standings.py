"""Standings (RULINGS §6), the average decision's reading, and the incremental score book."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.scoring.model import (
    TILE_VARIANTS,
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
from tournament.scoring.score_book import (
    InvalidGameError,
    PlayedGame,
    ScoreBook,
    compute_standings,
)
from tournament.scoring.standings import Standing, percent_of, rank_standings, rank_text

F = Fraction
BASIC = ScoringRules()
PLUS = ScoringRules(variant=Variant.STEIN_PLUS)


def result(**tiles: int) -> GameResult:
    return SteinResult(tiles_left=tiles)


def tournament(
    rounds: list[list[tuple[tuple[str, ...], list[GameEntry]]]],
    rules: ScoringRules = BASIC,
    players: tuple[str, ...] = (),
) -> Tournament:
    ids = list(players)
    for rnd in rounds:
        for seats, _games in rnd:
            ids += [p for p in seats if p not in ids]
    return Tournament(
        name="t",
        rules=rules,
        players=tuple(Player(p, p.upper()) for p in ids),
        rounds=tuple(
            Round(
                number,
                tuple(
                    Table(t, seats, tuple(games)) for t, (seats, games) in enumerate(rnd, start=1)
                ),
            )
            for number, rnd in enumerate(rounds, start=1)
        ),
    )


def by_player(standings: list[Standing]) -> dict[str, Standing]:
    return {s.player: s for s in standings}


def test_three_games_won_of_three_is_9_of_9_100_percent() -> None:
    # "aus drei Dreier Spielen werden 9 Punkte erzielt, wenn der Spieler alle Einzelspiele
    # gewonnen hat, Maximum ist 9; Ergebnis = 100%"
    games: list[GameEntry] = [result(a=0, b=2, c=5), result(a=0, b=5, c=2), result(a=0, b=1, c=1)]
    s = by_player(compute_standings(tournament([[(("a", "b", "c"), games)]])))
    assert (s["a"].points, s["a"].max_points, s["a"].percent) == (9, 9, 100)
    assert (s["a"].games, s["a"].won, s["a"].rank) == (3, 3, 1)
    # b: 2 + 1 + 1.5 = 4.5 of 9 = 50 %; c: 1 + 2 + 1.5 = 4.5.
    assert s["b"].points == F(9, 2) and s["b"].percent == 50
    assert s["b"].tiles_left == 2 + 5 + 1
    assert s["b"].rank == s["c"].rank == 2


def test_the_issues_example_line_6_5_of_9_is_72_22_percent() -> None:
    games: list[GameEntry] = [result(a=0, b=4, c=7), result(a=4, b=0, c=4), result(a=3, b=6, c=0)]
    s = by_player(compute_standings(tournament([[(("a", "b", "c"), games)]])))
    assert s["a"].points == 3 + F(3, 2) + 2
    assert s["a"].percent == F(650, 9)  # 72.22...
    assert s["a"].won == 1


def test_mixed_table_sizes_sum_each_games_own_maximum() -> None:
    rounds = [
        [(("a", "b", "c"), [result(a=0, b=1, c=2)]), (("d", "e", "f", "g"), [])],
        [(("a", "d", "e", "f"), [result(a=0, d=1, e=2, f=3)]), (("b", "c", "g"), [])],
    ]
    s = by_player(compute_standings(tournament(rounds)))
    assert (s["a"].points, s["a"].max_points, s["a"].percent) == (7, 7, 100)
    assert (s["d"].points, s["d"].max_points) == (3, 4)
    assert (s["g"].games, s["g"].max_points, s["g"].percent) == (0, 0, 0)


def test_plus_claims_push_percent_over_100() -> None:
    game = SteinResult({"a": 0, "b": 3, "c": 5}, claims={"a": 2})
    s = by_player(compute_standings(tournament([[(("a", "b", "c"), [game])]], PLUS)))
    assert (s["a"].points, s["a"].max_points, s["a"].percent) == (6, 4, 150)
    assert s["a"].claims == 2


def test_decisions_count_as_games_with_the_normal_maximum_but_win_nothing() -> None:
    games: list[GameEntry] = [
        Decision(DecisionKind.NEUTRALISED, "all slow", penalty=F(1, 2)),
        Decision(DecisionKind.POINTS, "slow c", points={"a": F(2), "b": F(2), "c": F(1)}),
    ]
    s = by_player(compute_standings(tournament([[(("a", "b", "c", "d"), games)]])))
    # Neutralised at a 4-table: 10 / 4 - 0.5 = 2; then the director's points.
    assert (s["a"].points, s["a"].max_points, s["a"].games, s["a"].won) == (4, 8, 2, 0)
    assert s["c"].points == 3
    assert s["d"].points == 2  # the points decision left d out: 0
    assert s["a"].tiles_left == 0


# -- average decisions -------------------------------------------------------------------------


def test_average_uses_own_counted_games_before_it_claims_included() -> None:
    rounds = [
        [
            (
                ("a", "b", "c"),
                [
                    SteinResult({"a": 0, "b": 3, "c": 5}, claims={"b": 1}),  # a 4, b 3+1, c 2
                    Decision(DecisionKind.NEUTRALISED, "slow"),  # 3 each
                    Decision(DecisionKind.AVERAGE, "no time"),
                ],
            )
        ]
    ]
    book = ScoreBook.from_tournament(tournament(rounds, PLUS))
    average_game = book.score(GamePosition(1, 1, 3))
    assert average_game.points == {"a": F(7, 2), "b": F(7, 2), "c": F(5, 2)}
    assert average_game.max_points == 4
    assert by_player(book.standings())["a"].points == 4 + 3 + F(7, 2)


def test_average_excludes_average_games_and_later_games() -> None:
    rounds = [
        [(("a", "b", "c"), [result(a=0, b=3, c=5), Decision(DecisionKind.AVERAGE, "x")])],
        [(("a", "b", "c"), [Decision(DecisionKind.AVERAGE, "y"), result(a=4, b=0, c=1)])],
    ]
    book = ScoreBook.from_tournament(tournament(rounds))
    # "so far": only round 1 game 1 lies before both averages; the round 2 game 2 result
    # comes later and the first average game is not counted.
    assert book.score(GamePosition(1, 1, 2)).points == {"a": 3, "b": 2, "c": 1}
    assert book.score(GamePosition(2, 1, 1)).points == {"a": 3, "b": 2, "c": 1}


def test_average_without_a_counted_game_is_the_tables_share() -> None:
    rounds = [[(("a", "b", "c", "d"), [Decision(DecisionKind.AVERAGE, "late start")])]]
    book = ScoreBook.from_tournament(tournament(rounds))
    assert book.score(GamePosition(1, 1, 1)).points == dict.fromkeys("abcd", F(5, 2))


def test_changing_an_earlier_game_updates_later_averages() -> None:
    rounds = [
        [(("a", "b", "c"), [result(a=0, b=3, c=5)])],
        [(("a", "b", "c"), [Decision(DecisionKind.AVERAGE, "slow")])],
    ]
    book = ScoreBook.from_tournament(tournament(rounds))
    book.set_game(GamePosition(1, 1, 1), ("a", "b", "c"), result(a=5, b=3, c=0))
    assert book.score(GamePosition(2, 1, 1)).points == {"a": 1, "b": 2, "c": 3}
    assert by_player(book.standings())["c"].points == 6


# -- ranking and tie-breaks ------------------------------------------------------------------


def line(player: str, points: Fraction | int, max_points: int, **kw: int) -> Standing:
    return Standing(
        player=player,
        name=player.upper(),
        rank=0,
        points=F(points),
        max_points=F(max_points),
        percent=percent_of(F(points), F(max_points)),
        games=kw.get("games", 1),
        won=kw.get("won", 0),
        claims=kw.get("claims", 0),
        tiles_left=kw.get("tiles", 0),
    )


def ranks(standings: list[Standing]) -> list[tuple[str, int]]:
    return [(s.player, s.rank) for s in standings]


def test_rank_by_points_then_percent() -> None:
    lines = [line("a", 10, 15), line("b", 10, 12), line("c", 11, 20)]
    assert ranks(rank_standings(lines, Ranking.POINTS)) == [("c", 1), ("b", 2), ("a", 3)]


def test_rank_by_percent_then_points() -> None:
    lines = [line("a", 10, 20), line("b", 5, 10), line("c", 6, 9)]
    assert ranks(rank_standings(lines, Ranking.PERCENT)) == [("c", 1), ("a", 2), ("b", 3)]


def test_then_games_won_then_claims_then_fewer_tiles() -> None:
    lines = [
        line("a", 9, 12, won=1, claims=3, tiles=2),
        line("b", 9, 12, won=2, claims=0, tiles=30),
        line("c", 9, 12, won=1, claims=3, tiles=1),
        line("d", 9, 12, won=1, claims=4, tiles=50),
    ]
    got = ranks(rank_standings(lines, Ranking.POINTS))
    assert got == [("b", 1), ("d", 2), ("c", 3), ("a", 4)]


def test_equal_on_every_tie_break_shares_the_rank_1_2_2_4() -> None:
    lines = [line("d", 5, 9), line("b", 7, 9), line("c", 7, 9), line("a", 8, 9)]
    assert ranks(rank_standings(lines, Ranking.POINTS)) == [
        ("a", 1),
        ("b", 2),
        ("c", 2),
        ("d", 4),
    ]


def test_a_shared_rank_is_marked_on_each_of_its_players() -> None:
    # RULINGS §6: "else a shared rank, marked "=" wherever standings are shown".
    lines = [line("d", 5, 9), line("b", 7, 9), line("c", 7, 9), line("a", 8, 9)]
    ranked = rank_standings(lines, Ranking.POINTS)
    assert [(s.player, s.rank, s.shared) for s in ranked] == [
        ("a", 1, False),
        ("b", 2, True),
        ("c", 2, True),
        ("d", 4, False),
    ]
    assert [rank_text(s.rank, s.shared) for s in ranked] == ["1", "=2", "=2", "4"]


def test_the_score_book_marks_shared_ranks_and_unmarks_them_when_broken() -> None:
    # b and c each win one game against the other with the same tiles: equal on everything.
    games: list[GameEntry] = [result(a=3, b=0, c=5), result(a=3, b=5, c=0)]
    book = ScoreBook.from_tournament(tournament([[(("a", "b", "c"), games)]]))
    assert [(s.player, s.rank, s.shared) for s in book.standings()] == [
        ("b", 1, True),
        ("c", 1, True),
        ("a", 3, False),
    ]
    book.set_game(GamePosition(1, 1, 3), ("a", "b", "c"), result(a=4, b=0, c=2))
    assert [(s.player, s.rank, s.shared) for s in book.standings()] == [
        ("b", 1, False),
        ("c", 2, False),
        ("a", 3, False),
    ]


# -- properties -------------------------------------------------------------------------------


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    count = draw(st.sampled_from((3, 4, 6, 7, 8, 9)))
    sizes = {3: [3], 4: [4], 6: [3, 3], 7: [3, 4], 8: [4, 4], 9: [3, 3, 3]}[count]
    ids = [f"p{i}" for i in range(count)]
    rules = ScoringRules(
        variant=draw(st.sampled_from(TILE_VARIANTS)),
        ranking=draw(st.sampled_from(list(Ranking))),
    )
    rounds = []
    for _ in range(draw(st.integers(1, 3))):
        order = draw(st.permutations(ids))
        tables = []
        start = 0
        for size in sizes:
            seats = tuple(order[start : start + size])
            start += size
            count = draw(st.integers(0, size))
            games = [draw(entries(seats, rules.variant)) for _ in range(count)]
            tables.append((seats, games))
        rounds.append(tables)
    return tournament(rounds, rules)


@st.composite
def entries(draw: st.DrawFn, seats: tuple[str, ...], variant: Variant) -> GameEntry:
    kind = draw(st.sampled_from(("played", "early", "neutralised", "average", "points")))
    if kind in ("played", "early"):
        lowest = 1 if kind == "played" else 0
        n = len(seats)
        counts = draw(st.lists(st.integers(lowest, 15), min_size=n, max_size=n))
        if kind == "played":
            counts[draw(st.integers(0, n - 1))] = 0
        claims: dict[str, int] = {}
        if variant is Variant.STEIN_PLUS:
            claims = draw(st.dictionaries(st.sampled_from(seats), st.integers(0, 3), max_size=2))
        return SteinResult(
            dict(zip(seats, counts, strict=True)), claims, ended_early=kind == "early"
        )
    if kind == "points":
        values = draw(st.lists(st.integers(0, 8), min_size=len(seats), max_size=len(seats)))
        points = {p: F(v, 2) for p, v in zip(seats, values, strict=True)}
        return Decision(DecisionKind.POINTS, "set", points=points)
    penalty = F(draw(st.integers(0, 2)), 2)
    return Decision(
        DecisionKind(kind), "decided", penalty=penalty if kind == "neutralised" else F(0)
    )


def _shuffled(t: Tournament, rng: random.Random) -> Tournament:
    rounds = list(t.rounds)
    rng.shuffle(rounds)
    shuffled = []
    for rnd in rounds:
        tables = list(rnd.tables)
        rng.shuffle(tables)
        shuffled.append(replace(rnd, tables=tuple(tables)))
    players = list(t.players)
    rng.shuffle(players)
    return replace(t, rounds=tuple(shuffled), players=tuple(players))


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.randoms(use_true_random=False))
def test_standings_never_depend_on_the_order_games_are_entered(
    t: Tournament, rng: random.Random
) -> None:
    expected = compute_standings(t)
    assert compute_standings(_shuffled(t, rng)) == expected
    # Entering game by game in a random order into a score book gives the same.
    book = ScoreBook(t.rules, ((p.id, p.name, p.club) for p in t.players))
    slots = [
        (GamePosition(r.number, tb.number, i), tb.players, g)
        for r in t.rounds
        for tb in r.tables
        for i, g in enumerate(tb.games, start=1)
    ]
    rng.shuffle(slots)
    for position, seats, game in slots:
        book.set_game(position, seats, game)
    assert book.standings() == expected


@settings(max_examples=60, deadline=None)
@given(tournaments())
def test_percent_is_100_points_over_max_and_sums_add_up(t: Tournament) -> None:
    standings = compute_standings(t)
    book = ScoreBook.from_tournament(t)
    assert [s.rank for s in standings] == sorted(s.rank for s in standings)
    for s in standings:
        if s.max_points:
            assert s.percent * s.max_points == 100 * s.points
        mine = [score for score in book.scores().values() if s.player in score.points]
        assert s.points == sum((score.points[s.player] for score in mine), F(0))
        assert s.max_points == sum(score.max_points for score in mine)
        assert s.games == len(mine)


@settings(max_examples=40, deadline=None)
@given(tournaments(), tournaments(), st.randoms(use_true_random=False))
def test_incremental_changes_match_a_full_recomputation(
    t: Tournament, other: Tournament, rng: random.Random
) -> None:
    book = ScoreBook.from_tournament(t)
    current = {
        GamePosition(r.number, tb.number, i): (tb.players, g)
        for r in t.rounds
        for tb in r.tables
        for i, g in enumerate(tb.games, start=1)
    }
    # Replace some games by entries drawn for the same seats, remove others.
    for position in rng.sample(sorted(current), k=min(5, len(current))):
        seats, _old = current[position]
        if rng.random() < 0.3:
            book.remove_game(position)
            del current[position]
            continue
        candidates = [
            g
            for r in other.rounds
            for tb in r.tables
            for g in tb.games
            if len(tb.players) == len(seats)
        ]
        new = rng.choice(candidates) if candidates else Decision(DecisionKind.AVERAGE, "x")
        if isinstance(new, GameResult):
            new = replace(
                new, tiles_left=dict(zip(seats, new.tiles_left.values(), strict=True)), claims={}
            )
        elif new.kind is DecisionKind.POINTS:
            new = replace(new, points=dict(zip(seats, new.points.values(), strict=True)))
        book.set_game(position, seats, new)
        current[position] = (seats, new)
        book.standings()  # cached lines must follow later changes
    rebuilt = ScoreBook(t.rules, ((p.id, p.name, p.club) for p in t.players))
    for position in sorted(current, key=lambda pos: rng.random()):
        seats, game = current[position]
        rebuilt.set_game(position, seats, game)
    assert book.standings() == rebuilt.standings()
    assert book.scores() == rebuilt.scores()


@pytest.mark.parametrize("ranking", list(Ranking))
def test_players_without_games_rank_last_together(ranking: Ranking) -> None:
    t = tournament([[(("a", "b", "c"), [result(a=0, b=1, c=2)])]], players=("x", "y"))
    t = replace(t, rules=ScoringRules(ranking=ranking))
    s = compute_standings(t)
    assert [(x.player, x.rank) for x in s[-2:]] == [("x", 4), ("y", 4)]


def test_an_invalid_game_is_refused_and_the_book_stays_unchanged() -> None:
    book = ScoreBook.from_tournament(tournament([[(("a", "b", "c"), [result(a=0, b=1, c=2)])]]))
    before = book.standings()
    position = GamePosition(1, 1, 1)
    with pytest.raises(InvalidGameError, match=r"round 1, table 1, game 1, player b: negative"):
        book.set_game(position, ("a", "b", "c"), result(a=0, b=-1, c=2))
    with pytest.raises(InvalidGameError, match="3 or 4 players, not 2"):
        book.set_game(position, ("a", "b"), result(a=0, b=1))
    with pytest.raises(InvalidGameError, match="has no reason"):
        book.set_game(position, ("a", "b", "c"), Decision(DecisionKind.AVERAGE, " "))
    assert book.standings() == before
    assert book.score(position).points == {"a": 3, "b": 2, "c": 1}


def test_load_fills_an_empty_book_as_game_by_game_does() -> None:
    """``load`` takes the games in any order, averages after the games before them."""
    games = [
        (GamePosition(2, 1, 1), ("a", "b", "c"), Decision(DecisionKind.AVERAGE, "late"), None),
        (GamePosition(1, 1, 2), ("a", "b", "c"), result(a=3, b=0, c=5), None),
        (GamePosition(1, 1, 1), ("a", "b", "c"), result(a=0, b=4, c=4), {}),
    ]
    loaded = ScoreBook(BASIC)
    loaded.load(games)
    one_by_one = ScoreBook(BASIC)
    for position, players, entry, _absent in games:
        one_by_one.set_game(position, players, entry)
    assert loaded.standings() == one_by_one.standings()
    assert loaded.scores() == one_by_one.scores()
    assert loaded.score(GamePosition(2, 1, 1)).points["a"] == F(5, 2)  # (3 + 2) / 2
    with pytest.raises(ValueError, match="already holds games"):
        loaded.load(games[:1])
    with pytest.raises(ValueError, match="two games at the same position"):
        ScoreBook(BASIC).load([games[1], games[1]])


@settings(max_examples=60, deadline=None)
@given(tournaments(), st.randoms(use_true_random=False))
def test_played_games_loaded_seat_by_seat_score_as_their_results(
    t: Tournament, rng: random.Random
) -> None:
    """The store's bulk load gives played games seat by seat (PlayedGame), no GameResult:
    the same scores and standings as their results, also after corrections."""
    games = []
    played = []
    for r in t.rounds:
        for tb in r.tables:
            for i, entry in enumerate(tb.games, start=1):
                position = GamePosition(r.number, tb.number, i)
                if isinstance(entry, GameResult) and not entry.ended_early:
                    entry = replace(entry, romme_first_round=rng.random() < 0.2)
                    if rng.random() < 0.7:
                        claims = entry.claims
                        played.append(
                            PlayedGame(
                                position,
                                tb.players,
                                tuple(entry.tiles_left[p] for p in tb.players),
                                tuple(claims.get(p, 0) for p in tb.players) if claims else (),
                                entry.romme_first_round,
                            )
                        )
                games.append((position, tb.players, entry, None))
    names = [(p.id, p.name, p.club) for p in t.players]
    as_results = ScoreBook(t.rules, names)
    as_results.load(games)
    seat_by_seat = ScoreBook(t.rules, names)
    given_played = {game.position for game in played}
    seat_by_seat.load([g for g in games if g[0] not in given_played], played)
    # The standings first: the played games' scores are made only when asked for, so the
    # corrections below meet them unmade (an average reads them, a removal takes one back).
    assert seat_by_seat.standings() == as_results.standings()
    # Each game's points without its score made, as its score has them.
    expected = {p: dict(score.points) for p, score in as_results.scores_by_position().items()}
    assert {p: dict(v) for p, v in seat_by_seat.points_by_position().items()} == expected
    if games:
        position = rng.choice(games)[0]
        assert seat_by_seat.score(position) == as_results.score(position)
    # Corrections: a played game replaced by an average (which sees the games before it),
    # another removed; both books follow alike.
    for position, players, _entry, _absent in rng.sample(games, k=min(3, len(games))):
        average = rng.random() < 0.5
        for book in (as_results, seat_by_seat):
            if average:
                book.set_game(position, players, Decision(DecisionKind.AVERAGE, "late"))
            else:
                book.remove_game(position)
        assert seat_by_seat.standings() == as_results.standings()
    assert seat_by_seat.scores() == as_results.scores()
    assert dict(seat_by_seat.scores_by_position()) == dict(as_results.scores_by_position())


@given(st.fractions(max_denominator=60), st.fractions(max_denominator=60))
def test_percent_is_exactly_100_points_over_max(points: Fraction, max_points: Fraction) -> None:
    expected = Fraction(100) * points / max_points if max_points else Fraction(0)
    percent = percent_of(points, max_points)
    assert percent == expected and type(percent) is Fraction


def test_an_average_game_keeps_the_players_percentage() -> None:
    """RULINGS §5: points = points / max of the counted games so far x this game's max. a
    scores 3 of 4 (75 %) at a 4-table in round 1; in round 2 at a 3-table (max 3) the
    average gives 2.25, not the 3 points per game, and a stays at 75 %. A director's points
    decision keeps its points as set."""
    players = tuple(Player(p, p.upper()) for p in "abcdefg")
    four = Table(1, ("a", "b", "c", "d"), (SteinResult({"a": 2, "b": 0, "c": 5, "d": 7}),) * 4)
    three = Table(2, ("e", "f", "g"), (SteinResult({"e": 0, "f": 3, "g": 5}),) * 3)
    average = Decision(DecisionKind.AVERAGE, "lights out")
    set_points = Decision(DecisionKind.POINTS, "slow play", points={"d": 1, "e": 2, "f": 2})
    rounds = (
        Round(1, (four, three)),
        Round(
            2,
            (
                Table(1, ("a", "b", "g"), (average,) * 3),
                Table(
                    2,
                    ("d", "e", "f", "c"),
                    (set_points,) + (SteinResult({"d": 0, "e": 1, "f": 2, "c": 3}),) * 3,
                ),
            ),
        ),
    )
    book = ScoreBook.from_tournament(Tournament("t", players, rounds, ScoringRules()))
    rows = {s.player: s for s in book.standings()}
    assert book.score(GamePosition(2, 1, 1)).points == {
        "a": Fraction(9, 4),  # 12 of 16 x 3
        "b": 3,  # 16 of 16 x 3
        "g": 1,  # 3 of 9 x 3
    }
    assert rows["a"].points == 12 + Fraction(27, 4) and rows["a"].max_points == 16 + 9
    assert rows["a"].percent == 75
    assert book.score(GamePosition(2, 2, 1)).points == {"d": 1, "e": 2, "f": 2, "c": 0}
