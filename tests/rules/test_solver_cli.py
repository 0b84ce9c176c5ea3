"""``stein-rummy solve``: answers, JSON shape and exit codes."""

from __future__ import annotations

import json

import pytest

from tournament.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["solve", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_answer(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--json", "--hand", "r4 b9 J", "--table", "r1 r2 r3 | r5 r6 r7")
    assert status == 0, err
    answer = json.loads(out)
    assert answer["placed"] == 2
    assert answer["left"] == ["b9"]
    laid = sorted(t for meld in answer["melds"] for t in meld)
    assert laid == sorted(["r1", "r2", "r3", "r4", "r5", "r6", "r7", "J"])


def test_readable_answer(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--hand", "r13 r1 r2 b7")
    assert status == 0
    assert "3 of 4 hand tiles can be laid" in out
    assert "r13 r1 r2" in out
    assert "Left in hand: b7" in out


def test_the_count_of_hand_tiles_is_worded_by_the_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        "1 of 3 hand tiles can be laid"
        in run(capsys, "--hand", "y5 r8 r9", "--table", "b5 r5 J")[1]
    )
    assert "0 of 1 hand tile can be laid" in run(capsys, "--hand", "b9", "--table", "b5 r5 J")[1]


def test_not_opened_keeps_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "--json", "--not-opened", "--hand", "y3 k3", "--table", "r3 r4 r5 r6"
    )
    assert status == 0
    answer = json.loads(out)
    del answer["seconds"]
    assert answer == {
        "placed": 0,
        "melds": [["r3", "r4", "r5", "r6"]],
        "left": ["y3", "k3"],
    }


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--hand", "r13 x5"], "token 2 'x5': unknown colour 'x'"),
        (["--hand", "r1", "--table", "r5 r6"], "too short"),
        (["--hand", "r1", "--table", "r1 r2 r3 | r1 r2 r3"], "r1 3 times"),
        (["--hand", "J", "--jokers", "0"], "jokers"),
        (["--hand", "r1", "--table", "r1 r2 | | r3"], "empty meld"),
    ],
)
def test_bad_input_exits_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert message in err
    assert err.startswith("stein-rummy solve: ")


def test_missing_hand_is_misuse(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["solve"])
    assert exc.value.code == 2
    assert "--hand" in capsys.readouterr().err


def test_json_says_the_solve_time(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "--json", "--hand", "y5 r8 r9", "--table", "b5 r5 J")
    assert status == 0, err
    answer = json.loads(out)
    assert answer["placed"] == 1  # the group's joker stays: y5 only (issue 17)
    assert isinstance(answer["seconds"], float)
    assert 0 <= answer["seconds"] < 60


@pytest.mark.parametrize("hand", ["", "  ", ","])
def test_an_empty_hand_exits_2(capsys: pytest.CaptureFixture[str], hand: str) -> None:
    status, out, err = run(capsys, "--hand", hand, "--table", "r1 r2 r3")
    assert status == 2
    assert out == ""
    assert "--hand: no tiles" in err


def test_verbose_says_the_engine_once_before_the_answer(
    capsys: pytest.CaptureFixture[str], solver_engine: str
) -> None:
    status, out, err = run(capsys, "--verbose", "--hand", "r13 r1 r2 b7")
    assert status == 0, err
    engine = {"core": "the compiled core", "pure": "the pure-Python walk (no compiled core"}
    assert err.startswith(f"stein-rummy solve: searching in {engine[solver_engine]}")
    assert err.count("searching in") == 1
    assert "3 of 4 hand tiles can be laid" in out
    assert run(capsys, "--hand", "r13 r1 r2 b7")[2] == ""  # quiet without --verbose
