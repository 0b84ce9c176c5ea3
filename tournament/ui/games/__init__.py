"""Each game's score entry rows, registered by the game's key (``rules/games.py``).

A game's UI lives in ``ui/games/<game>.py``: its rows of a table (:data:`table_rows`, a
:data:`tournament.ui.entry.view.TableRows`). The shared score entry asks :func:`entry_rows`
and never which game is played. A new game adds its module and one line here.
"""

from __future__ import annotations

from tournament.rules.games import Game
from tournament.ui.entry.view import TableRows
from tournament.ui.games import drachen, indian, stein

ENTRY_ROWS: dict[str, TableRows] = {
    "stein": stein.table_rows,
    "stein-plus": stein.table_rows,
    "indian": indian.table_rows,
    "drachen": drachen.table_rows,
}
"""Each game's rows of a table in the score entry, by the game's key."""


def entry_rows(game: type[Game]) -> TableRows:
    """The score entry's rows of a table for ``game``."""
    return ENTRY_ROWS[game.key]
