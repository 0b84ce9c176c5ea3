"""Reading one field of a tournament file at a time, each problem noted with its place."""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from datetime import datetime
from fractions import Fraction
from typing import Any

from tournament.rules.games import Game, SteinRummy
from tournament.scoring.limits import LARGEST_WHOLE, NAME_LIMIT, text_problem, whole_problem
from tournament.scoring.tournament_file.problems import Problem
from tournament.scoring.tournament_file.safe_json import LongNumber, kind_of, show


class Reader:
    """Collects problems while walking the JSON; never raises for bad data."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.where: dict[str, Any] = {}
        self.game: type[Game] = SteinRummy
        """The tournament's game, whose result type a played game's keys are read into
        (:meth:`Game.result`; Stein-Rummy counts the tiles of hands written out)."""

    def problem(self, message: str, player: str | None = None) -> None:
        self.problems.append(Problem(message, player=player, **self.where))

    def keys(self, obj: Mapping[str, Any], allowed: Collection[str], what: str) -> None:
        for key in obj:
            if key not in allowed:
                self.problem(f"unknown key {show(key)} in {what}")

    def mapping(self, value: Any, what: str) -> dict[str, Any] | None:
        if isinstance(value, dict):
            return value
        self.problem(f"{what} must be an object, not {kind_of(value)}")
        return None

    def objects(self, data: Any, key: str, item: str) -> Iterator[tuple[str, dict[str, Any]]]:
        """The objects of the file's list ``key``, each with its name for messages: ``item``
        and its number ("'left' entry 2"). A value that is not a list, and an item that is
        not an object, are noted and skipped."""
        if not isinstance(data, list):
            self.problem(f"{key!r} must be a list, not {kind_of(data)}")
            return
        for index, value in enumerate(data, start=1):
            what = f"{item} {index}"
            obj = self.mapping(value, what)
            if obj is not None:
                yield what, obj

    def string(
        self,
        obj: Mapping[str, Any],
        key: str,
        what: str,
        required: bool,
        limit: int = NAME_LIMIT,
        lines: bool = False,
    ) -> str | None:
        """A text within the limits the app applies (length, no control characters)."""
        value = obj.get(key)
        if value is None:
            if required:
                self.problem(f"{what} has no {key!r}")
            return None
        if not isinstance(value, str) or (required and not value.strip()):
            self.problem(f"{what} {key!r} must be a non-empty string")
            return None
        wrong = text_problem(value, limit, lines=lines)
        if wrong is not None:
            self.problem(f"{what} {key!r} {wrong}")  # the file is refused; read on
        return value

    def integer(self, value: Any, what: str, player: str | None = None) -> int | None:
        if isinstance(value, LongNumber):
            self.problem(f"{what}: {value} is out of range", player)
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            self.problem(f"{what} must be a whole number, not {show(value)}", player)
            return None
        wrong = whole_problem(value)
        if wrong is not None:
            self.problem(f"{what}: {value} {wrong}", player)  # the file is refused; read on
        return value

    def flag(self, obj: Mapping[str, Any], key: str) -> bool:
        value = obj.get(key, False)
        if not isinstance(value, bool):
            self.problem(f"{key!r} must be true or false, not {show(value)}")
            return False
        return value

    def number(self, value: Any, what: str, player: str | None = None) -> Fraction | None:
        """An exact number: JSON int or decimal (0.5 is read as 1/2), or a string "1/3"."""
        if isinstance(value, LongNumber):
            self.problem(f"{what}: {value} is out of range", player)
            return None
        try:
            if isinstance(value, bool):
                raise TypeError
            if isinstance(value, float):
                number = Fraction(repr(value))
            elif isinstance(value, int) or (isinstance(value, str) and len(value) <= 40):
                number = Fraction(value)
            else:
                raise TypeError
        except (TypeError, ValueError, ZeroDivisionError):
            self.problem(f"{what} must be a number, not {show(value)}", player)
            return None
        if abs(number.numerator) > LARGEST_WHOLE or number.denominator > LARGEST_WHOLE:
            self.problem(f"{what}: {show(value)} is out of range", player)
            return None
        return number

    def option(self, obj: Mapping[str, Any], key: str, enum: Any, default: Any) -> Any:
        value = obj.get(key, default.value)
        if isinstance(value, str) and value in {member.value for member in enum}:
            return enum(value)
        choices = " | ".join(member.value for member in enum)
        self.problem(f"rules {key!r} must be one of {choices}, not {show(value)}")
        return default

    def timestamp(self, obj: Mapping[str, Any], key: str = "time") -> datetime | None:
        value = obj.get(key)
        if value is None:
            return None
        try:
            if not isinstance(value, str):
                raise TypeError
            return datetime.fromisoformat(value)
        except (TypeError, ValueError):
            self.problem(f"{key!r} must be an ISO 8601 date and time, not {show(value)}")
            return None
