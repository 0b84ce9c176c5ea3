"""``stein-rummy seating``: the plan preview on the command line."""

from __future__ import annotations

import json

import pytest

from tournament.cli import main


def test_json_plan(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "9", "--rounds", "4", "--mode", "mix", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["number"] for r in data["rounds"]] == [1, 2, 3, 4]
    assert data["rounds"][0]["tables"] == [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    for round_data in data["rounds"]:
        assert sorted(p for t in round_data["tables"] for p in t) == list(range(1, 10))
        assert round_data["sitting_out"] == []
    assert data["repeat_meetings"] == 0
    assert data["max_meetings"] == 1
    assert data["seed"] == 0


def test_seed_and_five_players(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["seating", "--players", "5", "--rounds", "2", "--seed", "3", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seed"] == 3
    assert data["rounds"][0]["sitting_out"] == [5]
    assert data["rounds"][1]["sitting_out"] == [1]


def test_text_plan(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "7", "--rounds", "2", "--mode", "standings"]) == 0
    out = capsys.readouterr().out
    assert "7 players, 2 rounds, movement standings, seed 0" in out
    assert "Round 2" in out
    assert "Table 2: 4  5  6  7" in out
    assert "repeat meetings" in out.lower()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "2", "--rounds", "3"], "--players 2: a table needs at least 3 players"),
        (["--players", "9", "--rounds", "0"], "--rounds 0: a plan needs at least one round"),
    ],
)
def test_bad_input_exits_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["seating", *args]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.out == ""


def test_unknown_mode_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["seating", "--players", "9", "--rounds", "2", "--mode", "shuffle"])
    assert exit_info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("players", "rounds"),
    [
        *((18, 8), (24, 11), (30, 14), (33, 16), (39, 19), (45, 22), (90, 44), (96, 47)),
        *((90, 12), (96, 20)),  # fewer rounds: the first ones of the design
    ],
)
def test_mix_without_repeats_where_a_design_exists(
    players: int, rounds: int, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["seating", "--players", str(players), "--rounds", str(rounds), "--mode", "mix"]
    assert main([*args, "--seed", "7", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["repeat_meetings"] == 0
    assert data["max_meetings"] == 1
    assert data["lower_bound_max_meetings"] == 1
    assert data["four_table_seats"] == {"min": 0, "max": 0}
    assert len(data["rounds"]) == rounds
    for round_data in data["rounds"]:
        assert sorted(p for t in round_data["tables"] for p in t) == list(range(1, players + 1))


def test_rotation_figures_and_bounds_in_json(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["seating", "--players", "31", "--rounds", "5", "--mode", "rotate", "--seed", "7"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["max_meetings"] == 3
    assert data["lower_bound_max_meetings"] == 3
    figures = data["figures"]
    assert figures["lower_bound_repeat_meetings"] <= data["repeat_meetings"]
    assert data["four_table_seats"]["min"] <= figures["best_four_table_seats"]["min"]
    assert figures["never_moved"] >= figures["lower_bound_never_moved"]


def test_text_summary_names_the_bounds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seating", "--players", "10", "--rounds", "6", "--mode", "mix"]) == 0
    out = capsys.readouterr().out
    assert "Most meetings of one pair:  2 (at least 2)" in out
    assert "4-table seats per player:" in out


def test_seconds_out_of_range(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["seating", "--players", "10", "--rounds", "3", "--seconds", "0"]
    assert main(args) == 2
    assert "--seconds 0" in capsys.readouterr().err
