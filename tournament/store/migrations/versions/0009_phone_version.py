"""a phone entry keeps the version of the game it was entered against, so accepting it
conflicts with a result a desk entered since, as a desk's own stale entry does

Revision ID: 0009_phone_version
Revises: 0008_cards_store
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009_phone_version"
down_revision = "0008_cards_store"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Entries sent before it have none: they are taken against the game as it stands.
    op.add_column("phone_entry", sa.Column("game_version", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("phone_entry") as batch:
        batch.drop_column("game_version")
