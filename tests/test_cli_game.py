"""``stein-rummy replay`` and ``stein-rummy play``: exit status and messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.cli.game import wilson


def _play(tmp_path: Path, *extra: str) -> list[Path]:
    status = main(["play", "--bots", "greedy,strong,greedy", "--log", str(tmp_path), *extra])
    assert status == 0
    return sorted(tmp_path.glob("*.jsonl"))


def test_bot_games_replay_clean(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    logs = _play(tmp_path, "--games", "3", "--seed", "40", "--workers", "2")
    out = capsys.readouterr().out
    assert "game 3: end" in out and "strong: 1 seat(s)" in out
    assert len(logs) == 3
    for log in logs:
        assert main(["replay", str(log)]) == 0
    assert "all legal" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("variant", "jokers"), [("stein-plus", "per_player"), ("stein", "two_in_pool")]
)
def test_variants_replay_clean(tmp_path: Path, variant: str, jokers: str) -> None:
    logs = _play(
        tmp_path, "--seed", "7", "--workers", "1", "--variant", variant, "--jokers", jokers
    )
    head = json.loads(logs[0].read_text(encoding="utf-8").splitlines()[0])
    assert (head["variant"], head["jokers"]) == (variant, jokers)
    assert main(["replay", str(logs[0])]) == 0


def test_an_illegal_turn_exits_1_naming_turn_and_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = _play(tmp_path, "--seed", "3", "--workers", "1")[0]
    lines = log.read_text(encoding="utf-8").splitlines()
    turn = json.loads(lines[2])
    turn["table"] = turn["table"][1:]  # a meld vanished from the table
    lines[2] = json.dumps(turn)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(log)]) == 1
    out = capsys.readouterr().out
    assert "turn 2:" in out and "§10" in out


def test_wrong_points_at_the_end_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = _play(tmp_path, "--seed", "3", "--workers", "1")[0]
    lines = log.read_text(encoding="utf-8").splitlines()
    end = json.loads(lines[-1])
    end["points"] = [2, 2, 2]
    lines[-1] = json.dumps(end)
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(log)]) == 1
    assert "RULINGS §5" in capsys.readouterr().out


def test_a_file_that_cannot_be_read_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(tmp_path / "missing.jsonl")]) == 2
    assert "missing.jsonl" in capsys.readouterr().err
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_text("{oops\n", encoding="utf-8")
    assert main(["replay", str(garbage)]) == 2
    assert "line 1: not JSON" in capsys.readouterr().err
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00")
    assert main(["replay", str(binary)]) == 2


def test_play_refuses_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--bots", "greedy,clever,greedy"]) == 2
    assert "unknown bot 'clever'" in capsys.readouterr().err
    assert main(["play", "--bots", "greedy,greedy"]) == 2
    assert main(["play", "--bots", "greedy,greedy,greedy", "--games", "0"]) == 2


def test_wilson_interval() -> None:
    low, high = wilson(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson(0, 10)[0] == 0.0 and 0.25 < wilson(0, 10)[1] < 0.35


def test_check_turn_answers_legal_or_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["check-turn", "--hand", "J y9", "--drawn", "k1 k2", "--discard", "y9"]
    legal = [*base, "--before", "r5 r6 r7 r8", "--after", "r5 J r7 r8", "--taken", "r6"]
    assert main(legal) == 0
    assert "hand after the turn r6 k1 k2" in capsys.readouterr().out
    illegal = [*base, "--before", "r5 r6 r7 r8 | b1 b2 b3", "--after", "r6 r7 r8 | b1 b2 b3 J"]
    assert main([*illegal, "--taken", "r5"]) == 1
    assert "§10 manipulation" in capsys.readouterr().out
    # the joker may stand for r5 in r6 r7 r8 J (RULINGS §2: the order written chooses no
    # reading)
    either = [*base, "--before", "r5 r6 r7 r8", "--after", "r6 r7 r8 J", "--taken", "r5"]
    assert main(either) == 0
    assert "hand after the turn r5 k1 k2" in capsys.readouterr().out
    claim = [*base, "--plus", "--before", "@1 b7 r7 y7 k7", "--after", "b7 r7 y7 J"]
    assert main([*claim, "--taken", "k7"]) == 1
    assert "§4 claims" in capsys.readouterr().out


def test_check_turn_refuses_bad_notation(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check-turn", "--hand", "J", "--before", "r5 x6"]) == 2
    assert "meld 1, token 2 'x6'" in capsys.readouterr().err
    assert main(["check-turn", "--hand", "J", "--before", "@x b7 r7 y7 k7"]) == 2


@pytest.mark.parametrize(
    ("option", "value", "choices"),
    [
        ("--variant", "indian", "(choose from 'stein', 'stein-plus')"),
        ("--jokers", "some", "(choose from 'per_player', 'none', 'two_in_pool')"),
    ],
)
def test_play_names_its_choices_in_words(
    capsys: pytest.CaptureFixture[str], option: str, value: str, choices: str
) -> None:
    # The bots play the tile games: a card game is refused, not played with tiles.
    with pytest.raises(SystemExit) as info:
        main(["play", "--bots", "greedy,greedy,greedy", option, value])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert choices in err and "<" not in err
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    help_text = capsys.readouterr().out
    assert "{stein,stein-plus}" in help_text and "{per_player,none,two_in_pool}" in help_text
