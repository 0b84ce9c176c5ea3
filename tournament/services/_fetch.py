"""A query's rows straight from the database driver, as plain tuples.

SQLAlchemy's Core results make a ``Row`` and run each column's result processor for every
row. For the tens of thousands of game and result-line rows of a 2,000-player tournament
that costs more than the database's own reading, so the whole-tournament reads fetch
their bulk rows here: the same ``select()`` run on the session's own connection and
transaction, its rows taken from the driver's cursor.

Integer and text columns come back alike from every driver. Other types come back as
the driver gives them: a boolean as 0/1 from SQLite and True/False from PostgreSQL (take
it through ``bool()``); date-times and JSON as text from SQLite. Convert such a column as
SQLAlchemy would (its type's result processor), or read it through SQLAlchemy.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection
from sqlalchemy.sql import Executable


def plain_rows(connection: Connection, query: Executable) -> list[tuple[Any, ...]]:
    """Every row of ``query`` as a tuple, as the driver returns it.

    The statement runs as any other (compiled and cached by SQLAlchemy, seen by its
    events); only the rows are taken from the driver's cursor itself."""
    result = connection.execute(query)
    try:
        return list(result.cursor.fetchall())
    finally:
        result.close()
