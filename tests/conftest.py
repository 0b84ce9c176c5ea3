"""Test set-up shared by the whole suite."""

from __future__ import annotations

import os

# Qt aborts the process without a display unless it is told to draw offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never touch the user's real settings or documents folder.
os.environ.setdefault("STEIN_RUMMY_TESTING", "1")
