"""stein-rummy stats: the JSON of the issue, exit status 2 with a message on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament import cli

FIGURES = {
    "hand_romme",
    "has_combination",
    "dead_1_3",
    "dead_mean",
    "group_share_fewest",
    "group_share_most",
    "near_miss_ge2",
    "others_have_given_none",
}


def test_hands_json_has_the_issue_shape(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["stats", "hands", "--hands", "61", "--players", "4", "--seed", "3", "--json"]
    assert cli.main([*argv, "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"hands", "figures"} and data["hands"] == 61
    assert set(data["figures"]) == FIGURES
    for name, value in data["figures"].items():
        if value is None:
            assert name == "others_have_given_none"
        elif name in ("dead_mean", "group_share_fewest", "group_share_most"):
            assert set(value) == {"mean", "lo", "hi"}
            assert value["lo"] <= value["mean"] <= value["hi"]
        else:
            assert set(value) == {"p", "lo", "hi", "n"}
            assert 0 <= value["lo"] <= value["p"] <= value["hi"] <= 1
    assert data["figures"]["hand_romme"]["n"] == 61
    # 15 tables of 4 and one hand: one table in ten is drawn from the rare condition
    assert data["figures"]["others_have_given_none"]["n"] == 3 * (16 // 10)


def test_plain_rummy_and_the_same_seed_again(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["stats", "hands", "--hands", "90", "--seed", "5", "--no-joker", "--no-wrap"]
    assert cli.main([*argv, "--json", "--workers", "1"]) == 0
    first = capsys.readouterr().out
    assert cli.main([*argv, "--json", "--workers", "1"]) == 0
    assert capsys.readouterr().out == first
    assert cli.main([*argv, "--workers", "1"]) == 0
    text = capsys.readouterr().out
    assert "no joker" in text and "runs do not wrap" in text and "hand-Rommé" in text


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["stats", "hands", "--hands", "0"], "--hands must be at least 1"),
        (["stats", "hands", "--hands", "-5"], "--hands must be at least 1"),
        (["stats", "hands", "--workers", "0"], "--workers must be at least 1"),
        (["stats", "games", "--games", "0"], "--games must be at least 1"),
        (["stats", "games", "--bots", "greedy,nobody,greedy"], "unknown bot 'nobody'"),
        (["stats", "games", "--bots", "greedy"], "3 or 4"),
        (["stats", "tournament", "/nonexistent/x.srt"], "no such tournament file"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [["stats", "hands", "--players", "5"], ["stats", "hands", "--hands", "many"], ["stats"]],
)
def test_misuse_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        code = cli.main(argv)
        raise SystemExit(code)
    assert exc.value.code == 2
    assert capsys.readouterr().err


def test_games_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["stats", "games", "--games", "2", "--seed", "3", "--workers", "1", "--json"]
    assert cli.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and len(data["figures"]["wins_by_position"]) == 3


def test_tournament_of_a_demo_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "demo.srt"
    assert cli.main(["demo", str(path), "--players", "6", "--rounds", "1"]) == 0
    capsys.readouterr()
    before = path.read_bytes()
    assert cli.main(["stats", "tournament", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 6  # two tables of three, three games each
    assert len(data["ranks"]) == 6
    assert sum(data["points"].values()) == 18
    assert path.read_bytes() == before  # reading changes nothing stored
