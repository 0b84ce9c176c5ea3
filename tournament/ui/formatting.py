"""Numbers as the user reads them: exact points rounded only for display, local decimal mark."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale

from tournament.scoring.format import format_number


def decimal_mark() -> str:
    return QLocale().decimalPoint() or "."


def points_text(value: Fraction | int | None) -> str:
    if value is None:
        return ""
    return format_number(Fraction(value), decimal_mark())


def percent_text(value: Fraction | int | None) -> str:
    if value is None:
        return ""
    return f"{format_number(Fraction(value), decimal_mark())} %"
