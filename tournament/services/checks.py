"""Checks of what the user typed, shared by the use cases: texts, dates, settings."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from datetime import datetime
from fractions import Fraction
from typing import Any

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
    entry: int | None = None,
) -> str:
    """``value`` stripped; ``what`` names the field ("name", "the reason") in the error,
    ``entry`` the player's place in a list being imported."""
    at: dict[str, Any] = {} if entry is None else {"entry": entry}
    if not isinstance(value, str):
        raise InvalidInputError(code="field.not_text", field=what, value=repr(value), **at)
    text = value.strip()
    if required and not text:
        raise InvalidInputError(code="field.empty", field=what, **at)
    if limits.text_problem(text, limit, lines=lines) is None:
        return text
    if len(text) > limit:
        raise InvalidInputError(
            code="field.too_long", field=what, limit=limit, length=len(text), **at
        )
    bad = limits.bad_character(text, lines=lines) or "?"
    raise InvalidInputError(
        code="field.surrogate" if unicodedata.category(bad) == "Cs" else "field.control_character",
        field=what,
        char=f"U+{ord(bad):04X}",
        **at,
    )


def check_date(text: str) -> None:
    try:
        datetime.strptime(text, "%Y-%m-%d")
    except ValueError as exc:
        raise InvalidInputError(code="date.format", field="date", date=text) from exc


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
                code="setting.unknown_value", field=name, value=value, allowed=allowed
            )
    penalty = Fraction(settings.neutral_penalty)
    if penalty < 0:
        raise InvalidInputError(code="setting.penalty_negative", field="penalty")
    for number, name in (
        (settings.promotion_after_round, "promotion_after_round"),
        (settings.winners_group_size, "winners_group_size"),
        (settings.planned_rounds, "planned_rounds"),
        (settings.round_minutes, "round_minutes"),
    ):
        if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
            raise InvalidInputError(code="setting.not_whole", field=name)
        if number is not None and number < 1:
            raise InvalidInputError(code="setting.below_one", field=name)
    for group in settings.groups:
        if not group.strip() or "," in group:
            raise InvalidInputError(code="setting.group_name", field="groups", group=group)
    return replace(settings, neutral_penalty=penalty)
