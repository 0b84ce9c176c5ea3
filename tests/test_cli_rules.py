"""``stein-rummy validate``: exit codes, messages and the JSON answer."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tournament.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["validate", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def test_valid_layout_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "r12 r13 r1", "b5 r5 y5")
    assert status == 0
    assert err == ""
    assert "meld 1  run      r12 r13 r1" in out
    assert "meld 2  group    b5 r5 y5" in out
    assert "valid: 2 melds, 6 tiles" in out


def test_invalid_meld_exits_1_saying_which_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "r12 r13 r1", "k13 k13 J")
    assert status == 1
    assert err == ""
    assert "meld 2 (k13 k13 J): colour twice in a group: k13 twice" in out


def test_supply_exits_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "r5 r6 r7", "r5 b5 y5", "r3 r4 r5")
    assert status == 1
    assert "r5 3 times (melds 1, 2, 3), the game has 2" in out


def test_joker_option(capsys: pytest.CaptureFixture[str]) -> None:
    table = ["b1 b2 J", "r1 r2 J", "y1 y2 J", "k1 k2 J"]
    assert run(capsys, *table)[0] == 1
    assert run(capsys, "--jokers", "4", *table)[0] == 0
    status, out, _ = run(capsys, "--jokers", "0", "b1 b2 J")
    assert status == 1
    assert "1 joker (meld 1), the game has 0 (no jokers)" in out


def test_jokers_shown(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "J r5 r7")
    assert status == 0
    assert "r5 J r7  (J = r6)" in out


def test_every_reading_of_an_open_joker_is_shown(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "J k11 k12 k13 | b7 J k7")
    assert status == 0
    assert "k11 k12 k13 J  (J = k10 or k1)" in out
    assert "b7 k7 J  (J = r7 or y7)" in out
    status, out, _ = run(capsys, "--json", "b4 J J")
    assert json.loads(out)["melds"][0]["jokers"] == (
        "J J = r4 y4, r4 k4, y4 k4 (group) or b2 b3, b3 b5, b5 b6 (run)"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["r1 r2 x3"], "stein-rummy validate: meld 1, token 3 'x3': unknown colour 'x'\n"),
        (["r1 r2 r3", "r14 r1 r2"], "meld 2, token 1 'r14': value 14 out of range 1..13"),
        (["r1 r2 r3 | b1 b2 |"], "meld 3 is empty"),
        (["r1 r2 r3", ""], "meld 2 is empty"),
        ([], "give at least one meld"),
    ],
)
def test_notation_errors_exit_2_on_stderr(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert message in err


def test_misuse_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["validate", "--jokers", "many", "r1 r2 r3"])
    assert info.value.code == 2
    assert "--jokers" in capsys.readouterr().err


def test_several_melds_in_one_argument(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "r1 r2 r3 | b1, b2, b3", "y1 y2 y3")
    assert status == 0
    assert "meld 3  run      y1 y2 y3" in out


def test_json_answer(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--json", "r1 r13 r12", "k13 J k13")
    assert status == 1
    answer = json.loads(out)
    assert answer == {
        "valid": False,
        "melds": [
            {
                "tiles": ["r12", "r13", "r1"],
                "kind": "run",
                "valid": True,
                "reason": None,
                "jokers": "",
            },
            {
                "tiles": ["k13", "k13", "J"],
                "kind": None,
                "valid": False,
                "reason": "colour twice in a group: k13 twice",
                "jokers": "",
            },
        ],
        "problems": ["meld 2 (k13 k13 J): colour twice in a group: k13 twice"],
    }


def test_json_valid(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--json", "b5 r5 y5 k5")
    assert status == 0
    answer = json.loads(out)
    assert answer["valid"] is True and answer["problems"] == []
    assert answer["melds"][0]["kind"] == "group"


def test_installed_command() -> None:
    script = Path(sys.executable).parent / "stein-rummy"
    command = [str(script)] if script.exists() else [shutil.which("stein-rummy") or "stein-rummy"]
    ok = subprocess.run(
        [*command, "validate", "--json", "r12 r13 r1", "b5 r5 y5"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["valid"] is True
    bad = subprocess.run(
        [*command, "validate", "r12 r13 x1"], capture_output=True, text=True, check=False
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert "token 3 'x1': unknown colour 'x'" in bad.stderr
