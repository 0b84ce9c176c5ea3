"""The stein-rummy dispatcher: the app by default, subcommands otherwise, exit 2 on misuse."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tournament import cli
from tournament.cli import gui


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[str | None]:
    """Replace the app start by a recorder of what it was asked to open."""
    targets: list[str | None] = []

    def fake_gui(args: argparse.Namespace) -> int:
        targets.append(args.target)
        return 0

    monkeypatch.setattr(gui, "_gui", fake_gui)
    return targets


def test_no_arguments_start_the_app(opened: list[str | None]) -> None:
    assert cli.main([]) == 0
    assert opened == [None]


def test_a_tournament_file_opens_in_the_app(opened: list[str | None], tmp_path: Path) -> None:
    existing = tmp_path / "club night.json"
    existing.write_text("{}", encoding="utf-8")
    assert cli.main([str(tmp_path / "new.srt")]) == 0
    assert cli.main([str(existing)]) == 0
    assert cli.main(["postgresql+psycopg://desk@localhost/club"]) == 0
    assert opened == [
        str(tmp_path / "new.srt"),
        str(existing),
        "postgresql+psycopg://desk@localhost/club",
    ]


def test_an_unknown_word_is_misuse(
    opened: list[str | None], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["standingz"])
    assert exit_info.value.code == 2
    assert "invalid choice: 'standingz'" in capsys.readouterr().err
    assert opened == []


def test_every_area_registers_its_commands() -> None:
    commands = cli._commands(cli.build_parser())
    expected = {
        "validate",
        "solve",
        "standings",
        "seating",
        "new",
        "import",
        "demo",
        "sheets",
        "plan",
        "export",
        "players",
        "gui",
    }
    assert expected <= commands


def test_a_missing_file_is_named_plainly(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = tmp_path / "nowhere.json"
    assert cli.main(["standings", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err == f"stein-rummy standings: {missing}: No such file or directory\n"
