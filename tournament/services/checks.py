"""Checks of what the user typed, shared by the use cases: texts, dates, settings."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from fractions import Fraction

from tournament.scoring import limits
from tournament.services.dto import (
    FIRST_TURN_RULES,
    JOKER_RULES,
    MOVEMENTS,
    RANK_BY,
    VARIANTS,
    Settings,
)
from tournament.services.errors import InvalidInputError


def check_text(
    value: str,
    what: str,
    *,
    required: bool = True,
    limit: int = limits.NAME_LIMIT,
    lines: bool = False,
) -> str:
    if not isinstance(value, str):
        raise InvalidInputError(f"{what} must be text, not {value!r}", field=what)
    text = value.strip()
    if required and not text:
        raise InvalidInputError(f"{what} must not be empty", field=what)
    wrong = limits.text_problem(text, limit, lines=lines)
    if wrong is not None:
        raise InvalidInputError(f"{what} {wrong}", field=what)
    return text


def check_date(text: str) -> None:
    try:
        datetime.strptime(text, "%Y-%m-%d")
    except ValueError as exc:
        raise InvalidInputError(f"date {text!r} must be YYYY-MM-DD", field="date") from exc


def check_settings(settings: Settings) -> Settings:
    """Refuse unknown option values; returns the settings with exact fractions."""
    for name, value, allowed in (
        ("variant", settings.variant, VARIANTS),
        ("jokers", settings.jokers, JOKER_RULES),
        ("first_turn_rommee", settings.first_turn_rommee, FIRST_TURN_RULES),
        ("rank_by", settings.rank_by, RANK_BY),
        ("movement", settings.movement, MOVEMENTS),
    ):
        if value not in allowed:
            raise InvalidInputError(
                f"setting {name}: unknown value {value!r} (use one of {', '.join(allowed)})",
                field=name,
                value=value,
            )
    penalty = Fraction(settings.neutral_penalty)
    if penalty < 0:
        raise InvalidInputError("setting neutral_penalty must not be negative", field="penalty")
    for number, name in (
        (settings.promotion_after_round, "promotion_after_round"),
        (settings.winners_group_size, "winners_group_size"),
        (settings.planned_rounds, "planned_rounds"),
        (settings.round_minutes, "round_minutes"),
    ):
        if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
            raise InvalidInputError(f"setting {name} must be a whole number", field=name)
        if number is not None and number < 1:
            raise InvalidInputError(f"setting {name} must be 1 or more", field=name)
    for group in settings.groups:
        if not group.strip() or "," in group:
            raise InvalidInputError(
                f"group name {group!r} must be non-empty, no commas", field="groups"
            )
    return replace(settings, neutral_penalty=penalty)
