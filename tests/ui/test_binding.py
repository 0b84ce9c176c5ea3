"""The Qt binding keeps Python's reference counts: a bad build crashes a long evening."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QLineEdit


def test_void_methods_leave_the_reference_count_of_none_alone(qtbot: object) -> None:
    field = QLineEdit()
    before = sys.getrefcount(None)
    for _ in range(1000):
        field.setText("r5")
    # Other references to None come and go while the loop runs; a binding that drops one
    # per call loses a thousand.
    assert abs(sys.getrefcount(None) - before) < 50
