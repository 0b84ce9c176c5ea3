"""Printouts from the app: where they are suggested, what a cancelled dialog writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tournament.ui.printing import printouts as printing
from tournament.ui.session import Session


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize(
    ("kind", "suffix", "start"),
    [("xlsx", "standings.xlsx", b"PK"), ("pdf", "standings.pdf", b"%PDF")],
)
def test_standings_go_where_the_director_says(
    played: Session,
    parent: QWidget,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    reported: list[str],
    kind: str,
    suffix: str,
    start: bytes,
) -> None:
    asked: list[str] = []
    target = tmp_path / f"out.{kind}"

    def ask(_parent: QWidget, _title: str, suggestion: str, _pattern: str) -> str:
        asked.append(suggestion)
        return str(target)

    monkeypatch.setattr(printing, "ask_path", ask)
    assert printing.export_standings(parent, played, kind) is True
    assert reported == []
    location = Path(played.info().location)
    assert asked == [str(location.with_name(f"{location.stem}-{suffix}"))]
    assert target.read_bytes().startswith(start)


def test_a_cancelled_file_dialog_writes_nothing(
    played: Session, parent: QWidget, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(printing, "ask_path", lambda *args: "")
    assert printing.print_round_document(parent, played, 2, "plan") is False
    assert printing.export_standings(parent, played, "pdf") is False
    assert list(tmp_path.glob("*.pdf")) == []


def test_a_given_path_is_not_asked_for(
    played: Session, parent: QWidget, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def never(*_args: object) -> str:
        raise AssertionError("asked for a path that was given")

    monkeypatch.setattr(printing, "ask_path", never)
    target = tmp_path / "cards.pdf"
    assert printing.print_round_document(parent, played, 1, "cards", str(target)) is True
    assert target.read_bytes().startswith(b"%PDF")
