"""score entry from the tables' phones: set-up, table tokens, results waiting for the director

Revision ID: 0006_web
Revises: 0005_director_print
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006_web"
down_revision = "0005_director_print"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "phone_setup",
        sa.Column("tournament_id", sa.Integer(), nullable=False),
        sa.Column("base_url", sa.String(length=300), nullable=False),
        sa.Column("auto_accept", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["tournament_id"],
            ["tournament.id"],
            name=op.f("fk_phone_setup_tournament_id_tournament"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("tournament_id", name=op.f("pk_phone_setup")),
    )
    op.create_table(
        "phone_token",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.Integer(), nullable=False),
        sa.Column("token", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["game_table.id"],
            name=op.f("fk_phone_token_table_id_game_table"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_phone_token")),
        sa.UniqueConstraint("table_id", name=op.f("uq_phone_token_table_id")),
        sa.UniqueConstraint("token", name=op.f("uq_phone_token_token")),
    )
    op.create_table(
        "phone_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("tiles_left", sa.JSON(), nullable=False),
        sa.Column("claims", sa.JSON(), nullable=False),
        sa.Column("first_turn_rommee", sa.Boolean(), nullable=False),
        sa.Column("confirmed_by", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(length=20), nullable=False),
        sa.Column("message", sa.Text(), nullable=False),
        sa.Column("address", sa.String(length=100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_by", sa.String(length=100), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["game.id"],
            name=op.f("fk_phone_entry_game_id_game"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_phone_entry")),
    )
    with op.batch_alter_table("phone_entry") as batch:
        batch.create_index(batch.f("ix_phone_entry_game_id"), ["game_id"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("phone_entry") as batch:
        batch.drop_index(batch.f("ix_phone_entry_game_id"))
    op.drop_table("phone_entry")
    op.drop_table("phone_token")
    op.drop_table("phone_setup")
