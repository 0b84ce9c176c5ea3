"""Number formatting for points and percentages: at most two decimals, no trailing zeros.

Points are exact fractions; only the printed form is rounded (half away from zero), so
1.5 + 1.5 prints as "3" and a third as "0.33".
"""

from __future__ import annotations

from fractions import Fraction


def _hundredths(value: Fraction | int) -> int:
    """``value`` x 100 rounded half away from zero, in integers: |n/d| x 100 + 1/2, floored,
    is (200 |n| + d) // 2d (a standings table formats thousands of numbers, and Fraction
    arithmetic builds a new Fraction at every step)."""
    if not isinstance(value, int | Fraction):
        value = Fraction(value)
    numerator, denominator = value.numerator, value.denominator
    rounded = (200 * abs(numerator) + denominator) // (2 * denominator)
    return -rounded if numerator < 0 else rounded


def format_number(value: Fraction | int, decimal_mark: str = ".") -> str:
    """At most two decimals, trailing zeros dropped.

    >>> format_number(Fraction(3, 2) + Fraction(3, 2))
    '3'
    >>> format_number(Fraction(1, 3))
    '0.33'
    >>> format_number(Fraction(650, 9))
    '72.22'
    >>> format_number(Fraction(5, 2), decimal_mark=",")
    '2,5'
    """
    hundredths = _hundredths(value)
    sign = "-" if hundredths < 0 else ""
    whole, part = divmod(abs(hundredths), 100)
    if part == 0:
        return f"{sign}{whole}"
    decimals = f"{part:02d}".rstrip("0")
    return f"{sign}{whole}{decimal_mark}{decimals}"


def json_number(value: Fraction | int) -> int | float:
    """The number for JSON output: an int when integral, else rounded to two decimals.

    >>> json_number(Fraction(13, 2)), json_number(Fraction(9)), json_number(Fraction(650, 9))
    (6.5, 9, 72.22)
    """
    hundredths = _hundredths(value)
    if hundredths % 100 == 0:
        return hundredths // 100
    return float(format_number(value))
