"""Playing cards: notation (RULINGS §8), decks and the supply of cards."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournament.rules.cards import (
    ACE,
    ALL_CARDS,
    CARD_JOKER,
    Card,
    Deck,
    Suit,
    format_card_melds,
    format_cards,
    parse_card_melds,
    parse_cards,
    sequence_starts,
    wraps_round_the_ace,
)
from tournament.rules.errors import IllegalError, NotationError


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("10h", "10H"),
        ("Th", "10H"),
        ("tH", "10H"),
        ("Qd", "QD"),
        ("2C", "2C"),
        ("K♠", "KS"),
        ("J♥", "JH"),
        ("9♦", "9D"),
        ("3♣", "3C"),
        ("A♥\ufe0f", "AH"),
        ("*", "*"),
        ("JK", "*"),
        ("jk", "*"),
    ],
)
def test_parse_reads_every_spelling_of_rulings_8(text: str, canonical: str) -> None:
    assert str(Card.parse(text)) == canonical


@pytest.mark.parametrize("card", [*ALL_CARDS, CARD_JOKER])
def test_every_card_round_trips(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.from_index(card.index) is card
    assert Card.parse(card.symbol_text()) == card


def test_canonical_order_is_suit_then_rank_jokers_last() -> None:
    cards = parse_cards("* 2C AS KS 2S 10H")
    assert format_cards(sorted(cards)) == "2S KS AS 10H 2C *"
    assert [s.value for s in Suit] == ["S", "H", "D", "C"]
    assert Card.parse("AS").rank == ACE


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("AS X5", "token 2 'X5': unknown suit '5' (suits are S H D C or ♠ ♥ ♦ ♣)"),
        ("1S", "token 1 '1S': no rank 1: the ace is 'A'"),
        ("11H", "token 1 '11H': unknown rank '11' (ranks are A K Q J 10..2, T for 10)"),
        ("2S 3S Q", "token 3 'Q': missing suit"),
        ("H", "token 1 'H': missing rank"),
        ("SA", "token 1 'SA': rank comes first, then the suit (e.g. 'AS', '10H')"),
        ("*S", "token 1 '*S': a joker has no rank or suit"),
        ("05H", "token 1 '05H': rank '05' has extra leading zeros"),
        ("ZZZ", "token 1 'ZZZ': unknown suit 'Z' (suits are S H D C or ♠ ♥ ♦ ♣)"),
    ],
)
def test_notation_errors_name_token_position_and_reason(text: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_cards(text)
    assert str(info.value) == message
    assert isinstance(info.value, ValueError)


def test_single_card_error_has_no_position() -> None:
    with pytest.raises(NotationError, match=r"^token 'ZS': unknown rank 'Z'"):
        Card.parse("ZS")


def test_separators_and_empty_text() -> None:
    assert parse_cards("AS,2S  ,3S") == parse_cards("AS 2S 3S")
    assert parse_cards("   ") == []


def test_melds_parse_and_format_round_trip() -> None:
    melds = parse_card_melds("as 2s 3s | qh QD q♣")
    assert format_card_melds(melds) == "AS 2S 3S | QH QD QC"
    assert parse_card_melds("") == []
    with pytest.raises(NotationError, match=r"^meld 2: empty meld$"):
        parse_card_melds("AS 2S 3S | ")
    with pytest.raises(NotationError, match=r"^meld 1, token 3 '3X'"):
        parse_card_melds("AS 2S 3X")


@given(st.lists(st.sampled_from([*ALL_CARDS, CARD_JOKER]), max_size=20))
def test_text_round_trip_of_any_cards(cards: list[Card]) -> None:
    assert parse_cards(format_cards(cards)) == cards


def test_card_needs_rank_and_suit_or_neither() -> None:
    with pytest.raises(ValueError, match="both a rank and a suit"):
        Card(5, None)
    with pytest.raises(ValueError, match="out of range"):
        Card(1, Suit.SPADES)


@pytest.mark.parametrize(
    ("deck", "size", "jokers"),
    [
        (Deck.indian(2), 54, 2),
        (Deck.indian(3), 54, 2),
        (Deck.indian(4), 108, 4),
        (Deck.drachen(), 52, 0),
        (Deck.drachen(2), 104, 0),
    ],
)
def test_deck_composition(deck: Deck, size: int, jokers: int) -> None:
    cards = deck.cards()
    assert len(cards) == deck.size == size
    assert cards.count(CARD_JOKER) == jokers
    assert all(cards.count(c) == deck.packs for c in ALL_CARDS)


def test_deck_refuses_impossible_games() -> None:
    with pytest.raises(ValueError, match="2 to 4 players"):
        Deck.indian(5)
    with pytest.raises(ValueError, match="1 or 2 packs"):
        Deck.drachen(3)


def test_more_copies_than_the_deck_holds_is_an_error() -> None:
    one = Deck.indian(3)
    one.check_supply(parse_cards("AS * * KH"))
    with pytest.raises(IllegalError, match=r"^AS 2 times, the deck has 1$"):
        one.check_supply(parse_cards("AS 2S AS"))
    with pytest.raises(IllegalError, match=r"^\* 3 times, the deck has 2$"):
        one.check_supply(parse_cards("* * *"))
    two = Deck.indian(4)
    two.check_supply(parse_cards("AS AS * * * *"))
    with pytest.raises(IllegalError, match=r"^AS 3 times, the deck has 2$"):
        two.check_supply(parse_cards("AS AS AS"))
    with pytest.raises(IllegalError, match="the deck has 0"):
        Deck.drachen(2).check_supply(parse_cards("*"))


def test_supply_problems_name_the_melds() -> None:
    melds = [parse_cards("5S 6S 7S"), parse_cards("5S 5H 5D"), parse_cards("5S 5C *")]
    assert Deck.indian(4).supply_problems(melds) == ["5S 3 times (melds 1, 2, 3), the deck has 2"]
    assert Deck.indian(4).supply_problems(melds[:2]) == []


@pytest.mark.parametrize(
    ("ranks", "length", "starts"),
    [
        ([ACE, 2, 3], 3, [1]),  # A-2-3
        ([12, 13, ACE], 3, [12]),  # Q-K-A
        ([13, ACE, 2], 3, []),  # K-A-2 is not
        ([ACE], 3, [1, 12]),  # A-x-x or x-x-A
        ([5, 6], 3, [4, 5]),
        ([ACE, *range(2, 14)], 13, [1, 2]),  # the whole suit: the ace low or high
        ([*range(3, 14), ACE], 12, [3]),
        ([5], 14, []),  # at most 13
    ],
)
def test_sequence_starts(ranks: list[int], length: int, starts: list[int]) -> None:
    assert sequence_starts(ranks, length) == starts


def test_round_the_corner_is_told_apart_from_a_gap() -> None:
    assert wraps_round_the_ace([13, ACE, 2], 3)
    assert wraps_round_the_ace([12, 2], 4)  # Q-K-A-2
    assert not wraps_round_the_ace([5, 9], 3)
    assert not wraps_round_the_ace([ACE, 2], 3)  # a sequence, no wrap needed
