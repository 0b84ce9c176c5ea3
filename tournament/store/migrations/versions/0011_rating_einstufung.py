"""the club rating a player brought to the evening (the Einstufung's basis), and round 1
seated by it as a setting of the movement

Revision ID: 0011_rating_einstufung
Revises: 0010_membership_number
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011_rating_einstufung"
down_revision = "0010_membership_number"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # Plain ADD COLUMNs, as in 0008: a batch copy would cascade into the rows below.
    op.add_column("player", sa.Column("rating", sa.Integer(), nullable=True))
    op.add_column(
        "player",
        sa.Column("rating_provisional", sa.Boolean(), nullable=False, server_default=sa.false()),
    )
    op.add_column(
        "tournament",
        sa.Column("seat_by_rating", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    with op.batch_alter_table("tournament") as batch:
        batch.drop_column("seat_by_rating")
    with op.batch_alter_table("player") as batch:
        batch.drop_column("rating_provisional")
        batch.drop_column("rating")
