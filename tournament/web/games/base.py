"""What a game draws on the phone pages: its entry form's fields, how they are read into a
result, and the result as the pages show it. The shared pages (``tournament.web.pages``) and
the app ask the table's game's :class:`PhoneForm` (``tournament.web.games.phone_form``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from tournament.services.dto import ResultEntry
from tournament.services.phone import PhoneGame

Typed = Mapping[str, str]
"""What the table typed, by the form's field names (kept when the form comes back)."""


class FormProblems(Exception):
    """The typed result is refused before the checks: one line per problem, worded."""

    def __init__(self, lines: tuple[str, ...]) -> None:
        super().__init__("; ".join(lines))
        self.lines = lines


class PhoneForm:
    """A game's part of the phone pages."""

    kinds: tuple[str, ...] = ()
    """The kinds of a player's fields: the form names each ``KIND-PLAYERID``."""
    flags: tuple[str, ...] = ()
    """The form's other fields of the result (not a player's)."""

    def inputs(self, game: PhoneGame, names: Mapping[int, str], typed: Typed, language: str) -> str:
        """The entry form's fields for ``game`` (HTML), filled with what was typed."""
        raise NotImplementedError

    def read(
        self, game: PhoneGame, names: Mapping[int, str], typed: Typed, language: str
    ) -> ResultEntry:
        """The result typed, each number in range, else :class:`FormProblems`."""
        raise NotImplementedError

    def hidden(self, game: PhoneGame, result: ResultEntry) -> list[str]:
        """The result as the confirming form carries it on (hidden fields, HTML)."""
        raise NotImplementedError

    def shown(
        self,
        game: PhoneGame,
        names: Mapping[int, str],
        points: Mapping[int, Fraction] | None,
        language: str,
    ) -> str:
        """A game entered or waiting for the director, as its card shows it (HTML)."""
        raise NotImplementedError

    def checked(
        self,
        players: Sequence[int],
        names: Mapping[int, str],
        result: ResultEntry,
        points: Mapping[int, Fraction] | None,
        language: str,
    ) -> str:
        """The typed result with its points, for the players to confirm (HTML)."""
        raise NotImplementedError


__all__ = ["FormProblems", "PhoneForm", "Typed"]
