"""players who leave the table during a round

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "absence",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("from_game", sa.Integer(), nullable=False),
        sa.Column("award", sa.String(length=20), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("author", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_table.id"],
            name=op.f("fk_absence_table_id_game_table"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"], ["player.id"], name=op.f("fk_absence_player_id_player")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_absence")),
        sa.UniqueConstraint("table_id", "player_id", name=op.f("uq_absence_table_id_player_id")),
    )
    with op.batch_alter_table("absence") as batch:
        batch.create_index(batch.f("ix_absence_table_id"), ["table_id"], unique=False)
        batch.create_index(batch.f("ix_absence_player_id"), ["player_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("absence") as batch:
        batch.drop_index(batch.f("ix_absence_player_id"))
        batch.drop_index(batch.f("ix_absence_table_id"))
    op.drop_table("absence")
