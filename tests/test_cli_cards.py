"""The card games on the command line: ``validate --game``, ``declare``, ``steal``, ``score``."""

from __future__ import annotations

import json

import pytest

from tournament.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# --- validate --game indian|drachen --------------------------------------------------------


def test_validate_indian_melds(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "validate", "--game", "indian", "as 3s 2s", "QH QD * | 5H * 7H")
    assert status == 0 and err == ""
    assert "meld 1  pure sequence    AS 2S 3S" in out
    assert "meld 2  set              QH QD *" in out
    assert "meld 3  impure sequence  5H * 7H  (* = 6H)" in out
    assert "valid: 3 melds, 9 cards, 2x52 cards + 4 jokers" in out


def test_validate_indian_says_which_meld_and_why(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "--game", "indian", "QS KS AS", "KH AH 2H")
    assert status == 1
    assert "meld 2 (2H KH AH): round the corner: K-A-2 is no sequence" in out


def test_validate_indian_one_deck_limits_copies(capsys: pytest.CaptureFixture[str]) -> None:
    melds = ("5S 6S 7S", "5S 5H 5D")
    assert run(capsys, "validate", "--game", "indian", *melds)[0] == 0
    status, out, _ = run(capsys, "validate", "--game", "indian", "--decks", "1", *melds)
    assert status == 1
    assert "5S 2 times (melds 1, 2), the deck has 1" in out


def test_validate_drachen_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "--game", "drachen", "--json", "AS 2S 3S", "5S 6S *")
    assert status == 1
    assert json.loads(out) == {
        "valid": False,
        "melds": [
            {"cards": ["AS", "2S", "3S"], "kind": "same suit", "valid": True, "reason": None},
            {
                "cards": ["5S", "6S", "*"],
                "kind": None,
                "valid": False,
                "reason": "joker: Drachenrummy is played without jokers",
            },
        ],
        "problems": [
            "meld 2 (5S 6S *): joker: Drachenrummy is played without jokers",
            "* once (meld 2), the deck has 0",
        ],
    }


def test_validate_drachen_text(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "--game", "drachen", "QH QD QC", "JS QS KS AS")
    assert status == 0
    assert "meld 1  same value       QH QD QC" in out
    assert "valid: 2 melds, 7 cards, 52 cards, no jokers" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "indian", "AS 2S 1S"], "meld 1, token 3 '1S': no rank 1: the ace is 'A'"),
        (["--game", "drachen", "AS 2S 3S |"], "meld 2 is empty"),
        (["--game", "indian", "--jokers", "2", "AS 2S 3S"], "--jokers is for Stein-Rummy"),
        (["--decks", "2", "r1 r2 r3"], "--decks is for the card games"),
    ],
)
def test_validate_bad_input_exits_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "validate", *argv)
    assert status == 2 and out == ""
    assert message in err


def test_validate_stein_is_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "r12 r13 r1")
    assert status == 0
    assert "meld 1  run      r12 r13 r1" in out


# --- declare ------------------------------------------------------------------------------


def test_declare_valid_hand(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "declare", "--game", "indian", "AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC *"
    )
    assert status == 0
    assert out.startswith("can be declared\ndeadwood: 0 (a pure sequence and a second sequence)")
    assert "  set              KD KC *" in out


def test_declare_json_of_a_losing_hand(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD"
    status, out, _ = run(capsys, "declare", "--game", "indian", "--json", hand)
    assert status == 1
    assert json.loads(out) == {
        "valid": False,
        "deadwood": 10,
        "melds": ["AS 2S 3S", "5H 6H *", "9S 9D 9C", "KH KD KC"],
        "reason": "cards outside the melds: QD (deadwood 10)",
        "discard": None,
    }


def test_declare_json_fourteen_cards(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC * 8D"
    status, out, _ = run(capsys, "declare", "--game", "indian", "--json", hand)
    assert status == 0
    answer = json.loads(out)
    assert (answer["valid"], answer["deadwood"], answer["discard"]) == (True, 0, "8D")


def test_declare_text_of_a_hand_without_pure_sequence(capsys: pytest.CaptureFixture[str]) -> None:
    hand = "AS KH QD JC 10S 9H 8D 7C 6S 5H 4D 3C 2S"
    status, out, _ = run(capsys, "declare", "--game", "indian", hand)
    assert status == 1
    assert out.splitlines() == [
        "cannot be declared: no pure sequence; a declaration needs two sequences, one of them pure",
        "deadwood: 94 (no pure sequence)",
        "  counted          2S 6S 10S AS 5H 9H KH 4D 8D QD 3C 7C JC",
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["AS 2S 3S"], "a declaration needs 13 cards (14 before the discard), got 3"),
        (["AS 2S XS"], "token 3 'XS': unknown rank 'X'"),
        (
            ["--decks", "1", "AS AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC"],
            "AS 2 times, the deck has 1",
        ),
    ],
)
def test_declare_bad_input_exits_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "declare", "--game", "indian", *argv)
    assert status == 2 and out == ""
    assert f"stein-rummy declare: {message}" in err


# --- steal --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rule", "reserved", "stealing", "status"),
    [
        ("same-face", "2x4", "3x4", 0),
        ("same-face", "2x4", "3x1", 1),
        ("any-face", "2x4", "3x1", 0),
        ("higher-face", "2x4", "2x5", 0),
        ("higher-face", "2x4", "3x1", 1),
    ],
)
def test_steal(
    capsys: pytest.CaptureFixture[str], rule: str, reserved: str, stealing: str, status: int
) -> None:
    code, out, _ = run(
        capsys, "steal", "--rule", rule, "--reserved", reserved, "--with", stealing, "--json"
    )
    assert code == status
    answer = json.loads(out)
    assert answer["allowed"] is (status == 0)
    assert answer["reason"].startswith(f"{rule}: ")


def test_steal_text_and_default_rule(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "steal", "--reserved", "3x6", "--with", "4x6")
    assert status == 0
    assert out == "allowed: same-face: 4x6 is more dice showing 6\n"


def test_steal_bad_dice_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "steal", "--reserved", "2x9", "--with", "3x4")
    assert status == 2 and out == ""
    assert "stein-rummy steal: --reserved: token '2x9': a die shows 1..6, not 9" in err
    with pytest.raises(SystemExit) as info:
        main(["steal", "--rule", "bigger", "--reserved", "2x4", "--with", "3x4"])
    assert info.value.code == 2


# --- score --------------------------------------------------------------------------------


def test_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(
        capsys, "score", "--game", "drachen", "--json",
        "--laid", "AS 2S 3S | QH QD QC", "--hand", "5H 9C",
    )  # fmt: skip
    assert status == 0
    assert json.loads(out) == {"points": 8, "laid": 10, "hand": -2}


def test_score_with_an_empty_side(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "score", "--game", "drachen", "--laid", "", "--hand", "5H 9C")
    assert (status, out) == (0, "points: -2 (laid 0, hand -2)\n")
    status, out, _ = run(capsys, "score", "--game", "drachen", "--laid", "JH QH KH AH")
    assert (status, out) == (0, "points: 8 (laid 8, hand 0)\n")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--laid", "QH QD QC | KS AS 2S"], "set 2 (2S KS AS): round the corner"),
        (["--laid", "QH QD QC", "--hand", "QH"], "QH 2 times (set 1, hand), the deck has 1"),
        (["--laid", "QH QD QZ"], "--laid: meld 1, token 3 'QZ': unknown suit 'Z'"),
        (["--hand", "5H 9"], "--hand: token 2 '9': missing suit"),
    ],
)
def test_score_bad_input_exits_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, "score", "--game", "drachen", *argv)
    assert status == 2 and out == ""
    assert message in err


def test_score_two_decks(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "--game", "drachen", "--decks", "2", "--laid", "QH QD QC", "--hand", "QH"]
    assert run(capsys, *argv)[:2] == (0, "points: 5 (laid 6, hand -1)\n")
