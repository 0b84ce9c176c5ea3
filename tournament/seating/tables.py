"""How many tables of which size a field of players needs (RULINGS §7).

Rule text: "Dieses werden zweckmässigerweise (Zeit) mit Dreier-Tischen abgewickelt."
Ruling: tables of 3; where the count does not divide by 3, 4-player tables take the
remainder, never a 2-player table; with 5 players one sits out per round in turn.

The card games seat tables of other sizes too (Indian Rummy 2-4, Drachenrummy 2-5, RULINGS
§8, §9): their fields keep the tables of 3 and 4 and use a table of 5, else of 2, only
where 3 and 4 would leave a player out (5 players) or cannot seat the field (2 players).
"""

from __future__ import annotations

from collections.abc import Collection

from tournament.seating.errors import SeatingError

MIN_PLAYERS = 3
STEIN_SIZES = (3, 4)
"""The table sizes of Stein-Rummy (RULINGS §7); every game seats tables of 3 and 4."""


def least_players(allowed: Collection[int] = STEIN_SIZES) -> int:
    """The fewest players a round can seat with tables of the ``allowed`` sizes."""
    return min(allowed)


def table_sizes(n: int, allowed: Collection[int] = STEIN_SIZES) -> list[int]:
    """The sizes of the playing tables for ``n`` players, 3-player tables first; a game's
    other ``allowed`` sizes only where 3 and 4 leave a player out.

    >>> table_sizes(9)
    [3, 3, 3]
    >>> table_sizes(10)
    [3, 3, 4]
    >>> table_sizes(11)
    [3, 4, 4]
    >>> table_sizes(5)  # one player sits out
    [4]
    >>> table_sizes(5, (2, 3, 4)), table_sizes(5, (2, 3, 4, 5)), table_sizes(2, (2, 3, 4))
    ([3, 2], [5], [2])
    """
    least = least_players(allowed)
    if n < least:
        raise SeatingError(f"{n} players are too few for a table: at least {least} needed")
    if n == 2:
        return [2]
    if n == 5:
        if 5 in allowed:
            return [5]
        return [3, 2] if 2 in allowed else [4]
    fours = n % 3  # remainder 1: one 4-player table; remainder 2: two
    threes = (n - 4 * fours) // 3
    return [3] * threes + [4] * fours


def sitting_out_count(n: int, allowed: Collection[int] = STEIN_SIZES) -> int:
    """How many of ``n`` players sit out a round: one of five when tables of 3 and 4 only
    are allowed, else none."""
    least = least_players(allowed)
    if n < least:
        raise SeatingError(f"{n} players are too few for a table: at least {least} needed")
    return n - sum(table_sizes(n, allowed))
