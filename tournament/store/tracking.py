"""What an action changed, row by row, and how to reverse or repeat it.

Every flush of a session made by ``Store`` records, for each row of the tracked tables that
was inserted, updated or deleted, its values before and after (as JSON-ready dicts). The
services write that list into the audit log with the action; undo puts the "before" values
back, redo the "after" values, each only when the rows still hold what the action left
(otherwise someone changed them since, and the undo is refused as a conflict).

Two things a plain look at the session after a flush gets wrong, and so are taken from
elsewhere: rows deleted as orphans (``game.results.clear()``) are in the flush's own list of
deleted states, not in ``session.deleted``; and a row's ``version`` counter is already moved
on by the time ``after_flush`` runs, so the rows' values before the flush are read in
``before_flush``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import ColumnElement, Table, delete, event, insert, inspect, select, text, update
from sqlalchemy.orm import Session, sessionmaker

from tournament.store.errors import ConflictError
from tournament.store.models import TRACKED_TABLES, Base, FractionType, UtcDateTime

CHANGES_KEY = "tracked_changes"
BEFORE_KEY = "tracked_before_flush"
IGNORED_COLUMNS = frozenset({"version"})
"""Columns that undo does not compare: a counter that undo itself moves on."""

_TABLES: dict[str, Table] = {t.name: t for t in Base.metadata.sorted_tables}
_ORDER: dict[str, int] = {t.name: i for i, t in enumerate(Base.metadata.sorted_tables)}

Row = dict[str, Any]
Change = dict[str, Any]
"""{"table": name, "id": primary key, "before": Row | None, "after": Row | None}"""


def to_json(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Fraction):
        return str(value)
    return value


def from_json(table: Table, row: Mapping[str, Any]) -> Row:
    """Column values for an INSERT or UPDATE from a JSON-ready row."""
    values: Row = {}
    for key, value in row.items():
        column_type = table.c[key].type
        if value is not None and isinstance(column_type, UtcDateTime):
            values[key] = datetime.fromisoformat(value)
        elif value is not None and isinstance(column_type, FractionType):
            values[key] = Fraction(value)
        else:
            values[key] = value
    return values


def _snapshot(obj: Any) -> Row:
    mapper = inspect(obj).mapper
    return {attr.key: to_json(getattr(obj, attr.key)) for attr in mapper.column_attrs}


def _previous(obj: Any) -> Row:
    state = inspect(obj)
    row: Row = {}
    for attr in state.mapper.column_attrs:
        history = state.attrs[attr.key].history
        if history.deleted:
            value = history.deleted[0]
        elif history.unchanged:
            value = history.unchanged[0]
        else:
            value = getattr(obj, attr.key)
        row[attr.key] = to_json(value)
    return row


def _key(obj: Any) -> tuple[str, int] | None:
    table = inspect(obj).mapper.local_table
    if table.name not in TRACKED_TABLES:
        return None
    return table.name, int(obj.id)


def _before_flush(session: Session, _context: Any, _instances: Any) -> None:
    """The rows about to be updated as they stand now, before the flush moves ``version``."""
    changes: dict[tuple[str, int], list[Row | None]] = session.info.get(CHANGES_KEY, {})
    before: dict[tuple[str, int], Row] = {}
    for obj in session.dirty:
        key = _key(obj)
        if key is not None and key not in changes:
            before[key] = _previous(obj)
    session.info[BEFORE_KEY] = before


def _after_flush(session: Session, context: Any) -> None:
    changes: dict[tuple[str, int], list[Row | None]] = session.info.setdefault(CHANGES_KEY, {})
    before: dict[tuple[str, int], Row] = session.info.pop(BEFORE_KEY, {})
    for obj in session.new:
        key = _key(obj)
        if key is not None:
            changes[key] = [None, _snapshot(obj)]
    for obj in session.dirty:
        key = _key(obj)
        if key is None or not session.is_modified(obj, include_collections=False):
            continue
        if key in changes:
            changes[key][1] = _snapshot(obj)
        else:
            changes[key] = [before.get(key) or _previous(obj), _snapshot(obj)]
    # The flush's deleted states: session.deleted plus the orphans its cascades removed.
    deleted = [
        state.obj()
        for state, (is_delete, list_only) in context.states.items()
        if is_delete and not list_only
    ]
    for obj in deleted:
        key = _key(obj) if obj is not None else None
        if key is None:
            continue
        if key in changes:
            if changes[key][0] is None:
                del changes[key]  # inserted and deleted in one action: no trace
            else:
                changes[key][1] = None
        else:
            changes[key] = [_previous(obj), None]


def track_inserted(session: Session, table: Table, where: ColumnElement[bool]) -> None:
    """Rows of ``table`` that a Core statement inserted (thousands at once, where flushing
    one object each costs a second), tracked as a flush tracks new rows: their values are
    read back as they are stored, which is what undo compares and redo inserts again."""
    changes: dict[tuple[str, int], list[Row | None]] = session.info.setdefault(CHANGES_KEY, {})
    for row in session.execute(select(table).where(where)).mappings():
        changes[(table.name, int(row["id"]))] = [
            None,
            {key: to_json(value) for key, value in row.items()},
        ]


def install(factory: sessionmaker[Session]) -> None:
    event.listen(factory, "before_flush", _before_flush)
    event.listen(factory, "after_flush", _after_flush)


def collected(session: Session) -> list[Change]:
    """The changes of this session's flushes so far, parents before children."""
    changes: dict[tuple[str, int], list[Row | None]] = session.info.get(CHANGES_KEY, {})
    items = sorted(changes.items(), key=lambda item: (_ORDER[item[0][0]], item[0][1]))
    return [
        {"table": table, "id": pk, "before": before, "after": after}
        for (table, pk), (before, after) in items
        if before != after
    ]


def reset(session: Session) -> None:
    session.info.pop(CHANGES_KEY, None)
    session.info.pop(BEFORE_KEY, None)


def _same(current: Row | None, expected: Row | None) -> bool:
    if current is None or expected is None:
        return current is expected
    keys = (set(current) | set(expected)) - IGNORED_COLUMNS
    return all(current.get(k) == expected.get(k) for k in keys)


def _current(session: Session, table: Table, pk: int) -> Row | None:
    row = session.execute(select(table).where(table.c.id == pk)).mappings().first()
    if row is None:
        return None
    return {key: to_json(value) for key, value in row.items()}


def apply(session: Session, changes: Iterable[Change], *, reverse: bool) -> list[Change]:
    """Put back the "before" values (``reverse``, undo) or the "after" values (redo).

    Raises ConflictError when a row no longer holds what the action left it with. Returns
    the changes made, in the same form, for the audit log.
    """
    source, target = ("after", "before") if reverse else ("before", "after")
    plan: list[tuple[Table, int, Row | None, Row | None]] = []
    for change in changes:
        table = _TABLES[change["table"]]
        pk = int(change["id"])
        current = _current(session, table, pk)
        if not _same(current, change[source]):
            raise ConflictError(
                code="conflict.changed_since",
                table=change["table"],
                id=pk,
                current=current,
            )
        plan.append((table, pk, current, change[target]))
    made: list[Change] = []
    inserts = [p for p in plan if p[2] is None and p[3] is not None]
    updates = [p for p in plan if p[2] is not None and p[3] is not None]
    deletes = [p for p in plan if p[2] is not None and p[3] is None]
    inserts.sort(key=lambda p: _ORDER[p[0].name])
    deletes.sort(key=lambda p: -_ORDER[p[0].name])
    if session.get_bind().dialect.name == "sqlite":
        # Rows come and go in one transaction; check references at its end.
        session.execute(text("PRAGMA defer_foreign_keys = ON"))
    # Deletes first, so that a restored row never meets the row that took its place (a
    # swapped seat); children before parents, parents restored before children.
    for table, pk, current, wanted in deletes + inserts + updates:
        if wanted is None:
            session.execute(delete(table).where(table.c.id == pk))
            made.append({"table": table.name, "id": pk, "before": current, "after": None})
            continue
        row = dict(wanted)
        if "version" in table.c:
            base = current["version"] if current is not None else wanted.get("version", 0)
            row["version"] = int(base) + 1
        values = from_json(table, row)
        if current is None:
            session.execute(insert(table).values(**values))
        else:
            values.pop("id", None)
            session.execute(update(table).where(table.c.id == pk).values(**values))
        made.append({"table": table.name, "id": pk, "before": current, "after": row})
    return made
