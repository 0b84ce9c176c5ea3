"""the round clock: minutes per round, pauses of a round's clock

Revision ID: 0005_director_print
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005_director_print"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.add_column(sa.Column("round_minutes", sa.Integer(), nullable=True))
    with op.batch_alter_table("round") as batch:
        batch.add_column(sa.Column("clock_paused_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(
            sa.Column("clock_paused_seconds", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("round") as batch:
        batch.drop_column("clock_paused_seconds")
        batch.drop_column("clock_paused_at")
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("round_minutes")
