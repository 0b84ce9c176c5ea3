"""Indian Rummy (RULINGS §8): melds, the minimum deadwood and the declaration."""

from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from indian_oracle import brute_force_deadwood, brute_force_declarable

from tournament.rules.cards import ACE, CARD_JOKER, SUITS, Card, Deck, format_cards, parse_cards
from tournament.rules.errors import AmbiguousError, IllegalError
from tournament.rules.indian import (
    DeadwoodTier,
    IndianMeld,
    IndianMeldKind,
    IndianMeldProblem,
    card_points,
    check_declaration,
    check_meld,
    minimum_deadwood,
)

GOLDEN = Path(__file__).parent / "golden"
KINDS = {"set": IndianMeldKind.SET, "pure": IndianMeldKind.PURE, "impure": IndianMeldKind.IMPURE}
TIERS = {"all": DeadwoodTier.ALL, "pure": DeadwoodTier.PURE_ONLY, "melds": DeadwoodTier.MELDS}


def _golden(name: str) -> list[tuple[int, str, str]]:
    cases = []
    text = (GOLDEN / name).read_text(encoding="utf-8")
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip() and not line.startswith("#"):
            cards, answer = line.split("=>")
            cases.append((number, cards.strip(), answer.strip()))
    return cases


MELD_CASES = _golden("indian_melds.txt")
DEADWOOD_CASES = _golden("indian_deadwood.txt")


def test_golden_files_have_cases() -> None:
    assert len(MELD_CASES) >= 25
    tiers = {answer.split()[1] for _, _, answer in DEADWOOD_CASES}
    assert tiers == set(TIERS)


@pytest.mark.parametrize(
    ("line", "cards", "answer"), MELD_CASES, ids=[f"line{c[0]}" for c in MELD_CASES]
)
def test_golden_melds(line: int, cards: str, answer: str) -> None:
    result = check_meld(parse_cards(cards))
    kind, _, rest = answer.partition(" ")
    if kind == "invalid":
        assert not result.valid
        assert result.problem is IndianMeldProblem(rest)
        assert result.reason is not None and result.reason.startswith(rest)
        return
    assert result.valid, result.reason
    assert result.kind is KINDS[kind]
    canonical, _, jokers = rest.partition(";")
    assert format_cards(result.cards) == canonical.strip()
    expected = [j.removeprefix("J=") for j in jokers.split()]
    assert ["?" if j is None else str(j) for j in result.jokers] == expected


@pytest.mark.parametrize(
    ("line", "hand", "answer"), DEADWOOD_CASES, ids=[f"line{c[0]}" for c in DEADWOOD_CASES]
)
def test_golden_deadwood(line: int, hand: str, answer: str) -> None:
    points, tier = answer.split()
    result = minimum_deadwood(parse_cards(hand))
    assert result.points == int(points)
    assert result.tier is TIERS[tier]
    _assert_arrangement(parse_cards(hand), result.points, result.tier, result)


def _assert_arrangement(hand: list[Card], points: int, tier: DeadwoodTier, result: object) -> None:
    """The arrangement returned reaches the deadwood claimed, by the tier's own count."""
    assert hasattr(result, "melds") and hasattr(result, "counted")
    melds, counted = result.melds, result.counted
    assert sorted([*(c for m in melds for c in m.cards), *counted]) == sorted(hand)
    for meld in melds:
        assert check_meld(meld.cards).kind is meld.kind
    sequences = [m for m in melds if m.kind.is_sequence]
    if tier is DeadwoodTier.MELDS:
        assert len(sequences) >= 2 and any(m.kind is IndianMeldKind.PURE for m in sequences)
    elif tier is DeadwoodTier.PURE_ONLY:
        assert [m.kind for m in melds] == [IndianMeldKind.PURE]
    else:
        assert melds == ()
    assert sum(card_points(c) for c in counted) == points


def test_card_points() -> None:
    assert [card_points(c) for c in parse_cards("AS KH QD JC 10S 9H 2C *")] == [
        10,
        10,
        10,
        10,
        10,
        9,
        2,
        0,
    ]


def test_joker_cards_and_meld_errors() -> None:
    assert check_meld(parse_cards("5H * 7H")).joker_cards() == (Card.parse("6H"),)
    with pytest.raises(AmbiguousError, match="not determined"):
        check_meld(parse_cards("5H 6H *")).joker_cards()
    with pytest.raises(IllegalError, match="round the corner"):
        IndianMeld.parse("KH AH 2H")
    assert str(IndianMeld.parse("ah 3h *")) == "AH * 3H"
    assert IndianMeld.parse("QS KS AS").points == 30


def test_both_readings_are_listed() -> None:
    check = check_meld(parse_cards("9D * *"))
    assert check.kinds == {IndianMeldKind.SET, IndianMeldKind.IMPURE}
    assert check.kind is IndianMeldKind.IMPURE


def test_the_deck_limits_copies() -> None:
    hand = parse_cards("5S 6S 7S 5S 6S 7S QH QD QC 2C 3D 9H 8C")
    assert minimum_deadwood(hand, Deck.indian(4)).points == 22
    with pytest.raises(IllegalError, match=r"^5S 2 times, the deck has 1$"):
        minimum_deadwood(hand, Deck.indian(3))


# --- declarations -------------------------------------------------------------------------


def test_a_valid_declaration_melds_every_card() -> None:
    check = check_declaration(parse_cards("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC *"))
    assert check.valid and check.reason is None
    assert [str(m) for m in check.deadwood.melds] == [
        "AS 2S 3S 4S",
        "5H 6H 7H",
        "9S 9D 9C",
        "KD KC *",
    ]
    assert check.deadwood.points == 0


def test_leftover_jokers_go_into_melds() -> None:
    check = check_declaration(parse_cards("2S 3S 4S 5S 6S 7S 8S 9S * 10D JD QD KD"))
    assert check.valid
    assert [str(m) for m in check.deadwood.melds] == ["2S 3S 4S 5S 6S 7S 8S 9S", "10D JD QD KD *"]


@pytest.mark.parametrize(
    ("hand", "reason"),
    [
        (
            "7S 7H 7D 9C 9D 9H KS KH KD 2C 2D 2H 2S",  # four sets, no sequence
            "no pure sequence; a declaration needs two sequences, one of them pure",
        ),
        (
            "AS 2S 3S 7H 7D 7C 9C 9D 9H KS KH KD KC",  # sets and one pure sequence
            "no second sequence besides the pure one; a declaration needs two sequences",
        ),
        (
            "AS 2S 3S 5H 6H * 9C 9D 9S KD KC KH QD",
            "cards outside the melds: QD (deadwood 10)",
        ),
        (
            "KS AS 2S 5H 6H 7H 9C 10C JC QD QH QC 4D",  # K-A-2 is no sequence
            "cards outside the melds: 2S KS AS 4D (deadwood 26)",
        ),
    ],
)
def test_invalid_declarations_say_why(hand: str, reason: str) -> None:
    check = check_declaration(parse_cards(hand))
    assert not check.valid
    assert check.reason == reason


def test_fourteen_cards_name_the_discard() -> None:
    check = check_declaration(parse_cards("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC * 8D"))
    assert check.valid and check.discard == Card.parse("8D")
    assert check.deadwood.points == 0
    assert sum(len(m) for m in check.deadwood.melds) == 13
    stuck = check_declaration(parse_cards("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC 8D 3C"))
    assert not stuck.valid and stuck.reason is not None
    assert stuck.reason.startswith("no discard leaves 13 cards that can be declared")


def test_a_declaration_needs_13_cards() -> None:
    with pytest.raises(IllegalError, match=r"needs 13 cards \(14 before the discard\), got 12"):
        check_declaration(parse_cards("AS 2S 3S 4S 5H 6H 7H 9C 9D 9S KD KC"))


# --- against the brute force over all arrangements ----------------------------------------

DENSE = [Card(rank, suit) for suit in SUITS[:2] for rank in (ACE, 2, 3, 4, 5, 11, 12, 13)]
DENSE_POOL = DENSE * 2 + [CARD_JOKER] * 4  # many melds per card, two packs, four jokers
TWO_PACKS = Deck.indian(4).cards()


def _hands(pool: list[Card], least: int, most: int) -> st.SearchStrategy[list[Card]]:
    picks = st.lists(st.integers(0, len(pool) - 1), unique=True, min_size=least, max_size=most)
    return picks.map(lambda chosen: [pool[i] for i in chosen])


@settings(max_examples=150, deadline=None)
@given(_hands(DENSE_POOL, 3, 9))
def test_deadwood_equals_brute_force_on_small_dense_hands(hand: list[Card]) -> None:
    result = minimum_deadwood(hand)
    assert result.points == brute_force_deadwood(hand), format_cards(sorted(hand))
    _assert_arrangement(hand, result.points, result.tier, result)


@settings(max_examples=30, deadline=None)
@given(_hands(TWO_PACKS, 13, 14))
def test_deadwood_equals_brute_force_on_whole_hands(hand: list[Card]) -> None:
    result = minimum_deadwood(hand)
    assert result.points == brute_force_deadwood(hand), format_cards(sorted(hand))
    _assert_arrangement(hand, result.points, result.tier, result)


@st.composite
def _near_declarations(draw: st.DrawFn) -> list[Card]:
    """13 cards made of melds (a pure sequence first), then perhaps one card swapped."""
    cards: list[Card] = []
    sizes = draw(st.sampled_from([(3, 3, 3, 4), (3, 3, 4, 3), (4, 4, 5), (3, 5, 5), (3, 3, 7)]))
    for number, size in enumerate(sizes):
        suit = draw(st.sampled_from(SUITS))
        if number >= 2 and size <= 4 and draw(st.booleans()):
            rank = draw(st.integers(2, ACE))
            meld = [Card(rank, s) for s in draw(st.permutations(SUITS))[:size]]
        else:
            start = draw(st.integers(1, 15 - size))
            meld = [Card(ACE if p in (1, ACE) else p, suit) for p in range(start, start + size)]
        if number > 0:
            for place in draw(st.lists(st.integers(0, size - 1), max_size=2, unique=True)):
                meld[place] = CARD_JOKER
        cards += meld
    if draw(st.booleans()):
        cards[draw(st.integers(0, 12))] = draw(st.sampled_from(TWO_PACKS))
    assume(not Deck.indian(4).supply_problems([cards]))
    return cards


@settings(max_examples=30, deadline=None)
@given(_near_declarations())
def test_declaration_equals_brute_force(hand: list[Card]) -> None:
    check = check_declaration(hand)
    assert check.valid == brute_force_declarable(hand), format_cards(sorted(hand))
    if check.valid:
        _assert_arrangement(hand, 0, DeadwoodTier.MELDS, check.deadwood)
        assert check.deadwood.counted == ()


# --- the meld check against every complete meld ------------------------------------------


def _complete_melds(size: int) -> list[tuple[IndianMeldKind, Counter[Card]]]:
    """Every set and sequence of ``size`` real cards, written out in full."""
    found: list[tuple[IndianMeldKind, Counter[Card]]] = []
    if size <= 4:
        for rank in range(2, ACE + 1):
            for suits in itertools.combinations(SUITS, size):
                found.append((IndianMeldKind.SET, Counter(Card(rank, s) for s in suits)))
    for suit in SUITS:
        for start in range(1, 16 - size):
            window = [Card(ACE if p in (1, ACE) else p, suit) for p in range(start, start + size)]
            if len(set(window)) == size:
                found.append((IndianMeldKind.PURE, Counter(window)))
    return found


COMPLETE = {size: _complete_melds(size) for size in range(3, 8)}
MELD_POOL = [Card(r, s) for s in SUITS[:2] for r in (ACE, 2, 3, 4, 12, 13)] + [Card(3, SUITS[2])]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(MELD_POOL), min_size=1, max_size=7),
    st.integers(0, 4),
)
def test_meld_check_equals_the_complete_melds(real: list[Card], jokers: int) -> None:
    """A meld is valid exactly when its real cards fill part of a complete set or sequence
    of its size, the jokers the rest."""
    cards = real + [CARD_JOKER] * jokers
    assume(len(cards) <= 7)
    have = Counter(real)
    kinds = {
        kind
        for kind, complete in COMPLETE.get(len(cards), [])
        if not have - complete  # every real card lies in the complete meld
    }
    check = check_meld(cards)
    assert check.valid == (len(cards) >= 3 and bool(kinds)), format_cards(cards)
    if check.valid:
        sequence = IndianMeldKind.PURE in kinds
        assert any(k.is_sequence for k in check.kinds) == sequence
        assert (IndianMeldKind.SET in check.kinds) == (IndianMeldKind.SET in kinds)
        assert (IndianMeldKind.PURE in check.kinds) == (sequence and jokers == 0)
