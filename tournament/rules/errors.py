"""The three kinds of error the rules engine raises, all subclasses of ``ValueError``.

- :class:`NotationError`: the text is not tiles at all (``"x5"``, ``"r14"``).
- :class:`IllegalError`: well-formed tiles that break a rule (a group with a colour twice,
  more copies of a tile than the game has).
- :class:`AmbiguousError`: the input admits more than one reading and the caller must say
  which one is meant.

Checks that answer "is this valid?" return a result object with the reasons instead of
raising; these exceptions are for callers that need a valid object or nothing.
"""

from __future__ import annotations

__all__ = ["AmbiguousError", "IllegalError", "NotationError", "RulesError"]


class RulesError(ValueError):
    """Base class of the rules engine's errors."""


class NotationError(RulesError):
    """A token of the tile notation (RULINGS §1) cannot be read.

    ``token`` is the text as typed, ``position`` its 1-based index among the tokens (``None``
    when a single tile was parsed), ``meld`` the 1-based index of the meld when a whole
    layout was parsed, and ``reason`` what is wrong with it.

    >>> str(NotationError("x5", "unknown colour 'x'", position=3))
    "token 3 'x5': unknown colour 'x'"
    """

    def __init__(
        self, token: str, reason: str, *, position: int | None = None, meld: int | None = None
    ) -> None:
        self.token = token
        self.reason = reason
        self.position = position
        self.meld = meld
        where = "token" if position is None else f"token {position}"
        where = f"{where} {token!r}"
        if meld is not None:
            where = f"meld {meld}" if position is None and not token else f"meld {meld}, {where}"
        super().__init__(f"{where}: {reason}")

    def at(self, *, position: int | None = None, meld: int | None = None) -> NotationError:
        """The same error, located at ``position`` (and ``meld``)."""
        return NotationError(
            self.token,
            self.reason,
            position=self.position if position is None else position,
            meld=self.meld if meld is None else meld,
        )


class IllegalError(RulesError):
    """Well-formed tiles that break a rule of the game."""


class AmbiguousError(RulesError):
    """The input admits more than one reading."""
