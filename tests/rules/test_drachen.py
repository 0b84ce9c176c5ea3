"""Drachenrummy (RULINGS §9): sets, extending, dice, steals and the end count."""

from __future__ import annotations

from pathlib import Path

import pytest

from tournament.rules.cards import Deck, format_cards, parse_cards
from tournament.rules.drachen import (
    DrachenSetKind,
    DrachenSetProblem,
    card_value,
    check_extension,
    check_set,
    score,
)
from tournament.rules.drachen_dice import (
    Dice,
    Reservation,
    Reserve,
    Roll,
    Steal,
    StealRule,
    check_rolls,
    check_steal,
    check_turn,
)
from tournament.rules.errors import IllegalError, NotationError

STEALS = Path(__file__).parent / "golden" / "drachen_steals.txt"


def _steal_cases() -> list[tuple[int, str, str, str, bool]]:
    cases = []
    for number, line in enumerate(STEALS.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip() and not line.startswith("#"):
            dice, answers = line.split("=>")
            reserved, stealing = dice.split()
            for rule, answer in zip(StealRule, answers.split(), strict=True):
                cases.append((number, reserved, stealing, rule.value, answer == "yes"))
    return cases


STEAL_CASES = _steal_cases()


def test_every_steal_rule_has_golden_cases() -> None:
    assert {c[3] for c in STEAL_CASES} == {r.value for r in StealRule}
    assert {c[4] for c in STEAL_CASES} == {True, False}


@pytest.mark.parametrize(
    ("line", "reserved", "stealing", "rule", "allowed"),
    STEAL_CASES,
    ids=[f"line{c[0]}-{c[3]}" for c in STEAL_CASES],
)
def test_golden_steals(line: int, reserved: str, stealing: str, rule: str, allowed: bool) -> None:
    check = check_steal(Dice.parse(reserved), Dice.parse(stealing), StealRule(rule))
    assert check.allowed is allowed
    assert check.reason.startswith(f"{rule}: ")


def test_max_and_moritz() -> None:
    """The text's example as two checked turns, under each steal rule."""
    middle = parse_cards("KH AH AS 7C")
    for rule in StealRule:
        max_turn = check_turn(
            "Max",
            [Roll((3, 6, 1, 6, 2), (3, 6, 6)), Roll((3, 6), (3, 6))],
            [Reserve(*parse_cards("KH"), Dice(2, 3)), Reserve(*parse_cards("AH"), Dice(3, 6))],
            open_cards=middle,
            rule=rule,
        )
        assert max_turn.valid, max_turn.reason
        assert format_cards(max_turn.open_cards) == "AS 7C"
        moritz_turn = check_turn(
            "Moritz",
            [Roll((6, 6, 6, 6, 5), (6, 6, 6, 6, 5))],
            [Steal(*parse_cards("AH"), Dice(4, 6)), Reserve(*parse_cards("AS"), Dice(1, 5))],
            open_cards=[*max_turn.open_cards, *parse_cards("2D 9S")],
            reservations=max_turn.reservations,
            rule=rule,
        )
        assert moritz_turn.valid, moritz_turn.reason
        assert moritz_turn.reservations == (
            Reservation(*parse_cards("KH"), Dice(2, 3), "Max"),
            Reservation(*parse_cards("AH"), Dice(4, 6), "Moritz"),
            Reservation(*parse_cards("AS"), Dice(1, 5), "Moritz"),
        )
        assert moritz_turn.dice_left == ()
        # on Max's next turn his Herz König comes back to his hand
        assert check_turn(
            "Max",
            [Roll((1, 1, 1, 1, 1), (1, 1, 1, 1, 1))],
            [],
            open_cards=moritz_turn.open_cards,
            reservations=moritz_turn.reservations,
        ).taken == tuple(parse_cards("KH"))


def test_moritz_cannot_take_the_king_with_his_five() -> None:
    reservations = [Reservation(*parse_cards("KH"), Dice(2, 3), "Max")]
    for rule in StealRule:
        turn = check_turn(
            "Moritz",
            [Roll((6, 6, 6, 6, 5), (6, 6, 6, 6, 5))],
            [Steal(*parse_cards("KH"), Dice(1, 5))],
            open_cards=[],
            reservations=reservations,
            rule=rule,
        )
        assert not turn.valid
        assert turn.reason is not None
        assert turn.reason.startswith(f"action 1 (steal KH with 1x5): {rule}: ")


@pytest.mark.parametrize(
    ("actions", "reason"),
    [
        (
            [Reserve(*parse_cards("AS"), Dice(3, 6)), Reserve(*parse_cards("7C"), Dice(1, 6))],
            "action 2 (reserve 7C with 1x6): needs 1x6, only 0 set-aside dice showing 6 are "
            "still free",
        ),
        (
            [Reserve(*parse_cards("AS"), Dice(1, 4))],
            "action 1 (reserve AS with 1x4): needs 1x4, only 0 set-aside dice showing 4 are "
            "still free",
        ),
        (
            [Reserve(*parse_cards("QD"), Dice(1, 3))],
            "action 1 (reserve QD with 1x3): QD is not an open card (open: AS 7C)",
        ),
        (
            [Steal(*parse_cards("7C"), Dice(2, 3))],
            "action 1 (steal 7C with 2x3): no other player has 7C reserved",
        ),
    ],
)
def test_dice_are_never_used_twice_and_cards_must_be_there(
    actions: list[Reserve | Steal], reason: str
) -> None:
    turn = check_turn(
        "Max",
        [Roll((3, 6, 1, 6, 2), (3, 6, 6)), Roll((3, 6), (3, 6))],
        actions,
        open_cards=parse_cards("AS 7C"),
    )
    assert not turn.valid
    assert turn.reason == reason


def test_a_player_does_not_steal_from_himself() -> None:
    turn = check_turn(
        "Max",
        [Roll((6, 6, 6, 6, 6), (6, 6, 6, 6, 6))],
        [Steal(*parse_cards("KH"), Dice(5, 6))],
        open_cards=[],
        reservations=[Reservation(*parse_cards("KH"), Dice(2, 3), "Max")],
    )
    assert turn.taken == tuple(parse_cards("KH"))
    assert turn.reason == "action 1 (steal KH with 5x6): no other player has KH reserved"


@pytest.mark.parametrize(
    ("rolls", "reason"),
    [
        ([Roll((3, 6, 1, 6, 2), ())], "roll 1: set aside at least one die"),
        ([Roll((3, 6, 1, 6), (3,))], "roll 1: rolls 4 dice, must roll 5"),
        ([Roll((3, 6, 1, 6, 2), (3, 3))], "roll 1: sets aside a 3 that was not rolled"),
        ([Roll((3, 6, 1, 6, 7), (3,))], "roll 1: a die shows 1..6, not 7"),
        ([Roll((3, 6, 1, 6, 2), (3, 6))], "3 dice not set aside yet; roll them"),
        (
            [Roll((3, 6, 1, 6, 2), (3, 6, 1, 6, 2)), Roll((4,), (4,))],
            "roll 2: every die is already set aside",
        ),
        (
            [Roll((3, 6, 1, 6, 2), (6, 6)), Roll((3, 1, 2, 2), (3,))],
            "roll 2: rolls 4 dice, must roll 3",
        ),
    ],
)
def test_rolls_are_checked(rolls: list[Roll], reason: str) -> None:
    check = check_rolls(rolls)
    assert not check.valid
    assert check.reason == reason


def test_rolls_set_aside_all_dice() -> None:
    check = check_rolls(
        [Roll((1, 2, 3, 4, 5), (5,)), Roll((6, 6, 6, 6), (6, 6)), Roll((2, 2), (2, 2))]
    )
    assert check.valid and check.set_aside == (2, 2, 5, 6, 6)
    assert not check_turn("A", [], [], open_cards=[]).valid


def test_dice_notation() -> None:
    assert Dice.parse(" 2x4 ") == Dice(2, 4)
    assert str(Dice.parse("3×6")) == "3x6"
    for text, message in [
        ("2-4", "dice are written COUNTxFACE, e.g. 2x4"),
        ("0x4", "at least one die"),
        ("2x7", "a die shows 1..6, not 7"),
    ]:
        with pytest.raises(NotationError, match=message):
            Dice.parse(text)


# --- sets ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "kind", "canonical"),
    [
        ("QH QD QC", DrachenSetKind.SAME_VALUE, "QH QD QC"),
        ("7C 7S 7H 7D", DrachenSetKind.SAME_VALUE, "7S 7H 7D 7C"),
        ("3S AS 2S", DrachenSetKind.SAME_SUIT, "AS 2S 3S"),  # "ein As kann als 1 ..."
        ("AS QS KS", DrachenSetKind.SAME_SUIT, "QS KS AS"),  # "... oder As verwendet werden"
        ("9D 10D JD QD KD", DrachenSetKind.SAME_SUIT, "9D 10D JD QD KD"),
        (
            "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
            DrachenSetKind.SAME_SUIT,
            "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
        ),
    ],
)
def test_valid_sets(cards: str, kind: DrachenSetKind, canonical: str) -> None:
    check = check_set(parse_cards(cards))
    assert check.valid, check.reason
    assert check.kind is kind
    assert format_cards(check.cards) == canonical


@pytest.mark.parametrize(
    ("cards", "problem"),
    [
        ("KS AS 2S", DrachenSetProblem.AROUND_THE_CORNER),
        ("5S 6S", DrachenSetProblem.TOO_SHORT),
        ("5S 5H 5S", DrachenSetProblem.SAME_CARD_TWICE),  # two packs: still different suits
        ("5S 6S 7S 7S", DrachenSetProblem.SAME_CARD_TWICE),
        ("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS", DrachenSetProblem.SAME_CARD_TWICE),
        ("5S 6H 7S", DrachenSetProblem.MIXED),
        ("5S 7S 8S", DrachenSetProblem.GAP),
        ("5S 6S *", DrachenSetProblem.JOKER),
    ],
)
def test_invalid_sets(cards: str, problem: DrachenSetProblem) -> None:
    check = check_set(parse_cards(cards))
    assert not check.valid
    assert check.problem is problem
    assert check.reason is not None and check.reason.startswith(problem.value)


def test_extending_own_sets() -> None:
    assert check_extension(parse_cards("QH KH AH"), parse_cards("JH 10H")).valid
    assert check_extension(parse_cards("QH QD QC"), parse_cards("QS")).valid
    assert check_extension(parse_cards("QH QD QC QS"), parse_cards("QH")).problem is (
        DrachenSetProblem.SAME_CARD_TWICE
    )
    assert check_extension(parse_cards("AH 2H 3H"), parse_cards("KH")).problem is (
        DrachenSetProblem.AROUND_THE_CORNER
    )
    with pytest.raises(IllegalError, match="the laid cards 5H 7H 9H are no set: gap"):
        check_extension(parse_cards("5H 7H 9H"), parse_cards("6H"))


# --- the end count ------------------------------------------------------------------------


def test_card_values() -> None:
    # "Die Karten 2-10 zählen jeweils 1 Punkt, die Karten Bub, Dame, König und As jeweils
    # 2 Punkte (auch, wenn das As als 1er verwendet wird)."
    assert [card_value(c) for c in parse_cards("2S 9H 10D JC QS KH AD")] == [1, 1, 1, 2, 2, 2, 2]


def test_score_counts_laid_cards_and_minus_one_per_hand_card() -> None:
    result = score([parse_cards("AS 2S 3S"), parse_cards("QH QD QC")], parse_cards("5H 9C"))
    assert (result.laid, result.hand, result.points) == (10, -2, 8)
    assert score([], parse_cards("5H")).points == -1
    assert score([parse_cards("JH QH KH AH")], []).points == 8


def test_score_refuses_what_is_not_a_set_or_not_in_the_deck() -> None:
    with pytest.raises(IllegalError, match=r"^set 2 \(2S KS AS\): round the corner"):
        score([parse_cards("QH QD QC"), parse_cards("KS AS 2S")], [])
    with pytest.raises(IllegalError, match=r"^QH 2 times \(set 1, hand\), the deck has 1$"):
        score([parse_cards("QH QD QC")], parse_cards("QH"))
    two = score([parse_cards("QH QD QC")], parse_cards("QH"), Deck.drachen(2))
    assert two.points == 5
    with pytest.raises(IllegalError, match="without jokers"):
        score([], parse_cards("*"))
