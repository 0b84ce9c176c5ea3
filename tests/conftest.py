"""Test set-up shared by the whole suite."""

from __future__ import annotations

import os

# Qt aborts the process without a display unless it is told to draw offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real settings or documents folder.
os.environ.setdefault("STEIN_RUMMY_TESTING", "1")


def pytest_configure(config: object) -> None:
    # In CI the PostgreSQL tests must run, not skip: .ci/run starts the server.
    import pytest

    if os.environ.get("CI") == "true" and not os.environ.get("STEIN_RUMMY_TEST_PG"):
        raise pytest.UsageError("CI=true but STEIN_RUMMY_TEST_PG is not set: no PostgreSQL server")
