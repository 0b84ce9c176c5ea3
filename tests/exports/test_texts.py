"""The message table and the number formats of the printouts."""

from __future__ import annotations

import doctest
from datetime import UTC, datetime
from fractions import Fraction

import pytest

import tournament.exports.texts
import tournament.scoring.names
from tournament.exports.model import ExportError
from tournament.exports.texts import (
    MESSAGES,
    describe_options,
    format_date,
    format_number,
    format_percent,
    format_time,
    text,
)


def test_both_languages_have_every_text() -> None:
    assert set(MESSAGES["de"]) == set(MESSAGES["en"])
    for language in ("de", "en"):
        assert all(value.strip() for value in MESSAGES[language].values())


def test_text_fills_placeholders_and_refuses_unknown_languages() -> None:
    assert text("standings_after", "de", round=4) == "Rangliste nach Runde 4"
    assert text("page", "en", page=2, pages=7) == "Page 2 of 7"
    with pytest.raises(ExportError, match="'fr'"):
        text("round", "fr")


@pytest.mark.parametrize(
    ("value", "de", "en"),
    [
        (Fraction(3), "3", "3"),
        (Fraction(3, 2) + Fraction(3, 2), "3", "3"),
        (Fraction(7, 2), "3,5", "3.5"),
        (Fraction(7, 3), "2,33", "2.33"),
        (Fraction(-1, 2), "-0,5", "-0.5"),
        (12, "12", "12"),
    ],
)
def test_points(value: Fraction | int, de: str, en: str) -> None:
    assert format_number(value, "de") == de
    assert format_number(value, "en") == en


@pytest.mark.parametrize(
    ("ratio", "de", "en"),
    [
        (Fraction(1), "100,0 %", "100.0%"),
        (Fraction(69, 80), "86,3 %", "86.3%"),  # 86.25 rounds up
        (Fraction(2, 3), "66,7 %", "66.7%"),
        (Fraction(5, 4), "125,0 %", "125.0%"),  # Plus: claims on top of the maximum
        (Fraction(0), "0,0 %", "0.0%"),
        (None, "", ""),
    ],
)
def test_percent(ratio: Fraction | None, de: str, en: str) -> None:
    assert format_percent(ratio, "de") == de
    assert format_percent(ratio, "en") == en


def test_dates_and_times() -> None:
    assert format_date("2026-11-29", "de") == "29.11.2026"
    assert format_date("2026-11-29", "en") == "2026-11-29"
    assert format_date("Herbst 2026", "de") == "Herbst 2026"
    moment = datetime(2026, 11, 29, 19, 5)
    assert format_time(moment, "de") == "29.11.2026 19:05"
    assert format_time(moment, "en") == "2026-11-29 19:05"
    aware = datetime(2026, 11, 29, 18, 0, tzinfo=UTC)
    assert format_time(aware, "en") == aware.astimezone().strftime("%Y-%m-%d %H:%M")


def test_options_in_both_languages() -> None:
    options = {
        "variant": "stein-plus",
        "jokers": "two_in_pool",
        "first_turn_rommee": "equal",
        "neutral_penalty": Fraction(1, 2),
        "rank_by": "percent",
        "movement": "mix",
        "groups": ("A", "B"),
        "promotion_after_round": None,
        "future_option": "on",
    }
    assert describe_options(options, "de") == [
        "Spiel: Stein-Rummy Plus",
        "Joker: zwei im Bestand",
        "Rommé im ersten Zug: alle gleich",
        "Abzug beim Neutralisieren: 0,5",
        "Wertung: nach Prozent",
        "Wechsel: neu gemischt",
        "Gruppen: A, B",
        "future_option: on",
    ]
    assert describe_options(options, "en")[:2] == [
        "Game: Stein-Rummy Plus",
        "Jokers: two in the pool",
    ]


@pytest.mark.parametrize("module", [tournament.exports.texts, tournament.scoring.names])
def test_doctests(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
