"""How many tables of which size a field of players needs (RULINGS §7).

Rule text: "Dieses werden zweckmässigerweise (Zeit) mit Dreier-Tischen abgewickelt."
Ruling: tables of 3; where the count does not divide by 3, 4-player tables take the
remainder, never a 2-player table; with 5 players one sits out per round in turn.
"""

from __future__ import annotations

from tournament.seating.errors import SeatingError

MIN_PLAYERS = 3


def table_sizes(n: int) -> list[int]:
    """The sizes of the playing tables for ``n`` players, 3-player tables first.

    >>> table_sizes(9)
    [3, 3, 3]
    >>> table_sizes(10)
    [3, 3, 4]
    >>> table_sizes(11)
    [3, 4, 4]
    >>> table_sizes(5)  # one player sits out
    [4]
    """
    if n < MIN_PLAYERS:
        raise SeatingError(f"{n} players are too few for a table: at least {MIN_PLAYERS} needed")
    if n == 5:
        return [4]
    fours = n % 3  # remainder 1: one 4-player table; remainder 2: two
    threes = (n - 4 * fours) // 3
    return [3] * threes + [4] * fours


def sitting_out_count(n: int) -> int:
    """How many of ``n`` players sit out a round: one of five, else none."""
    if n < MIN_PLAYERS:
        raise SeatingError(f"{n} players are too few for a table: at least {MIN_PLAYERS} needed")
    return 1 if n == 5 else 0
