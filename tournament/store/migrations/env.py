"""Alembic environment: runs on the connection the store hands over (never reads a URL)."""

from __future__ import annotations

from alembic import context

from tournament.store.models import Base

target_metadata = Base.metadata
config = context.config
connection = config.attributes.get("connection")
if connection is None:  # pragma: no cover - the store always passes its connection
    raise RuntimeError("the tournament store runs its migrations on its own connection")

context.configure(
    connection=connection,
    target_metadata=target_metadata,
    render_as_batch=True,
    compare_type=True,
)
with context.begin_transaction():
    context.run_migrations()
