"""Number formatting: at most two decimals, no trailing zeros, exact until printed."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.scoring.format import format_number, json_number

F = Fraction


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (F(3, 2) + F(3, 2), "3"),
        (F(1, 3), "0.33"),
        (F(2, 3), "0.67"),
        (F(650, 9), "72.22"),  # 6.5 of 9 in percent
        (F(5, 2), "2.5"),
        (F(1, 10), "0.1"),
        (F(0), "0"),
        (F(-1, 2), "-0.5"),
        (F(1, 200), "0.01"),  # half a hundredth rounds up
        (F(1, 201), "0"),
        (F(-1, 201), "0"),  # no "-0"
        (F(1999, 200), "10"),
        (7, "7"),
    ],
)
def test_format_number(value: Fraction | int, text: str) -> None:
    assert format_number(value) == text


def test_decimal_comma_for_german_printouts() -> None:
    assert format_number(F(5, 2), decimal_mark=",") == "2,5"
    assert format_number(F(650, 9), decimal_mark=",") == "72,22"


@pytest.mark.parametrize(
    ("value", "number"),
    [(F(13, 2), 6.5), (F(9), 9), (F(650, 9), 72.22), (F(1, 3), 0.33), (F(1, 1000), 0)],
)
def test_json_number(value: Fraction, number: float) -> None:
    got = json_number(value)
    assert got == number
    assert isinstance(got, int) == isinstance(number, int)


@settings(max_examples=200)
@given(st.fractions(min_value=-1000, max_value=1000, max_denominator=400))
def test_matches_decimal_half_up_rounding(value: Fraction) -> None:
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    expected = exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    text = format_number(value)
    assert Decimal(text) == expected
    assert not (("." in text and text.endswith("0")) or text.endswith("."))
    assert text != "-0"


def test_docstring_examples() -> None:
    import doctest

    import tournament.scoring.format as module

    result = doctest.testmod(module)
    assert result.attempted >= 5 and result.failed == 0


@given(st.fractions(max_denominator=5000), st.sampled_from([".", ","]))
def test_rounding_in_integers_is_rounding_the_fraction(value: Fraction, mark: str) -> None:
    """format_number rounds in integer arithmetic; the rule is the Fraction's own: x 100,
    half away from zero."""
    scaled = int(abs(value) * 100 + Fraction(1, 2))
    hundredths = -scaled if value < 0 else scaled
    whole, part = divmod(abs(hundredths), 100)
    sign = "-" if hundredths < 0 else ""
    expected = f"{sign}{whole}" + (f"{mark}{part:02d}".rstrip("0") if part else "")
    assert format_number(value, decimal_mark=mark) == expected
    assert json_number(value) == (
        hundredths // 100 if part == 0 else float(expected.replace(",", "."))
    )
