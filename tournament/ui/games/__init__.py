"""What each game draws in the app, registered by the game's key (``rules/games.py``).

A game's score entry lives in ``ui/games/<game>.py``: its rows of a table (``table_rows``,
a :data:`tournament.ui.entry.view.TableRows`); a game with a rules checker page of its own
has it in ``ui/checker/<game>.py``. The shared score entry and the rules checker ask
:func:`entry_rows` and :func:`checker_pages` and never which game is played. A new game adds
its modules and its lines here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from tournament.rules.games import Game
from tournament.ui.checker.drachen import DrachenCheckPanel
from tournament.ui.checker.indian import IndianCheckPanel
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


CHECKER_PAGES: dict[str, Callable[[], QWidget]] = {
    "indian": IndianCheckPanel,
    "drachen": DrachenCheckPanel,
}
"""The rules checker's page of each game that has its own (the tile games share the
checker's tabs), by the game's key."""


def checker_pages() -> dict[str, QWidget]:
    """A new page of the rules checker for each game that has its own, by the game's key."""
    return {key: page() for key, page in CHECKER_PAGES.items()}
