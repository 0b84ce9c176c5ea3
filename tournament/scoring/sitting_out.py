"""Who sits out a round (RULINGS §7) and the table whose games their average games mirror.

The score book gives a sitting-out player one average game for each game scored at that
table (:meth:`tournament.scoring.score_book.ScoreBook.set_sitting_out`); these helpers
choose the table, from the tournament file's model or from a store's rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tournament.scoring.model import Round

SITTING_OUT_TABLE = 0
"""The table number of a sitting-out player's average games: before every real table of
the round, so their averages see exactly the rounds before."""


def sitting_out_table(
    tables: Iterable[tuple[int, str | None]], group: str | None = None
) -> int | None:
    """The table whose games a sitting-out player's average games mirror, from the
    round's ``(table number, group)`` pairs: the first table of the player's strength
    group if there is one, else the first table; None for a round without tables."""
    ordered = sorted(tables, key=lambda item: item[0])
    for number, table_group in ordered:
        if group and table_group == group:
            return number
    return ordered[0][0] if ordered else None


def round_sitting_out(rnd: Round, groups: Mapping[str, str | None]) -> dict[str, int]:
    """Sitting-out player -> the table their average games mirror (see above)."""
    out: dict[str, int] = {}
    pairs = [(table.number, table.group) for table in rnd.tables]
    for player in rnd.sitting_out:
        table = sitting_out_table(pairs, groups.get(player))
        if table is not None:
            out[player] = table
    return out
