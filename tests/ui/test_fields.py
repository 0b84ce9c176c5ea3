"""Shared form widgets: the neutralising penalty in exact half points, the red hint."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtWidgets import QApplication

from tournament.ui.widgets.fields import PenaltyBox, hint_label


@pytest.mark.parametrize("halves", range(9))
def test_every_half_point_round_trips_exactly(app: QApplication, halves: int) -> None:
    box = PenaltyBox()
    box.set_penalty(Fraction(halves, 2))
    assert box.penalty() == Fraction(halves, 2)
    assert isinstance(box.penalty(), Fraction)


def test_typed_values_snap_to_halves_within_the_range(app: QApplication) -> None:
    box = PenaltyBox(Fraction(1, 2))
    assert box.objectName() == "penalty" and box.penalty() == Fraction(1, 2)
    box.setValue(1.3)
    assert box.penalty() == Fraction(3, 2)
    box.set_penalty(Fraction(9, 2))
    assert box.penalty() == 4  # at most 4 points
    box.set_penalty(Fraction(-1))
    assert box.penalty() == 0


def test_hint_label(app: QApplication) -> None:
    wrapped, single = hint_label(), hint_label(wrap=False)
    assert wrapped.objectName() == "hint" and wrapped.wordWrap()
    assert not single.wordWrap()
    assert "#b00020" in wrapped.styleSheet() and wrapped.text() == ""
