"""The tournament file: reading with defaults, every refusal with its message, round trips."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from datetime import datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.scoring.model import (
    Decision,
    DecisionKind,
    FirstRoundRomme,
    GameResult,
    Ranking,
    ScoringRules,
    SteinResult,
    Variant,
)
from tournament.scoring.tournament_file import (
    Problem,
    TournamentFileError,
    dump_tournament,
    dumps,
    load,
    loads,
    parse_tournament,
)

F = Fraction


def base() -> dict[str, Any]:
    """The issue's example file, valid."""
    return {
        "format": "stein-rummy/1",
        "name": "Club evening",
        "date": "2026-11-29",
        "rules": {"variant": "stein-plus", "first_round_romme": "winner_full"},
        "players": [
            {"id": "p1", "name": "Anna Adler", "club": "RC Nord"},
            {"id": "p2", "name": "Bert Bauer"},
            {"id": "p3", "name": "Clara Christ"},
            {"id": "p4", "name": "Dora Dietz"},
        ],
        "rounds": [
            {
                "number": 1,
                "tables": [
                    {
                        "number": 1,
                        "players": ["p1", "p2", "p3"],
                        "games": [
                            {
                                "tiles_left": {"p1": 0, "p2": 4, "p3": 7},
                                "claims": {"p1": 1},
                                "romme_first_round": False,
                                "ended_early": False,
                            },
                            {"override": "neutralised", "penalty": 0.5, "reason": "slow"},
                            {"override": "average", "reason": "no time left"},
                        ],
                    }
                ],
            },
            {
                "number": 2,
                "tables": [
                    {
                        "number": 1,
                        "players": ["p2", "p3", "p4"],
                        "games": [
                            {
                                "override": "points",
                                "points": {"p2": 2, "p3": 2, "p4": 1},
                                "reason": "p4 played too slowly",
                            }
                        ],
                    }
                ],
            },
        ],
    }


def refused(data: Any) -> list[str]:
    with pytest.raises(TournamentFileError) as info:
        parse_tournament(data)
    assert all(isinstance(p, Problem) for p in info.value.problems)
    return [str(p) for p in info.value.problems]


def game(data: dict[str, Any], rnd: int = 0, table: int = 0, index: int = 0) -> dict[str, Any]:
    games: list[dict[str, Any]] = data["rounds"][rnd]["tables"][table]["games"]
    return games[index]


# -- reading ---------------------------------------------------------------------------------


def test_reads_the_issues_example() -> None:
    t = parse_tournament(base())
    assert t.name == "Club evening" and t.date == "2026-11-29"
    # No "ranking": read as points, as stein-rummy/1 always has (see the test below).
    assert t.rules == ScoringRules(Variant.STEIN_PLUS, FirstRoundRomme.WINNER_FULL, Ranking.POINTS)
    assert t.players[0].club == "RC Nord" and t.players[1].club is None
    table = t.rounds[0].tables[0]
    assert table.players == ("p1", "p2", "p3")
    assert table.games[0] == SteinResult({"p1": 0, "p2": 4, "p3": 7}, claims={"p1": 1})
    assert table.games[1] == Decision(DecisionKind.NEUTRALISED, "slow", penalty=F(1, 2))
    assert table.games[2] == Decision(DecisionKind.AVERAGE, "no time left")
    decision = t.rounds[1].tables[0].games[0]
    assert isinstance(decision, Decision)
    assert decision.points == {"p2": 2, "p3": 2, "p4": 1}


def test_optional_keys_take_the_rulings_defaults() -> None:
    data = base()
    del data["rules"], data["date"]
    data["rules"] = {"variant": "stein"}
    for rnd in data["rounds"]:
        for table in rnd["tables"]:
            for g in table["games"]:
                for key in ("claims", "romme_first_round", "ended_early", "penalty"):
                    g.pop(key, None)
    del data["rules"]
    t = parse_tournament(data)
    assert t.rules == ScoringRules(Variant.STEIN, FirstRoundRomme.WINNER_FULL, Ranking.POINTS)
    assert t.date is None
    first = t.rounds[0].tables[0].games[0]
    assert isinstance(first, GameResult)
    assert (first.claims, first.romme_first_round, first.ended_early) == ({}, False, False)
    neutralised = t.rounds[0].tables[0].games[1]
    assert isinstance(neutralised, Decision) and neutralised.penalty == 0


def test_a_file_keeps_its_ranking_and_new_tournaments_write_percent() -> None:
    # RULINGS §6: percent is the default of a new tournament; a file that names its ranking
    # keeps it, and one that names none keeps the format's "points" (older files).
    data = base()
    for ranking in Ranking:
        data["rules"]["ranking"] = ranking.value
        assert parse_tournament(data).rules.ranking is ranking
    new = replace(parse_tournament(base()), rules=ScoringRules(Variant.STEIN_PLUS))
    assert new.rules.ranking is Ranking.PERCENT
    written = json.loads(dumps(new))
    assert written["rules"]["ranking"] == "percent"
    assert loads(dumps(new)).rules.ranking is Ranking.PERCENT


def test_numbers_are_read_exactly() -> None:
    data = base()
    game(data, 0, 0, 1)["penalty"] = "1/3"
    game(data, 1)["points"] = {"p2": 2.25, "p3": "5/3", "p4": 1}
    t = parse_tournament(data)
    neutralised = t.rounds[0].tables[0].games[1]
    assert isinstance(neutralised, Decision) and neutralised.penalty == F(1, 3)
    points = t.rounds[1].tables[0].games[0]
    assert isinstance(points, Decision) and points.points["p2"] == F(9, 4)
    assert points.points["p3"] == F(5, 3)


def test_hands_given_as_tiles_count_as_tiles_left() -> None:
    data = base()
    g = game(data)
    g["tiles_left"] = {"p1": 0}
    g["hands"] = {"p2": "r4 r5 b9 J", "p3": "s1,g7 *"}
    first = parse_tournament(data).rounds[0].tables[0].games[0]
    assert isinstance(first, GameResult)
    assert first.tiles_left == {"p1": 0, "p2": 4, "p3": 3}
    assert first.hands == {"p2": "r4 r5 b9 J", "p3": "s1,g7 *"}


def test_decision_audit_fields_are_kept() -> None:
    data = base()
    game(data, 0, 0, 1).update(author="TL Meier", time="2026-11-29T20:15:00")
    g = game(data)
    g.update(ended_early=True, reason="time", tiles_left={"p1": 1, "p2": 4, "p3": 7})
    t = parse_tournament(data)
    decision = t.rounds[0].tables[0].games[1]
    assert isinstance(decision, Decision)
    assert decision.author == "TL Meier"
    assert decision.time == datetime(2026, 11, 29, 20, 15)
    early = t.rounds[0].tables[0].games[0]
    assert isinstance(early, GameResult) and early.reason == "time" and early.ended_early


# -- refusals, each with its message ------------------------------------------------------------


def test_unsupported_format_version() -> None:
    data = base()
    data["format"] = "stein-rummy/2"
    assert refused(data) == [
        "unsupported format 'stein-rummy/2': this program reads 'stein-rummy/1'"
    ]
    assert refused({"name": "x"}) == ["unsupported format None: this program reads 'stein-rummy/1'"]


def test_unknown_player_id() -> None:
    data = base()
    data["rounds"][0]["tables"][0]["players"] = ["p1", "p2", "p9"]
    game(data)["tiles_left"] = {"p1": 0, "p2": 4, "p9": 7}
    assert refused(data) == ["round 1, table 1, player p9: unknown player id"]


def test_player_twice_in_a_round() -> None:
    data = base()
    data["rounds"][1]["tables"].append({"number": 2, "players": ["p1", "p4", "p3"], "games": []})
    assert refused(data) == [
        "round 2, table 2, player p4: player twice in the round",
        "round 2, table 2, player p3: player twice in the round",
    ]


@pytest.mark.parametrize("seats", [["p1", "p2"], ["p1", "p2", "p3", "p4", "p5"]])
def test_table_size_other_than_3_or_4(seats: list[str]) -> None:
    data = base()
    data["players"].append({"id": "p5", "name": "Emil Engel"})
    data["rounds"][1]["tables"][0] = {"number": 1, "players": seats, "games": []}
    assert refused(data) == [f"round 2, table 1: a table seats 3 or 4 players, not {len(seats)}"]


def test_missing_tile_count() -> None:
    data = base()
    del game(data)["tiles_left"]["p3"]
    assert refused(data) == ["round 1, table 1, game 1, player p3: missing tile count"]


def test_negative_tile_count() -> None:
    data = base()
    game(data)["tiles_left"]["p2"] = -2
    assert refused(data) == ["round 1, table 1, game 1, player p2: negative tile count -2"]


@pytest.mark.parametrize("value", ["4", 4.0, None, True])
def test_tile_count_not_a_whole_number(value: Any) -> None:
    data = base()
    game(data)["tiles_left"]["p2"] = value
    assert refused(data) == [
        f"round 1, table 1, game 1, player p2: the tile count must be a whole number, "
        f"not {value!r}",
    ]  # and not also "missing tile count": the value refused is not missing


def test_two_empty_hands_in_a_game_not_ended_early() -> None:
    data = base()
    game(data)["tiles_left"] = {"p1": 0, "p2": 0, "p3": 7}
    assert refused(data) == [
        "round 1, table 1, game 1: 2 empty hands (p1, p2) in a game not ended early"
    ]
    game(data)["ended_early"] = True
    parse_tournament(data)


def test_no_empty_hand_in_a_game_not_ended_early() -> None:
    data = base()
    game(data)["tiles_left"] = {"p1": 1, "p2": 4, "p3": 7}
    assert refused(data) == [
        "round 1, table 1, game 1: no empty hand: a game nobody finished must be marked ended_early"
    ]


def test_claims_in_the_basic_variant() -> None:
    data = base()
    data["rules"]["variant"] = "stein"
    assert refused(data) == [
        "round 1, table 1, game 1, player p1: claims in the basic variant "
        "(claims belong to stein-plus)"
    ]


def test_claims_for_a_player_not_at_the_table() -> None:
    data = base()
    game(data)["claims"] = {"p4": 1}
    assert refused(data) == [
        "round 1, table 1, game 1, player p4: claims for a player not at this table"
    ]


def test_unknown_decision() -> None:
    data = base()
    game(data, 0, 0, 1)["override"] = "cancelled"
    assert refused(data) == [
        "round 1, table 1, game 2: unknown decision 'cancelled' "
        "(known: neutralised | average | points)"
    ]


@pytest.mark.parametrize("reason", [None, "", "   "])
def test_decision_without_a_reason(reason: str | None) -> None:
    data = base()
    g = game(data, 0, 0, 2)
    if reason is None:
        del g["reason"]
    else:
        g["reason"] = reason
    assert refused(data) == ["round 1, table 1, game 3: the average decision has no reason"]


def test_points_decision_must_give_every_player_points() -> None:
    data = base()
    game(data, 1)["points"] = {"p2": 2, "p3": -1, "p1": 2}
    assert refused(data) == [
        "round 2, table 1, game 1, player p1: points for a player not at this table",
        "round 2, table 1, game 1, player p3: negative points -1",
        "round 2, table 1, game 1, player p4: the points decision gives this player no points",
    ]


def test_negative_penalty_and_penalty_on_the_wrong_decision() -> None:
    data = base()
    game(data, 0, 0, 1)["penalty"] = -0.5
    game(data, 0, 0, 2)["penalty"] = 1
    assert refused(data) == [
        "round 1, table 1, game 2: negative penalty -1/2",
        "round 1, table 1, game 3: 'penalty' belongs to a neutralised game, not to average",
    ]


def test_more_games_than_seats() -> None:
    data = base()
    games = data["rounds"][0]["tables"][0]["games"]
    games.append(copy.deepcopy(games[0]))
    assert refused(data) == [
        "round 1, table 1: 4 games at a table of 3: a round has one game per seat"
    ]


def test_bad_hand_notation_and_disagreeing_count() -> None:
    data = base()
    g = game(data)
    g["hands"] = {"p2": "r4 x5", "p3": "r1 r2"}
    assert refused(data) == [
        "round 1, table 1, game 1, player p2: hand 'r4 x5': token 2 'x5': unknown colour 'x'",
        "round 1, table 1, game 1, player p3: 'tiles_left' says 7 but the hand holds 2 tiles",
    ]


def test_first_round_romme_cannot_be_ended_early() -> None:
    data = base()
    game(data).update(romme_first_round=True, ended_early=True)
    assert refused(data) == [
        "round 1, table 1, game 1: a first-round Rommé cannot also be ended early"
    ]


def test_unknown_keys_bad_options_and_dates() -> None:
    data = base()
    data["colour"] = "red"
    data["date"] = "29.11.2026"
    data["rules"]["ranking"] = "elo"
    game(data)["tiles_lef"] = {}
    assert refused(data) == [
        "unknown key 'colour' in the tournament",
        "'date' must be YYYY-MM-DD, not '29.11.2026'",
        "rules 'ranking' must be one of points | percent, not 'elo'",
        "round 1, table 1, game 1: unknown key 'tiles_lef' in a game",
    ]


def test_duplicate_ids_and_numbers() -> None:
    data = base()
    data["players"].append({"id": "p1", "name": "Anna Again"})
    data["rounds"][1]["number"] = 1
    assert refused(data) == [
        "player p1: player id listed twice",
        "round 1: round number used twice",
    ]


def test_every_problem_is_collected_and_nothing_is_half_read() -> None:
    data = base()
    game(data)["tiles_left"]["p2"] = -1
    game(data, 0, 0, 2)["reason"] = ""
    game(data, 1)["override"] = "bonus"
    with pytest.raises(TournamentFileError) as info:
        parse_tournament(data)
    assert len(info.value.problems) == 3
    text = str(info.value)
    assert text.startswith("tournament file refused, 3 problems:")
    assert "round 2, table 1, game 1: unknown decision 'bonus'" in text


@pytest.mark.parametrize("text", ["", "{", "[1, 2]", '"x"'])
def test_not_a_tournament_at_all(text: str) -> None:
    with pytest.raises(TournamentFileError) as info:
        loads(text, "x.json")
    assert str(info.value).startswith("x.json: tournament file refused, 1 problem:")


# -- writing -----------------------------------------------------------------------------------


def test_dump_reads_back_the_same_tournament(tmp_path: Path) -> None:
    data = base()
    game(data)["hands"] = {"p2": "r4 r5 b9 J"}
    del game(data)["tiles_left"]["p2"]
    game(data, 0, 0, 1).update(penalty="1/3", author="TL", time="2026-11-29T20:15:00+01:00")
    t = parse_tournament(data)
    path = tmp_path / "t.json"
    path.write_text(dumps(t), encoding="utf-8")
    assert load(path) == t
    dumped = dump_tournament(t)
    assert dumped["format"] == "stein-rummy/1"
    assert game(dumped)["hands"] == {"p2": "r4 r5 b9 J"}
    assert game(dumped, 0, 0, 1)["penalty"] == "1/3"
    assert json.loads(json.dumps(dumped)) == dumped


@settings(max_examples=50)
@given(st.fractions(min_value=0, max_value=20, max_denominator=12))
def test_any_exact_number_round_trips(value: Fraction) -> None:
    data = base()
    game(data, 1)["points"]["p2"] = str(value)
    t = parse_tournament(data)
    again = loads(dumps(t))
    decision = again.rounds[1].tables[0].games[0]
    assert isinstance(decision, Decision) and decision.points["p2"] == value


def test_hands_holding_a_tile_too_often_are_refused() -> None:
    data = base()
    g = game(data)
    g["tiles_left"] = {"p1": 0}
    g["hands"] = {"p2": "r5 r5 b1", "p3": "R5 k2"}
    [problem] = refused(data)
    assert problem.startswith("round 1, table 1, game 1: too many tiles: r5 3 times")
    assert "the game has 2" in problem


def test_all_hands_given_are_checked_as_a_finished_game() -> None:
    data = base()
    g = game(data)
    del g["tiles_left"]
    g["hands"] = {"p1": "", "p2": "J J", "p3": "* J b3"}
    [problem] = refused(data)
    assert problem.startswith("round 1, table 1, game 1: too many tiles: 4 jokers")
    assert "the game has 3" in problem
    g["hands"] = {"p1": "", "p2": "J J", "p3": "* b3"}
    first = parse_tournament(data).rounds[0].tables[0].games[0]
    assert isinstance(first, GameResult) and first.tiles_left == {"p1": 0, "p2": 2, "p3": 2}


def test_hand_of_a_player_not_at_the_table() -> None:
    data = base()
    game(data)["hands"] = {"p4": "r1"}
    assert refused(data) == [
        "round 1, table 1, game 1, player p4: hand of a player not at this table"
    ]


# -- the optional keys for an exact copy of a tournament ---------------------------------------


def full() -> dict[str, Any]:
    """A file using every optional key of the exact round trip."""
    data = base()
    data["venue"] = "Gemeindehaus"
    data["director"] = "Erika Muster"
    data["rules"] = {
        "variant": "stein-plus",
        "first_round_romme": "winner_full",
        "ranking": "points",
        "jokers": "two_in_pool",
        "neutral_penalty": 0.5,
    }
    data["seating"] = {
        "movement": "mix",
        "seed": 7,
        "draw": True,
        "groups": ["A", "B"],
        "promotion_after_round": 2,
        "winners_group_size": 1,
        "winners_group": "Sieger",
    }
    data["planned_rounds"] = 4
    data["round_minutes"] = 45
    data["players"][0]["group"] = "A"
    data["players"].append({"id": "p5", "name": "Emil Ernst", "status": "late", "joined_round": 2})
    data["players"][1].update(status="withdrawn", left_after_round=2)
    data["rounds"][0]["sitting_out"] = ["p4"]
    data["rounds"][0]["tables"][0]["group"] = "A"
    neutral = game(data, 0, 0, 1)
    neutral["result"] = {"tiles_left": {"p1": 3, "p2": 0, "p3": 5}}
    neutral["withdrawn"] = [
        {
            "override": "points",
            "points": {"p1": 1, "p2": 1, "p3": "1/3"},
            "reason": "wrong table",
            "withdrawn_reason": "replaced by a new decision",
            "withdrawn_by": "TL",
            "withdrawn_at": "2026-11-29T20:00:00+00:00",
        },
        {
            "tiles_left": {"p1": 2, "p2": 1, "p3": 5},
            "ended_early": True,
            "withdrawn_reason": "clock was wrong",
        },
    ]
    table_2 = data["rounds"][1]["tables"][0]
    table_2["games"] = [
        {
            "open": True,
            "withdrawn": [{"override": "average", "reason": "r", "withdrawn_reason": "w"}],
        },
        table_2["games"][0],
    ]
    data["rounds"][1]["status"] = "closed"
    return data


def test_every_optional_key_reads_and_writes_back_unchanged() -> None:
    data = full()
    tournament = parse_tournament(data)
    assert tournament.venue == "Gemeindehaus"
    assert tournament.settings.groups == ("A", "B")
    assert tournament.settings.neutral_penalty == F(1, 2)
    assert tournament.settings.round_minutes == 45
    assert tournament.rounds[1].tables[0].games[0] is None
    history = tournament.rounds[0].tables[0].history[2]
    assert history.result is not None and history.result.tiles_left["p2"] == 0
    assert [w.withdrawn_reason for w in history.withdrawn] == [
        "replaced by a new decision",
        "clock was wrong",
    ]
    assert tournament.rounds[1].status == "closed"
    written = dump_tournament(tournament)
    assert parse_tournament(written) == tournament
    assert dumps(parse_tournament(json.loads(dumps(tournament)))) == dumps(tournament)
    # A round whose status is the one the file implies is written without it.
    assert "status" not in written["rounds"][0]


def test_each_time_is_written_with_its_own_zone() -> None:
    """The writer remembers the last time written (the games of a round share one) by
    the object, not by equality: the same moment in another zone is written as given."""
    tournament = parse_tournament(base())
    utc = datetime.fromisoformat("2026-11-29T20:05:00+00:00")
    berlin = datetime.fromisoformat("2026-11-29T21:05:00+01:00")
    assert utc == berlin
    table = tournament.rounds[0].tables[0]
    first, *rest = table.games
    assert isinstance(first, GameResult)
    games = (replace(first, time=utc), replace(first, time=berlin), replace(first, time=utc))
    changed = replace(table, games=games + tuple(rest))
    rounds = (replace(tournament.rounds[0], tables=(changed,)), *tournament.rounds[1:])
    written = dump_tournament(replace(tournament, rounds=rounds))
    times = [g["time"] for g in written["rounds"][0]["tables"][0]["games"][:3]]
    assert times == [
        "2026-11-29T20:05:00+00:00",
        "2026-11-29T21:05:00+01:00",
        "2026-11-29T20:05:00+00:00",
    ]


def test_a_file_without_the_new_keys_is_written_as_before() -> None:
    data = base()
    data["rules"]["ranking"] = "points"
    text = dumps(parse_tournament(data))
    for key in (
        "venue",
        "seating",
        "planned_rounds",
        "round_minutes",
        "status",
        "sitting_out",
        "group",
        "open",
    ):
        assert f'"{key}"' not in text


def test_every_new_key_is_checked_and_named() -> None:
    data = full()
    data["rules"]["jokers"] = "many"
    data["rules"]["neutral_penalty"] = -1
    data["seating"].update(movement="swiss", seed="x", promotion_after_round=0, groups=["A,B"])
    data["planned_rounds"] = 0
    data["round_minutes"] = 0
    data["players"][2].update(status="gone", joined_round=0)
    data["players"][0]["left_after_round"] = 1
    data["rounds"][0]["status"] = "half"
    data["rounds"][0]["sitting_out"] = "p4"
    data["rounds"][0]["tables"][0]["group"] = 3
    assert refused(data) == [
        "rules 'jokers' must be one of per_player | none | two_in_pool, not 'many'",
        "rules 'neutral_penalty' must not be negative, not -1",
        "seating 'movement' must be one of rotate | mix | standings, not 'swiss'",
        "seating 'seed' must be a whole number, not 'x'",
        "seating 'promotion_after_round' must be 1 or more, not 0",
        "seating 'groups' must be a list of names (non-empty, no commas)",
        "'planned_rounds' must be 1 or more, not 0",
        "'round_minutes' must be 1 or more, not 0",
        "player p3: player 3 'status' must be one of active | late | withdrawn, not 'gone'",
        "player p3: 'joined_round' must be 1 or more, not 0",
        "player p1: 'left_after_round' belongs to a withdrawn player, and only to one",
        "round 1: 'status' must be open or closed, not 'half'",
        "round 1: 'sitting_out' must be a list of player ids",
        "round 1, table 1: the table 'group' must be a non-empty string",
    ]


def test_status_groups_and_rounds_must_agree() -> None:
    data = full()
    data["players"][4]["status"] = "active"  # joined in round 2, yet active
    data["players"][2]["group"] = "C"
    data["rounds"][0]["status"] = "open"
    data["rounds"][1]["tables"][0]["players"] = ["p2", "p3", "p1"]
    data["rounds"][1]["tables"][0]["games"][1]["points"] = {"p2": 2, "p3": 2, "p1": 1}
    data["players"][1]["left_after_round"] = 1
    assert refused(data) == [
        "player p3: unknown group 'C' (groups: A, B)",
        "player p5: joined in round 2: the status must be late",
        "round 1: only the last round can be open",
        "round 2, table 1, player p2: in the round, but withdrew after round 1",
    ]


def test_history_is_checked_like_any_game() -> None:
    data = full()
    data["rounds"][0]["tables"][0]["games"][1]["result"] = {"tiles_left": {"p1": 1, "p2": 2}}
    data["rounds"][0]["tables"][0]["games"][1]["withdrawn"][1]["withdrawn_reason"] = " "
    data["rounds"][0]["tables"][0]["games"][0]["result"] = {"tiles_left": {"p1": 0}}
    data["rounds"][1]["tables"][0]["games"][0]["open"] = False
    assert refused(data) == [
        "round 1, table 1, game 1: 'result' belongs to a decision or an ended-early game",
        "round 1, table 1, game 2, player p3: missing tile count",
        "round 1, table 1, game 2: withdrawn decision 2: no 'withdrawn_reason'",
        "round 2, table 1, game 1: 'open' must be true, not False",
    ]
