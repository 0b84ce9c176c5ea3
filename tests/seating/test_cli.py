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
