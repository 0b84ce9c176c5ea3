"""The store's commands: new, import, demo, backup, restore; errors exit 2, change nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tournament.cli import main
from tournament.services import open_tournament
from tournament.services.exchange import export_tournament_file


def test_new_creates_and_never_overwrites(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "cup.srt"
    assert main(["new", str(target), "--name", "Cup", "--variant", "stein-plus"]) == 0
    service = open_tournament(target)
    assert service.info().settings.variant == "stein-plus"
    service.close()
    before = target.read_bytes()
    assert main(["new", str(target), "--name", "Other"]) == 2
    assert "not overwritten" in capsys.readouterr().err
    assert target.read_bytes() == before


def test_demo_then_export_then_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    demo = tmp_path / "demo.srt"
    code = main(["demo", str(demo), "--players", "7", "--rounds", "2", "--seed", "5"])
    assert code == 0
    service = open_tournament(demo)
    info = service.info()
    rounds = service.rounds.all()
    service.close()
    assert info.player_count == 7 and [r.status for r in rounds] == ["closed", "closed"]
    # 7 players: tables of 3 and 4, every game has a result or a decision.
    assert all(g.status != "open" for r in rounds for t in r.tables for g in t.games)
    exported = tmp_path / "demo.json"
    export_tournament_file(demo, exported)
    copy = tmp_path / "copy.srt"
    assert main(["import", str(exported), str(copy)]) == 0
    assert "7 players" in capsys.readouterr().out


def test_import_errors_exit_2_and_create_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "stein-rummy/1", "name": "", "players": []}))
    target = tmp_path / "never.srt"
    assert main(["import", str(bad), str(target)]) == 2
    assert "refused" in capsys.readouterr().err
    assert not target.exists()
    assert main(["import", str(tmp_path / "missing.json"), str(target)]) == 2
    assert not target.exists()


def test_demo_refuses_too_few_players(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", str(tmp_path / "d.srt"), "--players", "2"]) == 2
    assert "at least 3" in capsys.readouterr().err
    assert not (tmp_path / "d.srt").exists()


def test_backup_and_restore_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    demo = tmp_path / "demo.srt"
    assert main(["demo", str(demo), "--players", "6", "--rounds", "1"]) == 0
    assert main(["backup", str(demo)]) == 0
    capsys.readouterr()
    assert main(["backup", str(demo), "--list"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == 2 and {b["round"] for b in listed} == {1}
    assert main(["restore", listed[-1]["path"], str(tmp_path / "restored.srt")]) == 0
    assert "restored" in capsys.readouterr().out
    foreign = tmp_path / "notes.srt"
    foreign.write_text("hello")
    assert main(["backup", str(foreign)]) == 2
    assert "not a tournament file" in capsys.readouterr().err
    assert foreign.read_text() == "hello"
