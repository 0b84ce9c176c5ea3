"""the card games in the store: Indian Rummy's deals, Drachenrummy's decks and steal rule
as tournament settings; a card game's result on its game and an ended-early match's on
its decision

Revision ID: 0008_cards_store
Revises: 0007_arch_rest
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008_cards_store"
down_revision = "0007_arch_rest"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMNs (SQLite takes NOT NULL with a default): a batch copy of the
    # tournament or game table would cascade into the rows that hang on them.
    op.add_column("tournament", sa.Column("deals", sa.String(length=20), nullable=True))
    op.add_column(
        "tournament", sa.Column("decks", sa.Integer(), nullable=False, server_default="1")
    )
    op.add_column(
        "tournament",
        sa.Column("steal", sa.String(length=20), nullable=False, server_default="same-face"),
    )
    op.add_column("game", sa.Column("cards", sa.JSON(none_as_null=True), nullable=True))
    op.add_column("decision", sa.Column("cards", sa.JSON(none_as_null=True), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("decision") as batch:
        batch.drop_column("cards")
    with op.batch_alter_table("game") as batch:
        batch.drop_column("cards")
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("steal")
        batch.drop_column("decks")
        batch.drop_column("deals")
