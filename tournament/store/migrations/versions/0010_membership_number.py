"""a player's membership number in the club (optional), which the club register matches by
first

Revision ID: 0010_membership_number
Revises: 0009_phone_version
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010_membership_number"
down_revision = "0009_phone_version"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN (SQLite takes NOT NULL with a default): a batch copy of the player
    # table would cascade into the rows that hang on it.
    op.add_column(
        "player",
        sa.Column("membership_number", sa.String(length=40), nullable=False, server_default=""),
    )


def downgrade() -> None:
    with op.batch_alter_table("player") as batch:
        batch.drop_column("membership_number")
