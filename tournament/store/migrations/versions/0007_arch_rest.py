"""promotion repeated every k rounds (with relegation) as a tournament setting

Revision ID: 0007_arch_rest
Revises: 0006_web
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007_arch_rest"
down_revision = "0006_web"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # A plain ADD COLUMN (SQLite takes NOT NULL with a default): a batch copy of the
    # tournament table would cascade into its rounds and players.
    op.add_column(
        "tournament",
        sa.Column("promotion_every", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("promotion_every")
