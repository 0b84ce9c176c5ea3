"""Numbers as the user reads them: exact points rounded only for display, local decimal mark."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale

from tournament.services.terms import format_number


def decimal_mark() -> str:
    return _marks.get(QLocale().language()) or _mark_of(QLocale())


_marks: dict[QLocale.Language, str] = {}


def _mark_of(locale: QLocale) -> str:
    mark = locale.decimalPoint() or "."
    _marks[locale.language()] = mark
    return mark


def points_text(value: Fraction | int | None) -> str:
    if value is None:
        return ""
    return format_number(Fraction(value), decimal_mark())


def percent_text(value: Fraction | int | None) -> str:
    if value is None:
        return ""
    return f"{format_number(Fraction(value), decimal_mark())} %"
