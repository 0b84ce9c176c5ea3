"""A query's rows straight from the database driver, as plain tuples.

SQLAlchemy's Core results make a ``Row`` and run each column's result processor for every
row. For the tens of thousands of game and result-line rows of a 2,000-player tournament
that costs more than the database's own reading, so the whole-tournament reads fetch
their bulk rows here: the same ``select()`` run on the session's own connection and
transaction, its rows taken from the driver's cursor.

Integer and text columns come back alike from every driver. Other types come back as
the driver gives them: a boolean as 0/1 from SQLite and True/False from PostgreSQL (take
it through ``bool()``); date-times and JSON as text from SQLite. Convert such a column
with :func:`converter`, or read it through SQLAlchemy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection
from sqlalchemy.orm import QueryableAttribute
from sqlalchemy.sql import ColumnElement, Executable


def plain_rows(connection: Connection, query: Executable) -> list[tuple[Any, ...]]:
    """Every row of ``query`` as a tuple, as the driver returns it.

    The statement runs as any other (compiled and cached by SQLAlchemy, seen by its
    events); only the rows are taken from the driver's cursor itself."""
    result = connection.execute(query)
    try:
        return list(result.cursor.fetchall())
    finally:
        result.close()


def converter(
    connection: Connection, column: ColumnElement[Any] | QueryableAttribute[Any]
) -> Callable[[Any], Any]:
    """What SQLAlchemy makes of a driver's value of ``column`` on this connection (its
    type's result processor), worked out once per distinct value: many rows share one (a
    round's entry times). For columns whose driver values are hashable (not JSON)."""
    dialect = connection.dialect
    process = column.type.dialect_impl(dialect).result_processor(dialect, None)
    if process is None:
        return _same
    known: dict[Any, Any] = {}

    def convert(raw: Any) -> Any:
        value = known.get(raw, known)
        if value is known:
            value = known[raw] = process(raw)
        return value

    return convert


def _same(raw: Any) -> Any:
    return raw
