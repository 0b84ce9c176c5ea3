"""Checks of what the user typed, shared by the use cases: texts, dates, settings."""

from __future__ import annotations

import unicodedata
from dataclasses import replace
from datetime import datetime
from fractions import Fraction
from typing import Any

from tournament.rules.games import GameOption
from tournament.rules.variant import Variant
from tournament.scoring import limits
from tournament.scoring.model import DEALS_MAX, TO_500
from tournament.services.dto import (
    DECKS,
    FIRST_TURN_RULES,
    JOKER_RULES,
    MOVEMENTS,
    RANK_BY,
    STEAL_RULES,
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
        ("steal", settings.steal, STEAL_RULES),
        ("decks", settings.decks, DECKS),
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
    _check_deals(settings.deals)
    for group in settings.groups:
        if not group.strip() or "," in group:
            raise InvalidInputError(code="setting.group_name", field="groups", group=group)
    return replace(_game_options(settings), neutral_penalty=penalty)


def _game_options(settings: Settings) -> Settings:
    """The settings with the options of other games at their defaults (Indian Rummy's
    deals, Drachenrummy's decks and steal rule), so a tournament never holds an option its
    game does not offer (the tournament file would refuse it)."""
    offered = Variant(settings.variant).game.options
    default = Settings()
    return replace(
        settings,
        **{
            option.value: getattr(default, option.value)
            for option in (GameOption.DEALS, GameOption.DECKS, GameOption.STEAL)
            if option not in offered
        },
    )


def _check_deals(deals: object) -> None:
    """Indian Rummy's deals per round (RULINGS §8): 1 to DEALS_MAX, "to-500" or None."""
    if deals is None or deals == TO_500:
        return
    if isinstance(deals, str):
        raise InvalidInputError(
            code="setting.unknown_value", field="deals", value=deals, allowed=(TO_500,)
        )
    if isinstance(deals, bool) or not isinstance(deals, int):
        raise InvalidInputError(code="setting.not_whole", field="deals")
    if deals < 1:
        raise InvalidInputError(code="setting.below_one", field="deals")
    if deals > DEALS_MAX:
        raise InvalidInputError(code="setting.above", field="deals", limit=DEALS_MAX)
