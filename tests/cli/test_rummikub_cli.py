"""``stein-rummy solve --game rummikub`` and ``validate --game rummikub`` (RULINGS §11)."""

from __future__ import annotations

import json

import pytest

from tournament.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_solve_json_gives_placed_and_left_value(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(
        capsys, "solve", "--game", "rummikub", "--json",
        "--hand", "r7 r3 k9 y9 J b1", "--table", "r4 r5 r6",
    )  # fmt: skip
    assert status == 0, err
    answer = json.loads(out)
    assert answer["placed"] == 5
    assert answer["left"] == ["b1"]
    assert answer["left_value"] == 1
    laid = sorted(t for meld in answer["melds"] for t in meld)
    assert laid == sorted(["r3", "r4", "r5", "r6", "r7", "y9", "k9", "J"])


def test_solve_first_lays_only_new_sets_worth_30(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "solve", "--game", "rummikub", "--first", "--json",
        "--hand", "r7 b1 b2 b3 y9", "--table", "r4 r5 r6",
    )  # fmt: skip
    answer = json.loads(out)
    assert status == 0
    assert answer["placed"] == 0 and answer["left_value"] == 22
    status, out, _ = run(
        capsys, "solve", "--game", "rummikub", "--first",
        "--hand", "r10 b10 k10 b1 b2", "--table", "r4 r5 r6",
    )  # fmt: skip
    assert status == 0
    assert "Initial meld worth 30." in out
    assert "Left in the rack: b1 b2, value 3" in out


def test_solve_no_wrap(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "solve", "--game", "rummikub", "--json", "--hand", "r12 r13 r1")
    assert json.loads(out)["left_value"] == 26


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--hand", "x1"), "unknown colour"),
        (("--hand", "r1 r1 r1"), "r1 3 times"),
        (("--hand", "r1", "--table", "r1 r2"), "set 1"),
        (("--hand", "r1", "--jokers", "2"), "--jokers"),
    ],
)
def test_solve_bad_input_exit_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    status, out, err = run(capsys, "solve", "--game", "rummikub", *argv)
    assert status == 2 and out == ""
    assert message in err


def test_validate(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "--game", "rummikub", "r12 r13 r1", "J k12 k13")
    assert status == 1
    assert "no wrap" in out and "worth 36" in out
    status, out, _ = run(capsys, "validate", "--game", "rummikub", "--json", "b5 r5 y5 | r1 r2 J")
    answer = json.loads(out)
    assert status == 0 and answer["valid"]
    assert [m["kind"] for m in answer["melds"]] == ["group", "run"]
    status, out, _ = run(capsys, "validate", "--game", "rummikub", "J J J")
    assert status == 1 and "numbered" in out
    status, _, err = run(capsys, "validate", "--game", "rummikub", "r1 x2 r3")
    assert status == 2 and "x2" in err
