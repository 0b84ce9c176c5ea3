"""Player cards and the crosstable, from scored games (tournament/scoring/crosstable.py)."""

from __future__ import annotations

import doctest
import random
from fractions import Fraction

import tournament.scoring.crosstable
from tournament.scoring.crosstable import Line, ScoredGame, crosstable, player_card


def game(
    round_: int, table: int, number: int, points: dict[str, int], decision: str = ""
) -> ScoredGame:
    lines = tuple(
        Line(player, seat, tiles_left=seat * 2, claims=None, points=Fraction(value))
        for seat, (player, value) in enumerate(points.items(), start=1)
    )
    return ScoredGame(round_, table, number, lines, Fraction(len(points)), decision)


GAMES = [
    game(2, 1, 1, {"anna": 1, "bo": 3, "cem": 2}),
    game(1, 1, 1, {"anna": 3, "bo": 2, "cem": 1}),
    game(1, 1, 2, {"anna": 2, "bo": 2, "cem": 2}, "neutralised"),
    game(1, 2, 1, {"dora": 2, "eli": 1}),
]


def test_a_card_lists_the_players_games_in_tournament_order_with_opponents_and_place() -> None:
    card = player_card("bo", GAMES)
    assert [(g.game.round, g.game.table, g.game.game) for g in card.games] == [
        (1, 1, 1),
        (1, 1, 2),
        (2, 1, 1),
    ]
    first = card.games[0]
    assert first.line.seat == 2 and first.line.tiles_left == 4
    assert [o.player for o in first.opponents] == ["anna", "cem"]
    assert [g.place for g in card.games] == [2, 1, 1]  # a neutralised game: all share place 1
    assert card.points == 7 and card.max_points == 9
    assert card.rounds == (1, 2)
    assert player_card("nobody", GAMES).games == ()


def test_the_crosstable_counts_meetings_and_how_they_went() -> None:
    table = crosstable(["anna", "bo", "cem", "dora", "eli"], GAMES)
    anna_bo = table.meeting("anna", "bo")
    assert anna_bo is not None
    # Three games together; the neutralised one is a meeting but no win or loss.
    assert (anna_bo.games, anna_bo.ahead, anna_bo.level, anna_bo.behind) == (3, 1, 0, 1)
    assert (anna_bo.points, anna_bo.opponent_points) == (6, 7)
    assert table.meeting("anna", "dora") is None
    assert table.meeting("anna", "anna") is None
    assert table.opponents("anna") == 2 and table.opponents("eli") == 1
    assert table.players == ("anna", "bo", "cem", "dora", "eli")


def test_only_the_players_asked_for_appear() -> None:
    table = crosstable(["anna", "bo"], GAMES)
    assert set(table.meetings) == {("anna", "bo"), ("bo", "anna")}


def test_each_meeting_mirrors_the_other_side_and_adds_up_to_the_cards() -> None:
    rng = random.Random(18)
    players = [f"p{n}" for n in range(9)]
    games = []
    for round_ in range(1, 6):
        rng.shuffle(players)
        for table in range(3):
            seated = players[table * 3 : table * 3 + 3]
            for number in range(1, 4):
                points = {p: rng.randint(0, 3) for p in seated}
                decision = rng.choice(["", "", "", "ended_early", "average"])
                games.append(game(round_, table + 1, number, points, decision))
    table = crosstable(players, games)
    for a in players:
        for b in players:
            if a == b:
                continue
            ab, ba = table.meeting(a, b), table.meeting(b, a)
            assert (ab is None) == (ba is None)
            if ab is not None and ba is not None:
                assert ab.mirrored() == ba
                assert ab.ahead + ab.level + ab.behind <= ab.games
        # Each game a player played meets two others: their points count twice.
        together = [m for b in players if (m := table.meeting(a, b)) is not None]
        assert sum(m.points for m in together) == 2 * player_card(a, games).points


def test_the_doctests_hold() -> None:
    assert doctest.testmod(tournament.scoring.crosstable).failed == 0
