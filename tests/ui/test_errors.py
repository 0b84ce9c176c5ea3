"""No traceback reaches the user: errors become plain words, defects go to the log."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tournament.services.errors import ConflictError, InvalidInputError, InvalidResultError
from tournament.store.errors import StoreError
from tournament.ui import errors


def test_domain_error_keeps_its_words_after_a_lead(reported: list[str]) -> None:
    errors.reporter().report(InvalidInputError("player 'Anna': the name is empty"))
    assert reported == ["The input was not accepted: player 'Anna': the name is empty"]


def test_the_lead_is_german_in_german(app: QApplication, reported: list[str]) -> None:
    from tournament.ui.language import install_language

    install_language("de")
    try:
        errors.reporter().report(InvalidResultError("game 3: two players with 0 tiles"))
    finally:
        install_language("en")
    assert reported == ["Das Ergebnis wurde nicht gespeichert: game 3: two players with 0 tiles"]


def test_a_rules_error_is_shown_as_it_says(reported: list[str]) -> None:
    from tournament.rules.errors import IllegalError

    errors.reporter().report(IllegalError("meld 2: colour twice in a group"))
    assert reported == ["meld 2: colour twice in a group"]


def test_conflict_is_worded_by_the_app(reported: list[str]) -> None:
    errors.reporter().report(ConflictError("version 3 is stale", current=None))
    assert reported[0].startswith("Another desk changed this a moment ago.")


def test_file_codes_name_the_file(reported: list[str]) -> None:
    errors.reporter().report(StoreError("x", code="file.foreign", path="/tmp/a.srt"))
    assert reported == [
        "/tmp/a.srt is not a tournament file of this program, so it was not opened."
    ]


def test_missing_file(reported: list[str], tmp_path: Path) -> None:
    try:
        (tmp_path / "nope.txt").read_text()
    except OSError as exc:
        errors.reporter().report(exc)
    assert reported == [f"The file {tmp_path / 'nope.txt'} does not exist."]


def test_a_defect_is_logged_not_shown(
    reported: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    expected_defects: list[str],
) -> None:
    log = tmp_path / "errors.log"
    monkeypatch.setattr(errors, "log_file", lambda: log)
    try:
        {}["missing"]
    except KeyError as exc:
        errors.reporter().report(exc)
    assert len(reported) == 1
    assert "Traceback" not in reported[0] and "KeyError" not in reported[0]
    assert str(log) in reported[0]
    assert "KeyError: 'missing'" in log.read_text(encoding="utf-8")
    assert expected_defects == ["KeyError: 'missing'"]


def test_guarded_turns_errors_into_none(reported: list[str]) -> None:
    def bad() -> int:
        raise InvalidInputError("round 7 does not exist")

    assert errors.guarded(bad) is None
    assert errors.guarded(lambda: 5) == 5
    assert reported == ["The input was not accepted: round 7 does not exist"]


def test_the_hook_catches_what_a_slot_raises(
    app: QApplication,
    reported: list[str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    expected_defects: list[str],
) -> None:
    monkeypatch.setattr(errors, "log_file", lambda: tmp_path / "errors.log")
    errors.install_excepthook()
    assert sys.excepthook is errors._excepthook
    try:
        raise RuntimeError("boom")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert len(reported) == 1 and "boom" not in reported[0]
    assert expected_defects == ["RuntimeError: boom"]


def test_an_unexpected_error_in_a_slot_is_shown_over_the_window_and_logged(
    app: QApplication,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capfd: pytest.CaptureFixture[str],
    expected_defects: list[str],
) -> None:
    from tournament.ui.main_window import MainWindow

    log = tmp_path / "errors.log"
    monkeypatch.setattr(errors, "log_file", lambda: log)
    monkeypatch.setattr(errors.reporter(), "interactive", True)

    def broken(_self: MainWindow) -> None:
        raise KeyError("no such table")

    monkeypatch.setattr(MainWindow, "about", broken)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    errors.install_excepthook()
    about = next(a for a in window.findChildren(QAction) if a.text() == "&About")
    about.trigger()
    qtbot.wait(100)  # the box must outlive the slot and the events after it
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    assert box.text().startswith("Something went wrong inside the program.")
    assert str(log) in box.text()
    assert "KeyError: 'no such table'" in log.read_text(encoding="utf-8")
    assert "KeyError: 'no such table'" in capfd.readouterr().err
    about.trigger()  # the same problem again: still one box
    assert [b for b in window.findChildren(QMessageBox) if b.isVisible()] == [box]
    ok = box.button(QMessageBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not errors.reporter().open_boxes())
    assert expected_defects == ["KeyError: 'no such table'"] * 2


def test_a_second_error_after_the_first_box_went_with_its_dialog_is_shown(
    app: QApplication, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog

    monkeypatch.setattr(errors.reporter(), "interactive", True)
    dialog = QDialog()
    dialog.show()
    errors.reporter().report(InvalidInputError("the first problem"), dialog)
    assert len(errors.reporter().open_boxes()) == 1
    dialog.deleteLater()  # the dialog closes and takes its box with it
    qtbot.waitUntil(lambda: not errors.reporter().open_boxes())
    errors.reporter().report(InvalidInputError("the second problem"))
    boxes = errors.reporter().open_boxes()
    assert [b.text() for b in boxes] == ["The input was not accepted: the second problem"]
    boxes[0].close()
    qtbot.waitUntil(lambda: not errors.reporter().open_boxes())
